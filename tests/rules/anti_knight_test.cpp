// Anti-knight (src/rules/anti_knight.cpp) against its definition, written here: no two cells a
// knight's move apart hold the same digit. Oracle on 4x4 and 6x6 boards (support/rule_oracle.hpp),
// JSON, the neighbour-exclusion step, the generator recipe and a combination with killer cages.
#include <gtest/gtest.h>

#include <cstdlib>

#include "gridforge/generate.hpp"
#include "gridforge/logic.hpp"
#include "gridforge/logic/state.hpp"
#include "gridforge/solve.hpp"
#include "support/rule_oracle.hpp"

namespace gridforge {

const RuleKind& anti_knight_kind();

namespace anti_knight_test {
namespace {

using namespace gridforge::testing;

/// The definition: filled cells a knight's move apart differ.
bool no_knight_repeat(const Grid& grid) {
    const Geometry geometry(grid.size());
    for (Cell a = 0; a < grid.cell_count(); ++a) {
        for (Cell b = a + 1; b < grid.cell_count(); ++b) {
            const int rows = std::abs(geometry.row_of(a) - geometry.row_of(b));
            const int columns = std::abs(geometry.column_of(a) - geometry.column_of(b));
            const bool knight = (rows == 1 && columns == 2) || (rows == 2 && columns == 1);
            if (knight && grid.at(a) != 0 && grid.at(a) == grid.at(b)) return false;
        }
    }
    return true;
}

RuleList anti_knight(int size) { return read_kind(anti_knight_kind(), {{"antiknight", true}}, Geometry(size)); }

TEST(AntiKnight, ReadsAndWritesTheFPuzzlesKey) {
    check_flag_kind(anti_knight_kind(), "antiknight", "anti-knight", "anti-knight");
}

TEST(AntiKnight, AgreesWithTheDefinitionOnEveryFourByFourGrid) {
    const RuleList rules = anti_knight(4);
    const auto& grids = every_four_by_four_grid();
    const int keeping = check_definition(rules, grids, no_knight_repeat, "4x4");
    EXPECT_GT(keeping, 0);
    EXPECT_LT(keeping, 288);
    std::vector<Grid> satisfying;
    for (const Grid& grid : grids) {
        if (no_knight_repeat(grid)) satisfying.push_back(grid);
    }
    Rng rng(11);
    const PruneTally tally = check_prune(rules, 4, satisfying, rng, 3000, "4x4 prune");
    EXPECT_GT(tally.pruned, 100);
    EXPECT_GT(tally.conflicts, 100);
    check_cnf_on_grids(rules, grids, no_knight_repeat, "4x4 cnf");
    EXPECT_GT(check_single_changes(rules, satisfying, no_knight_repeat, "4x4 changes"), 0);
}

TEST(AntiKnight, AgreesWithTheDefinitionOnSixBySixPuzzles) {
    const RuleList rules = anti_knight(6);
    Rng rng(5);
    std::vector<Grid> grids = DefinitionSearch(Grid(6), [](const Grid&) { return true; }, &rng).run(1);
    for (int i = 0; i < 150; ++i) {
        for (const Grid& grid : DefinitionSearch(Grid(6), [](const Grid&) { return true; }, &rng).run(1)) grids.push_back(grid);
    }
    const int keeping = check_definition(rules, grids, no_knight_repeat, "6x6");
    EXPECT_LT(keeping, static_cast<int>(grids.size()));
    check_cnf_on_grids(rules, grids, no_knight_repeat, "6x6 cnf");
    EXPECT_GT(check_single_changes(rules, random_satisfying_grids(6, no_knight_repeat, rng, 20), no_knight_repeat, "6x6 changes"), 0);
    const std::size_t completions = check_dug_puzzles(rules, 6, no_knight_repeat, 17, 12, 22, "6x6 dug");
    EXPECT_GT(completions, 12u);
}

TEST(AntiKnight, ExclusionStepNamesTheKnightCells) {
    // r5c5 = 7 on an empty 9x9 board: the eight knight cells lose 7.
    Grid givens(9);
    givens.set(Geometry(9).cell_at(4, 4), 7);
    RuleList rules = classic_rules(Geometry(9));
    for (const RulePtr& rule : anti_knight(9)) rules.push_back(rule);
    const Puzzle puzzle(Geometry(9), givens, rules);
    const LogicState state(puzzle);
    const std::optional<Step> step = rules.back()->find_step(TechniqueId::neighbour_exclusion, state);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, TechniqueId::neighbour_exclusion);
    EXPECT_EQ(step->eliminations.size(), 8u);
    EXPECT_EQ(step->text,
              "Neighbour exclusion (anti-knight): r5c5 is 7, and no cell a knight's move from it may hold 7, so 7 is removed from r3c4, r3c6, "
              "r4c3, r4c7, r6c3, r6c7, r7c4 and r7c6.");
    EXPECT_FALSE(rules.back()->find_step(TechniqueId::parity, state));
}

VariantRecipe recipe(std::vector<std::string> steps) {
    VariantRecipe out;
    out.steps = std::move(steps);
    return out;
}

TEST(AntiKnight, GeneratorMakesUniquePuzzlesAPersonCanSolve) {
    for (const auto& steps : {std::vector<std::string>{"anti-knight"}, std::vector<std::string>{"killer", "anti-knight"}}) {
        GenerateOptions options;
        options.seed = 4;
        options.variant = recipe(steps);
        const Generated first = generate(options);
        const Generated again = generate(options);
        EXPECT_EQ(first.puzzle.givens(), again.puzzle.givens());
        EXPECT_EQ(first.solution, again.solution);
        EXPECT_TRUE(no_knight_repeat(first.solution));
        EXPECT_TRUE(first.puzzle.is_solution(first.solution));
        EXPECT_EQ(count_solutions(first.puzzle, 2).count, 1);
        // Solved by logic under the known-solution guard, with the knight's step used.
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
}  // namespace anti_knight_test
}  // namespace gridforge
