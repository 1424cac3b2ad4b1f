// Extra regions and windoku (src/rules/extra_regions.cpp) against their definition, written here:
// no digit repeats within a region (a region of N cells then holds every digit once). Oracle on
// 4x4 and 6x6 boards (support/rule_oracle.hpp) with the windows and with a small region, the
// windows of each board, JSON, house techniques on a window, the generator recipe and a
// combination with Sudoku X.
#include <gtest/gtest.h>

#include "gridforge/generate.hpp"
#include "gridforge/logic.hpp"
#include "gridforge/logic/state.hpp"
#include "gridforge/solve.hpp"
#include "support/rule_oracle.hpp"

namespace gridforge {

const RuleKind& extra_regions_kind();
std::vector<std::vector<Cell>> windoku_windows(const Geometry& geometry);

namespace extra_regions_test {
namespace {

using namespace gridforge::testing;

/// Cells named r1c1.. in the order given.
std::vector<Cell> cells_of(const Geometry& geometry, std::initializer_list<const char*> names) {
    std::vector<Cell> out;
    for (const char* name : names) out.push_back(*geometry.parse_cell_name(name));
    return out;
}

/// The definition: no filled digit twice within any of `regions`.
Definition no_repeat_in(std::vector<std::vector<Cell>> regions) {
    return [regions](const Grid& grid) {
        for (const auto& region : regions) {
            for (std::size_t i = 0; i < region.size(); ++i) {
                for (std::size_t j = 0; j < i; ++j) {
                    if (grid.at(region[i]) != 0 && grid.at(region[i]) == grid.at(region[j])) return false;
                }
            }
        }
        return true;
    };
}

nlohmann::json regions_json(const Geometry& geometry, const std::vector<std::vector<Cell>>& regions) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& region : regions) {
        nlohmann::json names = nlohmann::json::array();
        for (const Cell cell : region) names.push_back(geometry.cell_name(cell));
        list.push_back({{"cells", names}});
    }
    return {{"extraregion", list}};
}

TEST(ExtraRegions, WindowsOfEachBoard) {
    const Geometry nine(9);
    EXPECT_EQ(windoku_windows(nine),
              (std::vector<std::vector<Cell>>{
                  cells_of(nine, {"r2c2", "r2c3", "r2c4", "r3c2", "r3c3", "r3c4", "r4c2", "r4c3", "r4c4"}),
                  cells_of(nine, {"r2c6", "r2c7", "r2c8", "r3c6", "r3c7", "r3c8", "r4c6", "r4c7", "r4c8"}),
                  cells_of(nine, {"r6c2", "r6c3", "r6c4", "r7c2", "r7c3", "r7c4", "r8c2", "r8c3", "r8c4"}),
                  cells_of(nine, {"r6c6", "r6c7", "r6c8", "r7c6", "r7c7", "r7c8", "r8c6", "r8c7", "r8c8"})}));
    const Geometry four(4);
    EXPECT_EQ(windoku_windows(four), (std::vector<std::vector<Cell>>{cells_of(four, {"r2c2", "r2c3", "r3c2", "r3c3"})}));
    const Geometry six(6);
    EXPECT_EQ(windoku_windows(six),
              (std::vector<std::vector<Cell>>{cells_of(six, {"r2c2", "r2c3", "r2c4", "r3c2", "r3c3", "r3c4"})}));
    EXPECT_EQ(windoku_windows(Geometry(16)).size(), 9u);
}

TEST(ExtraRegions, ReadsAndWritesTheFPuzzlesKey) {
    const Geometry geometry(9);
    const nlohmann::json json = regions_json(geometry, windoku_windows(geometry));
    const RuleList rules = read_kind(extra_regions_kind(), json, geometry);
    ASSERT_EQ(rules.size(), 4u);
    for (const RulePtr& rule : rules) {
        EXPECT_TRUE(rule->houses_only());
        ASSERT_EQ(rule->houses().size(), 1u);
        EXPECT_EQ(rule->houses().front().kind, HouseKind::extra);
    }
    EXPECT_EQ(rules.front()->houses().front().name, "window at r2c2");
    EXPECT_EQ(written(rules, geometry), json);
    // Cell names in either case; a small region is no house, named by its first cell.
    const RuleList small = read_kind(extra_regions_kind(), {{"extraregion", {{{"cells", {"R1C5", "r1c1", "r2c2"}}}}}}, geometry);
    ASSERT_EQ(small.size(), 1u);
    EXPECT_FALSE(small.front()->houses_only());
    EXPECT_TRUE(small.front()->houses().empty());
    EXPECT_EQ(small.front()->label(), "extra region at r1c1");
    EXPECT_EQ(written(small, geometry), nlohmann::json({{"extraregion", {{{"cells", {"r1c5", "r1c1", "r2c2"}}}}}}));

    const auto error = [&](const nlohmann::json& bad) { return read_error(extra_regions_kind(), bad, geometry); };
    EXPECT_EQ(error({{"extraregion", 3}}), R"(line 1: JSON key 'extraregion': expected a list of regions [{"cells": [...]}, ...])");
    EXPECT_EQ(error({{"extraregion", {{{"cells", {"r1c1"}}}, 5}}}),
              R"(line 1: JSON key 'extraregion': region 2: expected an object {"cells": [...]})");
    EXPECT_EQ(error({{"extraregion", {{{"cell", {"r1c1"}}}}}}), "line 1: JSON key 'extraregion': region 1: unknown key 'cell'");
    EXPECT_EQ(error({{"extraregion", {nlohmann::json::object()}}}), "line 1: JSON key 'extraregion': region 1: 'cells' is required");
    EXPECT_EQ(error({{"extraregion", {{{"cells", {"r1c1", "r10c1"}}}}}}),
              "line 1: JSON key 'extraregion': region 1: r10c1 is outside the 9x9 board");
    EXPECT_EQ(error({{"extraregion", {{{"cells", {"r1c1", "x"}}}}}}),
              "line 1: JSON key 'extraregion': region 1: 'x' is not a cell name (r1c1 .. r9c9)");
    EXPECT_EQ(error({{"extraregion", {{{"cells", {"r1c1", "r1c2", "R1C1"}}}}}}),
              "line 1: JSON key 'extraregion': region 1: r1c1 appears twice");
    EXPECT_EQ(error({{"extraregion", {{{"cells", nlohmann::json::array()}}}}}),
              "line 1: JSON key 'extraregion': region 1: expected a non-empty list of cell names");
    nlohmann::json ten = nlohmann::json::array();
    for (int column = 1; column <= 9; ++column) ten.push_back("r1c" + std::to_string(column));
    ten.push_back("r2c1");
    EXPECT_EQ(error({{"extraregion", {{{"cells", ten}}}}}), "line 1: JSON key 'extraregion': region 1: 10 cells, at most 9");
    EXPECT_EQ(extra_regions_kind().recipe, "windoku");
    EXPECT_EQ(extra_regions_kind().phase, RecipePhase::layout);
}

/// The oracle on 4x4 for `regions`.
void check_four_by_four(const std::vector<std::vector<Cell>>& regions, const std::string& what) {
    const Geometry geometry(4);
    const RuleList rules = read_kind(extra_regions_kind(), regions_json(geometry, regions), geometry);
    const Definition definition = no_repeat_in(regions);
    const auto& grids = every_four_by_four_grid();
    const int keeping = check_definition(rules, grids, definition, what);
    EXPECT_GT(keeping, 0) << what;
    EXPECT_LT(keeping, 288) << what;
    std::vector<Grid> satisfying;
    for (const Grid& grid : grids) {
        if (definition(grid)) satisfying.push_back(grid);
    }
    Rng rng(3);
    const PruneTally tally = check_prune(rules, 4, satisfying, rng, 3000, what);
    EXPECT_GT(tally.pruned, 100) << what;
    EXPECT_GT(tally.conflicts, 100) << what;
    check_cnf_on_grids(rules, grids, definition, what);
    EXPECT_GT(check_single_changes(rules, satisfying, definition, what + " changes"), 0);
}

TEST(ExtraRegions, AgreesWithTheDefinitionOnEveryFourByFourGrid) {
    const Geometry geometry(4);
    check_four_by_four(windoku_windows(geometry), "4x4 window");
    // A 3-cell region across boxes, and two regions at once.
    check_four_by_four({cells_of(geometry, {"r1c2", "r1c3", "r2c2"})}, "4x4 small region");
    check_four_by_four({cells_of(geometry, {"r1c1", "r2c2", "r3c3", "r4c4"}), cells_of(geometry, {"r1c4", "r2c3"})},
                       "4x4 two regions");
}

TEST(ExtraRegions, AgreesWithTheDefinitionOnSixBySixPuzzles) {
    const Geometry geometry(6);
    for (const auto& regions :
         {windoku_windows(geometry), std::vector<std::vector<Cell>>{cells_of(geometry, {"r1c3", "r1c4", "r2c3", "r2c4"})}}) {
        const RuleList rules = read_kind(extra_regions_kind(), regions_json(geometry, regions), geometry);
        Rng rng(8);
        std::vector<Grid> grids;
        for (int i = 0; i < 150; ++i) {
            for (const Grid& grid : DefinitionSearch(Grid(6), [](const Grid&) { return true; }, &rng).run(1)) grids.push_back(grid);
        }
        const Definition definition = no_repeat_in(regions);
        const int keeping = check_definition(rules, grids, definition, "6x6");
        EXPECT_LT(keeping, static_cast<int>(grids.size()));
        check_cnf_on_grids(rules, grids, definition, "6x6 cnf");
        EXPECT_GT(check_single_changes(rules, random_satisfying_grids(6, definition, rng, 20), definition, "6x6 changes"), 0);
        EXPECT_GT(check_dug_puzzles(rules, 6, definition, 29, 12, 22, "6x6 dug"), 12u);
    }
}

TEST(ExtraRegions, HouseTechniquesWorkOnAWindow) {
    // Every digit but 9 placed in the window r2-4c2-4 with r3c3 empty: a full house in the window.
    const Geometry g(9);
    RuleList rules = classic_rules(g);
    for (const RulePtr& rule : read_kind(extra_regions_kind(), regions_json(g, windoku_windows(g)), g)) rules.push_back(rule);
    Grid givens(9);
    // r2c2..r4c4 without r3c3, chosen so that no row, column or box alone forces r3c3.
    const std::vector<std::pair<const char*, Digit>> placed{{"r2c2", 1}, {"r2c3", 2}, {"r2c4", 3}, {"r3c2", 4},
                                                            {"r3c4", 5}, {"r4c2", 6}, {"r4c3", 7}, {"r4c4", 8}};
    for (const auto& [name, digit] : placed) givens.set(*g.parse_cell_name(name), digit);
    const Puzzle puzzle(g, givens, rules);
    EXPECT_FALSE(puzzle.first_conflict());
    const LogicState state(puzzle);
    EXPECT_EQ(state.candidates(*g.parse_cell_name("r3c3")), DigitSet::of(9));
    const std::optional<Step> step = next_step(state, technique(TechniqueId::full_house).difficulty);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, TechniqueId::full_house);
    EXPECT_NE(step->text.find("window at r2c2"), std::string::npos) << step->text;
}

VariantRecipe recipe(std::vector<std::string> steps) {
    VariantRecipe out;
    out.steps = std::move(steps);
    return out;
}

TEST(ExtraRegions, GeneratorMakesUniqueWindokuPuzzlesAPersonCanSolve) {
    const Definition windows = no_repeat_in(windoku_windows(Geometry(9)));
    for (const auto& steps : {std::vector<std::string>{"windoku"}, std::vector<std::string>{"windoku", "x"}}) {
        GenerateOptions options;
        options.seed = 6;
        options.variant = recipe(steps);
        const Generated first = generate(options);
        const Generated again = generate(options);
        EXPECT_EQ(first.puzzle.givens(), again.puzzle.givens());
        EXPECT_EQ(first.solution, again.solution);
        EXPECT_TRUE(windows(first.solution));
        EXPECT_TRUE(first.puzzle.is_solution(first.solution));
        EXPECT_EQ(count_solutions(first.puzzle, 2).count, 1);
        int windows_in_puzzle = 0;
        for (const House& house : first.puzzle.topology().houses) windows_in_puzzle += house.name.starts_with("window at") ? 1 : 0;
        EXPECT_EQ(windows_in_puzzle, 4);
        LogicOptions logic;
        logic.known_solution = &first.solution;
        EXPECT_EQ(solve_logically(first.puzzle, logic).outcome, LogicOutcome::solved);
    }
}

}  // namespace
}  // namespace extra_regions_test
}  // namespace gridforge
