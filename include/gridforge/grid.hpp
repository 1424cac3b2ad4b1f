#pragma once
/// \file
/// A board of values: one digit 1..N per cell, 0 for empty.

#include <cstdint>
#include <vector>

#include "gridforge/geometry.hpp"

namespace gridforge {

class Grid {
public:
    /// An empty N×N grid.
    explicit Grid(int size) : size_(size), values_(static_cast<std::size_t>(size * size), 0) {}

    [[nodiscard]] int size() const { return size_; }
    [[nodiscard]] int cell_count() const { return size_ * size_; }
    [[nodiscard]] Digit at(Cell cell) const { return values_[static_cast<std::size_t>(cell)]; }
    void set(Cell cell, Digit digit) { values_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit); }
    void clear(Cell cell) { set(cell, 0); }
    [[nodiscard]] bool empty_at(Cell cell) const { return at(cell) == 0; }

    /// Number of filled cells (givens, for a puzzle's grid).
    [[nodiscard]] int filled_count() const;
    [[nodiscard]] bool full() const { return filled_count() == cell_count(); }

    friend bool operator==(const Grid&, const Grid&) = default;

private:
    int size_;
    std::vector<std::uint8_t> values_;
};

}  // namespace gridforge
