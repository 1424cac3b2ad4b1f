// rate_se must give a puzzle the same path whatever was rated before it in the same thread
// (issue 14). The chaining engines are kept per thread and reused between puzzles; nested hints
// used to be told apart by an engine-local serial number that kept running across puzzles, and
// nested engines of different modes numbered independently, so two different nested chains could
// collide and be counted once in a hint's complexity. SE compares nested chains by content
// (FullChain): a path must not depend on the history of the thread.
#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

#include "gridforge/se_rating.hpp"
#include "support/puzzles.hpp"

namespace gridforge {
namespace se_history_test {
namespace {

using testing::puzzle_from;

// The puzzle: its step 6 (Dynamic Forcing Chains (+ Forcing Chains), nested level 3) was
// rated 11.4 after the puzzles below and 11.3 (serate's value) in a fresh thread.
const char* const kPuzzle = ".....5..4.9.....2...6.7.3.....7..8....86.....13..8......3.1.6...2......54......9.";
// Puzzles rated in between (forcing-chain puzzles whose nested hints fill the engines' state).
const std::vector<const char*> kOthers{
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
    "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........",
};

void expect_same_path(const SeRating& fresh, const SeRating& again) {
    ASSERT_EQ(fresh.path.size(), again.path.size());
    for (size_t i = 0; i < fresh.path.size(); ++i) {
        SCOPED_TRACE("step " + std::to_string(i + 1) + " " + fresh.path[i].name);
        EXPECT_EQ(fresh.path[i].name, again.path[i].name);
        EXPECT_EQ(fresh.path[i].difficulty, again.path[i].difficulty);  // exactly, as SE compares them
        EXPECT_EQ(fresh.path[i].cell, again.path[i].cell);
        EXPECT_EQ(fresh.path[i].digit, again.path[i].digit);
        EXPECT_EQ(fresh.path[i].eliminations, again.path[i].eliminations);
    }
    EXPECT_EQ(fresh.er, again.er);
    EXPECT_EQ(fresh.ep, again.ep);
    EXPECT_EQ(fresh.ed, again.ed);
    EXPECT_EQ(fresh.step, again.step);
}

TEST(SeHistory, PathDoesNotDependOnEarlierPuzzles) {
    // A new thread starts with new engines (they are thread_local), whatever ran before in this
    // test binary.
    SeRating fresh, again;
    std::thread worker([&] {
        const Grid grid = puzzle_from(kPuzzle).givens();
        fresh = rate_se(grid, true);
        for (const char* other : kOthers) rate_se(puzzle_from(other).givens(), true);
        again = rate_se(grid, true);
    });
    worker.join();
    ASSERT_TRUE(fresh.solved);
    expect_same_path(fresh, again);
}

}  // namespace
}  // namespace se_history_test
}  // namespace gridforge
