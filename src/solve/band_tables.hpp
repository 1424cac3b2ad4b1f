#pragma once
/// \file
/// Lookup tables of the band-oriented bitboard solver (bitboard.cpp), built at compile time.
///
/// A *band word* holds where one digit may still go in one band (three rows) of a 9×9 board:
/// 27 bits, bit 9·r + c for row r of the band (0..2) and column c (0..8). The three rules a band
/// word obeys, each a table lookup on 9 bits:
///  1. Permutation: the digit appears once in each row and once in each box of the band, so the
///     minirows (row × box, 3 cells) it uses form a 3×3 permutation matrix. A minirow in no
///     permutation that fits the minirows still occupied is removed. This covers pointing and
///     claiming along rows (locked candidates, HoDoKu's names) and box/row hidden singles.
///  2. Claiming along columns: a column whose candidates for the digit lie in one band holds the
///     digit of that band's box in its stack, so the box keeps only that column.
///  3. Pointing along columns: a box whose candidates lie in one column puts the digit in that
///     column, so the other bands lose the column.
/// The band split follows the representation of JCZSolve and fsss2 (one 27-bit word per digit
/// and band); the tables and the code are our own.

#include <array>
#include <cstddef>
#include <cstdint>

namespace gridforge::band_tables {

inline constexpr std::size_t kDigits = 9;
inline constexpr std::size_t kBands = 3;
inline constexpr std::uint32_t kAllCells = (1u << 27) - 1;   ///< a full band word
inline constexpr std::uint32_t kAllColumns = (1u << 9) - 1;  ///< a full 9-bit column set

/// The 27-bit mask of row r (0..2) of a band.
constexpr std::uint32_t row_cells(int row) { return kAllColumns << (9 * row); }
/// The 27-bit mask of column c (0..8) in a band.
constexpr std::uint32_t column_cells(int column) { return 0x40201u << column; }
/// A 9-bit column set spread to the 27 bits of a band.
constexpr std::uint32_t spread_columns(std::uint32_t columns) { return columns * 0x40201u; }
/// The columns where a band word has candidates.
constexpr std::uint32_t fold_columns(std::uint32_t word) { return (word | word >> 9 | word >> 18) & kAllColumns; }

namespace detail {

/// 9-bit row -> 3 bits, bit k when the row has a candidate in box k of the band.
constexpr std::array<std::uint8_t, 512> make_boxes_of_row() {
    std::array<std::uint8_t, 512> table{};
    for (std::uint32_t row = 0; row < 512; ++row) {
        table[row] = static_cast<std::uint8_t>(((row & 7u) != 0 ? 1 : 0) | ((row & 070u) != 0 ? 2 : 0) |
                                               ((row & 0700u) != 0 ? 4 : 0));
    }
    return table;
}

/// Minirow presence (bit 3·r + k) -> 27-bit mask of the minirows lying in some permutation
/// matrix inside the presence; 0 when none fits (a contradiction).
constexpr std::array<std::uint32_t, 512> make_permutation_keep() {
    constexpr std::array<std::array<int, 3>, 6> kPermutations{
        {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}};
    std::array<std::uint32_t, 512> table{};
    for (std::uint32_t presence = 0; presence < 512; ++presence) {
        std::uint32_t allowed = 0;
        for (const auto& box_of_row : kPermutations) {
            std::uint32_t pattern = 0;
            for (int row = 0; row < 3; ++row) pattern |= 1u << (3 * row + box_of_row[static_cast<std::size_t>(row)]);
            if ((pattern & ~presence) == 0) allowed |= pattern;
        }
        std::uint32_t keep = 0;
        for (int minirow = 0; minirow < 9; ++minirow) {
            if ((allowed >> minirow) & 1u) keep |= 7u << (9 * (minirow / 3) + 3 * (minirow % 3));
        }
        table[presence] = keep;
    }
    return table;
}

/// Columns exclusive to this band -> 27-bit mask to keep: in a stack with one exclusive column
/// only that column survives; with none, all three; with two or more, nothing (contradiction).
constexpr std::array<std::uint32_t, 512> make_claiming_keep() {
    std::array<std::uint32_t, 512> table{};
    for (std::uint32_t exclusive = 0; exclusive < 512; ++exclusive) {
        std::uint32_t columns = 0;
        for (int stack = 0; stack < 3; ++stack) {
            const std::uint32_t group = (exclusive >> (3 * stack)) & 7u;
            if (group == 0) columns |= 7u << (3 * stack);
            else if ((group & (group - 1)) == 0) columns |= group << (3 * stack);
        }
        table[exclusive] = spread_columns(columns);
    }
    return table;
}

/// A band's 9-bit column set -> the columns alone in their stack (the box's digit is locked there).
constexpr std::array<std::uint16_t, 512> make_pointing_columns() {
    std::array<std::uint16_t, 512> table{};
    for (std::uint32_t columns = 0; columns < 512; ++columns) {
        std::uint32_t locked = 0;
        for (int stack = 0; stack < 3; ++stack) {
            const std::uint32_t group = (columns >> (3 * stack)) & 7u;
            if (group != 0 && (group & (group - 1)) == 0) locked |= group << (3 * stack);
        }
        table[columns] = static_cast<std::uint16_t>(locked);
    }
    return table;
}

/// For the cell at bit b: the band word mask that removes its row and box, keeping the cell.
constexpr std::array<std::uint32_t, 27> make_peers_in_band_removed() {
    std::array<std::uint32_t, 27> table{};
    for (int bit = 0; bit < 27; ++bit) {
        const int row = bit / 9, box = (bit % 9) / 3;
        const std::uint32_t peers = row_cells(row) | spread_columns(7u << (3 * box));
        table[static_cast<std::size_t>(bit)] = (kAllCells & ~peers) | (1u << bit);
    }
    return table;
}

/// For the cell at bit b: the 27-bit mask of its column (b mod 9, looked up: a division costs
/// more than the load on the solver's hot path).
constexpr std::array<std::uint32_t, 27> make_column_of_bit() {
    std::array<std::uint32_t, 27> table{};
    for (int bit = 0; bit < 27; ++bit) table[static_cast<std::size_t>(bit)] = column_cells(bit % 9);
    return table;
}

/// 9-bit row -> the row itself when it holds exactly one cell, else 0.
constexpr std::array<std::uint16_t, 512> make_lone_cell() {
    std::array<std::uint16_t, 512> table{};
    for (std::uint32_t row = 1; row < 512; ++row) table[row] = (row & (row - 1)) == 0 ? static_cast<std::uint16_t>(row) : 0;
    return table;
}

inline constexpr auto kLoneCell = make_lone_cell();
inline constexpr auto kBoxesOfRow = make_boxes_of_row();
inline constexpr auto kPermutationKeep = make_permutation_keep();
inline constexpr auto kClaimingKeep = make_claiming_keep();
inline constexpr auto kPointingColumns = make_pointing_columns();
inline constexpr auto kPeersInBandRemoved = make_peers_in_band_removed();
inline constexpr auto kColumnOfBit = make_column_of_bit();

}  // namespace detail

/// Rule 1: the mask of minirows of `word` that lie in a fitting permutation (0: contradiction).
inline std::uint32_t permutation_keep(std::uint32_t word) {
    const std::uint32_t presence = detail::kBoxesOfRow[word & kAllColumns] |
                                   detail::kBoxesOfRow[(word >> 9) & kAllColumns] << 3 |
                                   detail::kBoxesOfRow[word >> 18] << 6;
    return detail::kPermutationKeep[presence];
}
/// Rule 2: the mask to keep given the columns whose candidates lie only in this band.
inline std::uint32_t claiming_keep(std::uint32_t exclusive_columns) { return detail::kClaimingKeep[exclusive_columns]; }
/// Rule 3: the columns of a band's column set that are alone in their stack.
inline std::uint32_t pointing_columns(std::uint32_t columns) { return detail::kPointingColumns[columns]; }
/// The cells of `word` that are alone in their row (rows with 0 or 2+ cells contribute nothing).
inline std::uint32_t single_rows(std::uint32_t word) {
    return detail::kLoneCell[word & kAllColumns] | detail::kLoneCell[(word >> 9) & kAllColumns] << 9 |
           detail::kLoneCell[word >> 18] << 18;
}
/// Whether each of the three rows of `word` keeps at least one cell.
inline bool every_row_occupied(std::uint32_t word) {
    return (word & row_cells(0)) != 0 && (word & row_cells(1)) != 0 && (word & row_cells(2)) != 0;
}
/// The column mask of the cell at bit b of a band word.
inline std::uint32_t column_of_bit(int bit) { return detail::kColumnOfBit[static_cast<std::size_t>(bit)]; }
/// The two bands other than `band` (band + 1 and band + 2, mod 3), without a division.
inline constexpr std::array<std::array<std::size_t, 2>, kBands> kOtherBands{{{1, 2}, {2, 0}, {0, 1}}};
/// Placing at bit b: the mask that clears the rest of its row and box in the band.
inline std::uint32_t peers_in_band_removed(int bit) { return detail::kPeersInBandRemoved[static_cast<std::size_t>(bit)]; }

}  // namespace gridforge::band_tables
