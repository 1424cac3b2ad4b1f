#include <gtest/gtest.h>

#include "gridforge/rate.hpp"
#include "support/puzzles.hpp"
#include "support/known_puzzles.hpp"

namespace gridforge {
namespace search_level_test {
namespace {

using testing::kTop95First;
using testing::puzzle_from;

TEST(SearchLevel, ThresholdsSplitNodesIntoFourLevels) {
    EXPECT_EQ(level_for_nodes(0), Level::easy);
    EXPECT_EQ(level_for_nodes(1), Level::medium);
    EXPECT_EQ(level_for_nodes(3), Level::medium);
    EXPECT_EQ(level_for_nodes(4), Level::hard);
    EXPECT_EQ(level_for_nodes(11), Level::hard);
    EXPECT_EQ(level_for_nodes(12), Level::evil);
    EXPECT_EQ(level_for_nodes(1'000'000), Level::evil);
}

TEST(SearchLevel, NamesRoundTrip) {
    for (Level level : {Level::easy, Level::medium, Level::hard, Level::evil}) {
        EXPECT_EQ(parse_level(level_name(level)), level);
    }
    EXPECT_EQ(parse_level("Hard"), std::nullopt);
    EXPECT_EQ(parse_level("any"), std::nullopt);
}

TEST(SearchLevel, SinglesPuzzleIsEasy) {
    const SearchRating rating =
        rate_search(puzzle_from("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"));
    EXPECT_EQ(rating.outcome, Outcome::unique);
    EXPECT_EQ(rating.level, Level::easy);
    EXPECT_EQ(rating.counters.nodes, 0u);
}

TEST(SearchLevel, Top95FirstPuzzleIsEvil) {
    const SearchRating rating =
        rate_search(puzzle_from(kTop95First));
    EXPECT_EQ(rating.outcome, Outcome::unique);
    EXPECT_EQ(rating.level, Level::evil);
    EXPECT_GE(rating.counters.nodes, 12u);
}

TEST(SearchLevel, PuzzlesWithoutAUniqueSolutionHaveNoLevel) {
    const SearchRating several = rate_search(puzzle_from(std::string(81, '.')));
    EXPECT_EQ(several.outcome, Outcome::several_solutions);
    EXPECT_FALSE(several.level.has_value());
    const SearchRating none = rate_search(puzzle_from("12345678." "........9" + std::string(63, '.')));
    EXPECT_EQ(none.outcome, Outcome::no_solution);
    EXPECT_FALSE(none.level.has_value());
}

}  // namespace
}  // namespace search_level_test
}  // namespace gridforge
