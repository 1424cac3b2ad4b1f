// The three difficulty scales as one vocabulary (scale.hpp).
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "gridforge/scale.hpp"
#include "gridforge/solve.hpp"
#include "support/puzzles.hpp"
#include "support/known_puzzles.hpp"

namespace gridforge {
namespace scale_test {
namespace {

using testing::kEasterMonster;
using testing::kEasy;
using testing::puzzle_from;

TEST(Scale, NamesRoundTrip) {
    for (Scale scale : {Scale::search, Scale::technique, Scale::mcm}) {
        EXPECT_EQ(parse_scale(scale_name(scale)), scale);
        const auto& levels = scale_levels(scale);
        for (std::size_t i = 0; i < levels.size(); ++i) {
            const ScaleLevel level = parse_scale_level(scale, levels[i]);
            EXPECT_EQ(level.index, static_cast<int>(i));
            EXPECT_EQ(level.name(), levels[i]);
        }
    }
    EXPECT_EQ(parse_scale("Search"), std::nullopt);
    EXPECT_EQ(scale_levels(Scale::technique).back(), "extreme");
    EXPECT_EQ(scale_levels(Scale::mcm).front(), "cinch");
}

TEST(Scale, UnknownLevelIsNamedWithTheLevelsOfItsScale) {
    try {
        (void)parse_scale_level(Scale::technique, "evil");
        FAIL() << "no exception";
    } catch (const std::invalid_argument& error) {
        EXPECT_EQ(std::string(error.what()),
                  "no level 'evil' on the technique scale (levels: easy, medium, hard, unfair, extreme)");
    }
}

TEST(Scale, SinglesPuzzleIsTheEasiestOnEveryScale) {
    const Puzzle puzzle = puzzle_from(kEasy);
    const Grid solution = *count_solutions(puzzle, 1).solution;
    for (Scale scale : {Scale::search, Scale::technique, Scale::mcm}) {
        EXPECT_EQ(level_on_scale(puzzle, solution, scale), (ScaleLevel{scale, 0})) << scale_name(scale);
    }
}

TEST(Scale, EasterMonsterIsTheHardestOnEveryScale) {
    const Puzzle puzzle = puzzle_from(kEasterMonster);
    const Grid solution = *count_solutions(puzzle, 1).solution;
    for (Scale scale : {Scale::search, Scale::technique, Scale::mcm}) {
        const int hardest = static_cast<int>(scale_levels(scale).size()) - 1;
        EXPECT_EQ(level_on_scale(puzzle, solution, scale), (ScaleLevel{scale, hardest})) << scale_name(scale);
    }
}

TEST(Scale, SeveralSolutionsHaveNoSearchLevel) {
    const Puzzle puzzle = Puzzle::classic(Grid(9));
    const Grid solution = *count_solutions(puzzle, 1).solution;
    EXPECT_EQ(level_on_scale(puzzle, solution, Scale::search), std::nullopt);
}

}  // namespace
}  // namespace scale_test
}  // namespace gridforge
