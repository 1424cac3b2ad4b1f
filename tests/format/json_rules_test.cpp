// The rule keys of the JSON form (docs/formats.md): regions, diagonals, cages, thermos — read, written
// back unchanged, and refused with messages that name the key and the cell.

#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>
#include <string>

#include "format/json_form.hpp"
#include "format_test_support.hpp"
#include "gridforge/format.hpp"
#include "gridforge/variants.hpp"
#include "support/even_cells_rule.hpp"

namespace gridforge {
namespace json_rules_test {
namespace {

using format_detail::read_json_form;
using format_test::input_error_of;
using nlohmann::json;

const std::string kEmpty4 = std::string(16, '.');
const std::string kEmpty9 = std::string(81, '.');

/// A 4x4 puzzle object with no givens and the rule keys of `rules` (JSON text after a comma).
std::string four(const std::string& rules) { return R"({"size": 4, "givens": ")" + kEmpty4 + "\", " + rules + "}"; }
std::string nine(const std::string& rules) { return R"({"givens": ")" + kEmpty9 + "\", " + rules + "}"; }

std::string error_of(const std::string& text) {
    return input_error_of([&] { read_json_form(text, 1); });
}

// ---- reading ----------------------------------------------------------------------------------

TEST(JsonRulesRead, BuildsTheRuleListInOrder) {
    const PuzzleRecord record = read_json_form(
        four(R"("regions": "1122132213443344", "diagonals": "main",
                "cages": [{"sum": 3, "cells": ["r1c1", "r1c2"]}, {"cells": ["r3c3", "r4c4"]}],
                "thermos": [["r2c2", "r3c3"]])"),
        1);
    const RuleList& rules = record.puzzle.rules();
    ASSERT_EQ(rules.size(), 7u);
    EXPECT_EQ(rules[0]->name(), "rows");
    EXPECT_EQ(rules[1]->name(), "columns");
    EXPECT_EQ(dynamic_cast<const Regions&>(*rules[2]).layout(), "1122132213443344");
    EXPECT_EQ(dynamic_cast<const Diagonals&>(*rules[3]).kind(), DiagonalKind::main);
    const auto& cage = dynamic_cast<const KillerCage&>(*rules[4]);
    EXPECT_EQ(cage.cells(), (std::vector<Cell>{0, 1}));
    EXPECT_EQ(cage.sum(), 3);
    EXPECT_FALSE(dynamic_cast<const KillerCage&>(*rules[5]).sum().has_value());
    EXPECT_EQ(dynamic_cast<const Thermometer&>(*rules[6]).cells(), (std::vector<Cell>{5, 10}));
    EXPECT_EQ(record.metadata, json::object());  // rule keys are rules, not metadata
}

TEST(JsonRulesRead, CellNamesIgnoreCase) {
    const PuzzleRecord record = read_json_form(four(R"("thermos": [["R1C1", "r2C2"]])"), 1);
    EXPECT_EQ(dynamic_cast<const Thermometer&>(*record.puzzle.rules().back()).cells(), (std::vector<Cell>{0, 5}));
}

TEST(JsonRulesRead, GivensAreCheckedAgainstEveryRule) {
    std::string givens = kEmpty9;
    givens[0] = '5';
    givens[30] = '5';  // r4c4
    EXPECT_EQ(error_of(R"({"givens": ")" + givens + R"(", "cages": [{"cells": ["r1c1", "r4c4"]}]})"),
              "line 1: r1c1 and r4c4 are both 5 (cage at r1c1)");
    givens = kEmpty9;
    givens[0] = '9';
    givens[1] = '2';
    EXPECT_EQ(error_of(R"({"givens": ")" + givens + R"(", "cages": [{"sum": 10, "cells": ["r1c2", "r1c1"]}]})"),
              "line 1: cage at r1c1: r1c2 + r1c1 = 11, not 10");
    givens = kEmpty9;
    givens[0] = '5';
    givens[1] = '3';
    EXPECT_EQ(error_of(R"({"givens": ")" + givens + R"(", "thermos": [["r1c1", "r1c2"]]})"),
              "line 1: thermometer at r1c1: r1c2 = 3 does not rise above r1c1 = 5");
    givens = kEmpty9;
    givens[0] = '1';
    givens[80] = '1';
    EXPECT_EQ(error_of(R"({"givens": ")" + givens + R"(", "diagonals": "both"})"),
              "line 1: r1c1 and r9c9 are both 1 (main diagonal)");
}

// ---- refusals ---------------------------------------------------------------------------------

TEST(JsonRulesRefuse, RegionsThatAreNotNConnectedGroupsOfNCells) {
    EXPECT_EQ(error_of(four(R"("regions": "1112112233443344")")),
              "line 1: JSON key 'regions': region '1' has 5 cells, expected 4");
    EXPECT_EQ(error_of(four(R"("regions": "1122221133443344")")),
              "line 1: JSON key 'regions': region '1' is not connected: r1c1 and r2c3 are apart");
    EXPECT_EQ(error_of(four(R"("regions": "112211223344334")")), "line 1: JSON key 'regions': 15 characters, expected 16");
    EXPECT_EQ(error_of(four(R"("regions": "1122112233443 44")")), "line 1: JSON key 'regions': r4c2: ' ' is not a region name"
              " (names are the printable ASCII characters but the space)");
    EXPECT_EQ(error_of(four("\"regions\": \"1122112233443\u00e944\"")),
              "line 1: JSON key 'regions': r4c2: '\u00e9' is not a region name"
              " (names are the printable ASCII characters but the space)");
    EXPECT_EQ(error_of(four(R"("regions": 1122)")), "line 1: JSON key 'regions': expected a string");
}

TEST(JsonRulesRefuse, DiagonalsOtherThanMainAntiOrBoth) {
    EXPECT_EQ(error_of(nine(R"("diagonals": "x")")), R"(line 1: JSON key 'diagonals': expected "main", "anti" or "both")");
    EXPECT_EQ(error_of(nine(R"("diagonals": true)")), R"(line 1: JSON key 'diagonals': expected "main", "anti" or "both")");
}

TEST(JsonRulesRefuse, ACellInTwoCages) {
    EXPECT_EQ(error_of(nine(R"("cages": [{"sum": 3, "cells": ["r1c1", "r1c2"]}, {"cells": ["r2c2", "r1c2"]}])")),
              "line 1: JSON key 'cages': r1c2 is in cage at r1c1 and in cage at r1c2");
}

TEST(JsonRulesRefuse, ACageSumNoDistinctDigitsReach) {
    EXPECT_EQ(error_of(nine(R"("cages": [{"sum": 18, "cells": ["r1c1", "r1c2"]}])")),
              "line 1: JSON key 'cages': cage at r1c1: 2 cells cannot sum to 18");
    EXPECT_EQ(error_of(nine(R"("cages": [{"sum": 5, "cells": ["r2c1", "r2c2", "r2c3"]}])")),
              "line 1: JSON key 'cages': cage at r2c1: 3 cells cannot sum to 5");
    EXPECT_EQ(error_of(nine(R"("cages": [{"sum": -3, "cells": ["r2c1"]}])")),
              "line 1: JSON key 'cages': cage at r2c1: 1 cell cannot sum to -3");
    EXPECT_EQ(error_of(nine(R"("cages": [{"sum": 99999999999, "cells": ["r2c1"]}])")),
              "line 1: JSON key 'cages': cage 1: 'sum' 99999999999 is out of range");
}

TEST(JsonRulesRefuse, MalformedCages) {
    EXPECT_EQ(error_of(nine(R"("cages": {"sum": 3})")), "line 1: JSON key 'cages': expected a list of cages");
    EXPECT_EQ(error_of(nine(R"("cages": [["r1c1"]])")),
              R"(line 1: JSON key 'cages': cage 1: expected an object {"sum": ..., "cells": [...]})");
    EXPECT_EQ(error_of(nine(R"("cages": [{"total": 3, "cells": ["r1c1"]}])")),
              "line 1: JSON key 'cages': cage 1: unknown key 'total'");
    EXPECT_EQ(error_of(nine(R"("cages": [{"sum": 3}])")), "line 1: JSON key 'cages': cage 1: 'cells' is required");
    EXPECT_EQ(error_of(nine(R"("cages": [{"sum": 3, "cells": []}])")),
              "line 1: JSON key 'cages': cage 1: expected a non-empty list of cell names");
    EXPECT_EQ(error_of(nine(R"("cages": [{"sum": 3.5, "cells": ["r1c1"]}])")),
              "line 1: JSON key 'cages': cage 1: 'sum' must be a whole number");
    EXPECT_EQ(error_of(nine(R"("cages": [{"cells": ["r1c1", "r1c2", "r1c1"]}])")),
              "line 1: JSON key 'cages': cage at r1c1: r1c1 appears twice");
    EXPECT_EQ(error_of(four(R"("cages": [{"cells": ["r1c1", "r1c2", "r1c3", "r1c4", "r2c1"]}])")),
              "line 1: JSON key 'cages': cage at r1c1: 5 cells, at most 4");
}

/// `count` one-cell cages, all on r1c1.
std::string cages_on_r1c1(int count) {
    std::string cages;
    for (int i = 0; i < count; ++i) cages += (i == 0 ? "" : ", ") + std::string(R"({"sum": 1, "cells": ["r1c1"]})");
    return R"("cages": [)" + cages + "]";
}

TEST(JsonRulesRefuse, AVeryLongRuleListByTheLimit) {
    // 300,000 cages took 38 s to refuse when the JSON parser rescanned the list at every cage.
    EXPECT_EQ(error_of(nine(cages_on_r1c1(300000))),
              "line 1: JSON key 'cages': 300000 items, at most 324 (4 per cell; the limit)");
    EXPECT_EQ(error_of(nine(cages_on_r1c1(324))), "line 1: JSON key 'cages': r1c1 is in cage at r1c1 and in cage at r1c1");
}

TEST(JsonRulesRefuse, CellsOutsideTheBoardOrMalformed) {
    EXPECT_EQ(error_of(nine(R"("cages": [{"cells": ["r1c1"]}, {"sum": 3, "cells": ["r10c1", "r9c9"]}])")),
              "line 1: JSON key 'cages': cage 2: r10c1 is outside the 9x9 board");
    EXPECT_EQ(error_of(four(R"("thermos": [["r1c1", "r1c5"]])")),
              "line 1: JSON key 'thermos': thermometer 1: r1c5 is outside the 4x4 board");
    EXPECT_EQ(error_of(four(R"("thermos": [["r0c1", "r1c1"]])")),
              "line 1: JSON key 'thermos': thermometer 1: r0c1 is outside the 4x4 board");
    EXPECT_EQ(error_of(nine(R"("cages": [{"cells": ["x1"]}])")),
              "line 1: JSON key 'cages': cage 1: 'x1' is not a cell name (r1c1 .. r9c9)");
    EXPECT_EQ(error_of(nine(R"("cages": [{"cells": ["r1 c1"]}])")),
              "line 1: JSON key 'cages': cage 1: 'r1 c1' is not a cell name (r1c1 .. r9c9)");
    EXPECT_EQ(error_of(four(R"("thermos": [["r1c1", 6]])")),
              "line 1: JSON key 'thermos': thermometer 1: 6 is not a cell name (r1c1 .. r4c4)");
}

TEST(JsonRulesRefuse, ThermometersThatAreNotNeighboursRepeatOrRunLong) {
    EXPECT_EQ(error_of(nine(R"("thermos": [["r2c2", "r3c2", "r5c2"]])")),
              "line 1: JSON key 'thermos': thermometer at r2c2: r3c2 and r5c2 are not neighbours");
    EXPECT_EQ(error_of(nine(R"("thermos": [["r2c2", "r3c3", "r2c2"]])")),
              "line 1: JSON key 'thermos': thermometer at r2c2: r2c2 appears twice");
    EXPECT_EQ(error_of(four(R"("thermos": [["r1c1", "r1c2", "r1c3", "r1c4", "r2c4"]])")),
              "line 1: JSON key 'thermos': thermometer at r1c1: 5 cells, at most 4");
    EXPECT_EQ(error_of(nine(R"("thermos": ["r1c1"])")),
              "line 1: JSON key 'thermos': thermometer 1: expected a non-empty list of cell names");
    EXPECT_EQ(error_of(nine(R"("thermos": {"a": 1})")), "line 1: JSON key 'thermos': expected a list of thermometers");
}

TEST(JsonRulesRefuse, UnknownRuleKeysByName) {
    EXPECT_EQ(error_of(nine(R"("thermometers": [])")), "line 1: JSON key 'thermometers': unknown rule");
    EXPECT_EQ(error_of(nine(R"("Cages": [])")), "line 1: JSON key 'Cages': unknown rule");
}

// ---- writing and round trip -------------------------------------------------------------------

TEST(JsonRulesWrite, RoundTripKeepsEveryRuleKey) {
    const json original = json::parse(R"({"size": 4, "givens": "1...............",
        "regions": "1122132213443344", "diagonals": "anti",
        "cages": [{"sum": 7, "cells": ["r2c2", "r2c1"]}, {"cells": ["r4c4", "r4c3"]}],
        "thermos": [["r3c1", "r2c2"], ["r3c3", "r4c4"]], "title": "all four"})");
    const PuzzleRecord record = read_json_form(original.dump(), 1);
    const json written = write_json(record);
    EXPECT_EQ(written, original);
    const PuzzleRecord again = read_json_form(written.dump(), 1);
    EXPECT_EQ(write_json(again), original);
    EXPECT_EQ(again.puzzle.rules().size(), record.puzzle.rules().size());
}

TEST(JsonRulesWrite, ClassicPuzzlesGetNoRuleKeys) {
    const json written = write_json(read_json_form(R"({"givens": "1..............."})", 1));
    EXPECT_EQ(written, (json{{"size", 4}, {"givens", "1..............."}}));
}

TEST(JsonRulesWrite, DiagonalsGivenAsTwoRulesAreBoth) {
    const Geometry geometry(4);
    RuleList rules = classic_rules(geometry);
    rules.push_back(std::make_shared<Diagonals>(geometry, DiagonalKind::main));
    rules.push_back(std::make_shared<Diagonals>(geometry, DiagonalKind::anti));
    const PuzzleRecord record{1, Puzzle(geometry, Grid(4), rules), "", json::object()};
    EXPECT_EQ(write_json(record)["diagonals"], "both");
}

TEST(JsonRulesWrite, RefusesARuleTheFormCannotState) {
    const Geometry geometry(4);
    RuleList rules = classic_rules(geometry);
    rules.push_back(std::make_shared<testing::EvenCellsRule>(std::vector<Cell>{0}));
    const PuzzleRecord record{1, Puzzle(geometry, Grid(4), rules), "", json::object()};
    try {
        (void)write_json(record);
        FAIL() << "expected std::invalid_argument";
    } catch (const std::invalid_argument& error) {
        EXPECT_STREQ(error.what(), "write_json: rule 'even cells' has no JSON form");
    }
    const RuleList classic = classic_rules(geometry);
    const RuleList latin(classic.begin(), classic.begin() + 2);  // rows and columns, no boxes
    const PuzzleRecord no_boxes{1, Puzzle(geometry, Grid(4), latin), "", json::object()};
    EXPECT_THROW((void)write_json(no_boxes), std::invalid_argument);
}

}  // namespace
}  // namespace json_rules_test
}  // namespace gridforge
