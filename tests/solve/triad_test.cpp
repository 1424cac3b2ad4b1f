#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "gridforge/classic_count.hpp"
#include "gridforge/solve.hpp"
#include "solve/bitboard.hpp"
#include "solve/triad.hpp"
#include "support/known_puzzles.hpp"
#include "support/puzzles.hpp"

namespace gridforge {
namespace triad_test {
namespace {

using testing::puzzle_from;
using testing::puzzle_from_unchecked;

/// Every counter and the first solution: the vector and array paths must take the same path.
void expect_same_search(const CountResult& vector_lanes, const CountResult& array_lanes, const std::string& what) {
    EXPECT_EQ(vector_lanes.count, array_lanes.count) << what;
    EXPECT_EQ(vector_lanes.solution, array_lanes.solution) << what;
    EXPECT_EQ(vector_lanes.nodes, array_lanes.nodes) << what;
    EXPECT_EQ(vector_lanes.choices, array_lanes.choices) << what;
    EXPECT_EQ(vector_lanes.deductions, array_lanes.deductions) << what;
}

/// The triad solver's verdicts against the bitboard solver's on a file of puzzles, both paths.
/// Counted to 2, a unique puzzle's solution is the solution, so both solvers must give it.
void expect_agreement_on(const std::vector<std::string>& lines, std::int64_t limit) {
    for (const std::string& line : lines) {
        const Puzzle puzzle = puzzle_from(line);
        const CountResult triad = count_by_triad(puzzle, limit);
        const CountResult bitboard = count_by_bitboard(puzzle, limit);
        ASSERT_EQ(triad.count, bitboard.count) << line;
        if (limit >= 2 && triad.count == 1) {
            EXPECT_EQ(triad.solution, bitboard.solution) << line;
        }
        if (triad.solution) {
            EXPECT_TRUE(puzzle.is_solution(*triad.solution)) << line;
        }
        expect_same_search(triad, count_by_triad_portable(puzzle, limit), line);
    }
}

TEST(TriadSolver, AgreesWithBitboardOnTop95AndMagictour) {
    for (const char* file : {"top95.txt", "tdoku_magictour_top1465.txt"}) {
        const auto lines = testing::read_lines(testing::test_data(file));
        ASSERT_FALSE(lines.empty()) << file;
        expect_agreement_on(lines, 2);
        expect_agreement_on(std::vector<std::string>(lines.begin(), lines.begin() + 50), 1);
    }
}

/// The generator's check of one removed given: with every given of a unique puzzle (a top95
/// puzzle and one more given) removed in turn, "a solution other than the removed digit there" must exist exactly when the trial has two
/// or more solutions (counted to 2), and never on the unique puzzle's own empty cells.
TEST(TriadSolver, OtherThanAnswersWhetherARemovedGivenWasNeeded) {
    const auto lines = testing::sanitizer_sample(testing::read_lines(testing::test_data("top95.txt")));
    ASSERT_FALSE(lines.empty());
    int needed = 0;
    int not_needed = 0;
    for (const std::string& line : lines) {
        const Puzzle puzzle = puzzle_from(line);
        const CountResult unique = count_by_triad(puzzle, 2);
        ASSERT_EQ(unique.count, 1) << line;
        const Grid& solution = *unique.solution;
        // top95's puzzles are minimal: one more given from the solution makes a clue not needed.
        Grid givens = puzzle.givens();
        for (Cell cell = 0; cell < 81; ++cell) {
            if (givens.at(cell) == 0) {
                givens.set(cell, solution.at(cell));
                break;
            }
        }
        for (Cell cell = 0; cell < 81; ++cell) {
            Grid trial = givens;
            if (trial.at(cell) == 0) {
                EXPECT_EQ(count_by_triad_other_than(trial, cell, solution.at(cell)).count, 0) << line << " r" << cell / 9 + 1 << "c" << cell % 9 + 1;
                continue;
            }
            trial.clear(cell);
            const bool several = count_by_triad(trial, 2).count == 2;
            const CountResult other = count_by_triad_other_than(trial, cell, solution.at(cell));
            EXPECT_EQ(other.count, several ? 1 : 0) << line << " without r" << cell / 9 + 1 << "c" << cell % 9 + 1;
            if (other.count == 1) {
                EXPECT_NE(other.solution->at(cell), solution.at(cell));
                EXPECT_TRUE(puzzle.with_givens(trial).is_solution(*other.solution));
            }
            ++(several ? needed : not_needed);
        }
    }
    EXPECT_GT(needed, 0);
    EXPECT_GT(not_needed, 0);
}

/// count_classic_cells (gridforge/classic_count.hpp) is the triad solver's count without a
/// Puzzle: the same count, first solution and counters on every top95 puzzle, at limits 1 and 2.
TEST(TriadSolver, ClassicCellsCountAsTheRegisteredSolverDoes) {
    const auto lines = testing::read_lines(testing::test_data("top95.txt"));
    ASSERT_FALSE(lines.empty());
    const Solver& triad = solver_named("triad");
    for (const std::string& line : lines) {
        const Puzzle puzzle = puzzle_from(line);
        ClassicCells cells{};
        for (Cell cell = 0; cell < 81; ++cell) cells[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(puzzle.givens().at(cell));
        for (const std::int64_t limit : {1, 2}) {
            const CountResult expected = triad.count(puzzle, limit);
            const CountResult counted = count_classic_cells(cells, limit);
            EXPECT_EQ(counted.count, expected.count) << line;
            EXPECT_EQ(counted.solution, expected.solution) << line;
            EXPECT_EQ(counted.nodes, expected.nodes) << line;
            EXPECT_EQ(counted.choices, expected.choices) << line;
            EXPECT_EQ(counted.deductions, expected.deductions) << line;
        }
    }
}

TEST(TriadSolver, ClassicCellsRefuseABadLimitOrCellAndAnswerZeroForAClash) {
    ClassicCells cells{};
    EXPECT_EQ(count_classic_cells(cells, 3).count, 3);  // an empty grid has billions of completions
    EXPECT_THROW((void)count_classic_cells(cells, 0), std::invalid_argument);
    cells[80] = 10;
    try {
        (void)count_classic_cells(cells, 2);
        ADD_FAILURE() << "a cell holding 10 was counted";
    } catch (const std::invalid_argument& error) {
        EXPECT_NE(std::string(error.what()).find("r9c9 holds 10"), std::string::npos) << error.what();
    }
    cells[80] = 0;
    cells[0] = 5;
    cells[8] = 5;  // r1c1 and r1c9: two 5s in row 1
    const CountResult clash = count_classic_cells(cells, 2);
    EXPECT_EQ(clash.count, 0);
    EXPECT_EQ(clash.nodes, 0u);
}

TEST(TriadSolver, AgreesWithBitboardOnTheSharedSets) {
    // The first 300 lines of each of the sets, when ../shared/data is present.
    int found = 0;
    for (const char* file : {"tdoku_17_clue.txt", "tdoku_forum_hardest_1905_11plus.txt", "tdoku_serg_benchmark.txt"}) {
        auto lines = testing::read_lines(testing::shared_data(file));
        if (lines.empty()) continue;
        ++found;
        if (lines.size() > 300) lines.resize(300);
        for (auto& line : lines) line.resize(81);
        expect_agreement_on(lines, 2);
    }
    if (found == 0) GTEST_SKIP() << "no shared data sets";
}

TEST(TriadSolver, FindsEveryCompletionOfTheTwoSolutionGrid) {
    const Puzzle puzzle = puzzle_from(testing::kTwoSolutions);
    for (const std::int64_t limit : {1, 2, 3, 100}) {
        const CountResult result = count_by_triad(puzzle, limit);
        EXPECT_EQ(result.count, std::min<std::int64_t>(limit, 2)) << limit;
        ASSERT_TRUE(result.solution.has_value());
        EXPECT_TRUE(puzzle.is_solution(*result.solution));
        expect_same_search(result, count_by_triad_portable(puzzle, limit), "limit " + std::to_string(limit));
    }
}

TEST(TriadSolver, StopsAtTheLimitOnAnOpenGrid) {
    // A grid with one row given has 9!·... completions: the search must stop at the limit.
    const Puzzle puzzle = puzzle_from("123456789" + std::string(72, '.'));
    for (const std::int64_t limit : {1, 2, 10, 1000}) {
        const CountResult result = count_by_triad(puzzle, limit);
        EXPECT_EQ(result.count, limit);
        ASSERT_TRUE(result.solution.has_value());
        EXPECT_TRUE(puzzle.is_solution(*result.solution));
        expect_same_search(result, count_by_triad_portable(puzzle, limit), "limit " + std::to_string(limit));
    }
}

TEST(TriadSolver, AnswersZeroForPuzzlesWithoutSolution) {
    // Givens clashing in a row, a column and a box; then givens that agree pairwise but leave
    // r1c9 no digit (1-8 in its row, 9 in its column): the search must not start.
    std::string row_clash(81, '.'), column_clash(81, '.'), box_clash(81, '.');
    row_clash[0] = row_clash[8] = '3';
    column_clash[4] = column_clash[76] = '7';
    box_clash[30] = box_clash[50] = '1';
    const std::string empty_cell = "12345678." + std::string(71, '.') + "9";
    for (const std::string& line : {row_clash, column_clash, box_clash, empty_cell}) {
        const Puzzle puzzle = puzzle_from_unchecked(line);
        const CountResult result = count_by_triad(puzzle, 2);
        EXPECT_EQ(result.count, 0) << line;
        EXPECT_FALSE(result.solution.has_value()) << line;
        EXPECT_EQ(result.nodes, 0u) << line;
        expect_same_search(result, count_by_triad_portable(puzzle, 2), line);
    }
}

TEST(TriadSolver, CountsTheBranchPointsOfAHardPuzzle) {
    // top95 line 4 needs search (lines 1-3 fall to singles and the permutation rule). It is hard
    // (under 30 cells solved at the root), so it branches on band configurations: 6 branch points
    // when this was written (10 on bivalue cells before the hard mode), each a digit with two
    // configurations, both tried (a unique puzzle counted to 2).
    const auto lines = testing::read_lines(testing::test_data("top95.txt"));
    ASSERT_GE(lines.size(), 4u);
    EXPECT_EQ(count_by_triad(puzzle_from(lines[0]), 2).choices, 0u);
    const CountResult result = count_by_triad(puzzle_from(lines[3]), 2);
    EXPECT_EQ(result.count, 1);
    EXPECT_EQ(result.choices, 6u);
    EXPECT_EQ(result.nodes, 2 * result.choices);
    EXPECT_GT(result.deductions, 64u);  // more than the 64 open cells: solved again in each branch
}

TEST(TriadSolver, IsTheFastestRegisteredSolverForClassicPuzzles) {
    EXPECT_EQ(fastest_solver_for(Puzzle::classic(Grid(9))).name(), "triad");
    EXPECT_FALSE(solver_named("triad").supports(Puzzle::classic(Grid(4))));
}

}  // namespace
}  // namespace triad_test
}  // namespace gridforge
