// rate and explain: the three ratings of a puzzle and its logical path.

#include "gridforge/api.hpp"

namespace gridforge::api {

Ratings rate_all(const Puzzle& puzzle) {
    // The outcome with the solver count uses (sat on 16x16): dlx took over 120 s on a 16x16 with
    // several solutions that sat settles in 0.5 s (issue 19; docs/solver-speed.md).
    const CountResult counted = default_solver_for(puzzle).count(puzzle, 2);
    if (counted.outcome() != Outcome::unique) {
        return Ratings{SearchRating{counted.outcome(), std::nullopt, counted}, std::nullopt, std::nullopt, std::nullopt,
                       std::nullopt};
    }
    Ratings ratings{rate_search(puzzle), std::nullopt, std::nullopt, std::nullopt, std::nullopt};
    if (ratings.search.outcome != Outcome::unique || !ratings.search.counters.solution) return ratings;
    const Grid& solution = *ratings.search.counters.solution;
    LogicOptions logic;
    logic.known_solution = &solution;
    ratings.technique = rate_path(solve_logically(puzzle, logic), puzzle);
    ratings.mcm = rate_singles_and_oracle(puzzle, solution);
    ratings.se = rate_se(puzzle);
    ratings.hodoku = rate_hodoku(puzzle);
    return ratings;
}

nlohmann::json rate_json(const PuzzleRecord& record, const Ratings& ratings) {
    const SearchRating& search = ratings.search;
    nlohmann::json out = answer_json(record, search.counters.count == 1 ? search.counters.solution : std::nullopt);
    nlohmann::json search_json = counters_json(search.counters);
    search_json["outcome"] = outcome_key(search.outcome);
    if (search.level) {
        out["level"] = level_name(*search.level);
        search_json["level"] = level_name(*search.level);
    }
    out["rating"] = {{"search", search_json}};
    if (ratings.technique) out["rating"]["technique"] = technique_rating_json(*ratings.technique);
    if (ratings.mcm) out["rating"]["mcm"] = oracle_rating_json(*ratings.mcm);
    if (ratings.se) out["rating"]["se"] = se_rating_json(*ratings.se);
    if (ratings.hodoku) out["rating"]["hodoku"] = hodoku_rating_json(*ratings.hodoku);
    out["x-line"] = record.line;
    return out;
}

Explanation explain(const Puzzle& puzzle) {
    // The outcome with the solver count uses (sat on 16x16): dlx took over 120 s on a 16x16 with
    // several solutions that sat settles in 0.5 s (issue 19; docs/solver-speed.md).
    const CountResult counted = default_solver_for(puzzle).count(puzzle, 2);
    Explanation explanation;
    explanation.outcome = counted.outcome();
    if (explanation.outcome != Outcome::unique) return explanation;
    explanation.solution = counted.solution;
    LogicOptions logic;
    logic.known_solution = &*explanation.solution;
    explanation.path = solve_logically(puzzle, logic);
    explanation.rating = rate_path(*explanation.path, puzzle);
    return explanation;
}

nlohmann::json explain_json(const PuzzleRecord& record, const Explanation& explanation) {
    nlohmann::json out = answer_json(record, explanation.solution);
    if (!explanation.path || !explanation.rating) {
        out["x-explain"] = {{"outcome", outcome_key(explanation.outcome)}};
        return out;
    }
    nlohmann::json steps = nlohmann::json::array();
    for (const Step& step : explanation.path->steps) steps.push_back(step_json(step, record.puzzle));
    out["x-explain"] = {{"steps", steps}, {"rating", technique_rating_json(*explanation.rating)}};
    return out;
}

}  // namespace gridforge::api
