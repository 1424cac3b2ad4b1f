// Techniques work on houses: a Sudoku X diagonal joins hidden singles and locked candidates
// without special cases.
#include <gtest/gtest.h>

#include "gridforge/logic.hpp"
#include "gridforge/variants.hpp"
#include "logic/marked_board.hpp"

namespace gridforge {
namespace variant_houses_test {
namespace {

LogicState sudoku_x_with_7_map(const std::string& map) {
    const Geometry geometry(9);
    RuleList rules = classic_rules(geometry);
    rules.push_back(std::make_shared<Diagonals>(geometry, DiagonalKind::main));
    Candidates pencil(81, DigitSet::all(9));
    const std::string m = testing::squeeze(map);
    for (std::size_t c = 0; c < 81; ++c) {
        if (m[c] == '.') pencil[c].erase(7);
    }
    return LogicState(Puzzle(geometry, Grid(9), rules), Grid(9), pencil);
}

TEST(VariantHouses, HiddenSingleOnTheMainDiagonal) {
    // 7 is off the main diagonal everywhere except r5c5; every box, row and column keeps many places.
    const auto step = technique(TechniqueId::hidden_single)
                          .find(sudoku_x_with_7_map(".xxxxxxxx x.xxxxxxx xx.xxxxxx xxx.xxxxx xxxxxxxxx xxxxx.xxx xxxxxx.xx "
                                                    "xxxxxxx.x xxxxxxxx."));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->placements, (std::vector<Candidate>{{40, 7}}));
    EXPECT_EQ(step->text, "Hidden single: on the main diagonal the digit 7 fits only in r5c5.");
}

TEST(VariantHouses, PointingFromABoxIntoTheDiagonal) {
    // In box 1, 7 lies only on the diagonal (r1c1, r2c2): it leaves the rest of the diagonal.
    const auto step = technique(TechniqueId::locked_pointing)
                          .find(sudoku_x_with_7_map("x........ .x....... ......... xxxxxxxxx xxxxxxxxx xxxxxxxxx xxxxxxxxx "
                                                    "xxxxxxxxx xxxxxxxxx"));
    ASSERT_TRUE(step);
    EXPECT_EQ(testing::eliminations_of(*step),
              (std::vector<std::string>{"r4c4:7", "r5c5:7", "r6c6:7", "r7c7:7", "r8c8:7", "r9c9:7"}));
    EXPECT_NE(step->text.find("lies only on the main diagonal"), std::string::npos) << step->text;
}

}  // namespace
}  // namespace variant_houses_test
}  // namespace gridforge
