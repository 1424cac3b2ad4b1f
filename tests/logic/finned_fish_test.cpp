// Finned and sashimi fish, empty rectangle on fixed boards (digit 5 only), asserting the exact
// eliminations and one negative case each.
#include <gtest/gtest.h>

#include "gridforge/logic.hpp"
#include "logic/marked_board.hpp"

namespace gridforge {
namespace finned_fish_test {
namespace {

using testing::eliminations_of;
using testing::find_on;
using testing::Marks;

using testing::kFull;

/// Digit 5 in row 1 and row 5 as given; every other row full.
Marks rows_1_and_5(const std::string& row1, const std::string& row5) {
    Marks marks;
    marks.digit_maps[5] = row1 + " " + kFull + kFull + kFull + row5 + " " + kFull + kFull + kFull + kFull;
    return marks;
}

/// Digit 5 in rows 1, 4 and 7 as given; every other row full.
Marks rows_1_4_7(const std::string& row1, const std::string& row4, const std::string& row7) {
    Marks marks;
    marks.digit_maps[5] = row1 + " " + kFull + kFull + row4 + " " + kFull + kFull + row7 + " " + kFull + kFull;
    return marks;
}

TEST(FinnedFish, FinnedXWingEliminatesInTheFinsBox) {
    // Rows 1 and 5 cover columns 2 and 7, with the fin r1c8 in box 3.
    const auto step = find_on(TechniqueId::finned_x_wing, rows_1_and_5(".x....xx.", ".x....x.."));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), (std::vector<std::string>{"r2c7:5", "r3c7:5"}));
    EXPECT_NE(step->text.find("fin r1c8 in box 3"), std::string::npos) << step->text;
    // A fin in box 2 meets neither cover column there.
    EXPECT_FALSE(find_on(TechniqueId::finned_x_wing, rows_1_and_5(".x.x..x..", ".x....x..")));
    // No fin: a basic X-Wing, not a finned one.
    EXPECT_FALSE(find_on(TechniqueId::finned_x_wing, rows_1_and_5(".x....x..", ".x....x..")));
}

TEST(FinnedFish, SashimiXWingHasACornerMissing) {
    // Row 1 has only r1c2 in the cover (r1c7 missing) and the fin r1c8.
    const auto step = find_on(TechniqueId::sashimi_x_wing, rows_1_and_5(".x.....x.", ".x....x.."));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), (std::vector<std::string>{"r2c7:5", "r3c7:5"}));
    EXPECT_FALSE(find_on(TechniqueId::finned_x_wing, rows_1_and_5(".x.....x.", ".x....x..")));
    EXPECT_FALSE(find_on(TechniqueId::sashimi_x_wing, rows_1_and_5(".x....xx.", ".x....x..")));
}

TEST(FinnedFish, FinnedSwordfish) {
    const auto step = find_on(TechniqueId::finned_swordfish, rows_1_4_7("x..x.....", "...x..x..", "x.....xx."));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), (std::vector<std::string>{"r8c7:5", "r9c7:5"}));
    // Fins in two boxes (r7c5 in box 8, r7c9 in box 9): no finned swordfish.
    EXPECT_FALSE(find_on(TechniqueId::finned_swordfish, rows_1_4_7("x..x.....", "...x..x..", "x...x.x.x")));
}

TEST(FinnedFish, SashimiSwordfish) {
    const auto step = find_on(TechniqueId::sashimi_swordfish, rows_1_4_7("x..x.....", "...x..x..", "x......x."));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), (std::vector<std::string>{"r8c7:5", "r9c7:5"}));
    EXPECT_FALSE(find_on(TechniqueId::sashimi_swordfish, rows_1_4_7("x..x.....", "...x..x..", "x.....xx.")));
}

// Box 1 holds 5 only in row 2 and column 2 (r1c2, r2c1, r2c3, r3c2); column 6 holds it only in
// r2c6 and r7c6 (a conjugate pair with an end on row 2).
const std::string kEmptyRectangle =
    ".x.xx.xxx x.xxxxxxx .x.xx.xxx xxxxx.xxx xxxxx.xxx xxxxx.xxx xxxxxxxxx xxxxx.xxx xxxxx.xxx";

TEST(EmptyRectangle, ConjugatePairFromTheBoxRow) {
    Marks marks;
    marks.digit_maps[5] = kEmptyRectangle;
    const auto step = find_on(TechniqueId::empty_rectangle, marks);
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), std::vector<std::string>{"r7c2:5"});
    EXPECT_EQ(step->text.substr(0, 70), "Empty rectangle: in box 1 the digit 5 lies only in row 2 or column 2, ");
    // A third place in column 6 (r8c6) breaks the conjugate pair.
    marks.digit_maps[5] = ".x.xx.xxx x.xxxxxxx .x.xx.xxx xxxxx.xxx xxxxx.xxx xxxxx.xxx xxxxxxxxx xxxxxxxxx xxxxx.xxx";
    EXPECT_FALSE(find_on(TechniqueId::empty_rectangle, marks));
}

}  // namespace
}  // namespace finned_fish_test
}  // namespace gridforge
