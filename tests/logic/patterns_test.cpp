// Fish, single-digit patterns, wings, colouring, chains and forcing chains on fixed boards,
// asserting the exact eliminations (and one negative case each).
#include <gtest/gtest.h>

#include "gridforge/logic.hpp"
#include "logic/marked_board.hpp"

namespace gridforge {
namespace patterns_test {
namespace {

using testing::eliminations_of;
using testing::Marks;
using testing::find_on;
using testing::marked_state;

using testing::kFull;


Marks digit5(const std::string& map) {
    Marks marks;
    marks.digit_maps[5] = map;
    return marks;
}

/// "rRcC:5" for every row in `rows` and column in `columns`, sorted by cell.
std::vector<std::string> grid5(std::initializer_list<int> rows, std::initializer_list<int> columns) {
    std::vector<std::string> out;
    for (int r : rows) {
        for (int c : columns) out.push_back("r" + std::to_string(r) + "c" + std::to_string(c) + ":5");
    }
    return out;
}

TEST(Fish, XWing) {
    const std::string rest = kFull + kFull + kFull;
    const auto step = find_on(TechniqueId::x_wing, digit5(".x....x.. " + rest + ".x....x.. " + rest + kFull));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), grid5({2, 3, 4, 6, 7, 8, 9}, {2, 7}));
    EXPECT_EQ(step->text.substr(0, 60), "X-Wing: in rows 1 and 5 the digit 5 lies only in columns 2 a");
    EXPECT_FALSE(find_on(TechniqueId::x_wing, digit5(".x....x.. " + rest + ".x....xx. " + rest + kFull)));
}

TEST(Fish, Swordfish) {
    const std::string rest = kFull + kFull + kFull;
    const auto step = find_on(TechniqueId::swordfish, digit5("x..x..... " + rest + "...x..x.. " + rest + "x.....x.."));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), grid5({2, 3, 4, 6, 7, 8}, {1, 4, 7}));
    EXPECT_FALSE(find_on(TechniqueId::swordfish, digit5("x..x..... " + rest + "...x..x.. " + rest + "x......x.")));
}

TEST(Fish, Jellyfish) {
    const auto step = find_on(TechniqueId::jellyfish, digit5("x.x...... " + kFull + "..x.x.... " + kFull + "....x.x.. " + kFull +
                                                          "x.....x.. " + kFull + kFull));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), grid5({2, 4, 6, 8, 9}, {1, 3, 5, 7}));
    EXPECT_FALSE(find_on(TechniqueId::jellyfish, digit5("x.x...... " + kFull + "..x.x.... " + kFull + "....x.x.. " + kFull +
                                                     "x......x. " + kFull + kFull)));
}

TEST(SingleDigit, Skyscraper) {
    const std::string rest = kFull + kFull + kFull;
    const auto step = find_on(TechniqueId::skyscraper, digit5("x...x.... " + rest + "x....x... " + rest + kFull));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), (std::vector<std::string>{"r2c6:5", "r3c6:5", "r4c5:5", "r6c5:5"}));
    // Both far ends in one column: an X-Wing, not a skyscraper.
    EXPECT_FALSE(find_on(TechniqueId::skyscraper, digit5("x...x.... " + rest + "x...x.... " + rest + kFull)));
}

TEST(SingleDigit, TwoStringKite) {
    const std::string others = "x.xxxxxxx ";
    const auto step = find_on(TechniqueId::two_string_kite,
                           digit5("x.....x.. " + kFull + others + others + others + others + kFull + others + others));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), std::vector<std::string>{"r7c7:5"});
    // The column's pair has no end in the row pair's boxes.
    EXPECT_FALSE(find_on(TechniqueId::two_string_kite,
                      digit5("x.....x.. " + others + others + kFull + others + others + kFull + others + others)));
}

TEST(Wings, XYWing) {
    Marks marks;
    marks.cells = {{"r1c1", "12"}, {"r1c5", "13"}, {"r5c1", "23"}};
    const auto step = find_on(TechniqueId::xy_wing, marks);
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), std::vector<std::string>{"r5c5:3"});
    EXPECT_EQ(step->text, "XY-Wing: the pivot r1c1 (1 or 2) sees r1c5 (1 or 3) in row 1 and r5c1 (2 or 3) in column 1; "
                          "whichever digit the pivot takes, one of these pincers is 3: 3 is removed from r5c5, which sees both "
                          "pincers.");
    marks.cells["r5c1"] = "24";
    EXPECT_FALSE(find_on(TechniqueId::xy_wing, marks));
}

TEST(Wings, XYZWing) {
    Marks marks;
    marks.cells = {{"r1c1", "123"}, {"r1c5", "13"}, {"r2c2", "23"}};
    const auto step = find_on(TechniqueId::xyz_wing, marks);
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), (std::vector<std::string>{"r1c2:3", "r1c3:3"}));
    marks.cells["r2c2"] = "24";
    EXPECT_FALSE(find_on(TechniqueId::xyz_wing, marks));
}

TEST(Wings, WWing) {
    Marks marks;
    marks.digit_maps[1] = kFull + kFull + kFull + kFull + kFull + kFull + kFull + kFull + "x.......x";
    marks.cells = {{"r1c1", "12"}, {"r5c9", "12"}};
    const auto step = find_on(TechniqueId::w_wing, marks);
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), (std::vector<std::string>{"r1c9:2", "r5c1:2"}));
    marks.digit_maps[1] = kFull + kFull + kFull + kFull + kFull + kFull + kFull + kFull + "x......xx";
    EXPECT_FALSE(find_on(TechniqueId::w_wing, marks));
}

// r1c1 = r1c5 (row 1) = r5c5 (column 5) = r5c2 (row 5): colours {r1c1, r5c5} and {r1c5, r5c2}.
const std::string kColourChain = "x...x.... xxxx.xxxx xxxx.xxxx xxxx.xxxx .x..x.... xxxx.xxxx xxxx.xxxx xxxx.xxxx xxxx.xxxx";
const std::string kOnePair = "x...x.... " + kFull + kFull + kFull + kFull + kFull + kFull + kFull + kFull;

TEST(Colouring, ColourTrap) {
    const auto step = find_on(TechniqueId::simple_colouring, digit5(kColourChain));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), (std::vector<std::string>{"r2c2:5", "r3c2:5", "r4c1:5", "r6c1:5"}));
    EXPECT_FALSE(find_on(TechniqueId::simple_colouring, digit5(kOnePair)));
}

TEST(Colouring, ColourWrap) {
    // r1c1 = r1c5 = r5c5 = r5c2 = r2c2: colour A {r1c1, r5c5, r2c2} has r1c1 and r2c2 in box 1.
    const auto step = find_on(TechniqueId::simple_colouring,
                           digit5("x...x.... xxxx.xxxx x.xx.xxxx x.xx.xxxx .x..x.... x.xx.xxxx x.xx.xxxx x.xx.xxxx x.xx.xxxx"));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), (std::vector<std::string>{"r1c1:5", "r2c2:5", "r5c5:5"}));
    EXPECT_NE(step->text.find("colour wrap"), std::string::npos);
}

TEST(Chains, XChain) {
    const auto step = find_on(TechniqueId::x_chain, digit5(kColourChain));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), (std::vector<std::string>{"r2c2:5", "r3c2:5", "r4c1:5", "r6c1:5"}));
    EXPECT_EQ(step->cells, (std::vector<Cell>{0, 4, 40, 37}));
    EXPECT_FALSE(find_on(TechniqueId::x_chain, digit5(kOnePair)));
}

TEST(Chains, XYChain) {
    Marks marks;
    marks.cells = {{"r1c1", "12"}, {"r1c5", "23"}, {"r5c5", "34"}, {"r5c9", "14"}};
    const auto step = find_on(TechniqueId::xy_chain, marks);
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), (std::vector<std::string>{"r1c9:1", "r5c1:1"}));
    marks.cells["r5c9"] = "45";
    EXPECT_FALSE(find_on(TechniqueId::xy_chain, marks));
}

TEST(Forcing, ContradictionBySingles) {
    Marks marks;
    marks.cells = {{"r1c1", "12"}, {"r1c2", "12"}, {"r1c3", "12"}};
    const auto step = find_on(TechniqueId::forcing_chain, marks);
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), std::vector<std::string>{"r1c1:1"});
    EXPECT_EQ(step->text.substr(0, 158), "Forcing chain (contradiction): if r1c1 were 1, singles would follow: r1c2 is 2 (its last "
                                         "candidate); then r1c3 would have no candidate left, so r1c1 is not 1.");
    EXPECT_FALSE(find_on(TechniqueId::forcing_chain, Marks{}));
}

}  // namespace
}  // namespace patterns_test
}  // namespace gridforge
