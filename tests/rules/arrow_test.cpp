// Arrows (src/rules/arrow.cpp) against brute force on 4x4 and 6x6 boards: `satisfied`,
// `conflict` and `allowed` agree with a predicate written here from the rule; `prune` never
// removes a digit of a satisfying grid, keeps only digits of an assignment of the arrow's cells
// that adds up, and every digit of one that also gives shaft cells sharing a house different
// digits (the rule with the rows, columns and boxes it is read with); the CNF has exactly
// one model per satisfying grid; JSON round-trips and bad JSON is named; the generator's
// decoration holds on its grid; and arrows combine with killer cages.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "gridforge/format.hpp"
#include "gridforge/generate.hpp"
#include "gridforge/logic.hpp"
#include "gridforge/logic/state.hpp"
#include "gridforge/sketch.hpp"
#include "gridforge/solve.hpp"
#include "solve/sat.hpp"
#include "support/rule_checks.hpp"

namespace gridforge {

const RuleKind& arrow_kind();

namespace arrow_test {
namespace {

using nlohmann::json;
using testing::pick;

/// One arrow as the docs state it: the circle's digits read as a number equal the sum of every
/// line's cells after its first.
struct ArrowReference {
    std::vector<Cell> circle;
    std::vector<Cell> shaft;

    ArrowReference(const json& arrow, const Geometry& geometry) {
        for (const json& name : arrow["cells"]) circle.push_back(*geometry.parse_cell_name(name.get<std::string>()));
        for (const json& line : arrow["lines"]) {
            for (std::size_t i = 1; i < line.size(); ++i) shaft.push_back(*geometry.parse_cell_name(line[i].get<std::string>()));
        }
    }

    /// The cells, circle first.
    [[nodiscard]] std::vector<Cell> cells() const {
        std::vector<Cell> out = circle;
        out.insert(out.end(), shaft.begin(), shaft.end());
        return out;
    }

    /// The rule on the digits of cells() in that order.
    [[nodiscard]] bool holds_on(const std::vector<Digit>& digits) const {
        int number = 0;
        for (std::size_t i = 0; i < circle.size(); ++i) number = number * 10 + digits[i];
        int sum = 0;
        for (std::size_t i = circle.size(); i < digits.size(); ++i) sum += digits[i];
        return number == sum;
    }

    [[nodiscard]] bool holds(const Grid& grid) const {
        std::vector<Digit> digits;
        for (const Cell cell : cells()) digits.push_back(grid.at(cell));
        return holds_on(digits);
    }
};

std::vector<Cell> king_steps(const Geometry& geometry, Cell cell) {
    std::vector<Cell> out;
    for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
            const int row = geometry.row_of(cell) + dr;
            const int column = geometry.column_of(cell) + dc;
            if ((dr != 0 || dc != 0) && row >= 0 && row < geometry.size() && column >= 0 && column < geometry.size()) {
                out.push_back(geometry.cell_at(row, column));
            }
        }
    }
    return out;
}

/// A random walk of up to `length` free cells from `from` (not through `taken`).
std::vector<Cell> walk(const Geometry& geometry, Cell from, int length, std::vector<Cell>& taken, Rng& rng) {
    std::vector<Cell> line{from};
    while (static_cast<int>(line.size()) <= length) {
        std::vector<Cell> options;
        for (const Cell next : king_steps(geometry, line.back())) {
            if (std::find(taken.begin(), taken.end(), next) == taken.end()) options.push_back(next);
        }
        if (options.empty()) break;
        line.push_back(options[static_cast<std::size_t>(pick(rng, static_cast<int>(options.size())))]);
        taken.push_back(line.back());
    }
    return line;
}

json names(const Geometry& geometry, const std::vector<Cell>& cells) {
    json out = json::array();
    for (const Cell cell : cells) out.push_back(geometry.cell_name(cell));
    return out;
}

/// A random arrow object: mostly a one-cell circle whose shaft is walked until `base`'s digits
/// add up to it (so `base` satisfies it), else random walks, one or two lines, or a 2-cell pill.
json random_arrow(const Geometry& geometry, const Grid& base, Rng& rng) {
    for (;;) {
        const int kind = pick(rng, 6);
        std::vector<Cell> circle{pick(rng, geometry.cell_count())};
        if (kind == 5) {
            const std::vector<Cell> next = orthogonal_neighbours(geometry, circle[0]);
            circle.push_back(next[static_cast<std::size_t>(pick(rng, static_cast<int>(next.size())))]);
        }
        std::vector<Cell> taken = circle;
        json lines = json::array();
        if (kind <= 2) {
            // Walk towards the circle's digit in `base`.
            std::vector<Cell> line{circle[0]};
            int remaining = base.at(circle[0]);
            while (remaining > 0) {
                std::vector<Cell> options;
                for (const Cell next : king_steps(geometry, line.back())) {
                    if (std::find(taken.begin(), taken.end(), next) == taken.end() && base.at(next) <= remaining) options.push_back(next);
                }
                if (options.empty()) break;
                line.push_back(options[static_cast<std::size_t>(pick(rng, static_cast<int>(options.size())))]);
                taken.push_back(line.back());
                remaining -= base.at(line.back());
            }
            if (line.size() < 2) continue;
            lines.push_back(names(geometry, line));
        } else {
            const int count = kind == 4 ? 2 : 1;
            for (int l = 0; l < count; ++l) {
                // One draw per statement: the order in which a call's arguments are evaluated is
                // unspecified, and two draws there gave other arrows in Debug than in Release.
                const Cell start = circle[static_cast<std::size_t>(pick(rng, static_cast<int>(circle.size())))];
                const int length = kind == 5 ? 3 + pick(rng, 3) : 1 + pick(rng, 3);
                const std::vector<Cell> line = walk(geometry, start, length, taken, rng);
                if (line.size() >= 2) lines.push_back(names(geometry, line));
            }
            if (lines.empty()) continue;
        }
        return {{"cells", names(geometry, circle)}, {"lines", lines}};
    }
}

struct Case {
    json arrow;
    RulePtr rule;
};

std::vector<Case> random_cases(const Geometry& geometry, const std::vector<Grid>& grids, int count, std::uint64_t seed) {
    std::vector<Case> cases;
    Rng rng(seed);
    while (static_cast<int>(cases.size()) < count) {
        const Grid& base = grids[static_cast<std::size_t>(pick(rng, static_cast<int>(grids.size())))];
        const json arrow = random_arrow(geometry, base, rng);
        const RuleList rules = testing::read_kind(arrow_kind(), {{"arrow", {arrow}}}, geometry);
        EXPECT_EQ(rules.size(), 1u);
        cases.push_back({arrow, rules.front()});
    }
    return cases;
}

void check_against_reference(const Geometry& geometry, const std::vector<Grid>& grids, std::uint64_t seed) {
    int satisfied = 0;
    int broken = 0;
    for (const Case& c : random_cases(geometry, grids, 60, seed)) {
        const ArrowReference reference(c.arrow, geometry);
        for (const Grid& grid : grids) {
            const bool expected = reference.holds(grid);
            (expected ? satisfied : broken) += 1;
            ASSERT_EQ(c.rule->satisfied(grid), expected) << c.arrow.dump();
            ASSERT_EQ(!c.rule->conflict(grid).has_value(), expected) << c.arrow.dump();
            // With one cell of the arrow open, `allowed` is exact.
            for (const Cell cell : reference.cells()) {
                Grid open = grid;
                open.clear(cell);
                ASSERT_EQ(c.rule->allowed(open, cell).contains(grid.at(cell)), expected) << c.arrow.dump();
            }
        }
    }
    EXPECT_GT(satisfied, 0);
    EXPECT_GT(broken, 0);
}

TEST(Arrow, SatisfiedConflictAndAllowedAgreeWithTheRuleOnEveryFourByFourGrid) {
    check_against_reference(Geometry(4), testing::every_four_by_four_grid(), 1);
}

TEST(Arrow, SatisfiedConflictAndAllowedAgreeWithTheRuleOnSixBySixGrids) {
    check_against_reference(Geometry(6), testing::random_classic_grids(Geometry(6), 80, 2), 2);
}

/// Whether two cells share a row, a column or a box.
bool share_house(const Geometry& geometry, Cell a, Cell b) {
    return geometry.row_of(a) == geometry.row_of(b) || geometry.column_of(a) == geometry.column_of(b) ||
           geometry.box_of(a) == geometry.box_of(b);
}

/// Calls visit(digits) for every assignment of `cells` within `candidates`.
template <typename Visit>
void each_assignment(const std::vector<Cell>& cells, const Candidates& candidates, std::vector<Digit>& digits, Visit& visit) {
    if (digits.size() == cells.size()) {
        visit(digits);
        return;
    }
    for (const Digit digit : candidates[static_cast<std::size_t>(cells[digits.size()])]) {
        digits.push_back(digit);
        each_assignment(cells, candidates, digits, visit);
        digits.pop_back();
    }
}

void check_prune(const Geometry& geometry, const std::vector<Grid>& grids, std::uint64_t seed) {
    Rng rng(seed);
    int conflicts = 0;
    int changed = 0;
    int stronger = 0;
    for (const Case& c : random_cases(geometry, grids, 80, seed)) {
        const ArrowReference reference(c.arrow, geometry);
        const std::vector<Cell> cells = reference.cells();
        std::vector<const Grid*> satisfying;
        for (const Grid& grid : grids) {
            if (reference.holds(grid)) satisfying.push_back(&grid);
        }
        for (int trial = 0; trial < 6; ++trial) {
            const Grid* anchor = satisfying.empty() || trial == 5 ? nullptr : satisfying[static_cast<std::size_t>(pick(rng, static_cast<int>(satisfying.size())))];
            Candidates candidates = testing::random_candidates(geometry, rng, anchor);
            const Candidates before = candidates;
            const PruneResult result = testing::prune_until_fixpoint(*c.rule, candidates);
            for (const Grid* grid : satisfying) {
                if (!testing::grid_within(*grid, before)) continue;
                ASSERT_NE(result, PruneResult::conflict) << c.arrow.dump();
                ASSERT_TRUE(testing::grid_within(*grid, candidates)) << c.arrow.dump();
            }
            // Between two references: every digit of an assignment within the candidates that
            // adds up and gives shaft cells sharing a house different digits stays (sound, as the
            // rule's prune takes the houses of rows, columns and boxes into account); every digit
            // that stays has an assignment that adds up (at least as strong as the rule alone).
            std::vector<DigitSet> supported(cells.size());
            std::vector<DigitSet> distinct_supported(cells.size());
            std::vector<Digit> digits;
            const auto visit = [&](const std::vector<Digit>& assignment) {
                if (!reference.holds_on(assignment)) return;
                for (std::size_t i = 0; i < cells.size(); ++i) supported[i].insert(assignment[i]);
                for (std::size_t i = reference.circle.size(); i < cells.size(); ++i) {
                    for (std::size_t j = reference.circle.size(); j < i; ++j) {
                        if (assignment[i] == assignment[j] && share_house(geometry, cells[i], cells[j])) return;
                    }
                }
                for (std::size_t i = 0; i < cells.size(); ++i) distinct_supported[i].insert(assignment[i]);
            };
            each_assignment(cells, before, digits, visit);
            const auto some_empty = [](const std::vector<DigitSet>& sets) {
                return std::any_of(sets.begin(), sets.end(), [](DigitSet set) { return set.empty(); });
            };
            if (some_empty(supported)) {
                ASSERT_EQ(result, PruneResult::conflict) << c.arrow.dump();
            }
            if (result == PruneResult::conflict) {
                ASSERT_TRUE(some_empty(distinct_supported)) << c.arrow.dump();
                ++conflicts;
                continue;
            }
            for (std::size_t i = 0; i < cells.size(); ++i) {
                const DigitSet kept = candidates[static_cast<std::size_t>(cells[i])];
                ASSERT_EQ(kept & distinct_supported[i], distinct_supported[i]) << geometry.cell_name(cells[i]) << " in " << c.arrow.dump();
                ASSERT_EQ(kept - supported[i], DigitSet()) << geometry.cell_name(cells[i]) << " in " << c.arrow.dump();
                stronger += (supported[i] - kept).empty() ? 0 : 1;
            }
            for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
                if (std::find(cells.begin(), cells.end(), cell) == cells.end()) {
                    ASSERT_EQ(candidates[static_cast<std::size_t>(cell)], before[static_cast<std::size_t>(cell)]) << "prune changed a cell off the arrow";
                }
            }
            changed += candidates != before ? 1 : 0;
        }
    }
    EXPECT_GT(conflicts, 0);
    EXPECT_GT(changed, 0);
    // Coverage of the sample: some case shows the houses sharpening the sum.
    EXPECT_GT(stronger, 0) << "houses never sharpened the sum";
}

TEST(Arrow, PruneKeepsEverySatisfyingGridAndLiesBetweenTheRuleAloneAndTheRuleWithItsHouses) {
    check_prune(Geometry(4), testing::every_four_by_four_grid(), 3);
    check_prune(Geometry(6), testing::random_classic_grids(Geometry(6), 60, 4), 4);
}

TEST(Arrow, TheCnfHasExactlyOneModelPerSatisfyingGrid) {
    for (const int size : {4, 6}) {
        const Geometry geometry(size);
        const std::vector<Grid> grids = size == 4 ? testing::every_four_by_four_grid() : testing::random_classic_grids(geometry, 60, 5);
        const std::vector<Case> cases = random_cases(geometry, grids, 30, 50 + static_cast<std::uint64_t>(size));
        for (std::size_t i = 0; i + 1 < cases.size(); i += 2) {
            // Two arrows per puzzle (they may share cells: each sums on its own).
            RuleList rules = classic_rules(geometry);
            rules.push_back(cases[i].rule);
            rules.push_back(cases[i + 1].rule);
            const Puzzle puzzle(geometry, Grid(size), rules);
            const ArrowReference first(cases[i].arrow, geometry);
            const ArrowReference second(cases[i + 1].arrow, geometry);
            const int satisfying = testing::expect_cnf_agrees(puzzle, grids, [&](const Grid& grid) { return first.holds(grid) && second.holds(grid); });
            if (size == 4) {
                EXPECT_EQ(count_by_sat(puzzle, 1000).count, satisfying) << cases[i].arrow.dump() << cases[i + 1].arrow.dump();
            }
        }
    }
}

TEST(Arrow, JsonRoundTrips) {
    const Geometry geometry(6);
    for (const Case& c : random_cases(geometry, testing::random_classic_grids(geometry, 10, 6), 30, 7)) {
        json written = json::object();
        c.rule->write_json(written, geometry);
        EXPECT_EQ(written, (json{{"arrow", {c.arrow}}}));
        const RuleList again = testing::read_kind(arrow_kind(), written, geometry);
        ASSERT_EQ(again.size(), 1u);
        json rewritten = json::object();
        again.front()->write_json(rewritten, geometry);
        EXPECT_EQ(written, rewritten);
    }
}

TEST(Arrow, BadJsonNamesTheKeyTheItemAndTheCell) {
    const Geometry geometry(9);
    const auto error = [&](const char* text) { return testing::read_error(arrow_kind(), json::parse(text), geometry); };
    const auto prefix = [](const std::string& rest) { return "line 1: JSON key 'arrow': " + rest; };
    EXPECT_EQ(error(R"({"arrow": [{"cells": ["r1c1"], "lines": [["r1c1", "r1c3"]]}]})"),
              prefix("arrow 1: arrow at r1c1: line 1: r1c1 and r1c3 are not neighbours"));
    EXPECT_EQ(error(R"({"arrow": [{"cells": ["r1c1"], "lines": [["r1c2", "r1c3"]]}]})"),
              prefix("arrow 1: arrow at r1c1: line 1 starts at r1c2, not on the circle"));
    EXPECT_EQ(error(R"({"arrow": [{"cells": ["r1c1"], "lines": [["r1c1"]]}]})"),
              prefix("arrow 1: arrow at r1c1: line 1 has no cells beyond the circle"));
    EXPECT_EQ(error(R"({"arrow": [{"cells": ["r1c1", "r1c2"], "lines": [["r1c1", "r2c1", "r2c2", "r1c2"]]}]})"),
              prefix("arrow 1: arrow at r1c1: line 1 runs back into the circle at r1c2"));
    EXPECT_EQ(error(R"({"arrow": [{"cells": ["r1c1"], "lines": [["r1c1", "r1c2"], ["r1c1", "r2c1", "r1c2"]]}]})"),
              prefix("arrow 1: arrow at r1c1: r1c2 appears twice"));
    EXPECT_EQ(error(R"({"arrow": [{"cells": ["r1c1", "r2c2"], "lines": [["r1c1", "r1c2"]]}]})"),
              prefix("arrow 1: arrow at r1c1: the circle's r1c1 and r2c2 are not orthogonal neighbours"));
    EXPECT_EQ(error(R"({"arrow": [{"cells": ["r1c1", "r1c2", "r1c3", "r1c4"], "lines": [["r1c1", "r2c1"]]}]})"),
              prefix("arrow 1: arrow at r1c1: a circle of 4 cells, at most 3"));
    EXPECT_EQ(error(R"({"arrow": [{"cells": ["r1c1"], "lines": [["r1c1", "r1c2"]]}, {"cells": ["r9c10"], "lines": []}]})"),
              prefix("arrow 2: r9c10 is outside the 9x9 board"));
    EXPECT_EQ(error(R"({"arrow": [{"cells": ["r1c1"], "lines": [["r1c1", 5]]}]})"),
              prefix("arrow 1, line 1: 5 is not a cell name (r1c1 .. r9c9)"));
    EXPECT_EQ(error(R"({"arrow": [{"cells": ["r1c1"]}]})"),
              prefix("arrow 1: 'lines' must be a non-empty list of lines, each a list of cell names"));
    EXPECT_EQ(error(R"({"arrow": [{"cells": ["r1c1"], "lines": [["r1c1", "r1c2"]], "value": 3}]})"), prefix("arrow 1: unknown key 'value'"));
    EXPECT_EQ(error(R"({"arrow": {"cells": ["r1c1"]}})"), prefix("expected a list of arrows"));
    EXPECT_EQ(testing::read_error(arrow_kind(), json::parse(R"({"arrow": [{"cells": ["r1c1", "r1c2"], "lines": [["r1c1", "r2c1"]]}]})"), Geometry(16)),
              prefix("arrow 1: arrow at r1c1: a pill of 2 cells reads its digits as a number, which needs digits 1-9 (the board is 16x16)"));
}

TEST(Arrow, APillReadsItsDigitsAsANumber) {
    // r1c1-r1c2 read 12 = 3 + 4 + 5 along r2c1 r3c1 r4c1... on a 9x9 grid: checked on one grid.
    const Geometry geometry(9);
    const RuleList rules = testing::read_kind(
        arrow_kind(), json::parse(R"({"arrow": [{"cells": ["r1c1", "r1c2"], "lines": [["r1c1", "r2c1", "r3c1", "r4c1"]]}]})"), geometry);
    Grid grid(9);
    grid.set(geometry.cell_at(0, 0), 1);
    grid.set(geometry.cell_at(0, 1), 2);
    grid.set(geometry.cell_at(1, 0), 3);
    grid.set(geometry.cell_at(2, 0), 4);
    grid.set(geometry.cell_at(3, 0), 5);
    EXPECT_TRUE(rules.front()->satisfied(grid));
    grid.set(geometry.cell_at(0, 1), 3);
    EXPECT_FALSE(rules.front()->satisfied(grid));
    EXPECT_EQ(rules.front()->conflict(grid)->describe(geometry), "arrow at r1c1: the circle holds 13 but its shaft adds up to 12");
}

TEST(Arrow, ThePuzzleReaderTakesTheKeyAndCountsAgreeWithBruteForce) {
    // Killer cages and arrows together (a combination), on 4x4, through the puzzle reader.
    const std::string text = R"({"givens": "................", "cages": [{"cells": ["r4c3", "r4c4"], "sum": 5}],)"
                             R"( "arrow": [{"cells": ["r1c1"], "lines": [["r1c1", "r2c2", "r3c3"]]}, {"cells": ["r1c4"], "lines": [["r1c4", "r2c4"], ["r1c4", "r1c3"]]}]})";
    const PuzzleRecord record = parse_puzzle(text);
    const json object = json::parse(text);
    const ArrowReference first(object["arrow"][0], Geometry(4));
    const ArrowReference second(object["arrow"][1], Geometry(4));
    int expected = 0;
    for (const Grid& grid : testing::every_four_by_four_grid()) {
        expected += first.holds(grid) && second.holds(grid) && grid.at(14) + grid.at(15) == 5 ? 1 : 0;
    }
    EXPECT_GT(expected, 0);
    EXPECT_EQ(count_solutions(record.puzzle, 1000).count, expected);
    EXPECT_EQ(count_by_sat(record.puzzle, 1000).count, expected);
    const PuzzleRecord again = parse_puzzle(write_json(record).dump());
    EXPECT_EQ(count_solutions(again.puzzle, 1000).count, expected);
}

TEST(Arrow, DecorationHoldsOnItsGridAndRepeatsWithTheSeed) {
    const Geometry geometry(9);
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const Grid solution = testing::random_classic_grids(geometry, 1, seed * 31).front();
        const auto decorate = [&](int marks) {
            Rng rng(seed);
            VariantRecipe recipe;
            recipe.marks = marks;
            RuleList rules = classic_rules(geometry);
            Decoration decoration{geometry, &solution, rng, recipe, rules};
            arrow_kind().decorate(decoration);
            json written = json::object();
            std::vector<std::string> cells;
            for (std::size_t i = 3; i < rules.size(); ++i) {
                EXPECT_TRUE(rules[i]->satisfied(solution));
                rules[i]->write_json(written, geometry);
            }
            for (const json& arrow : written.value("arrow", json::array())) {
                EXPECT_GE(arrow["lines"][0].size(), 3u) << "a shaft of two cells or more";
                for (const json& name : arrow["lines"][0]) cells.push_back(name.get<std::string>());
            }
            std::sort(cells.begin(), cells.end());
            EXPECT_EQ(std::adjacent_find(cells.begin(), cells.end()), cells.end()) << "arrows share no cell";
            return written;
        };
        const json arrows = decorate(0);
        EXPECT_EQ(arrows, decorate(0));
        EXPECT_GE(arrows.value("arrow", json::array()).size(), 4u);
        EXPECT_LE(arrows.value("arrow", json::array()).size(), 6u);
        EXPECT_LE(decorate(2).value("arrow", json::array()).size(), 2u);
    }
}

TEST(Arrow, TheSketchHasTheCircleAndEveryLine) {
    const PuzzleRecord record = parse_puzzle(R"({"givens": "................", "arrow": [{"cells": ["r1c1", "r1c2"], "lines": [["r1c1", "r2c1", "r3c1"], ["r1c2", "r2c3"]]}]})");
    const Sketch sketch = sketch_puzzle(record.puzzle);
    ASSERT_EQ(sketch.shapes().size(), 1u);
    EXPECT_EQ(sketch.shapes()[0].shape, CellShape::ring);
    EXPECT_EQ(sketch.shapes()[0].cells, (std::vector<Cell>{0, 1}));
    ASSERT_EQ(sketch.paths().size(), 2u);
    EXPECT_EQ(sketch.paths()[0].style, PathStyle::arrow);
    EXPECT_EQ(sketch.paths()[0].cells, (std::vector<Cell>{0, 4, 8}));
    EXPECT_EQ(sketch.paths()[1].cells, (std::vector<Cell>{1, 6}));
    EXPECT_EQ(sketch.paths()[0].group, sketch.paths()[1].group);
    EXPECT_TRUE(std::any_of(sketch.legends().begin(), sketch.legends().end(), [](const SketchLegend& legend) { return legend.key == "arrows"; }));
}

TEST(Arrow, StepsGiveTheRangesAndTheCells) {
    const PuzzleRecord record = parse_puzzle(R"({"givens": "................", "arrow": [{"cells": ["r1c1"], "lines": [["r1c1", "r1c2", "r1c3"]]}]})");
    const LogicState state(record.puzzle);
    std::optional<Step> step;
    for (const RulePtr& rule : record.puzzle.rules()) {
        if (!step) step = rule->find_step(TechniqueId::arrow_sum, state);
    }
    ASSERT_TRUE(step.has_value());
    EXPECT_EQ(step->text,
              "Arrow sums: the circle r1c1 (1-4) equals the sum of r1c2 and r1c3 on its arrow (3-7 with their candidates, different "
              "digits where they share a house), so r1c1 is 3 or 4, r1c2 is 1-3 and r1c3 is 1-3: 1 and 2 are removed from r1c1; 4 "
              "from r1c2 and r1c3.");
}

TEST(Arrow, GeneratedPuzzlesAreUniqueAndTheLogicSolverNeverRemovesTheSolution) {
    for (const char* variant : {"arrow", "killer,arrow"}) {
        GenerateOptions options;
        options.seed = 5;
        options.variant.steps = parse_variant_list(variant);
        const Generated first = generate(options);
        EXPECT_TRUE(first.puzzle.is_solution(first.solution)) << variant;
        EXPECT_EQ(count_solutions(first.puzzle, 2).count, 1) << variant;
        const Generated again = generate(options);
        EXPECT_EQ(write_json(PuzzleRecord{1, again.puzzle, {}}), write_json(PuzzleRecord{1, first.puzzle, {}})) << variant;
        LogicOptions logic;
        logic.known_solution = &first.solution;
        EXPECT_NO_THROW((void)solve_logically(first.puzzle, logic)) << variant;
    }
}

}  // namespace
}  // namespace arrow_test
}  // namespace gridforge
