// The killer and jigsaw exchange forms: the PS and SumoCue killer texts, Solo's jigsaw and killer
// game ids, and SudokuPad's own puzzle data (scl/ctc ids) and classic scf ids (docs/formats.md).
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "format/fpuzzles.hpp"
#include "format/killer_text.hpp"
#include "format/lz_string.hpp"
#include "format/solo_blocks.hpp"
#include "format/sudokupad_zip.hpp"
#include "format_test_support.hpp"
#include "gridforge/format.hpp"
#include "gridforge/solve.hpp"

namespace gridforge {
namespace killer_exchange_test {
namespace {

using format_test::input_error_of;

using format_test::test_data_text;

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

/// The JSON form's rule keys and givens (no metadata), with the cages in one order (each cage's
/// cells in reading order, the cages by their first cell), to compare two readings of one puzzle.
nlohmann::json rules_and_givens(const PuzzleRecord& record) {
    const Geometry& geometry = record.puzzle.geometry();
    nlohmann::json form = write_json(record);
    nlohmann::json kept;
    for (const auto& [key, value] : form.items()) {
        if (!key.starts_with("x-") && key != "title" && key != "author" && key != "rules" && key != "solution") kept[key] = value;
    }
    if (kept.contains("cages")) {
        std::vector<std::pair<std::vector<Cell>, nlohmann::json>> cages;
        for (nlohmann::json cage : kept["cages"]) {
            std::vector<Cell> cells;
            for (const auto& name : cage["cells"]) cells.push_back(*geometry.parse_cell_name(name.get<std::string>()));
            std::sort(cells.begin(), cells.end());
            cage["cells"] = nlohmann::json::array();
            for (const Cell cell : cells) cage["cells"].push_back(geometry.cell_name(cell));
            cages.emplace_back(cells, cage);
        }
        std::sort(cages.begin(), cages.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        kept["cages"] = nlohmann::json::array();
        for (const auto& [cells, cage] : cages) kept["cages"].push_back(cage);
    }
    return kept;
}

/// A PS text whose rows are cages of two cells (sum 3) and a last cell alone (sum 5), after the
/// fields of `first_rows` (whole rows).
std::string paired_ps_text(const std::string& first_rows = "") {
    std::string text = "3x3::k:" + first_rows;
    const auto given_rows = static_cast<int>(std::count(first_rows.begin(), first_rows.end(), ':')) / 9;
    for (int row = given_rows; row < 9; ++row) {
        for (int column = 0; column < 9; ++column) {
            const int first = row * 9 + (column == 8 ? 8 : column - column % 2);
            text += std::to_string((column == 8 ? 5 : 3) * 256 + first) + ":";
        }
    }
    return text;
}

std::vector<PuzzleRecord> generated(const std::string& file) {
    std::ifstream in(std::string(GRIDFORGE_TEST_DATA) + "/" + file);
    PuzzleReader reader(in);
    std::vector<PuzzleRecord> records;
    while (auto item = reader.next()) {
        if (item->record) records.push_back(std::move(*item->record));
    }
    return records;
}

// ---- PS and SumoCue ----------------------------------------------------------------------------

TEST(PsKillerText, ReadsSumTimes256PlusTheCageOfEachCell) {
    const nlohmann::json form = write_json(parse_puzzle(paired_ps_text()));
    ASSERT_EQ(form["cages"].size(), 45u);
    EXPECT_EQ(form["cages"][0], nlohmann::json::parse(R"({"cells":["r1c1","r1c2"],"sum":3})"));
    EXPECT_EQ(form["cages"][4], nlohmann::json::parse(R"({"cells":["r1c9"],"sum":5})"));
    EXPECT_FALSE(form.contains("diagonals"));
    // The forum's example: 5888 = 23 × 256 + 0 (here r1c1, r2c1 and r3c1) and 2817 = 11 × 256 + 1.
    const nlohmann::json changed = write_json(parse_puzzle(paired_ps_text(
        "5888:2817:2817:771:771:773:773:775:775:"     // row 1
        "5888:1290:779:779:781:781:783:783:1297:"     // row 2: r2c2 alone with 5 (5 × 256 + 10)
        "5888:1299:788:788:790:790:792:792:1306:")));  // row 3
    EXPECT_EQ(changed["cages"][0], nlohmann::json::parse(R"({"cells":["r1c1","r2c1","r3c1"],"sum":23})"));
    EXPECT_EQ(changed["cages"][1], nlohmann::json::parse(R"({"cells":["r1c2","r1c3"],"sum":11})"));
    EXPECT_EQ(changed["cages"][2], nlohmann::json::parse(R"({"cells":["r1c4","r1c5"],"sum":3})"));
    EXPECT_EQ(write_json(parse_puzzle("3x3:d:k:" + paired_ps_text().substr(7)))["diagonals"], "both");
}

TEST(PsKillerText, NamesWhatIsWrong) {
    const std::string good = paired_ps_text();
    EXPECT_EQ(input_error_of([&] { (void)parse_puzzle(good.substr(0, good.size() - 5)); }), "line 1: PS killer text: 80 cell fields, expected 81");
    // r1c2: cage 0 with sum 4 (1024), where r1c1 said 3 (768).
    EXPECT_EQ(input_error_of([&] { (void)parse_puzzle(paired_ps_text("768:1024:770:770:772:772:774:774:1288:")); }),
              "line 1: PS killer text: r1c2 is in cage 0 with sum 4, but r1c1 gave that cage sum 3");
    EXPECT_EQ(input_error_of([&] { (void)parse_puzzle("3x3::k:abc:" + good.substr(11)); }),
              "line 1: PS killer text: r1c1: field 'abc' is not a whole number");
}

TEST(SumoCueText, ReadsCagesByFirstCellOrByOrderAndJigsawRegions) {
    // Row 1: "=03+00" a pair; "=03+01": cell 1 is no '=' entry, so +01 is the second '=' (r1c3).
    std::string text = "SumoCueV1";
    for (int row = 0; row < 9; ++row) {
        for (int column = 0; column < 9; ++column) {
            const int cell = row * 9 + column;
            if (column == 8) {
                text += "=05";
            } else if (column % 2 == 0) {
                text += "=03";
            } else {
                text += row == 0 && column == 3 ? "+01" : "+" + std::to_string(cell - 1);
            }
            text += "J" + std::to_string((row / 3) * 3 + column / 3);
        }
    }
    const PuzzleRecord record = parse_puzzle(text);
    EXPECT_EQ(rules_and_givens(record), rules_and_givens(parse_puzzle(paired_ps_text())));  // J0-J8 are the boxes
    const std::string jigsaw_killer = "SumoCueV1D" + text.substr(9);
    EXPECT_EQ(write_json(parse_puzzle(jigsaw_killer))["diagonals"], "both");
    std::string broken = text;
    broken.replace(broken.find("+0J"), 2, "+77");
    EXPECT_EQ(input_error_of([&] { (void)parse_puzzle(broken); }),
              "line 1: SumoCue text: r1c2: cage +77 has no '=' entry (the cage's first cell)");
    EXPECT_EQ(input_error_of([] { (void)parse_puzzle("SumoCueV1=03+00"); }), "line 1: SumoCue text: 2 entries, expected 81");
}

TEST(KillerTexts, GeneratedKillersRoundTripThroughPsSumoCueAndSolo) {
    // The texts hold no givens, so the generated killers are written without theirs (a form is
    // tested here, not a unique puzzle); a form that cannot hold a layout (a cell in no cage for
    // PS, a one-cell cage for Solo) refuses it, and every form must hold some.
    std::map<OutputForm, int> written;
    for (const char* file : {"generated_variant_killer.jsonl", "generated_variant_killer_x.jsonl"}) {
        for (const PuzzleRecord& record : generated(file)) {
            if (record.puzzle.geometry().size() != 9) continue;
            nlohmann::json form = write_json(record);
            form["givens"] = std::string(81, '.');
            const PuzzleRecord bare = parse_puzzle(form.dump());
            for (OutputForm to : {OutputForm::ps, OutputForm::sumocue, OutputForm::solo}) {
                std::string text;
                try {
                    text = write_form(bare, to);
                } catch (const std::invalid_argument&) {
                    continue;
                }
                EXPECT_EQ(rules_and_givens(parse_puzzle(text)), rules_and_givens(bare)) << file << ": " << text;
                ++written[to];
            }
        }
    }
    EXPECT_GT(written[OutputForm::ps], 0);
    EXPECT_GT(written[OutputForm::sumocue], 0);
    EXPECT_GT(written[OutputForm::solo], 0);
}

TEST(KillerTexts, RefuseWhatTheyCannotHold) {
    const PuzzleRecord top = parse_puzzle(testing::kTop95First);
    try {
        (void)write_form(top, OutputForm::ps);
        FAIL() << "no error";
    } catch (const std::invalid_argument& error) {
        EXPECT_STREQ(error.what(), "the PS killer text holds no givens; this puzzle has 17 givens");
    }
    const PuzzleRecord thermo = parse_puzzle(R"({"size":9,"givens":")" + std::string(81, '.') + R"(","thermos":[["r1c1","r1c2"]]})");
    try {
        (void)write_form(thermo, OutputForm::sumocue);
        FAIL() << "no error";
    } catch (const std::invalid_argument& error) {
        EXPECT_STREQ(error.what(), "the SumoCue text holds killer cages, jigsaw regions and both diagonals only; this puzzle has the rule key thermos");
    }
    const PuzzleRecord empty = parse_puzzle(std::string(81, '.'));
    EXPECT_THROW((void)write_form(empty, OutputForm::ps), std::invalid_argument);                       // a cell in no cage
    EXPECT_EQ(write_form(empty, OutputForm::sumocue), "SumoCueV1" + [] {                                // every cell "=00"
        std::string cells;
        for (int i = 0; i < 81; ++i) cells += "=00";
        return cells;
    }() + "\n");
}

// ---- Solo jigsaw and killer ids ----------------------------------------------------------------

TEST(SoloId, ReadsJigsawAndKillerIdsThatSoloGenerated) {
    // tests/data/formats/solo_ids.txt: Debian's sgt-puzzles 20230122, `sgt-solo --generate`.
    std::istringstream ids(test_data_text("formats/solo_ids.txt"));
    std::string id;
    int read = 0;
    while (std::getline(ids, id)) {
        if (id.empty()) continue;
        const PuzzleRecord record = parse_puzzle(id);
        const nlohmann::json form = write_json(record);
        const std::string params = id.substr(0, id.find(':'));
        EXPECT_EQ(form.contains("regions"), params.find('j') != std::string::npos) << id;
        EXPECT_EQ(form.contains("cages"), params.find('k') != std::string::npos) << id;
        EXPECT_EQ(form.contains("diagonals"), params.find("jx") != std::string::npos || params.find("3x3x") != std::string::npos) << id;
        if (form.contains("cages")) {
            int cells = 0;
            for (const auto& cage : form["cages"]) {
                cells += static_cast<int>(cage["cells"].size());
                EXPECT_TRUE(cage.contains("sum")) << id;
            }
            EXPECT_EQ(cells, 81) << id;
        }
        // Solo generates puzzles with one solution; the reading must be that puzzle.
        EXPECT_EQ(count_solutions(record.puzzle, 2).count, 1) << id;
        // And writing it back gives an id that reads as the same puzzle.
        EXPECT_EQ(rules_and_givens(parse_puzzle(write_form(record, OutputForm::solo))), rules_and_givens(record)) << id;
        ++read;
    }
    EXPECT_EQ(read, 6);
}

TEST(SoloId, BlockStructuresRoundTripAndRefuseTheAmbiguousZ) {
    std::vector<int> boxes;
    for (int cell = 0; cell < 81; ++cell) boxes.push_back((cell / 27) * 3 + (cell % 9) / 3);
    const std::string text = format_detail::write_solo_blocks(boxes, 9);
    std::size_t at = 0;
    EXPECT_EQ(format_detail::read_solo_blocks(text, at, 9), boxes);
    EXPECT_EQ(at, text.size());
    // Newer Solo versions write a repeat count: "_5" is "_____". Sgt-solo's first jigsaw id has runs.
    const std::string id = first_line(test_data_text("formats/solo_ids.txt"));
    const std::string plain = id.substr(id.find(',') + 1);
    std::string repeated;
    for (std::size_t i = 0; i < plain.size();) {
        std::size_t run = 1;
        while (i + run < plain.size() && plain[i + run] == plain[i]) ++run;
        repeated += run > 2 ? plain.substr(i, 1) + std::to_string(run) : plain.substr(i, run);
        i += run;
    }
    ASSERT_NE(repeated, plain);
    at = 0;
    const std::vector<int> regions = format_detail::read_solo_blocks(plain, at, 9);
    at = 0;
    EXPECT_EQ(format_detail::read_solo_blocks(repeated, at, 9), regions);
    at = 0;
    EXPECT_THROW((void)format_detail::read_solo_blocks("z", at, 9), std::invalid_argument);
    EXPECT_EQ(input_error_of([] { (void)parse_puzzle("9j:zzzc,abc"); }),
              "line 1: Solo game id: jigsaw regions: the block structure ends before the last edge of the board");
    // A jigsaw whose regions are the boxes is a classic puzzle.
    EXPECT_FALSE(write_json(parse_puzzle("9j:zzzc," + text)).contains("regions"));
}

// ---- SudokuPad -------------------------------------------------------------------------------

TEST(SudokupadData, ReadsTheZippedSpelling) {
    const nlohmann::json puzzle = format_detail::parse_sudokupad_zipped(
        R"({ce:[[{v:5},,{}]],ca:[{v:'title: It\'s "one"',ce:[[0,0]]}],c:CFCFCF,o:[{c1:#0,c2:#F,r:t,w:0.3,te:''}],wp:[[0.5,1]]})", 1);
    EXPECT_EQ(puzzle["cells"], nlohmann::json::parse(R"([[{"value":5},{},{}]])"));
    EXPECT_EQ(puzzle["cages"][0]["value"], "title: It's \"one\"");
    EXPECT_EQ(puzzle["color"], "#CFCFCF");
    EXPECT_EQ(puzzle["overlays"][0], nlohmann::json::parse(R"({"borderColor":"#000000","backgroundColor":"#FFFFFF","rounded":true,"width":0.3,"text":""})"));
    EXPECT_EQ(puzzle["wayPoints"], nlohmann::json::parse("[[0.5,1]]"));
    EXPECT_EQ(input_error_of([] { (void)format_detail::parse_sudokupad_zipped("{ce:[[{v:5}]", 3); }),
              "line 3: SudokuPad data: position 12: expected ',' or ']'");
    EXPECT_EQ(input_error_of([] { (void)format_detail::parse_sudokupad_zipped(std::string(100, '[') + std::string(100, ']'), 1); }),
              "line 1: SudokuPad data: position 65: nested deeper than 64 levels");
}

TEST(SudokupadLink, SclIdsReadAsTheFpuzzlesDataTheyWereMadeFrom) {
    // Both fixtures: our f-puzzles fixtures through SudokuPad's own importer (tests/data/SOURCES.md).
    const PuzzleRecord marks = parse_puzzle(first_line(test_data_text("formats/sudokupad_marks.scl")));
    const PuzzleRecord marks_fpuzzles = parse_puzzle(
        "https://f-puzzles.com/?load=" + format_detail::lz_compress(test_data_text("formats/fpuzzles_marks.json"), format_detail::LzAlphabet::base64));
    EXPECT_EQ(rules_and_givens(marks), rules_and_givens(marks_fpuzzles));
    EXPECT_EQ(write_json(marks)["title"], "Marks test");
    EXPECT_EQ(write_json(marks)["difference"][1], nlohmann::json::parse(R"({"cells":["r4c4","r5c4"],"value":3})"));

    const PuzzleRecord jigsaw = parse_puzzle("https://sudokupad.app/" + first_line(test_data_text("formats/sudokupad_jigsaw_killer.scl")));
    const PuzzleRecord jigsaw_fpuzzles = parse_puzzle(first_line(test_data_text("formats/fpuzzles_jigsaw_killer.link")));
    EXPECT_EQ(rules_and_givens(jigsaw), rules_and_givens(jigsaw_fpuzzles));
    const nlohmann::json form = write_json(jigsaw);
    EXPECT_EQ(form["author"], "gridforge tests");
    // SudokuPad's decoration is kept: the pencil marks, the cell colour and the note "!".
    EXPECT_EQ(form["x-sudokupad"]["cells"]["r3c3"]["centremarks"], nlohmann::json::parse("[4,5]"));
    EXPECT_EQ(form["x-sudokupad"]["underlays"][0]["backgroundColor"], "#A0A0A0");
    EXPECT_EQ(form["x-sudokupad"]["overlays"][0]["text"], "!");
    // "ctc" is SudokuPad's other name for the same data.
    const std::string id = first_line(test_data_text("formats/sudokupad_jigsaw_killer.scl"));
    EXPECT_EQ(rules_and_givens(parse_puzzle("ctc" + id.substr(3))), rules_and_givens(jigsaw));
}

TEST(SudokupadLink, RefusesDrawingsThatStateNoRuleGridforgeHas) {
    EXPECT_EQ(input_error_of([&] { (void)parse_puzzle(first_line(test_data_text("formats/sudokupad_palindrome.scl"))); }),
              "line 1: SudokuPad 'lines' item 1 (through R1C1, R1C2, R1C3): a line without a bulb; gridforge reads thermometers "
              "(a line from a round bulb) and diagonals, and no other line");
    EXPECT_EQ(input_error_of([&] { (void)parse_puzzle(first_line(test_data_text("formats/sudokupad_arrow.scl"))); }),
              "line 1: SudokuPad 'arrows' (arrow sums, little killer clues and other arrows) are not read: no rule is drawn that way "
              "in gridforge's reader");
}

TEST(SudokupadLink, ReadsClassicScfIds) {
    // Made with SudokuPad's own encoder (PuzzleTools.codoku) for top95 #1.
    const PuzzleRecord record = parse_puzzle("https://sudokupad.app/scfsIFrev0quIs0pAGDHPqBs0*xtTop%2095%2C%20%231**2*aArto*");
    EXPECT_EQ(write_line(record.puzzle.givens()), std::string(testing::kTop95First).substr(0, 81));
    const nlohmann::json form = write_json(record);
    EXPECT_EQ(form["diagonals"], "both");
    EXPECT_EQ(form["title"], "Top 95, #1*2");
    EXPECT_EQ(form["author"], "Arto");
    EXPECT_EQ(write_json(parse_puzzle("scfsIFrev0quIs0pAGDHPqBs0*xtTop 95, #1**2*aArto*"))["title"], "Top 95, #1*2");  // as an id
    const nlohmann::json windoku = write_json(parse_puzzle("scfsIFrev0quIs0pAGDHPqBs0w"));
    ASSERT_EQ(windoku["extraregion"].size(), 4u);
    EXPECT_EQ(windoku["extraregion"][0]["cells"][0], "r2c2");
    EXPECT_EQ(input_error_of([] { (void)parse_puzzle("scfsIFrev0quIs0pAGDHPqBs0q"); }),
              "line 1: SCF id: constraint 'q' at position 0 is not one SudokuPad writes (x, w, t, a)");
}

}  // namespace
}  // namespace killer_exchange_test
}  // namespace gridforge
