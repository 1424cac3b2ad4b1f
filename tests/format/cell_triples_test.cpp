// The triples form (docs/formats.md, "Row-column-value triples"): rRcC=V tokens, read in a stream
// and as one puzzle, every fault named by line, column and cell, and written back.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "format_test_support.hpp"
#include "gridforge/format.hpp"

namespace gridforge {
namespace cell_triples_test {
namespace {

using format_test::input_error_of;
using format_test::kTop95First;

/// "<line>: <givens>" for a record, the message for an error; one item per record.
std::vector<std::string> read_all(const std::string& text) { return format_test::read_items(text, false); }

TEST(CellTriples, ReadsOneGivenPerLineOrManyPerLine) {
    const std::string expected = "5.......7" + std::string(63, '.') + "3........";
    EXPECT_EQ(write_line(parse_puzzle("r1c1=5\nR1C9=7\n\nr9c1=3\n").puzzle.givens()), expected);
    EXPECT_EQ(write_line(parse_puzzle("  r1c1=5, r1c9=7  r9c1=3").puzzle.givens()), expected);
}

TEST(CellTriples, SizeGivesTheBoard) {
    const PuzzleRecord record = parse_puzzle("size=4 r1c1=1 r4c4=4");
    EXPECT_EQ(record.puzzle.geometry().size(), 4);
    EXPECT_EQ(write_line(record.puzzle.givens()), "1..............4");
    const PuzzleRecord sixteen = parse_puzzle("size=16 r16c16=16 r1c1=10");
    EXPECT_EQ(write_line(sixteen.puzzle.givens()), "A" + std::string(254, '.') + "G");
}

TEST(CellTriples, ACellGivenTwiceNamesBothPlaces) {
    EXPECT_EQ(input_error_of([] { parse_puzzle("r1c1=5\nr3c4=5\n# a comment\nr2c2=1 r3c4=7\n"); }),
              "line 4, column 8: r3c4 given twice: 5 at line 2, 7 at line 4");
    EXPECT_EQ(input_error_of([] { parse_puzzle("r3c4=5 r3c4=5"); }),
              "line 1, column 8: r3c4 given twice: 5 at line 1, 5 at line 1");
}

TEST(CellTriples, NamesEveryOtherFaultByPlace) {
    EXPECT_EQ(input_error_of([] { parse_puzzle("r1c1=5 r10c1=3"); }), "line 1, column 8: r10c1 is outside the 9x9 board");
    EXPECT_EQ(input_error_of([] { parse_puzzle("size=4\nr1c1=5"); }),
              "line 2, column 1: r1c1=5: the value is out of range for a 4x4 board (1 to 4)");
    EXPECT_EQ(input_error_of([] { parse_puzzle("r1c1=5 r1c2 r1c3=4"); }),
              "line 1, column 8: 'r1c2' is not a given (write rRcC=V, e.g. r1c1=5, or size=N)");
    EXPECT_EQ(input_error_of([] { parse_puzzle("size=7 r1c1=5"); }),
              "line 1, column 1: 7 is not a supported board size (4, 6, 8, 9, 10, 12, 14, 15 or 16)");
    EXPECT_EQ(input_error_of([] { parse_puzzle("r1c1=5 r1c5=5"); }), "line 1: r1c1 and r1c5 are both 5 (row 1)");
    EXPECT_EQ(input_error_of([] { parse_puzzle(std::string("r1c1=5\n") + kTop95First); }),
              "line 2: unexpected text after the puzzle");
}

TEST(CellTriples, ABadValueIsNamedAtItsColumnNotReadAsAnotherForm) {
    const std::string advice = " is not a value (write a whole number from 1 to the board's size)";
    EXPECT_EQ(input_error_of([] { parse_puzzle("r1c1=-1"); }), "line 1, column 6: r1c1: '-1'" + advice);
    EXPECT_EQ(input_error_of([] { parse_puzzle("r1c1=+5"); }), "line 1, column 6: r1c1: '+5'" + advice);
    EXPECT_EQ(input_error_of([] { parse_puzzle("r1c1=99999999999999999999"); }),
              "line 1, column 6: r1c1: '99999999999999999999'" + advice);
    EXPECT_EQ(input_error_of([] { parse_puzzle("r1c1=5 r2c3=x"); }), "line 1, column 13: r2c3: 'x'" + advice);
    EXPECT_EQ(input_error_of([] { parse_puzzle("r1c1="); }),
              "line 1, column 6: r1c1: no value after '=' (write a whole number from 1 to the board's size)");
}

TEST(CellTriples, AStreamEndsARecordAtABlankLineOrAnotherForm) {
    const std::string text = std::string("r1c1=5\nr1c2=3\n\nr9c9=1 r1c2=3 r1c2=4\nr5c5=2\n") + kTop95First + "\nr1c1=4\n";
    EXPECT_EQ(read_all(text), (std::vector<std::string>{
                                  "1: 53" + std::string(79, '.'),
                                  "line 4, column 15: r1c2 given twice: 3 at line 4, 4 at line 4",
                                  "6: " + std::string(kTop95First),
                                  "7: 4" + std::string(80, '.'),
                              }));
}

TEST(CellTriples, ConvertWritesTriplesThatReadBack) {
    const PuzzleRecord record = parse_puzzle(kTop95First);
    const std::string text = write_form(record, OutputForm::triples);
    EXPECT_TRUE(text.starts_with("size=9 r1c1=4 r1c7=8 r1c9=5 r2c2=3 ")) << text;
    EXPECT_TRUE(text.ends_with("\n\n")) << text;
    EXPECT_EQ(read_all(text + text), (std::vector<std::string>{"1: " + std::string(kTop95First), "3: " + std::string(kTop95First)}));
}

}  // namespace
}  // namespace cell_triples_test
}  // namespace gridforge
