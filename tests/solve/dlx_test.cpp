#include <gtest/gtest.h>

#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>

#include "gridforge/format.hpp"
#include "gridforge/generate.hpp"
#include "gridforge/rng.hpp"
#include "gridforge/solve.hpp"
#include "solve/dlx.hpp"
#include "support/even_cells_rule.hpp"
#include "support/puzzles.hpp"

namespace gridforge {
namespace dlx_test {
namespace {

using testing::puzzle_from;
using testing::puzzle_from_unchecked;

/// Classic 9×9 rules plus the two long diagonals as houses (Sudoku X), with no givens.
Puzzle empty_sudoku_x() {
    const Geometry geometry(9);
    House main_diagonal{HouseKind::diagonal, "main diagonal", {}};
    House anti_diagonal{HouseKind::diagonal, "anti diagonal", {}};
    for (int i = 0; i < 9; ++i) {
        main_diagonal.cells.push_back(geometry.cell_at(i, i));
        anti_diagonal.cells.push_back(geometry.cell_at(i, 8 - i));
    }
    RuleList rules = classic_rules(geometry);
    rules.push_back(std::make_shared<HouseRule>("diagonals", std::vector<House>{main_diagonal, anti_diagonal}));
    return Puzzle(geometry, Grid(9), rules);
}

TEST(DlxSupport, HousesOnlyRuleListsAreServed) {
    EXPECT_TRUE(dlx_supports(Puzzle::classic(Grid(4))));
    EXPECT_TRUE(dlx_supports(Puzzle::classic(Grid(16))));
    EXPECT_TRUE(dlx_supports(empty_sudoku_x()));
}

TEST(DlxSupport, ARuleThatIsNotHousesOnlyIsNot) {
    const Geometry geometry(4);
    RuleList rules = classic_rules(geometry);
    rules.push_back(std::make_shared<testing::EvenCellsRule>(std::vector<Cell>{0}));
    const Puzzle puzzle(geometry, Grid(4), rules);
    EXPECT_FALSE(dlx_supports(puzzle));
    EXPECT_THROW((void)count_by_dlx(puzzle, 2), std::invalid_argument);
}

TEST(DlxCount, ThereAre288CompletedFourByFourGrids) {
    const Puzzle puzzle = Puzzle::classic(Grid(4));
    const CountResult result = count_by_dlx(puzzle, 1000);
    EXPECT_EQ(result.count, 288);
    ASSERT_TRUE(result.solution.has_value());
    EXPECT_TRUE(puzzle.is_solution(*result.solution));
}

TEST(DlxCount, StopsAtTheLimit) {
    EXPECT_EQ(count_by_dlx(Puzzle::classic(Grid(4)), 5).count, 5);
    EXPECT_EQ(count_by_dlx(Puzzle::classic(Grid(9)), 2).count, 2);
}

TEST(DlxCount, CountsTheCompletionsOfASixBySixPattern) {
    // 28,200,960 6×6 grids (OEIS A107739) / 720 orderings of the first row = 39,168.
    const CountResult result = count_by_dlx(puzzle_from("123456" + std::string(30, '.')), 100000);
    EXPECT_EQ(result.count, 39168);
}

TEST(DlxCount, FindsExactlyTwoSolutionsOfTheIssueGrid) {
    const Puzzle puzzle =
        puzzle_from("534..8912672195348198342567859..1423426853791713924856961537284287419635345286179");
    EXPECT_EQ(count_by_dlx(puzzle, 2).count, 2);
    const CountResult all = count_by_dlx(puzzle, 100);
    EXPECT_EQ(all.count, 2);
    ASSERT_TRUE(all.solution.has_value());
    EXPECT_TRUE(puzzle.is_solution(*all.solution));
}

TEST(DlxCount, InconsistentGivensAnswerZeroWithoutSearching) {
    std::string line(81, '.');
    line[0] = '5';
    line[4] = '5';
    const CountResult result = count_by_dlx(puzzle_from_unchecked(line), 2);
    EXPECT_EQ(result.count, 0);
    EXPECT_FALSE(result.solution.has_value());
    EXPECT_EQ(result.nodes, 0u);
    EXPECT_EQ(result.deductions, 0u);
}

TEST(DlxCount, ABoardWithADeadCellHasNoSolution) {
    // r1c9 sees 1..8 in its row and 9 in its column: an empty column, found before any guess.
    const CountResult result = count_by_dlx(puzzle_from("12345678." "........9" + std::string(63, '.')), 2);
    EXPECT_EQ(result.count, 0);
    EXPECT_EQ(result.nodes, 0u);
}

TEST(DlxCount, SinglesPuzzleNeedsOnlyDeductions) {
    // Solved by naked and hidden singles alone: every step meets a column of size 1.
    const Puzzle puzzle =
        puzzle_from("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    const CountResult result = count_by_dlx(puzzle, 2);
    EXPECT_EQ(result.count, 1);
    EXPECT_EQ(result.nodes, 0u);
    EXPECT_EQ(result.deductions, static_cast<std::uint64_t>(81 - puzzle.givens().filled_count()));
    ASSERT_TRUE(result.solution.has_value());
    EXPECT_EQ(write_line(*result.solution),
              "534678912672195348198342567859761423426853791713924856961537284287419635345286179");
}

TEST(DlxCorpus, Top95AreUniqueAndAgreeWithPropagation) {
    const std::vector<std::string> lines = testing::read_lines(std::string(GRIDFORGE_TEST_DATA) + "/top95.txt");
    ASSERT_EQ(lines.size(), 95u);
    const Solver& propagation = solver_named("propagation");
    // Under the sanitizers every 10th line (testing::sanitizer_sample); all 95 in Release.
    const std::size_t step = testing::kUnderSanitizers ? 10 : 1;
    for (std::size_t i = 0; i < lines.size(); i += step) {
        SCOPED_TRACE("top95 line " + std::to_string(i + 1));
        const Puzzle puzzle = parse_puzzle(lines[i]).puzzle;
        const CountResult dlx = count_by_dlx(puzzle, 2);
        const CountResult reference = propagation.count(puzzle, 2);
        EXPECT_EQ(dlx.count, 1);
        ASSERT_TRUE(dlx.solution.has_value());
        ASSERT_TRUE(reference.solution.has_value());
        EXPECT_EQ(*dlx.solution, *reference.solution);
        EXPECT_TRUE(puzzle.is_solution(*dlx.solution));
    }
}

TEST(DlxExtraHouses, EmptySudokuXHasSeveralSolutions) {
    const Puzzle puzzle = empty_sudoku_x();
    const CountResult result = count_by_dlx(puzzle, 2);
    EXPECT_EQ(result.count, 2);
    ASSERT_TRUE(result.solution.has_value());
    EXPECT_TRUE(puzzle.is_solution(*result.solution));
}

TEST(DlxLarge, SixteenBySixteenAgreesWithPropagation) {
    Rng rng(20240611);
    const Puzzle blank = Puzzle::classic(Grid(16));
    const Grid full = random_full_grid(blank, rng);
    Grid givens = full;
    std::vector<Cell> cells(static_cast<std::size_t>(givens.cell_count()));
    std::iota(cells.begin(), cells.end(), 0);
    rng.shuffle(cells);
    for (std::size_t i = 0; i < 100; ++i) givens.clear(cells[i]);
    const Puzzle puzzle = blank.with_givens(givens);

    const CountResult dlx = count_by_dlx(puzzle, 2);
    EXPECT_GE(dlx.count, 1);
    ASSERT_TRUE(dlx.solution.has_value());
    EXPECT_TRUE(puzzle.is_solution(*dlx.solution));
    EXPECT_EQ(dlx.count, solver_named("propagation").count(puzzle, 2).count);
    if (dlx.count == 1) {
        EXPECT_EQ(*dlx.solution, full);
    }
}

// The generator's bounded check: within the budget the same answer and counters as the
// unbounded search; past it, nodes = budget + 1 and the search has stopped.
TEST(DlxWithin, SameAsUnboundedWithinTheBudgetAndStopsPastIt) {
    const std::vector<std::string> lines = testing::read_lines(std::string(GRIDFORGE_TEST_DATA) + "/top95.txt");
    const Puzzle puzzle = parse_puzzle(lines.front()).puzzle;
    const CountResult full = count_by_dlx(puzzle, 2);
    ASSERT_GT(full.nodes, 10u);
    const CountResult within = count_by_dlx_within(puzzle, 2, full.nodes);
    EXPECT_EQ(within.count, full.count);
    EXPECT_EQ(within.nodes, full.nodes);
    EXPECT_EQ(within.solution, full.solution);
    const CountResult stopped = count_by_dlx_within(puzzle, 2, 10);
    EXPECT_EQ(stopped.nodes, 11u);
}

}  // namespace
}  // namespace dlx_test
}  // namespace gridforge
