#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <stdexcept>

#include "gridforge/drawing.hpp"
#include "gridforge/sketch.hpp"
#include "gridforge/variants.hpp"

namespace gridforge {
namespace puzzle_drawing_test {
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
    const Geometry geometry(4);
    EXPECT_THROW((void)draw_sketch(Sketch(geometry), Grid(6)), std::invalid_argument);
}

/// The boxes of a 4x4 board, as HouseRule "boxes" draws them.
void add_boxes(Sketch& sketch) {
    for (const auto& box : sketch.geometry().boxes()) sketch.add(SketchRegion{box, {}});
}

TEST(SketchDrawing, ShapesEdgesAndPathsHaveTheirCharacters) {
    const Geometry geometry(4);
    Sketch sketch(geometry);
    add_boxes(sketch);
    sketch.add(SketchShape{CellShape::circle, {0}});
    sketch.add(SketchShape{CellShape::square, {1}});
    sketch.add(SketchShape{CellShape::shaded, {3}});
    sketch.add(SketchEdge{0, 1, EdgeStyle::white_dot, ""});   // r1c1-r1c2: beside
    sketch.add(SketchEdge{6, 2, EdgeStyle::black_dot, ""});   // r1c3-r2c3: below, either order
    sketch.add(SketchEdge{8, 9, EdgeStyle::letter, "X"});     // r3c1-r3c2
    sketch.add(SketchEdge{0, 5, EdgeStyle::letter, "V"});     // not neighbours: no edge to mark
    sketch.add(SketchPath{PathStyle::thermometer, {12, 13}, 0});
    sketch.add(SketchPath{PathStyle::arrow, {14, 15, 11}, 0});
    sketch.legend("odd cells", "a circled cell holds an odd digit");
    Grid values(4);
    values.set(0, 3);
    const std::string drawing = draw_sketch(sketch, values);
    // Line by line, the marks where the notation puts them.
    const std::string board =
        "+-----+-----+-----+-----+\n"
        "|           |      %%%% |\n"  // r1c4 shaded
        "|  (3)o  [.]|   .     . |\n"  // r1c1 circled with a white dot to r1c2 in a square
        "+           +  *        +\n"  // the black dot below r1c3
        "|           |           |\n"
        "|   .     . |   .     . |\n"
        "+-----+-----+-----+-----+\n"
        "|           |           |\n"
        "|   . X   . |   .  b3 . |\n"  // the X between r3c1 and r3c2; the arrow's head in r3c4
        "+           +           +\n"
        "|           |           |\n"
        "|A@ .  a2 . |B> .  b2 . |\n"  // thermometer A, arrow B: letters over all paths
        "+-----+-----+-----+-----+\n";
    EXPECT_EQ(drawing.substr(0, board.size()), board) << drawing;
    EXPECT_NE(drawing.find("odd cells: a circled cell holds an odd digit\n"), std::string::npos) << drawing;
    EXPECT_NE(drawing.find("marks: A@ is the bulb of thermometer A"), std::string::npos) << drawing;
    EXPECT_NE(drawing.find("'o' a white dot"), std::string::npos) << drawing;
    EXPECT_EQ(drawing.find('V'), std::string::npos) << drawing;
}

TEST(SketchDrawing, OutsideCluesTakeMarginsWithTheirArrows) {
    const Geometry geometry(4);
    Sketch sketch(geometry);
    add_boxes(sketch);
    sketch.add(SketchOutside{-1, 2, "10", std::nullopt});                     // above column 3
    sketch.add(SketchOutside{1, -1, "7", std::nullopt});                      // left of row 2
    sketch.add(SketchOutside{-1, -1, "9", std::make_pair(1, 1)});             // top-left corner, down-right
    sketch.add(SketchOutside{4, 1, "5", std::make_pair(-1, 1)});              // below column 2, up-right
    sketch.add(SketchOutside{2, 4, "4", std::make_pair(0, -1)});              // right of row 3, leftwards
    const std::string drawing = draw_sketch(sketch, Grid(4));
    const std::string expected =
        "   9\\              10\n"
        "     +-----+-----+-----+-----+\n"
        "     |           |           |\n"
        "     |   .     . |   .     . |\n"
        "     +           +           +\n"
        "     |           |           |\n"
        "    7|   .     . |   .     . |\n"
        "     +-----+-----+-----+-----+\n"
        "     |           |           |\n"
        "     |   .     . |   .     . |4<\n"
        "     +           +           +\n"
        "     |           |           |\n"
        "     |   .     . |   .     . |\n"
        "     +-----+-----+-----+-----+\n"
        "             5/\n"
        "marks: '\\' '/' 'v' '^' '>' '<' beside a clue outside the grid point the way it sums\n";
    EXPECT_EQ(drawing, expected);
}

TEST(SketchDrawing, LinesThroughCellCentresAreMarked) {
    const Geometry geometry(4);
    Sketch sketch(geometry);
    sketch.add(SketchLine{0.0, 0.0, 4.0, 4.0});
    sketch.add(SketchLine{0.0, 4.0, 4.0, 0.0});
    sketch.add(SketchLine{0.5, 0.0, 0.5, 4.0});  // a horizontal line through row 1's centres
    const std::string drawing = draw_sketch(sketch, Grid(4));
    EXPECT_NE(drawing.find("|    -     -     -     -|"), std::string::npos) << drawing;  // row 1: the last line wins
    EXPECT_NE(drawing.find("|          \\     /      |"), std::string::npos) << drawing;  // row 2: one of each
}

}  // namespace
}  // namespace puzzle_drawing_test
}  // namespace gridforge
