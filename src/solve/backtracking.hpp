#pragma once
/// \file
/// Plain backtracking over house masks, without propagation: the reference searches.
/// The cell to branch on is the first empty cell in reading order (sequential) or an empty cell
/// with the fewest candidates, lowest index on ties (MRV, "minimum remaining values").

#include <cstdint>

#include "gridforge/puzzle.hpp"
#include "gridforge/solve.hpp"

namespace gridforge {

enum class CellOrder { reading, fewest_candidates };

/// Counts solutions up to `limit` by backtracking; a cell with one candidate counts as a
/// deduction, each digit tried at a cell with two or more as a node.
CountResult count_by_backtracking(const Puzzle& puzzle, std::int64_t limit, CellOrder order);

}  // namespace gridforge
