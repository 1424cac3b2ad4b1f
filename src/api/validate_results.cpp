// The result of validate: complete, or how many solutions the partial grid has.

#include "gridforge/api.hpp"

namespace gridforge::api {

nlohmann::json validate_json(const PuzzleRecord& record) {
    const Grid& givens = record.puzzle.givens();
    const bool complete = givens.full();
    const int empty_cells = givens.cell_count() - givens.filled_count();
    // A complete grid is its own one solution when it satisfies every rule (the readers refused
    // clashes already); a partial one is counted to 2, which tells one solution from several.
    Outcome outcome = Outcome::no_solution;
    if (complete) {
        if (record.puzzle.is_solution(givens)) outcome = Outcome::unique;
    } else {
        outcome = default_solver_for(record.puzzle).count(record.puzzle, 2).outcome();
    }
    nlohmann::json out = answer_json(record, std::nullopt);
    out["x-validate"] = {{"line", record.line},
                         {"complete", complete},
                         {"empty_cells", empty_cells},
                         {"outcome", outcome_key(outcome)}};
    return out;
}

}  // namespace gridforge::api
