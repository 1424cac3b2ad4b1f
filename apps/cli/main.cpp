/// gridforge: solve, count, rate and generate logic puzzles whose solution is proven unique.

#include <iostream>

#include <CLI/CLI.hpp>

#include "commands.hpp"
#include "exit_codes.hpp"

int main(int argc, char** argv) {
    using namespace gridforge::cli;
    CLI::App app{"gridforge: solve, count, rate and generate Sudoku puzzles whose solution is proven unique"};
    app.footer(kExitCodeHelp);
    app.require_subcommand(1);
    Action run;
    add_solve_command(app, run);
    add_count_command(app, run);
    add_rate_command(app, run);
    add_generate_command(app, run);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        const int code = app.exit(error);
        return code == 0 ? kSuccess : kUsageError;
    }
    try {
        return run();
    } catch (const std::exception& error) {
        std::cerr << "gridforge: internal error: " << error.what() << '\n';
        return kInternalError;
    }
}
