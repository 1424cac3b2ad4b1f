#include <gtest/gtest.h>

#include <stdexcept>

#include "gridforge/solve.hpp"
#include "support/puzzles.hpp"
#include "support/known_puzzles.hpp"

namespace gridforge {
namespace solver_contract_test {
namespace {

using testing::kTwoSolutions;
using testing::puzzle_from;
using testing::puzzle_from_unchecked;

// kTwoSolutions: a nearly full grid with exactly two completions (the 6/7 rectangle in r1 and r4).

class EverySolver : public ::testing::TestWithParam<const Solver*> {};

TEST_P(EverySolver, FindsExactlyTwoSolutionsOfTheIssueGrid) {
    const Puzzle puzzle = puzzle_from(kTwoSolutions);
    const CountResult capped = GetParam()->count(puzzle, 2);
    EXPECT_EQ(capped.count, 2);
    EXPECT_EQ(capped.outcome(), Outcome::several_solutions);
    const CountResult all = GetParam()->count(puzzle, 100);
    EXPECT_EQ(all.count, 2);
    ASSERT_TRUE(all.solution.has_value());
    EXPECT_TRUE(puzzle.is_solution(*all.solution));
}

TEST_P(EverySolver, InconsistentGivensAnswerZeroWithoutSearching) {
    std::string line(81, '.');
    line[0] = '5';
    line[4] = '5';
    const CountResult result = GetParam()->count(puzzle_from_unchecked(line), 2);
    EXPECT_EQ(result.count, 0);
    EXPECT_EQ(result.nodes, 0u);
    EXPECT_EQ(result.deductions, 0u);
    EXPECT_EQ(result.outcome(), Outcome::no_solution);
}

TEST_P(EverySolver, ChoicesAreTheBranchPointsBehindTheGuesses) {
    // Counting every solution tries every option of every branch point, two or more each.
    const CountResult result = GetParam()->count(puzzle_from(kTwoSolutions), 100);
    if (GetParam()->name() == "sat") {
        EXPECT_EQ(result.choices, 0u);  // CaDiCaL's decisions are not counted
        return;
    }
    EXPECT_GE(result.choices, 1u);  // two solutions cannot both follow from forced steps alone
    EXPECT_GE(result.nodes, 2 * result.choices);
}

TEST_P(EverySolver, EmptyGridAnswersTwoAtLimitTwo) {
    const CountResult result = GetParam()->count(Puzzle::classic(Grid(9)), 2);
    EXPECT_EQ(result.count, 2);
    EXPECT_LT(result.nodes, 1000u);  // found almost at once, however naive the search
}

/// Skips solvers that serve only some rule lists (the bitboard solver: classic 9×9).
#define SKIP_UNLESS_SUPPORTED(puzzle) \
    if (!GetParam()->supports(puzzle)) GTEST_SKIP() << GetParam()->name() << " does not serve this board"

TEST_P(EverySolver, ThereAre288CompletedFourByFourGrids) {
    SKIP_UNLESS_SUPPORTED(Puzzle::classic(Grid(4)));
    const CountResult result = GetParam()->count(Puzzle::classic(Grid(4)), 1000);
    EXPECT_EQ(result.count, 288);
}

TEST_P(EverySolver, CountsTheCompletionsOfASixBySixPattern) {
    // Fixing the first row of a 6×6 board leaves 28,200,960 / 720 = 39,168 completions
    // (the number of 6×6 Sudoku grids is 28,200,960: Pettersen / OEIS A107739).
    const Puzzle puzzle = puzzle_from("123456" + std::string(30, '.'));
    SKIP_UNLESS_SUPPORTED(puzzle);
    const CountResult result = GetParam()->count(puzzle, 100000);
    EXPECT_EQ(result.count, 39168);
}

TEST_P(EverySolver, RejectsALimitBelowOne) {
    EXPECT_THROW((void)GetParam()->count(Puzzle::classic(Grid(9)), 0), std::invalid_argument);
}

TEST(SolverRegistry, BitboardServesOnlyClassicNineByNine) {
    const Solver& bitboard = solver_named("bitboard");
    EXPECT_TRUE(bitboard.supports(Puzzle::classic(Grid(9))));
    EXPECT_FALSE(bitboard.supports(Puzzle::classic(Grid(4))));
    const Geometry geometry(9);
    RuleList rules = classic_rules(geometry);
    rules.pop_back();  // no boxes: a Latin square
    const Puzzle latin(geometry, Grid(9), rules);
    EXPECT_FALSE(bitboard.supports(latin));
    EXPECT_THROW((void)bitboard.count(latin, 2), std::invalid_argument);
    EXPECT_EQ(fastest_solver_for(latin).name(), "planes");
}

TEST_P(EverySolver, ABoardWithADeadCellHasNoSolution) {
    // r1c9 sees 1..8 in its row and 9 in its column: no candidate, though no two givens clash.
    const CountResult result = GetParam()->count(puzzle_from("12345678." "........9" + std::string(63, '.')), 2);
    EXPECT_EQ(result.count, 0);
}

INSTANTIATE_TEST_SUITE_P(Registry, EverySolver, ::testing::ValuesIn(solvers()),
                         [](const auto& param_info) { return std::string(param_info.param->name()); });

TEST(SolverRegistry, NamesAndLookup) {
    std::vector<std::string> names;
    for (const Solver* solver : solvers()) names.emplace_back(solver->name());
    EXPECT_EQ(names, (std::vector<std::string>{"triad", "bitboard", "planes", "dlx", "propagation", "mrv", "sequential", "sat"}));
    EXPECT_EQ(solver_named("mrv").name(), "mrv");
    EXPECT_EQ(fastest_solver_for(Puzzle::classic(Grid(9))).name(), "triad");
    EXPECT_EQ(fastest_solver_for(Puzzle::classic(Grid(6))).name(), "planes");
    EXPECT_EQ(fastest_solver_for(Puzzle::classic(Grid(10))).name(), "planes");  // 100 cells: the largest that fit
    EXPECT_EQ(fastest_solver_for(Puzzle::classic(Grid(12))).name(), "dlx");
    EXPECT_EQ(fastest_solver_for(Puzzle::classic(Grid(16))).name(), "dlx");
}

TEST(SolverRegistry, DefaultIsSatOnSixteenBySixteenOnly) {
    EXPECT_EQ(default_solver_for(Puzzle::classic(Grid(16))).name(), "sat");
    EXPECT_EQ(default_solver_for(Puzzle::classic(Grid(12))).name(), "dlx");
    EXPECT_EQ(default_solver_for(Puzzle::classic(Grid(9))).name(), "triad");
}

TEST(SolverRegistry, UnknownNameListsTheKnown) {
    try {
        (void)solver_named("dlx2");
        FAIL() << "expected std::invalid_argument";
    } catch (const std::invalid_argument& error) {
        EXPECT_STREQ(error.what(), "unknown strategy 'dlx2' (known: triad, bitboard, planes, dlx, propagation, mrv, sequential, sat)");
    }
}

TEST(SolverCounters, BitboardBranchesOnBivalueCellsOfAHardPuzzle) {
    // top95 line 4 needs search (lines 1-3 fall to the solver's locked candidates). A unique
    // puzzle counted to 2 tries both digits of each bivalue cell it branches on.
    const Puzzle puzzle =
        puzzle_from("48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....");
    const CountResult result = solver_named("bitboard").count(puzzle, 2);
    EXPECT_EQ(result.count, 1);
    EXPECT_GT(result.choices, 0u);
    EXPECT_EQ(result.nodes, 2 * result.choices);
}

TEST(SolverCounters, PropagationSolvesASinglesPuzzleWithoutGuessing) {
    // A newspaper-easy puzzle: naked and hidden singles alone solve it.
    const Puzzle puzzle =
        puzzle_from("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    const CountResult result = solver_named("propagation").count(puzzle, 2);
    EXPECT_EQ(result.count, 1);
    EXPECT_EQ(result.nodes, 0u);
    EXPECT_EQ(result.choices, 0u);
    EXPECT_EQ(result.deductions, static_cast<std::uint64_t>(81 - puzzle.givens().filled_count()));
    EXPECT_EQ(write_line(*result.solution),
              "534678912672195348198342567859761423426853791713924856961537284287419635345286179");
}

}  // namespace
}  // namespace solver_contract_test
}  // namespace gridforge
