// The pieces every Sudoku answer shares: the puzzle object, outcomes and counters.

#include "gridforge/api.hpp"
#include "rules/rule_kind.hpp"

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
    return {{"family", "sudoku"}, {"puzzle", puzzle}, {"rules", variant_recipes(record.puzzle)}};
}

}  // namespace gridforge::api
