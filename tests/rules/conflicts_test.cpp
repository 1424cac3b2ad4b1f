// Every conflict of a grid, rule by rule (Rule::collect_conflicts, all_conflicts): for each rule
// kind a grid with two or more faults and the exact list, cells at fault and text; conflict()
// is the first of them.

#include <gtest/gtest.h>

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gridforge/format.hpp"
#include "gridforge/puzzle.hpp"

namespace gridforge {
namespace conflicts_test {
namespace {

const Geometry kNine(9);

/// A 9x9 puzzle without givens under the rule keys of `keys` (a JSON object's members, no braces).
Puzzle puzzle_with(const std::string& keys) {
    const std::string empty(81, '.');
    return parse_puzzle(R"({"givens": ")" + empty + "\"" + (keys.empty() ? "" : ", " + keys) + "}").puzzle;
}

/// A 9x9 grid holding `digits` ("r1c1", 5), the rest empty.
Grid grid_of(std::initializer_list<std::pair<std::string_view, Digit>> digits) {
    Grid grid(9);
    for (const auto& [name, digit] : digits) grid.set(*kNine.parse_cell_name(name), digit);
    return grid;
}

/// "r1c1 r1c5: r1c1 and r1c5 are both 5 (row 1)": the cells at fault, then the text.
std::string shown(const Conflict& conflict) {
    std::string cells;
    for (const Cell cell : conflict.cells_at_fault()) cells += (cells.empty() ? "" : " ") + kNine.cell_name(cell);
    return cells + ": " + conflict.describe(kNine);
}

std::vector<std::string> shown(const std::vector<Conflict>& conflicts) {
    std::vector<std::string> out;
    for (const Conflict& conflict : conflicts) out.push_back(shown(conflict));
    return out;
}

/// The conflicts of the puzzle's rules named `rule` (rows, columns and boxes left out when the
/// grid also breaks them), each rule's in its order.
std::vector<std::string> conflicts_of(const Puzzle& puzzle, std::string_view rule, const Grid& grid) {
    std::vector<Conflict> out;
    for (const RulePtr& each : puzzle.rules()) {
        if (each->name() == rule) each->collect_conflicts(grid, out, SIZE_MAX);
    }
    return shown(out);
}

/// The first rule named `rule`.
const Rule& rule_named(const Puzzle& puzzle, std::string_view rule) {
    for (const RulePtr& each : puzzle.rules()) {
        if (each->name() == rule) return *each;
    }
    throw std::logic_error("no rule " + std::string(rule));
}

using Texts = std::vector<std::string>;

TEST(AllConflicts, EveryRepeatInEveryHouseInRuleOrder) {
    // Row 1 holds 5 three times: each repeat with the first 5. r2c2 repeats it in box 1.
    const Puzzle puzzle = puzzle_with("");
    const Grid grid = grid_of({{"r1c1", 5}, {"r1c5", 5}, {"r1c9", 5}, {"r2c2", 5}});
    EXPECT_EQ(shown(all_conflicts(puzzle, grid)), (Texts{
                                                      "r1c1 r1c5: r1c1 and r1c5 are both 5 (row 1)",
                                                      "r1c1 r1c9: r1c1 and r1c9 are both 5 (row 1)",
                                                      "r1c1 r2c2: r1c1 and r2c2 are both 5 (box 1)",
                                                  }));
    EXPECT_EQ(shown(*puzzle.rules().front()->conflict(grid)), "r1c1 r1c5: r1c1 and r1c5 are both 5 (row 1)");
    EXPECT_TRUE(all_conflicts(puzzle, grid_of({{"r1c1", 5}, {"r2c4", 5}})).empty());
}

TEST(AllConflicts, StopsAtTheLimit) {
    const Puzzle puzzle = puzzle_with("");
    const Grid grid = grid_of({{"r1c1", 5}, {"r1c5", 5}, {"r1c9", 5}});
    std::vector<Conflict> out;
    puzzle.rules().front()->collect_conflicts(grid, out, 1);
    EXPECT_EQ(shown(out), (Texts{"r1c1 r1c5: r1c1 and r1c5 are both 5 (row 1)"}));
}

TEST(AllConflicts, Diagonals) {
    const Puzzle puzzle = puzzle_with(R"("diagonals": "both")");
    const Grid grid = grid_of({{"r1c1", 4}, {"r5c5", 4}, {"r1c9", 7}, {"r9c1", 7}});
    EXPECT_EQ(conflicts_of(puzzle, rule_named(puzzle, "diagonals").name(), grid),
              (Texts{"r1c1 r5c5: r1c1 and r5c5 are both 4 (main diagonal)", "r1c9 r9c1: r1c9 and r9c1 are both 7 (anti diagonal)"}));
}

TEST(AllConflicts, ExtraRegionOfFewerThanNCells) {
    const Puzzle puzzle = puzzle_with(R"("extraregion": [{"cells": ["r1c1", "r1c2", "r2c1", "r2c2"]}])");
    const Grid grid = grid_of({{"r1c1", 3}, {"r1c2", 3}, {"r2c1", 6}, {"r2c2", 3}});
    EXPECT_EQ(conflicts_of(puzzle, "extra region", grid),
              (Texts{"r1c1 r1c2: r1c1 and r1c2 are both 3 (extra region at r1c1)",
                     "r1c1 r2c2: r1c1 and r2c2 are both 3 (extra region at r1c1)"}));
}

TEST(AllConflicts, KillerCagesRepeatsThenTheSum) {
    // The first cage repeats 2 twice and its full total 6 is not 10; the second cannot reach 3.
    const Puzzle puzzle = puzzle_with(R"("cages": [{"sum": 10, "cells": ["r1c1", "r1c2", "r2c1"]}, {"sum": 3, "cells": ["r5c5", "r5c6"]}])");
    const Grid grid = grid_of({{"r1c1", 2}, {"r1c2", 2}, {"r2c1", 2}, {"r5c5", 9}});
    EXPECT_EQ(conflicts_of(puzzle, "cage", grid),
              (Texts{"r1c1 r1c2: r1c1 and r1c2 are both 2 (cage at r1c1)",
                     "r1c1 r2c1: r1c1 and r2c1 are both 2 (cage at r1c1)",
                     "r1c1 r1c2 r2c1: cage at r1c1: r1c1 + r1c2 + r2c1 = 6, not 10",
                     "r5c5: cage at r5c5 cannot reach its sum 3 with r5c5 = 9"}));
    // A repeat in a cage that is not full says nothing of the sum.
    EXPECT_EQ(conflicts_of(puzzle, "cage", grid_of({{"r1c1", 4}, {"r1c2", 4}})),
              (Texts{"r1c1 r1c2: r1c1 and r1c2 are both 4 (cage at r1c1)"}));
}

TEST(AllConflicts, ThermometerPairsThenRanges) {
    const Puzzle puzzle = puzzle_with(R"("thermos": [["r1c1", "r1c2", "r1c3", "r1c4"], ["r5c1", "r5c2", "r5c3"]])");
    const Grid grid = grid_of({{"r1c1", 5}, {"r1c2", 4}, {"r1c3", 6}, {"r5c3", 1}});
    EXPECT_EQ(conflicts_of(puzzle, "thermometer", grid),
              (Texts{"r1c1 r1c2: thermometer at r1c1: r1c2 = 4 does not rise above r1c1 = 5",
                     "r1c1 r1c3: thermometer at r1c1: r1c3 = 6 must exceed r1c1 = 5 by at least 2",
                     "r5c3: thermometer at r5c1: r5c3 = 1, but cell 3 of 3 holds 3 to 9"}));
    EXPECT_EQ(shown(*rule_named(puzzle, "thermometer").conflict(grid)),
              "r1c1 r1c2: thermometer at r1c1: r1c2 = 4 does not rise above r1c1 = 5");
}

TEST(AllConflicts, NeighbourRules) {
    const Puzzle knight = puzzle_with(R"("antiknight": true)");
    EXPECT_EQ(conflicts_of(knight, "anti-knight", grid_of({{"r1c1", 5}, {"r2c3", 5}, {"r3c2", 5}})),
              (Texts{"r1c1 r2c3: r1c1 and r2c3 are both 5, a knight's move apart (anti-knight)",
                     "r1c1 r3c2: r1c1 and r3c2 are both 5, a knight's move apart (anti-knight)"}));
    const Puzzle king = puzzle_with(R"("antiking": true)");
    EXPECT_EQ(conflicts_of(king, "anti-king", grid_of({{"r1c1", 5}, {"r2c2", 5}, {"r3c3", 5}})),
              (Texts{"r1c1 r2c2: r1c1 and r2c2 are both 5, touching (anti-king)",
                     "r2c2 r3c3: r2c2 and r3c3 are both 5, touching (anti-king)"}));
    const Puzzle consecutive = puzzle_with(R"("nonconsecutive": true)");
    EXPECT_EQ(conflicts_of(consecutive, "non-consecutive", grid_of({{"r1c1", 4}, {"r1c2", 5}, {"r2c1", 3}})),
              (Texts{"r1c1 r1c2: r1c1 = 4 and r1c2 = 5 are consecutive digits side by side (non-consecutive)",
                     "r1c1 r2c1: r1c1 = 4 and r2c1 = 3 are consecutive digits side by side (non-consecutive)"}));
}

TEST(AllConflicts, EdgeRules) {
    const Puzzle kropki = puzzle_with(R"("difference": [{"cells": ["r1c1", "r1c2"]}], "ratio": [{"cells": ["r2c1", "r2c2"]}])");
    EXPECT_EQ(conflicts_of(kropki, "kropki", grid_of({{"r1c1", 1}, {"r1c2", 3}, {"r2c1", 3}, {"r2c2", 5}})),
              (Texts{"r1c1 r1c2: r1c1 = 1 and r1c2 = 3, but the white dot between r1c1 and r1c2 joins consecutive digits",
                     "r2c1 r2c2: r2c1 = 3 and r2c2 = 5, but the black dot between r2c1 and r2c2 joins a digit and its double"}));
    const Puzzle xv = puzzle_with(R"("xv": [{"cells": ["r1c1", "r1c2"], "value": "X"}, {"cells": ["r3c3", "r4c3"], "value": "V"}])");
    EXPECT_EQ(conflicts_of(xv, "xv", grid_of({{"r1c1", 1}, {"r1c2", 2}, {"r3c3", 2}, {"r4c3", 4}})),
              (Texts{"r1c1 r1c2: r1c1 = 1 and r1c2 = 2, but the X between r1c1 and r1c2 makes them add up to 10",
                     "r3c3 r4c3: r3c3 = 2 and r4c3 = 4, but the V between r3c3 and r4c3 makes them add up to 5"}));
}

TEST(AllConflicts, EvenOddCells) {
    const Puzzle puzzle = puzzle_with(R"("odd": [{"cell": "r1c1"}, {"cell": "r2c2"}], "even": [{"cell": "r9c9"}])");
    EXPECT_EQ(conflicts_of(puzzle, "even-odd", grid_of({{"r1c1", 2}, {"r2c2", 4}, {"r9c9", 1}})),
              (Texts{"r1c1: r1c1 = 2, but it is an odd cell", "r2c2: r2c2 = 4, but it is an odd cell",
                     "r9c9: r9c9 = 1, but it is an even cell"}));
}

TEST(AllConflicts, ArrowsNameTheirFilledCells) {
    const Puzzle puzzle = puzzle_with(R"("arrow": [{"cells": ["r1c1"], "lines": [["r1c1", "r2c1", "r3c1"]]},)"
                                      R"( {"cells": ["r5c5"], "lines": [["r5c5", "r5c6", "r5c7"]]}])");
    const Grid grid = grid_of({{"r1c1", 3}, {"r2c1", 5}, {"r5c5", 5}, {"r5c6", 1}, {"r5c7", 2}});
    EXPECT_EQ(conflicts_of(puzzle, "arrow", grid),
              (Texts{"r1c1 r2c1: arrow at r1c1: no digits for its empty cells make the shaft add up to the circle",
                     "r5c5 r5c6 r5c7: arrow at r5c5: the circle holds 5 but its shaft adds up to 3"}));
}

TEST(AllConflicts, SandwichesNameTheCellsOfTheSum) {
    // Column 1: 1 at r1c1, 9 at r4c1, 2 + 3 between them, not 10; row 5: the 1 and the 9 side
    // by side leave nothing between for 7.
    const Puzzle puzzle = puzzle_with(R"("sandwichsum": [{"cell": "r0c1", "value": 10}, {"cell": "r5c0", "value": 7}])");
    const Grid grid = grid_of({{"r1c1", 1}, {"r2c1", 2}, {"r3c1", 3}, {"r4c1", 9}, {"r5c4", 9}, {"r5c5", 1}});
    EXPECT_EQ(conflicts_of(puzzle, "sandwich", grid),
              (Texts{"r1c1 r2c1 r3c1 r4c1: sandwich of column 1: the digits between the 1 and the 9 (r1c1 and r4c1) add up to 5, not 10",
                     "r5c4 r5c5: sandwich of row 5: the digits between the 1 and the 9 (r5c4 and r5c5) add up to 0, not 7"}));
}

TEST(AllConflicts, LittleKillersNameTheFilledCellsOfTheDiagonal) {
    // r0c1 DR runs r1c2 .. r8c9; r9c0 UR runs r8c1 .. r1c8.
    const Puzzle puzzle = puzzle_with(R"("littlekiller": [{"cell": "r0c1", "direction": "DR", "value": 15}, {"cell": "r9c0", "direction": "UR", "value": 8}])");
    const Grid grid = grid_of({{"r1c2", 9}, {"r2c3", 9}, {"r8c1", 2}, {"r6c3", 2}});
    EXPECT_EQ(conflicts_of(puzzle, "little killer", grid),
              (Texts{"r1c2 r2c3: little killer r1c2-r8c9: the digits placed on the diagonal (18 in 2 cells) leave no way to make 15",
                     "r6c3 r8c1: little killer r8c1-r1c8: the digits placed on the diagonal (4 in 2 cells) leave no way to make 8"}));
}

}  // namespace
}  // namespace conflicts_test
}  // namespace gridforge
