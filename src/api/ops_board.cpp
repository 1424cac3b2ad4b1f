// board and conflicts: what the web player draws and marks, asked of the engine's rules.

#include "api/operations.hpp"
#include "api/puzzle_input.hpp"

namespace gridforge::api {
namespace {

/// The grid of request key "grid": the line form of the player's board, givens kept.
Grid read_grid(const Request& request, const Puzzle& puzzle) {
    const nlohmann::json& value = request.required("grid");
    if (!value.is_string()) refuse("grid", "expected the line form of the grid (a string), got " + describe_type(value));
    try {
        return parse_player_grid(value.get<std::string>(), puzzle);
    } catch (const std::invalid_argument& error) {
        throw Error(ErrorKind::input, "grid", error.what());
    }
}

}  // namespace

nlohmann::json op_board(const Request& request) {
    request.allow({"puzzle", "digits"});
    return board_json(read_sudoku_puzzle(request).puzzle);
}

nlohmann::json op_conflicts(const Request& request) {
    request.allow({"puzzle", "digits", "grid"});
    const PuzzleRecord record = read_sudoku_puzzle(request);
    const Grid grid = read_grid(request, record.puzzle);
    return conflicts_json(record.puzzle, all_conflicts(record.puzzle, grid));
}

}  // namespace gridforge::api
