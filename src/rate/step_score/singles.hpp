#pragma once
// Internal: HoDoKu's singles (SimpleSolver.findFullHouse / findNakedSingle / findHiddenSingle),
// taken from the queues of the board (board.hpp), not by scanning the grid.

#include <optional>

#include "rate/step_score/board.hpp"
#include "rate/step_score/step.hpp"

namespace gridforge::hodoku {

/// The first naked-single queue entry whose cell is the last empty cell of one of its houses
/// (the queue is left as it is).
std::optional<Step> find_full_house(const Board& board);
/// Pops naked-single entries until one names an empty cell.
std::optional<Step> find_naked_single(Board& board);
/// Pops hidden-single entries until one names an empty cell; that entry gives the step when one
/// of the cell's houses has the digit in one place only, and nothing otherwise (HoDoKu stops at
/// the first live entry either way).
std::optional<Step> find_hidden_single(Board& board);

}  // namespace gridforge::hodoku
