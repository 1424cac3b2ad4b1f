#include <iostream>
#include <memory>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/logic.hpp"
#include "logic_json.hpp"
#include "options.hpp"
#include "report.hpp"

namespace gridforge::cli {
namespace {

struct HintOptions {
    std::vector<std::string> inputs;
    std::string state;
    bool json = false;
};

/// The player's grid from --state: N*N cells (digits or empty marks, whitespace ignored).
/// Throws std::invalid_argument naming the problem (reported as a usage error).
Grid parse_state(const std::string& text, int size) {
    Grid grid(size);
    Cell cell = 0;
    for (char c : text) {
        if (c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '|' || c == '+') continue;
        if (cell >= grid.cell_count()) throw std::invalid_argument("--state: more than " + std::to_string(grid.cell_count()) + " cells");
        if (const auto digit = digit_from_char(c); digit && *digit <= size) {
            grid.set(cell, *digit);
        } else if (!is_empty_mark(c)) {
            throw std::invalid_argument(std::string("--state: unexpected character '") + c + "' at cell " + std::to_string(cell + 1));
        }
        ++cell;
    }
    if (cell != grid.cell_count()) {
        throw std::invalid_argument("--state: " + std::to_string(cell) + " cells, expected " + std::to_string(grid.cell_count()));
    }
    return grid;
}

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
    Grid entries(geometry.size());
    if (!options.state.empty()) entries = parse_state(options.state, geometry.size());
    // Wrong entries come first: a hint from a wrong grid would mislead.
    nlohmann::json wrong = nlohmann::json::array();
    std::string wrong_text;
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
        const Digit entry = entries.at(cell);
        if (entry == 0 || puzzle.givens().at(cell) != 0 || entry == solution.at(cell)) continue;
        wrong.push_back({{"cell", geometry.cell_name(cell)}, {"digit", entry}});
        wrong_text += (wrong_text.empty() ? "" : ", ") + geometry.cell_name(cell) + " is not " + std::to_string(entry);
    }
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
        const Digit given = puzzle.givens().at(cell);
        if (given != 0 && entries.at(cell) != 0 && entries.at(cell) != given) {
            throw std::invalid_argument("--state: " + geometry.cell_name(cell) + " holds " + std::to_string(entries.at(cell)) +
                                        " but the given there is " + std::to_string(given));
        }
    }
    if (!wrong.empty()) {
        if (options.json) {
            nlohmann::json out = answer_json(record, std::nullopt);
            out["x-hint"] = {{"wrong_entries", wrong}, {"text", "Wrong entries: " + wrong_text + "."}};
            print_json_line(out);
        } else {
            std::cout << "Wrong entries: " << wrong_text << ".\n";
        }
        return kSuccess;
    }
    const LogicState state(puzzle, entries);
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
                "player's grid (--state); wrong entries are reported first");
    add_inputs_option(*command, options->inputs);
    command->add_option("--state", options->state,
                        "The player's grid in line form (givens plus entries, '.' for empty cells)");
    add_json_flag(*command, options->json);
    command->footer(std::string("Techniques: docs/techniques.md.\n") + kExitCodeHelp);
    command->callback([&run, options] { run = each_record_action(options, hint_record); });
}

}  // namespace gridforge::cli
