// The C API's count and solve: the engine's answers, and the statuses of puzzles that are not unique.

#include <gtest/gtest.h>

#include <array>
#include <string>

#include "capi/capi_test_support.hpp"
#include "support/known_puzzles.hpp"

namespace gridforge::testing {
namespace solve_capi_test {
namespace {

/// 4x4: r1c1 sees 2 and 3 in its row, 1 in its box and 4 in its column, yet no two givens clash.
constexpr const char* kNoSolution4 = ".23..1..4.......";

TEST(CApiSolve, SolvesAUniquePuzzle) {
    PuzzlePtr puzzle;
    ASSERT_EQ(gf_puzzle_parse(kTop95First, puzzle.out()), GF_OK);
    int64_t count = -1;
    ASSERT_EQ(gf_count(puzzle.get(), 2, &count), GF_OK);
    EXPECT_EQ(count, 1);
    std::array<int, 81> solution{};
    ASSERT_EQ(gf_solve(puzzle.get(), solution.data(), solution.size()), GF_OK) << gf_last_error();
    EXPECT_EQ(digits_text(solution), kTop95FirstSolution);
}

TEST(CApiSolve, CountsUpToTheLimit) {
    PuzzlePtr empty;
    ASSERT_EQ(gf_puzzle_parse("................", empty.out()), GF_OK);
    int64_t count = 0;
    ASSERT_EQ(gf_count(empty.get(), 1000, &count), GF_OK);
    EXPECT_EQ(count, 288);  // every completed 4x4 grid
    ASSERT_EQ(gf_count(empty.get(), 10, &count), GF_OK);
    EXPECT_EQ(count, 10);
}

TEST(CApiSolve, RefusesALimitOutOfRange) {
    PuzzlePtr puzzle;
    ASSERT_EQ(gf_puzzle_parse(kTop95First, puzzle.out()), GF_OK);
    int64_t count = 5;
    EXPECT_EQ(gf_count(puzzle.get(), 0, &count), GF_CONTRACT_ERROR);
    EXPECT_EQ(count, 0);
    EXPECT_EQ(std::string(gf_last_error()), "gf_count: limit 0 is out of range 1..10000000");
    EXPECT_EQ(gf_count(puzzle.get(), 10'000'001, &count), GF_CONTRACT_ERROR);
}

TEST(CApiSolve, SaysWhenThereIsNoOneSolution) {
    std::array<int, 81> solution{};
    PuzzlePtr several;
    ASSERT_EQ(gf_puzzle_parse(kTwoSolutions, several.out()), GF_OK);
    solution.fill(7);
    EXPECT_EQ(gf_solve(several.get(), solution.data(), solution.size()), GF_SEVERAL_SOLUTIONS);
    EXPECT_EQ(std::string(gf_last_error()), "gf_solve: the puzzle has several solutions");
    EXPECT_EQ(digits_text(solution), std::string(81, '.'));  // no half answer

    PuzzlePtr none;
    ASSERT_EQ(gf_puzzle_parse(kNoSolution4, none.out()), GF_OK) << gf_last_error();
    std::array<int, 16> small{};
    EXPECT_EQ(gf_solve(none.get(), small.data(), small.size()), GF_NO_SOLUTION);
    EXPECT_EQ(std::string(gf_last_error()), "gf_solve: the puzzle has no solution");
    int64_t count = -1;
    ASSERT_EQ(gf_count(none.get(), 2, &count), GF_OK);  // counting is no error
    EXPECT_EQ(count, 0);
}

}  // namespace
}  // namespace solve_capi_test
}  // namespace gridforge::testing
