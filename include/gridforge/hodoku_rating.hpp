#pragma once
/// \file
/// HoDoKu 2.2.0's score and level, as its batch solver (`/bs`, default options) prints them,
/// computed by gridforge's own implementation of HoDoKu's default step order, enabled steps and
/// scores (src/rate/step_score; docs/ratings.md lists them and what was checked against HoDoKu).
///
/// The algorithm is HoDoKu's SudokuSolver.solve (learnt from the Python port hodoku-py, which is at
/// parity with the jar): each round applies the first step found by the enabled default steps in
/// their order (singles from HoDoKu's naked/hidden-single queues, so the order of earlier
/// placements and eliminations decides which single comes next), and the score is the sum of the
/// steps' scores. The level is the hardest step's level, raised while the score exceeds that
/// level's maximum (easy 800, medium 1000, hard 1600, unfair 1800). Brute Force (10000 points)
/// ends a search that nothing else can continue. Checked step by step against the jar's /vp output
/// (tests/rate/hodoku_rater_test.cpp).
///
/// Defined for classic 9x9 sudoku only.

#include <optional>
#include <string>
#include <vector>

#include "gridforge/grid.hpp"
#include "gridforge/puzzle.hpp"
#include "gridforge/rating.hpp"

namespace gridforge {

/// One step of HoDoKu's solution path.
struct HodokuStep {
    std::string name;        ///< HoDoKu's step name ("Full House", "Locked Candidates Type 1 (Pointing)", ...)
    int score = 0;           ///< HoDoKu's default score of the step
    std::vector<std::pair<int, int>> placements;    ///< (cell, digit), cell 0-based 9*row+column
    std::vector<std::pair<int, int>> eliminations;  ///< (cell, digit), in the order HoDoKu applies them
};

struct HodokuRating {
    int score = 0;                        ///< the sum of the steps' scores
    HodokuLevel level = HodokuLevel::easy;
    bool solved = false;                  ///< false when HoDoKu's steps run out (level extreme)
    std::vector<HodokuStep> path;         ///< filled when asked for
};

/// HoDoKu's rating of `givens` (9x9). Throws std::invalid_argument when the grid is not 9x9.
HodokuRating rate_hodoku(const Grid& givens, bool with_path = false);
/// rate_hodoku of a puzzle's givens, or nullopt when the puzzle is not classic 9x9 sudoku.
std::optional<HodokuRating> rate_hodoku(const Puzzle& puzzle);

}  // namespace gridforge
