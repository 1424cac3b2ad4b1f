// trace: the propagation search as events that replay, with gridforge::apply, to the solution.

#include <gtest/gtest.h>

#include "api/api_test_support.hpp"
#include "gridforge/format.hpp"
#include "gridforge/solve.hpp"

namespace gridforge::testing {
namespace trace_op_test {
namespace {

TraceEvent event_from(const nlohmann::json& event, const Geometry& geometry) {
    TraceEvent out{TraceEvent::Action::solved};
    const std::string action = event["action"];
    if (action == "solved") return out;
    out.action = action == "place" ? TraceEvent::Action::place : TraceEvent::Action::undo;
    out.cell = *geometry.parse_cell_name(event["cell"].get<std::string>());
    out.digit = event["digit"].get<Digit>();
    const std::string kind = event["kind"];
    out.kind = kind == "guess" ? StepKind::guess : kind == "naked_single" ? StepKind::naked_single : StepKind::hidden_single;
    return out;
}

TEST(ApiTrace, ReplaysFromTheGivensToTheSolutionAndUndoesAbandonedBranches) {
    const nlohmann::json answer = call({{"op", "trace"}, {"puzzle", kTop95First}});
    const nlohmann::json& trace = answer["x-trace"];
    ASSERT_EQ(trace["truncated"], false);
    EXPECT_EQ(trace["count"], 1);
    EXPECT_EQ(trace["nodes"], 100);  // the propagation solver's nodes, as rate reports them
    const nlohmann::json& events = trace["events"];
    EXPECT_EQ(events.size(), trace["total_events"].get<std::size_t>());
    const Puzzle puzzle = parse_puzzle(kTop95First).puzzle;
    Grid grid = puzzle.givens();
    int solved = 0;
    int undone = 0;
    int guesses = 0;
    for (const nlohmann::json& event : events) {
        const TraceEvent replayed = event_from(event, puzzle.geometry());
        apply(replayed, grid);  // throws when an event does not fit the grid
        if (replayed.action == TraceEvent::Action::solved) {
            ++solved;
            EXPECT_EQ(write_line(grid), kTop95FirstSolution);
        }
        undone += replayed.action == TraceEvent::Action::undo;
        guesses += replayed.action == TraceEvent::Action::place && replayed.kind == StepKind::guess;
    }
    EXPECT_EQ(solved, 1);
    EXPECT_GT(undone, 0);
    EXPECT_EQ(guesses, 100);
    // Proving uniqueness ends by undoing every placement of the search: back to the givens.
    EXPECT_EQ(grid, puzzle.givens());
}

TEST(ApiTrace, KeepsTheFirstEventsWhenTruncated) {
    const nlohmann::json full = call({{"op", "trace"}, {"puzzle", kTop95First}});
    const nlohmann::json cut = call({{"op", "trace"}, {"puzzle", kTop95First}, {"max_events", 10}});
    ASSERT_EQ(cut["x-trace"]["events"].size(), 10u);
    EXPECT_EQ(cut["x-trace"]["truncated"], true);
    EXPECT_EQ(cut["x-trace"]["total_events"], full["x-trace"]["total_events"]);
    for (std::size_t i = 0; i < 10; ++i) EXPECT_EQ(cut["x-trace"]["events"][i], full["x-trace"]["events"][i]);
}

}  // namespace
}  // namespace trace_op_test
}  // namespace gridforge::testing
