#include <stdexcept>
#include <string>

#include "gridforge/generate.hpp"
#include "generate/steps.hpp"

namespace gridforge {
namespace {

SearchRating rate_counted(const Puzzle& puzzle, GenerationStats& stats) {
    SearchRating rating = rate_search(puzzle);
    ++stats.rating_calls;
    stats.rating_nodes += rating.counters.nodes;
    stats.rating_deductions += rating.counters.deductions;
    return rating;
}

/// Whether `digit` is a given of `trial` among the peers of `cell`.
bool sees(const Topology& topology, const Grid& trial, Cell cell, Digit digit) {
    for (Cell peer : topology.peers[static_cast<std::size_t>(cell)]) {
        if (trial.at(peer) == digit) return true;
    }
    return false;
}

/// Whether the givens of `trial` alone force `digit` into the empty `cell`: as a naked single
/// (its peers hold every other digit) or a hidden single (every other empty cell of one of its
/// houses sees `digit` among its peers).
bool forced(const Topology& topology, DigitSet all, const Grid& trial, Cell cell, Digit digit) {
    DigitSet seen;
    for (Cell peer : topology.peers[static_cast<std::size_t>(cell)]) {
        const Digit given = trial.at(peer);
        if (given != 0) seen.insert(given);
    }
    if (all - seen == DigitSet::of(digit)) return true;
    for (int house : topology.houses_of_cell[static_cast<std::size_t>(cell)]) {
        bool only_here = true;
        for (Cell other : topology.houses[static_cast<std::size_t>(house)].cells) {
            if (other == cell || trial.at(other) != 0) continue;
            if (!sees(topology, trial, other, digit)) {
                only_here = false;
                break;
            }
        }
        if (only_here) return true;
    }
    return false;
}

/// Whether every cell of `orbit`, emptied in `trial`, is forced back to its solution digit by the
/// givens left (a naked or hidden single). Then every solution of `trial` agrees with `solution`
/// on the orbit, so `trial` is unique when the puzzle it was dug from is. Its level is that
/// puzzle's level too: the propagation solver places those cells as singles, and naked and hidden
/// singles reach the same fixpoint whatever the order, so from that fixpoint its search (the
/// guesses, hence the nodes) is the same; only the deductions grow.
bool orbit_forced(const Topology& topology, DigitSet all, const Grid& trial, const Grid& solution,
                  const std::vector<Cell>& orbit) {
    for (Cell cell : orbit) {
        if (!forced(topology, all, trial, cell, solution.at(cell))) return false;
    }
    return true;
}

}  // namespace

Generated generate_attempt(const Puzzle& empty_puzzle, std::uint64_t attempt_seed, Symmetry symmetry,
                           std::optional<Level> max_level, GenerationStats& stats, FullGridMethod fill) {
    Rng rng(attempt_seed);
    const Grid solution = random_full_grid(empty_puzzle, rng, fill);
    ++stats.full_grids;
    return generate_detail::dig_givens(empty_puzzle, solution, rng, symmetry, max_level, 0, attempt_seed, stats);
}

namespace generate_detail {

Generated dig_givens(const Puzzle& empty_puzzle, const Grid& solution, Rng& rng, Symmetry symmetry,
                     std::optional<Level> max_level, int stop_at_givens, std::uint64_t attempt_seed,
                     GenerationStats& stats) {
    auto orbits = symmetry_orbits(empty_puzzle.geometry(), symmetry);
    rng.shuffle(orbits);

    // Uniqueness by the fastest solver (resolved once: the rules do not change while digging),
    // unless the removed cells are forced by their peers; the level only where it decides
    // something. Capping at evil refuses nothing.
    const Solver& checker = fastest_solver_for(empty_puzzle);
    const bool rate_each = max_level.has_value() && *max_level != Level::evil;
    const Topology& topology = empty_puzzle.topology();
    const DigitSet all = empty_puzzle.geometry().all_digits();

    Puzzle current = empty_puzzle.with_givens(solution);
    std::optional<SearchRating> kept;  // rate_search of `current`, when known
    for (const auto& orbit : orbits) {
        if (stop_at_givens > 0 && current.givens().filled_count() <= stop_at_givens) break;
        Grid trial = current.givens();
        for (Cell cell : orbit) trial.clear(cell);
        if (topology.extra_rules.empty() && orbit_forced(topology, all, trial, solution, orbit)) {
            ++stats.forced_removals;  // unique, and the level is unchanged: no search needed
            current = empty_puzzle.with_givens(std::move(trial));
            if (kept) kept.reset();  // its counters differ (more deductions); rated at the end
            ++stats.removals_kept;
            continue;
        }
        Puzzle candidate = empty_puzzle.with_givens(std::move(trial));
        const CountResult check = checker.count(candidate, 2);
        ++stats.count_calls;
        stats.nodes += check.nodes;
        stats.deductions += check.deductions;
        if (check.count == 0) {
            throw std::logic_error("generate: removing clues left no solution (seed " + std::to_string(attempt_seed) +
                                   "); a removal can only add solutions");
        }
        if (check.count != 1) continue;
        if (rate_each) {
            SearchRating rating = rate_counted(candidate, stats);
            if (rating.outcome != Outcome::unique) {
                throw std::logic_error("generate: " + std::string(checker.name()) +
                                       " and propagation disagree on uniqueness (seed " + std::to_string(attempt_seed) + ")");
            }
            if (*rating.level > *max_level) continue;
            kept = std::move(rating);
        } else {
            kept.reset();
        }
        current = std::move(candidate);
        ++stats.removals_kept;
    }
    if (!kept) kept = rate_counted(current, stats);
    if (kept->outcome != Outcome::unique) {
        throw std::logic_error("generate: the dug puzzle is not unique by propagation (seed " +
                               std::to_string(attempt_seed) + ")");
    }
    return Generated{std::move(current), solution, *kept->level, kept->counters, stats, std::nullopt};
}

}  // namespace generate_detail
}  // namespace gridforge
