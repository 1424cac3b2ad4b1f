#pragma once
/// \file
/// A bitboard solver for classic 9×9 Sudoku, organised by band: for each digit and each band
/// (three rows) one 27-bit word holds the cells where the digit may still go (layout and rules in
/// band_tables.hpp). Each step is a few table lookups and word operations:
///  - per digit, to a fixpoint: the band's minirows must form a permutation (pointing and
///    claiming along rows), claiming and pointing along columns between bands, and a row left
///    with one cell places the digit (hidden singles of rows, boxes and columns follow);
///  - per cell: naked singles by bit-sliced candidate counting over the nine digit words.
/// When stuck it guesses a cell with the fewest candidates (two, nearly always), preferring the
/// one with the most unsolved peers, and copies the 30-word board per guess instead of undoing.
/// The band representation is that of JCZSolve and fsss2 (forum.enjoysudoku.com), the guess
/// order our own; so is the code.
///
/// No SIMD intrinsics: an instruction profile (callgrind, 300 magictour puzzles) puts about half
/// the work in settling a digit — 9-bit table lookups on one digit's three words, which do not
/// vectorise — ~15 % in placing, ~5–7 % in choosing the guess cell and ~4 % in the nine-digit
/// candidate counts, the only loop a 4-lane layout would speed up. A tdoku-style redesign (all
/// digits in 128/256-bit registers) would be the way to SIMD, not a patch on this one. The build
/// chooses the instruction set instead: CMake's GRIDFORGE_SOLVER_ARCH (default `native`) compiles
/// this file alone with -march, which brings popcnt/tzcnt/BMI (~10 % on every set); `portable`
/// turns it off. The answers do not depend on it.
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
