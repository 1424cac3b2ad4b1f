/// gridforge: solve, count, rate and generate logic puzzles whose solution is proven unique.

#include <algorithm>
#include <csignal>
#include <iterator>
#include <iostream>
#include <string>

#include <CLI/CLI.hpp>

#include "command_deduce.hpp"
#include "command_show.hpp"
#include "commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/api.hpp"

namespace {

/// A command's name and the function that adds it (commands.hpp), in the order of the help.
struct CommandAdder {
    const char* name;
    void (*add)(CLI::App&, gridforge::cli::Action&);
};

constexpr CommandAdder kCommands[] = {
    {"solve", gridforge::cli::add_solve_command},       {"count", gridforge::cli::add_count_command},
    {"rate", gridforge::cli::add_rate_command},         {"generate", gridforge::cli::add_generate_command},
    {"cnf", gridforge::cli::add_cnf_command},           {"explain", gridforge::cli::add_explain_command},
    {"hint", gridforge::cli::add_hint_command},         {"show", gridforge::cli::add_show_command},
    {"print", gridforge::cli::add_print_command},       {"bank", gridforge::cli::add_bank_command},
    {"convert", gridforge::cli::add_convert_command},   {"deduce", gridforge::cli::add_deduce_command},
    {"api", gridforge::cli::add_api_command},           {"report", gridforge::cli::add_report_command},
    {"validate", gridforge::cli::add_validate_command},
};

}  // namespace

int main(int argc, char** argv) {
    using namespace gridforge::cli;
    // A reader that quits early (`gridforge count FILE | head`) must not kill the process with
    // SIGPIPE: ignored, a write to the closed pipe fails, the commands stop at the next record and
    // the run ends with exit code 7 (kOutputError), as documented.
    std::signal(SIGPIPE, SIG_IGN);
    // The command line writes and reads through iostreams only (fmt::print goes to stderr, which
    // is unbuffered like std::cerr): unsynchronised, std::cout and std::cin get their own buffers
    // instead of a stdio call per character, which matters over files of many puzzles.
    std::ios::sync_with_stdio(false);
    CLI::App app{"gridforge: solve, count, rate and generate Sudoku puzzles whose solution is proven unique"};
    app.footer(kExitCodeHelp);
    app.require_subcommand(1);
    app.set_version_flag("--version", "gridforge " + std::string(gridforge::api::kVersion));
    Action run;
    // Each command adds itself with its options and checks. When the first argument names one,
    // only that one is added: building all 15 with their options took over a quarter of the
    // instructions of the start of `gridforge count FILE` (docs/solver-speed.md, "The start of the process"). Its help, its
    // errors and its run are the same, since a command's parse never looks at its siblings; the
    // app-level help and the unknown-command message, which list them all, get them all.
    // `--version` first answers at once whatever follows it, so it needs none.
    const std::string first = argc > 1 ? argv[1] : "";
    const auto named = std::find_if(std::begin(kCommands), std::end(kCommands),
                                    [&](const CommandAdder& command) { return first == command.name; });
    for (const CommandAdder& command : kCommands) {
        if (first == "--version") break;
        if (named == std::end(kCommands) || &command == &*named) command.add(app, run);
    }
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        if (argc > 1 && argv[1][0] != '-' && app.get_subcommands().empty()) {
            std::string names;
            for (const CLI::App* command : app.get_subcommands({})) {
                names += (names.empty() ? "" : ", ") + command->get_name();
            }
            std::cerr << "gridforge: unknown command '" << argv[1] << "' (commands: " << names << ")\n";
            return kUsageError;
        }
        const int code = app.exit(error);
        // --help and --version answer on standard output: a write that failed is exit 7, as for any output.
        std::cout.flush();
        if (code == 0 && !std::cout) return kOutputError;
        return code == 0 ? kSuccess : kUsageError;
    }
    try {
        const int code = run();
        std::cout.flush();
        if (!std::cout) {
            std::cerr << "gridforge: cannot write the output\n";
            return kOutputError;
        }
        return code;
    } catch (const StandardInputError& error) {
        std::cerr << "gridforge: " << error.what() << '\n';
        return kInputError;
    } catch (const std::exception& error) {
        std::cerr << "gridforge: internal error: " << error.what() << '\n';
        return kInternalError;
    }
}
