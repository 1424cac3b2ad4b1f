// HoDoKu's grid state with its single queues (board.hpp; HoDoKu Sudoku2.setCell/delCandidate).
#include "rate/step_score/board.hpp"

#include <bit>
#include <stdexcept>

#include "rate/classic/cell_set.hpp"

namespace gridforge::hodoku {

using classic::bit;
using classic::kCellHouses;
using classic::kHouseCells;

namespace {

// The one cell of `house` still holding `digit` (the lowest, as HoDoKu takes it), or -1.
int last_place(const classic::CandidateGrid& grid, int house, int digit) {
    for (const std::uint8_t cell : kHouseCells[house]) {
        if (grid.candidates[cell] & bit(digit)) return cell;
    }
    return -1;
}

}  // namespace

Board Board::from_givens(const Grid& givens) {
    if (givens.size() != 9) throw std::invalid_argument("HoDoKu rates 9x9 grids only");
    Board board;
    board.grid.candidates.fill(classic::kAllDigits);
    for (auto& house : board.free) {
        house.fill(9);
        house[0] = 0;
    }
    for (int cell = 0; cell < 81; ++cell) {
        const int digit = givens.at(cell);
        if (digit == 0) continue;
        board.set_cell(cell, digit);
        board.given[cell] = true;
    }
    return board;
}

void Board::delete_candidate(int cell, int digit) {
    if ((grid.candidates[cell] & bit(digit)) == 0) return;
    grid.candidates[cell] &= static_cast<classic::Mask>(~bit(digit));
    for (const std::uint8_t house : kCellHouses[cell]) {
        if (--free[house][digit] == 1) {
            const int last = last_place(grid, house, digit);
            if (last >= 0) hidden_queue.emplace_back(last, digit);
        }
    }
    const classic::Mask left = grid.candidates[cell];
    if (left != 0 && std::has_single_bit(static_cast<unsigned>(left))) {
        naked_queue.emplace_back(cell, classic::first_digit(left));
    }
}

void Board::set_cell(int cell, int digit) {
    if (grid.value[cell] == digit) return;
    grid.value[cell] = static_cast<std::uint8_t>(digit);
    for (const std::uint8_t peer : classic::kPeers[cell]) delete_candidate(peer, digit);
    const classic::Mask old = grid.candidates[cell];
    grid.candidates[cell] = 0;
    for (int d = 1; d <= 9; ++d) {
        if ((old & bit(d)) == 0) continue;
        for (const std::uint8_t house : kCellHouses[cell]) {
            if (--free[house][d] == 1 && d != digit) {
                const int last = last_place(grid, house, d);
                if (last >= 0) hidden_queue.emplace_back(last, d);
            }
        }
    }
}

}  // namespace gridforge::hodoku
