// Anti-king (src/rules/anti_king.cpp) against its definition, written here: no two cells a
// king's move apart (touching, even at a corner) hold the same digit. Oracle on 4x4 and 6x6 boards (support/rule_oracle.hpp),
// JSON, the neighbour-exclusion step, the generator recipe and a combination with jigsaw regions.
#include <gtest/gtest.h>

#include <cstdlib>

#include "gridforge/generate.hpp"
#include "gridforge/logic.hpp"
#include "gridforge/logic/state.hpp"
#include "gridforge/solve.hpp"
#include "support/rule_oracle.hpp"

namespace gridforge {

const RuleKind& anti_king_kind();

namespace anti_king_test {
namespace {

using namespace gridforge::testing;

/// The definition: filled cells touching (at an edge or a corner) differ.
bool no_king_repeat(const Grid& grid) {
    const Geometry geometry(grid.size());
    for (Cell a = 0; a < grid.cell_count(); ++a) {
        for (Cell b = a + 1; b < grid.cell_count(); ++b) {
            const int rows = std::abs(geometry.row_of(a) - geometry.row_of(b));
            const int columns = std::abs(geometry.column_of(a) - geometry.column_of(b));
            const bool king = rows <= 1 && columns <= 1;
            if (king && grid.at(a) != 0 && grid.at(a) == grid.at(b)) return false;
        }
    }
    return true;
}

RuleList anti_king(int size) { return read_kind(anti_king_kind(), {{"antiking", true}}, Geometry(size)); }

TEST(AntiKing, ReadsAndWritesTheFPuzzlesKey) {
    check_flag_kind(anti_king_kind(), "antiking", "anti-king", "anti-king");
}

TEST(AntiKing, AgreesWithTheDefinitionOnEveryFourByFourGrid) {
    const RuleList rules = anti_king(4);
    const auto& grids = every_four_by_four_grid();
    // The four centre cells touch each other and the corners' neighbours: no 4x4 Sudoku grid keeps
    // the rule, so prune must never keep a grid alive, and conflicts come often.
    const int keeping = check_definition(rules, grids, no_king_repeat, "4x4");
    EXPECT_EQ(keeping, 0);
    std::vector<Grid> satisfying;
    for (const Grid& grid : grids) {
        if (no_king_repeat(grid)) satisfying.push_back(grid);
    }
    Rng rng(11);
    const PruneTally tally = check_prune(rules, 4, satisfying, rng, 3000, "4x4 prune");
    EXPECT_GT(tally.conflicts, 2000);
    check_cnf_on_grids(rules, grids, no_king_repeat, "4x4 cnf");
}

TEST(AntiKing, AgreesWithTheDefinitionOnSixBySixPuzzles) {
    const RuleList rules = anti_king(6);
    Rng rng(5);
    std::vector<Grid> grids = DefinitionSearch(Grid(6), [](const Grid&) { return true; }, &rng).run(1);
    for (int i = 0; i < 150; ++i) {
        for (const Grid& grid : DefinitionSearch(Grid(6), [](const Grid&) { return true; }, &rng).run(1)) grids.push_back(grid);
    }
    const int keeping = check_definition(rules, grids, no_king_repeat, "6x6");
    EXPECT_LT(keeping, static_cast<int>(grids.size()));
    check_cnf_on_grids(rules, grids, no_king_repeat, "6x6 cnf");
    EXPECT_GT(check_single_changes(rules, random_satisfying_grids(6, no_king_repeat, rng, 20), no_king_repeat, "6x6 changes"), 0);
    const std::size_t completions = check_dug_puzzles(rules, 6, no_king_repeat, 17, 12, 22, "6x6 dug");
    EXPECT_GT(completions, 12u);
}

TEST(AntiKing, ExclusionStepNamesTheCornerCells) {
    // r4c4 = 4 on an empty 9x9 board: of its king cells only r3c3, r3c5 and r5c3 lie outside its
    // row, column and box (placing it already took 4 from the others).
    Grid givens(9);
    givens.set(Geometry(9).cell_at(3, 3), 4);  // r4c4
    RuleList rules = classic_rules(Geometry(9));
    for (const RulePtr& rule : anti_king(9)) rules.push_back(rule);
    const Puzzle puzzle(Geometry(9), givens, rules);
    const LogicState state(puzzle);
    const std::optional<Step> step = rules.back()->find_step(TechniqueId::neighbour_exclusion, state);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->text,
              "Neighbour exclusion (anti-king): r4c4 is 4, and no cell touching it, even at a corner, may hold 4, so 4 "
              "is removed from r3c3, r3c5 and r5c3.");
    const Geometry g(9);
    EXPECT_EQ(step->eliminations, (std::vector<Candidate>{{g.cell_at(2, 2), 4}, {g.cell_at(2, 4), 4}, {g.cell_at(4, 2), 4}}));
}

VariantRecipe recipe(std::vector<std::string> steps) {
    VariantRecipe out;
    out.steps = std::move(steps);
    return out;
}

TEST(AntiKing, GeneratorMakesUniquePuzzlesAPersonCanSolve) {
    for (const auto& steps : {std::vector<std::string>{"anti-king"}, std::vector<std::string>{"jigsaw", "anti-king"}}) {
        GenerateOptions options;
        options.seed = 4;
        options.variant = recipe(steps);
        const Generated first = generate(options);
        const Generated again = generate(options);
        EXPECT_EQ(first.puzzle.givens(), again.puzzle.givens());
        EXPECT_EQ(first.solution, again.solution);
        EXPECT_TRUE(no_king_repeat(first.solution));
        EXPECT_TRUE(first.puzzle.is_solution(first.solution));
        EXPECT_EQ(count_solutions(first.puzzle, 2).count, 1);
        // Solved by logic under the known-solution guard, with the king's step used.
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
}  // namespace anti_king_test
}  // namespace gridforge
