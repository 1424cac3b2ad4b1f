// board and conflicts: the houses, peers and drawing of a puzzle, and every conflict of a grid.

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <utility>

#include "api/api_test_support.hpp"

namespace gridforge::testing {
namespace board_ops_test {
namespace {

const std::string kEmpty(81, '.');

/// A 4x4 jigsaw killer: regions 1112 / 1222 / 3334 / 3444 and a cage over r2c2 r2c3 r3c3, whose
/// r2c2 and r3c3 share no house.
const nlohmann::json kJigsawKiller = {
    {"givens", std::string(16, '.')},
    {"regions", "1112122233343444"},
    {"cages", nlohmann::json::parse(R"([{"sum": 6, "cells": ["r2c2", "r2c3", "r3c3"]}])")}};

const nlohmann::json kThermo = {{"givens", kEmpty}, {"thermos", nlohmann::json::parse(R"([["r1c1", "r1c2", "r1c3"]])")}};

/// An arrow from r5c5 through r4c6 to r3c7, a white dot r1c2-r1c3 and a black dot r2c5-r2c6.
const nlohmann::json kArrowKropki = {
    {"givens", kEmpty},
    {"arrow", nlohmann::json::parse(R"([{"cells": ["r5c5"], "lines": [["r5c5", "r4c6", "r3c7"]]}])")},
    {"difference", nlohmann::json::parse(R"([{"cells": ["r1c2", "r1c3"]}])")},
    {"ratio", nlohmann::json::parse(R"([{"cells": ["r2c5", "r2c6"]}])")}};

/// `line` with `digit` at 0-based cell `cell` for each pair.
std::string with(std::string line, std::initializer_list<std::pair<int, char>> digits) {
    for (const auto& [cell, digit] : digits) line[static_cast<std::size_t>(cell)] = digit;
    return line;
}

TEST(ApiBoard, JigsawKillerHousesPeersAndSketch) {
    const nlohmann::json answer = call({{"op", "board"}, {"puzzle", kJigsawKiller}});
    const nlohmann::json& board = answer["board"];
    EXPECT_EQ(board["size"], 4);
    ASSERT_EQ(board["houses"].size(), 12u) << "4 rows, 4 columns, 4 regions";
    EXPECT_EQ(board["houses"][0], nlohmann::json::parse(R"j({"kind": "row", "name": "row 1", "cells": ["r1c1", "r1c2", "r1c3", "r1c4"]})j"));
    EXPECT_EQ(board["houses"][4], nlohmann::json::parse(R"j({"kind": "column", "name": "column 1", "cells": ["r1c1", "r2c1", "r3c1", "r4c1"]})j"));
    EXPECT_EQ(board["houses"][9], nlohmann::json::parse(R"j({"kind": "region", "name": "region 2", "cells": ["r1c4", "r2c2", "r2c3", "r2c4"]})j"));
    ASSERT_EQ(board["peers"].size(), 16u);
    // r2c2 (cell 5): row 2, column 2, region 2, and r3c3 through the cage.
    EXPECT_EQ(board["peers"][5], nlohmann::json({"r1c2", "r1c4", "r2c1", "r2c3", "r2c4", "r3c2", "r3c3", "r4c2"}));
    EXPECT_EQ(board["peers"][0], nlohmann::json({"r1c2", "r1c3", "r1c4", "r2c1", "r3c1", "r4c1"}));
    const nlohmann::json& sketch = board["sketch"];
    EXPECT_EQ(sketch["cages"], nlohmann::json::parse(R"([{"cells": ["r2c2", "r2c3", "r3c3"], "label": "6"}])"));
    ASSERT_EQ(sketch["regions"].size(), 4u);
    EXPECT_EQ(sketch["regions"][0], nlohmann::json::parse(R"({"cells": ["r1c1", "r1c2", "r1c3", "r2c1"], "label": "#1"})"));
    for (const char* list : {"paths", "shapes", "edges", "lines", "outside"}) EXPECT_EQ(sketch[list], nlohmann::json::array()) << list;
    ASSERT_EQ(sketch["legend"].size(), 2u);
    EXPECT_EQ(sketch["legend"][1]["key"], "cages");
    EXPECT_EQ(sketch["legend"][1]["count"], 1);
}

TEST(ApiBoard, ThermoPathAndClassicPeers) {
    const nlohmann::json board = call({{"op", "board"}, {"puzzle", kThermo}})["board"];
    EXPECT_EQ(board["size"], 9);
    EXPECT_EQ(board["houses"].size(), 27u);
    EXPECT_EQ(board["houses"][18], nlohmann::json::parse(
        R"j({"kind": "box", "name": "box 1", "cells": ["r1c1", "r1c2", "r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"]})j"));
    for (const nlohmann::json& peers : board["peers"]) EXPECT_EQ(peers.size(), 20u) << "the thermometer's cells share row 1";
    EXPECT_EQ(board["sketch"]["paths"], nlohmann::json::parse(R"([{"style": "thermometer", "cells": ["r1c1", "r1c2", "r1c3"], "group": 0}])"));
    EXPECT_EQ(board["sketch"]["regions"].size(), 9u) << "the boxes";
    EXPECT_EQ(board["sketch"]["legend"], nlohmann::json::parse(R"([{"key": "thermometers", "text": "digits rise from the bulb along the thermometer", "count": 1}])"));
}

TEST(ApiBoard, ArrowRingKropkiDotsAndTheArrowsPeers) {
    const nlohmann::json board = call({{"op", "board"}, {"puzzle", kArrowKropki}})["board"];
    const nlohmann::json& sketch = board["sketch"];
    EXPECT_EQ(sketch["shapes"], nlohmann::json::parse(R"([{"shape": "ring", "cells": ["r5c5"]}])"));
    EXPECT_EQ(sketch["paths"], nlohmann::json::parse(R"([{"style": "arrow", "cells": ["r5c5", "r4c6", "r3c7"], "group": 0}])"));
    EXPECT_EQ(sketch["edges"], nlohmann::json::parse(R"([{"cells": ["r1c2", "r1c3"], "style": "white_dot", "text": ""},
                                                          {"cells": ["r2c5", "r2c6"], "style": "black_dot", "text": ""}])"));
    // The circle is more than each shaft cell: r3c7, in no house of r5c5, is its peer; the two
    // shaft cells may be equal (r4c6 = r3c7 = 2 under a 4).
    const nlohmann::json& centre = board["peers"][40];
    EXPECT_EQ(centre.size(), 21u);
    EXPECT_NE(std::find(centre.begin(), centre.end(), "r3c7"), centre.end());
    EXPECT_NE(std::find(board["peers"][24].begin(), board["peers"][24].end(), "r5c5"), board["peers"][24].end());
    EXPECT_EQ(std::find(board["peers"][24].begin(), board["peers"][24].end(), "r4c6"), board["peers"][24].end());
}

TEST(ApiBoard, TheOutsideCluesOfALittleKillerAndTheDiagonalLines) {
    const nlohmann::json puzzle = {{"givens", kEmpty},
                                   {"diagonals", "main"},
                                   {"littlekiller", nlohmann::json::parse(R"([{"cell": "r0c1", "direction": "DR", "value": 15}])")},
                                   {"sandwichsum", nlohmann::json::parse(R"([{"cell": "r0c3", "value": 10}])")}};
    const nlohmann::json sketch = call({{"op", "board"}, {"puzzle", puzzle}})["board"]["sketch"];
    EXPECT_EQ(sketch["lines"], nlohmann::json::parse(R"([{"from": [0.0, 0.0], "to": [9.0, 9.0]}])"));
    // In rule order: the sandwich's kind is read before the little killer's.
    EXPECT_EQ(sketch["outside"], nlohmann::json::parse(R"([{"row": -1, "column": 2, "text": "10"},
                                                            {"row": -1, "column": 0, "text": "15", "arrow": [1, 1]}])"));
}

TEST(ApiConflicts, JigsawKillerRowRegionAndCage) {
    // r1c1 = r1c2 = 1 repeat in row 1 and region 1; r2c2 = 4 leaves the cage of 6 over three
    // cells ({1, 2, 3}) no way.
    const nlohmann::json answer = call({{"op", "conflicts"}, {"puzzle", kJigsawKiller}, {"grid", "11...4.........."}});
    EXPECT_EQ(answer, nlohmann::json::parse(R"j({"conflicts": [
        {"cells": ["r1c1", "r1c2"], "digit": 1, "where": "row 1", "text": "r1c1 and r1c2 are both 1 (row 1)"},
        {"cells": ["r1c1", "r1c2"], "digit": 1, "where": "region 1", "text": "r1c1 and r1c2 are both 1 (region 1)"},
        {"cells": ["r2c2"], "digit": 4, "where": "cage at r2c2", "text": "cage at r2c2 cannot reach its sum 6 with r2c2 = 4"}]})j"));
}

TEST(ApiConflicts, ThermometerPairsAndNoneOnAGoodGrid) {
    const nlohmann::json answer = call({{"op", "conflicts"}, {"puzzle", kThermo}, {"grid", with(kEmpty, {{0, '5'}, {1, '3'}, {2, '4'}})}});
    EXPECT_EQ(answer, nlohmann::json::parse(R"j({"conflicts": [
        {"cells": ["r1c1", "r1c2"], "digit": 3, "where": "thermometer at r1c1", "text": "thermometer at r1c1: r1c2 = 3 does not rise above r1c1 = 5"},
        {"cells": ["r1c1", "r1c3"], "digit": 4, "where": "thermometer at r1c1", "text": "thermometer at r1c1: r1c3 = 4 must exceed r1c1 = 5 by at least 2"}]})j"));
    EXPECT_EQ(call({{"op", "conflicts"}, {"puzzle", kThermo}, {"grid", with(kEmpty, {{0, '1'}, {2, '4'}})}}),
              nlohmann::json::parse(R"j({"conflicts": []})j"));
}

TEST(ApiConflicts, ArrowAndKropki) {
    // r5c5 = r4c6 = 4: box 5 and the arrow (4 + r3c7 is more than 4); 1-3 across the white dot,
    // 3-5 across the black one.
    const std::string grid = with(kEmpty, {{40, '4'}, {32, '4'}, {1, '1'}, {2, '3'}, {13, '3'}, {14, '5'}});
    EXPECT_EQ(call({{"op", "conflicts"}, {"puzzle", kArrowKropki}, {"grid", grid}}), nlohmann::json::parse(R"j({"conflicts": [
        {"cells": ["r4c6", "r5c5"], "digit": 4, "where": "box 5", "text": "r4c6 and r5c5 are both 4 (box 5)"},
        {"cells": ["r4c6", "r5c5"], "digit": 4, "where": "arrow at r5c5", "text": "arrow at r5c5: no digits for its empty cells make the shaft add up to the circle"},
        {"cells": ["r1c2", "r1c3"], "digit": 1, "where": "kropki", "text": "r1c2 = 1 and r1c3 = 3, but the white dot between r1c2 and r1c3 joins consecutive digits"},
        {"cells": ["r2c5", "r2c6"], "digit": 3, "where": "kropki", "text": "r2c5 = 3 and r2c6 = 5, but the black dot between r2c5 and r2c6 joins a digit and its double"}]})j"));
}

TEST(ApiConflicts, RefusesAGridThatIsNotTheBoard) {
    expect_error(call({{"op", "conflicts"}, {"puzzle", kThermo}, {"grid", "53.......5"}}), "input", "grid", "10 cells, expected 81");
    expect_error(call({{"op", "conflicts"}, {"puzzle", kTop95First}, {"grid", with(kTop95First, {{0, '6'}})}}), "input", "grid",
                 "r1c1 holds 6 but the given there is 4");
    expect_error(call({{"op", "conflicts"}, {"puzzle", kTop95First}, {"grid", with(kTop95First, {{0, '.'}})}}), "input", "grid",
                 "r1c1 is a given (4); the state leaves it empty");
    expect_error(call({{"op", "conflicts"}, {"puzzle", kThermo}, {"grid", 5}}), "usage", "grid", "expected the line form");
    expect_error(call({{"op", "conflicts"}, {"puzzle", kThermo}}), "usage", "grid", "");
    expect_error(call({{"op", "conflicts"}, {"puzzle", kThermo}, {"grid", kEmpty}, {"state", kEmpty}}), "usage", "state", "");
}

TEST(ApiBoard, RefusesADeductionPuzzleAndUnknownKeys) {
    // An object with "format" is a deduction puzzle; it is refused before it is read.
    const nlohmann::json deduce = {{"format", "gridforge-deduce/1"}};
    expect_error(call({{"op", "board"}, {"puzzle", deduce}}), "usage", "puzzle", "op board takes a Sudoku puzzle");
    expect_error(call({{"op", "conflicts"}, {"puzzle", deduce}, {"grid", kEmpty}}), "usage", "puzzle", "op conflicts takes a Sudoku puzzle");
    expect_error(call({{"op", "board"}, {"puzzle", kThermo}, {"grid", kEmpty}}), "usage", "grid", "");
}

}  // namespace
}  // namespace board_ops_test
}  // namespace gridforge::testing
