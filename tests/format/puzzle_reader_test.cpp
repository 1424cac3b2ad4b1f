#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "format_test_support.hpp"
#include "gridforge/format.hpp"

namespace gridforge {
namespace puzzle_reader_test {
namespace {

using format_test::kTop95First;

/// One line per item: "<line>: <givens> | <comment>" for a record, the message for an error.
std::vector<std::string> read_all(const std::string& text) { return format_test::read_items(text, true); }

const std::string kFourByFour = "12343412214343..";

TEST(PuzzleReaderLimits, RefusesALineOverTheLimitAndReadsOnAfterIt) {
    const std::string text = std::string(kTop95First) + "\n" + std::string(kMaxLineBytes + 1, '.') + "\n" + kFourByFour + "\n";
    EXPECT_EQ(read_all(text), (std::vector<std::string>{
                                  "1: " + std::string(kTop95First) + " | ",
                                  "line 2: a line longer than 67108864 bytes (the limit)",
                                  "3: " + kFourByFour + " | ",
                              }));
}

TEST(PuzzleReaderLimits, RefusesAJsonObjectOverTheLimitAndReadsOnAfterIt) {
    const std::string title(kMaxLineBytes / 2, 't');
    const std::string text = "{\"givens\": \"" + kFourByFour + "\",\n\"title\": \"" + title + "\",\n\"author\": \"" + title +
                             "\"}\n" + kFourByFour + "\n";
    EXPECT_EQ(read_all(text), (std::vector<std::string>{
                                  "line 1: JSON object longer than 67108864 bytes (the limit)",
                                  "4: " + kFourByFour + " | ",
                              }));
}

TEST(PuzzleReaderStream, ReadsLineFormAndSkipsBlankAndCommentLines) {
    const std::string text = "# header\n\n" + std::string(kTop95First) + "  rated 9.2\r\n   \n" + kFourByFour + "\n";
    EXPECT_EQ(read_all(text), (std::vector<std::string>{
                                  "3: " + std::string(kTop95First) + " | rated 9.2",
                                  "5: " + kFourByFour + " | ",
                              }));
}

TEST(PuzzleReaderStream, ReadsMixedForms) {
    const std::string text = kFourByFour + "\n"
                             "+-----+-----+\n"
                             "| 1 . | . 4 |\n"
                             "| . . | . . |\n"
                             "+-----+-----+\n"
                             "| . . | . . |\n"
                             "| 4 . | . 1 |\n"
                             "+-----+-----+\n"
                             "{\"givens\": \"1...............\",\n"
                             "  \"title\": \"a { brace\"\n"
                             "}\n"
                             "{\"givens\": \"...2............\"}\n";
    EXPECT_EQ(read_all(text), (std::vector<std::string>{
                                  "1: " + kFourByFour + " | ",
                                  "3: 1..4........4..1 | ",
                                  "9: 1............... | ",
                                  "12: ...2............ | ",
                              }));
}

TEST(PuzzleReaderStream, GoesOnAfterErrors) {
    std::string bad_character = kTop95First;
    bad_character[6] = 'x';
    const std::string text = std::string(kTop95First).substr(0, 80) + "\n" + bad_character + "\n" +
                             "{\"givens\": \"1...\", \"killer\": []}\n" + kFourByFour + "\n";
    EXPECT_EQ(read_all(text), (std::vector<std::string>{
                                  "line 1: 80 cells, expected 81",
                                  "line 2, column 7: unknown character 'x'",
                                  "line 3: JSON key 'killer': unknown rule",
                                  "4: " + kFourByFour + " | ",
                              }));
}

TEST(PuzzleReaderStream, ABadRowCostsOnlyItsGrid) {
    const std::string text = "1 . | . 4\n"
                             ". . . | . .\n"
                             ". . | . .\n"
                             "4 . | . 1\n" +
                             kFourByFour + "\n";
    EXPECT_EQ(read_all(text), (std::vector<std::string>{
                                  "line 2: 5 cells in this row, expected 4",
                                  "5: " + kFourByFour + " | ",
                              }));
}

TEST(PuzzleReaderStream, InputEndingMidGridNamesTheGridsFirstLine) {
    EXPECT_EQ(read_all("\n1 . | . 4\n. . | . .\n---+---\n. . | . .\n"),
              (std::vector<std::string>{"line 2: drawn grid has only 3 of its 4 rows before the end of input"}));
}

TEST(PuzzleReaderStream, AJsonObjectEndsAGridInProgress) {
    EXPECT_EQ(read_all("1 . | . 4\n. . | . .\n{\"givens\": \"1...............\"}\n"),
              (std::vector<std::string>{
                  "line 1: drawn grid has only 2 of its 4 rows before the JSON object on line 3",
                  "3: 1............... | ",
              }));
}

TEST(PuzzleReaderStream, UnclosedJsonObjectNamesItsFirstLine) {
    EXPECT_EQ(read_all(kFourByFour + "\n{\"givens\":\n\"1...............\"\n"),
              (std::vector<std::string>{"1: " + kFourByFour + " | ",
                                        "line 2: JSON object is not closed at the end of input"}));
}

TEST(PuzzleReaderStream, UnterminatedJsonStringDoesNotSwallowLaterLines) {
    const std::vector<std::string> items = read_all("{\"givens\": \"1....}\n" + kFourByFour + "\n");
    ASSERT_EQ(items.size(), 2u);
    EXPECT_EQ(items[0].rfind("line 1: malformed JSON at byte ", 0), 0u) << items[0];
    EXPECT_EQ(items[1], "2: " + kFourByFour + " | ");
}

TEST(PuzzleReaderStream, TextThatIsNoPuzzleIsAnErrorForItsLine) {
    EXPECT_EQ(read_all("hello\n" + kFourByFour + "\n"),
              (std::vector<std::string>{"line 1, column 1: unknown character 'h'", "2: " + kFourByFour + " | "}));
}

TEST(PuzzleReaderStream, EveryLineEndEndsALine) {
    // Old Mac OS files end lines with a lone CR: each still a record of its own, numbered as such.
    const std::string records = std::string(kTop95First) + " first\r" + kFourByFour + "\r\r# note\r" + kFourByFour;
    const std::vector<std::string> expected{"1: " + std::string(kTop95First) + " | first", "2: " + kFourByFour + " | ",
                                            "5: " + kFourByFour + " | "};
    EXPECT_EQ(read_all(records), expected);
    std::string mixed = records;  // the same lines with each kind of line end in turn
    mixed.replace(mixed.find('\r'), 1, "\n");
    mixed.replace(mixed.find('\r'), 1, "\r\n");
    EXPECT_EQ(read_all(mixed), expected);
}

TEST(ReadLine, EndsLinesAtLfCrlfAndLoneCrLikeGetline) {
    std::istringstream in("a\rb\r\nc\n\nd\r");
    std::vector<std::string> lines;
    for (std::string line; read_line(in, line);) lines.push_back(line);
    EXPECT_EQ(lines, (std::vector<std::string>{"a", "b", "c", "", "d"}));
    EXPECT_TRUE(in.fail());
    EXPECT_TRUE(in.eof());
    std::istringstream unended("last");
    std::string line;
    EXPECT_TRUE(read_line(unended, line));
    EXPECT_EQ(line, "last");
    EXPECT_FALSE(read_line(unended, line));
    EXPECT_EQ(line, "");
}

TEST(PuzzleReaderStream, EmptyInputHasNoItems) {
    EXPECT_TRUE(read_all("").empty());
    EXPECT_TRUE(read_all("# only a comment\n\n\r\n").empty());
}

/// read_all with plain classic lines handed out: "plain <line>: <givens>" for each of them.
std::vector<std::string> read_all_plain_lines(const std::string& text) {
    std::istringstream in(text);
    PuzzleReader reader(in);
    reader.hand_out_plain_lines(true);
    std::vector<std::string> items;
    while (const auto item = reader.next()) {
        if (item->plain) {
            items.push_back("plain " + std::to_string(item->plain->line) + ": " + write_line(item->plain->givens()));
        } else if (item->record) {
            items.push_back(std::to_string(item->record->line) + ": " + write_line(item->record->puzzle.givens()) +
                            " | " + item->record->comment);
        } else {
            items.push_back(item->error->what());
        }
    }
    return items;
}

TEST(PuzzleReaderPlainLines, PlainClassicLinesAreHandedOutWithTheGivensTheRecordWouldHold) {
    std::string clash = kTop95First;
    clash[1] = '4';  // r1c1 and r1c2 are both 4
    std::string zeros = kTop95First;
    std::replace(zeros.begin(), zeros.end(), '.', '0');
    const std::string dashes = "-" + std::string(kTop95First).substr(1);  // '-' is an empty cell, but not a plain one
    const std::string text = "\xEF\xBB\xBF" + std::string(kTop95First) + "\n"   // 1: after a byte-order mark
                             "#Aan author\n" +                                  // 2: .sdk metadata: a plain line drops it
                             zeros + " rated 9.2\r\n" +                         // 3: a comment, "0" empties, CRLF
                             "  " + kTop95First + "\n" +                        // 4: indented: the general reader
                             clash + "\n" +                                     // 5: a clash: the general reader names it
                             std::string(kTop95First) + "x\n" +                 // 6: 82 characters
                             dashes + "\r" +                                    // 7: lone CR
                             std::string(kTop95First) + "\tby tab\n" +          // 8: tab then comment
                             std::string(kTop95First).substr(0, 80) + "\n" +    // 9: 80 cells
                             "{\"givens\": \"" + kTop95First + "\"}\n" +        // 10: JSON
                             kFourByFour + "\n";                               // 11: 4x4
    const std::string top95 = kTop95First;
    EXPECT_EQ(read_all_plain_lines(text), (std::vector<std::string>{
                                              "plain 1: " + top95,
                                              "plain 3: " + top95,
                                              "4: " + top95 + " | ",
                                              "line 5: r1c1 and r1c2 are both 4 (row 1); r1c1 and r1c2 are both 4 (box 1)",
                                              "line 6, column 82: unknown character 'x'",
                                              "7: ." + top95.substr(1) + " | ",  // its first cell, '-', empty
                                              "plain 8: " + top95,
                                              "line 9: 80 cells, expected 81",
                                              "10: " + top95 + " | ",
                                              "11: " + kFourByFour + " | ",
                                          }));
    // The general reading of the same text: the same givens on the same lines, the same errors.
    EXPECT_EQ(read_all(text), (std::vector<std::string>{
                                  "1: " + top95 + " | ",
                                  "3: " + top95 + " | rated 9.2",
                                  "4: " + top95 + " | ",
                                  "line 5: r1c1 and r1c2 are both 4 (row 1); r1c1 and r1c2 are both 4 (box 1)",
                                  "line 6, column 82: unknown character 'x'",
                                  "7: ." + top95.substr(1) + " | ",  // its first cell, '-', empty
                                  "8: " + top95 + " | by tab",
                                  "line 9: 80 cells, expected 81",
                                  "10: " + top95 + " | ",
                                  "11: " + kFourByFour + " | ",
                              }));
}

TEST(PuzzleReaderPlainLines, EveryPlainLineOfTheTop95FileIsHandedOutAsTheRecordItWouldBe) {
    std::ifstream general_in(GRIDFORGE_TEST_DATA "/top95.txt");
    std::ifstream plain_in(GRIDFORGE_TEST_DATA "/top95.txt");
    ASSERT_TRUE(general_in && plain_in);
    PuzzleReader general(general_in);
    PuzzleReader plain(plain_in);
    plain.hand_out_plain_lines(true);
    int records = 0;
    while (const auto item = general.next()) {
        const auto fast = plain.next();
        ASSERT_TRUE(item->record && fast && fast->plain);
        EXPECT_EQ(fast->plain->line, item->record->line);
        EXPECT_EQ(fast->plain->givens(), item->record->puzzle.givens());
        ++records;
    }
    EXPECT_FALSE(plain.next());
    EXPECT_EQ(records, 95);
}

TEST(PuzzleReaderStream, ReadsTheTop95File) {
    std::ifstream in(GRIDFORGE_TEST_DATA "/top95.txt");
    ASSERT_TRUE(in) << "missing " GRIDFORGE_TEST_DATA "/top95.txt";
    PuzzleReader reader(in);
    int records = 0;
    while (const auto item = reader.next()) {
        ASSERT_TRUE(item->record) << item->error->what();
        EXPECT_EQ(item->record->line, records + 1);
        ++records;
    }
    EXPECT_EQ(records, 95);
}

}  // namespace
}  // namespace puzzle_reader_test
}  // namespace gridforge
