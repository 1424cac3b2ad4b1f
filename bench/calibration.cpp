#include "calibration.hpp"

#include <chrono>
#include <cmath>
#include <cstddef>
#include <optional>

#include "gridforge/generate.hpp"

namespace bench {

Calibration run_calibration(int attempts, std::uint64_t base_seed) {
    using Clock = std::chrono::steady_clock;
    using gridforge::Level;
    const gridforge::Puzzle empty = gridforge::Puzzle::classic(gridforge::Grid(9));
    Calibration result;
    result.attempts = attempts;
    result.base_seed = base_seed;

    long long givens = 0;
    const Clock::time_point start = Clock::now();
    for (int k = 0; k < attempts; ++k) {
        gridforge::GenerationStats stats;
        const gridforge::Generated generated = gridforge::generate_attempt(
            empty, gridforge::derive_seed(base_seed, static_cast<std::uint64_t>(k)), gridforge::Symmetry::none,
            std::nullopt, stats);
        ++result.histogram[generated.counters.nodes];
        ++result.uncapped_level[static_cast<std::size_t>(generated.level)];
        givens += generated.puzzle.givens().filled_count();
    }
    const double total_ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    result.ms_per_attempt = attempts > 0 ? total_ms / attempts : 0.0;
    result.mean_givens = attempts > 0 ? static_cast<double>(givens) / attempts : 0.0;

    for (Level cap : {Level::easy, Level::medium, Level::hard}) {
        const std::size_t row = static_cast<std::size_t>(cap);
        for (int k = 0; k < attempts; ++k) {
            gridforge::GenerationStats stats;
            const gridforge::Generated generated = gridforge::generate_attempt(
                empty, gridforge::derive_seed(base_seed, static_cast<std::uint64_t>(k)), gridforge::Symmetry::none,
                cap, stats);
            ++result.capped_outcome[row][static_cast<std::size_t>(generated.level)];
        }
    }
    // Capping at evil rejects no removal the uncapped run would keep: the same attempts.
    result.capped_outcome[static_cast<std::size_t>(Level::evil)] = result.uncapped_level;
    for (std::size_t level = 0; level < 4; ++level) result.capped_hits[level] = result.capped_outcome[level][level];
    return result;
}

double miss_probability(double p, int n) { return std::pow(1.0 - p, n); }

}  // namespace bench
