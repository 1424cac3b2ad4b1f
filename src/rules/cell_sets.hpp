#pragma once
/// \file
/// The candidates of one rule's own cells, copied out of the board's (or out of a grid) so that
/// a cage or thermometer reasons on a small array, then written back.

#include <array>
#include <cstddef>
#include <vector>

#include "gridforge/candidates.hpp"
#include "gridforge/grid.hpp"

namespace gridforge::rules_detail {

/// At most N cells (a cage or thermometer never has more), N <= 16 (geometry.hpp).
inline constexpr std::size_t kMaxRuleCells = 16;

struct CellSets {
    std::array<DigitSet, kMaxRuleCells> sets{};
    std::size_t count = 0;

    DigitSet& operator[](std::size_t i) { return sets[i]; }
    const DigitSet& operator[](std::size_t i) const { return sets[i]; }
};

/// The candidates of `cells`, in their order.
inline CellSets gather(const Candidates& candidates, const std::vector<Cell>& cells) {
    CellSets local;
    local.count = cells.size();
    for (std::size_t i = 0; i < cells.size(); ++i) local[i] = candidates[static_cast<std::size_t>(cells[i])];
    return local;
}

/// What a grid says of `cells`: a singleton per filled cell, all digits per empty cell.
inline CellSets from_grid(const Grid& grid, const std::vector<Cell>& cells) {
    CellSets local;
    local.count = cells.size();
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const Digit digit = grid.at(cells[i]);
        local[i] = digit == 0 ? DigitSet::all(grid.size()) : DigitSet::of(digit);
    }
    return local;
}

/// Writes `local` back; `changed` when some cell lost a digit, else `fixpoint`.
inline PruneResult scatter(const CellSets& local, Candidates& candidates, const std::vector<Cell>& cells) {
    PruneResult result = PruneResult::fixpoint;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        DigitSet& options = candidates[static_cast<std::size_t>(cells[i])];
        if (options != local[i]) result = PruneResult::changed;
        options = local[i];
    }
    return result;
}

/// The index of `cell` among `cells`, or -1.
inline int index_of(const std::vector<Cell>& cells, Cell cell) {
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (cells[i] == cell) return static_cast<int>(i);
    }
    return -1;
}

}  // namespace gridforge::rules_detail
