// Alternating inference chains and the variant steps (cage combinations, thermometer bounds,
// innies and outies) on fixed boards, asserting the exact eliminations and a negative case each.
#include <gtest/gtest.h>

#include "gridforge/logic.hpp"
#include "gridforge/variants.hpp"
#include "logic/marked_board.hpp"

namespace gridforge {
namespace aic_variants_test {
namespace {

using testing::eliminations_of;
using testing::find_on;
using testing::Marks;

using testing::kFull;

// (5)r1c1 = (5)r1c5 - (7)r1c5 = (7)r5c5 - (7)r5c1 = (5)r5c1: 5 is in r1c1 or r5c1.
Marks aic_board(const std::string& r5c1) {
    Marks marks;
    marks.digit_maps[5] = "x...x.... " + kFull + kFull + kFull + kFull + kFull + kFull + kFull + kFull;
    marks.digit_maps[7] = kFull + "xxxx.xxxx xxxx.xxxx xxxx.xxxx x...x.... xxxx.xxxx xxxx.xxxx xxxx.xxxx xxxx.xxxx";
    marks.cells = {{"r1c5", "57"}, {"r5c1", r5c1}};
    return marks;
}

TEST(Aic, MixedLinksThroughCellsAndHouses) {
    const auto step = find_on(TechniqueId::aic, aic_board("57"));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step),
              (std::vector<std::string>{"r2c1:5", "r3c1:5", "r4c1:5", "r6c1:5", "r7c1:5", "r8c1:5", "r9c1:5"}));
    // r5c1 sees r1c1 in column 1: the chain closes into a continuous nice loop.
    EXPECT_TRUE(step->loop);
    EXPECT_EQ(step->text.substr(0, 105),
              "Continuous nice loop: from (5)r1c1 the 6 links through rows 1 and 5, and columns 1 and 5 alternate strong");
    // A third candidate in r5c1 breaks its strong link.
    EXPECT_FALSE(find_on(TechniqueId::aic, aic_board("578")));
}

/// Classic rules plus `extra`, empty grid, optional pencil marks.
LogicState variant_state(const std::vector<std::shared_ptr<Rule>>& extra, const std::map<Cell, DigitSet>& marks = {}) {
    const Geometry geometry(9);
    RuleList rules = classic_rules(geometry);
    for (const auto& rule : extra) rules.push_back(rule);
    Candidates pencil(81, DigitSet::all(9));
    for (const auto& [cell, digits] : marks) pencil[static_cast<std::size_t>(cell)] = digits;
    return LogicState(Puzzle(geometry, Grid(9), rules), Grid(9), pencil);
}

DigitSet digits(std::initializer_list<Digit> list) {
    DigitSet set;
    for (Digit d : list) set.insert(d);
    return set;
}

TEST(Variants, CageCombinations) {
    const Geometry geometry(9);
    const auto cage = std::make_shared<KillerCage>(geometry, std::vector<Cell>{0, 1}, 3);
    const auto step = technique(TechniqueId::cage_combination).find(variant_state({cage}));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->eliminations.size(), 14u);
    EXPECT_EQ(eliminations_of(*step).front(), "r1c1:3");
    EXPECT_EQ(eliminations_of(*step).back(), "r1c2:9");
    EXPECT_EQ(step->text.substr(0, 73), "Cage combinations: the 2-cell cage at r1c1 (sum 3) can hold only {1, 2} w");
    EXPECT_FALSE(technique(TechniqueId::cage_combination).find(variant_state({cage}, {{0, digits({1, 2})}, {1, digits({1, 2})}})));
}

TEST(Variants, ThermometerBounds) {
    const Geometry geometry(9);
    const auto thermo = std::make_shared<Thermometer>(geometry, std::vector<Cell>{0, 1, 2});
    const auto step = technique(TechniqueId::thermometer_bounds).find(variant_state({thermo}));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), (std::vector<std::string>{"r1c1:8", "r1c1:9", "r1c2:1", "r1c2:9", "r1c3:1", "r1c3:2"}));
    EXPECT_FALSE(technique(TechniqueId::thermometer_bounds)
                     .find(variant_state({thermo}, {{0, digits({1, 2, 3})}, {1, digits({4, 5})}, {2, digits({6, 9})}})));
}

TEST(Variants, InniesOfARow) {
    // Row 1: cages r1c1-r1c4 = 10 and r1c5-r1c8 = 26 leave the innie r1c9 = 45 - 36 = 9.
    const Geometry geometry(9);
    const auto left = std::make_shared<KillerCage>(geometry, std::vector<Cell>{0, 1, 2, 3}, 10);
    const auto right = std::make_shared<KillerCage>(geometry, std::vector<Cell>{4, 5, 6, 7}, 26);
    const auto step = technique(TechniqueId::innies_outies).find(variant_state({left, right}));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), (std::vector<std::string>{"r1c9:1", "r1c9:2", "r1c9:3", "r1c9:4", "r1c9:5", "r1c9:6",
                                                                "r1c9:7", "r1c9:8"}));
    EXPECT_EQ(step->text, "Innies and outies: row 1 sums to 45 and the cages wholly inside it to 36, so the innie r1c9 (the "
                          "cell outside those cages) is 9: 1, 2, 3, 4, 5, 6, 7 and 8 are removed from r1c9.");
    EXPECT_FALSE(technique(TechniqueId::innies_outies).find(variant_state({left, right}, {{8, digits({9})}})));
}

TEST(Variants, OutiesOfARow) {
    // Row 1 is covered by cages r1c1-r1c4 = 10, r1c9 = 9 (inside) and r1c5-r1c8 + r2c8 = 31
    // (sticking out): the outie r2c8 is 31 + 19 - 45 = 5. The innies r1c5-r1c8 (sum 26) hold no 1.
    const Geometry geometry(9);
    const auto left = std::make_shared<KillerCage>(geometry, std::vector<Cell>{0, 1, 2, 3}, 10);
    const auto bent = std::make_shared<KillerCage>(geometry, std::vector<Cell>{4, 5, 6, 7, 16}, 31);
    const auto corner = std::make_shared<KillerCage>(geometry, std::vector<Cell>{8}, 9);
    const DigitSet no_one = DigitSet::all(9) - DigitSet::of(1);
    const auto step = technique(TechniqueId::innies_outies)
                          .find(variant_state({left, bent, corner}, {{4, no_one}, {5, no_one}, {6, no_one}, {7, no_one}}));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), (std::vector<std::string>{"r2c8:1", "r2c8:2", "r2c8:3", "r2c8:4", "r2c8:6", "r2c8:7",
                                                                "r2c8:8", "r2c8:9"}));
    EXPECT_NE(step->text.find("the outie r2c8 (the cell of those cages outside it) is 5"), std::string::npos) << step->text;
}

}  // namespace
}  // namespace aic_variants_test
}  // namespace gridforge
