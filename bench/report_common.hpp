#pragma once
// Shared by the benchmark reports (report_json.cpp, report_markdown.cpp, throughput_report.cpp).

#include <string>

#include <fmt/format.h>

#include "gridforge/rate.hpp"

namespace bench {

/// The search levels in the order every report lists them.
inline constexpr gridforge::Level kLevels[] = {gridforge::Level::easy, gridforge::Level::medium,
                                               gridforge::Level::hard, gridforge::Level::evil};

/// A share as "12.3 %".
inline std::string percent(double share) { return fmt::format("{:.1f} %", 100.0 * share); }

}  // namespace bench
