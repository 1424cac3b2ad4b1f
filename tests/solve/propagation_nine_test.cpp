#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "gridforge/generate.hpp"
#include "solve/propagation.hpp"
#include "solve/propagation_nine.hpp"
#include "support/puzzles.hpp"

namespace gridforge {
namespace propagation_nine_test {
namespace {

void expect_same_counters(const Puzzle& puzzle, std::int64_t limit, const std::string& what) {
    const CountResult generic = count_by_propagation(puzzle, PropagationOptions{limit});
    const NineCount nine = count_by_propagation_9x9(puzzle.givens(), limit);
    SCOPED_TRACE(what + " limit " + std::to_string(limit));
    EXPECT_FALSE(nine.over_budget);
    EXPECT_EQ(nine.result.count, generic.count);
    EXPECT_EQ(nine.result.nodes, generic.nodes);
    EXPECT_EQ(nine.result.choices, generic.choices);
    EXPECT_EQ(nine.result.deductions, generic.deductions);
    EXPECT_EQ(nine.result.solution, generic.solution);
}

// rate_search's level rests on these counters. Both are the one search of propagation_search.hpp,
// on two boards: these check that the 9x9 board (its byte tables of houses and peers, its masks)
// walks the same tree as the topology board, to the node and the deduction: hard puzzles (deep
// trees), and every trial state of a dig (near-full to minimal).
TEST(PropagationNine, SameCountersAsThePropagationSolverOnTop95) {
    for (const std::string& line : testing::read_lines(testing::test_data("top95.txt"))) {
        const Puzzle puzzle = testing::puzzle_from(line);
        expect_same_counters(puzzle, 1, line);
        expect_same_counters(puzzle, 2, line);
    }
}

TEST(PropagationNine, SameCountersOnDugPuzzlesAndTheirSeveralSolutionTrials) {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        GenerateOptions options;
        options.seed = seed;
        const Generated made = generate(options);
        expect_same_counters(made.puzzle, 2, "seed " + std::to_string(seed));
        for (Cell cell = 0; cell < 81; cell += 7) {  // one clue fewer: usually several solutions
            if (made.puzzle.givens().at(cell) == 0) continue;
            Grid fewer = made.puzzle.givens();
            fewer.clear(cell);
            expect_same_counters(made.puzzle.with_givens(fewer), 2, "seed " + std::to_string(seed) + " less a clue");
        }
    }
}

TEST(PropagationNine, ContradictoryGivensHaveNoSolution) {
    Grid givens(9);
    givens.set(0, 5);
    givens.set(1, 5);
    const NineCount nine = count_by_propagation_9x9(givens, 2);
    EXPECT_EQ(nine.result.count, 0);
    EXPECT_EQ(nine.result.nodes, 0u);
}

TEST(PropagationNine, StopsAtTheGuessPastTheBudget) {
    const Puzzle puzzle = testing::puzzle_from(testing::read_lines(testing::test_data("top95.txt")).front());
    const std::uint64_t nodes = count_by_propagation_9x9(puzzle.givens(), 2).result.nodes;
    ASSERT_GT(nodes, 4u);
    const NineCount exact = count_by_propagation_9x9(puzzle.givens(), 2, nodes);
    EXPECT_FALSE(exact.over_budget);
    EXPECT_EQ(exact.result.nodes, nodes);
    const NineCount short_of = count_by_propagation_9x9(puzzle.givens(), 2, nodes - 1);
    EXPECT_TRUE(short_of.over_budget);
    EXPECT_EQ(short_of.result.nodes, nodes - 1);
    EXPECT_TRUE(count_by_propagation_9x9(puzzle.givens(), 2, 0).over_budget);
}

TEST(PropagationNine, RefusesOtherSizes) {
    EXPECT_THROW((void)count_by_propagation_9x9(Grid(4), 2), std::invalid_argument);
    EXPECT_THROW((void)count_by_propagation_9x9(Grid(9), 0), std::invalid_argument);
}

}  // namespace
}  // namespace propagation_nine_test
}  // namespace gridforge
