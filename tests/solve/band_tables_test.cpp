#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "gridforge/solve.hpp"
#include "solve/band_tables.hpp"
#include "support/puzzles.hpp"

namespace gridforge {
namespace band_tables_test {
namespace {

using namespace band_tables;

/// A band word from three 9-bit rows written left (column 1) to right (column 9), e.g. "100000000".
std::uint32_t band(const char* top, const char* middle, const char* bottom) {
    std::uint32_t word = 0;
    const char* rows[] = {top, middle, bottom};
    for (int row = 0; row < 3; ++row) {
        for (int column = 0; column < 9; ++column) {
            if (rows[row][column] == '1') word |= 1u << (9 * row + column);
        }
    }
    return word;
}

TEST(BandTables, PermutationKeepsAFullBand) {
    EXPECT_EQ(permutation_keep(kAllCells), kAllCells);
}

TEST(BandTables, PointingAlongARowClearsTheRestOfThatRow) {
    // Box 1 holds the digit only in row 1, so row 1 loses it in boxes 2 and 3; then rows 2 and
    // 3 must use boxes 2 and 3 between them, which removes nothing more.
    const std::uint32_t word = band("111111111", "000111111", "000111111");
    EXPECT_EQ(word & permutation_keep(word), band("111000000", "000111111", "000111111"));
}

TEST(BandTables, ClaimingAlongARowClearsTheRestOfThatBox) {
    // Row 1 holds the digit only in box 2: box 2 loses it in rows 2 and 3.
    const std::uint32_t word = band("000111000", "111111111", "111111111");
    EXPECT_EQ(word & permutation_keep(word), band("000111000", "111000111", "111000111"));
}

TEST(BandTables, NoPermutationIsAContradiction) {
    // Rows 1 and 2 can both use only box 1.
    EXPECT_EQ(permutation_keep(band("111000000", "010000000", "111111111")), 0u);
    // Box 3 has no cell left.
    EXPECT_EQ(permutation_keep(band("111111000", "111111000", "111111000")), 0u);
}

TEST(BandTables, ClaimingAlongAColumnKeepsOnlyThatColumnInTheBox) {
    // Column 2 is exclusive to this band: box 1 keeps column 2 only; boxes 2 and 3 keep all.
    EXPECT_EQ(claiming_keep(0b000000010), spread_columns(0b111111010));
    // Two exclusive columns in one stack cannot both hold the box's one digit.
    EXPECT_EQ(claiming_keep(0b000000011) & spread_columns(0b000000111), 0u);
}

TEST(BandTables, PointingAlongAColumnLocksColumnsAloneInTheirStack) {
    // Stack 1 only column 3, stack 2 columns 4 and 5, stack 3 only column 9.
    EXPECT_EQ(pointing_columns(0b100011100), 0b100000100u);
    EXPECT_EQ(pointing_columns(0), 0u);
}

TEST(BandTables, SingleRowsAndFolds) {
    const std::uint32_t word = band("000010000", "110000000", "000000001");
    EXPECT_EQ(single_rows(word), band("000010000", "000000000", "000000001"));
    EXPECT_EQ(fold_columns(word), 0b100010011u);
    EXPECT_TRUE(every_row_occupied(word));
    EXPECT_FALSE(every_row_occupied(band("000010000", "000000000", "000000001")));
}

TEST(BandTables, PlacingClearsRowAndBoxButKeepsTheCell) {
    // r2c5 (bit 9 + 4): row 2 and box 2 of the band cleared, the cell kept.
    EXPECT_EQ(kAllCells & peers_in_band_removed(13), band("111000111", "000010000", "111000111"));
}

TEST(BandTables, ColumnOfABitAndTheOtherBands) {
    // r3c8 (bit 18 + 7): column 8 in all three rows of a band.
    EXPECT_EQ(column_of_bit(25), band("000000010", "000000010", "000000010"));
    for (int bit = 0; bit < 27; ++bit) EXPECT_EQ(column_of_bit(bit), column_cells(bit % 9)) << "bit " << bit;
    for (std::size_t b = 0; b < kBands; ++b) {
        const auto& others = kOtherBands[b];
        EXPECT_EQ((1u << b) | (1u << others[0]) | (1u << others[1]), 7u) << "band " << b;
    }
}

TEST(BitboardSolver, GuessesFewerTimesOnTop95ThanFirstBivalueCell) {
    // Guard on the guess heuristic (bivalue cell with the most unsolved peers): 1,728 guesses
    // over top95 when this was written; taking the first bivalue cell needed 3,828.
    const Solver& bitboard = solver_named("bitboard");
    std::uint64_t guesses = 0;
    for (const std::string& line : testing::read_lines(testing::test_data("top95.txt"))) {
        guesses += bitboard.count(testing::puzzle_from(line), 2).nodes;
    }
    EXPECT_GT(guesses, 0u);
    EXPECT_LT(guesses, 2000u);
}

}  // namespace
}  // namespace band_tables_test
}  // namespace gridforge
