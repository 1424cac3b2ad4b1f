#include <gtest/gtest.h>

#include <string>

#include "format_test_support.hpp"
#include "gridforge/format.hpp"

namespace gridforge {
namespace drawn_grid_test {
namespace {

using format_test::input_error_of;

constexpr const char* kWikipediaDrawn =
    "5 3 . | . 7 . | . . .\n"
    "6 . . | 1 9 5 | . . .\n"
    ". 9 8 | . . . | . 6 .\n"
    "------+-------+------\n"
    "8 . . | . 6 . | . . 3\n"
    "4 . . | 8 . 3 | . . 1\n"
    "7 . . | . 2 . | . . 6\n"
    "------+-------+------\n"
    ". 6 . | . . . | 2 8 .\n"
    ". . . | 4 1 9 | . . 5\n"
    ". . . | . 8 . | . 7 9\n";

constexpr const char* kWikipediaLine =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

TEST(DrawnGridRead, IgnoresDrawingCharactersAndSeparatorLines) {
    const PuzzleRecord record = parse_puzzle(kWikipediaDrawn);
    EXPECT_EQ(write_line(record.puzzle.givens()), kWikipediaLine);
    EXPECT_EQ(record.line, 1);
}

TEST(DrawnGridRead, ReadsCompactRowsWithoutSpaces) {
    const std::string text = "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n"
                             "7...2...6\n.6....28.\n...419..5\n....8..79\n";
    EXPECT_EQ(write_line(parse_puzzle(text).puzzle.givens()), kWikipediaLine);
}

TEST(DrawnGridRead, AcceptsBordersCarriageReturnsAndCommentLines) {
    const std::string text = "# a classic\r\n+-------+-------+-------+\r\n"
                             "| 5 3 . | . 7 . | . . . |\r\n| 6 . . | 1 9 5 | . . . |\r\n| . 9 8 | . . . | . 6 . |\r\n"
                             "+-------+-------+-------+\r\n"
                             "| 8 . . | . 6 . | . . 3 |\r\n| 4 . . | 8 . 3 | . . 1 |\r\n| 7 . . | . 2 . | . . 6 |\r\n"
                             "+-------+-------+-------+\r\n"
                             "| . 6 . | . . . | 2 8 . |\r\n| . . . | 4 1 9 | . . 5 |\r\n| . . . | . 8 . | . 7 9 |\r\n"
                             "+-------+-------+-------+\r\n";
    const PuzzleRecord record = parse_puzzle(text);
    EXPECT_EQ(write_line(record.puzzle.givens()), kWikipediaLine);
    EXPECT_EQ(record.line, 3);
}

TEST(DrawnGridRead, FirstRowFixesTheSize) {
    const PuzzleRecord record = parse_puzzle("1 2 | 3 4\n3 4 | 1 2\n----+----\n2 1 | 4 3\n4 3 | 2 1\n");
    EXPECT_EQ(record.puzzle.geometry().size(), 4);
    EXPECT_TRUE(record.puzzle.givens().full());
}

TEST(DrawnGridRead, RowWithOtherCellCountNamesItsLine) {
    std::string text = kWikipediaDrawn;
    text.replace(text.find("8 . . | . 6 ."), 3, "8 |");  // line 5 loses a cell
    EXPECT_EQ(input_error_of([&] { parse_puzzle(text); }), "line 5: 8 cells in this row, expected 9");
}

TEST(DrawnGridRead, UnknownCharacterNamesLineAndColumn) {
    std::string text = kWikipediaDrawn;
    text[text.find("6 . . | 1") + 2] = 'x';
    EXPECT_EQ(input_error_of([&] { parse_puzzle(text); }), "line 2, column 3: unknown character 'x'");
}

TEST(DrawnGridRead, DigitOutOfRangeNamesLineAndColumn) {
    EXPECT_EQ(input_error_of([] { parse_puzzle("1 2 | 3 4\n3 4 | 1 9\n2 1 | 4 3\n4 3 | 2 1\n"); }),
              "line 2, column 9: digit 9 is out of range for a 4x4 board");
}

TEST(DrawnGridRead, EndingMidGridNamesTheFirstLineAndTheRowCount) {
    const std::string text = std::string(kWikipediaDrawn).substr(0, std::string(kWikipediaDrawn).find("7 . ."));
    EXPECT_EQ(input_error_of([&] { parse_puzzle("\n\n" + text, 10); }),
              "line 12: drawn grid has only 5 of its 9 rows before the end of input");
}

TEST(DrawnGridRead, FirstRowOfUnsupportedWidthIsRefused) {
    EXPECT_EQ(input_error_of([] { parse_puzzle("1 2 3\n2 3 1\n3 1 2\n"); }),
              "line 1: 3 cells in this row, but a drawn grid has " + format_test::supported_sides_text() +
                  " cells per row");
}

TEST(DrawnGridRead, ConflictNamesTheGridsFirstLine) {
    EXPECT_EQ(input_error_of([] { parse_puzzle("# x\n1 2 | 3 4\n3 4 | 1 2\n2 1 | 4 3\n4 3 | 2 2\n"); }),
              "line 2: r4c3 and r4c4 are both 2 (row 4); r2c4 and r4c4 are both 2 (column 4); "
              "r4c3 and r4c4 are both 2 (box 4)");
}

TEST(DrawnGridRead, RowsBeyondTheGridAreRefused) {
    EXPECT_EQ(input_error_of([] { parse_puzzle("1 2 | 3 4\n3 4 | 1 2\n2 1 | 4 3\n4 3 | 2 1\n. . | . .\n"); }),
              "line 5: more rows than the drawn grid's 4");
}

TEST(DrawnGridWrite, DrawsNineByNineWithBoxLines) {
    EXPECT_EQ(write_drawn_grid(parse_puzzle(kWikipediaLine).puzzle.givens(), Geometry(9)), kWikipediaDrawn);
}

TEST(DrawnGridWrite, FollowsRectangularBoxes) {
    Grid grid(6);  // boxes of 2 rows by 3 columns
    grid.set(0, 1);
    grid.set(35, 6);
    EXPECT_EQ(write_drawn_grid(grid, Geometry(6)),
              "1 . . | . . .\n"
              ". . . | . . .\n"
              "------+------\n"
              ". . . | . . .\n"
              ". . . | . . .\n"
              "------+------\n"
              ". . . | . . .\n"
              ". . . | . . 6\n");
}

TEST(DrawnGridWrite, RefusesAGridOfAnotherSize) {
    EXPECT_THROW((void)write_drawn_grid(Grid(4), Geometry(9)), std::invalid_argument);
}

}  // namespace
}  // namespace drawn_grid_test
}  // namespace gridforge
