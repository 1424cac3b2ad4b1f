#include <algorithm>
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/api.hpp"
#include "options.hpp"
#include "time_limit.hpp"
#include "player_state.hpp"
#include "report.hpp"

namespace gridforge::cli {
namespace {

struct HintOptions {
    std::vector<std::string> inputs;
    std::string digits;  ///< --digits: letters, hex or "" (digit_style_of)
    double time_limit = 0;  ///< --time-limit SECONDS (0: none)
    std::string state;
    int level = 3;
    bool json = false;
};

/// `source` names the record's input in messages (RecordHandler, input.hpp).
int hint_record(const HintOptions& options, const PuzzleRecord& record, const std::string& source) {
    const Puzzle& puzzle = record.puzzle;
    api::PlayerState player = api::givens_state(puzzle);
    if (!options.state.empty()) {
        // A state that does not fit the puzzle is bad input, as a bad puzzle is (the API's "input").
        try {
            player = read_player_state(options.state, puzzle);
        } catch (const std::invalid_argument& error) {
            print_record_error(record_place(source, record.line) + error.what(), options.json);
            return kInputError;
        }
    }
    const api::HintAnswer hint = api::find_hint(puzzle, player);
    const auto level = static_cast<api::HintLevel>(options.level);
    if (options.json) {
        print_json_line(api::hint_json(record, hint, level));
    } else if (hint.outcome != Outcome::unique) {
        std::cout << (hint.outcome == Outcome::no_solution ? "no solution" : "several solutions") << '\n';
    } else {
        std::cout << api::hint_text(puzzle, hint, level) << '\n';
    }
    return exit_code_for(hint.outcome);
}

}  // namespace

void add_hint_command(CLI::App& app, Action& run) {
    auto options = std::make_shared<HintOptions>();
    CLI::App* command = app.add_subcommand(
        "hint", "Give the next logical step (the cheapest technique that applies) from the givens or from the "
                "player's grid (--state, with pencil marks if given); without pencil marks, the next digit that can be "
                "placed and the eliminations that lead to it. Wrong entries and removed true candidates are reported first");
    add_inputs_option(*command, options->inputs, options->digits);
    command->add_option("--state", options->state,
                        "The player's grid (or a file holding it, or - for standard input): a puzzle line of givens plus entries ('.' for "
                        "empty cells); or N*N white-space-separated tokens, a digit for a placed cell and a digit "
                        "list (\"128\", \"{5}\") for an empty cell's pencil marks; or JSON {\"grid\": \"...\", "
                        "\"candidates\": {\"r1c1\": \"128\"}}. The grid holds the givens; one that changes or leaves out a "
                        "given, or puts pencil marks on one, is bad input (exit 3)");
    command->add_option("--level", options->level,
                        "How much to give away: 1 where to look and which family of techniques to think of, 2 the "
                        "technique and the cells of its pattern, 3 the whole step; for mistakes 1 the row, 2 the cell, 3 "
                        "the digit")
        ->check(CLI::Range(1, 3))
        ->capture_default_str();
    add_json_flag(*command, options->json);
    add_time_limit_option(*command, options->time_limit);
    command->footer(std::string("Techniques: docs/techniques.md.\n") + kExitCodeHelp);
    command->callback([&run, options] {
        const bool puzzles_from_stdin = options->inputs.empty() ||
                                        std::find(options->inputs.begin(), options->inputs.end(), "-") != options->inputs.end();
        if (options->state == "-" && puzzles_from_stdin) {
            throw CLI::ValidationError("--state", "- reads the grid from standard input, so the puzzles must come from an argument or a file");
        }
        run = each_record_action(options, hint_record);
    });
}

}  // namespace gridforge::cli
