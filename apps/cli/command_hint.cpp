#include <iostream>
#include <memory>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/logic.hpp"
#include "logic_json.hpp"
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
    const Geometry& geometry = puzzle.geometry();
    const CountResult counted = count_solutions(puzzle, 2);
    const Outcome outcome = counted.outcome();
    if (outcome != Outcome::unique) {
        if (options.json) {
            nlohmann::json out = answer_json(record, std::nullopt);
            out["x-hint"] = {{"outcome", outcome_key(outcome)}};
            print_json_line(out);
        } else {
            std::cout << (outcome == Outcome::no_solution ? "no solution" : "several solutions") << '\n';
        }
        return exit_code_for(outcome);
    }
    const Grid& solution = *counted.solution;
    PlayerState player{Grid(geometry.size()), std::nullopt};
    if (!options.state.empty()) player = parse_player_state(options.state, geometry);
    const Grid& entries = player.entries;
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
        const Digit given = puzzle.givens().at(cell);
        if (given != 0 && entries.at(cell) != 0 && entries.at(cell) != given) {
            throw std::invalid_argument("--state: " + geometry.cell_name(cell) + " holds " + std::to_string(entries.at(cell)) +
                                        " but the given there is " + std::to_string(given));
        }
    }
    // Mistakes come first: a hint from a wrong grid would mislead. Wrong entries, then empty cells
    // whose pencil marks lost the solution's digit.
    nlohmann::json wrong = nlohmann::json::array();
    nlohmann::json missing = nlohmann::json::array();
    std::string wrong_text;
    std::string missing_text;
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
        const Digit entry = entries.at(cell);
        const Digit truth = solution.at(cell);
        if (entry != 0) {
            if (puzzle.givens().at(cell) != 0 || entry == truth) continue;
            wrong.push_back({{"cell", geometry.cell_name(cell)}, {"digit", entry}});
            wrong_text += (wrong_text.empty() ? "" : ", ") + geometry.cell_name(cell) + " is not " + std::to_string(entry);
        } else if (player.pencil_marks && !(*player.pencil_marks)[static_cast<std::size_t>(cell)].contains(truth)) {
            missing.push_back({{"cell", geometry.cell_name(cell)}, {"digit", truth}});
            missing_text += (missing_text.empty() ? "" : ", ") + geometry.cell_name(cell);
        }
    }
    if (!wrong.empty() || !missing.empty()) {
        std::string text;
        if (!wrong.empty()) text += "Wrong entries: " + wrong_text + ".";
        if (!missing.empty()) {
            text += std::string(text.empty() ? "" : " ") + "Pencil marks removed a candidate that is needed in " + missing_text + ".";
        }
        if (options.json) {
            nlohmann::json out = answer_json(record, std::nullopt);
            out["x-hint"] = {{"wrong_entries", wrong}, {"removed_candidates", missing}, {"text", text}};
            print_json_line(out);
        } else {
            std::cout << text << '\n';
        }
        return kSuccess;
    }
    const LogicState state(puzzle, entries, player.pencil_marks);
    std::optional<Step> step = state.solved() ? std::nullopt : next_step(state);
    if (step) check_step_against_solution(*step, solution, geometry, 1);
    const std::string none = state.solved() ? "The grid is complete." : "No technique of the catalogue applies.";
    if (options.json) {
        nlohmann::json out = answer_json(record, std::nullopt);
        out["x-hint"] = step ? step_json(*step, puzzle) : nlohmann::json{{"text", none}};
        print_json_line(out);
    } else {
        std::cout << (step ? step->text : none) << '\n';
    }
    return kSuccess;
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
