#include <iostream>
#include <memory>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/api.hpp"
#include "options.hpp"
#include "player_state.hpp"
#include "report.hpp"

namespace gridforge::cli {
namespace {

struct HintOptions {
    std::vector<std::string> inputs;
    std::string state;
    bool json = false;
};

int hint_record(const HintOptions& options, const PuzzleRecord& record) {
    const Puzzle& puzzle = record.puzzle;
    const api::PlayerState player = options.state.empty() ? api::PlayerState{Grid(puzzle.geometry().size()), std::nullopt}
                                                          : read_player_state(options.state, puzzle);
    const api::HintAnswer hint = api::find_hint(puzzle, player);
    if (options.json) {
        print_json_line(api::hint_json(record, hint));
    } else if (hint.outcome != Outcome::unique) {
        std::cout << (hint.outcome == Outcome::no_solution ? "no solution" : "several solutions") << '\n';
    } else {
        std::cout << hint.text << '\n';
    }
    return exit_code_for(hint.outcome);
}

}  // namespace

void add_hint_command(CLI::App& app, Action& run) {
    auto options = std::make_shared<HintOptions>();
    CLI::App* command = app.add_subcommand(
        "hint", "Give the next logical step (the cheapest technique that applies) from the givens or from the "
                "player's grid (--state, with pencil marks if given); wrong entries and removed true candidates are reported "
                "first");
    add_inputs_option(*command, options->inputs);
    command->add_option("--state", options->state,
                        "The player's grid (or a file holding it): a puzzle line of givens plus entries ('.' for "
                        "empty cells); or N*N white-space-separated tokens, a digit for a placed cell and a digit "
                        "list (\"128\", \"{5}\") for an empty cell's pencil marks; or JSON {\"grid\": \"...\", "
                        "\"candidates\": {\"r1c1\": \"128\"}}");
    add_json_flag(*command, options->json);
    command->footer(std::string("Techniques: docs/techniques.md.\n") + kExitCodeHelp);
    command->callback([&run, options] { run = each_record_action(options, hint_record); });
}

}  // namespace gridforge::cli
