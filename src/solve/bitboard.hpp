#pragma once
/// \file
/// A bitboard solver for classic 9×9 Sudoku: one 81-bit plane per digit holds the cells where that
/// digit is still possible, so naked singles (bit-sliced candidate counting across the nine
/// planes), hidden singles (one bit of a plane left in a house), peer elimination and locked
/// candidates (pointing: a box's candidates for a digit all in one row or column) are a few word
/// operations each. Guesses go to a bivalue cell when there is one (the approach of fast solvers
/// such as tdoku and JCZSolve; this code is our own and simpler).
///
///   Plane layout (struct Bits81): bit i is cell i in reading order (r1c1 = bit 0, r9c9 = bit 80);
///   `low` holds cells 0..63, `high` cells 64..80 in its bits 0..16.
///
/// Counters follow solve.hpp: each digit tried at a guessed cell is a node; each single placed is
/// a deduction.

#include <cstdint>

#include "gridforge/puzzle.hpp"
#include "gridforge/solve.hpp"

namespace gridforge {

/// True for exactly the classic 9×9 rule list: rows, columns and 3×3 boxes, nothing else.
bool bitboard_supports(const Puzzle& puzzle);

/// Counts solutions up to `limit`; precondition: bitboard_supports(puzzle).
CountResult count_by_bitboard(const Puzzle& puzzle, std::int64_t limit);

}  // namespace gridforge
