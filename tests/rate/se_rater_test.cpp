// Sudoku Explainer's rating (rate_se, src/rate/se_scale/rater.cpp) against serate's own numbers.
//
// Every ER/EP/ED below was measured by running serate (SukakuExplainer 362854e, default options,
// `serate --format="%g %r/%p/%d %R"`) on the puzzle on 2026-12-01; the puzzles come from
// `gridforge generate --scale technique` (seeds 100-109 of each level), HoDoKu's technique
// exemplars (../shared/data/rated/hodoku_exemplars_techniques.txt) and Sudoku Coach's list
// (../shared/data/rated/sudokucoach_se_hodoku.txt). Each path is also checked against the
// puzzle's solution: no step may remove a solution digit or place a wrong one.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "gridforge/se_rating.hpp"
#include "gridforge/solve.hpp"
#include "gridforge/variants.hpp"
#include "support/puzzles.hpp"

namespace gridforge {
namespace se_rater_test {
namespace {

using testing::puzzle_from;

struct Rated {
    const char* puzzle;
    double er;
    double ep;
    double ed;
    const char* step;  // serate's %R: the name of the first hint rated ER
};

// clang-format off
const std::vector<Rated> kRated{
    // gridforge generate --scale technique --level easy --seed 101, 100, 106
    {".....6539.....3...8.....4....9....7.2..7.19.6.81.2.....2...4...3.4......195...7..", 1.5, 1.2, 1.2, "Hidden Single"},
    {"2.357..9.7....1......9.......568........9.31........2..4..372.........4..1...85..", 2.0, 1.2, 1.2, "Direct Hidden Pair"},
    {"4..8..5......4....6....5.9.3...589....71..4..26.3...........6...1..6..5.....8..32", 2.3, 1.2, 1.2, "Naked Single"},
    // --level hard --seed 108, medium 106, medium 101, hard 109, hard 100, hard 104, hard 103
    {"8......3.2.1.......3...6.......69..4.4....9..31.7..8...5..9.46.............84.159", 2.5, 1.2, 1.2, "Direct Hidden Triplet"},
    {"6....3....5...61..17.295........134.........9.9..4..7..1..2.98....5....4.37...65.", 2.6, 1.2, 1.2, "Pointing"},
    {"1...45..7.8............7..6...8.6..2..4....3..7....9....9.641....19..32.....1..8.", 2.8, 1.2, 1.2, "Claiming"},
    {"8.32.5.9..9......5........7..5.....16..4........7..5.......12.6.3..7....28.......", 3.4, 1.2, 1.2, "Hidden Pair"},
    {".....3.1.8..62......69..5....7.....33.4...62..8..4.....1.7.6.9.........7.3....2..", 4.0, 1.2, 1.2, "Skyscraper 011"},
    {"...3.......4.62.......192.53..6.54.....7...59....4.3..72..3.1....1.....7..59.....", 4.2, 1.2, 1.2, "XY-Wing"},
    {"....987.....5....1.63.7.9....1.3...2..57..4..2....1679.54.....7......3..7.6......", 5.5, 1.2, 1.2, "WXYZ-Wing 126"},
    // --level unfair --seed 100
    {"....3...2..47.18.5.8.4..3.......65......9...73..5...9..6....72......4...8.29..4..", 7.1, 1.2, 1.2, "Forcing Chain"},
    // HoDoKu exemplars: Uniqueness_Test_Type_1 (line 324), Naked_Quadruple (line 101)
    {"...3..1.8.5.4...9.39..6...7.342..............96..3...1..871...5.....2....4.6.8...", 4.5, 1.2, 1.2, "Unique Rectangle type 1"},
    {"...........5.2....9.7...1.....94.5.........6....5.78.16....5..2..43...163.9.1..8.", 5.0, 1.2, 1.2, "Naked Quad"},
    // Sudoku Coach, Beyond_Hell, lines 1067 and 1080: first steps above 1.2, so EP and ED tell. (The
    // file's own SE column, 8.1 and 8.0, comes from another SE build.)
    {"...5.1..2....6..3..4........8..956.7...6.....6...8.1..1.9..8.4.27.......4...5..9.", 8.5, 2.0, 2.0, "Region Forcing Chains"},
    {"146......2..9....8.......32..4.3..5.6...71....2..4........95.8.8......1..9...6..3", 8.3, 2.3, 2.3, "Cell Forcing Chains"},
};
// clang-format on

Grid grid_of(const std::string& line) { return puzzle_from(line).givens(); }

TEST(SeRater, MatchesSerate) {
    for (const Rated& rated : kRated) {
        SCOPED_TRACE(rated.puzzle);
        const SeRating rating = rate_se(grid_of(rated.puzzle));
        EXPECT_TRUE(rating.solved);
        EXPECT_NEAR(rating.er, rated.er, 1e-9);
        EXPECT_NEAR(rating.ep, rated.ep, 1e-9);
        EXPECT_NEAR(rating.ed, rated.ed, 1e-9);
        EXPECT_EQ(rating.step, rated.step);
    }
}

// ER is the highest step, ED the first step, EP the highest step up to the first placement; the
// path never contradicts the solution and ends in it.
TEST(SeRater, PathAgreesWithSolutionAndRatings) {
    for (const Rated& rated : kRated) {
        SCOPED_TRACE(rated.puzzle);
        const Puzzle puzzle = puzzle_from(rated.puzzle);
        const CountResult count = count_solutions(puzzle, 2);
        ASSERT_EQ(count.count, 1);
        const Grid& solution = *count.solution;
        const SeRating rating = rate_se(puzzle.givens(), true);
        ASSERT_FALSE(rating.path.empty());
        Grid grid = puzzle.givens();
        double er = 0;
        double ep = 0;
        bool placed = false;
        for (const SeStep& step : rating.path) {
            for (const auto& [cell, digit] : step.eliminations) {
                EXPECT_NE(solution.at(cell), digit) << step.name << " removes the solution at cell " << cell;
            }
            if (step.cell >= 0) {
                EXPECT_EQ(solution.at(step.cell), step.digit) << step.name;
                EXPECT_TRUE(grid.empty_at(step.cell));
                grid.set(step.cell, step.digit);
            }
            er = std::max(er, step.difficulty);
            if (!placed) ep = er;
            placed = placed || step.cell >= 0;
        }
        EXPECT_EQ(grid, solution);
        EXPECT_DOUBLE_EQ(rating.er, er);
        EXPECT_DOUBLE_EQ(rating.ep, ep);
        EXPECT_DOUBLE_EQ(rating.ed, rating.path.front().difficulty);
        // The path is only recorded on request.
        EXPECT_TRUE(rate_se(puzzle.givens()).path.empty());
    }
}

TEST(SeRater, ClassicNineByNineOnly) {
    const char* line = kRated.front().puzzle;
    const Puzzle classic = puzzle_from(line);
    const auto rating = rate_se(classic);
    ASSERT_TRUE(rating.has_value());
    EXPECT_NEAR(rating->er, 1.5, 1e-9);

    const Geometry geometry(9);
    RuleList x_rules = classic_rules(geometry);
    x_rules.push_back(std::make_shared<Diagonals>(geometry, DiagonalKind::both));
    EXPECT_FALSE(rate_se(Puzzle(geometry, classic.givens(), x_rules)).has_value());

    // A jigsaw whose regions are the boxes is classic sudoku; regions that are the rows are not.
    std::string boxes;
    std::string rows;
    for (int cell = 0; cell < 81; ++cell) {
        boxes += static_cast<char>('1' + geometry.box_of(cell));
        rows += static_cast<char>('1' + geometry.row_of(cell));
    }
    EXPECT_TRUE(rate_se(Puzzle(geometry, classic.givens(), jigsaw_rules(geometry, boxes))).has_value());
    EXPECT_FALSE(rate_se(Puzzle(geometry, Grid(9), jigsaw_rules(geometry, rows))).has_value());

    EXPECT_FALSE(rate_se(Puzzle::classic(Grid(4))).has_value());
    EXPECT_THROW(rate_se(Grid(4)), std::invalid_argument);
}

}  // namespace
}  // namespace se_rater_test
}  // namespace gridforge
