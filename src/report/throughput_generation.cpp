#include "gridforge/report/throughput_generation.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <variant>

#include "gridforge/generate.hpp"

namespace gridforge::report {
namespace {

using Clock = std::chrono::steady_clock;

struct Batch {
    double seconds = 0.0;
    int successes = 0;
    int failures = 0;
    std::uint64_t attempts = 0;
};

Batch time_batch(const gridforge::GenerateOptions& options, int count, int threads) {
    Batch batch;
    const Clock::time_point start = Clock::now();
    const std::vector<gridforge::BatchItem> items = gridforge::generate_batch_items(options, count, threads);
    batch.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    for (const gridforge::BatchItem& item : items) {
        if (const auto* generated = std::get_if<gridforge::Generated>(&item)) {
            ++batch.successes;
            batch.attempts += static_cast<std::uint64_t>(generated->stats.attempts);
        } else {
            ++batch.failures;
            batch.attempts += static_cast<std::uint64_t>(std::get<gridforge::GenerationError>(item).stats().attempts);
        }
    }
    return batch;
}

double rate(const Batch& batch) { return batch.seconds > 0.0 ? batch.successes / batch.seconds : 0.0; }

}  // namespace

std::vector<LevelThroughput> measure_generation_throughput(const GenerationPlan& plan) {
    using gridforge::Level;
    const std::optional<Level> levels[] = {std::nullopt, Level::easy, Level::medium, Level::hard, Level::evil};
    std::vector<LevelThroughput> out;
    for (const std::optional<Level>& level : levels) {
        gridforge::GenerateOptions options;
        options.seed = plan.base_seed;
        options.level = level;
        options.symmetry = gridforge::Symmetry::none;

        // The probe only estimates the rate; its seeds lie apart from the measured batch's.
        gridforge::GenerateOptions probe_options = options;
        probe_options.seed = plan.base_seed + 1'000'000;
        const Batch probe = time_batch(probe_options, plan.probe_puzzles, 1);
        const double per_s = probe.seconds > 0.0 ? plan.probe_puzzles / probe.seconds : 0.0;
        const int count = std::max(plan.min_puzzles, static_cast<int>(std::lround(per_s * plan.budget_s)));

        const Batch single = time_batch(options, count, 1);
        const Batch parallel = time_batch(options, count, plan.threads);
        LevelThroughput row;
        row.level = level;
        row.puzzles = count;
        row.failures = single.failures;
        row.attempts = single.attempts;
        row.single_thread_per_s = rate(single);
        row.all_threads_per_s = rate(parallel);
        row.threads = plan.threads;
        out.push_back(row);
    }
    return out;
}

}  // namespace gridforge::report
