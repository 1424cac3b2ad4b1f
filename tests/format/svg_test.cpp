// The SVG drawing: it parses as XML (expat), every mark of the sketch appears as the element its
// class names, the image grows where outside clues stand, and bad input is refused.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "gridforge/puzzle.hpp"
#include "gridforge/sketch.hpp"
#include "gridforge/svg.hpp"
#include "gridforge/variants.hpp"
#include "support/parsed_xml.hpp"

namespace gridforge {
namespace svg_test {
namespace {

using testing::Element;
using testing::parse_xml;
using testing::ParsedXml;

double number(const Element& element, const std::string& attribute) { return std::stod(element.attributes.at(attribute)); }

/// A 9x9 sketch holding one mark of every kind (boxes as regions).
void add_every_mark(Sketch& sketch) {
    const Geometry& g = sketch.geometry();
    for (const auto& box : g.boxes()) sketch.add(SketchRegion{box, {}});
    sketch.add(SketchCage{{g.cell_at(0, 0), g.cell_at(0, 1), g.cell_at(1, 1)}, "17"});
    sketch.add(SketchPath{PathStyle::thermometer, {g.cell_at(8, 0), g.cell_at(7, 0), g.cell_at(6, 1)}, 0});
    // A one-cell arrow circle and a two-cell pill, each with its arrow.
    sketch.add(SketchShape{CellShape::ring, {g.cell_at(3, 3)}});
    sketch.add(SketchPath{PathStyle::arrow, {g.cell_at(3, 3), g.cell_at(3, 4), g.cell_at(4, 5)}, 0});
    sketch.add(SketchShape{CellShape::ring, {g.cell_at(5, 6), g.cell_at(5, 7)}});
    sketch.add(SketchPath{PathStyle::arrow, {g.cell_at(5, 7), g.cell_at(6, 7), g.cell_at(7, 7)}, 1});
    sketch.add(SketchPath{PathStyle::line, {g.cell_at(2, 6), g.cell_at(2, 7)}, 0});
    // An odd cell, two even cells, four shaded cells.
    sketch.add(SketchShape{CellShape::circle, {g.cell_at(8, 8)}});
    sketch.add(SketchShape{CellShape::square, {g.cell_at(8, 6)}});
    sketch.add(SketchShape{CellShape::square, {g.cell_at(8, 4)}});
    sketch.add(SketchShape{CellShape::shaded, {g.cell_at(1, 5), g.cell_at(1, 6), g.cell_at(2, 5), g.cell_at(2, 6)}});
    sketch.add(SketchEdge{g.cell_at(4, 0), g.cell_at(4, 1), EdgeStyle::white_dot, ""});
    sketch.add(SketchEdge{g.cell_at(5, 0), g.cell_at(6, 0), EdgeStyle::black_dot, "3"});
    sketch.add(SketchEdge{g.cell_at(0, 4), g.cell_at(0, 5), EdgeStyle::letter, "X"});
    sketch.add(SketchLine{0, 0, 9, 9});
    sketch.add(SketchOutside{-1, 2, "10", std::nullopt});
    sketch.add(SketchOutside{-1, -1, "15", std::pair{1, 1}});
    sketch.legend("cages", "digits differ & add up to the <sum>");
    sketch.legend("cages", "digits differ & add up to the <sum>");
    sketch.legend("kropki", "white: consecutive; black: one is twice the other");
}

TEST(Svg, EveryMarkOfASketchIsAnElementOfWellFormedXml) {
    const Geometry geometry(9);
    Sketch sketch(geometry);
    add_every_mark(sketch);
    Grid values(9);
    values.set(geometry.cell_at(0, 0), 5);
    values.set(geometry.cell_at(4, 4), 9);
    const std::string svg = render_svg(sketch, values);
    const ParsedXml xml = parse_xml(svg);
    ASSERT_EQ(xml.error, "") << svg;
    ASSERT_FALSE(xml.elements.empty());
    EXPECT_EQ(xml.elements.front().name, "svg");
    EXPECT_EQ(xml.elements.front().attributes.at("xmlns"), "http://www.w3.org/2000/svg");

    EXPECT_EQ(xml.count("cage"), 1u);
    ASSERT_EQ(xml.count("cage-label"), 1u);
    EXPECT_EQ(xml.with_class("cage-label")[0]->text, "17");
    EXPECT_EQ(xml.count("thermometer"), 1u);
    EXPECT_EQ(xml.count("thermometer-bulb"), 1u);
    EXPECT_EQ(xml.count("arrow"), 2u);
    EXPECT_EQ(xml.count("arrow-head"), 2u);
    EXPECT_EQ(xml.count("line"), 2u);  // the path and the diagonal
    EXPECT_EQ(xml.count("circle"), 2u);
    EXPECT_EQ(xml.count("pill"), 1u);
    EXPECT_EQ(xml.count("square"), 2u);
    EXPECT_EQ(xml.count("shaded"), 4u);
    EXPECT_EQ(xml.count("dot white"), 1u);
    EXPECT_EQ(xml.count("dot black"), 1u);
    const auto texts = xml.with_class("edge-text");
    ASSERT_EQ(texts.size(), 3u);  // the dot's value; the X twice (its white halo, then the letter)
    EXPECT_EQ(texts[0]->text, "3");
    EXPECT_EQ(texts[1]->text, "X");
    ASSERT_EQ(xml.count("outside"), 2u);
    EXPECT_EQ(xml.with_class("outside")[0]->text, "10");
    EXPECT_EQ(xml.with_class("outside")[1]->text, "15");
    EXPECT_EQ(xml.count("outside-arrow"), 2u);  // the shaft and its head
    ASSERT_EQ(xml.count("digit"), 2u);
    EXPECT_EQ(xml.with_class("digit")[0]->text, "5");
    EXPECT_EQ(xml.with_class("digit")[1]->text, "9");
    EXPECT_EQ(xml.count("outer-border"), 1u);

    // The legend, escaped in the file and whole once parsed; two cage rules share a line.
    std::string legend;
    for (const Element* line : xml.with_class("legend")) legend += line->text + "\n";
    EXPECT_NE(legend.find("cages (2): digits differ & add up to the <sum>"), std::string::npos) << legend;
    EXPECT_NE(legend.find("kropki: white: consecutive;"), std::string::npos) << legend;
}

TEST(Svg, RingsAreWhiteCirclesGrey) {
    const Geometry geometry(9);
    Sketch sketch(geometry);
    add_every_mark(sketch);
    const ParsedXml xml = parse_xml(render_svg(sketch, Grid(9)));
    const auto circles = xml.with_class("circle");
    ASSERT_EQ(circles.size(), 2u);
    // r4c4 is an arrow's ring; r9c9 is an odd cell.
    EXPECT_EQ(circles[0]->attributes.at("fill"), "#ffffff");
    EXPECT_EQ(circles[1]->attributes.at("fill"), "#cfcfcf");
    EXPECT_EQ(xml.with_class("pill")[0]->attributes.at("fill"), "#ffffff");
}

TEST(Svg, TheShapeAloneSaysRingOrCircleNotThePathsThrough) {
    // An odd circle where a line starts stays grey; a ring with no arrow is white.
    const Geometry geometry(9);
    Sketch sketch(geometry);
    sketch.add(SketchShape{CellShape::circle, {geometry.cell_at(0, 0)}});
    sketch.add(SketchPath{PathStyle::arrow, {geometry.cell_at(0, 0), geometry.cell_at(0, 1)}, 0});
    sketch.add(SketchShape{CellShape::ring, {geometry.cell_at(4, 4)}});
    const ParsedXml xml = parse_xml(render_svg(sketch, Grid(9)));
    const auto circles = xml.with_class("circle");
    ASSERT_EQ(circles.size(), 2u);
    EXPECT_EQ(circles[0]->attributes.at("fill"), "#cfcfcf");
    EXPECT_EQ(circles[1]->attributes.at("fill"), "#ffffff");
    EXPECT_EQ(circles[1]->attributes.at("stroke"), "#7a7a7a");
}

TEST(Svg, MarginsGrowOnlyWhereOutsideCluesStand) {
    const Geometry geometry(6);
    Sketch plain(geometry);
    const ParsedXml bare = parse_xml(render_svg(plain, Grid(6)));
    ASSERT_EQ(bare.error, "");
    EXPECT_EQ(number(bare.elements.front(), "width"), 8 + 6 * 60 + 8);
    EXPECT_EQ(number(bare.elements.front(), "height"), 8 + 6 * 60 + 8);

    // A sandwich sum left of row 2 and a little killer below the board at the right corner.
    Sketch clued(geometry);
    clued.add(SketchOutside{1, -1, "7", std::nullopt});
    clued.add(SketchOutside{6, 6, "12", std::pair{-1, -1}});
    const ParsedXml xml = parse_xml(render_svg(clued, Grid(6)));
    ASSERT_EQ(xml.error, "");
    EXPECT_EQ(number(xml.elements.front(), "width"), 60 + 6 * 60 + 60);
    EXPECT_EQ(number(xml.elements.front(), "height"), 8 + 6 * 60 + 60);
    const auto clues = xml.with_class("outside");
    ASSERT_EQ(clues.size(), 2u);
    // The sandwich sum centred on its cell position left of the board, beside row 2.
    EXPECT_EQ(number(*clues[0], "x"), 30);
    EXPECT_EQ(number(*clues[0], "y"), 8 + 1.5 * 60);
    // The board starts one cell in: r1c1's digit centre.
    Grid values(6);
    values.set(0, 4);
    const ParsedXml with_digit = parse_xml(render_svg(clued, values));
    EXPECT_EQ(number(*with_digit.with_class("digit")[0], "x"), 60 + 30);
}

TEST(Svg, ThickBordersFollowTheRegions) {
    const Geometry geometry(9);
    Sketch boxes(geometry);
    for (const auto& box : geometry.boxes()) boxes.add(SketchRegion{box, {}});
    const ParsedXml xml = parse_xml(render_svg(boxes, Grid(9)));
    ASSERT_EQ(xml.count("region-border"), 1u);
    const std::string d = xml.with_class("region-border")[0]->attributes.at("d");
    // Two inner lines each way, nine cell edges each.
    EXPECT_EQ(std::count(d.begin(), d.end(), 'M'), 36);
    // The first box border: x = 8 + 3 cells, from the top of row 1.
    EXPECT_NE(d.find("M188 8V68"), std::string::npos) << d;

    // No regions at all: only the outer border is thick.
    Sketch none(geometry);
    EXPECT_EQ(parse_xml(render_svg(none, Grid(9))).count("region-border"), 0u);
}

TEST(Svg, ACageOutlineIsOneLoopPerBoundary) {
    const Geometry geometry(9);
    Sketch sketch(geometry);
    // An L of three cells, and a ring of eight around r6c6.
    sketch.add(SketchCage{{0, 9, 10}, "6"});
    std::vector<Cell> ring;
    for (int r = 4; r <= 6; ++r)
        for (int c = 4; c <= 6; ++c)
            if (r != 5 || c != 5) ring.push_back(geometry.cell_at(r, c));
    sketch.add(SketchCage{ring, ""});
    const ParsedXml xml = parse_xml(render_svg(sketch, Grid(9)));
    const auto cages = xml.with_class("cage");
    ASSERT_EQ(cages.size(), 2u);
    const std::string l_shape = cages[0]->attributes.at("d");
    const std::string ring_path = cages[1]->attributes.at("d");
    EXPECT_EQ(std::count(l_shape.begin(), l_shape.end(), 'Z'), 1) << l_shape;
    EXPECT_EQ(std::count(ring_path.begin(), ring_path.end(), 'Z'), 2) << ring_path;
    // Only labelled cages get a label.
    EXPECT_EQ(xml.count("cage-label"), 1u);
}

TEST(Svg, DrawsARealPuzzleThroughItsRules) {
    const Geometry geometry(9);
    RuleList rules = classic_rules(geometry);
    rules.push_back(std::make_shared<KillerCage>(geometry, std::vector<Cell>{0, 1}, 3));
    rules.push_back(std::make_shared<KillerCage>(geometry, std::vector<Cell>{2, 3, 4}, 24));
    Grid givens(9);
    givens.set(80, 7);
    const Puzzle puzzle(geometry, givens, rules);
    const ParsedXml xml = parse_xml(render_svg(sketch_puzzle(puzzle), givens));
    ASSERT_EQ(xml.error, "");
    EXPECT_EQ(xml.count("cage"), 2u);
    EXPECT_EQ(xml.count("cage-label"), 2u);
    EXPECT_EQ(xml.count("region-border"), 1u);
    ASSERT_EQ(xml.count("digit"), 1u);
    EXPECT_EQ(xml.with_class("digit")[0]->text, "7");
}

TEST(Svg, RefusesValuesOfAnotherSizeAndMarksOffTheBoard) {
    const Geometry geometry(4);
    Sketch sketch(geometry);
    EXPECT_THROW((void)render_svg(sketch, Grid(9)), std::invalid_argument);

    Sketch off(geometry);
    off.add(SketchCage{{3, 16}, "5"});
    try {
        (void)render_svg(off, Grid(4));
        FAIL() << "a cage cell off the board was drawn";
    } catch (const std::invalid_argument& error) {
        EXPECT_NE(std::string(error.what()).find("cage names cell 16"), std::string::npos) << error.what();
    }

    Sketch inside(geometry);
    inside.add(SketchOutside{1, 2, "5", std::nullopt});  // on the board, not outside it
    EXPECT_THROW((void)render_svg(inside, Grid(4)), std::invalid_argument);
}

}  // namespace
}  // namespace svg_test
}  // namespace gridforge
