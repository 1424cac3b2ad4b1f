#include <gtest/gtest.h>

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

TEST(FormatParsePuzzle, SingleLineIsLineFormWhateverItsLength) {
    EXPECT_EQ(input_error_of([] { parse_puzzle("1234", 5); }), "line 5: 4 cells, expected 16");
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
