// Puzzles as people share them (issue 19): the separators, frames and encodings of forum posts,
// rating lists and other programs' files, each read as the puzzle it shows.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "format_test_support.hpp"
#include "gridforge/format.hpp"

namespace gridforge {
namespace field_inputs_test {
namespace {

using format_test::kTop95First;
using namespace std::string_literals;

std::vector<std::string> read_all(const std::string& text) { return format_test::read_items(text, true); }

const std::string kPlatinumBlonde = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
/// 16 cells apart by spaces: a row of a 16x16 grid, not a 4x4 board (16 is a side).
const std::string kFourByFourSpaced = "1 2 3 4 3 4 1 2 2 1 4 3 4 3 . .";
const std::string kSadmanExample = ".234..8..6....7......53.62...5......84.....36......1...52.96......1....7..8..521.";

TEST(FieldInputs, CellsEndAtASemicolonOrCommaAndTheRestIsTheComment) {
    // A Sudoku Explainer rating list ("cells;ER;EP;ED"), a CSV row of puzzle and solution (zeros for
    // empty cells) and a drawn grid whose cells are apart by commas (SadMan Sudoku's paste formats).
    const std::string text = format_test::test_data_text("formats/separated_lines.txt");
    ASSERT_FALSE(text.empty());
    EXPECT_EQ(read_all(text), (std::vector<std::string>{
                                  "1: " + kPlatinumBlonde + " | 9.9;9.9;9.1",
                                  "2: " + kPlatinumBlonde + " | 417369825632158947958724316825437169791586432346912758289643571573291684164875293",
                                  "3: " + kSadmanExample + " | ",
                              }));
}

TEST(FieldInputs, OnePuzzleAsTextEndsItsCellsAtASemicolonToo) {
    EXPECT_EQ(parse_puzzle(std::string(kTop95First) + ";11.9;11.9;11.3").comment, "11.9;11.9;11.3");
    EXPECT_EQ(write_line(parse_puzzle(".,2,3,4\n3,4,.,2\n2,.,4,3\n4,3,2,.").puzzle.givens()), ".23434.22.43432.");
}

TEST(FieldInputs, FramesOfDotsColonsAndStarsAndColonsBetweenBoxesAreDrawing) {
    // Frames with '.', ':', '\'' and '*' corners (forum posts), ':' between boxes, '=' rules, and
    // SadMan Sudoku's "[Puzzle]" line before the rows.
    const std::string text = format_test::test_data_text("formats/framed_grids.txt");
    ASSERT_FALSE(text.empty());
    EXPECT_EQ(read_all(text), (std::vector<std::string>{
                                  "3: " + kPlatinumBlonde + " | ",
                                  "16: " + kPlatinumBlonde + " | ",
                                  "29: " + kSadmanExample + " | ",
                                  "42: " + kSadmanExample + " | ",
                              }));
}

TEST(FieldInputs, ABorderOfDotsIsNoLineFormRecord) {
    EXPECT_EQ(read_all(".---------------.\n"), std::vector<std::string>{});
}

TEST(FieldInputs, AWholeGridOnOneLineWithSpacesBetweenItsCellsIsRead) {
    // SadMan Sudoku's "9 x 9 grid with tab separator" once its line ends are lost, as in a forum post.
    std::string spaced;
    for (char c : kPlatinumBlonde) spaced += std::string(spaced.empty() ? "" : " ") + c;
    EXPECT_EQ(read_all(spaced + "\n" + kFourByFourSpaced + "\n"), (std::vector<std::string>{
                                                                    "1: " + kPlatinumBlonde + " | ",
                                                                    "line 2: drawn grid has only 1 of its 16 rows before the end of input",
                                                                }));
    EXPECT_EQ(write_line(parse_puzzle(spaced).puzzle.givens()), kPlatinumBlonde);
}

/// `text` (ASCII) in UTF-16 with its byte-order mark, as Windows Notepad saves "Unicode" and
/// PowerShell 5 redirects output.
std::string utf16_of(const std::string& text, bool big_endian) {
    std::string bytes = big_endian ? "\xFE\xFF" : "\xFF\xFE";
    for (char c : text) bytes += big_endian ? std::string{'\0', c} : std::string{c, '\0'};
    return bytes;
}

TEST(FieldInputs, Utf16WithAByteOrderMarkReadsAsUtf8) {
    const std::string text = "# rated\r\n" + kPlatinumBlonde + " 9.9\r\n" + kFourByFourSpaced.substr(0, 7) + "\r\n";
    const std::vector<std::string> expected{"2: " + kPlatinumBlonde + " | 9.9", "line 3: drawn grid has only 1 of its 4 rows before the end of input"};
    EXPECT_EQ(read_all(utf16_of(text, false)), expected);
    EXPECT_EQ(read_all(utf16_of(text, true)), expected);
    // A character beyond ASCII (U+00E9, a surrogate pair) reaches the reader as its UTF-8 bytes.
    EXPECT_EQ(read_all(utf16_of("", false) + "\xE9\x00\n\x00\x3D\xD8\x00\xDE\n\x00"s),
              (std::vector<std::string>{"line 1, column 1: unknown character with code 0xC3",
                                        "line 2, column 1: unknown character with code 0xF0"}));
}

TEST(FieldInputs, AByteLikeTheStartOfAByteOrderMarkIsReadAsItself) {
    EXPECT_EQ(read_all("\xFF" + kPlatinumBlonde + "\n"), (std::vector<std::string>{"line 1, column 1: unknown character with code 0xFF"}));
    EXPECT_EQ(read_all("\xFE\n" + kPlatinumBlonde + "\n"),
              (std::vector<std::string>{"line 1, column 1: unknown character with code 0xFE", "2: " + kPlatinumBlonde + " | "}));
}

TEST(FieldInputs, TheFirstLineOfNamesOfACsvFileIsSkipped) {
    // The layout of the large puzzle-and-solution CSV collections: a header, then "puzzle,solution" rows.
    const std::string text = format_test::test_data_text("formats/puzzles_solutions.csv");
    ASSERT_FALSE(text.empty());
    const std::vector<std::string> items = read_all(text);
    ASSERT_EQ(items.size(), 1U);
    EXPECT_EQ(items[0].substr(0, 87), "2: " + kPlatinumBlonde + " | ");
    // Only the first line: names further down are an error, and single characters are cells.
    EXPECT_EQ(read_all(kPlatinumBlonde + "\npuzzle,solution\n"),
              (std::vector<std::string>{"1: " + kPlatinumBlonde + " | ", "line 2, column 1: unknown character 'p'"}));
    EXPECT_EQ(read_all("A,B,C,D\n"), (std::vector<std::string>{"line 1, column 1: digit A is out of range for a 4x4 board"}));
}

TEST(FieldInputs, ANulByteSuggestsUtf16WithoutAByteOrderMark) {
    EXPECT_EQ(read_all("4\0.\0"s), (std::vector<std::string>{
                                         "line 1, column 2: unknown character with code 0x00 (is the input UTF-16 without a "
                                         "byte-order mark? save it as UTF-8)"}));
}

TEST(FieldInputs, AJigsawIsItsGivensThenItsRegionsOnOneLine) {
    const std::string text = format_test::test_data_text("formats/jigsaw_line.txt");
    ASSERT_FALSE(text.empty());
    std::istringstream in(text);
    PuzzleReader reader(in);
    reader.hand_out_plain_lines(true);  // the fast path for classic lines must leave it to the general reader
    const auto item = reader.next();
    ASSERT_TRUE(item && item->record);
    const nlohmann::json written = write_json(*item->record);
    EXPECT_EQ(written.at("regions"), "aaabbbbbcaaaabbcbcadaddbcccddddeecccddeeeffffeeeegffffhhhhgiifihhggggiiihhhgggiii");
    EXPECT_EQ(written.at("givens"), "...2...4..........1.....97.8..73.6...2...............8..2.1....7.5....2...4.....5");
    EXPECT_EQ(item->record->comment, "from the generator");
}

TEST(FieldInputs, ASolutionAfterTheGivensStaysAComment) {
    // Equal digits never share an edge, so a solution is never read as regions.
    const std::string solution = "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
    const PuzzleRecord record = parse_puzzle(kPlatinumBlonde + " " + solution);
    EXPECT_EQ(record.comment, solution);
    EXPECT_FALSE(write_json(record).contains("regions"));
}

TEST(FieldInputs, APencilMarkGridIsRefusedAsOne) {
    const std::string row = "| 4      1679   12679   | 139    2369   269     | 8      1239   5       |\n";
    EXPECT_EQ(read_all(row), (std::vector<std::string>{
                                 "line 1: 26 cells in this row, but a drawn grid has 4, 6, 8, 9, 10, 12, 14, 15 or 16 cells per row "
                                 "(digits side by side, as in a pencil-mark grid: a grid of candidates is a player's state, "
                                 "which hint --state reads, not a puzzle)"}));
    // Cells apart by spaces are no pencil marks.
    EXPECT_EQ(read_all("1 2 3 4 5 6 7 8 9 1 2 3 4 5 6 7 8\n"),
              (std::vector<std::string>{"line 1: 17 cells in this row, but a drawn grid has 4, 6, 8, 9, 10, 12, 14, 15 or 16 cells per row"}));
}

}  // namespace
}  // namespace field_inputs_test
}  // namespace gridforge
