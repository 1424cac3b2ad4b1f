#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "gridforge/format.hpp"
#include "gridforge/solve.hpp"
#include "support/known_puzzles.hpp"
#include "support/puzzles.hpp"

namespace gridforge {
namespace solution_list_test {
namespace {

using testing::kEasy;
using testing::kEasySolution;
using testing::kTwoSolutions;
using testing::puzzle_from;

std::set<std::string> lines_of(const std::vector<Grid>& grids) {
    std::set<std::string> lines;
    for (const Grid& grid : grids) lines.insert(write_line(grid));
    return lines;
}

TEST(ListSolutions, AUniquePuzzleHasItsOneSolution) {
    const std::vector<Grid> solutions = list_solutions(puzzle_from(kEasy), 10);
    ASSERT_EQ(solutions.size(), 1u);
    EXPECT_EQ(write_line(solutions.front()), kEasySolution);
}

TEST(ListSolutions, BothSolutionsOfATwoSolutionPuzzle) {
    std::string swapped = kEasySolution;  // the 6 and 7 of r1c4, r1c5, r4c4, r4c5 exchanged
    for (int cell : {3, 4, 30, 31}) swapped[cell] = swapped[cell] == '6' ? '7' : '6';
    EXPECT_EQ(lines_of(list_solutions(puzzle_from(kTwoSolutions), 10)), (std::set<std::string>{kEasySolution, swapped}));
}

TEST(ListSolutions, TheLimitCapsDistinctSolutionsOfThePuzzle) {
    const Puzzle empty = puzzle_from(std::string(16, '.'));
    const std::vector<Grid> solutions = list_solutions(empty, 7);
    EXPECT_EQ(lines_of(solutions).size(), 7u);
    for (const Grid& solution : solutions) EXPECT_TRUE(empty.is_solution(solution)) << write_line(solution);
    EXPECT_THROW((void)list_solutions(empty, 0), std::invalid_argument);
}

}  // namespace
}  // namespace solution_list_test
}  // namespace gridforge
