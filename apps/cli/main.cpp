/// gridforge: solve, count, rate and generate logic puzzles whose solution is proven unique.

#include <csignal>
#include <iostream>
#include <string>

#include <CLI/CLI.hpp>

#include "command_deduce.hpp"
#include "command_show.hpp"
#include "commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/api.hpp"

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
    add_solve_command(app, run);
    add_count_command(app, run);
    add_rate_command(app, run);
    add_generate_command(app, run);
    add_cnf_command(app, run);
    add_explain_command(app, run);
    add_hint_command(app, run);
    add_show_command(app, run);
    add_print_command(app, run);
    add_bank_command(app, run);
    add_convert_command(app, run);
    add_deduce_command(app, run);
    add_api_command(app, run);
    add_report_command(app, run);
    add_validate_command(app, run);
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
    } catch (const std::exception& error) {
        std::cerr << "gridforge: internal error: " << error.what() << '\n';
        return kInternalError;
    }
}
