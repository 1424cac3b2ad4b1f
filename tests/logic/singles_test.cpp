// Full house, hidden single, naked single and rule elimination on fixed boards.
#include <gtest/gtest.h>

#include "gridforge/logic.hpp"
#include "logic/marked_board.hpp"
#include "support/even_cells_rule.hpp"

namespace gridforge {
namespace singles_test {
namespace {

using testing::Marks;
using testing::marked_state;

const Technique& t(TechniqueId id) { return technique(id); }

TEST(FullHouse, LastEmptyCellOfARow) {
    const LogicState state(testing::puzzle_from("12345678." + std::string(72, '.')));
    const auto step = t(TechniqueId::full_house).find(state);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->placements, (std::vector<Candidate>{{8, 9}}));
    EXPECT_TRUE(step->eliminations.empty());
    EXPECT_EQ(step->text, "Full house: r1c9 is the last empty cell of row 1, so it is 9.");
}

TEST(FullHouse, NoneWithTwoEmptyCells) {
    const LogicState state(testing::puzzle_from("1234567.." + std::string(72, '.')));
    EXPECT_FALSE(t(TechniqueId::full_house).find(state));
}

TEST(HiddenSingle, OnePlaceInABox) {
    Marks marks;
    marks.digit_maps[7] = "xxxxxxxxx xxxxxxxxx xxxxxxxxx xxx...xxx xxx..xxxx xxx...xxx xxxxxxxxx xxxxxxxxx xxxxxxxxx";
    const auto step = t(TechniqueId::hidden_single).find(marked_state(marks));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->placements, (std::vector<Candidate>{{4 * 9 + 5, 7}}));
    EXPECT_EQ(step->text, "Hidden single: in box 5 the digit 7 fits only in r5c6.");
}

TEST(HiddenSingle, NoneWithTwoPlaces) {
    Marks marks;
    marks.digit_maps[7] = "xxxxxxxxx xxxxxxxxx xxxxxxxxx xxx...xxx xxxx.xxxx xxx...xxx xxxxxxxxx xxxxxxxxx xxxxxxxxx";
    EXPECT_FALSE(t(TechniqueId::hidden_single).find(marked_state(marks)));
}

TEST(NakedSingle, OneCandidateLeft) {
    Marks marks;
    marks.cells["r3c3"] = "4";
    const auto step = t(TechniqueId::naked_single).find(marked_state(marks));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->placements, (std::vector<Candidate>{{20, 4}}));
    EXPECT_EQ(step->text, "Naked single: r3c3 can only be 4.");
}

TEST(NakedSingle, NoneOnAnOpenBoard) { EXPECT_FALSE(t(TechniqueId::naked_single).find(marked_state(Marks{}))); }

TEST(RuleElimination, ANonHouseRulePrunesThroughItsOwnReasoning) {
    const Geometry geometry(9);
    RuleList rules = classic_rules(geometry);
    rules.push_back(std::make_shared<testing::EvenCellsRule>(std::vector<Cell>{0}));
    const LogicState state(Puzzle(geometry, Grid(9), rules));
    const auto step = t(TechniqueId::rule_elimination).find(state);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->eliminations, (std::vector<Candidate>{{0, 1}, {0, 3}, {0, 5}, {0, 7}, {0, 9}}));
    EXPECT_EQ(step->text, "Rule elimination: the even cells rule forbids these candidates: 1, 3, 5, 7 and 9 are "
                          "removed from r1c1.");
}

TEST(RuleElimination, NoneForClassicRules) { EXPECT_FALSE(t(TechniqueId::rule_elimination).find(marked_state(Marks{}))); }

}  // namespace
}  // namespace singles_test
}  // namespace gridforge
