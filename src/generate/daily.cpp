#include "gridforge/daily.hpp"

#include <array>
#include <stdexcept>
#include <string>

namespace gridforge {
namespace {

constexpr std::array<std::string_view, 12> kMonthNames{"January", "February", "March",     "April",   "May",      "June",
                                                       "July",    "August",   "September", "October", "November", "December"};

bool leap(int year) { return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0; }

int days_in(int year, int month) {
    constexpr std::array<int, 12> kDays{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return month == 2 && leap(year) ? 29 : kDays[static_cast<std::size_t>(month - 1)];
}

}  // namespace

std::uint64_t daily_seed(std::string_view date) {
    const std::string quoted = "'" + std::string(date) + "' is not a date";
    const auto digits = [&](std::size_t from, std::size_t count) {
        int value = 0;
        for (std::size_t i = from; i < from + count; ++i) {
            if (date[i] < '0' || date[i] > '9') throw std::invalid_argument(quoted + " written YYYY-MM-DD");
            value = value * 10 + (date[i] - '0');
        }
        return value;
    };
    if (date.size() != 10 || date[4] != '-' || date[7] != '-') throw std::invalid_argument(quoted + " written YYYY-MM-DD");
    const int year = digits(0, 4);
    const int month = digits(5, 2);
    const int day = digits(8, 2);
    if (year < 1) throw std::invalid_argument(quoted + ": the year must be 0001 or later");
    if (month < 1 || month > 12) throw std::invalid_argument(quoted + ": the month must be 01..12");
    if (day < 1 || day > days_in(year, month)) {
        throw std::invalid_argument(quoted + ": " + std::string(kMonthNames[static_cast<std::size_t>(month - 1)]) + " " +
                                    std::to_string(year) + " has " + std::to_string(days_in(year, month)) + " days");
    }
    return static_cast<std::uint64_t>(year) * 10000 + static_cast<std::uint64_t>(month) * 100 + static_cast<std::uint64_t>(day);
}

}  // namespace gridforge
