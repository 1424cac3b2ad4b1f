// hint and check: from the player's state.

#include "api/operations.hpp"
#include "api/puzzle_input.hpp"

namespace gridforge::api {
namespace {

/// The state of request key "state": the JSON object {"grid", "candidates"} or any text form of
/// parse_player_state; with `optional` and no key, the givens alone.
PlayerState read_state(const Request& request, const Puzzle& puzzle, bool optional) {
    if (optional && !request.has("state")) return givens_state(puzzle);
    const nlohmann::json& value = request.required("state");
    if (!value.is_object() && !value.is_string()) {
        refuse("state", "expected {\"grid\": \"...\", \"candidates\": {...}} or the text of a grid, got " + describe_type(value));
    }
    try {
        return value.is_object() ? player_state_from_json(value, puzzle) : parse_player_state(value.get<std::string>(), puzzle);
    } catch (const std::invalid_argument& error) {
        throw Error(ErrorKind::input, "state", error.what());
    }
}

}  // namespace

nlohmann::json op_hint(const Request& request) {
    request.allow({"puzzle", "digits", "state", "level"});
    // Read before the puzzle: a bad level is the request's fault whatever the puzzle.
    const auto level = static_cast<HintLevel>(request.integer("level", 3, 1, 3));
    const PuzzleRecord record = read_sudoku_puzzle(request);
    const PlayerState state = read_state(request, record.puzzle, /*optional=*/true);
    return hint_json(record, find_hint(record.puzzle, state), level);
}

nlohmann::json op_check(const Request& request) {
    request.allow({"puzzle", "digits", "state"});
    const PuzzleRecord record = read_sudoku_puzzle(request);
    const PlayerState state = read_state(request, record.puzzle, /*optional=*/false);
    return check_json(record, check_state(record.puzzle, state));
}

}  // namespace gridforge::api
