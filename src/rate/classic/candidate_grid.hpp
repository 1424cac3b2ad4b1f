#pragma once
// Internal: the 9x9 candidate grid the two emulated raters (Sudoku Explainer, src/rate/se_scale; HoDoKu,
// src/rate/step_score) work on. Both raters are defined by their authors for classic sudoku only, and
// their exact step order depends on how cells and houses are scanned, so they share this compact
// form instead of the general LogicState: cell = 9 * row + column (0-based), digit 1..9, a
// candidate mask has bit d-1 for digit d.

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "gridforge/bits.hpp"
#include "gridforge/grid.hpp"
#include "gridforge/puzzle.hpp"

namespace gridforge::classic {

using Mask = std::uint16_t;
constexpr Mask kAllDigits = 0x1FF;

constexpr Mask bit(int digit) { return static_cast<Mask>(1u << (digit - 1)); }

/// The number of digits in a mask (gridforge/bits.hpp; callers pass unions of masks, which C++
/// widens to int, hence this narrowing entry point).
inline int popcount(Mask mask) { return bits::popcount(mask); }
/// The lowest digit in `mask` (0 when empty).
int first_digit(Mask mask);

/// Houses: rows 0-8, columns 9-17, boxes 18-26 (HoDoKu's order; SE scans blocks, rows, columns:
/// see kSeHouseOrder). Cells of each house in reading order.
extern const std::array<std::array<std::uint8_t, 9>, 27> kHouseCells;
/// The 20 peers of each cell, in reading order.
extern const std::array<std::array<std::uint8_t, 20>, 81> kPeers;
/// The three houses of each cell: row, column, box (house numbers as above).
extern const std::array<std::array<std::uint8_t, 3>, 81> kCellHouses;
/// Sudoku Explainer's region order: the 9 boxes, the 9 rows, the 9 columns.
extern const std::array<std::uint8_t, 27> kSeHouseOrder;

inline int row_of(int cell) { return cell / 9; }
inline int column_of(int cell) { return cell % 9; }
inline int box_of(int cell) { return (cell / 27) * 3 + (cell % 9) / 3; }
/// "r3c5" (1-based).
std::string cell_name(int cell);

/// Whether the emulated raters rate `puzzle`: classic 9x9 sudoku (rows, columns, boxes, no other
/// rule), the only kind Sudoku Explainer and HoDoKu know.
bool is_classic_9x9(const Puzzle& puzzle);

struct CandidateGrid {
    std::array<std::uint8_t, 81> value{};   ///< 0 = empty
    std::array<Mask, 81> candidates{};      ///< of empty cells; 0 on placed cells

    /// The givens of a 9x9 grid, with every candidate not seen by a given (throws
    /// std::invalid_argument when the grid is not 9x9).
    static CandidateGrid from_givens(const Grid& givens);
    /// Sets `cell` to `digit` and removes the digit from the candidates of its peers.
    void place(int cell, int digit);
    /// Removes one candidate (no-op when absent).
    void eliminate(int cell, int digit) { candidates[cell] &= static_cast<Mask>(~bit(digit)); }
    bool has(int cell, int digit) const { return (candidates[cell] & bit(digit)) != 0; }
    bool solved() const;
    /// The cells of `house` holding `digit` as a candidate, as a 9-bit mask of positions in the house.
    Mask places(int house, int digit) const;
};

}  // namespace gridforge::classic
