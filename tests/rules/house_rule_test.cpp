#include <gtest/gtest.h>

#include <array>
#include <initializer_list>

#include "gridforge/puzzle.hpp"
#include "gridforge/rule.hpp"

namespace gridforge {
namespace house_rule_test {
namespace {

Grid grid_from(int size, std::string_view text) {
    Grid grid(size);
    for (Cell cell = 0; cell < grid.cell_count(); ++cell) {
        if (auto digit = digit_from_char(text[static_cast<std::size_t>(cell)])) grid.set(cell, *digit);
    }
    return grid;
}

/// A grid with the listed givens: {row, column, digit}, 1-based like the cell names.
Grid grid_with(int size, std::initializer_list<std::array<int, 3>> givens) {
    Grid grid(size);
    const Geometry geometry(size);
    for (const auto& [row, column, digit] : givens) grid.set(geometry.cell_at(row - 1, column - 1), digit);
    return grid;
}

TEST(HouseRule, ClassicRulesNameTheirHouses) {
    const RuleList rules = classic_rules(Geometry(9));
    ASSERT_EQ(rules.size(), 3u);
    EXPECT_EQ(rules[0]->name(), "rows");
    EXPECT_EQ(rules[1]->houses()[4].name, "column 5");
    EXPECT_EQ(rules[2]->houses()[8].name, "box 9");
    EXPECT_EQ(rules[2]->houses()[8].cells.front(), 60);
}

TEST(HouseRule, ConflictNamesBothCellsTheDigitAndTheHouse) {
    const Puzzle puzzle = Puzzle::classic(grid_with(9, {{1, 1, 5}, {1, 5, 5}}));
    const auto conflict = puzzle.first_conflict();
    ASSERT_TRUE(conflict.has_value());
    EXPECT_EQ(conflict->describe(puzzle.geometry()), "r1c1 and r1c5 are both 5 (row 1)");
}

TEST(HouseRule, ConflictInAColumnAndABox) {
    const Puzzle in_column = Puzzle::classic(grid_with(9, {{1, 1, 7}, {4, 1, 7}}));
    EXPECT_EQ(in_column.first_conflict()->describe(in_column.geometry()), "r1c1 and r4c1 are both 7 (column 1)");
    const Puzzle in_box = Puzzle::classic(grid_with(9, {{1, 1, 3}, {2, 2, 3}}));
    EXPECT_EQ(in_box.first_conflict()->describe(in_box.geometry()), "r1c1 and r2c2 are both 3 (box 1)");
}

TEST(HouseRule, AllowedIsWhatNoHouseThroughTheCellHolds) {
    const Puzzle puzzle = Puzzle::classic(grid_from(4, "1..."
                                                       "..3."
                                                       "...."
                                                       ".2.."));
    const RuleList& rules = puzzle.rules();
    const Cell r1c2 = 1;
    EXPECT_EQ(rules[0]->allowed(puzzle.givens(), r1c2), DigitSet::all(4) - DigitSet::of(1));  // row 1
    EXPECT_EQ(rules[1]->allowed(puzzle.givens(), r1c2), DigitSet::all(4) - DigitSet::of(2));  // column 2
    EXPECT_EQ(rules[2]->allowed(puzzle.givens(), r1c2), DigitSet::all(4) - DigitSet::of(1));  // box 1
}

TEST(HouseRule, SatisfiedOnlyByCompleteCorrectGrids) {
    const auto rules = classic_rules(Geometry(4));
    const Grid good = grid_from(4, "1234341221434321");
    const Grid swapped = grid_from(4, "2134341221434321");
    const Grid partial = grid_from(4, "123434122143432.");
    for (const auto& rule : rules) EXPECT_TRUE(rule->satisfied(good));
    EXPECT_FALSE(rules[1]->satisfied(swapped));
    EXPECT_FALSE(rules[0]->satisfied(partial));
    EXPECT_TRUE(Puzzle::classic(Grid(4)).is_solution(good));
}

TEST(HouseRule, PeersOfAClassicCellAreTwenty) {
    const Puzzle puzzle = Puzzle::classic(Grid(9));
    for (Cell cell = 0; cell < 81; ++cell) {
        EXPECT_EQ(puzzle.topology().peers[static_cast<std::size_t>(cell)].size(), 20u);
        EXPECT_EQ(puzzle.topology().houses_of_cell[static_cast<std::size_t>(cell)].size(), 3u);
    }
}

}  // namespace
}  // namespace house_rule_test
}  // namespace gridforge
