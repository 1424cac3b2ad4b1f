// Unique rectangle types 1-4 and BUG+1 on fixed boards (valid only for puzzles known to be
// unique; the boards here are candidate patterns, not puzzles).
#include <gtest/gtest.h>

#include "gridforge/logic.hpp"
#include "logic/marked_board.hpp"

namespace gridforge {
namespace uniqueness_test {
namespace {

using testing::eliminations_of;
using testing::find_on;
using testing::Marks;

/// The rectangle r1c1, r1c2, r4c1, r4c2 (boxes 1 and 4) with the given candidates.
Marks rectangle(const std::string& r1c1, const std::string& r1c2, const std::string& r4c1, const std::string& r4c2) {
    Marks marks;
    marks.cells = {{"r1c1", r1c1}, {"r1c2", r1c2}, {"r4c1", r4c1}, {"r4c2", r4c2}};
    return marks;
}

TEST(UniqueRectangle, Type1) {
    const auto step = find_on(TechniqueId::unique_rectangle_1, rectangle("12", "12", "12", "127"));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), (std::vector<std::string>{"r4c2:1", "r4c2:2"}));
    EXPECT_NE(step->text.find("a second solution, and the puzzle has only one"), std::string::npos) << step->text;
    // Over four boxes the pattern is not deadly.
    Marks four_boxes;
    four_boxes.cells = {{"r1c1", "12"}, {"r1c5", "12"}, {"r5c1", "12"}, {"r5c5", "127"}};
    EXPECT_FALSE(find_on(TechniqueId::unique_rectangle_1, four_boxes));
}

TEST(UniqueRectangle, Type2) {
    const auto step = find_on(TechniqueId::unique_rectangle_2, rectangle("12", "12", "127", "127"));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step),
              (std::vector<std::string>{"r4c3:7", "r4c4:7", "r4c5:7", "r4c6:7", "r4c7:7", "r4c8:7", "r4c9:7", "r5c1:7",
                                        "r5c2:7", "r5c3:7", "r6c1:7", "r6c2:7", "r6c3:7"}));
    EXPECT_FALSE(find_on(TechniqueId::unique_rectangle_2, rectangle("12", "12", "127", "128")));
}

TEST(UniqueRectangle, Type3) {
    Marks marks = rectangle("12", "12", "127", "128");
    marks.cells["r4c5"] = "78";
    const auto step = find_on(TechniqueId::unique_rectangle_3, marks);
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step),
              (std::vector<std::string>{"r4c3:7", "r4c3:8", "r4c4:7", "r4c4:8", "r4c6:7", "r4c6:8", "r4c7:7", "r4c7:8",
                                        "r4c8:7", "r4c8:8", "r4c9:7", "r4c9:8"}));
    marks.cells["r4c5"] = "79";
    EXPECT_FALSE(find_on(TechniqueId::unique_rectangle_3, marks));
}

TEST(UniqueRectangle, Type4) {
    Marks marks = rectangle("12", "12", "127", "128");
    // Digit 1 of row 4 only in the roof r4c1, r4c2.
    marks.digit_maps[1] = "xxxxxxxxx xxxxxxxxx xxxxxxxxx xx....... xxxxxxxxx xxxxxxxxx xxxxxxxxx xxxxxxxxx xxxxxxxxx";
    const auto step = find_on(TechniqueId::unique_rectangle_4, marks);
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), (std::vector<std::string>{"r4c1:2", "r4c2:2"}));
    marks.digit_maps[1] = "xxxxxxxxx xxxxxxxxx xxxxxxxxx xx......x xxxxxxxxx xxxxxxxxx xxxxxxxxx xxxxxxxxx xxxxxxxxx";
    EXPECT_FALSE(find_on(TechniqueId::unique_rectangle_4, marks));
}

// Every cell {G, G+1 mod 9} of a valid grid G: each digit has two places in every house (a
// bivalue universal grave); `extra` cells get one more candidate.
Marks bug_board(const std::map<std::string, char>& extra) {
    const std::string grid = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    const Geometry geometry(9);
    Marks marks;
    for (Cell c = 0; c < 81; ++c) {
        const int digit = grid[static_cast<std::size_t>(c)] - '0';
        std::string candidates{static_cast<char>('0' + digit), static_cast<char>('0' + digit % 9 + 1)};
        if (auto it = extra.find(geometry.cell_name(c)); it != extra.end()) candidates += it->second;
        marks.cells[geometry.cell_name(c)] = candidates;
    }
    return marks;
}

TEST(Bug, PlusOnePlacesTheDigitSeenThreeTimes) {
    // r1c1 is 5 in G, so {5, 6}; adding 9 makes 9 appear three times in row 1, column 1 and box 1.
    const auto step = find_on(TechniqueId::bug_plus_one, bug_board({{"r1c1", '9'}}));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->placements, (std::vector<Candidate>{{0, 9}}));
    EXPECT_TRUE(step->eliminations.empty());
    EXPECT_FALSE(find_on(TechniqueId::bug_plus_one, bug_board({{"r1c1", '9'}, {"r9c9", '3'}})));
    EXPECT_FALSE(find_on(TechniqueId::bug_plus_one, bug_board({})));
}

}  // namespace
}  // namespace uniqueness_test
}  // namespace gridforge
