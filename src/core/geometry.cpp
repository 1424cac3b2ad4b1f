#include "gridforge/geometry.hpp"

#include <cctype>
#include <stdexcept>
#include <string>

namespace gridforge {
namespace {

constexpr int kMaxSize = 16;

/// Rows of a box: the largest divisor of n not above sqrt(n); 1 means "no proper boxes".
int box_rows_for(int n) {
    int best = 1;
    for (int rows = 1; rows * rows <= n; ++rows) {
        if (n % rows == 0) best = rows;
    }
    return best;
}

}  // namespace

bool Geometry::supported(int size) {
    return size >= 4 && size <= kMaxSize && box_rows_for(size) > 1;
}

Geometry::Geometry(int size) : size_(size) {
    if (!supported(size)) {
        throw std::invalid_argument("unsupported board size " + std::to_string(size) +
                                    ": supported are 4, 6, 8, 9, 10, 12, 14, 15 and 16");
    }
    box_rows_ = box_rows_for(size);
    box_cols_ = size / box_rows_;
    rows_.resize(static_cast<std::size_t>(size));
    columns_.resize(static_cast<std::size_t>(size));
    boxes_.resize(static_cast<std::size_t>(size));
    for (Cell cell = 0; cell < cell_count(); ++cell) {
        rows_[static_cast<std::size_t>(row_of(cell))].push_back(cell);
        columns_[static_cast<std::size_t>(column_of(cell))].push_back(cell);
        boxes_[static_cast<std::size_t>(box_of(cell))].push_back(cell);
    }
}

int Geometry::box_of(Cell cell) const {
    const int boxes_per_band = size_ / box_cols_;
    return (row_of(cell) / box_rows_) * boxes_per_band + column_of(cell) / box_cols_;
}

std::string Geometry::cell_name(Cell cell) const {
    return "r" + std::to_string(row_of(cell) + 1) + "c" + std::to_string(column_of(cell) + 1);
}

std::optional<Cell> Geometry::parse_cell_name(std::string_view name) const {
    // r<digits>c<digits>
    std::size_t pos = 0;
    auto read_number = [&](char letter) -> std::optional<int> {
        if (pos >= name.size() || std::tolower(static_cast<unsigned char>(name[pos])) != letter) return std::nullopt;
        ++pos;
        int value = 0;
        const std::size_t start = pos;
        while (pos < name.size() && std::isdigit(static_cast<unsigned char>(name[pos])) && pos - start < 3) {
            value = value * 10 + (name[pos] - '0');
            ++pos;
        }
        if (pos == start) return std::nullopt;
        return value;
    };
    const auto row = read_number('r');
    const auto column = read_number('c');
    if (!row || !column || pos != name.size()) return std::nullopt;
    if (*row < 1 || *row > size_ || *column < 1 || *column > size_) return std::nullopt;
    return cell_at(*row - 1, *column - 1);
}

char digit_char(Digit digit) {
    if (digit >= 1 && digit <= 9) return static_cast<char>('0' + digit);
    if (digit >= 10 && digit <= 16) return static_cast<char>('A' + (digit - 10));
    return '.';
}

}  // namespace gridforge
