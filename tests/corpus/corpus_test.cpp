// Every solver on the public puzzle sets. top95 and magictour_top1465 are in tests/data; the large
// sets are read from ../shared/data beside the clone and skipped, saying so, when it is absent.
// Expected counts are those the data README reports from tdoku (SolveSudoku with limit 3).

#include <gtest/gtest.h>

#include <filesystem>

#include "gridforge/solve.hpp"
#include "support/puzzles.hpp"

namespace gridforge {
namespace {

using testing::puzzle_from;
using testing::read_lines;

/// Every `stride`-th line of a file (all of them for stride 1).
std::vector<std::string> sample(const std::vector<std::string>& lines, std::size_t stride) {
    std::vector<std::string> picked;
    for (std::size_t i = 0; i < lines.size(); i += stride) picked.push_back(lines[i]);
    return picked;
}

/// Each puzzle is unique, each named solver finds the same solution, and it satisfies every
/// rule and every given.
void expect_unique_and_agreed(const std::vector<std::string>& lines, const std::vector<std::string>& solver_names) {
    ASSERT_FALSE(lines.empty());
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const Puzzle puzzle = puzzle_from(lines[i]);
        std::optional<Grid> first;
        for (const std::string& name : solver_names) {
            const CountResult result = solver_named(name).count(puzzle, 2);
            ASSERT_EQ(result.count, 1) << name << " on line " << i + 1;
            ASSERT_TRUE(puzzle.is_solution(*result.solution)) << name << " on line " << i + 1;
            if (!first) first = result.solution;
            ASSERT_EQ(*result.solution, *first) << name << " on line " << i + 1;
        }
    }
}

std::vector<std::string> shared_set_or_skip(const std::string& name) {
    const std::string path = testing::shared_data(name);
    if (!std::filesystem::exists(path)) return {};
    return read_lines(path);
}

#define SKIP_WITHOUT_SHARED(lines, name)                                                                         \
    if ((lines).empty()) GTEST_SKIP() << name << " is not in ../shared/data beside this clone; skipped"

TEST(Corpus, Top95IsUniqueForEverySolver) {
    const auto lines = read_lines(testing::test_data("top95.txt"));
    ASSERT_EQ(lines.size(), 95u);
    expect_unique_and_agreed(lines, {"bitboard", "dlx", "propagation", "mrv", "sequential", "sat"});
}

TEST(Corpus, MagictourTop1465IsUnique) {
    const auto lines = read_lines(testing::test_data("tdoku_magictour_top1465.txt"));
    ASSERT_EQ(lines.size(), 1465u);
    expect_unique_and_agreed(lines, {"bitboard", "dlx", "propagation", "mrv"});
    expect_unique_and_agreed(sample(lines, 25), {"propagation", "sequential"});
}

TEST(Corpus, SeventeenClueSampleIsUnique) {
    const auto lines = shared_set_or_skip("tdoku_17_clue.txt");
    SKIP_WITHOUT_SHARED(lines, "tdoku_17_clue.txt");
    ASSERT_EQ(lines.size(), 49158u);
    expect_unique_and_agreed(sample(lines, 49), {"bitboard", "dlx", "propagation"});
    // Few clues make plain backtracking slow (~60 ms a puzzle for MRV): a smaller sample.
    expect_unique_and_agreed(sample(lines, 491), {"propagation", "mrv"});
}

TEST(Corpus, ForumHardestSampleIsUnique) {
    const auto lines = shared_set_or_skip("tdoku_forum_hardest_1905_11plus.txt");
    SKIP_WITHOUT_SHARED(lines, "tdoku_forum_hardest_1905_11plus.txt");
    ASSERT_EQ(lines.size(), 48766u);
    expect_unique_and_agreed(sample(lines, 97), {"bitboard", "dlx", "propagation", "mrv"});
}

TEST(Corpus, SergBenchmarkHasEightPuzzlesWithExactlyTwoSolutions) {
    const auto lines = shared_set_or_skip("tdoku_serg_benchmark.txt");
    SKIP_WITHOUT_SHARED(lines, "tdoku_serg_benchmark.txt");
    ASSERT_EQ(lines.size(), 10000u);
    int exactly_two = 0, three_or_more = 0;
    for (const std::string& line : lines) {
        const Puzzle puzzle = puzzle_from(line);
        const CountResult result = solver_named("propagation").count(puzzle, 3);
        ASSERT_GE(result.count, 2) << line;
        ASSERT_TRUE(puzzle.is_solution(*result.solution));
        (result.count == 2 ? exactly_two : three_or_more) += 1;
    }
    EXPECT_EQ(exactly_two, 8);
    EXPECT_EQ(three_or_more, 9992);
    // The other solvers agree on a sample.
    for (const std::string& line : sample(lines, 250)) {
        const Puzzle puzzle = puzzle_from(line);
        const auto expected = solver_named("propagation").count(puzzle, 3).count;
        EXPECT_EQ(solver_named("bitboard").count(puzzle, 3).count, expected) << line;
        EXPECT_EQ(solver_named("dlx").count(puzzle, 3).count, expected) << line;
        EXPECT_EQ(solver_named("sat").count(puzzle, 3).count, expected) << line;
        EXPECT_EQ(solver_named("mrv").count(puzzle, 3).count, expected) << line;
        EXPECT_EQ(solver_named("sequential").count(puzzle, 3).count, expected) << line;
    }
}

}  // namespace
}  // namespace gridforge
