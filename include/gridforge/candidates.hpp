#pragma once
/// \file
/// Candidates: the digits each cell may still hold, and what a rule's pruning did to them.

#include <vector>

#include "gridforge/digit_set.hpp"
#include "gridforge/grid.hpp"

namespace gridforge {

/// One DigitSet per cell, indexed by Cell (reading order, N*N entries). A filled cell is a
/// singleton; an empty set means the cell has no digit left (a contradiction). Rules treat every
/// singleton as a placed digit, whether or not a grid holds it yet.
using Candidates = std::vector<DigitSet>;

/// What Rule::prune did: found that no assignment from the candidates satisfies the rule
/// (`conflict`), removed at least one digit (`changed`), or removed nothing (`fixpoint`).
enum class PruneResult { conflict, changed, fixpoint };

/// The side N of the board the candidates cover (N*N entries).
inline int board_side(const Candidates& candidates) {
    int side = 0;
    while (static_cast<std::size_t>((side + 1) * (side + 1)) <= candidates.size()) ++side;
    return side;
}

/// The candidates a grid stands for: a singleton per filled cell, all digits 1..N per empty cell.
inline Candidates candidates_of(const Grid& grid) {
    Candidates candidates(static_cast<std::size_t>(grid.cell_count()), DigitSet::all(grid.size()));
    for (Cell cell = 0; cell < grid.cell_count(); ++cell) {
        if (grid.at(cell) != 0) candidates[static_cast<std::size_t>(cell)] = DigitSet::of(grid.at(cell));
    }
    return candidates;
}

}  // namespace gridforge
