#pragma once
// The oracle checks the two edge-mark rules share (kropki dots and XV, both src/rules/edge_rule.*):
// each test file gives its kind, a maker of random mark JSON over a grid, and a Reference written
// from the rule's definition with holds(grid), holds(grid, cell) (the digit of `cell` fits its
// marks) and edge_ok(grid, a, b) (the pair a-b fits its mark or the negative constraint).

#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "gridforge/geometry.hpp"
#include "gridforge/grid.hpp"
#include "gridforge/puzzle.hpp"
#include "gridforge/rng.hpp"
#include "gridforge/rule.hpp"
#include "rules/rule_kind.hpp"
#include "solve/sat.hpp"
#include "support/rule_checks.hpp"

namespace gridforge::testing {

/// Random mark JSON (the kind's keys) over `base`, mostly marks that `base` satisfies.
using EdgeMarksMaker = nlohmann::json (*)(const Geometry& geometry, const Grid& base, Rng& rng);

/// A puzzle's mark JSON and the one rule the kind reads from it.
struct EdgeCase {
    nlohmann::json puzzle;
    RulePtr rule;
};

/// `count` cases made over grids drawn from `grids`, from `seed`.
inline std::vector<EdgeCase> random_edge_cases(const RuleKind& kind, EdgeMarksMaker make, const Geometry& geometry,
                                               const std::vector<Grid>& grids, int count, std::uint64_t seed) {
    std::vector<EdgeCase> cases;
    Rng rng(seed);
    while (static_cast<int>(cases.size()) < count) {
        const Grid& base = grids[static_cast<std::size_t>(pick(rng, static_cast<int>(grids.size())))];
        nlohmann::json puzzle = make(geometry, base, rng);
        const RuleList rules = read_kind(kind, puzzle, geometry);
        if (rules.size() != 1) {
            ADD_FAILURE() << "expected one rule from " << puzzle.dump();
            continue;
        }
        cases.push_back({puzzle, rules.front()});
    }
    return cases;
}

/// satisfied, conflict and allowed agree with the Reference on every grid of `grids`.
template <class Reference>
void check_edge_rule_against_reference(const RuleKind& kind, EdgeMarksMaker make, const Geometry& geometry,
                                        const std::vector<Grid>& grids, std::uint64_t seed) {
    int satisfied = 0;
    int broken = 0;
    for (const EdgeCase& c : random_edge_cases(kind, make, geometry, grids, 40, seed)) {
        const Reference reference(c.puzzle, geometry);
        for (const Grid& grid : grids) {
            const bool expected = reference.holds(grid);
            (expected ? satisfied : broken) += 1;
            ASSERT_EQ(c.rule->satisfied(grid), expected) << c.puzzle.dump();
            ASSERT_EQ(!c.rule->conflict(grid).has_value(), expected) << c.puzzle.dump();
            Rng rng(seed);
            for (int trial = 0; trial < 3; ++trial) {
                const Cell cell = pick(rng, geometry.cell_count());
                Grid open = grid;
                open.clear(cell);
                ASSERT_EQ(c.rule->allowed(open, cell).contains(grid.at(cell)), reference.holds(grid, cell)) << c.puzzle.dump();
            }
        }
    }
    EXPECT_GT(satisfied, 0);
    EXPECT_GT(broken, 0);
}

/// prune keeps every satisfying grid within the candidates, and leaves every edge arc consistent.
template <class Reference>
void check_edge_rule_prune(const RuleKind& kind, EdgeMarksMaker make, const Geometry& geometry,
                            const std::vector<Grid>& grids, std::uint64_t seed) {
    Rng rng(seed);
    int conflicts = 0;
    int changed = 0;
    for (const EdgeCase& c : random_edge_cases(kind, make, geometry, grids, 60, seed)) {
        const Reference reference(c.puzzle, geometry);
        std::vector<const Grid*> satisfying;
        for (const Grid& grid : grids) {
            if (reference.holds(grid)) satisfying.push_back(&grid);
        }
        for (int trial = 0; trial < 8; ++trial) {
            const Grid* anchor = satisfying.empty() || trial == 7 ? nullptr : satisfying[static_cast<std::size_t>(pick(rng, static_cast<int>(satisfying.size())))];
            Candidates candidates = random_candidates(geometry, rng, anchor);
            const Candidates before = candidates;
            const PruneResult result = prune_until_fixpoint(*c.rule, candidates);
            for (const Grid* grid : satisfying) {
                if (!grid_within(*grid, before)) continue;
                ASSERT_NE(result, PruneResult::conflict) << c.puzzle.dump();
                ASSERT_TRUE(grid_within(*grid, candidates)) << c.puzzle.dump();
            }
            if (result == PruneResult::conflict) {
                ++conflicts;
                continue;
            }
            changed += candidates != before ? 1 : 0;
            // Arc consistency: each digit left on a marked or negative edge has a partner.
            const int size = geometry.size();
            for (Cell a = 0; a < geometry.cell_count(); ++a) {
                for (const Cell b : {a + 1, a + size}) {
                    if (b >= geometry.cell_count() || (b == a + 1 && geometry.column_of(a) == size - 1)) continue;
                    for (const auto& [from, to] : {std::pair{a, b}, std::pair{b, a}}) {
                        for (const Digit digit : candidates[static_cast<std::size_t>(from)]) {
                            bool partner = false;
                            for (const Digit other : candidates[static_cast<std::size_t>(to)]) {
                                Grid pair(size);
                                pair.set(from, digit);
                                pair.set(to, other);
                                partner = partner || reference.edge_ok(pair, a, b);
                            }
                            ASSERT_TRUE(partner) << geometry.cell_name(from) << " keeps " << digit << " without a partner in " << c.puzzle.dump();
                        }
                    }
                }
            }
        }
    }
    EXPECT_GT(conflicts, 0);
    EXPECT_GT(changed, 0);
}

/// The CNF has exactly one model per satisfying grid, on all 288 4x4 grids (counted by SAT too) and
/// on sampled 6x6 grids.
template <class Reference>
void check_edge_rule_cnf(const RuleKind& kind, EdgeMarksMaker make) {
    for (const auto& [size, grids] : {std::pair{4, every_four_by_four_grid()},
                                      std::pair{6, random_classic_grids(Geometry(6), 40, 7)}}) {
        const Geometry geometry(size);
        for (const EdgeCase& c : random_edge_cases(kind, make, geometry, grids, 15, 31 + static_cast<std::uint64_t>(size))) {
            RuleList rules = classic_rules(geometry);
            rules.push_back(c.rule);
            const Puzzle puzzle(geometry, Grid(size), rules);
            const Reference reference(c.puzzle, geometry);
            const int satisfying = expect_cnf_agrees(puzzle, grids, [&](const Grid& grid) { return reference.holds(grid); });
            if (size == 4) {
                // All 288 grids are here: the SAT solver counts exactly the satisfying ones.
                EXPECT_EQ(count_by_sat(puzzle, 1000).count, satisfying) << c.puzzle.dump();
            }
        }
    }
}

/// JSON written, read and written again is the same, and the rule read back is the same rule;
/// `check_written` looks at each written form's values.
template <class Reference>
void check_edge_rule_round_trip(const RuleKind& kind, EdgeMarksMaker make,
                                const std::function<void(const nlohmann::json&)>& check_written) {
    const Geometry geometry(6);
    for (const EdgeCase& c : random_edge_cases(kind, make, geometry, random_classic_grids(geometry, 10, 8), 20, 41)) {
        nlohmann::json written = nlohmann::json::object();
        c.rule->write_json(written, geometry);
        const RuleList again = read_kind(kind, written, geometry);
        ASSERT_EQ(again.size(), 1u);
        nlohmann::json rewritten = nlohmann::json::object();
        again.front()->write_json(rewritten, geometry);
        EXPECT_EQ(written, rewritten);
        // The same rule: the reference of the written form agrees with the original's.
        const Reference original(c.puzzle, geometry);
        for (const Grid& grid : random_classic_grids(geometry, 20, 9)) {
            EXPECT_EQ(again.front()->satisfied(grid), original.holds(grid));
        }
        check_written(written);
    }
}

}  // namespace gridforge::testing
