#pragma once
/// \file
/// Counting a classic 9x9 puzzle given as its 81 cells, without building a Puzzle: for programs
/// that read plain 81-character lines in bulk (`gridforge count` and `solve` over a file), where a
/// Grid and a Puzzle per line are a measurable part of the cost (docs/solver-speed.md, "Whole
/// process").

#include <array>
#include <cstdint>

#include "gridforge/solve.hpp"

namespace gridforge {

/// The 81 cells of a classic 9x9 puzzle in reading order (r1c1, r1c2, ..., r9c9): 1-9 a given,
/// 0 an empty cell.
using ClassicCells = std::array<std::uint8_t, 81>;

/// Counts the solutions of `cells` up to `limit` with the triad solver, the default solver of
/// classic 9x9 (src/solve/triad.hpp): the same result (count, first solution, counters) as
/// `solver_named("triad").count(Puzzle::classic(grid), limit)` on the same givens. Givens that
/// clash answer 0 without a search. Throws std::invalid_argument when `limit` is below 1 or a
/// cell holds more than 9.
CountResult count_classic_cells(const ClassicCells& cells, std::int64_t limit);

}  // namespace gridforge
