#pragma once
/// \file
/// `gridforge deduce ...`: deduction-grid puzzles (generate, solve, count, rate, hint, explain, play).

#include <CLI/CLI.hpp>

#include "commands.hpp"

namespace gridforge::cli {

void add_deduce_command(CLI::App& app, Action& run);

}  // namespace gridforge::cli
