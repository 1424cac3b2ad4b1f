// The sentence pieces of wording.hpp: lists, plurals, house names and the elimination clause.
#include <gtest/gtest.h>

#include "logic/wording.hpp"

namespace gridforge {
namespace wording_test {
namespace {

TEST(Wording, JoinsListsWithCommasAndAFinalWord) {
    EXPECT_EQ(wording::join({}), "");
    EXPECT_EQ(wording::join({"a"}), "a");
    EXPECT_EQ(wording::join({"a", "b"}), "a and b");
    EXPECT_EQ(wording::join({"a", "b", "c"}), "a, b and c");
    EXPECT_EQ(wording::join({"a", "b", "c"}, "or"), "a, b or c");
}

TEST(Wording, CountsTakeTheirPlural) {
    EXPECT_EQ(wording::counted(1, "cell"), "1 cell");
    EXPECT_EQ(wording::counted(2, "cell"), "2 cells");
    EXPECT_EQ(wording::counted(0, "single"), "0 singles");
    EXPECT_EQ(wording::counted(3, "box", "boxes"), "3 boxes");
    EXPECT_EQ(wording::counted(1, "box", "boxes"), "1 box");
}

TEST(Wording, DigitsAndCells) {
    EXPECT_EQ(wording::digits(DigitSet::of(7)), "7");
    EXPECT_EQ(wording::digits(DigitSet::of(5) | DigitSet::of(1)), "1 and 5");
    EXPECT_EQ(wording::digits(DigitSet::of(1) | DigitSet::of(5) | DigitSet::of(7), "or"), "1, 5 or 7");
    EXPECT_EQ(wording::digits(DigitSet::of(12) | DigitSet::of(16)), "12 and 16");
    const Geometry g(9);
    EXPECT_EQ(wording::cells(g, {0}), "r1c1");
    EXPECT_EQ(wording::cells(g, {80, 0}), "r9c9 and r1c1");
    EXPECT_EQ(wording::cells(g, {0, 1, 20}, "or"), "r1c1, r1c2 or r3c3");
}

TEST(Wording, HousesGroupByKindWithTheirPlural) {
    EXPECT_EQ(wording::house("row 3"), "row 3");
    EXPECT_EQ(wording::house("region A"), "region A");
    EXPECT_EQ(wording::house("main diagonal"), "the main diagonal");
    EXPECT_EQ(wording::in("box 5"), "in box 5");
    EXPECT_EQ(wording::in("anti diagonal"), "on the anti diagonal");
    EXPECT_EQ(wording::houses({"column 3", "column 6"}), "columns 3 and 6");
    EXPECT_EQ(wording::houses({"row 4", "row 8"}), "rows 4 and 8");
    EXPECT_EQ(wording::houses({"box 1", "box 4", "box 7"}), "boxes 1, 4 and 7");
    EXPECT_EQ(wording::houses({"region 2"}), "region 2");
    EXPECT_EQ(wording::houses({"region 2", "region 5"}), "regions 2 and 5");
    EXPECT_EQ(wording::houses({"row 1", "column 2"}), "row 1 and column 2");
    EXPECT_EQ(wording::houses({"row 1", "column 2", "row 3"}), "rows 1 and 3, and column 2");
    EXPECT_EQ(wording::houses({"box 1", "box 4", "region 2"}), "boxes 1 and 4, and region 2");
    EXPECT_EQ(wording::houses({"row 4", "row 8", "column 3", "column 6"}), "rows 4 and 8, and columns 3 and 6");
    EXPECT_EQ(wording::houses({"main diagonal", "row 2"}), "the main diagonal and row 2");
    EXPECT_EQ(wording::houses({"main diagonal"}), "the main diagonal");
    EXPECT_EQ(wording::house_kind("row 3"), "row");
    EXPECT_EQ(wording::house_kind("region A"), "region");
    EXPECT_EQ(wording::house_kind("main diagonal"), "");
    EXPECT_EQ(wording::houses({"main diagonal", "anti diagonal"}), "the main diagonal and the anti diagonal");
}

TEST(Wording, CagesSayTheirSize) {
    EXPECT_EQ(wording::cage(1, "cage at r8c5"), "the 1-cell cage at r8c5");
    EXPECT_EQ(wording::cage(3, "cage at r1c3"), "the 3-cell cage at r1c3");
}

TEST(Wording, TheEliminationClauseNamesEachDigitOnce) {
    const Geometry g(9);
    EXPECT_EQ(wording::removal(g, {}), "");
    EXPECT_EQ(wording::removal(g, {{60, 5}}), "5 is removed from r7c7");
    // r2c5 = cell 13, r2c6 = cell 14: two digits from the same two cells share one clause.
    EXPECT_EQ(wording::removal(g, {{13, 1}, {13, 5}, {14, 1}, {14, 5}}), "1 and 5 are removed from r2c5 and r2c6");
    EXPECT_EQ(wording::removal(g, {{0, 1}, {0, 2}, {1, 2}}), "1 is removed from r1c1; 2 from r1c1 and r1c2");
}

TEST(Wording, SubsetWords) {
    EXPECT_EQ(wording::subset_word(2), "pair");
    EXPECT_EQ(wording::subset_word(3), "triple");
    EXPECT_EQ(wording::subset_word(4), "quad");
    EXPECT_EQ(wording::subset_word(5), "set");
}

}  // namespace
}  // namespace wording_test
}  // namespace gridforge
