// Oracle tests of the variant rules on 4x4 and 6x6 boards: every rule's `prune` is compared with
// brute force (it may never remove a digit of a grid that satisfies the rule within the
// candidates), and `satisfied`, `conflict` and `allowed` with a predicate written here from the
// rule's definition.

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "gridforge/candidates.hpp"
#include "gridforge/puzzle.hpp"
#include "gridforge/variants.hpp"
#include "support/variant_rules.hpp"

namespace gridforge {
namespace rule_oracle_test {
namespace {

using testing::BruteForce;
using testing::pick;

/// The rule's definition, written independently of its code.
bool reference_satisfied(const Rule& rule, const Grid& grid) {
    const int size = grid.size();
    if (const auto* cage = dynamic_cast<const KillerCage*>(&rule)) {
        std::vector<bool> seen(static_cast<std::size_t>(size) + 1, false);
        int total = 0;
        for (Cell cell : cage->cells()) {
            if (seen[static_cast<std::size_t>(grid.at(cell))]) return false;
            seen[static_cast<std::size_t>(grid.at(cell))] = true;
            total += grid.at(cell);
        }
        return !cage->sum() || total == *cage->sum();
    }
    if (const auto* thermometer = dynamic_cast<const Thermometer*>(&rule)) {
        const auto& cells = thermometer->cells();
        for (std::size_t i = 1; i < cells.size(); ++i) {
            if (grid.at(cells[i]) <= grid.at(cells[i - 1])) return false;
        }
        return true;
    }
    for (const House& house : rule.houses()) {
        for (std::size_t i = 0; i < house.cells.size(); ++i) {
            for (std::size_t j = 0; j < i; ++j) {
                if (grid.at(house.cells[i]) == grid.at(house.cells[j])) return false;
            }
        }
    }
    return true;
}

/// The cells a rule speaks of.
std::vector<Cell> rule_cells(const Rule& rule) {
    if (const auto* cage = dynamic_cast<const KillerCage*>(&rule)) return cage->cells();
    if (const auto* thermometer = dynamic_cast<const Thermometer*>(&rule)) return thermometer->cells();
    std::vector<Cell> cells;
    for (const House& house : rule.houses()) cells.insert(cells.end(), house.cells.begin(), house.cells.end());
    return cells;
}

/// Every completed 4x4 grid (288), by brute force.
const std::vector<Grid>& all_four_by_four_grids() {
    static const std::vector<Grid> grids = [] {
        const Puzzle blank = Puzzle::classic(Grid(4));
        return BruteForce(blank).solutions(1000);
    }();
    return grids;
}

/// A random walk of 2..max_length distinct cells through king-move neighbours: a thermometer
/// that some grids satisfy and others do not.
std::shared_ptr<const Thermometer> random_walk_thermometer(const Geometry& geometry, Rng& rng, int max_length) {
    std::vector<Cell> cells{static_cast<Cell>(pick(rng, geometry.cell_count()))};
    const int length = 2 + pick(rng, max_length - 1);
    while (static_cast<int>(cells.size()) < length) {
        std::vector<Cell> options;
        for (Cell next : testing::neighbours(geometry, cells.back(), true)) {
            if (std::find(cells.begin(), cells.end(), next) == cells.end()) options.push_back(next);
        }
        if (options.empty()) break;
        cells.push_back(options[static_cast<std::size_t>(pick(rng, static_cast<int>(options.size())))]);
    }
    return std::make_shared<Thermometer>(geometry, cells);
}

/// Random single rules on a 4x4 board: cages and thermometers laid over a random grid (so some
/// grids satisfy them), cages with sums of any reachable value, random-walk thermometers,
/// diagonals and regions.
RuleList random_single_rules(std::uint64_t seed) {
    Rng rng(seed);
    const Geometry geometry(4);
    const auto& grids = all_four_by_four_grids();
    const Grid& base = grids[static_cast<std::size_t>(pick(rng, static_cast<int>(grids.size())))];
    RuleList rules;
    for (auto& cage : testing::random_cages(geometry, base, rng, 4, true)) rules.push_back(cage);
    for (int i = 0; i < 3; ++i) {
        std::vector<Cell> cells = testing::random_cages(geometry, base, rng, 4, true).front()->cells();
        const int count = static_cast<int>(cells.size());
        const int lowest = count * (count + 1) / 2;
        const int highest = count * (9 - count) / 2;  // 4 + 3 + ... on a 4x4 board
        rules.push_back(std::make_shared<KillerCage>(geometry, cells, lowest + pick(rng, highest - lowest + 1)));
    }
    for (auto& thermometer : testing::random_thermometers(geometry, base, rng, 3, 4)) rules.push_back(thermometer);
    for (int i = 0; i < 3; ++i) rules.push_back(random_walk_thermometer(geometry, rng, 4));
    rules.push_back(std::make_shared<Diagonals>(geometry, static_cast<DiagonalKind>(pick(rng, 3))));
    rules.push_back(std::make_shared<Regions>(geometry, testing::random_region_layout(geometry, rng)));
    return rules;
}

/// Applies `rule`'s prune until it reports a fixpoint or a conflict.
PruneResult prune_to_fixpoint(const Rule& rule, Candidates& candidates) {
    for (int round = 0; round < 100; ++round) {
        const PruneResult result = rule.prune(candidates);
        if (result != PruneResult::changed) return result;
    }
    ADD_FAILURE() << "prune of " << rule.name() << " never reached a fixpoint";
    return PruneResult::fixpoint;
}

bool within(const Grid& grid, const Candidates& candidates) {
    for (Cell cell = 0; cell < grid.cell_count(); ++cell) {
        if (!candidates[static_cast<std::size_t>(cell)].contains(grid.at(cell))) return false;
    }
    return true;
}

TEST(RuleOracle, ThereAre288FourByFourGrids) { EXPECT_EQ(all_four_by_four_grids().size(), 288u); }

TEST(RuleOracle, SatisfiedConflictAndAllowedAgreeWithTheDefinitionOnEveryFourByFourGrid) {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        for (const RulePtr& rule : random_single_rules(seed)) {
            int satisfied_count = 0;
            for (const Grid& grid : all_four_by_four_grids()) {
                const bool expected = reference_satisfied(*rule, grid);
                satisfied_count += expected ? 1 : 0;
                ASSERT_EQ(rule->satisfied(grid), expected) << rule->name() << " seed " << seed;
                ASSERT_EQ(!rule->conflict(grid).has_value(), expected) << rule->name() << " seed " << seed;
                if (rule->houses_only()) continue;
                // With one cell of the rule open, `allowed` is exact: the grid's digit is allowed
                // exactly when the grid satisfies the rule.
                for (Cell cell : rule_cells(*rule)) {
                    Grid open = grid;
                    open.clear(cell);
                    ASSERT_EQ(rule->allowed(open, cell).contains(grid.at(cell)), expected)
                        << rule->name() << " seed " << seed << " cell " << cell;
                }
            }
            const auto* thermometer = dynamic_cast<const Thermometer*>(rule.get());
            if (thermometer && thermometer->cells().size() >= 2) {
                EXPECT_LT(satisfied_count, 288) << "a thermometer of 2+ cells rules some grids out";
            }
        }
    }
}

TEST(RuleOracle, PruneNeverRemovesADigitOfAGridThatSatisfiesTheRule) {
    const auto& grids = all_four_by_four_grids();
    int pruned_something = 0;
    int conflicts = 0;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        Rng rng(seed * 7919);
        for (const RulePtr& rule : random_single_rules(seed)) {
            std::vector<const Grid*> satisfying;
            for (const Grid& grid : grids) {
                if (reference_satisfied(*rule, grid)) satisfying.push_back(&grid);
            }
            for (int trial = 0; trial < 6; ++trial) {
                // Candidates around one satisfying grid (when any) with random extra digits, or
                // wholly random ones; some cells are singletons.
                Candidates candidates(16);
                const Grid* anchor = satisfying.empty() || trial == 5
                                         ? nullptr
                                         : satisfying[static_cast<std::size_t>(pick(rng, static_cast<int>(satisfying.size())))];
                for (Cell cell = 0; cell < 16; ++cell) {
                    DigitSet options = DigitSet::from_bits(static_cast<std::uint32_t>(pick(rng, 16)));
                    if (pick(rng, 3) == 0) options = DigitSet();
                    if (anchor) options.insert(anchor->at(cell));
                    if (options.empty()) options = DigitSet::of(1 + pick(rng, 4));
                    candidates[static_cast<std::size_t>(cell)] = options;
                }
                const Candidates before = candidates;
                const PruneResult result = prune_to_fixpoint(*rule, candidates);
                bool any_within = false;
                for (const Grid* grid : satisfying) {
                    if (!within(*grid, before)) continue;
                    any_within = true;
                    ASSERT_NE(result, PruneResult::conflict) << rule->name() << " seed " << seed << " trial " << trial;
                    ASSERT_TRUE(within(*grid, candidates)) << rule->name() << " seed " << seed << " trial " << trial;
                }
                if (result == PruneResult::conflict) {
                    ++conflicts;
                    EXPECT_FALSE(any_within);
                } else if (candidates != before) {
                    ++pruned_something;
                }
                // Only the rule's own cells change.
                if (result != PruneResult::conflict && !rule->houses_only()) {
                    const std::vector<Cell> own = rule_cells(*rule);
                    for (Cell cell = 0; cell < 16; ++cell) {
                        if (std::find(own.begin(), own.end(), cell) == own.end()) {
                            ASSERT_EQ(candidates[static_cast<std::size_t>(cell)], before[static_cast<std::size_t>(cell)]);
                        }
                    }
                }
            }
        }
    }
    // The test has teeth: pruning happened and conflicts were found.
    EXPECT_GT(pruned_something, 100);
    EXPECT_GT(conflicts, 20);
}

/// A dug puzzle of a random variant: the rules and `empty` cells of its grid cleared.
Puzzle dug_variant(int size, std::uint64_t seed, int empty, std::string& description) {
    const testing::RandomVariant variant = testing::random_variant(size, seed);
    description = variant.description;
    Rng rng(seed + 1000);
    Grid givens = variant.solution;
    std::vector<Cell> cells(static_cast<std::size_t>(givens.cell_count()));
    for (Cell cell = 0; cell < givens.cell_count(); ++cell) cells[static_cast<std::size_t>(cell)] = cell;
    rng.shuffle(cells);
    for (int i = 0; i < empty; ++i) givens.clear(cells[static_cast<std::size_t>(i)]);
    return Puzzle(Geometry(size), givens, variant.rules);
}

/// On random variant puzzles, all the rules' prunes to a common fixpoint keep every digit of
/// every solution found by brute force, and `satisfied` agrees with the definition on the
/// solutions and on grids with two cells swapped.
void check_puzzles(int size, int empty_low, int empty_high, std::uint64_t seeds) {
    int narrowed = 0;
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
        Rng rng(seed);
        std::string description;
        const Puzzle puzzle = dug_variant(size, seed, empty_low + pick(rng, empty_high - empty_low + 1), description);
        const std::vector<Grid> solutions = BruteForce(puzzle).solutions(200);
        ASSERT_FALSE(solutions.empty()) << description;  // dug from a grid that satisfies every rule
        Candidates candidates = candidates_of(puzzle.givens());
        bool changed = true;
        while (changed) {
            changed = false;
            for (const RulePtr& rule : puzzle.rules()) {
                const PruneResult result = rule->prune(candidates);
                ASSERT_NE(result, PruneResult::conflict) << rule->name() << ": " << description;
                changed = changed || result == PruneResult::changed;
            }
        }
        for (const Grid& solution : solutions) ASSERT_TRUE(within(solution, candidates)) << description;
        for (Cell cell = 0; cell < puzzle.geometry().cell_count(); ++cell) {
            narrowed += candidates[static_cast<std::size_t>(cell)].size() < size && puzzle.givens().at(cell) == 0 ? 1 : 0;
        }
        for (const Grid& solution : solutions) {
            Grid swapped = solution;
            const Cell a = pick(rng, swapped.cell_count());
            const Cell b = pick(rng, swapped.cell_count());
            swapped.set(a, solution.at(b));
            swapped.set(b, solution.at(a));
            for (const RulePtr& rule : puzzle.rules()) {
                ASSERT_TRUE(rule->satisfied(solution)) << description;
                ASSERT_EQ(rule->satisfied(swapped), reference_satisfied(*rule, swapped)) << rule->name() << ": " << description;
            }
        }
    }
    EXPECT_GT(narrowed, 0);
}

TEST(RuleOracle, PruneKeepsEverySolutionOfRandomFourByFourVariants) { check_puzzles(4, 6, 16, 150); }

TEST(RuleOracle, PruneKeepsEverySolutionOfRandomSixBySixVariants) { check_puzzles(6, 10, 22, 60); }

}  // namespace
}  // namespace rule_oracle_test
}  // namespace gridforge
