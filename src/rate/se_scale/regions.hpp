#pragma once
// Internal: how Sudoku Explainer names and walks its regions, shared by the SE producers of
// basic.cpp, sets.cpp, fish.cpp and uniqueness.cpp.
//
// SE (SukakuExplainer diuf/sudoku/Grid.java) numbers its region types 0 = block, 1 = row,
// 2 = column; each producer picks its own type order (hidden singles: block, column, row; unique
// loops and BUG: block, row, column), so the order is spelled out at each call site. Cells of a
// region are in reading order, as in classic::kHouseCells. Tuples are enumerated like SE's
// tools/Permutations.java: k-subsets of 0..n-1 as bit masks in increasing numeric order.

#include <array>
#include <cstdint>

#include "rate/classic/candidate_grid.hpp"

namespace gridforge::se {

enum class RegionType { block = 0, row = 1, column = 2 };

/// The classic house number of SE region `index` (0..8) of `type`.
inline int house_of(RegionType type, int index) {
    switch (type) {
        case RegionType::block: return 18 + index;
        case RegionType::row: return index;
        case RegionType::column: return 9 + index;
    }
    return index;
}

/// The classic house of `cell` for region type `type`.
inline int house_of_cell(RegionType type, int cell) {
    switch (type) {
        case RegionType::block: return 18 + classic::box_of(cell);
        case RegionType::row: return classic::row_of(cell);
        case RegionType::column: return 9 + classic::column_of(cell);
    }
    return 0;
}

/// Whether `cell` lies in `house`.
inline bool in_house(int house, int cell) {
    const auto& houses = classic::kCellHouses[cell];
    return houses[0] == house || houses[1] == house || houses[2] == house;
}

/// The places of every digit in one house (CandidateGrid::places for d = 1..9, index d).
inline std::array<classic::Mask, 10> house_places(const classic::CandidateGrid& grid, int house) {
    std::array<classic::Mask, 10> result{};
    for (int i = 0; i < 9; ++i) {
        const classic::Mask candidates = grid.candidates[classic::kHouseCells[house][i]];
        for (int d = 1; d <= 9; ++d) {
            if ((candidates & classic::bit(d)) != 0) result[d] |= static_cast<classic::Mask>(1u << i);
        }
    }
    return result;
}

/// Empty cells of a house.
inline int empty_count(const classic::CandidateGrid& grid, int house) {
    int count = 0;
    for (const std::uint8_t cell : classic::kHouseCells[house]) count += grid.value[cell] == 0 ? 1 : 0;
    return count;
}

/// Position (0..8) of `cell` in `house`, -1 when not in it.
inline int index_in_house(int house, int cell) {
    for (int i = 0; i < 9; ++i) {
        if (classic::kHouseCells[house][i] == cell) return i;
    }
    return -1;
}

/// Calls `visit(mask)` for every k-subset of {0..n-1} in SE's order; stops when visit returns
/// true and then returns true. Like SE, n == 0 gives no subset and k == 0 one empty subset.
template <class Visit>
bool for_each_subset(int k, int n, Visit&& visit) {
    if (n == 0 || k > n) return false;
    if (k == 0) return visit(0u);
    const unsigned limit = 1u << n;
    for (unsigned mask = (1u << k) - 1; mask < limit;) {
        if (visit(mask)) return true;
        const unsigned smallest = mask & (0u - mask);
        const unsigned ripple = mask + smallest;
        const unsigned ones = ((mask ^ ripple) >> 2) / smallest;
        mask = ripple | ones;
    }
    return false;
}

}  // namespace gridforge::se
