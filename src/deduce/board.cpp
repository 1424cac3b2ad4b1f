#include "gridforge/deduce/board.hpp"

#include <array>
#include <cctype>
#include <charconv>
#include <stdexcept>

#include "gridforge/deduce/theme.hpp"

namespace gridforge::deduce {

std::string_view trait_name(Trait trait) { return trait == Trait::criminal ? "criminal" : "innocent"; }

Board::Board(int rows, int columns) : rows_(rows), columns_(columns) {
    if (rows < 2 || rows > 6 || columns < 2 || columns > 6) {
        throw std::invalid_argument("deduce board " + std::to_string(columns) + "x" + std::to_string(rows) +
                                    ": need 2..6 columns and rows");
    }
}

Mask Board::full() const { return (Mask{1} << cells()) - 1; }  // cells() <= 36 < 64

std::string Board::column_name(int column) { return "column " + std::string(1, static_cast<char>('A' + column)); }
std::string Board::row_name(int row) { return "row " + std::to_string(row + 1); }

std::string Board::cell_name(int cell) const {
    return std::string(1, static_cast<char>('A' + column_of(cell))) + std::to_string(row_of(cell) + 1);
}

int Board::parse_cell(std::string_view text) const {
    const char letter = text.empty() ? '\0' : static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    if (text.size() >= 2 && letter >= 'A' && letter < 'A' + columns_) {
        int row = 0;
        const char* end = text.data() + text.size();
        const auto [stop, error] = std::from_chars(text.data() + 1, end, row);
        if (error == std::errc() && stop == end && row >= 1 && row <= rows_) return cell_at(row - 1, letter - 'A');
    }
    throw std::invalid_argument("'" + std::string(text) + "' is not a cell of a " + size_name() + " board");
}

Mask Board::row_mask(int row) const { return ((Mask{1} << columns_) - 1) << (row * columns_); }

Mask Board::column_mask(int column) const {
    Mask mask = 0;
    for (int r = 0; r < rows_; ++r) mask |= Mask{1} << cell_at(r, column);
    return mask;
}

Mask Board::neighbours(int cell) const {
    Mask mask = 0;
    const int r0 = row_of(cell), c0 = column_of(cell);
    for (int r = r0 - 1; r <= r0 + 1; ++r) {
        for (int c = c0 - 1; c <= c0 + 1; ++c) {
            if (r < 0 || r >= rows_ || c < 0 || c >= columns_ || (r == r0 && c == c0)) continue;
            mask |= Mask{1} << cell_at(r, c);
        }
    }
    return mask;
}

Mask Board::orthogonal(int cell) const {
    const int r = row_of(cell), c = column_of(cell);
    Mask mask = 0;
    if (r > 0) mask |= Mask{1} << cell_at(r - 1, c);
    if (r + 1 < rows_) mask |= Mask{1} << cell_at(r + 1, c);
    if (c > 0) mask |= Mask{1} << cell_at(r, c - 1);
    if (c + 1 < columns_) mask |= Mask{1} << cell_at(r, c + 1);
    return mask;
}

Mask Board::edge() const { return row_mask(0) | row_mask(rows_ - 1) | column_mask(0) | column_mask(columns_ - 1); }

Mask Board::corners() const {
    return (Mask{1} << cell_at(0, 0)) | (Mask{1} << cell_at(0, columns_ - 1)) | (Mask{1} << cell_at(rows_ - 1, 0)) |
           (Mask{1} << cell_at(rows_ - 1, columns_ - 1));
}

Board Board::parse_size(std::string_view text) {
    const auto x = text.find('x');
    int columns = 0, rows = 0;
    if (x != std::string_view::npos) {
        const auto [s1, e1] = std::from_chars(text.data(), text.data() + x, columns);
        const auto [s2, e2] = std::from_chars(text.data() + x + 1, text.data() + text.size(), rows);
        if (e1 == std::errc() && s1 == text.data() + x && e2 == std::errc() && s2 == text.data() + text.size()) {
            return Board(rows, columns);
        }
    }
    throw std::invalid_argument("size '" + std::string(text) + "' is not COLUMNSxROWS such as 4x5");
}

std::string Board::size_name() const { return std::to_string(columns_) + "x" + std::to_string(rows_); }

std::vector<Person> random_cast(const Board& board, Rng& rng, const CastTheme& theme) {
    const int n = board.cells();
    std::vector<Person> people(static_cast<std::size_t>(n));
    // Cell i has initial 'A' + i % 26; past 26 cells the initials start again, each time with a
    // name of that initial not drawn yet (drawn from the names left, so one draw per person).
    if (n > static_cast<int>(26 * kNamesPerInitial)) throw std::invalid_argument("random_cast: more people than names");
    std::array<std::array<bool, kNamesPerInitial>, 26> used{};
    for (int i = 0; i < n; ++i) {
        const auto initial = static_cast<std::size_t>(i % 26);
        const auto left = kNamesPerInitial - static_cast<std::size_t>(i / 26);
        auto pick = static_cast<std::size_t>(rng.below(left));
        std::size_t k = 0;
        for (;; ++k) {
            if (used[initial][k]) continue;
            if (pick == 0) break;
            --pick;
        }
        used[initial][k] = true;
        people[static_cast<std::size_t>(i)].name = std::string(theme.names[initial][k]);
    }
    // Group sizes 2 or 3 until every person is covered; a last group of 1 joins the previous one.
    std::vector<int> sizes;
    int covered = 0;
    while (covered < n) {
        int size = 2 + static_cast<int>(rng.below(2));
        if (n - covered - size == 1) ++size;
        if (size > n - covered) size = n - covered;
        sizes.push_back(size);
        covered += size;
    }
    std::vector<int> professions = theme.professions;
    rng.shuffle(professions);
    std::vector<int> order(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) order[static_cast<std::size_t>(i)] = i;
    rng.shuffle(order);
    std::size_t next = 0;
    for (std::size_t group = 0; group < sizes.size(); ++group) {
        for (int k = 0; k < sizes[group]; ++k) {
            people[static_cast<std::size_t>(order[next++])].profession = professions[group % professions.size()];
        }
    }
    return people;
}

}  // namespace gridforge::deduce
