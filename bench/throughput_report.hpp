#pragma once
/// \file
/// The Markdown report of the throughput runner: sets, the tdoku targets beside our best solver,
/// every solver × set, and generation per level (bench/results/throughput-<machine>-<compiler>.md).

#include <string>

#include "report_library.hpp"

namespace bench {

std::string throughput_markdown(const ThroughputResults& results);

}  // namespace bench
