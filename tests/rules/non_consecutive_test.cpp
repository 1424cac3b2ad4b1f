// Non-consecutive (src/rules/non_consecutive.cpp) against its definition, written here: no two
// cells sharing an edge hold digits differing by 1. Oracle on 4x4 and 6x6 boards (support/rule_oracle.hpp),
// JSON, the neighbour-exclusion step, the generator recipe and a combination with Sudoku X.
#include <gtest/gtest.h>

#include <cstdlib>

#include "gridforge/generate.hpp"
#include "gridforge/logic.hpp"
#include "gridforge/logic/state.hpp"
#include "gridforge/solve.hpp"
#include "support/rule_oracle.hpp"

namespace gridforge {

const RuleKind& non_consecutive_kind();

namespace non_consecutive_test {
namespace {

using namespace gridforge::testing;

/// The definition: filled cells sharing an edge do not differ by exactly 1.
bool no_consecutive_neighbours(const Grid& grid) {
    const Geometry geometry(grid.size());
    for (Cell a = 0; a < grid.cell_count(); ++a) {
        for (Cell b = a + 1; b < grid.cell_count(); ++b) {
            const int rows = std::abs(geometry.row_of(a) - geometry.row_of(b));
            const int columns = std::abs(geometry.column_of(a) - geometry.column_of(b));
            const bool beside = rows + columns == 1;
            if (beside && grid.at(a) != 0 && grid.at(b) != 0 && std::abs(grid.at(a) - grid.at(b)) == 1) return false;
        }
    }
    return true;
}

RuleList non_consecutive(int size) { return read_kind(non_consecutive_kind(), {{"nonconsecutive", true}}, Geometry(size)); }

TEST(NonConsecutive, ReadsAndWritesTheFPuzzlesKey) {
    check_flag_kind(non_consecutive_kind(), "nonconsecutive", "non-consecutive", "non-consecutive");
}

TEST(NonConsecutive, AgreesWithTheDefinitionOnEveryFourByFourGrid) {
    const RuleList rules = non_consecutive(4);
    const auto& grids = every_four_by_four_grid();
    // Rows of 1..4 without neighbours differing by 1 are 2413 and 3142 only, so no 4x4 Sudoku grid
    // keeps the rule: prune must never keep a grid alive, and conflicts come often.
    const int keeping = check_definition(rules, grids, no_consecutive_neighbours, "4x4");
    EXPECT_EQ(keeping, 0);
    std::vector<Grid> satisfying;
    for (const Grid& grid : grids) {
        if (no_consecutive_neighbours(grid)) satisfying.push_back(grid);
    }
    Rng rng(11);
    const PruneTally tally = check_prune(rules, 4, satisfying, rng, 3000, "4x4 prune");
    EXPECT_GT(tally.pruned, 100);
    EXPECT_GT(tally.conflicts, 1000);
    check_cnf_on_grids(rules, grids, no_consecutive_neighbours, "4x4 cnf");
}

TEST(NonConsecutive, AgreesWithTheDefinitionOnSixBySixPuzzles) {
    const RuleList rules = non_consecutive(6);
    Rng rng(5);
    std::vector<Grid> grids = DefinitionSearch(Grid(6), [](const Grid&) { return true; }, &rng).run(1);
    for (int i = 0; i < 150; ++i) {
        for (const Grid& grid : DefinitionSearch(Grid(6), [](const Grid&) { return true; }, &rng).run(1)) grids.push_back(grid);
    }
    const int keeping = check_definition(rules, grids, no_consecutive_neighbours, "6x6");
    EXPECT_LT(keeping, static_cast<int>(grids.size()));
    check_cnf_on_grids(rules, grids, no_consecutive_neighbours, "6x6 cnf");
    EXPECT_GT(check_single_changes(rules, random_satisfying_grids(6, no_consecutive_neighbours, rng, 20), no_consecutive_neighbours, "6x6 changes"), 0);
    // Few 6x6 grids keep the rule, so the oracle takes them all: the empty puzzle's SAT count is
    // theirs, and prune keeps each of them within random candidates around it.
    const std::vector<Grid> all = DefinitionSearch(Grid(6), no_consecutive_neighbours).run(100'000);
    EXPECT_GT(all.size(), 1u);
    EXPECT_EQ(check_dug_puzzles(rules, 6, no_consecutive_neighbours, 17, 1, 36, "6x6 empty"), all.size());
    const PruneTally tally = check_prune(rules, 6, all, rng, 2000, "6x6 prune");
    EXPECT_GT(tally.pruned, 100);
    EXPECT_GT(tally.conflicts, 100);
    EXPECT_GE(check_dug_puzzles(rules, 6, no_consecutive_neighbours, 17, 12, 30, "6x6 dug"), 12u);
}

TEST(NonConsecutive, ExclusionStepFromAPlacedDigitAndFromAPairTwoApart) {
    const Geometry g(9);
    RuleList rules = classic_rules(g);
    for (const RulePtr& rule : non_consecutive(9)) rules.push_back(rule);
    Grid givens(9);
    givens.set(g.cell_at(4, 4), 5);  // r5c5
    const LogicState placed(Puzzle(g, givens, rules));
    const std::optional<Step> step = rules.back()->find_step(TechniqueId::neighbour_exclusion, placed);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->text,
              "Neighbour exclusion (non-consecutive): r5c5 is 5, and no cell beside it may hold a digit next to 5, so 4 and 6 are removed from "
              "r4c5, r5c4, r5c6 and r6c5.");
    EXPECT_EQ(step->eliminations.size(), 8u);

    // r1c1 holds 4 or 6 in the player's marks: 5 is next to either, so it leaves r1c2 and r2c1.
    Candidates marks(81, g.all_digits());
    marks[0] = DigitSet::of(4) | DigitSet::of(6);
    const LogicState pencilled(Puzzle(g, Grid(9), rules), Grid(9), marks);
    const std::optional<Step> pair = rules.back()->find_step(TechniqueId::neighbour_exclusion, pencilled);
    ASSERT_TRUE(pair);
    EXPECT_EQ(pair->text,
              "Neighbour exclusion (non-consecutive): r1c1 is 4 or 6, and 5 is next to either, so no cell beside it may hold it: 5 is removed "
              "from r1c2 and r2c1.");
    EXPECT_EQ(pair->eliminations, (std::vector<Candidate>{{g.cell_at(0, 1), 5}, {g.cell_at(1, 0), 5}}));
}

VariantRecipe recipe(std::vector<std::string> steps) {
    VariantRecipe out;
    out.steps = std::move(steps);
    return out;
}

TEST(NonConsecutive, GeneratorMakesUniquePuzzlesAPersonCanSolve) {
    for (const auto& steps : {std::vector<std::string>{"non-consecutive"}, std::vector<std::string>{"non-consecutive", "x"}}) {
        GenerateOptions options;
        options.seed = 3;
        options.variant = recipe(steps);
        const Generated first = generate(options);
        const Generated again = generate(options);
        EXPECT_EQ(first.puzzle.givens(), again.puzzle.givens());
        EXPECT_EQ(first.solution, again.solution);
        EXPECT_TRUE(no_consecutive_neighbours(first.solution));
        EXPECT_TRUE(first.puzzle.is_solution(first.solution));
        EXPECT_EQ(count_solutions(first.puzzle, 2).count, 1);
        // Solved by logic under the known-solution guard, with the non-consecutive step used.
        LogicOptions logic;
        logic.known_solution = &first.solution;
        const LogicPath path = solve_logically(first.puzzle, logic);
        EXPECT_EQ(path.outcome, LogicOutcome::solved);
        int exclusions = 0;
        for (const Step& step : path.steps) exclusions += step.technique == TechniqueId::neighbour_exclusion ? 1 : 0;
        EXPECT_GT(exclusions, 0);
    }
}

}  // namespace
}  // namespace non_consecutive_test
}  // namespace gridforge
