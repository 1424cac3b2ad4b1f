// hint and check: mistakes in the player's state first, then the next step (with pencil marks) or
// the next placement (digits only), shown at the level asked for (hint_levels.cpp).

#include <algorithm>
#include <mutex>

#include "api/candidates_json.hpp"
#include "api/hint_levels.hpp"
#include "api/placement_hint.hpp"
#include "gridforge/api.hpp"

namespace gridforge::api {
namespace {

using hint_detail::GradedHint;

nlohmann::json names_json(const std::vector<std::string>& names) {
    nlohmann::json out = nlohmann::json::array();
    for (const std::string& name : names) out.push_back(name);
    return out;
}

/// A mistake list as much as `level` shows: the row, the cell, or the cell and the digit.
nlohmann::json graded_candidates_json(const std::vector<Candidate>& list, const Puzzle& puzzle, HintLevel level) {
    if (level == HintLevel::full) return candidates_json(list, puzzle.geometry());
    nlohmann::json out = nlohmann::json::array();
    for (const Candidate& c : list) {
        out.push_back(level == HintLevel::nudge ? nlohmann::json{{"house", hint_detail::row_name(puzzle, c.cell)}}
                                                : nlohmann::json{{"cell", puzzle.geometry().cell_name(c.cell)}});
    }
    return out;
}

/// default_solver_for(puzzle).count(puzzle, 2) (sat on 16x16, as count), remembered for the last puzzle asked about: a player asks for hint
/// after hint on one puzzle, and a variant with few givens can take a second to count (a killer-X
/// without givens does). The answer is the one counting afresh gives; only the time differs.
CountResult count_puzzle(const Puzzle& puzzle) {
    static std::mutex mutex;
    static std::optional<std::pair<std::string, CountResult>> last;
    std::string key;
    try {
        key = write_json(PuzzleRecord{0, puzzle, {}, nlohmann::json::object()}).dump();
    } catch (const std::invalid_argument&) {  // rules the JSON form cannot state: count every time
        return default_solver_for(puzzle).count(puzzle, 2);
    }
    {
        const std::lock_guard<std::mutex> lock(mutex);
        if (last && last->first == key) return last->second;
    }
    CountResult counted = default_solver_for(puzzle).count(puzzle, 2);
    const std::lock_guard<std::mutex> lock(mutex);
    last.emplace(std::move(key), counted);
    return counted;
}

/// check_state's work; `solution` receives the puzzle's solution when it is unique.
HintAnswer check_against_solution(const Puzzle& puzzle, const PlayerState& state, std::optional<Grid>& solution) {
    const CountResult counted = count_puzzle(puzzle);
    HintAnswer answer;
    answer.outcome = counted.outcome();
    if (answer.outcome != Outcome::unique) return answer;
    solution = counted.solution;
    const Geometry& geometry = puzzle.geometry();
    bool full = true;
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
        const Digit entry = state.entries.at(cell);
        full = full && entry != 0;
        const Digit truth = solution->at(cell);
        if (entry != 0) {
            if (entry != truth) answer.mistakes.wrong_entries.push_back({cell, entry});
        } else if (state.pencil_marks && !(*state.pencil_marks)[static_cast<std::size_t>(cell)].contains(truth)) {
            answer.mistakes.removed_candidates.push_back({cell, truth});
        }
    }
    if (!answer.mistakes.empty()) {
        answer.kind = HintKind::mistake;
        answer.text = hint_detail::graded_hint(puzzle, answer, HintLevel::full).text;
    } else if (full) {
        answer.kind = HintKind::complete;
        answer.text = "The grid is complete.";
    } else {
        answer.kind = HintKind::stuck;  // find_hint looks further
        answer.text = "No mistakes so far.";
    }
    return answer;
}

}  // namespace

std::string_view hint_kind_key(HintKind kind) {
    switch (kind) {
        case HintKind::step: return "step";
        case HintKind::placement: return "placement";
        case HintKind::mistake: return "mistake";
        case HintKind::stuck: return "stuck";
        case HintKind::complete: return "complete";
    }
    return "stuck";
}

HintAnswer check_state(const Puzzle& puzzle, const PlayerState& state) {
    std::optional<Grid> solution;
    return check_against_solution(puzzle, state, solution);
}

HintAnswer find_hint(const Puzzle& puzzle, const PlayerState& state) {
    std::optional<Grid> solution;
    HintAnswer answer = check_against_solution(puzzle, state, solution);
    if (answer.outcome != Outcome::unique || answer.kind == HintKind::mistake || answer.kind == HintKind::complete) return answer;
    const LogicState logic(puzzle, state.entries, state.pencil_marks);
    if (state.pencil_marks) {
        if (std::optional<Step> step = next_step(logic)) {
            // The known-solution guard: a hint that contradicts the solution is a bug, never advice.
            check_step_against_solution(*step, *solution, puzzle.geometry(), 1);
            answer.kind = HintKind::step;
            answer.steps.push_back(std::move(*step));
        }
    } else if (std::optional<std::vector<Step>> chain = hint_detail::placement_chain(logic, *solution)) {
        answer.kind = HintKind::placement;
        answer.steps = std::move(*chain);
    }
    if (answer.steps.empty()) {
        answer.kind = HintKind::stuck;
        answer.text = "No technique of the catalogue applies.";
    } else {
        answer.text = hint_detail::graded_hint(puzzle, answer, HintLevel::full).text;
    }
    return answer;
}

std::string hint_text(const Puzzle& puzzle, const HintAnswer& hint, HintLevel level) {
    return hint_detail::graded_hint(puzzle, hint, level).text;
}

nlohmann::json hint_json(const PuzzleRecord& record, const HintAnswer& hint, HintLevel level) {
    nlohmann::json out = answer_json(record, std::nullopt);
    if (hint.outcome != Outcome::unique) {
        out["x-hint"] = {{"outcome", outcome_key(hint.outcome)}};
        return out;
    }
    const Puzzle& puzzle = record.puzzle;
    const Geometry& geometry = puzzle.geometry();
    const GradedHint graded = hint_detail::graded_hint(puzzle, hint, level);
    nlohmann::json x = {{"level", static_cast<int>(level)}, {"kind", hint_kind_key(hint.kind)}, {"text", graded.text}};
    if (hint.kind == HintKind::mistake) {
        x["houses"] = names_json(graded.houses);
        if (level != HintLevel::nudge) x["cells"] = cells_json(graded.cells, geometry);
        x["wrong_entries"] = graded_candidates_json(hint.mistakes.wrong_entries, puzzle, level);
        x["removed_candidates"] = graded_candidates_json(hint.mistakes.removed_candidates, puzzle, level);
    } else if (graded.technique) {
        x["family"] = technique_family(*graded.technique);
        x["houses"] = names_json(graded.houses);
        if (level != HintLevel::nudge) {
            x["cells"] = cells_json(graded.cells, geometry);
            x["technique"] = technique_key(*graded.technique);
            x["name"] = technique_name(*graded.technique);
        }
        if (level == HintLevel::full) {
            nlohmann::json steps = nlohmann::json::array();
            std::vector<Candidate> eliminations;
            for (const Step& step : hint.steps) {
                steps.push_back(step_json(step, puzzle));
                eliminations.insert(eliminations.end(), step.eliminations.begin(), step.eliminations.end());
            }
            std::sort(eliminations.begin(), eliminations.end());
            x["steps"] = steps;
            x["placements"] = candidates_json(hint.steps.back().placements, geometry);
            x["eliminations"] = candidates_json(eliminations, geometry);
        }
    }
    out["x-hint"] = x;
    return out;
}

nlohmann::json check_json(const PuzzleRecord& record, const HintAnswer& check) {
    nlohmann::json out = answer_json(record, std::nullopt);
    if (check.outcome != Outcome::unique) {
        out["x-check"] = {{"outcome", outcome_key(check.outcome)}};
        return out;
    }
    out["x-check"] = {{"wrong_entries", candidates_json(check.mistakes.wrong_entries, record.puzzle.geometry())},
                      {"removed_candidates", candidates_json(check.mistakes.removed_candidates, record.puzzle.geometry())},
                      {"text", check.text}};
    return out;
}

}  // namespace gridforge::api
