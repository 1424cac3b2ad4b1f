#pragma once
// Internal: the grid state HoDoKu's solver keeps (Sudoku2): candidates plus the free counts and
// the naked-single and hidden-single queues that Sudoku2.setCell / delCandidate fill. HoDoKu's
// singles are taken from these queues, so which single comes next depends on the order in which
// earlier placements and eliminations happened; Board replays them in HoDoKu's order.

#include <array>
#include <cstdint>
#include <deque>
#include <utility>

#include "gridforge/grid.hpp"
#include "rate/classic/candidate_grid.hpp"

namespace gridforge::hodoku {

struct Board {
    classic::CandidateGrid grid;
    std::array<std::array<std::uint8_t, 10>, 27> free{};  ///< [house][digit]: cells with the candidate
    std::deque<std::pair<int, int>> naked_queue;          ///< (cell, digit): cell left with one candidate
    std::deque<std::pair<int, int>> hidden_queue;         ///< (cell, digit): house left with one place
    std::array<bool, 81> given{};

    /// All candidates everywhere, then every given set in cell order, as Sudoku2.setSudoku does
    /// (throws std::invalid_argument when the grid is not 9x9).
    static Board from_givens(const Grid& givens);
    /// Sudoku2.setCell: removes the digit from the peers in cell order, then clears the cell.
    void set_cell(int cell, int digit);
    /// Sudoku2.delCandidate (no-op when absent).
    void delete_candidate(int cell, int digit);
};

}  // namespace gridforge::hodoku
