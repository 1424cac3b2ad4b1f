#pragma once
/// \file
/// The triad solver for classic 9×9 Sudoku: all candidates in SIMD registers, one register of
/// sixteen 16-bit lanes per row (lane c holds the nine-bit candidate set of column c; lanes 9-15
/// stay zero), so that a rule is applied to the whole board in a few dozen vector operations.
/// Triads are the three cells of a minirow or minicolumn (a row or column inside one box); their
/// candidate unions come from two lane shuffles (minirows) or two ORs of rows (minicolumns).
/// The idea of reasoning on triads for all digits at once in vector registers is from Tom Dillon's
/// write-up of tdoku ("Tdoku: A Fast Sudoku Solver and Generator", t-dillon.github.io/tdoku, and
/// github.com/t-dillon/tdoku); the layout (rows, not boxes), the rule set and the code are our own.
///
/// Each node applies three rules to a fixpoint, each a pass over the whole board:
///  - naked singles: a solved cell's digit leaves its row, column and box;
///  - hidden singles: bit-sliced counts (saturating at two) per row, column and box; a digit seen
///    once in a house is placed, a digit seen nowhere (or a cell left empty) is a contradiction;
///  - the triad permutation rule: per band (stack) and digit, the nine minirows (minicolumns) that
///    may hold it must contain a permutation (one per row and box); one on no permutation loses
///    the digit. It covers locked candidates (pointing, claiming) and their two-box form.
/// When stuck it branches on a cell with two candidates (or the fewest) that has the most open
/// peers, scored for all cells at once in the vectors, and copies the 288-byte board per guess
/// instead of undoing.
///
/// Hard puzzles (fewer than 30 cells solved once the root is propagated: forum_hardest's, most of
/// top95's and magictour's; serg's and most 17-clue puzzles stay on the path above) get two more
/// things, tdoku's (src/solver_dpll_triad_simd.cc of github.com/t-dillon/tdoku), in our layout:
///  - the triad rule, at each fixpoint of the three rules: a minirow or minicolumn holds exactly
///    three digits, so when its cells allow only three they leave the rest of its box and row
///    (column) (naked), and when three digits must be in it its cells lose the other six (hidden);
///  - branching on a digit's configuration in a band or stack (which row, or column, of the band
///    takes it in each box: one of six permutations) instead of a cell: the unit whose digits'
///    configuration counts multiply to the fewest combinations (tdoku: the fewest summed), its
///    lowest digit with two configurations (else three, else more), one child per configuration.
/// That takes forum_hardest from 82 branch points a puzzle to 60 (tdoku: 62, counted its way),
/// at a dearer node; on easy puzzles the triad rule costs more than it saves (docs/solver-speed.md).
///
/// Instruction sets: the lanes are a GCC/Clang vector extension (triad_lanes.hpp), compiled with
/// the CMake option GRIDFORGE_SOLVER_ARCH (-march=native by default: AVX2 where present; SSE2 or
/// wasm SIMD128 otherwise); compilers without vector extensions get the array fallback. Both paths
/// give the same counts, solutions and counters (tests/solve/triad_test.cpp compares them).
///
/// Counters follow solve.hpp: each digit tried at a guessed cell, or configuration tried, is a
/// node, each guessed cell or configuration branch a choice; deductions are the cells the rules
/// solved (singles of either kind).

#include <cstdint>

#include "gridforge/puzzle.hpp"
#include "gridforge/solve.hpp"

namespace gridforge {

/// Counts solutions up to `limit` (>= 1); precondition: bitboard_supports(puzzle) (classic 9×9).
/// Givens that clash answer 0 without searching.
CountResult count_by_triad(const Puzzle& puzzle, std::int64_t limit);

/// The same on the givens of a classic 9×9 puzzle alone: the generator checks its trial removals
/// this way, without building a Puzzle for each (precondition: `givens` is 9×9, digits 0..9).
CountResult count_by_triad(const Grid& givens, std::int64_t limit);

/// Whether the classic 9×9 `givens`, whose solutions include one with `digit` in the empty `cell`
/// (0..80), have a solution with another digit there: the generator's uniqueness check of one
/// removed given. If `givens` plus that given is unique, the removal keeps it unique exactly
/// when this answers no, and a search for one solution that avoids the removed digit ends sooner
/// than a count to 2 that must find the known solution first. count is 0 or 1.
CountResult count_by_triad_other_than(const Grid& givens, int cell, Digit digit);

/// The same search on the array fallback, whatever the build chose: for tests comparing the paths.
CountResult count_by_triad_portable(const Puzzle& puzzle, std::int64_t limit);

/// True when count_by_triad runs on vector-extension lanes, false when on the array fallback.
bool triad_uses_vector_lanes();

}  // namespace gridforge
