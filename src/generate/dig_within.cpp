// Digging givens within a technique level (steps.hpp: dig_within): the generator's way to make
// variant puzzles that a person can finish by logic, without the forcing chains a search-only
// digger leaves in most of them.
#include <stdexcept>
#include <string>
#include <utility>

#include "generate/steps.hpp"
#include "gridforge/deadline.hpp"

namespace gridforge::generate_detail {

namespace {

/// A uniqueness count of `candidate` by `checker`, counted in `stats`.
CountResult count_counted(const Solver& checker, const Puzzle& candidate, GenerationStats& stats) {
    const CountResult check = checker.count(candidate, 2);
    ++stats.count_calls;
    stats.nodes += check.nodes;
    stats.deductions += check.deductions;
    return check;
}

/// A dug puzzle and its technique rating, before its search rating.
struct Dug {
    Puzzle puzzle;
    TechniqueRating rating;
};

/// The digging loop of dig_within, without the search rating at the end.
Dug dig_within_cap(const Puzzle& empty_puzzle, const Grid& solution, Rng& rng, Symmetry symmetry, const LevelCap& cap,
                   int stop_at_givens, std::uint64_t attempt_seed, GenerationStats& stats) {
    auto orbits = symmetry_orbits(empty_puzzle.geometry(), symmetry);
    rng.shuffle(orbits);
    const Solver& checker = fastest_solver_for(empty_puzzle);
    Puzzle current = empty_puzzle.with_givens(solution);
    std::optional<TechniqueRating> current_rating;  // of `current`, once a removal was kept
    for (const auto& orbit : orbits) {
        check_deadline();
        if (stop_at_givens > 0 && current.givens().filled_count() <= stop_at_givens) break;
        Grid trial = current.givens();
        for (Cell cell : orbit) trial.clear(cell);
        Puzzle candidate = empty_puzzle.with_givens(std::move(trial));
        // Uniqueness first: it is cheaper than a logic solve and the logic's uniqueness
        // techniques are valid only on a unique puzzle.
        const CountResult check = count_counted(checker, candidate, stats);
        if (check.count == 0) {
            throw std::logic_error("generate: removing clues left no solution (seed " + std::to_string(attempt_seed) +
                                   "); a removal can only add solutions");
        }
        if (check.count != 1) continue;
        ++stats.logic_solves;
        std::optional<TechniqueRating> rating = rating_within(candidate, solution, cap);
        if (!rating) {
            ++stats.level_refusals;
            continue;
        }
        current = std::move(candidate);
        current_rating = std::move(rating);
        ++stats.removals_kept;
    }
    // The cap includes every technique up to the level, so the capped path is the uncapped one.
    if (!current_rating) current_rating = rating_within(current, solution, cap);
    return Dug{std::move(current), std::move(*current_rating)};
}

/// The Generated of a dug puzzle: its search rating (counted in `stats`) and its exact technique
/// level. Throws std::logic_error when the search does not find it unique (a broken invariant).
Generated rated(Dug dug, const Grid& solution, std::uint64_t attempt_seed, GenerationStats& stats) {
    SearchRating rating = rate_search(dug.puzzle);
    ++stats.rating_calls;
    stats.rating_nodes += rating.counters.nodes;
    stats.rating_deductions += rating.counters.deductions;
    if (rating.outcome != Outcome::unique) {
        throw std::logic_error("generate: the dug puzzle is not unique by propagation (seed " +
                               std::to_string(attempt_seed) + ")");
    }
    Generated made{std::move(dug.puzzle), solution, *rating.level, rating.counters, stats, std::nullopt};
    made.technique_level = dug.rating.level;
    return made;
}

}  // namespace

Generated dig_within(const Puzzle& empty_puzzle, const Grid& solution, Rng& rng, Symmetry symmetry,
                     const LevelCap& cap, int stop_at_givens, std::uint64_t attempt_seed, GenerationStats& stats) {
    return rated(dig_within_cap(empty_puzzle, solution, rng, symmetry, cap, stop_at_givens, attempt_seed, stats), solution,
                 attempt_seed, stats);
}

Generated dig_past_unfair(const Puzzle& empty_puzzle, const Grid& solution, Rng& rng, Symmetry symmetry,
                          int stop_at_givens, std::uint64_t attempt_seed, GenerationStats& stats) {
    const Dug within = dig_within_cap(empty_puzzle, solution, rng, symmetry, *level_cap(HodokuLevel::unfair),
                                      stop_at_givens, attempt_seed, stats);
    // Every removal the dig refused went past unfair or broke uniqueness; fewer givens never make
    // a puzzle easier, so one removal more that keeps it unique is past unfair too. The first such
    // that forcing chains (not nested) finish is extreme. A puzzle dug for uniqueness alone is
    // most often beyond every technique, hence this order.
    const LevelCap forcing_chains = extreme_without_nesting();
    auto orbits = symmetry_orbits(empty_puzzle.geometry(), symmetry);
    rng.shuffle(orbits);
    const Solver& checker = fastest_solver_for(empty_puzzle);
    for (const auto& orbit : orbits) {
        check_deadline();
        Grid trial = within.puzzle.givens();
        bool given = false;
        for (Cell cell : orbit) {
            given = given || trial.at(cell) != 0;
            trial.clear(cell);
        }
        if (!given) continue;
        Puzzle candidate = empty_puzzle.with_givens(std::move(trial));
        if (count_counted(checker, candidate, stats).count != 1) continue;
        ++stats.logic_solves;
        std::optional<TechniqueRating> rating = rating_within(candidate, solution, forcing_chains);
        if (!rating || rating->level != HodokuLevel::extreme) {
            ++stats.level_refusals;
            continue;
        }
        ++stats.removals_kept;
        // Only nesting is capped, so the path is the uncapped one and the rating exact.
        return rated(Dug{std::move(candidate), std::move(*rating)}, solution, attempt_seed, stats);
    }
    throw AttemptFailed{};
}

}  // namespace gridforge::generate_detail
