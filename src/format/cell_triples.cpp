#include "format/cell_triples.hpp"

#include <array>
#include <cctype>
#include <charconv>

#include <fmt/format.h>

#include "format/cell_text.hpp"
#include "format/text.hpp"
#include "gridforge/geometry.hpp"

namespace gridforge::format_detail {
namespace {

constexpr int kTriplesDefaultSide = 9;

bool is_token_separator(char c) { return is_white(c) || c == ','; }

bool starts_with_letter_ci(std::string_view text, char lower) {
    return !text.empty() && std::tolower(static_cast<unsigned char>(text.front())) == lower;
}

/// The decimal number at the start of `text` (advanced past it), or nullopt when there is none.
/// Numbers above 999 are left unread: no board has that many rows or values.
std::optional<int> take_decimal(std::string_view& text) {
    std::size_t digits = 0;
    while (digits < text.size() && digits < 4 && std::isdigit(static_cast<unsigned char>(text[digits]))) ++digits;
    if (digits == 0 || digits == 4) return std::nullopt;
    int value = 0;
    std::from_chars(text.data(), text.data() + digits, value);
    text.remove_prefix(digits);
    return value;
}

/// The row and column of a token's "rRcC=" start, and the length of that start; nullopt when the
/// token does not start so.
struct TripleHead {
    int row;
    int column;
    std::size_t length;
};
std::optional<TripleHead> parse_triple_head(std::string_view token) {
    const std::size_t size = token.size();
    if (!starts_with_letter_ci(token, 'r')) return std::nullopt;
    token.remove_prefix(1);
    const auto row = take_decimal(token);
    if (!row || !starts_with_letter_ci(token, 'c')) return std::nullopt;
    token.remove_prefix(1);
    const auto column = take_decimal(token);
    if (!column || token.empty() || token.front() != '=') return std::nullopt;
    return TripleHead{*row, *column, size - token.size() + 1};
}

/// "r3c4=5" read as row, column and value; nullopt when the token is not of that shape.
std::optional<std::array<int, 3>> parse_triple(std::string_view token) {
    const auto head = parse_triple_head(token);
    if (!head) return std::nullopt;
    token.remove_prefix(head->length);
    const auto value = take_decimal(token);
    if (!value || !token.empty()) return std::nullopt;
    return std::array<int, 3>{head->row, head->column, *value};
}

/// The N of "size=N" (either case), nullopt when the token is not of that shape.
std::optional<int> parse_size(std::string_view token) {
    if (token.size() < 5) return std::nullopt;
    std::string head(token.substr(0, 5));
    for (char& c : head) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (head != "size=") return std::nullopt;
    token.remove_prefix(5);
    const auto side = take_decimal(token);
    if (!side || !token.empty()) return std::nullopt;
    return side;
}

std::string_view first_token(std::string_view line) {
    const std::string_view text = trim(line);
    std::size_t end = 0;
    while (end < text.size() && !is_token_separator(text[end])) ++end;
    return text.substr(0, end);
}

}  // namespace

bool looks_like_triples(std::string_view line) {
    const std::string_view word = first_token(line);
    // Every line of a file passes here: a first word that cannot start "rRcC=" or "size=" is
    // refused before it is parsed.
    if (word.empty() || (word[0] != 'r' && word[0] != 'R' && word[0] != 's' && word[0] != 'S')) return false;
    // "r1c1=-1" is a triple with a bad value, to be named as such, not a drawn grid's bad 'r'.
    return parse_triple_head(word).has_value() || parse_size(word).has_value();
}

void TriplesReader::add_line(std::string_view line, int number) {
    if (first_line_ == 0) first_line_ = number;
    std::size_t at = 0;
    while (at < line.size()) {
        while (at < line.size() && is_token_separator(line[at])) ++at;
        const std::size_t start = at;
        while (at < line.size() && !is_token_separator(line[at])) ++at;
        if (at > start) add_token(line.substr(start, at - start), number, static_cast<int>(start) + 1);
    }
}

void TriplesReader::add_token(std::string_view token, int line, int column) {
    if (const auto side = parse_size(token)) {
        if (side_) throw InputError(line, column, fmt::format("size given twice: {} at line {}, {} at line {}", *side_, size_line_, *side, line));
        if (!Geometry::supported(*side)) {
            throw InputError(line, column, fmt::format("{} is not a supported board size ({})", *side, supported_sides_text()));
        }
        side_ = *side;
        size_line_ = line;
        return;
    }
    const auto triple = parse_triple(token);
    if (const auto head = parse_triple_head(token); !triple && head) {
        const std::string_view value = token.substr(head->length);
        const std::string what = value.empty() ? "no value after '='" : fmt::format("'{}' is not a value", value);
        throw InputError(line, column + static_cast<int>(head->length),
                         fmt::format("r{}c{}: {} (write a whole number from 1 to the board's size)", head->row, head->column, what));
    }
    if (!triple) {
        throw InputError(line, column, fmt::format("'{}' is not a given (write rRcC=V, e.g. r1c1=5, or size=N)", token));
    }
    const Given given{(*triple)[0], (*triple)[1], (*triple)[2], line, column};
    const auto [place, inserted] = givens_.try_emplace({given.row, given.column}, given);
    if (!inserted) {
        throw InputError(line, column, fmt::format("r{}c{} given twice: {} at line {}, {} at line {}", given.row, given.column,
                                                   place->second.value, place->second.line, given.value, line));
    }
}

void TriplesReader::check_given(const Given& given) const {
    const int side = side_.value_or(kTriplesDefaultSide);
    if (given.row < 1 || given.row > side || given.column < 1 || given.column > side) {
        throw InputError(given.line, given.column_in_line,
                         fmt::format("r{}c{} is outside the {}x{} board", given.row, given.column, side, side));
    }
    if (given.value < 1 || given.value > side) {
        throw InputError(given.line, given.column_in_line,
                         fmt::format("r{}c{}={}: the value is out of range for a {}x{} board (1 to {})", given.row,
                                     given.column, given.value, side, side, side));
    }
}

PuzzleRecord TriplesReader::finish() const {
    const int side = side_.value_or(kTriplesDefaultSide);
    Grid grid(side);
    for (const auto& [cell, given] : givens_) {
        check_given(given);
        grid.set((given.row - 1) * side + (given.column - 1), given.value);
    }
    return checked_record(std::move(grid), first_line_);
}

std::string write_triples(const Grid& givens) {
    const int side = givens.size();
    std::string text = fmt::format("size={}", side);
    for (Cell cell = 0; cell < givens.cell_count(); ++cell) {
        if (givens.empty_at(cell)) continue;
        text += fmt::format(" r{}c{}={}", cell / side + 1, cell % side + 1, givens.at(cell));
    }
    return text;
}

}  // namespace gridforge::format_detail
