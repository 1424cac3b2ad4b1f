#include <gtest/gtest.h>

#include <vector>

#include "gridforge/solve.hpp"
#include "support/puzzles.hpp"
#include "support/known_puzzles.hpp"

namespace gridforge {
namespace trace_test {
namespace {

using testing::kTop95First;
using testing::puzzle_from;

/// Replays a trace from the givens and checks the stack discipline: when a guess is undone, the
/// grid is exactly the grid from just before that guess.
void expect_trace_replays(const Puzzle& puzzle, std::int64_t limit) {
    Trace trace;
    const CountResult result = count_with_trace(puzzle, limit, trace);
    ASSERT_FALSE(trace.empty());

    Grid grid = puzzle.givens();
    std::vector<Grid> before_guess;  // stack of grids from before each open guess
    std::vector<Grid> solutions;
    std::uint64_t guesses = 0, deductions = 0;
    for (const TraceEvent& event : trace) {
        if (event.action == TraceEvent::Action::place && event.kind == StepKind::guess) {
            // The search guesses only after propagation found no contradiction.
            ASSERT_FALSE(puzzle.with_givens(grid).first_conflict().has_value());
            before_guess.push_back(grid);
            ++guesses;
        }
        if (event.action == TraceEvent::Action::place && event.kind != StepKind::guess) ++deductions;
        ASSERT_NO_THROW(apply(event, grid));
        if (event.action == TraceEvent::Action::undo && event.kind == StepKind::guess) {
            ASSERT_FALSE(before_guess.empty());
            EXPECT_EQ(grid, before_guess.back());
            before_guess.pop_back();
        }
        if (event.action == TraceEvent::Action::solved) solutions.push_back(grid);
    }
    EXPECT_EQ(guesses, result.nodes);
    EXPECT_EQ(deductions, result.deductions);
    ASSERT_EQ(static_cast<std::int64_t>(solutions.size()), result.count);
    if (result.count > 0) {
        EXPECT_EQ(solutions.front(), *result.solution);
        for (const Grid& solution : solutions) EXPECT_TRUE(puzzle.is_solution(solution));
    }
    if (result.count < limit) {
        EXPECT_EQ(grid, puzzle.givens()) << "an exhausted search undoes everything it placed";
    }
}

TEST(Trace, ReplayReproducesEveryIntermediateGridOnAHardPuzzle) {
    // top95 #1: needs many guesses, so the trace has deep backtracking.
    expect_trace_replays(
        puzzle_from(kTop95First), 2);
}

TEST(Trace, ReplayOnAPuzzleWithTwoSolutionsStopsAtTheSecond) {
    expect_trace_replays(
        puzzle_from("534..8912672195348198342567859..1423426853791713924856961537284287419635345286179"), 2);
}

TEST(Trace, ReplayWithHighLimitExhaustsTheSearch) {
    expect_trace_replays(puzzle_from("1234" + std::string(12, '.')), 1000);
}

TEST(Trace, ApplyRefusesEventsThatDoNotFit) {
    Grid grid(4);
    grid.set(0, 1);
    EXPECT_THROW(apply({TraceEvent::Action::place, 0, 2, StepKind::guess}, grid), std::logic_error);
    EXPECT_THROW(apply({TraceEvent::Action::undo, 0, 2, StepKind::guess}, grid), std::logic_error);
    EXPECT_THROW(apply({TraceEvent::Action::solved}, grid), std::logic_error);
}

}  // namespace
}  // namespace trace_test
}  // namespace gridforge
