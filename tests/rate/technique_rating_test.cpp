// The technique rating (SE values, HoDoKu scores and levels) and the singles-and-oracle rating.
#include <gtest/gtest.h>

#include <cmath>

#include "gridforge/rating.hpp"
#include "gridforge/solve.hpp"
#include "support/puzzles.hpp"
#include "support/known_puzzles.hpp"

namespace gridforge {
namespace technique_rating_test {
namespace {

using testing::kEasterMonster;
using testing::kEasy;
using testing::kTop95First;
using testing::puzzle_from;

TEST(TechniqueRating, PublishedValuesPerTechnique) {
    EXPECT_EQ(hodoku_score(TechniqueId::full_house), 4);
    EXPECT_EQ(hodoku_score(TechniqueId::hidden_single), 14);
    EXPECT_EQ(hodoku_score(TechniqueId::x_wing), 140);
    EXPECT_EQ(hodoku_score(TechniqueId::forcing_chain), 500);
    EXPECT_EQ(hodoku_level(TechniqueId::locked_claiming), HodokuLevel::medium);
    EXPECT_EQ(hodoku_level(TechniqueId::xy_chain), HodokuLevel::unfair);
    const Puzzle puzzle = puzzle_from(kEasy);
    Step step;
    step.technique = TechniqueId::hidden_single;
    step.houses = {0};  // row 1
    EXPECT_DOUBLE_EQ(se_rating(step, puzzle), 1.5);
    step.houses = {18};  // box 1
    EXPECT_DOUBLE_EQ(se_rating(step, puzzle), 1.2);
    step.technique = TechniqueId::xy_wing;
    EXPECT_DOUBLE_EQ(se_rating(step, puzzle), 4.2);
}

TEST(TechniqueRating, EasyPuzzleIsSinglesOnly) {
    const TechniqueRating rating = rate_techniques(puzzle_from(kEasy));
    EXPECT_EQ(rating.outcome, LogicOutcome::solved);
    EXPECT_LE(rating.se, 2.3);
    EXPECT_EQ(rating.level, HodokuLevel::easy);
    int steps = 0;
    int score = 0;
    for (const auto& [id, count] : rating.counts) {
        steps += count;
        score += count * hodoku_score(id);
    }
    EXPECT_EQ(steps, 51);
    EXPECT_EQ(rating.score, score);
}

TEST(TechniqueRating, ScoreRaisesTheLevelPastItsMaximum) {
    const Puzzle puzzle = puzzle_from(kEasy);
    LogicPath path;
    path.outcome = LogicOutcome::solved;
    Step single;
    single.technique = TechniqueId::naked_single;
    path.steps.assign(200, single);  // 200 * 4 = 800: still easy
    EXPECT_EQ(rate_path(path, puzzle).level, HodokuLevel::easy);
    path.steps.push_back(single);    // 804 > 800: medium
    EXPECT_EQ(rate_path(path, puzzle).level, HodokuLevel::medium);
    EXPECT_EQ(rate_path(path, puzzle).score, 804);
}

TEST(TechniqueRating, Top95FirstAndEasterMonster) {
    const TechniqueRating first = rate_techniques(puzzle_from(kTop95First));
    EXPECT_EQ(first.hardest, TechniqueId::locked_pointing);
    EXPECT_DOUBLE_EQ(first.se, 2.6);
    EXPECT_EQ(first.score, 1016);
    EXPECT_EQ(first.level, HodokuLevel::hard);  // medium technique, score over 1000
    const TechniqueRating monster = rate_techniques(puzzle_from(kEasterMonster));
    EXPECT_EQ(monster.outcome, LogicOutcome::solved);
    EXPECT_DOUBLE_EQ(monster.se, 10.5);  // the top of our scale
    EXPECT_EQ(monster.level, HodokuLevel::extreme);
}

TEST(SinglesAndOracle, BandsSplitTheScore) {
    EXPECT_EQ(oracle_band(0.0), OracleBand::cinch);
    EXPECT_EQ(oracle_band(0.1799), OracleBand::cinch);
    EXPECT_EQ(oracle_band(0.18), OracleBand::confusing);
    EXPECT_EQ(oracle_band(0.5999), OracleBand::confusing);
    EXPECT_EQ(oracle_band(0.6), OracleBand::challenging);
    EXPECT_EQ(oracle_band(0.8), OracleBand::crazy);
    EXPECT_EQ(oracle_band(1.0), OracleBand::crazy);
    EXPECT_EQ(oracle_band_name(OracleBand::challenging), "challenging");
}

TEST(SinglesAndOracle, EasyPuzzleNeedsNoOracle) {
    const OracleRating rating = rate_singles_and_oracle(puzzle_from(kEasy));
    EXPECT_EQ(rating.oracle_visits, 0);
    EXPECT_EQ(rating.singles(), 51);
    EXPECT_DOUBLE_EQ(rating.unscaled, 0.5 * rating.hidden_singles / 51.0);
    EXPECT_DOUBLE_EQ(rating.score, std::tanh(rating.unscaled / 4));
    EXPECT_EQ(rating.band, OracleBand::cinch);
}

TEST(SinglesAndOracle, Top95FirstCountsVisits) {
    const OracleRating rating = rate_singles_and_oracle(puzzle_from(kTop95First));
    EXPECT_EQ(rating.oracle_visits, 6);
    EXPECT_EQ(rating.naked_singles, 48);
    EXPECT_EQ(rating.hidden_singles, 10);
    EXPECT_EQ(rating.singles() + rating.oracle_visits, 81 - 17);
    EXPECT_NEAR(rating.score, std::tanh((6 + 0.5 * 10 / 64.0) / 4), 1e-12);
    EXPECT_EQ(rating.band, OracleBand::crazy);
}

TEST(SinglesAndOracle, RejectsAGridThatIsNotTheSolution) {
    const Puzzle puzzle = puzzle_from(kEasy);
    EXPECT_THROW((void)rate_singles_and_oracle(puzzle, Grid(9)), std::invalid_argument);
    EXPECT_THROW((void)rate_singles_and_oracle(puzzle_from(std::string(81, '.'))), std::invalid_argument);
}

}  // namespace
}  // namespace technique_rating_test
}  // namespace gridforge
