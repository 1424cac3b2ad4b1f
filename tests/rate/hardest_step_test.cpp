// The technique rating's `hardest` and `se` describe the same step: the catalogue order (cheapest
// first) differs from the SE scale, so taking them from two different steps once printed
// "hardest: XY-Wing (SE 6.6)".
#include <gtest/gtest.h>

#include <fstream>

#include "gridforge/rating.hpp"
#include "support/puzzles.hpp"

namespace gridforge {
namespace hardest_step_test {
namespace {

TEST(HardestStep, NamesTheTechniqueOfTheStepGivingTheSeValue) {
    std::ifstream file(testing::test_data("top95.txt"));
    std::string line;
    int rated = 0;
    while (std::getline(file, line) && rated < 30) {
        const Puzzle puzzle = testing::puzzle_from(line);
        const LogicPath path = solve_logically(puzzle);
        const TechniqueRating rating = rate_path(path, puzzle);
        ASSERT_TRUE(rating.hardest) << line;
        bool found = false;
        for (const Step& step : path.steps) {
            const double se = se_rating(step, puzzle);
            EXPECT_LE(se, rating.se) << line;
            found = found || (step.technique == *rating.hardest && se == rating.se);
        }
        EXPECT_TRUE(found) << line << ": hardest " << technique_key(*rating.hardest) << " has no step of SE " << rating.se;
        ++rated;
    }
    EXPECT_EQ(rated, 30);
}

TEST(HardestStep, AHigherSeValueBeatsALaterPlaceInTheCatalogue) {
    // top95 #95 uses a naked triple (SE 3.6) and a hidden pair (SE 3.4), which comes later in the
    // catalogue: the naked triple is the hardest.
    const Puzzle puzzle = testing::puzzle_from("3...8.......7....51..............36...2..4....7...........6.13..452...........8..");
    const TechniqueRating rating = rate_path(solve_logically(puzzle), puzzle);
    EXPECT_EQ(rating.hardest, TechniqueId::naked_triple);
    EXPECT_DOUBLE_EQ(rating.se, 3.6);
}

}  // namespace
}  // namespace hardest_step_test
}  // namespace gridforge
