// Results of solve and count.

#include "gridforge/api.hpp"

namespace gridforge::api {

nlohmann::json solve_json(const PuzzleRecord& record, const Solver& solver, const CountResult& result) {
    const Outcome outcome = result.outcome();
    nlohmann::json out = answer_json(record, outcome == Outcome::unique ? result.solution : std::nullopt);
    nlohmann::json solve = counters_json(result);
    solve["line"] = record.line;
    solve["outcome"] = outcome_key(outcome);
    solve["strategy"] = solver.name();
    out["x-solve"] = solve;
    return out;
}

nlohmann::json count_json(const PuzzleRecord& record, const Solver& solver, const CountResult& result, std::int64_t limit) {
    nlohmann::json out = answer_json(record, result.count == 1 ? result.solution : std::nullopt);
    nlohmann::json count = counters_json(result);
    count["line"] = record.line;
    count["limit"] = limit;
    count["limit_reached"] = result.count >= limit;
    count["strategy"] = solver.name();
    out["x-count"] = count;
    return out;
}

}  // namespace gridforge::api
