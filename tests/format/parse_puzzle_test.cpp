#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "format_test_support.hpp"
#include "gridforge/format.hpp"

namespace gridforge {
namespace parse_puzzle_test {
namespace {

using format_test::input_error_of;
using format_test::kTop95First;

TEST(FormatParsePuzzle, ReadsALineFormLine) {
    const PuzzleRecord record = parse_puzzle(std::string(kTop95First) + " #1");
    EXPECT_EQ(write_line(record.puzzle.givens()), kTop95First);
    EXPECT_EQ(record.comment, "#1");
    EXPECT_EQ(record.line, 1);
}

/// The message PuzzleReader gives for the first record of `text`, as a file holding it is read.
std::string reader_error_of(const std::string& text) {
    std::istringstream in(text);
    PuzzleReader reader(in);
    const auto item = reader.next();
    if (!item || !item->error) return "";
    return item->error->what();
}

TEST(FormatParsePuzzle, ALineReadsAsInAFileWhateverItsLength) {
    // One reader, one message: a puzzle given as an argument (parse_puzzle) and the same text in
    // a file (PuzzleReader) are read alike. Cells set apart by spaces are a drawn grid's row, or
    // the whole grid when there are N*N of them; a lone short word (no grid follows) is a
    // line-form puzzle cut short.
    std::string spaced = "4";
    for (int i = 1; i < 81; ++i) spaced += " .";
    EXPECT_EQ(write_line(parse_puzzle(spaced).puzzle.givens()), "4" + std::string(80, '.'));
    {
        std::istringstream in(spaced + "\n");
        PuzzleReader reader(in);
        const auto item = reader.next();
        ASSERT_TRUE(item && !item->error);
        EXPECT_EQ(write_line(item->record->puzzle.givens()), "4" + std::string(80, '.'));
    }
    const std::string too_wide = "line 1: 82 cells in this row, but a drawn grid has " + format_test::supported_sides_text() +
                                 " cells per row";
    EXPECT_EQ(input_error_of([&] { parse_puzzle(spaced + " ."); }), too_wide);
    EXPECT_EQ(reader_error_of(spaced + " .\n"), too_wide);
    EXPECT_EQ(input_error_of([] { parse_puzzle("1 2 3 4"); }), "line 1: drawn grid has only 1 of its 4 rows before the end of input");
    EXPECT_EQ(input_error_of([] { parse_puzzle("4.....8.5.3...."); }), "line 1: 15 cells, expected 16");
    EXPECT_EQ(input_error_of([] { parse_puzzle("12345"); }), "line 1: 5 cells, expected 16");
    for (const std::string text : {"1234", "1 2 3 4", "1 2 3", "12345", "  1239", "1 2 3 4 5 6 7 8 9", "12345678901234567",
                                   "1.2.3.4.5.6.7.8.9 comment", "x"}) {
        EXPECT_EQ(input_error_of([&] { parse_puzzle(text); }), reader_error_of(text + "\n")) << text;
    }
    EXPECT_EQ(input_error_of([] { parse_puzzle("1234", 5); }), "line 5: 4 cells, expected 16");
    // A grid drawn without spaces is still a grid when its rows follow.
    EXPECT_EQ(write_line(parse_puzzle("1..4\n....\n....\n4..1").puzzle.givens()), "1..4........4..1");
}

TEST(FormatParsePuzzle, ReadsJsonAfterWhiteSpace) {
    const PuzzleRecord record = parse_puzzle("\n  {\n \"givens\": \"1...............\",\n \"level\": \"easy\"\n}\n", 3);
    EXPECT_EQ(record.puzzle.geometry().size(), 4);
    EXPECT_EQ(record.metadata["level"], "easy");
    EXPECT_EQ(record.line, 4);
}

TEST(FormatParsePuzzle, TextAfterAJsonObjectIsMalformed) {
    const std::string message = input_error_of([] { parse_puzzle("{\"givens\": \"1...............\"} extra"); });
    EXPECT_EQ(message.rfind("line 1: malformed JSON at byte ", 0), 0u) << message;
}

TEST(FormatParsePuzzle, ReadsADrawnGrid) {
    EXPECT_EQ(write_line(parse_puzzle("1 . | . 4\n. . | . .\n. . | . .\n4 . | . 1\n").puzzle.givens()),
              "1..4........4..1");
}

TEST(FormatParsePuzzle, OnePuzzleOnly) {
    EXPECT_EQ(input_error_of([] { parse_puzzle(std::string(kTop95First) + "\n\n" + kTop95First + "\n"); }),
              "line 3: unexpected text after the puzzle");
}

TEST(FormatParsePuzzle, EmptyTextIsNoPuzzle) {
    EXPECT_EQ(input_error_of([] { parse_puzzle(" \n# nothing\n", 2); }), "line 2: no puzzle in the text");
}

}  // namespace
}  // namespace parse_puzzle_test
}  // namespace gridforge
