#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <stdexcept>

#include "gridforge/drawing.hpp"
#include "gridforge/variants.hpp"

namespace gridforge {
namespace {

TEST(PuzzleDrawing, ACageAcrossABoxBorderShowsTheBorderInsideTheCage) {
    const Geometry geometry(4);
    RuleList rules = classic_rules(geometry);
    // r1c2 and r1c3 lie in boxes 1 and 2: one cage across the box border.
    rules.push_back(std::make_shared<KillerCage>(geometry, std::vector<Cell>{1, 2}, 3));
    Grid givens(4);
    givens.set(0, 4);
    const std::string drawing = draw_puzzle(Puzzle(geometry, givens, rules), givens);
    const std::string expected_top =
        "+-----+-----+-----+-----+\n"
        "|     :3    !     :     |\n"
        "|   4 :   . !   . :   . |\n"
        "+     . . . + . . .     +\n";
    EXPECT_EQ(drawing.substr(0, expected_top.size()), expected_top) << drawing;
}

TEST(PuzzleDrawing, JigsawRegionsAreFramedAndClassicHasNoLegend) {
    const Geometry geometry(4);
    const Puzzle jigsaw(geometry, Grid(4), jigsaw_rules(geometry, "1122112233443344"));
    const std::string drawing = draw_puzzle(jigsaw, Grid(4));
    EXPECT_NE(drawing.find("regions: jigsaw"), std::string::npos) << drawing;
    const Puzzle classic = Puzzle::classic(Grid(4));
    const std::string plain = draw_puzzle(classic, Grid(4));
    EXPECT_EQ(std::count(plain.begin(), plain.end(), '\n'), 13) << plain;  // 4 rows of 3 lines and the bottom: no legend
}

TEST(PuzzleDrawing, RefusesValuesOfAnotherSize) {
    EXPECT_THROW((void)draw_puzzle(Puzzle::classic(Grid(4)), Grid(9)), std::invalid_argument);
}

}  // namespace
}  // namespace gridforge
