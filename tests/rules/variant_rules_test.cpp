#include <gtest/gtest.h>

#include <bit>
#include <initializer_list>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "gridforge/puzzle.hpp"
#include "gridforge/variants.hpp"

namespace gridforge {
namespace variant_rules_test {
namespace {

const Geometry kNine(9);
const Geometry kFour(4);

DigitSet digits(std::initializer_list<Digit> list) {
    DigitSet set;
    for (Digit digit : list) set.insert(digit);
    return set;
}

Cell at(const Geometry& geometry, std::string_view name) { return *geometry.parse_cell_name(name); }

std::vector<Cell> cells(const Geometry& geometry, std::initializer_list<std::string_view> names) {
    std::vector<Cell> list;
    for (std::string_view name : names) list.push_back(at(geometry, name));
    return list;
}

// ---- diagonals and regions --------------------------------------------------------------------

TEST(Diagonals, MainAndAntiAreHousesOfNCells) {
    const Diagonals both(kNine, DiagonalKind::both);
    ASSERT_EQ(both.houses().size(), 2u);
    EXPECT_EQ(both.houses()[0].name, "main diagonal");
    EXPECT_EQ(both.houses()[0].cells, cells(kNine, {"r1c1", "r2c2", "r3c3", "r4c4", "r5c5", "r6c6", "r7c7", "r8c8", "r9c9"}));
    EXPECT_EQ(both.houses()[1].name, "anti diagonal");
    EXPECT_EQ(both.houses()[1].cells, cells(kNine, {"r1c9", "r2c8", "r3c7", "r4c6", "r5c5", "r6c4", "r7c3", "r8c2", "r9c1"}));
    EXPECT_TRUE(both.houses_only());
    EXPECT_EQ(Diagonals(kFour, DiagonalKind::anti).houses().front().cells, cells(kFour, {"r1c4", "r2c3", "r3c2", "r4c1"}));
    EXPECT_EQ(Diagonals(kFour, DiagonalKind::main).houses().size(), 1u);
}

TEST(Diagonals, KindNamesReadBack) {
    for (DiagonalKind kind : {DiagonalKind::main, DiagonalKind::anti, DiagonalKind::both}) {
        EXPECT_EQ(parse_diagonal_kind(diagonal_kind_name(kind)), kind);
    }
    EXPECT_FALSE(parse_diagonal_kind("Both").has_value());
}

TEST(Diagonals, ConflictNamesTheDiagonal) {
    RuleList rules = classic_rules(kNine);
    rules.push_back(std::make_shared<Diagonals>(kNine, DiagonalKind::both));
    Grid givens(9);
    givens.set(at(kNine, "r1c9"), 4);
    givens.set(at(kNine, "r9c1"), 4);
    const Puzzle puzzle(kNine, givens, rules);
    EXPECT_EQ(puzzle.first_conflict()->describe(kNine), "r1c9 and r9c1 are both 4 (anti diagonal)");
}

TEST(Regions, HousesFollowTheLayoutInOrderOfFirstAppearance) {
    const Regions regions(kFour, "bbaa"
                                 "bbaa"
                                 "ccdd"
                                 "ccdd");
    ASSERT_EQ(regions.houses().size(), 4u);
    EXPECT_EQ(regions.houses()[0].name, "region b");
    EXPECT_EQ(regions.houses()[0].cells, cells(kFour, {"r1c1", "r1c2", "r2c1", "r2c2"}));
    EXPECT_EQ(regions.houses()[1].name, "region a");
    const RuleList jigsaw = jigsaw_rules(kFour, "1122112233443344");
    ASSERT_EQ(jigsaw.size(), 3u);
    EXPECT_EQ(jigsaw[0]->name(), "rows");
    EXPECT_EQ(jigsaw[1]->name(), "columns");
    EXPECT_EQ(jigsaw[2]->name(), "regions");
}

TEST(Regions, ProblemsNameTheRegionOrCell) {
    EXPECT_EQ(Regions::problem(kFour, "112211223344334"), "15 characters, expected 16");
    const std::string names = " is not a region name (names are the printable ASCII characters but the space)";
    EXPECT_EQ(Regions::problem(kFour, "1122112233443 44"), "r4c2: ' '" + names);
    // Characters, not bytes: "é" is one character (two bytes), named with its cell.
    EXPECT_EQ(Regions::problem(kFour, "1122112233443\u00e944"), "r4c2: '\u00e9'" + names);
    EXPECT_EQ(Regions::problem(kFour, "1122112233443344\u00e9"), "character 17: '\u00e9'" + names);
    EXPECT_EQ(Regions::problem(kFour, "11221122334433\xC3" "4"), "r4c3: the byte 0xC3" + names);
    EXPECT_EQ(Regions::problem(kFour, "112211223344334\x01"), "r4c4: the byte 0x01" + names);
    EXPECT_EQ(Regions::problem(kFour, "1112112233443344"), "region '1' has 5 cells, expected 4");
    // Region 1 is r1c1, r1c2 and r2c3, r2c4 — two pieces.
    EXPECT_EQ(Regions::problem(kFour, "1122221133443344"), "region '1' is not connected: r1c1 and r2c3 are apart");
    EXPECT_FALSE(Regions::problem(kFour, "1122132213443344").has_value());  // an irregular but valid layout
    EXPECT_THROW(Regions(kFour, "1111222233334444x"), std::invalid_argument);
}

// ---- killer cages ---------------------------------------------------------------------------------

TEST(CageCombinations, TheStandardTable) {
    EXPECT_EQ(cage_combinations(2, 3, 9), (std::vector<DigitSet>{digits({1, 2})}));
    EXPECT_EQ(cage_combinations(2, 17, 9), (std::vector<DigitSet>{digits({8, 9})}));
    EXPECT_EQ(cage_combinations(2, 10, 9),
              (std::vector<DigitSet>{digits({1, 9}), digits({2, 8}), digits({3, 7}), digits({4, 6})}));
    EXPECT_EQ(cage_combinations(3, 6, 9), (std::vector<DigitSet>{digits({1, 2, 3})}));
    EXPECT_EQ(cage_combinations(3, 24, 9), (std::vector<DigitSet>{digits({7, 8, 9})}));
    EXPECT_EQ(cage_combinations(4, 30, 9), (std::vector<DigitSet>{digits({6, 7, 8, 9})}));
    EXPECT_EQ(cage_combinations(3, 15, 9).size(), 8u);
    EXPECT_EQ(cage_combinations(9, 45, 9), (std::vector<DigitSet>{DigitSet::all(9)}));
    EXPECT_TRUE(cage_combinations(2, 18, 9).empty());  // 9 + 9 repeats a digit
    EXPECT_TRUE(cage_combinations(2, 2, 9).empty());
    EXPECT_TRUE(cage_combinations(3, 6, 2).empty());   // not enough digits
    EXPECT_EQ(cage_combinations(2, 7, 4), (std::vector<DigitSet>{digits({3, 4})}));
}

TEST(CageCombinations, CountsMatchEnumerationOfEverySubset) {
    for (int size : {4, 6, 9}) {
        for (int cells = 1; cells <= size; ++cells) {
            for (int sum = 0; sum <= size * (size + 1) / 2 + 1; ++sum) {
                std::size_t expected = 0;
                for (std::uint32_t bits = 0; bits < (1u << size); ++bits) {
                    int total = 0;
                    for (Digit digit : DigitSet::from_bits(bits)) total += digit;
                    if (std::popcount(bits) == cells && total == sum) ++expected;
                }
                ASSERT_EQ(cage_combinations(cells, sum, size).size(), expected) << cells << " cells, sum " << sum;
            }
        }
    }
}

TEST(KillerCage, ProblemsNameTheCage) {
    EXPECT_EQ(KillerCage::problem(kNine, cells(kNine, {"r1c1", "r1c2"}), 18), "cage at r1c1: 2 cells cannot sum to 18");
    EXPECT_EQ(KillerCage::problem(kNine, cells(kNine, {"r2c2"}), 10), "cage at r2c2: 1 cell cannot sum to 10");
    EXPECT_EQ(KillerCage::problem(kNine, cells(kNine, {"r1c2", "r1c1", "r1c2"}), 5), "cage at r1c1: r1c2 appears twice");
    EXPECT_EQ(KillerCage::problem(kFour, cells(kFour, {"r1c1", "r1c2", "r1c3", "r1c4", "r2c1"}), std::nullopt),
              "cage at r1c1: 5 cells, at most 4");
    EXPECT_EQ(KillerCage::problem(kNine, {}, 3), "cage has no cells");
    EXPECT_EQ(KillerCage::problem(kNine, {81}, 3), "cell 81 is off the 9x9 board");
    EXPECT_FALSE(KillerCage::problem(kNine, cells(kNine, {"r1c1", "r1c2"}), 17).has_value());
    EXPECT_THROW(KillerCage(kNine, cells(kNine, {"r1c1", "r1c2"}), 18), std::invalid_argument);
}

TEST(KillerCage, IsAHouseOnlyWithNCells) {
    const KillerCage pair(kFour, cells(kFour, {"r1c1", "r1c2"}), 7);
    EXPECT_FALSE(pair.houses_only());
    EXPECT_TRUE(pair.houses().empty());
    EXPECT_EQ(pair.where(), "cage at r1c1");
    const KillerCage whole(kFour, cells(kFour, {"r2c2", "r1c1", "r1c2", "r2c1"}), 10);
    EXPECT_TRUE(whole.houses_only());
    ASSERT_EQ(whole.houses().size(), 1u);
    EXPECT_EQ(whole.houses()[0].name, "cage at r1c1");
}

TEST(KillerCage, PruneKeepsOnlyDigitsOfSurvivingCombinations) {
    const KillerCage cage(kNine, cells(kNine, {"r1c1", "r1c2"}), 3);
    Candidates candidates(81, DigitSet::all(9));
    EXPECT_EQ(cage.prune(candidates), PruneResult::changed);
    EXPECT_EQ(candidates[0], digits({1, 2}));
    EXPECT_EQ(candidates[1], digits({1, 2}));
    EXPECT_EQ(candidates[2], DigitSet::all(9));  // not in the cage
    EXPECT_EQ(cage.prune(candidates), PruneResult::fixpoint);
}

TEST(KillerCage, PruneUsesWhatTheOtherCellsCanHold) {
    // 3 cells summing to 15 with r1c1 = 9: the combinations {1,5,9} and {2,4,9}. No cell can hold
    // the 2 of {2,4,9}, so only {1,5,9} survives: r1c2 = 5 and r1c3 = 1.
    const KillerCage cage(kNine, cells(kNine, {"r1c1", "r1c2", "r1c3"}), 15);
    Candidates candidates(81, DigitSet::all(9));
    candidates[0] = DigitSet::of(9);
    candidates[1] = digits({3, 4, 5, 6});
    candidates[2] = digits({1, 3, 4});
    EXPECT_EQ(cage.prune(candidates), PruneResult::changed);
    EXPECT_EQ(candidates[1], digits({5}));
    EXPECT_EQ(candidates[2], digits({1}));
    EXPECT_EQ(candidates[0], DigitSet::of(9));
}

TEST(KillerCage, APlacedDigitLeavesTheOtherCells) {
    const KillerCage cage(kFour, cells(kFour, {"r1c1", "r2c2", "r3c3"}), std::nullopt);
    Candidates candidates(16, DigitSet::all(4));
    candidates[0] = DigitSet::of(3);
    EXPECT_EQ(cage.prune(candidates), PruneResult::changed);
    EXPECT_EQ(candidates[5], digits({1, 2, 4}));
    EXPECT_EQ(candidates[10], digits({1, 2, 4}));
    candidates[5] = DigitSet::of(3);
    EXPECT_EQ(cage.prune(candidates), PruneResult::conflict);  // 3 twice
}

TEST(KillerCage, HiddenSingleOfTheCage) {
    // 2 cells summing to 17 must hold 8 and 9; only r1c2 can hold 9.
    const KillerCage cage(kNine, cells(kNine, {"r1c1", "r1c2"}), 17);
    Candidates candidates(81, DigitSet::all(9));
    candidates[0] = digits({1, 8});
    EXPECT_EQ(cage.prune(candidates), PruneResult::changed);
    EXPECT_EQ(candidates[0], DigitSet::of(8));
    EXPECT_EQ(candidates[1], DigitSet::of(9));
}

TEST(KillerCage, PruneFindsAnUnreachableSum) {
    const KillerCage cage(kNine, cells(kNine, {"r1c1", "r1c2"}), 4);  // {1,3} only
    Candidates candidates(81, DigitSet::all(9));
    candidates[1] = digits({2, 4, 5});
    EXPECT_EQ(cage.prune(candidates), PruneResult::conflict);
}

TEST(KillerCage, AllowedAndConflictOnAGrid) {
    const KillerCage cage(kNine, cells(kNine, {"r1c1", "r1c2", "r2c1"}), 10);
    Grid grid(9);
    grid.set(0, 2);
    EXPECT_EQ(cage.allowed(grid, 1), digits({1, 3, 5, 7}));  // 2 + {1,7} or {3,5}: {2,6} repeats the 2
    EXPECT_EQ(cage.allowed(grid, 40), DigitSet::all(9));      // r5c5 is not in the cage
    EXPECT_FALSE(cage.conflict(grid).has_value());
    grid.set(1, 7);
    EXPECT_EQ(cage.allowed(grid, 9), DigitSet::of(1));
    grid.set(9, 3);
    EXPECT_EQ(cage.conflict(grid)->describe(kNine), "cage at r1c1: r1c1 + r1c2 + r2c1 = 12, not 10");
    grid.set(9, 0);
    grid.set(1, 9);
    EXPECT_EQ(cage.conflict(grid)->describe(kNine), "cage at r1c1 cannot reach its sum 10 with r1c1 = 2, r1c2 = 9");
    grid.set(1, 2);
    EXPECT_EQ(cage.conflict(grid)->describe(kNine), "r1c1 and r1c2 are both 2 (cage at r1c1)");
}

TEST(KillerCage, SatisfiedNeedsDistinctDigitsAndTheSum) {
    const KillerCage cage(kFour, cells(kFour, {"r1c1", "r1c2"}), 5);
    const KillerCage no_sum(kFour, cells(kFour, {"r1c1", "r1c2"}), std::nullopt);
    Grid grid(4);
    for (Cell cell = 0; cell < 16; ++cell) grid.set(cell, 1);
    grid.set(0, 1);
    grid.set(1, 4);
    EXPECT_TRUE(cage.satisfied(grid));
    EXPECT_TRUE(no_sum.satisfied(grid));
    grid.set(1, 3);
    EXPECT_FALSE(cage.satisfied(grid));
    EXPECT_TRUE(no_sum.satisfied(grid));
    grid.set(1, 1);
    EXPECT_FALSE(no_sum.satisfied(grid));
}

// ---- thermometers -----------------------------------------------------------------------------

TEST(Thermometer, ProblemsNameTheBulbAndTheCells) {
    EXPECT_EQ(Thermometer::problem(kNine, cells(kNine, {"r2c2", "r3c2", "r5c2"})),
              "thermometer at r2c2: r3c2 and r5c2 are not neighbours");
    EXPECT_EQ(Thermometer::problem(kNine, cells(kNine, {"r2c2", "r3c3", "r2c2"})), "thermometer at r2c2: r2c2 appears twice");
    EXPECT_EQ(Thermometer::problem(kFour, cells(kFour, {"r1c1", "r1c2", "r1c3", "r1c4", "r2c4"})),
              "thermometer at r1c1: 5 cells, at most 4");
    EXPECT_EQ(Thermometer::problem(kNine, {}), "thermometer has no cells");
    EXPECT_EQ(Thermometer::problem(kFour, {16}), "cell 16 is off the 4x4 board");
    EXPECT_FALSE(Thermometer::problem(kNine, cells(kNine, {"r2c2", "r3c3", "r4c2", "r4c1"})).has_value());
    EXPECT_THROW(Thermometer(kNine, cells(kNine, {"r1c1", "r1c3"})), std::invalid_argument);
}

TEST(Thermometer, PositionBoundsOnAnEmptyBoard) {
    // 4 cells on 9x9: position p holds p+1 .. 9-(3-p): 1-6, 2-7, 3-8, 4-9.
    const Thermometer thermometer(kNine, cells(kNine, {"r1c1", "r1c2", "r1c3", "r1c4"}));
    Candidates candidates(81, DigitSet::all(9));
    EXPECT_EQ(thermometer.prune(candidates), PruneResult::changed);
    EXPECT_EQ(candidates[0], digits({1, 2, 3, 4, 5, 6}));
    EXPECT_EQ(candidates[1], digits({2, 3, 4, 5, 6, 7}));
    EXPECT_EQ(candidates[2], digits({3, 4, 5, 6, 7, 8}));
    EXPECT_EQ(candidates[3], digits({4, 5, 6, 7, 8, 9}));
    EXPECT_EQ(thermometer.prune(candidates), PruneResult::fixpoint);
}

TEST(Thermometer, APlacedCellBoundsBothWaysWithItsStepDistance) {
    const Thermometer thermometer(kNine, cells(kNine, {"r1c1", "r1c2", "r1c3", "r1c4", "r1c5"}));
    Candidates candidates(81, DigitSet::all(9));
    candidates[2] = DigitSet::of(5);  // the middle cell
    EXPECT_EQ(thermometer.prune(candidates), PruneResult::changed);
    EXPECT_EQ(candidates[0], digits({1, 2, 3}));
    EXPECT_EQ(candidates[1], digits({2, 3, 4}));
    EXPECT_EQ(candidates[3], digits({6, 7, 8}));
    EXPECT_EQ(candidates[4], digits({7, 8, 9}));
    // A narrowed cell propagates too: r1c4 without 6 lifts the tip above 7.
    candidates[3] = digits({7, 8});
    EXPECT_EQ(thermometer.prune(candidates), PruneResult::changed);
    EXPECT_EQ(candidates[4], digits({8, 9}));
    candidates[4] = DigitSet::of(7);
    EXPECT_EQ(thermometer.prune(candidates), PruneResult::conflict);
}

TEST(Thermometer, ConflictsAndAllowedOnAGrid) {
    const Thermometer thermometer(kNine, cells(kNine, {"r2c2", "r3c2", "r4c3"}));
    Grid grid(9);
    const Cell bulb = at(kNine, "r2c2"), middle = at(kNine, "r3c2"), tip = at(kNine, "r4c3");
    grid.set(bulb, 5);
    EXPECT_EQ(thermometer.allowed(grid, middle), digits({6, 7, 8}));
    EXPECT_EQ(thermometer.allowed(grid, tip), digits({7, 8, 9}));
    grid.set(tip, 6);
    EXPECT_EQ(thermometer.conflict(grid)->describe(kNine), "thermometer at r2c2: r4c3 = 6 must exceed r2c2 = 5 by at least 2");
    EXPECT_TRUE(thermometer.allowed(grid, middle).empty());
    grid.set(tip, 0);
    grid.set(middle, 5);
    EXPECT_EQ(thermometer.conflict(grid)->describe(kNine), "thermometer at r2c2: r3c2 = 5 does not rise above r2c2 = 5");
    grid.set(bulb, 0);
    grid.set(middle, 9);
    EXPECT_EQ(thermometer.conflict(grid)->describe(kNine), "thermometer at r2c2: r3c2 = 9, but cell 2 of 3 holds 2 to 8");
    grid.set(middle, 8);
    EXPECT_FALSE(thermometer.conflict(grid).has_value());
}

TEST(Thermometer, SatisfiedOnlyWhenStrictlyIncreasing) {
    const Thermometer thermometer(kFour, cells(kFour, {"r1c1", "r2c2", "r2c3"}));
    Grid grid(4);
    for (Cell cell = 0; cell < 16; ++cell) grid.set(cell, 1);
    grid.set(0, 1);
    grid.set(5, 2);
    grid.set(6, 4);
    EXPECT_TRUE(thermometer.satisfied(grid));
    grid.set(6, 2);
    EXPECT_FALSE(thermometer.satisfied(grid));
}

}  // namespace
}  // namespace variant_rules_test
}  // namespace gridforge
