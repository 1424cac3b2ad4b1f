#pragma once
/// \file
/// Generation throughput per level: generate_batch_items (gridforge/generate.hpp) on one thread
/// and on `threads` threads, over the same seeds, so the two rates count the same work.
///
/// Per level (any, easy, medium, hard, evil): a probe batch of a few puzzles on one thread
/// estimates the rate; the measured batch has rate × budget puzzles (at least `min_puzzles`),
/// seeds base_seed .. base_seed + count - 1, Symmetry none and the default attempts per puzzle;
/// it is timed once on one thread and once on `threads` threads.

#include <cstdint>
#include <optional>
#include <vector>

#include "gridforge/rate.hpp"

namespace gridforge::report {

struct GenerationPlan {
    double budget_s = 1.5;          ///< single-thread time aimed at per level
    int probe_puzzles = 8;
    int min_puzzles = 16;
    int threads = 1;                ///< for the parallel batch; >= 1
    std::uint64_t base_seed = 1;
};

struct LevelThroughput {
    std::optional<gridforge::Level> level;   ///< nullopt: any level
    int puzzles = 0;                 ///< items in the batch
    int failures = 0;                ///< items whose level was not reached within the attempts
    std::uint64_t attempts = 0;      ///< attempts summed over all items (GenerationStats::attempts)
    double single_thread_per_s = 0.0;   ///< successful puzzles / wall time, one thread
    double all_threads_per_s = 0.0;     ///< the same batch on plan.threads threads
    int threads = 1;
};

/// Every level, in the order any, easy, medium, hard, evil. Throws what generate_batch_items
/// throws besides generation failures (those are counted).
std::vector<LevelThroughput> measure_generation_throughput(const GenerationPlan& plan);

}  // namespace gridforge::report
