// The pieces every Sudoku answer shares: the puzzle object, outcomes and counters.

#include "gridforge/api.hpp"

namespace gridforge::api {

std::string_view outcome_key(Outcome outcome) {
    switch (outcome) {
        case Outcome::no_solution: return "no_solution";
        case Outcome::unique: return "unique";
        case Outcome::several_solutions: return "several_solutions";
    }
    return "unknown";
}

nlohmann::json counters_json(const CountResult& result) {
    return {{"count", result.count}, {"nodes", result.nodes}, {"choices", result.choices}, {"deductions", result.deductions}};
}

nlohmann::json answer_json(const PuzzleRecord& record, const std::optional<Grid>& solution) {
    PuzzleRecord fresh = record;
    for (const char* stale : {"solution", "level", "rating"}) fresh.metadata.erase(stale);
    nlohmann::json object = write_json(fresh, solution);
    if (!record.comment.empty()) object["x-comment"] = record.comment;
    return object;
}

nlohmann::json parse_json(const PuzzleRecord& record) {
    nlohmann::json puzzle = write_json(record);
    if (!record.comment.empty()) puzzle["x-comment"] = record.comment;
    // The rule vocabulary of `generate --variant`, read off the JSON form's rule keys.
    nlohmann::json rules = nlohmann::json::array({puzzle.contains("regions") ? "jigsaw" : "classic"});
    for (const auto& [key, rule] : {std::pair{"diagonals", "x"}, std::pair{"cages", "killer"}, std::pair{"thermos", "thermo"}}) {
        if (puzzle.contains(key)) rules.push_back(rule);
    }
    return {{"family", "sudoku"}, {"puzzle", puzzle}, {"rules", rules}};
}

}  // namespace gridforge::api
