// version and parse.

#include "api/operations.hpp"
#include "api/puzzle_input.hpp"
#include "gridforge/checked_json.hpp"
#include "gridforge/deduce/json.hpp"

namespace gridforge::api {

nlohmann::json op_version(const Request& request) {
    request.allow({});
    return {{"engine", "gridforge"}, {"version", kVersion}};
}

nlohmann::json op_parse(const Request& request) {
    request.allow({"puzzle", "digits"});
    if (is_deduce_puzzle(request.required("puzzle"))) {
        // Difficulty and hints are written back only when the input carried both.
        const nlohmann::json& value = request.required("puzzle");
        const nlohmann::json object = value.is_object() ? value : parse_checked_json(value.get<std::string>());
        deduce::DeduceAnalysis analysis;
        const deduce::DeducePuzzle puzzle = read_deduce_puzzle(request, &analysis);
        const bool analysed = object.contains("difficulty") && object.contains("hints");
        return {{"family", "deduce"}, {"puzzle", deduce::to_json(puzzle, analysed ? &analysis : nullptr)}};
    }
    return parse_json(read_sudoku_puzzle(request));
}

}  // namespace gridforge::api
