#pragma once
/// \file
/// The subcommands. Each adds itself to the app and sets `run` to its action, which returns
/// the process exit code (exit_codes.hpp).

#include <functional>

#include <CLI/CLI.hpp>

namespace gridforge::cli {

using Action = std::function<int()>;

void add_solve_command(CLI::App& app, Action& run);
void add_count_command(CLI::App& app, Action& run);
void add_rate_command(CLI::App& app, Action& run);
void add_generate_command(CLI::App& app, Action& run);

}  // namespace gridforge::cli
