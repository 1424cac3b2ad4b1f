// The pencil-mark (Sukaku) form of a candidate state (format.hpp, read_sukaku).
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "gridforge/format.hpp"

namespace gridforge {

Candidates read_sukaku(std::string_view text, int side) {
    const Geometry geometry(side);
    const std::size_t expected = static_cast<std::size_t>(side) * static_cast<std::size_t>(side * side);
    std::string marks;
    for (const char c : text) {
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r') marks.push_back(c);
    }
    if (marks.size() != expected) throw std::invalid_argument(fmt::format("{} characters, expected {}", marks.size(), expected));
    Candidates candidates(static_cast<std::size_t>(geometry.cell_count()));
    for (std::size_t i = 0; i < marks.size(); ++i) {
        const Cell cell = static_cast<Cell>(i / static_cast<std::size_t>(side));
        const Digit digit = static_cast<Digit>(i % static_cast<std::size_t>(side)) + 1;
        const char c = marks[i];
        if (c == '0' || c == '.') continue;
        const std::optional<Digit> written = digit_from_char(c);
        if (!written || *written != digit) {
            throw std::invalid_argument(fmt::format("character {} ('{}') stands for digit {} of {}: write the digit or '0'", i + 1,
                                                    c, digit, geometry.cell_name(cell)));
        }
        candidates[static_cast<std::size_t>(cell)].insert(digit);
    }
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
        if (candidates[static_cast<std::size_t>(cell)].empty()) {
            throw std::invalid_argument(fmt::format("{} has no candidate", geometry.cell_name(cell)));
        }
    }
    return candidates;
}

std::string write_sukaku(const Candidates& candidates) {
    const int side = board_side(candidates);
    std::string text;
    for (const DigitSet& digits : candidates) {
        for (Digit digit = 1; digit <= side; ++digit) text.push_back(digits.contains(digit) ? digit_char(digit) : '0');
    }
    return text;
}

}  // namespace gridforge
