#include "format/cell_text.hpp"

#include <array>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include <fmt/format.h>

#include "format/text.hpp"

namespace gridforge::format_detail {

bool is_line_form_cell(char c) {
    return digit_from_char(c).has_value() || is_empty_mark(c);
}

bool is_drawn_grid_cell(char c) {
    return c != '-' && is_line_form_cell(c);
}

Digit cell_value(char c) {
    return digit_from_char(c).value_or(0);
}

std::optional<std::string> digit_problem(char c, int side) {
    if (cell_value(c) <= side) return std::nullopt;
    // Name the digit as the user wrote it: 'A' rather than 10.
    return fmt::format("digit {} is out of range for a {}x{} board", c, side, side);
}

namespace {

/// The smallest board written in hex when hex is chosen: below it one character a digit (1-9)
/// needs no letters, and there is no other style to choose.
constexpr int kSmallestHexSide = 10;

/// The value of a hex digit: '0' is 1, 'F' 16; nullopt for any other character.
std::optional<Digit> hex_digit_value(char c) {
    if (c >= '0' && c <= '9') return static_cast<Digit>(c - '0' + 1);
    if (c >= 'A' && c <= 'F') return static_cast<Digit>(c - 'A' + 11);
    if (c >= 'a' && c <= 'f') return static_cast<Digit>(c - 'a' + 11);
    return std::nullopt;
}

char hex_char(Digit digit) { return "0123456789ABCDEF"[digit - 1]; }

}  // namespace

bool is_hex_board(DigitStyle digits, int side) { return digits == DigitStyle::hex && side >= kSmallestHexSide; }

CellDigits::CellDigits(DigitStyle digits, int side)
    : digits_(digits), side_(side), hex_(is_hex_board(digits, side)), top_letter_(digit_char(static_cast<Digit>(side))) {}

std::optional<std::string> CellDigits::problem(char c) const {
    if (digits_ == DigitStyle::hex && !hex_ && c == '0') {
        // Under hex '0' is a digit; no board this small is written in hex, so it is not read as
        // an empty cell by a guess either.
        return fmt::format("'0' on a {0}x{0} board: hex digits (0 the first) are for boards of 10x10 to 16x16; "
                           "write empty cells as '.'",
                           side_);
    }
    if (!hex_) return digit_problem(c, side_);
    const auto value = hex_digit_value(c);
    if ((value && *value <= side_) || is_empty_mark(c)) return std::nullopt;
    return fmt::format("'{}' is not a hex digit (0-{}; the digits were chosen as hex)", c, hex_char(static_cast<Digit>(side_)));
}

Digit CellDigits::value(char c) {
    if (hex_) return hex_digit_value(c).value_or(0);
    saw_zero_ = saw_zero_ || c == '0';
    saw_top_letter_ = saw_top_letter_ || std::toupper(static_cast<unsigned char>(c)) == top_letter_;
    return cell_value(c);
}

std::optional<std::string> CellDigits::ambiguity() const {
    if (digits_ != DigitStyle::unstated || side_ < kSmallestHexSide || !saw_zero_ || saw_top_letter_) return std::nullopt;
    const std::string letters = side_ == kSmallestHexSide ? "1-9 and A" : fmt::format("1-9 and A-{}", top_letter_);
    return fmt::format("a {0}x{0} board with '0' and no '{1}' may be written in hex (0-{2}, '0' the first digit) or in "
                       "letters ({3}, '0' an empty cell): choose with --digits hex or --digits letters (the API's "
                       "\"digits\" key), or write empty cells as '.'",
                       side_, top_letter_, hex_char(static_cast<Digit>(side_)), letters);
}

std::optional<int> side_for_cell_count(int count) {
    for (int side = 1; side <= kLargestSide; ++side) {
        if (side * side == count && Geometry::supported(side)) return side;
    }
    return std::nullopt;
}

std::string cell_count_problem(int count) {
    for (int side = 1; side <= kLargestSide; ++side) {
        if (Geometry::supported(side) && count == side * side * side) {
            return fmt::format("{} characters make a pencil-mark (Sukaku) grid of a {}x{} board, which is a player's "
                               "candidate state, not a puzzle: give it to 'hint --state'",
                               count, side, side);
        }
    }
    // The nearest board: 80 or 82 cells were meant as 81, not as 64 or 100.
    int expected = 0;
    for (int side = 1; side <= kLargestSide; ++side) {
        if (!Geometry::supported(side)) continue;
        if (expected == 0 || std::abs(side * side - count) < std::abs(expected - count)) expected = side * side;
    }
    if (count > kLargestSide * kLargestSide) {
        // More cells than the largest board: say so, rather than leave "expected 256" unexplained.
        return fmt::format("{}, expected at most {} ({}x{}, the largest board)", count_of(count, "cell"), expected,
                           kLargestSide, kLargestSide);
    }
    return fmt::format("{}, expected {}", count_of(count, "cell"), expected);
}

CellPlace::CellPlace(int line, int first_column, std::string json_key)
    : line_(line), first_column_(first_column), json_key_(std::move(json_key)) {}

CellPlace CellPlace::in_line(int line, int first_column) {
    return CellPlace(line, first_column, "");
}

CellPlace CellPlace::in_json_key(int line, std::string key) {
    return CellPlace(line, 0, std::move(key));
}

InputError CellPlace::at(std::size_t index, const std::string& reason) const {
    if (json_key_.empty()) return InputError(line_, first_column_ + static_cast<int>(index), reason);
    return InputError(line_, fmt::format("JSON key '{}', character {}: {}", json_key_, index + 1, reason));
}

InputError CellPlace::whole(const std::string& reason) const {
    if (json_key_.empty()) return InputError(line_, reason);
    return InputError(line_, fmt::format("JSON key '{}': {}", json_key_, reason));
}

namespace {

constexpr std::uint8_t kNotACell = 0xFF;

/// Each byte's cell value (0 for an empty mark) or kNotACell: one lookup a character, since a file
/// of puzzles passes every character of every line through here.
constexpr std::array<std::uint8_t, 256> kCellValues = [] {
    std::array<std::uint8_t, 256> values{};
    for (int byte = 0; byte < 256; ++byte) {
        const char c = static_cast<char>(byte);
        const std::uint8_t digit = static_cast<std::uint8_t>(digit_from_char(c).value_or(0));
        values[static_cast<std::size_t>(byte)] = digit != 0 || is_empty_mark(c) ? digit : kNotACell;
    }
    return values;
}();

std::uint8_t cell_value_or_not(char c) { return kCellValues[static_cast<unsigned char>(c)]; }

}  // namespace

Grid read_cell_run(std::string_view cells, const CellPlace& place, std::optional<int> side, DigitStyle digits) {
    // Unknown characters first: they are the most precise message, and they make the count moot.
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (cell_value_or_not(cells[i]) == kNotACell) throw place.at(i, "unknown character " + describe_character(cells[i]));
    }
    const int count = static_cast<int>(cells.size());
    if (side && count != *side * *side) {
        throw place.whole(fmt::format("{}, expected {}", count_of(count, "cell"), *side * *side));
    }
    if (!side) side = side_for_cell_count(count);
    if (!side) throw place.whole(cell_count_problem(count));

    Grid grid(*side);
    if (*side < kSmallestHexSide && digits != DigitStyle::hex) {
        // The digit styles differ from 10x10 up only: below, one table lookup a cell (this loop
        // runs for every line of a file of 9x9 puzzles).
        for (std::size_t i = 0; i < cells.size(); ++i) {
            const Digit digit = cell_value_or_not(cells[i]);
            if (digit > *side) throw place.at(i, *digit_problem(cells[i], *side));
            grid.set(static_cast<Cell>(i), digit);
        }
        return grid;
    }
    CellDigits reading(digits, *side);
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (auto problem = reading.problem(cells[i])) throw place.at(i, *problem);
        grid.set(static_cast<Cell>(i), reading.value(cells[i]));
    }
    if (auto problem = reading.ambiguity()) throw place.whole(*problem);
    return grid;
}

char written_digit(Digit digit, int side, DigitStyle digits) {
    if (digit == 0) return '.';
    if (is_hex_board(digits, side)) return hex_char(digit);
    return digit_char(digit);
}

PuzzleRecord checked_record(Grid givens, int line) { return checked_record(Puzzle::classic(std::move(givens)), line); }

PuzzleRecord checked_record(Puzzle puzzle, int line) {
    // Every clash, not only the first: a user fixing a typed-in grid sees all of them at once.
    const std::vector<Conflict> conflicts = all_conflicts(puzzle, puzzle.givens());
    if (!conflicts.empty()) {
        std::string message;
        for (const Conflict& conflict : conflicts) {
            message += (message.empty() ? "" : "; ") + conflict.describe(puzzle.geometry());
        }
        throw InputError(line, message);
    }
    return PuzzleRecord{.line = line, .puzzle = std::move(puzzle), .comment = {}, .metadata = nlohmann::json::object()};
}

}  // namespace gridforge::format_detail

namespace gridforge {

std::optional<DigitStyle> digit_style_named(std::string_view name) {
    if (name == "letters") return DigitStyle::letters;
    if (name == "hex") return DigitStyle::hex;
    return std::nullopt;
}

}  // namespace gridforge
