#include <iostream>
#include <memory>
#include <string>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/api.hpp"
#include "gridforge/format.hpp"
#include "options.hpp"
#include "report.hpp"

namespace gridforge::cli {
namespace {

struct ValidateOptions {
    std::vector<std::string> inputs;
    bool json = false;
};

int empty_cell_count(const Grid& grid) {
    int empty = 0;
    for (Cell cell = 0; cell < grid.cell_count(); ++cell) empty += grid.empty_at(cell) ? 1 : 0;
    return empty;
}

std::string validate_text(bool complete, int empty, Outcome outcome) {
    if (complete) return "complete and valid";
    const std::string empties = " (" + std::to_string(empty) + " empty cells)";
    switch (outcome) {
        case Outcome::unique: return "valid puzzle: no clash, one solution" + empties;
        case Outcome::no_solution: return "no clash, but no solution" + empties;
        case Outcome::several_solutions: return "no clash, but several solutions" + empties;
    }
    return {};
}

// A grid that clashes never gets here: every reader refuses it with a message naming every clash
// (exit 3). What is left to say is whether the grid is complete and, if not, whether it is a
// proper puzzle (one solution).
int validate_record(const ValidateOptions& options, const PuzzleRecord& record) {
    const Grid& givens = record.puzzle.givens();
    const bool complete = givens.full();
    const int empty = empty_cell_count(givens);
    const Outcome outcome = complete ? Outcome::unique : count_solutions(record.puzzle, 2).outcome();
    if (options.json) {
        nlohmann::json out = api::answer_json(record, std::nullopt);
        out["x-validate"] = {{"line", record.line},
                             {"complete", complete},
                             {"empty_cells", empty},
                             {"outcome", api::outcome_key(outcome)}};
        print_json_line(out);
    } else {
        std::cout << validate_text(complete, empty, outcome) << '\n';
    }
    return exit_code_for(outcome);
}

}  // namespace

void add_validate_command(CLI::App& app, Action& run) {
    auto options = std::make_shared<ValidateOptions>();
    CLI::App* command = app.add_subcommand(
        "validate",
        "Check grids and puzzles: a full grid is \"complete and valid\"; a partial one is checked for one solution; "
        "a grid with clashes is refused naming every clash (exit 3)");
    add_inputs_option(*command, options->inputs);
    add_json_flag(*command, options->json);
    command->footer(kExitCodeHelp);
    command->callback([&run, options] { run = each_record_action(options, validate_record); });
}

}  // namespace gridforge::cli
