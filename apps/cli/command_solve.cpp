#include <iostream>
#include <memory>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/api.hpp"
#include "gridforge/format.hpp"
#include "options.hpp"
#include "report.hpp"

namespace gridforge::cli {
namespace {

struct SolveOptions {
    std::vector<std::string> inputs;
    std::string strategy;
    bool json = false;
    bool drawn = false;
};

int solve_record(const SolveOptions& options, const PuzzleRecord& record) {
    const Solver& solver = pick_solver(options.strategy, record.puzzle);
    const CountResult result = solver.count(record.puzzle, 2);
    const Outcome outcome = result.outcome();
    if (options.json) {
        print_json_line(api::solve_json(record, solver, result));
    } else if (outcome != Outcome::unique) {
        std::cout << (outcome == Outcome::no_solution ? "no solution" : "several solutions") << '\n';
    } else if (options.drawn) {
        std::cout << write_drawn_grid(*result.solution, record.puzzle.geometry()) << '\n';
    } else {
        std::cout << write_line(*result.solution) << '\n';
    }
    return exit_code_for(outcome);
}

}  // namespace

void add_solve_command(CLI::App& app, Action& run) {
    auto options = std::make_shared<SolveOptions>();
    CLI::App* command = app.add_subcommand(
        "solve", "Solve puzzles: print each one's solution, or say it has none or several (one line per puzzle)");
    add_inputs_option(*command, options->inputs);
    add_strategy_option(*command, options->strategy);
    add_json_flag(*command, options->json);
    command->add_flag("--grid", options->drawn, "Print each solution as a drawn grid")
        ->excludes(command->get_option("--json"));
    command->footer(kExitCodeHelp);
    command->callback([&run, options] { run = each_record_action(options, solve_record); });
}

}  // namespace gridforge::cli
