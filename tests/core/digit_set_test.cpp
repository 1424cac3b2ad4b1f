#include <gtest/gtest.h>

#include <vector>

#include "gridforge/digit_set.hpp"

namespace gridforge {
namespace digit_set_test {
namespace {

TEST(DigitSet, BasicOperations) {
    DigitSet set = DigitSet::all(9);
    EXPECT_EQ(set.size(), 9);
    set.erase(1);
    set.erase(5);
    EXPECT_FALSE(set.contains(5));
    EXPECT_TRUE(set.contains(9));
    EXPECT_EQ(set.lowest(), 2);
    std::vector<Digit> digits(set.begin(), set.end());
    EXPECT_EQ(digits, (std::vector<Digit>{2, 3, 4, 6, 7, 8, 9}));
    EXPECT_EQ((DigitSet::of(3) | DigitSet::of(4)) - DigitSet::of(3), DigitSet::of(4));
    EXPECT_TRUE((DigitSet::of(3) & DigitSet::of(4)).empty());
    EXPECT_EQ(DigitSet::all(16).size(), 16);
}

}  // namespace
}  // namespace digit_set_test
}  // namespace gridforge
