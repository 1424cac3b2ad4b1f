#pragma once
/// \file
/// Sudoku Explainer's rating, as SukakuExplainer's `serate` prints it with its default options
/// (ER/EP/ED), computed by gridforge's own implementation of SE's solving order and hint values
/// (src/rate/se_scale; docs/ratings.md lists the techniques, values and what was checked against serate).
///
/// Defined for classic 9x9 sudoku only (SE knows no other rules).

#include <optional>
#include <string>
#include <vector>

#include "gridforge/grid.hpp"
#include "gridforge/puzzle.hpp"

namespace gridforge {

/// One hint SE applies on its way to the solution.
struct SeStep {
    std::string name;        ///< SE's hint name ("Hidden Single", "Turbot Fish", "Dynamic Forcing Chains", ...)
    double difficulty = 0;   ///< SE's rating of the hint, length increments included
    int cell = -1;           ///< the cell it places a digit in (0-based, 9*row+column), -1 when none
    int digit = 0;           ///< the digit placed, 0 when none
    std::vector<std::pair<int, int>> eliminations;  ///< (cell, digit) candidates it removes
};

/// Ratings are given as serate prints them: one decimal, floor((r + 0.05) * 10) / 10 of SE's double
/// (SE compares the unrounded values, and so does rate_se).
struct SeRating {
    double er = 0;          ///< the highest hint rating on the path to the solution (20.0: beyond SE)
    double ep = 0;          ///< the highest rating before the first placement
    double ed = 0;          ///< the rating of the first hint
    std::string step;       ///< the name of the first hint rated `er`
    bool solved = false;    ///< false when SE's techniques run out (er = 20.0)
    std::vector<SeStep> path;  ///< filled when asked for (rate_se's `with_path`)
};

/// SE's rating of `givens` (a 9x9 grid with a unique solution; with several solutions SE's
/// uniqueness techniques may rate it wrongly). Throws std::invalid_argument when the grid is not 9x9.
SeRating rate_se(const Grid& givens, bool with_path = false);
/// rate_se of a puzzle's givens, or nullopt when the puzzle is not classic 9x9 sudoku.
std::optional<SeRating> rate_se(const Puzzle& puzzle);

}  // namespace gridforge
