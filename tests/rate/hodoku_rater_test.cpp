// rate_hodoku against HoDoKu 2.2.0 (hodoku.jar /bs, default options): the scores and levels below
// are the jar's, as recorded in the data files named above each group (shared/data/rated, see its
// README for how they were made). The exemplar puzzles are (all but the slowest one of) those whose
// boards hodoku_basic_test.cpp uses, so the basic finders are exercised on full solves here too.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "gridforge/hodoku_rating.hpp"
#include "gridforge/puzzle.hpp"
#include "gridforge/solve.hpp"
#include "support/puzzles.hpp"

namespace gridforge {
namespace hodoku_rater_test {
namespace {

struct Rated {
    const char* givens;
    int score;
    HodokuLevel level;
};

const Rated kRated[] = {
// shared/data/rated/hodoku_qqwing4000.txt
    {".73..2........6.37......42.8....1....2.6..9..9.....87.2.941......7.......1.....68", 228, HodokuLevel::easy},
    {"..894.2..........9.5..6..4....7..1.......8..7....54........7.217.....9.8..418..5.", 228, HodokuLevel::easy},
    {"...1......2........5.7...838..37.9.2.74....1....8..3.59......5....2..79.4..95.2.1", 536, HodokuLevel::medium},
    {"24.3.5..15...41....3.........9...61..5.....2.....3....19.5....2..57..9...7...2..3", 654, HodokuLevel::medium},
    {"....97.3........2..1...6.5.9..5.......34..7....4.61....5....4.2...1...6......439.", 1022, HodokuLevel::hard},
    {".....9.8....7.4......2....4.5.8..2....7.3..5..3697.....4......3...528..6..5.9..78", 480, HodokuLevel::hard},
    {"..4...3...9.27.54..6......291.6.5..7.....4.3.3..19..5.6...4...........93.7..5....", 3746, HodokuLevel::extreme},
    {"..4.7....8.....4.1.13..4............12....8.4.....97..6....7..2...1...6....3.897.", 1242, HodokuLevel::unfair},
    {"1...24...3..61..4..46.......63.4.92.....56...2..9......5..31...9.2........75..1..", 1560, HodokuLevel::unfair},
    {"...7.....1..6..5...9....61..524.1............97652........4725...8.......459.2..1", 3560, HodokuLevel::extreme},
// shared/data/rated/hodoku_top1465.txt
    {"7.....48....6.1..........2....3..6.52...8..............53.....1.6.1.........4.7..", 1902, HodokuLevel::extreme},
    {"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........", 5328, HodokuLevel::extreme},
    {"......41.9..2.....3...5.....48..7..........62.1.......6..5....3.7....8......9....", 2502, HodokuLevel::extreme},
    {"3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6.....", 1032, HodokuLevel::hard},
    {"5..7..6....38...........2..62.4............917............35.8.4.....1......9....", 802, HodokuLevel::medium},
    {"4..7..6....38...........2..62.5............917............43.8.5.....1......9....", 802, HodokuLevel::medium},
    {"7.5.....2...4.1...3.........1.6..4..2...5...........9....37.....8....6...9.....8.", 1362, HodokuLevel::hard},
    {"...9.31..6.7....8.2.........5....4......6..2..1.......8...7.......3..5.....4....9", 1712, HodokuLevel::unfair},
    {"4.35...2.....16...7............895.....3..8..2...........4...7..9....6...1.......", 1532, HodokuLevel::unfair},
// shared/data/rated/hodoku_exemplars_techniques.txt
    {"........9.6....3..2.4....7...937.5.1.....2..3...15.7....1.24.....8.3.6...4.5.....", 418, HodokuLevel::medium},
    {"...26.8.......7...........7.7.....9...4..9.162..1..574..748...1.36....5..1.69....", 360, HodokuLevel::medium},
    {"6.......8..2....7.94.........15.98..79....5.2.....4..916...5.2......2..5..3961...", 350, HodokuLevel::medium},
    {"....76.8.6...........931.2..2......887.4.9.....481.6.9.19..4..27.5...............", 384, HodokuLevel::medium},
    {"98...6..537..5.1.....7...6..6.34...8.........72.....9....2.57................862.", 382, HodokuLevel::medium},
    {"39.............65...7...349..938...6....54...853.........8..1....294..6.4.......7", 414, HodokuLevel::medium},
    {".3..8....9.8.41.....19..2.7.254..6....3.17.5.7......................51.6...3...98", 434, HodokuLevel::hard},
    {"2.539.............9.3..7....4....75...87.26..7....4.3.596.............6.1.75.9.2.", 980, HodokuLevel::hard},
    {"47...2.93.........6......42....9....14..27.......437619.5......8.....6...3...6.59", 800, HodokuLevel::hard},
    {"9..1...8..7.9.3.1.8......64.8..2....5....1.7...1....42.4.716..............7.92...", 614, HodokuLevel::hard},
    {"9..............7.37...962486...2.47.........5....4...642...86..5.71.......1.....2", 464, HodokuLevel::hard},
    {"1......345..3.2.78...8........6.5..3..5...4..3.....6.298.2.6.1.............78.9..", 444, HodokuLevel::hard},
    {"2.......3.8..3..5...34.21....12.54......9......93.86....25.69...9..2..7.4.......1", 416, HodokuLevel::hard},
    {"1.........5.....61..8...2...7...9.......1.3..4...5...6....98.4...2..1.....36.279.", 632, HodokuLevel::hard},
    {"....3.....72.54..6....16.85.19.......23.895..8...6.7...91...8..4.6.....2.....5...", 496, HodokuLevel::unfair},
    {"3..........862..13.......45.......7.5.783....2.1.7..8..6...9......71.86......39..", 1614, HodokuLevel::unfair},
    {"......8...1.8.5..3..73..6.1.5.621...........473.................8..5.91..62..7...", 1352, HodokuLevel::unfair},
    {"4..5.769.........2.68....3.65.2.4..9....3.4.....9........8..........3..73894.....", 448, HodokuLevel::hard},
    {"2.7.9....5..7....8.9...6...............6...938.9.5.764.....2......54......3..14.6", 538, HodokuLevel::unfair},
    {"...4.6...2.......41......36.463..5....184......7.2..1...5.3..41............5.732.", 794, HodokuLevel::unfair},
    {".2.56.7....1.372....6.....19.8........2.785......5.9.......4..916.2....4....86...", 2050, HodokuLevel::extreme},
    {"..67...91..9....623............3...4..72...1.4....1....31..8.75...9......65....3.", 6904, HodokuLevel::extreme},
    {".4....27..86......1............5....5..21.93...1.9..567...3549.9...........6....3", 6244, HodokuLevel::extreme},
    {".2....635.....37....4.5.....4.28..6.1.9...........43......37.9...59.....9....64..", 5618, HodokuLevel::extreme},
    {"92..8.5.73..9.7..6......8....4......6..7..3.525...........19.6.5..2.....8.96....2", 6200, HodokuLevel::extreme},
    {"....52..496.14..2.3..........34.58.......1..68...6.........753.1.......7.9....4..", 3908, HodokuLevel::extreme},
    {".64..............2.93.8..4.......7.9..6....3..1...2.86..7..89.5..82.1.......49...", 5344, HodokuLevel::extreme},
    {"..7...8...2...3.....81.......64.....5.....6.1....76..34...52.1.9...4...6......3.2", 6932, HodokuLevel::extreme},
    {".5.....8.......7...4..57.314.3..2..89.....4....58......2...4..7..8739..2...2..3..", 6536, HodokuLevel::extreme},
    {"......8.1162.........4........67.....2..34....7821..4.2.......5.517.9..88.6....9.", 2646, HodokuLevel::extreme},
    {"..2.6.4.96...4....9..3...........34...6...2...2.4.79.53.725.........97....81.4.3.", 6614, HodokuLevel::extreme},
    {"..23..6.593.......4...76...1..8....2.............671.3..47.138.....2...1.6...84..", 4566, HodokuLevel::extreme},
    {".............3.6.52..1.5.4.....9.3...6.7..5...1...4..279.6.....5.....9811.2......", 1248, HodokuLevel::hard},
    {"3.265......6..4....5.....3.....2.......9..8....51.6...6...3.92.........4.14..5..6", 1322, HodokuLevel::hard},
    {".9...2...6..4....3..5..628....8....4.1...........27........341...65.43.2..9.1..76", 390, HodokuLevel::hard},
    {"..94.8.....6....15....2...........3..2.657.9...1.895..483..........92..........6.", 782, HodokuLevel::hard},
    {".24.6..18............93.........63...624....1..7.5.......89.7....6.4..85..1.....3", 798, HodokuLevel::hard},
    {"...195..2635..........3...88.........5.9..71.1..2....9..468..51......4.......7.2.", 2924, HodokuLevel::extreme},
    {"9.....6....1..6.387.6.8...........76..41......5.947.2.2.......5...25........9...1", 638, HodokuLevel::hard},
    {"3.2....1....97.............5...8.6....15...7..8..4....9....1.27.1.4.......5..79..", 716, HodokuLevel::unfair},
};

Grid grid_of(const std::string& text) { return testing::puzzle_from_unchecked(text).givens(); }

// Score and level as the jar gives them, and the known-solution guard: no step of any path places
// a wrong digit or removes a solution digit.
TEST(HodokuRater, ScoreAndLevelAsHodokuRatesThemAndNoStepContradictsTheSolution) {
    for (const Rated& rated : kRated) {
        SCOPED_TRACE(rated.givens);
        const Grid givens = grid_of(rated.givens);
        const CountResult counted = count_solutions(Puzzle::classic(givens), 2);
        ASSERT_EQ(counted.count, 1);
        const Grid& solution = *counted.solution;
        const HodokuRating rating = rate_hodoku(givens, true);
        EXPECT_TRUE(rating.solved);
        EXPECT_EQ(rating.score, rated.score);
        EXPECT_EQ(rating.level, rated.level);
        int score = 0;
        for (const HodokuStep& step : rating.path) {
            SCOPED_TRACE(step.name);
            score += step.score;
            for (const auto& [cell, digit] : step.placements) EXPECT_EQ(solution.at(cell), digit);
            for (const auto& [cell, digit] : step.eliminations) EXPECT_NE(solution.at(cell), digit);
            EXPECT_FALSE(step.placements.empty() && step.eliminations.empty());
        }
        EXPECT_EQ(score, rating.score);
    }
}

// The jar's path (/vp) of one puzzle of shared/data/rated/hodoku_qqwing4000.txt, singles left out.
TEST(HodokuRater, PathFollowsHodokusStepOrder) {
    const HodokuRating rating =
        rate_hodoku(grid_of(".8..24.3.57...89...1..5...7.......9....19.8.......2....51...3..7......2..92.8.5.."), true);
    std::vector<std::string> names;
    for (const HodokuStep& step : rating.path) {
        if (step.name != "Full House" && step.name != "Naked Single" && step.name != "Hidden Single") {
            names.push_back(step.name);
        }
    }
    const std::vector<std::string> expected = {
        "Locked Candidates Type 1 (Pointing)", "Locked Candidates Type 1 (Pointing)",
        "Locked Candidates Type 1 (Pointing)", "Locked Candidates Type 2 (Claiming)",
        "Naked Triple", "Naked Triple", "Finned Jellyfish", "Locked Candidates Type 1 (Pointing)",
        "Locked Candidates Type 2 (Claiming)", "W-Wing", "2-String Kite", "Locked Candidates Type 2 (Claiming)",
        "2-String Kite", "Empty Rectangle"};
    EXPECT_EQ(names, expected);
    EXPECT_EQ(rating.score, 1794);
    EXPECT_EQ(rating.level, HodokuLevel::unfair);
    // jar: "Finned Jellyfish: 4 r4679 c1459 fr4c2 fr6c2 => r5c1<>4"
    for (const HodokuStep& step : rating.path) {
        if (step.name == "Finned Jellyfish") {
            EXPECT_EQ(step.eliminations, (std::vector<std::pair<int, int>>{{36, 4}}));
        }
    }
}

TEST(HodokuRater, OnlyClassicNineByNine) {
    EXPECT_THROW(rate_hodoku(Grid(4)), std::invalid_argument);
    const auto rating = rate_hodoku(Puzzle::classic(grid_of(kRated[0].givens)));
    ASSERT_TRUE(rating.has_value());
    EXPECT_EQ(rating->score, kRated[0].score);
    EXPECT_FALSE(rate_hodoku(Puzzle::classic(Grid(4))).has_value());
}

}  // namespace
}  // namespace hodoku_rater_test
}  // namespace gridforge
