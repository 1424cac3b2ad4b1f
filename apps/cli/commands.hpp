#pragma once
/// \file
/// The subcommands. Each adds itself to the app and sets `run` to its action, which returns
/// the process exit code (exit_codes.hpp).

#include <functional>
#include <memory>

#include <CLI/CLI.hpp>

#include "input.hpp"
#include "report.hpp"

namespace gridforge::cli {

using Action = std::function<int()>;

/// Makes `command` stream every record of `options->inputs` through `handle(options, record)`,
/// printing bad records in the output form `options->json` chose. `Options` has `inputs` and `json`.
template <class Options, class Handle>
void run_on_each_record(CLI::App& command, Action& run, std::shared_ptr<Options> options, Handle handle) {
    command.callback([&run, options, handle] {
        run = [options, handle] {
            return for_each_record(
                options->inputs, [&](const PuzzleRecord& record) { return handle(*options, record); },
                [&](const std::string& message) { print_record_error(message, options->json); });
        };
    });
}

void add_solve_command(CLI::App& app, Action& run);
void add_count_command(CLI::App& app, Action& run);
void add_rate_command(CLI::App& app, Action& run);
void add_generate_command(CLI::App& app, Action& run);
void add_cnf_command(CLI::App& app, Action& run);

}  // namespace gridforge::cli
