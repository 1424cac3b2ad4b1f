// The daily seed: a UTC date as digits, the same number the web player computes (daily.ts).
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "gridforge/daily.hpp"

namespace gridforge::daily_test {
namespace {

std::string refusal(const std::string& date) {
    try {
        (void)daily_seed(date);
    } catch (const std::invalid_argument& error) {
        return error.what();
    }
    return "accepted";
}

TEST(DailySeed, IsTheDateAsDigits) {
    EXPECT_EQ(daily_seed("2026-12-02"), 20261202u);
    EXPECT_EQ(daily_seed("2025-03-07"), 20250307u);  // daily.test.ts's example
    EXPECT_EQ(daily_seed("0001-01-01"), 10101u);
    EXPECT_EQ(daily_seed("2024-02-29"), 20240229u);  // leap year
    EXPECT_EQ(daily_seed("2000-02-29"), 20000229u);  // divisible by 400
}

TEST(DailySeed, RefusesWhatIsNotADayNamingIt) {
    EXPECT_EQ(refusal("2023-02-29"), "'2023-02-29' is not a date: February 2023 has 28 days");
    EXPECT_EQ(refusal("1900-02-29"), "'1900-02-29' is not a date: February 1900 has 28 days");
    EXPECT_EQ(refusal("2026-04-31"), "'2026-04-31' is not a date: April 2026 has 30 days");
    EXPECT_EQ(refusal("2026-13-01"), "'2026-13-01' is not a date: the month must be 01..12");
    EXPECT_EQ(refusal("2026-00-10"), "'2026-00-10' is not a date: the month must be 01..12");
    EXPECT_EQ(refusal("0000-01-01"), "'0000-01-01' is not a date: the year must be 0001 or later");
    EXPECT_EQ(refusal("20261202"), "'20261202' is not a date written YYYY-MM-DD");
    EXPECT_EQ(refusal("2026-1-02x"), "'2026-1-02x' is not a date written YYYY-MM-DD");
    EXPECT_EQ(refusal(""), "'' is not a date written YYYY-MM-DD");
}

}  // namespace
}  // namespace gridforge::daily_test
