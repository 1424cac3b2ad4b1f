#pragma once
/// \file
/// Generation cost per level: generate({seed, level}) for N consecutive seeds, each timed once. The puzzles
/// produced are also the level's puzzle set for the solver measurements.

#include <cstdint>
#include <vector>

#include "gridforge/generate.hpp"
#include "gridforge/report/puzzle_sets.hpp"

namespace gridforge::report {

struct GenerationRun {
    std::uint64_t seed = 0;
    bool ok = false;                       ///< false: GenerationError (no puzzle of the level)
    double ms = 0.0;                       ///< wall time of the generate() call
    gridforge::GenerationStats stats;      ///< the run's statistics (also on failure)
    int givens = 0;                        ///< givens of the puzzle produced (ok only)
    std::uint64_t nodes = 0;               ///< its propagation nodes, limit 2 (ok only)
};

struct LevelGeneration {
    gridforge::Level level;
    std::vector<GenerationRun> runs;
    PuzzleSet set;                         ///< the puzzles of the successful runs
};

/// Medians over the successful runs of a level (failed runs are only counted).
struct GenerationSummary {
    int runs = 0;
    int failures = 0;
    double median_ms = 0.0;
    double min_ms = 0.0;
    double max_ms = 0.0;
    double median_attempts = 0.0;
    double median_full_grids = 0.0;
    double median_count_calls = 0.0;
    double median_nodes = 0.0;          ///< nodes inside the count calls of the run
    double median_deductions = 0.0;
    double median_removals_kept = 0.0;
    double mean_givens = 0.0;
    double mean_puzzle_nodes = 0.0;     ///< propagation nodes of the puzzles produced
};

GenerationSummary summarize(const LevelGeneration& generation);

/// Runs generate({seed, level, Symmetry::none, attempts}) for seed = first_seed .. first_seed + seeds - 1.
LevelGeneration run_generation(gridforge::Level level, int seeds, int attempts, std::uint64_t first_seed = 1);

}  // namespace gridforge::report
