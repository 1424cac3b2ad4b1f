// hint and check: mistakes in the player's state first, then the next logical step.

#include "gridforge/api.hpp"

namespace gridforge::api {
namespace {

/// "Wrong entries: r1c1 is not 5, r2c2 is not 3. Pencil marks removed a candidate that is needed in r1c2."
std::string mistakes_text(const Mistakes& mistakes, const Geometry& geometry) {
    std::string wrong;
    for (const Candidate& c : mistakes.wrong_entries) {
        wrong += (wrong.empty() ? "" : ", ") + geometry.cell_name(c.cell) + " is not " + std::to_string(c.digit);
    }
    std::string missing;
    for (const Candidate& c : mistakes.removed_candidates) missing += (missing.empty() ? "" : ", ") + geometry.cell_name(c.cell);
    std::string text;
    if (!wrong.empty()) text += "Wrong entries: " + wrong + ".";
    if (!missing.empty()) text += std::string(text.empty() ? "" : " ") + "Pencil marks removed a candidate that is needed in " + missing + ".";
    return text;
}

nlohmann::json candidates_json(const std::vector<Candidate>& list, const Geometry& geometry) {
    nlohmann::json out = nlohmann::json::array();
    for (const Candidate& c : list) out.push_back({{"cell", geometry.cell_name(c.cell)}, {"digit", c.digit}});
    return out;
}

nlohmann::json mistakes_json(const HintAnswer& answer, const Geometry& geometry) {
    return {{"wrong_entries", candidates_json(answer.mistakes.wrong_entries, geometry)},
            {"removed_candidates", candidates_json(answer.mistakes.removed_candidates, geometry)},
            {"text", answer.text}};
}

/// check_state's work; `solution` receives the puzzle's solution when it is unique.
HintAnswer check_against_solution(const Puzzle& puzzle, const PlayerState& state, std::optional<Grid>& solution) {
    const CountResult counted = count_solutions(puzzle, 2);
    HintAnswer answer;
    answer.outcome = counted.outcome();
    if (answer.outcome != Outcome::unique) return answer;
    solution = counted.solution;
    const Geometry& geometry = puzzle.geometry();
    bool full = true;  // givens count as placed even when the state leaves them out
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
        const Digit entry = state.entries.at(cell);
        full = full && (entry != 0 || puzzle.givens().at(cell) != 0);
        const Digit truth = solution->at(cell);
        if (entry != 0) {
            if (entry != truth) answer.mistakes.wrong_entries.push_back({cell, entry});
        } else if (state.pencil_marks && !(*state.pencil_marks)[static_cast<std::size_t>(cell)].contains(truth)) {
            answer.mistakes.removed_candidates.push_back({cell, truth});
        }
    }
    answer.complete = answer.mistakes.empty() && full;
    answer.text = !answer.mistakes.empty() ? mistakes_text(answer.mistakes, geometry)
                  : answer.complete       ? "The grid is complete."
                                          : "No mistakes so far.";
    return answer;
}

}  // namespace

HintAnswer check_state(const Puzzle& puzzle, const PlayerState& state) {
    std::optional<Grid> solution;
    return check_against_solution(puzzle, state, solution);
}

HintAnswer find_hint(const Puzzle& puzzle, const PlayerState& state) {
    std::optional<Grid> solution;
    HintAnswer answer = check_against_solution(puzzle, state, solution);
    if (answer.outcome != Outcome::unique || !answer.mistakes.empty() || answer.complete) return answer;
    const LogicState logic(puzzle, state.entries, state.pencil_marks);
    answer.step = next_step(logic);
    if (answer.step) {
        // The known-solution guard: a hint that contradicts the solution is a bug, never advice.
        check_step_against_solution(*answer.step, *solution, puzzle.geometry(), 1);
        answer.text = answer.step->text;
    } else {
        answer.text = "No technique of the catalogue applies.";
    }
    return answer;
}

nlohmann::json hint_json(const PuzzleRecord& record, const HintAnswer& hint) {
    nlohmann::json out = answer_json(record, std::nullopt);
    if (hint.outcome != Outcome::unique) {
        out["x-hint"] = {{"outcome", outcome_key(hint.outcome)}};
    } else if (!hint.mistakes.empty()) {
        out["x-hint"] = mistakes_json(hint, record.puzzle.geometry());
    } else if (hint.step) {
        out["x-hint"] = step_json(*hint.step, record.puzzle);
    } else {
        out["x-hint"] = {{"text", hint.text}};
    }
    return out;
}

nlohmann::json check_json(const PuzzleRecord& record, const HintAnswer& check) {
    nlohmann::json out = answer_json(record, std::nullopt);
    out["x-check"] = check.outcome == Outcome::unique ? mistakes_json(check, record.puzzle.geometry())
                                                      : nlohmann::json{{"outcome", outcome_key(check.outcome)}};
    return out;
}

}  // namespace gridforge::api
