#pragma once
/// \file
/// The daily puzzle's seed: a UTC calendar date written as digits (2026-12-02 -> 20261202), so that
/// every device and the command line make the same puzzle on the same day. The web player computes
/// the same number from today's UTC date (web/src/game/daily.ts).

#include <cstdint>
#include <string_view>

namespace gridforge {

/// The seed of `date`, written YYYY-MM-DD (year 0001..9999, a day that exists in that month,
/// leap years by the Gregorian rule). Throws std::invalid_argument naming the text and what is
/// wrong ("'2026-02-30' is not a date: February 2026 has 28 days").
std::uint64_t daily_seed(std::string_view date);

}  // namespace gridforge
