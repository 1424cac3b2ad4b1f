#include "gridforge/report/generation_measure.hpp"

#include <algorithm>
#include <chrono>
#include <string>

#include "gridforge/report/statistics.hpp"

namespace gridforge::report {

LevelGeneration run_generation(gridforge::Level level, int seeds, int attempts, std::uint64_t first_seed) {
    using Clock = std::chrono::steady_clock;
    const std::string name(gridforge::level_name(level));
    LevelGeneration result{level, {}, {name, "generate(seed " + std::to_string(first_seed) + ".." +
                                                  std::to_string(first_seed + static_cast<std::uint64_t>(seeds) - 1) + ", " + name + ")", {}}};
    for (int s = 0; s < seeds; ++s) {
        gridforge::GenerateOptions options;
        options.seed = first_seed + static_cast<std::uint64_t>(s);
        options.level = level;
        options.symmetry = gridforge::Symmetry::none;
        options.attempts = attempts;
        GenerationRun run;
        run.seed = options.seed;
        const Clock::time_point start = Clock::now();
        try {
            gridforge::Generated generated = gridforge::generate(options);
            run.ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
            run.ok = true;
            run.stats = generated.stats;
            run.givens = generated.puzzle.givens().filled_count();
            run.nodes = generated.counters.nodes;
            result.set.puzzles.push_back(std::move(generated.puzzle));
        } catch (const gridforge::GenerationError& error) {
            run.ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
            run.stats = error.stats();
        }
        result.runs.push_back(run);
    }
    return result;
}

GenerationSummary summarize(const LevelGeneration& generation) {
    GenerationSummary summary;
    summary.runs = static_cast<int>(generation.runs.size());
    std::vector<double> ms;
    std::vector<std::uint64_t> attempts, full_grids, count_calls, nodes, deductions, removals, puzzle_nodes;
    std::vector<int> givens;
    for (const GenerationRun& run : generation.runs) {
        if (!run.ok) {
            ++summary.failures;
            continue;
        }
        ms.push_back(run.ms);
        attempts.push_back(static_cast<std::uint64_t>(run.stats.attempts));
        full_grids.push_back(run.stats.full_grids);
        count_calls.push_back(run.stats.count_calls);
        nodes.push_back(run.stats.nodes);
        deductions.push_back(run.stats.deductions);
        removals.push_back(run.stats.removals_kept);
        givens.push_back(run.givens);
        puzzle_nodes.push_back(run.nodes);
    }
    if (ms.empty()) return summary;
    summary.median_ms = median(ms);
    summary.min_ms = *std::min_element(ms.begin(), ms.end());
    summary.max_ms = *std::max_element(ms.begin(), ms.end());
    summary.median_attempts = median(attempts);
    summary.median_full_grids = median(full_grids);
    summary.median_count_calls = median(count_calls);
    summary.median_nodes = median(nodes);
    summary.median_deductions = median(deductions);
    summary.median_removals_kept = median(removals);
    summary.mean_givens = mean(givens);
    summary.mean_puzzle_nodes = mean(puzzle_nodes);
    return summary;
}

}  // namespace gridforge::report
