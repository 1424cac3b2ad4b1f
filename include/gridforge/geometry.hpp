#pragma once
/// \file
/// The shape of an N×N board with rectangular boxes: cell numbering, rows, columns, boxes,
/// and the community's cell names ("r1c1" is the top-left cell, 1-based).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridforge/digit_set.hpp"

namespace gridforge {

/// A cell index in reading order: 0 is r1c1, N*N-1 is rNcN.
using Cell = int;

class Geometry {
public:
    /// Sizes with rectangular boxes: 4 (2×2), 6 (2×3), 8 (2×4), 9 (3×3), 10 (2×5), 12 (3×4),
    /// 14 (2×7), 15 (3×5), 16 (4×4). Boxes have rows = largest divisor of N not above √N.
    /// Throws std::invalid_argument naming the size for any other N.
    explicit Geometry(int size);

    /// Whether `Geometry(size)` is accepted.
    static bool supported(int size);

    [[nodiscard]] int size() const { return size_; }
    [[nodiscard]] int cell_count() const { return size_ * size_; }
    [[nodiscard]] int box_rows() const { return box_rows_; }
    [[nodiscard]] int box_cols() const { return box_cols_; }
    [[nodiscard]] DigitSet all_digits() const { return DigitSet::all(size_); }

    /// Row, column and box of a cell, 0-based; boxes are numbered in reading order.
    [[nodiscard]] int row_of(Cell cell) const { return cell / size_; }
    [[nodiscard]] int column_of(Cell cell) const { return cell % size_; }
    [[nodiscard]] int box_of(Cell cell) const;
    [[nodiscard]] Cell cell_at(int row, int column) const { return row * size_ + column; }

    /// "r3c7" (1-based).
    [[nodiscard]] std::string cell_name(Cell cell) const;
    /// Parses "r3c7" (case-insensitive); nullopt when malformed or off the board.
    [[nodiscard]] std::optional<Cell> parse_cell_name(std::string_view name) const;

    /// Cells of each row / column / box, in reading order.
    [[nodiscard]] const std::vector<std::vector<Cell>>& rows() const { return rows_; }
    [[nodiscard]] const std::vector<std::vector<Cell>>& columns() const { return columns_; }
    [[nodiscard]] const std::vector<std::vector<Cell>>& boxes() const { return boxes_; }

    friend bool operator==(const Geometry& a, const Geometry& b) { return a.size_ == b.size_; }

private:
    int size_;
    int box_rows_;
    int box_cols_;
    std::vector<std::vector<Cell>> rows_, columns_, boxes_;
};

/// The character for a digit: '1'..'9', then 'A'..'G' for 10..16 (docs/formats.md).
char digit_char(Digit digit);
/// The digit a given character denotes (1..16: '1'..'9', 'A'..'G' or 'a'..'g'), or nullopt for any
/// other character. Inline: the readers call it for every cell of every line.
constexpr std::optional<Digit> digit_from_char(char c) {
    if (c >= '1' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'G') return c - 'A' + 10;
    if (c >= 'a' && c <= 'g') return c - 'a' + 10;
    return std::nullopt;
}
/// Whether `c` is one of the empty-cell marks '.', '0', '_', '*', '-' (docs/formats.md).
constexpr bool is_empty_mark(char c) {
    return c == '.' || c == '0' || c == '_' || c == '*' || c == '-';
}

}  // namespace gridforge
