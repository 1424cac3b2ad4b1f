// Locked candidates and naked/hidden subsets on fixed boards, asserting the exact eliminations.
#include <gtest/gtest.h>

#include "gridforge/logic.hpp"
#include "logic/marked_board.hpp"

namespace gridforge {
namespace intersections_subsets_test {
namespace {

using testing::eliminations_of;
using testing::Marks;
using testing::find_on;
using testing::marked_state;

using testing::kFull;


/// "r1cC:d" for every column in [from, 9] and digit in `digits`, sorted by cell then digit.
std::vector<std::string> row1(int from, std::initializer_list<int> digits) {
    std::vector<std::string> out;
    for (int c = from; c <= 9; ++c) {
        for (int d : digits) out.push_back("r1c" + std::to_string(c) + ":" + std::to_string(d));
    }
    return out;
}

TEST(LockedCandidates, PointingFromABoxIntoARow) {
    Marks marks;
    marks.digit_maps[5] = "xx.xxxxxx ...xxxxxx ...xxxxxx " + kFull + kFull + kFull + kFull + kFull + kFull;
    const auto step = find_on(TechniqueId::locked_pointing, marks);
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), row1(4, {5}));
    EXPECT_EQ(step->text, "Locked candidates (pointing): in box 1 the digit 5 lies only in row 1 (r1c1 and r1c2), so the rest "
                          "of row 1 cannot hold it: 5 is removed from r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9.");
}

TEST(LockedCandidates, NoPointingWhenTheBoxSpansTwoLines) {
    Marks marks;
    marks.digit_maps[5] = "x..xxxxxx .x.xxxxxx ...xxxxxx " + kFull + kFull + kFull + kFull + kFull + kFull;
    EXPECT_FALSE(find_on(TechniqueId::locked_pointing, marks));
}

TEST(LockedCandidates, ClaimingFromARowIntoABox) {
    Marks marks;
    marks.digit_maps[5] = "xx....... " + kFull + kFull + kFull + kFull + kFull + kFull + kFull + kFull;
    const auto step = find_on(TechniqueId::locked_claiming, marks);
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step),
              (std::vector<std::string>{"r2c1:5", "r2c2:5", "r2c3:5", "r3c1:5", "r3c2:5", "r3c3:5"}));
}

TEST(LockedCandidates, NoClaimingWhenTheRowSpansTwoBoxes) {
    Marks marks;
    marks.digit_maps[5] = "x..x..... " + kFull + kFull + kFull + kFull + kFull + kFull + kFull + kFull;
    EXPECT_FALSE(find_on(TechniqueId::locked_claiming, marks));
}

TEST(Subsets, NakedPair) {
    Marks marks;
    marks.cells = {{"r1c1", "12"}, {"r1c2", "12"}};
    const auto step = find_on(TechniqueId::naked_pair, marks);
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), row1(3, {1, 2}));
    EXPECT_EQ(step->houses, std::vector<int>{0});
    EXPECT_FALSE(find_on(TechniqueId::naked_pair, Marks{{std::string(81, '.')}, {}, {{"r1c1", "12"}, {"r1c2", "13"}}}));
}

TEST(Subsets, HiddenPair) {
    Marks marks;
    marks.digit_maps[1] = marks.digit_maps[2] = "xx....... " + kFull + kFull + kFull + kFull + kFull + kFull + kFull + kFull;
    const auto step = find_on(TechniqueId::hidden_pair, marks);
    ASSERT_TRUE(step);
    std::vector<std::string> expected;
    for (int c = 1; c <= 2; ++c) {
        for (int d = 3; d <= 9; ++d) expected.push_back("r1c" + std::to_string(c) + ":" + std::to_string(d));
    }
    EXPECT_EQ(eliminations_of(*step), expected);
    marks.digit_maps[2] = "xxx...... " + kFull + kFull + kFull + kFull + kFull + kFull + kFull + kFull;
    EXPECT_FALSE(find_on(TechniqueId::hidden_pair, marks));
}

TEST(Subsets, NakedTriple) {
    Marks marks;
    marks.cells = {{"r1c1", "12"}, {"r1c2", "23"}, {"r1c3", "13"}};
    const auto step = find_on(TechniqueId::naked_triple, marks);
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), row1(4, {1, 2, 3}));
    marks.cells["r1c3"] = "14";
    EXPECT_FALSE(find_on(TechniqueId::naked_triple, marks));
}

TEST(Subsets, HiddenTriple) {
    Marks marks;
    for (Digit d : {1, 2, 3}) marks.digit_maps[d] = "xxx...... " + kFull + kFull + kFull + kFull + kFull + kFull + kFull + kFull;
    const auto step = find_on(TechniqueId::hidden_triple, marks);
    ASSERT_TRUE(step);
    std::vector<std::string> expected;
    for (int c = 1; c <= 3; ++c) {
        for (int d = 4; d <= 9; ++d) expected.push_back("r1c" + std::to_string(c) + ":" + std::to_string(d));
    }
    EXPECT_EQ(eliminations_of(*step), expected);
    marks.digit_maps[3] = "xx.x..... " + kFull + kFull + kFull + kFull + kFull + kFull + kFull + kFull;
    EXPECT_FALSE(find_on(TechniqueId::hidden_triple, marks));
}

TEST(Subsets, NakedQuad) {
    Marks marks;
    marks.cells = {{"r1c1", "12"}, {"r1c2", "23"}, {"r1c3", "34"}, {"r1c4", "14"}};
    const auto step = find_on(TechniqueId::naked_quad, marks);
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), row1(5, {1, 2, 3, 4}));
    marks.cells["r1c4"] = "15";
    EXPECT_FALSE(find_on(TechniqueId::naked_quad, marks));
}

TEST(Subsets, HiddenQuad) {
    Marks marks;
    for (Digit d : {1, 2, 3, 4}) marks.digit_maps[d] = "xxxx..... " + kFull + kFull + kFull + kFull + kFull + kFull + kFull + kFull;
    const auto step = find_on(TechniqueId::hidden_quad, marks);
    ASSERT_TRUE(step);
    std::vector<std::string> expected;
    for (int c = 1; c <= 4; ++c) {
        for (int d = 5; d <= 9; ++d) expected.push_back("r1c" + std::to_string(c) + ":" + std::to_string(d));
    }
    EXPECT_EQ(eliminations_of(*step), expected);
    marks.digit_maps[4] = "xxx.x.... " + kFull + kFull + kFull + kFull + kFull + kFull + kFull + kFull;
    EXPECT_FALSE(find_on(TechniqueId::hidden_quad, marks));
}

}  // namespace
}  // namespace intersections_subsets_test
}  // namespace gridforge
