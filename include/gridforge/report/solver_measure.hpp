#pragma once
/// \file
/// One solver on one puzzle set: the deterministic counters of count(puzzle, 2) averaged over the
/// set, and the time per call for limit 1 (first solution) and limit 2 (prove uniqueness).

#include <cstddef>
#include <string>

#include "gridforge/solve.hpp"
#include "gridforge/report/puzzle_sets.hpp"
#include "gridforge/report/series_timer.hpp"

namespace gridforge::report {

struct SolverSetResult {
    std::string solver;
    std::string set;
    std::size_t puzzles = 0;
    std::size_t unique = 0;          ///< puzzles the solver found to have exactly one solution
    double mean_nodes = 0.0;         ///< per puzzle, count(puzzle, 2)
    double mean_deductions = 0.0;    ///< per puzzle, count(puzzle, 2)
    SeriesTiming first;              ///< limit 1
    SeriesTiming uniqueness;         ///< limit 2
    double ratio = 0.0;              ///< uniqueness.median_us / first.median_us
};

/// Counters over every puzzle of the set, then the two timed runs (each cycling through the set
/// from its first puzzle). Throws std::invalid_argument if the solver does not support a puzzle.
SolverSetResult measure_solver(const gridforge::Solver& solver, const PuzzleSet& set, const SeriesPlan& plan);

}  // namespace gridforge::report
