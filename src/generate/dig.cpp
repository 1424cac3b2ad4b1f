#include <limits>
#include <stdexcept>
#include <string>

#include "gridforge/generate.hpp"
#include "gridforge/deadline.hpp"
#include "generate/steps.hpp"
#include "solve/bitboard.hpp"
#include "solve/dlx.hpp"
#include "solve/propagation_nine.hpp"
#include "solve/triad.hpp"

namespace gridforge {
namespace {

SearchRating rate_counted(const Puzzle& puzzle, GenerationStats& stats) {
    SearchRating rating = rate_search(puzzle);
    ++stats.rating_calls;
    stats.rating_nodes += rating.counters.nodes;
    stats.rating_deductions += rating.counters.deductions;
    return rating;
}

/// The digits given in each house (bit d-1 of a DigitSet), kept in step with the givens while
/// digging: on a houses-only rule list a cell's peers are the cells of its houses, so the digits
/// its peers hold are the union over its houses, three lookups instead of twenty peers read.
class HouseDigits {
public:
    HouseDigits(const Topology& topology, const Grid& givens) : topology_(&topology), of_house_(topology.houses.size()) {
        for (std::size_t house = 0; house < of_house_.size(); ++house) {
            for (Cell cell : topology.houses[house].cells) {
                if (givens.at(cell) != 0) of_house_[house].insert(givens.at(cell));
            }
        }
    }

    /// `cell`, which held `digit`, is emptied (givens never repeat a digit in a house).
    void remove(Cell cell, Digit digit) {
        for (int house : topology_->houses_of_cell[static_cast<std::size_t>(cell)]) {
            of_house_[static_cast<std::size_t>(house)].erase(digit);
        }
    }

    /// The digits given among the peers of the empty `cell`.
    [[nodiscard]] DigitSet seen_by(Cell cell) const {
        DigitSet seen;
        for (int house : topology_->houses_of_cell[static_cast<std::size_t>(cell)]) {
            seen = seen | of_house_[static_cast<std::size_t>(house)];
        }
        return seen;
    }

private:
    const Topology* topology_;
    std::vector<DigitSet> of_house_;
};

/// Whether the givens of `trial` (whose house digits are `digits`) alone force `digit` into the
/// empty `cell`: as a naked single (its peers hold every other digit) or a hidden single (every
/// other empty cell of one of its houses sees `digit` among its peers).
bool forced(const Topology& topology, DigitSet all, const Grid& trial, const HouseDigits& digits, Cell cell,
            Digit digit) {
    if (all - digits.seen_by(cell) == DigitSet::of(digit)) return true;
    for (int house : topology.houses_of_cell[static_cast<std::size_t>(cell)]) {
        bool only_here = true;
        for (Cell other : topology.houses[static_cast<std::size_t>(house)].cells) {
            if (other == cell || trial.at(other) != 0) continue;
            if (!digits.seen_by(other).contains(digit)) {
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
bool orbit_forced(const Topology& topology, DigitSet all, const Grid& trial, const HouseDigits& digits,
                  const Grid& solution, const std::vector<Cell>& orbit) {
    for (Cell cell : orbit) {
        if (!forced(topology, all, trial, digits, cell, solution.at(cell))) return false;
    }
    return true;
}

/// The most nodes a uniqueness check by dancing links may take while digging (the boards other
/// than classic 9x9). A 16x16 trial near uniqueness can need hours (`generate --size 16 --seed
/// 122` stalled on one); past the budget the removal is refused, as if it broke uniqueness, so the
/// puzzle stays unique, is rarely one clue short of minimal, and the same seed gives the same
/// puzzle everywhere (a node budget, not a clock). Measured on 16x16 seeds 100..129
/// (docs/levels.md, "Bounded uniqueness checks"): see there for how often it is reached.
constexpr std::uint64_t kDlxCheckNodes = 200'000;

CountResult check_unique(const Solver& checker, bool budgeted, const Puzzle& candidate) {
    return budgeted ? count_by_dlx_within(candidate, 2, kDlxCheckNodes) : checker.count(candidate, 2);
}

/// The most propagation nodes a puzzle of `level` can take (evil: no bound).
std::uint64_t most_nodes_of(Level level) {
    switch (level) {
        case Level::easy: return kLevelThresholds.medium_from - 1;
        case Level::medium: return kLevelThresholds.hard_from - 1;
        case Level::hard: return kLevelThresholds.evil_from - 1;
        case Level::evil: break;
    }
    return std::numeric_limits<std::uint64_t>::max();
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
    // Classic 9x9 under a cap: the rating of a unique trial stops at the first guess past the
    // cap's most nodes (the trial is refused then, as rate_search's level would refuse it).
    const bool bounded_rating = rate_each && bitboard_supports(empty_puzzle);
    const bool budgeted_check = checker.name() == "dlx";
    const std::uint64_t node_budget = rate_each ? most_nodes_of(*max_level) : 0;

    // The givens kept so far, and the trial's, as grids: a Puzzle is built only where a solver
    // or rating needs one (the triad solver and the 9x9 rating read the grid), and the trial
    // buffer is reused, so a trial allocates nothing on classic 9x9.
    const bool triad_check = checker.name() == "triad";
    Grid current = solution;
    Grid trial = solution;
    HouseDigits current_digits(topology, solution);
    HouseDigits trial_digits = current_digits;
    std::optional<SearchRating> kept;  // rate_search of `current`, when known
    for (const auto& orbit : orbits) {
        check_deadline();
        if (stop_at_givens > 0 && current.filled_count() <= stop_at_givens) break;
        trial = current;
        for (Cell cell : orbit) trial.clear(cell);
        trial_digits = current_digits;
        for (Cell cell : orbit) trial_digits.remove(cell, solution.at(cell));
        if (topology.extra_rules.empty() && orbit_forced(topology, all, trial, trial_digits, solution, orbit)) {
            current_digits = trial_digits;
            ++stats.forced_removals;  // unique, and the level is unchanged: no search needed
            current = trial;
            if (kept) kept.reset();  // its counters differ (more deductions); rated at the end
            ++stats.removals_kept;
            continue;
        }
        // One removed given on classic 9x9: `current` is unique, so any other solution of the
        // trial differs from `solution` in that cell; a search for a solution avoiding its digit
        // settles uniqueness without first finding the known solution again (same answer, fewer
        // nodes). An orbit of several cells is counted to 2.
        const bool one_cell = triad_check && orbit.size() == 1;
        const CountResult check = one_cell ? count_by_triad_other_than(trial, orbit.front(), solution.at(orbit.front()))
                                  : triad_check ? count_by_triad(trial, 2)
                                                : check_unique(checker, budgeted_check, empty_puzzle.with_givens(trial));
        ++stats.count_calls;
        stats.nodes += check.nodes;
        stats.deductions += check.deductions;
        if (budgeted_check && check.nodes > kDlxCheckNodes) continue;  // not proven unique: refused
        if (!one_cell && check.count == 0) {
            throw std::logic_error("generate: removing clues left no solution (seed " + std::to_string(attempt_seed) +
                                   "); a removal can only add solutions");
        }
        if (check.count != (one_cell ? 0 : 1)) continue;
        if (bounded_rating) {
            // Unique, so the search ends at one solution or stops past the cap's nodes.
            const NineCount rated = count_by_propagation_9x9(trial, 2, node_budget);
            ++stats.rating_calls;
            stats.rating_nodes += rated.result.nodes;
            stats.rating_deductions += rated.result.deductions;
            if (!rated.over_budget && rated.result.count != 1) {
                throw std::logic_error("generate: " + std::string(checker.name()) +
                                       " and propagation disagree on uniqueness (seed " + std::to_string(attempt_seed) + ")");
            }
            if (rated.over_budget) continue;
            kept.reset();  // rated in full at the end, for the counters
        } else if (rate_each) {
            SearchRating rating = rate_counted(empty_puzzle.with_givens(trial), stats);
            if (rating.outcome != Outcome::unique) {
                throw std::logic_error("generate: " + std::string(checker.name()) +
                                       " and propagation disagree on uniqueness (seed " + std::to_string(attempt_seed) + ")");
            }
            if (*rating.level > *max_level) continue;
            kept = std::move(rating);
        } else {
            kept.reset();
        }
        current = trial;
        current_digits = trial_digits;
        ++stats.removals_kept;
    }
    Puzzle dug = empty_puzzle.with_givens(std::move(current));
    if (!kept) kept = rate_counted(dug, stats);
    if (kept->outcome != Outcome::unique) {
        throw std::logic_error("generate: the dug puzzle is not unique by propagation (seed " +
                               std::to_string(attempt_seed) + ")");
    }
    return Generated{std::move(dug), solution, *kept->level, kept->counters, stats, std::nullopt};
}

}  // namespace generate_detail
}  // namespace gridforge
