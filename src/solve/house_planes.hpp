#pragma once
/// \file
/// A bit-plane solver for boards of up to 128 cells (sides 4, 6, 8, 9 and 10) whose rules are all
/// houses: Sudoku X, jigsaw, windoku and extra regions, and classic boards other than 9x9 — the
/// puzzles the band solver (bitboard.hpp) does not serve and dancing links served before.
///
/// Representation: for each digit one 128-bit word ("plane", two 64-bit halves) holds the cells
/// where the digit may still go, a placed digit keeping its own cell; each house and each cell's
/// peers are 128-bit masks made once per count from the puzzle's topology.
/// Each step, to a fixpoint:
///  - naked singles: the planes are counted bit-sliced (cells with at least one, two candidates),
///    so an unsolved cell with one candidate left, or none, is found for all cells at once;
///  - hidden singles: for each digit and each house of N cells, one AND and a population count
///    (no place left is a contradiction, one unsolved place is a placement).
/// Houses of fewer than N cells forbid repeats (through the peers) but need not hold every digit.
/// When stuck it branches on the unsolved cell with the fewest candidates (the first in reading
/// order among equals) and copies the board (at most 11 words of 128 bits) per guess.
/// The plane layout is the common one of bitboard solvers (e.g. fsss2, tdoku's write-up); the code
/// is ours.
///
/// Counters follow solve.hpp: each digit tried at a guessed cell is a node, each guessed cell a
/// choice, each single placed a deduction; givens count as neither.

#include <cstdint>

#include "gridforge/puzzle.hpp"
#include "gridforge/solve.hpp"

namespace gridforge {

/// True for a board of at most 128 cells whose rules are houses only (Topology::extra_rules empty).
bool house_planes_supports(const Puzzle& puzzle);

/// Counts solutions up to `limit`; precondition: house_planes_supports(puzzle).
CountResult count_by_house_planes(const Puzzle& puzzle, std::int64_t limit);

}  // namespace gridforge
