// Digging givens within a technique level (steps.hpp: dig_within): the generator's way to make
// variant puzzles that a person can finish by logic, without the forcing chains a search-only
// digger leaves in most of them.
#include <stdexcept>
#include <string>

#include "generate/steps.hpp"

namespace gridforge::generate_detail {

Generated dig_within(const Puzzle& empty_puzzle, const Grid& solution, Rng& rng, Symmetry symmetry,
                     const LevelCap& cap, int stop_at_givens, std::uint64_t attempt_seed, GenerationStats& stats) {
    auto orbits = symmetry_orbits(empty_puzzle.geometry(), symmetry);
    rng.shuffle(orbits);
    const Solver& checker = fastest_solver_for(empty_puzzle);
    Puzzle current = empty_puzzle.with_givens(solution);
    for (const auto& orbit : orbits) {
        if (stop_at_givens > 0 && current.givens().filled_count() <= stop_at_givens) break;
        Grid trial = current.givens();
        for (Cell cell : orbit) trial.clear(cell);
        Puzzle candidate = empty_puzzle.with_givens(std::move(trial));
        // Uniqueness first: it is cheaper than a logic solve and the logic's uniqueness
        // techniques are valid only on a unique puzzle.
        const CountResult check = checker.count(candidate, 2);
        ++stats.count_calls;
        stats.nodes += check.nodes;
        stats.deductions += check.deductions;
        if (check.count == 0) {
            throw std::logic_error("generate: removing clues left no solution (seed " + std::to_string(attempt_seed) +
                                   "); a removal can only add solutions");
        }
        if (check.count != 1) continue;
        ++stats.logic_solves;
        if (!rating_within(candidate, solution, cap)) {
            ++stats.level_refusals;
            continue;
        }
        current = std::move(candidate);
        ++stats.removals_kept;
    }
    SearchRating rating = rate_search(current);
    ++stats.rating_calls;
    stats.rating_nodes += rating.counters.nodes;
    stats.rating_deductions += rating.counters.deductions;
    if (rating.outcome != Outcome::unique) {
        throw std::logic_error("generate: the dug puzzle is not unique by propagation (seed " +
                               std::to_string(attempt_seed) + ")");
    }
    return Generated{std::move(current), solution, *rating.level, rating.counters, stats, std::nullopt};
}

}  // namespace gridforge::generate_detail
