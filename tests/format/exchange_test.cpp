// The exchange forms: LZ-String, f-puzzles and SudokuPad links, sudokuwiki links, .sdk metadata,
// and `write_form` (docs/formats.md, "Links" and "Converting").
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "format/fpuzzles.hpp"
#include "format/lz_string.hpp"
#include "format_test_support.hpp"
#include "gridforge/api.hpp"
#include "gridforge/format.hpp"

namespace gridforge {
namespace exchange_test {
namespace {

using format_detail::LzAlphabet;
using format_detail::lz_compress;
using format_detail::lz_decompress;
using format_test::input_error_of;

std::string test_file(const std::string& name) { return format_test::test_data_text("formats/" + name); }

/// The JSON form without the metadata keys a form cannot hold, to compare puzzles.
nlohmann::json puzzle_keys(const PuzzleRecord& record) {
    nlohmann::json form = write_json(record);
    for (const char* key : {"title", "author", "rules", "source", "level", "rating", "solution", "x-fpuzzles"}) form.erase(key);
    return form;
}

// ---- LZ-String --------------------------------------------------------------------------------

// Expected texts: lz-string 1.5.0 from npm (compressToBase64 / compressToEncodedURIComponent).
TEST(LzString, CompressesAsTheJavaScriptLibraryDoes) {
    EXPECT_EQ(lz_compress("hello world hello world", LzAlphabet::base64), "BYUwNmD2AEDukCcwBNqgjeTlA===");
    EXPECT_EQ(lz_compress("hello world hello world", LzAlphabet::uri), "BYUwNmD2AEDukCcwBNqgjeTlA");
    EXPECT_EQ(lz_compress(R"({"size":4,"title":"é☃"})", LzAlphabet::base64), "N4IgzglgXgpiBcAWANCALhNAbO8QEvBgMhAF8g==");
    // A stream ending on a character boundary still gets a padding character ("EA", not "E").
    EXPECT_EQ(lz_compress("aaaaaaaaaaaaaaaa", LzAlphabet::base64), "IY1/EA==");
    EXPECT_EQ(lz_compress("aaaaaaaaaaaaaaaa", LzAlphabet::uri), "IY1-EA");
}

TEST(LzString, DecompressesTheLibrarysOutput) {
    EXPECT_EQ(lz_decompress("BYUwNmD2AEDukCcwBNqgjeTlA===", LzAlphabet::base64), "hello world hello world");
    EXPECT_EQ(lz_decompress("N4IgzglgXgpiBcAWANCALhNAbO8QEvBgMhAF8g==", LzAlphabet::base64), R"({"size":4,"title":"é☃"})");
    EXPECT_EQ(lz_decompress("IY1-EA", LzAlphabet::uri), "aaaaaaaaaaaaaaaa");
}

TEST(LzString, RefusesTextOutsideTheAlphabetAndCutStreams) {
    EXPECT_THROW((void)lz_decompress("BYUw%mD2", LzAlphabet::base64), std::invalid_argument);
    EXPECT_THROW((void)lz_decompress("BYUwNmD2", LzAlphabet::base64), std::invalid_argument);  // no end marker
    EXPECT_THROW((void)lz_compress("\xC3", LzAlphabet::base64), std::invalid_argument);         // cut UTF-8
}

TEST(LzString, RefusesAStreamThatExpandsPastItsBound) {
    // 'a' repeated compresses to phrases one longer each time: output grows with the square of
    // the input, so the bound (4 Mi units by default; 5,000 here) is what stops a crafted link.
    const std::string text(5'001, 'a');
    const std::string packed = lz_compress(text, LzAlphabet::base64);
    EXPECT_LT(packed.size(), 400u);
    EXPECT_THROW((void)lz_decompress(packed, LzAlphabet::base64, 5'000), std::invalid_argument);
    EXPECT_EQ(lz_decompress(packed, LzAlphabet::base64, 5'001), text);
    EXPECT_EQ(format_detail::kMaxDecompressedUnits, std::size_t{1} << 22);
}

RC_GTEST_PROP(LzString, RoundTripsAnyText, ()) {
    // Characters of 1, 2, 3 and 4 UTF-8 bytes, in runs that repeat (what compresses).
    const auto pieces = *rc::gen::container<std::vector<std::string>>(
        rc::gen::elementOf(std::vector<std::string>{"a", "b", "{\"value\":", "R1C1", "é", "☃", "😀", "\n", "9"}));
    std::string text;
    for (const std::string& piece : pieces) text += piece;
    RC_ASSERT(lz_decompress(lz_compress(text, LzAlphabet::base64), LzAlphabet::base64) == text);
    RC_ASSERT(lz_decompress(lz_compress(text, LzAlphabet::uri), LzAlphabet::uri) == text);
}

// ---- f-puzzles and SudokuPad ---------------------------------------------------------------

TEST(FpuzzlesLink, ReadsALinkMadeByTheJavaScriptLibrary) {
    const PuzzleRecord record = parse_puzzle(test_file("fpuzzles_jigsaw_killer.link"));
    const nlohmann::json form = write_json(record);
    EXPECT_EQ(form["size"], 6);
    EXPECT_EQ(form["givens"], "1...............................3...");  // r3c3's value is not given
    // f-puzzles' region indices 0-5 as the characters 1-6, cell by cell from the fixture's rows.
    EXPECT_EQ(form["regions"], "111222" "113222" "133344" "533444" "556646" "555666");
    EXPECT_EQ(form["diagonals"], "main");
    EXPECT_EQ(form["cages"], nlohmann::json::parse(R"([{"cells":["r1c2","r1c3"],"sum":7},{"cells":["r6c5","r6c6"]}])"));
    // The branching thermometer is two thermometers from one bulb.
    EXPECT_EQ(form["thermos"], nlohmann::json::parse(R"([["r3c1","r4c1","r5c1"],["r3c1","r3c2"]])"));
    EXPECT_EQ(form["title"], "Jigsaw killer test");
    EXPECT_EQ(form["rules"], "Normal jigsaw rules. Digits in cages sum to the clue.");
    // Drawing, the entered digit with its pencil marks and the solver setting are kept.
    EXPECT_EQ(form["x-fpuzzles"]["cells"]["R3C3"]["value"], 4);
    EXPECT_EQ(form["x-fpuzzles"]["cells"]["R2C6"]["c"], "#A0A0A0");
    EXPECT_EQ(form["x-fpuzzles"]["disabledlogic"], nlohmann::json::parse(R"(["contradictions"])"));
    EXPECT_EQ(form["x-fpuzzles"]["text"][0]["value"], "!");
}

TEST(FpuzzlesLink, ExportGivesBackWhatWasRead) {
    const nlohmann::json original = nlohmann::json::parse(test_file("fpuzzles_jigsaw_killer.json"));
    const PuzzleRecord record = parse_puzzle(test_file("fpuzzles_jigsaw_killer.link"));
    const nlohmann::json exported = format_detail::fpuzzles_of_json_form(write_json(record));
    // Every key of the original but the styling of items (outlineC, baseC), which is not kept.
    for (const char* key : {"size", "title", "author", "ruleset", "diagonal-", "text", "disabledlogic", "grid"}) {
        EXPECT_EQ(exported[key], original[key]) << key;
    }
    EXPECT_EQ(exported["killercage"], nlohmann::json::parse(R"([{"cells":["R1C2","R1C3"],"value":"7"},{"cells":["R6C5","R6C6"]}])"));
    EXPECT_EQ(exported["thermometer"].size(), 2u);
}

TEST(FpuzzlesLink, RefusesARuleGridforgeLacksByName) {
    nlohmann::json data = nlohmann::json::parse(test_file("fpuzzles_jigsaw_killer.json"));
    data["renban"] = nlohmann::json::parse(R"([{"lines":[["R1C1","R1C2"]]}])");
    const std::string link = "https://f-puzzles.com/?load=" + lz_compress(data.dump(), LzAlphabet::base64);
    EXPECT_EQ(input_error_of([&] { (void)parse_puzzle(link, 4); }),
              "line 4: f-puzzles key 'renban': is not supported (gridforge has no such rule)");
    data.erase("renban");
    data["grid"][0][1]["givenPencilMarks"] = nlohmann::json::array({1, 2});
    const std::string marks = "https://f-puzzles.com/?load=" + lz_compress(data.dump(), LzAlphabet::base64);
    EXPECT_EQ(input_error_of([&] { (void)parse_puzzle(marks); }),
              "line 1: f-puzzles key 'grid': R1C2: given pencil marks (givenPencilMarks) are not supported");
}

TEST(FpuzzlesLink, NamesWhatIsWrongWithABrokenLink) {
    EXPECT_EQ(input_error_of([] { (void)parse_puzzle("https://f-puzzles.com/?load=N4Ig!zglgXg"); }),
              "line 1: f-puzzles link: character '!' at position 4 is not part of the compressed alphabet");
    EXPECT_EQ(input_error_of([] { (void)parse_puzzle("https://f-puzzles.com/?id=12"); }),
              "line 1: f-puzzles link: the link holds no puzzle data");
    EXPECT_EQ(input_error_of([] { (void)parse_puzzle("https://sudokupad.app/abc123"); }),
              "line 1: SudokuPad id 'abc123' is stored on SudokuPad's server, which gridforge does not contact: "
              "share the puzzle as an f-puzzles link instead");
}

/// Every rule key of docs/formats.md, on puzzles without givens (the form, not the solution, is tested).
std::vector<std::string> puzzles_of_every_rule() {
    return {
        R"({"size":9,"givens":"5................................................................................","antiknight":true,"antiking":true})",
        R"({"size":9,"givens":".................................................................................","nonconsecutive":true,"diagonals":"both"})",
        R"({"size":9,"givens":".................................................................................","extraregion":[{"cells":["r2c2","r2c3","r2c4","r3c2","r3c3","r3c4","r4c2","r4c3","r4c4"]}]})",
        R"({"size":9,"givens":".................................................................................","odd":[{"cell":"r1c1"}],"even":[{"cell":"r9c9"}]})",
        R"({"size":9,"givens":".................................................................................","arrow":[{"cells":["r1c1"],"lines":[["r1c1","r1c2","r1c3"]]}]})",
        R"({"size":9,"givens":".................................................................................","difference":[{"cells":["r1c1","r1c2"]}],"ratio":[{"cells":["r2c1","r2c2"]}],"negative":["ratio","difference"]})",
        R"({"size":9,"givens":".................................................................................","xv":[{"cells":["r1c1","r1c2"],"value":"X"},{"cells":["r3c1","r3c2"],"value":"V"}]})",
        R"({"size":9,"givens":".................................................................................","sandwichsum":[{"cell":"r0c3","value":10}],"littlekiller":[{"cell":"r0c1","direction":"DR","value":15}]})",
        R"({"size":6,"givens":"1...................................","regions":"111222113222133344533444556646555666","cages":[{"cells":["r1c2","r1c3"],"sum":7}],"thermos":[["r3c1","r4c1","r5c1"]]})",
    };
}

TEST(FpuzzlesLink, EveryRuleRoundTripsThroughFpuzzlesAndSudokupad) {
    for (const std::string& text : puzzles_of_every_rule()) {
        const PuzzleRecord record = parse_puzzle(text);
        for (OutputForm form : {OutputForm::fpuzzles, OutputForm::sudokupad, OutputForm::json}) {
            const PuzzleRecord back = parse_puzzle(write_form(record, form));
            EXPECT_EQ(puzzle_keys(back), puzzle_keys(record)) << text;
        }
    }
}

TEST(FpuzzlesLink, GeneratedVariantsRoundTrip) {
    for (const char* file : {"generated_variant_jigsaw.jsonl", "generated_variant_killer.jsonl", "generated_variant_killer_x.jsonl",
                             "generated_variant_thermo.jsonl", "generated_variant_x.jsonl"}) {
        std::ifstream in(std::string(GRIDFORGE_TEST_DATA) + "/" + file);
        PuzzleReader reader(in);
        int read = 0;
        while (auto item = reader.next()) {
            ASSERT_TRUE(item->record) << file;
            ++read;
            for (OutputForm form : {OutputForm::fpuzzles, OutputForm::sudokupad}) {
                const PuzzleRecord back = parse_puzzle(write_form(*item->record, form));
                EXPECT_EQ(puzzle_keys(back), puzzle_keys(*item->record)) << file << " #" << read;
                EXPECT_EQ(back.puzzle.givens(), item->record->puzzle.givens());
            }
        }
        EXPECT_GT(read, 0) << file;
    }
}

// ---- sudokuwiki, .sdk, .sdm and the classic forms -------------------------------------------

TEST(SudokuwikiLink, ReadsTheBoardParameter) {
    const PuzzleRecord record =
        parse_puzzle("https://www.sudokuwiki.org/sudoku.htm?bd=400000805030000000000700000020000060000080400000010000000603070500200000104000000");
    EXPECT_EQ(write_line(record.puzzle.givens()), std::string(testing::kTop95First).substr(0, 81));
}

TEST(SdkForm, KeepsSudoCuesMetadataAndWritesItBack) {
    const std::string file = test_file("sudocue.sdk");
    std::istringstream in(file);
    PuzzleReader reader(in);
    const auto item = reader.next();
    ASSERT_TRUE(item && item->record);
    const nlohmann::json& metadata = item->record->metadata;
    EXPECT_EQ(metadata["author"], "Ruud");
    EXPECT_EQ(metadata["x-description"], "A random puzzle created by SudoCue");
    EXPECT_EQ(metadata["x-comment"], "Just start plugging in the numbers");
    EXPECT_EQ(metadata["x-published"], "03-08-2006");
    EXPECT_EQ(metadata["source"], "SudoCue");
    EXPECT_EQ(metadata["level"], "Easy");
    EXPECT_EQ(metadata["x-url"], "http://www.sudocue.net/");
    EXPECT_EQ(write_form(*item->record, OutputForm::sdk), file + "\n");  // the same lines, then a blank line
    EXPECT_EQ(parse_puzzle(file).metadata, metadata);                     // a single puzzle's text too
}

TEST(SdkForm, AnEnglishCommentIsNotMetadata) {
    const PuzzleRecord record = parse_puzzle("#Source: top95\n#A\n" + std::string(testing::kTop95First));
    EXPECT_FALSE(record.metadata.contains("source"));
    EXPECT_EQ(record.metadata["author"], "");
}

TEST(SsForm, ReadsSimpleSudokusFramedGridAndWritesItsPlainOne) {
    const std::string framed =
        "*-----------*\n|4..|...|8.5|\n|.3.|...|...|\n|...|7..|...|\n|---+---+---|\n|.2.|...|.6.|\n|...|.8.|4..|\n"
        "|...|.1.|...|\n|---+---+---|\n|...|6.3|.7.|\n|5..|2..|...|\n|1.4|...|...|\n*-----------*\n";
    const PuzzleRecord record = parse_puzzle(framed);
    EXPECT_EQ(write_line(record.puzzle.givens()), std::string(testing::kTop95First));
    const std::string plain = write_form(record, OutputForm::ss);
    EXPECT_EQ(plain.substr(0, 36), "4..|...|8.5\n.3.|...|...\n...|7..|...\n");
    EXPECT_EQ(plain.substr(36, 12), "-----------\n");
    EXPECT_EQ(parse_puzzle(plain).puzzle.givens(), record.puzzle.givens());
    // A 16-wide frame is not a line-form record either.
    EXPECT_EQ(parse_puzzle("*" + std::string(37, '-') + "*\n" + std::string(testing::kTop95First)).puzzle.givens(), record.puzzle.givens());
}

TEST(SoloId, ReadsAndWritesTathamsGameIds) {
    const PuzzleRecord top = parse_puzzle(testing::kTop95First);
    // Runs of empty cells as letters (e = 5), '_' only between two adjacent numbers.
    EXPECT_EQ(write_form(top, OutputForm::solo), "3x3:4e8a5a3j7f2e6e8a4f1g6a3a7a5b2e1a4f\n");
    EXPECT_EQ(parse_puzzle("3x3:4e8a5a3j7f2e6e8a4f1g6a3a7a5b2e1a4f").puzzle.givens(), top.puzzle.givens());
    const PuzzleRecord adjacent = parse_puzzle("3x3:5_2c6i7a1_3k4b8b6f5k4_1_8i3b2c8_7e");
    EXPECT_EQ(write_line(adjacent.puzzle.givens()), "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....");
    // "x": Sudoku X; "3x2": 6x6 boxes 3 tall and 2 wide, read as regions of that shape.
    EXPECT_EQ(write_json(parse_puzzle("3x3x:" + std::string(3, 'z') + "c")).value("diagonals", ""), "both");
    EXPECT_EQ(write_json(parse_puzzle("3x2:zj")).value("regions", ""), "112233112233112233445566445566445566");
    EXPECT_FALSE(write_json(parse_puzzle("2x3:zj")).contains("regions"));
    EXPECT_EQ(input_error_of([] { (void)parse_puzzle("3x3:4e8"); }), "line 1: Solo game id: the givens: 7 cells, expected 81");
    EXPECT_EQ(input_error_of([] { (void)parse_puzzle("3x3k:zzzc,_"); }),
              "line 1: Solo game id: killer cages: the block structure ends before the last edge of the board");
    EXPECT_EQ(input_error_of([] { (void)parse_puzzle("3x3:zz#"); }),
              "line 1: Solo game id: character '#' at position 7 is not a digit, a letter or '_'");
}

TEST(SukakuForm, WritesAndReadsCandidates) {
    const PuzzleRecord top = parse_puzzle(testing::kTop95First);
    const std::string text = write_form(top, OutputForm::sukaku);
    ASSERT_EQ(text.size(), 730u);
    EXPECT_EQ(text.substr(0, 18), "000400000123456789");  // r1c1 is the given 4, r1c2 holds every digit
    const Candidates back = read_sukaku(text, 9);
    EXPECT_EQ(back, candidates_of(top.puzzle.givens()));
    EXPECT_EQ(input_error_of([&] { (void)parse_puzzle(text); }),
              "line 1: 729 characters make a pencil-mark (Sukaku) grid of a 9x9 board, which is a player's candidate state, not a "
              "puzzle: give it to 'hint --state'");
    std::string misplaced = text;
    misplaced[9] = '2';  // r1c2's first character stands for digit 1
    EXPECT_THROW((void)read_sukaku(misplaced, 9), std::invalid_argument);
    EXPECT_THROW((void)read_sukaku(text.substr(0, 728), 9), std::invalid_argument);
}

TEST(SukakuForm, IsAPlayerStateForHints) {
    const PuzzleRecord top = parse_puzzle(testing::kTop95First);
    Candidates marks = candidates_of(top.puzzle.givens());
    marks[1] = DigitSet::of(2) | DigitSet::of(7);  // r1c2: 2 or 7
    marks[2] = DigitSet::of(9);                     // r1c3: one candidate, still a mark, not an entry
    const api::PlayerState state = api::parse_player_state(write_sukaku(marks), top.puzzle);
    EXPECT_EQ(state.entries, top.puzzle.givens());
    ASSERT_TRUE(state.pencil_marks);
    EXPECT_EQ(*state.pencil_marks, marks);
    // The same 729 characters as 81 tokens of 9, as some programs print them.
    std::string spaced;
    const std::string text = write_sukaku(marks);
    for (std::size_t i = 0; i < text.size(); i += 9) spaced += text.substr(i, 9) + (i % 81 == 72 ? "\n" : " ");
    EXPECT_EQ(*api::parse_player_state(spaced, top.puzzle).pencil_marks, marks);
    marks[0] = DigitSet::of(4) | DigitSet::of(5);  // r1c1 is the given 4
    try {
        (void)api::parse_player_state(write_sukaku(marks), top.puzzle);
        FAIL() << "no error";
    } catch (const std::invalid_argument& error) {
        EXPECT_STREQ(error.what(), "r1c1 is a given (4) but its pencil marks are 45");
    }
}

TEST(PencilMarkGrid, ReadsHoDoKusFramesAsDrawing) {
    // HoDoKu prints candidates between ".---.---." and "'---'---'" lines with ":---+---:" between
    // bands; their '.' and '\'' must not read as cells.
    const PuzzleRecord top = parse_puzzle(testing::kTop95First);
    Candidates marks = candidates_of(top.puzzle.givens());
    marks[1] = DigitSet::of(2) | DigitSet::of(7);
    std::string framed = ".-------------------.-------------------.-------------------.\n";
    std::string plain;
    for (int r = 0; r < 9; ++r) {
        if (r == 3 || r == 6) framed += ":-------------------+-------------------+-------------------:\n";
        framed += "|";
        for (int c = 0; c < 9; ++c) {
            const Cell cell = r * 9 + c;
            std::string token;
            if (const Digit given = top.puzzle.givens().at(cell)) {
                token = std::string(1, digit_char(given));
            } else {
                for (const Digit d : marks[static_cast<std::size_t>(cell)]) token.push_back(digit_char(d));
            }
            framed += " " + token + (c % 3 == 2 ? " |" : "");
            plain += token + " ";
        }
        framed += "\n";
        plain += "\n";
    }
    framed += "'-------------------'-------------------'-------------------'\n";
    const api::PlayerState expected = api::parse_player_state(plain, top.puzzle);
    const api::PlayerState state = api::parse_player_state(framed, top.puzzle);
    EXPECT_EQ(state.entries, top.puzzle.givens());
    ASSERT_TRUE(state.pencil_marks && expected.pencil_marks);
    EXPECT_EQ(*state.pencil_marks, *expected.pencil_marks);
    EXPECT_EQ((*state.pencil_marks)[1], DigitSet::of(2) | DigitSet::of(7));
    // A player's grid of entries drawn the same way.
    std::string grid = ".-------.-------.-------.\n";
    const std::string line = write_line(top.puzzle.givens());
    for (int r = 0; r < 9; ++r) {
        if (r == 3 || r == 6) grid += ":-------+-------+-------:\n";
        for (int b = 0; b < 3; ++b) grid += "| " + line.substr(static_cast<std::size_t>(r * 9 + b * 3), 3) + " ";
        grid += "|\n";
    }
    grid += "'-------'-------'-------'\n";
    EXPECT_EQ(api::parse_player_grid(grid, top.puzzle), top.puzzle.givens());
}

TEST(WriteForm, RefusesAFormThatCannotHoldThePuzzle) {
    const PuzzleRecord killer = parse_puzzle(puzzles_of_every_rule().back());
    try {
        (void)write_form(killer, OutputForm::line);
        FAIL() << "no error";
    } catch (const std::invalid_argument& error) {
        EXPECT_STREQ(error.what(), "line holds classic puzzles only; this one has the rule keys cages, regions, thermos "
                                   "(write it as json, fpuzzles or sudokupad)");
    }
    const PuzzleRecord six = parse_puzzle(std::string(36, '.'));
    EXPECT_THROW((void)write_form(six, OutputForm::sdm), std::invalid_argument);
    EXPECT_EQ(write_form(six, OutputForm::line), std::string(36, '.') + "\n");
}

TEST(WriteForm, NamesEveryForm) {
    EXPECT_EQ(output_form_names(), "line, grid, json, fpuzzles, sudokupad, sdk, sdm, ss, sukaku, solo, ps, sumocue, triples");
    EXPECT_EQ(output_form_named("sdk"), OutputForm::sdk);
    EXPECT_EQ(output_form_named("pdf"), std::nullopt);
}

}  // namespace
}  // namespace exchange_test
}  // namespace gridforge
