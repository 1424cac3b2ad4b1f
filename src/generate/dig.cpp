#include <stdexcept>

#include "gridforge/generate.hpp"

namespace gridforge {

Generated generate_attempt(const Puzzle& empty_puzzle, std::uint64_t attempt_seed, Symmetry symmetry,
                           std::optional<Level> max_level, GenerationStats& stats) {
    Rng rng(attempt_seed);
    const Grid solution = random_full_grid(empty_puzzle, rng);
    ++stats.full_grids;

    auto orbits = symmetry_orbits(empty_puzzle.geometry(), symmetry);
    rng.shuffle(orbits);

    Grid givens = solution;
    SearchRating kept = rate_search(empty_puzzle.with_givens(givens));
    for (const auto& orbit : orbits) {
        Grid trial = givens;
        for (Cell cell : orbit) trial.clear(cell);
        SearchRating rating = rate_search(empty_puzzle.with_givens(trial));
        ++stats.count_calls;
        stats.nodes += rating.counters.nodes;
        stats.deductions += rating.counters.deductions;
        if (rating.outcome == Outcome::no_solution) {
            throw std::logic_error("generate: removing clues left no solution (seed " + std::to_string(attempt_seed) +
                                   "); a removal can only add solutions");
        }
        if (rating.outcome != Outcome::unique) continue;
        if (max_level && *rating.level > *max_level) continue;
        givens = std::move(trial);
        kept = std::move(rating);
        ++stats.removals_kept;
    }
    return Generated{empty_puzzle.with_givens(givens), solution, *kept.level, kept.counters, stats};
}

}  // namespace gridforge
