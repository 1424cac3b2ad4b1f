// Digits of boards from 10x10 up in hex (0-F) or letters (1-9, A-G), chosen explicitly (docs/formats.md,
// "Digits of boards from 10x10 up"): read and written in the line form, the drawn grid and JSON givens,
// never guessed between.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "format_test_support.hpp"
#include "gridforge/format.hpp"

namespace gridforge {
namespace digit_style_test {
namespace {

using format_test::input_error_of;

/// A full 16x16 grid: row r holds the values shifted by (r mod 4)·4 + r div 4, so rows, columns
/// and 4x4 boxes each hold every value once.
Grid full_sixteen() {
    Grid grid(16);
    for (int row = 0; row < 16; ++row) {
        for (int column = 0; column < 16; ++column) grid.set(row * 16 + column, ((row % 4) * 4 + row / 4 + column) % 16 + 1);
    }
    return grid;
}

/// `full` with the first cell of each row emptied: one solution, every value in every place.
Grid sixteen_puzzle() {
    Grid grid = full_sixteen();
    for (int row = 0; row < 16; ++row) grid.clear(row * 16 + row);
    return grid;
}

TEST(DigitStyle, HexReadsZeroToFAsOneToSixteen) {
    std::string cells(256, '.');
    cells[0] = '0';
    cells[1] = 'F';
    cells[2] = '9';
    cells[3] = 'a';
    const Grid givens = parse_puzzle(cells, 1, DigitStyle::hex).puzzle.givens();
    EXPECT_EQ(givens.at(0), 1);
    EXPECT_EQ(givens.at(1), 16);
    EXPECT_EQ(givens.at(2), 10);
    EXPECT_EQ(givens.at(3), 11);
    EXPECT_EQ(write_line(givens, DigitStyle::hex), "0F9A" + std::string(252, '.'));
    EXPECT_EQ(write_line(givens), "1GAB" + std::string(252, '.'));
    EXPECT_EQ(write_line(givens, DigitStyle::letters), "1GAB" + std::string(252, '.'));
}

TEST(DigitStyle, EveryValueRoundTripsInBothStylesAndBothForms) {
    const Grid puzzle = sixteen_puzzle();
    const Geometry geometry(16);
    for (const DigitStyle style : {DigitStyle::hex, DigitStyle::letters}) {
        EXPECT_EQ(parse_puzzle(write_line(puzzle, style), 1, style).puzzle.givens(), puzzle);
        EXPECT_EQ(parse_puzzle(write_drawn_grid(puzzle, geometry, style), 1, style).puzzle.givens(), puzzle);
        std::istringstream in(write_drawn_grid(puzzle, geometry, style) + write_line(puzzle, style) + "\n");
        PuzzleReader reader(in, style);
        for (int record = 0; record < 2; ++record) {
            const auto item = reader.next();
            ASSERT_TRUE(item && item->record) << (item && item->error ? item->error->what() : "no record");
            EXPECT_EQ(item->record->puzzle.givens(), puzzle);
        }
    }
}

TEST(DigitStyle, AZeroWithoutAGIsRefusedUnlessTheStyleIsChosen) {
    const std::string hex = write_line(sixteen_puzzle(), DigitStyle::hex);
    const std::string ambiguous =
        "line 1: a 16x16 board with '0' and no 'G' may be written in hex (0-F, '0' the first digit) or in letters "
        "(1-9 and A-G, '0' an empty cell): choose with --digits hex or --digits letters (the API's \"digits\" key), "
        "or write empty cells as '.'";
    EXPECT_EQ(input_error_of([&] { parse_puzzle(hex); }), ambiguous);
    EXPECT_EQ(input_error_of([&] { parse_puzzle(write_drawn_grid(sixteen_puzzle(), Geometry(16), DigitStyle::hex)); }),
              ambiguous);
    // Chosen as letters, '0' is an empty cell; a 'G' or no '0' leaves nothing to choose.
    std::string zeros(256, '0');
    zeros[5] = '3';
    EXPECT_EQ(parse_puzzle(zeros, 1, DigitStyle::letters).puzzle.givens().filled_count(), 1);
    zeros[7] = 'G';
    EXPECT_EQ(parse_puzzle(zeros).puzzle.givens().at(7), 16);
    EXPECT_EQ(parse_puzzle(write_line(sixteen_puzzle())).puzzle.givens(), sixteen_puzzle());
}

TEST(DigitStyle, HexNamesACharacterThatIsNoHexDigit) {
    std::string cells(256, '.');
    cells[4] = 'G';
    EXPECT_EQ(input_error_of([&] { parse_puzzle(cells, 2, DigitStyle::hex); }),
              "line 2, column 5: 'G' is not a hex digit (0-F; the digits were chosen as hex)");
}

TEST(DigitStyle, BoardsBelowTenKeepTheirDigitsAndRefuseAZeroUnderHex) {
    const std::string nine = std::string(format_test::kTop95First);
    EXPECT_EQ(write_line(parse_puzzle(nine, 1, DigitStyle::hex).puzzle.givens(), DigitStyle::hex), nine);
    // Under hex '0' is a digit, and no 9x9 board is written in hex: refused, not read as empty.
    EXPECT_EQ(input_error_of([&] { parse_puzzle("0" + nine.substr(1), 1, DigitStyle::hex); }),
              "line 1, column 1: '0' on a 9x9 board: hex digits (0 the first) are for boards of 10x10 to 16x16; "
              "write empty cells as '.'");
    EXPECT_EQ(parse_puzzle("0" + nine.substr(1)).puzzle.givens().at(0), 0);  // unstated: '0' is empty
    std::istringstream in("0" + nine.substr(1) + "\n");
    PuzzleReader reader(in, DigitStyle::hex);
    reader.hand_out_plain_lines(true);  // the fast path of plain 9x9 lines is not taken under hex
    const auto item = reader.next();
    ASSERT_TRUE(item && item->error);
    EXPECT_NE(std::string(item->error->what()).find("'0' on a 9x9 board"), std::string::npos) << item->error->what();
    EXPECT_EQ(digit_style_named("hex"), DigitStyle::hex);
    EXPECT_EQ(digit_style_named("letters"), DigitStyle::letters);
    EXPECT_FALSE(digit_style_named("octal"));
}

/// A full 10x10 grid written 0-9 (hex: '0' the value 1), as a newcomer typed it.
constexpr const char* kTenZeroToNine =
    "3620471895859716324069532480710174895362586271940313490265879401357628278653091440159827367238604159";

TEST(DigitStyle, TenByTenToFifteenByFifteenFollowTheSixteenRule) {
    // Unstated: '0' and no 'A' may be either style, so it is refused, not read with ten empty cells.
    EXPECT_EQ(input_error_of([] { parse_puzzle(kTenZeroToNine); }),
              "line 1: a 10x10 board with '0' and no 'A' may be written in hex (0-9, '0' the first digit) or in letters "
              "(1-9 and A, '0' an empty cell): choose with --digits hex or --digits letters (the API's \"digits\" key), "
              "or write empty cells as '.'");
    const Grid ten = parse_puzzle(kTenZeroToNine, 1, DigitStyle::hex).puzzle.givens();
    EXPECT_EQ(ten.filled_count(), 100);
    EXPECT_EQ(ten.at(0), 4);
    EXPECT_EQ(ten.at(3), 1);
    EXPECT_EQ(write_line(ten, DigitStyle::hex), kTenZeroToNine);
    EXPECT_EQ(write_line(ten).substr(0, 10), "47315829A6");
    EXPECT_EQ(parse_puzzle(write_line(ten)).puzzle.givens(), ten);  // an 'A': letters, unambiguous
    EXPECT_EQ(parse_puzzle(kTenZeroToNine, 1, DigitStyle::letters).puzzle.givens().filled_count(), 90);
    // Under hex a 12x12 board's digits run 0-B.
    std::string twelve(144, '.');
    twelve[0] = 'B';
    EXPECT_EQ(parse_puzzle(twelve, 1, DigitStyle::hex).puzzle.givens().at(0), 12);
    twelve[1] = 'C';
    EXPECT_EQ(input_error_of([&] { parse_puzzle(twelve, 1, DigitStyle::hex); }),
              "line 1, column 2: 'C' is not a hex digit (0-B; the digits were chosen as hex)");
}

TEST(DigitStyle, JsonGivensFollowTheLineFormsRule) {
    const std::string hex = write_line(sixteen_puzzle(), DigitStyle::hex);
    const std::string json = R"({"givens": ")" + hex + R"("})";
    EXPECT_EQ(input_error_of([&] { parse_puzzle(json); }).rfind("line 1: JSON key 'givens': a 16x16 board with '0' and no 'G'", 0), 0u)
        << input_error_of([&] { parse_puzzle(json); });
    EXPECT_EQ(parse_puzzle(json, 1, DigitStyle::hex).puzzle.givens(), sixteen_puzzle());
    std::istringstream in(json + "\n");
    PuzzleReader reader(in, DigitStyle::hex);
    const auto item = reader.next();
    ASSERT_TRUE(item && item->record) << (item && item->error ? item->error->what() : "no record");
    EXPECT_EQ(item->record->puzzle.givens(), sixteen_puzzle());
    const std::string letters = R"({"givens": ")" + write_line(sixteen_puzzle()) + R"("})";
    EXPECT_EQ(parse_puzzle(letters).puzzle.givens(), sixteen_puzzle());
}

}  // namespace
}  // namespace digit_style_test
}  // namespace gridforge
