#include <gtest/gtest.h>

#include <string>

#include "format/line_form.hpp"
#include "format_test_support.hpp"
#include "gridforge/format.hpp"

namespace gridforge {
namespace line_form_test {
namespace {

using format_detail::looks_like_line_form;
using format_detail::read_line_form;
using format_test::input_error_of;
using format_test::kTop95First;

TEST(LineFormRead, ReadsGivensRowByRow) {
    const PuzzleRecord record = read_line_form(kTop95First, 1);
    const Grid& givens = record.puzzle.givens();
    ASSERT_EQ(givens.size(), 9);
    EXPECT_EQ(givens.at(0), 4);   // r1c1
    EXPECT_EQ(givens.at(6), 8);   // r1c7
    EXPECT_EQ(givens.at(8), 5);   // r1c9
    EXPECT_EQ(givens.at(10), 3);  // r2c2
    EXPECT_TRUE(givens.empty_at(1));
    EXPECT_EQ(givens.filled_count(), 17);
    EXPECT_EQ(record.line, 1);
    EXPECT_EQ(record.comment, "");
}

TEST(LineFormRead, EveryEmptyMarkIsAnEmptyCell) {
    const std::string cells = std::string("1.0_*-") + std::string(10, '.');
    const PuzzleRecord record = read_line_form(cells, 1);
    EXPECT_EQ(record.puzzle.givens().size(), 4);
    EXPECT_EQ(record.puzzle.givens().filled_count(), 1);
}

TEST(LineFormRead, DeducesTheSizeFromTheCellCount) {
    for (const int side : format_test::supported_sides()) {
        const std::string cells(static_cast<std::size_t>(side * side), '.');
        EXPECT_EQ(read_line_form(cells, 1).puzzle.geometry().size(), side) << side;
    }
}

TEST(LineFormRead, ReadsLettersOnSixteenBySixteen) {
    std::string cells(256, '.');
    cells[0] = 'A';
    cells[1] = 'G';
    cells[2] = '9';
    const Grid givens = read_line_form(cells, 1).puzzle.givens();
    EXPECT_EQ(givens.at(0), 10);
    EXPECT_EQ(givens.at(1), 16);
    EXPECT_EQ(givens.at(2), 9);
}

TEST(LineFormRead, KeepsTheCommentTrimmed) {
    const PuzzleRecord record = read_line_form(std::string(kTop95First) + "  \t rating 9.2  ", 4);
    EXPECT_EQ(record.comment, "rating 9.2");
    EXPECT_EQ(record.line, 4);
}

TEST(LineFormRead, ToleratesSurroundingWhiteSpaceAndCarriageReturn) {
    const PuzzleRecord record = read_line_form("  \t" + std::string(kTop95First) + " \r", 1);
    EXPECT_EQ(write_line(record.puzzle.givens()), kTop95First);
    EXPECT_EQ(record.comment, "");
}

TEST(LineFormRead, WrongCellCountNamesTheExpectedCount) {
    const std::string eighty = std::string(kTop95First).substr(0, 80);
    EXPECT_EQ(input_error_of([&] { read_line_form(eighty, 3); }), "line 3: 80 cells, expected 81");
    EXPECT_EQ(input_error_of([&] { read_line_form(std::string(82, '.'), 1); }), "line 1: 82 cells, expected 81");
    EXPECT_EQ(input_error_of([&] { read_line_form(std::string(17, '.'), 1); }), "line 1: 17 cells, expected 16");
    EXPECT_EQ(input_error_of([&] { read_line_form(std::string(300, '.'), 1); }), "line 1: 300 cells, expected at most 256 (16x16, the largest board)");
    EXPECT_EQ(input_error_of([&] { read_line_form("5", 2); }), "line 2: 1 cell, expected 16");
}

TEST(LineFormRead, UnknownCharacterNamesItsColumnInTheRawLine) {
    std::string line = std::string(kTop95First);
    line[6] = 'x';
    EXPECT_EQ(input_error_of([&] { read_line_form(line, 2); }), "line 2, column 7: unknown character 'x'");
    EXPECT_EQ(input_error_of([&] { read_line_form("  " + line, 2); }), "line 2, column 9: unknown character 'x'");
}

TEST(LineFormRead, UnprintableCharacterIsShownByItsCode) {
    std::string line(16, '.');
    line[0] = '\x01';
    EXPECT_EQ(input_error_of([&] { read_line_form(line, 1); }), "line 1, column 1: unknown character with code 0x01");
}

TEST(LineFormRead, DigitBeyondTheBoardIsOutOfRange) {
    EXPECT_EQ(input_error_of([] { read_line_form("1.9.............", 1); }),
              "line 1, column 3: digit 9 is out of range for a 4x4 board");
    std::string nine_by_nine(81, '.');
    nine_by_nine[4] = 'A';
    EXPECT_EQ(input_error_of([&] { read_line_form(nine_by_nine, 5); }),
              "line 5, column 5: digit A is out of range for a 9x9 board");
}

TEST(LineFormRead, TwoEqualGivensInAHouseAreAConflict) {
    std::string line(81, '.');
    line[0] = '5';
    line[4] = '5';
    EXPECT_EQ(input_error_of([&] { read_line_form(line, 1); }), "line 1: r1c1 and r1c5 are both 5 (row 1)");
    line[4] = '.';
    line[19] = '5';  // r3c2, same box as r1c1
    EXPECT_EQ(input_error_of([&] { read_line_form(line, 7); }), "line 7: r1c1 and r3c2 are both 5 (box 1)");
}

TEST(LineFormRead, EveryClashIsNamedNotOnlyTheFirst) {
    std::string line(81, '.');
    line[0] = '5';   // r1c1
    line[4] = '5';   // r1c5: same row
    line[19] = '5';  // r3c2: same box
    line[80] = '7';  // r9c9
    line[71] = '7';  // r8c9: same column and box
    EXPECT_EQ(input_error_of([&] { read_line_form(line, 2); }),
              "line 2: r1c1 and r1c5 are both 5 (row 1); r8c9 and r9c9 are both 7 (column 9); "
              "r1c1 and r3c2 are both 5 (box 1); r8c9 and r9c9 are both 7 (box 9)");
}

TEST(LineFormRead, RecognisesLineFormLines) {
    EXPECT_TRUE(looks_like_line_form(kTop95First));
    EXPECT_TRUE(looks_like_line_form("  ................ comment | with bars"));
    EXPECT_FALSE(looks_like_line_form("5 3 . | . 7 . | . . ."));
    EXPECT_FALSE(looks_like_line_form("53..7....|6..195..."));
    EXPECT_FALSE(looks_like_line_form("530070000"));
    EXPECT_FALSE(looks_like_line_form("---------------------"));
    EXPECT_FALSE(looks_like_line_form("------+-------+------"));
}

TEST(LineFormWrite, WritesDotsForEmptyCellsAndLettersAboveNine) {
    EXPECT_EQ(write_line(read_line_form(kTop95First, 1).puzzle.givens()), kTop95First);
    Grid grid(16);
    grid.set(0, 16);
    grid.set(255, 10);
    const std::string line = write_line(grid);
    ASSERT_EQ(line.size(), 256u);
    EXPECT_EQ(line.front(), 'G');
    EXPECT_EQ(line.back(), 'A');
    EXPECT_EQ(line.substr(1, 3), "...");
}

}  // namespace
}  // namespace line_form_test
}  // namespace gridforge
