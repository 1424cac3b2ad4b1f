// Even/odd cells (src/rules/even_odd.cpp) against their definition, written here: a cell marked odd
// holds an odd digit, a cell marked even an even one. Oracle on 4x4 and 6x6 boards
// (support/rule_oracle.hpp), JSON, the parity step, the generator recipe (marks, symmetry) and a
// combination with thermometers.
#include <gtest/gtest.h>

#include "gridforge/generate.hpp"
#include "gridforge/logic.hpp"
#include "gridforge/logic/state.hpp"
#include "gridforge/solve.hpp"
#include "support/rule_oracle.hpp"

namespace gridforge {

const RuleKind& even_odd_kind();

namespace even_odd_test {
namespace {

using namespace gridforge::testing;

struct Marks {
    std::vector<Cell> odd;
    std::vector<Cell> even;
};

/// The definition: every filled marked cell has its mark's parity.
Definition parity_of(const Marks& marks) {
    return [marks](const Grid& grid) {
        for (const Cell cell : marks.odd) {
            if (grid.at(cell) != 0 && grid.at(cell) % 2 == 0) return false;
        }
        for (const Cell cell : marks.even) {
            if (grid.at(cell) != 0 && grid.at(cell) % 2 == 1) return false;
        }
        return true;
    };
}

nlohmann::json marks_json(const Geometry& geometry, const Marks& marks) {
    nlohmann::json json = nlohmann::json::object();
    for (const Cell cell : marks.odd) json["odd"].push_back({{"cell", geometry.cell_name(cell)}});
    for (const Cell cell : marks.even) json["even"].push_back({{"cell", geometry.cell_name(cell)}});
    return json;
}

/// Random distinct marks: `count` cells, each odd or even at random.
Marks random_marks(int size, Rng& rng, int count) {
    std::vector<Cell> cells;
    for (Cell cell = 0; cell < size * size; ++cell) cells.push_back(cell);
    rng.shuffle(cells);
    Marks marks;
    for (int i = 0; i < count; ++i) (rng.below(2) == 0 ? marks.odd : marks.even).push_back(cells[static_cast<std::size_t>(i)]);
    return marks;
}

TEST(EvenOdd, ReadsAndWritesTheFPuzzlesKeys) {
    const Geometry geometry(9);
    const nlohmann::json json = {{"odd", {{{"cell", "r1c1"}}, {{"cell", "r5c5"}}}}, {"even", {{{"cell", "r9c9"}}}}};
    const RuleList rules = read_kind(even_odd_kind(), json, geometry);
    ASSERT_EQ(rules.size(), 1u);
    EXPECT_EQ(rules.front()->name(), "even-odd");
    EXPECT_FALSE(rules.front()->houses_only());
    EXPECT_EQ(written(rules, geometry), json);
    // One key alone, names in either case.
    const RuleList odd_only = read_kind(even_odd_kind(), {{"odd", {{{"cell", "R2C3"}}}}}, geometry);
    EXPECT_EQ(written(odd_only, geometry), nlohmann::json({{"odd", {{{"cell", "r2c3"}}}}}));
    EXPECT_TRUE(read_kind(even_odd_kind(), {{"odd", nlohmann::json::array()}}, geometry).empty());

    const auto error = [&](const nlohmann::json& bad) { return read_error(even_odd_kind(), bad, geometry); };
    EXPECT_EQ(error({{"even", "r1c1"}}), R"(line 1: JSON key 'even': expected a list of cells [{"cell": "r1c1"}, ...])");
    EXPECT_EQ(error({{"odd", {"r1c1"}}}), R"(line 1: JSON key 'odd': odd cell 1: expected an object {"cell": "r1c1"})");
    EXPECT_EQ(error({{"odd", {{{"cell", "r1c1"}, {"value", 3}}}}}), "line 1: JSON key 'odd': odd cell 1: unknown key 'value'");
    EXPECT_EQ(error({{"even", {nlohmann::json::object()}}}), "line 1: JSON key 'even': even cell 1: 'cell' is required");
    EXPECT_EQ(error({{"even", {{{"cell", "r1c1"}}, {{"cell", "r0c1"}}}}}),
              "line 1: JSON key 'even': even cell 2: r0c1 is outside the 9x9 board");
    EXPECT_EQ(error({{"odd", {{{"cell", "r4c4"}}, {{"cell", "r4c4"}}}}}), "line 1: JSON key 'odd': odd cell 2: r4c4 appears twice");
    EXPECT_EQ(error({{"odd", {{{"cell", "r4c4"}}}}, {"even", {{{"cell", "r1c1"}}, {{"cell", "R4C4"}}}}}),
              "line 1: JSON key 'even': even cell 2: r4c4 is also an odd cell");
    EXPECT_EQ(even_odd_kind().recipe, "even-odd");
    EXPECT_EQ(even_odd_kind().phase, RecipePhase::decoration);
}

TEST(EvenOdd, AgreesWithTheDefinitionOnEveryFourByFourGrid) {
    const Geometry geometry(4);
    const auto& grids = every_four_by_four_grid();
    Rng rng(21);
    int pruned = 0, conflicts = 0;
    for (int round = 0; round < 12; ++round) {
        const Marks marks = random_marks(4, rng, 2 + static_cast<int>(rng.below(6)));
        const RuleList rules = read_kind(even_odd_kind(), marks_json(geometry, marks), geometry);
        const Definition definition = parity_of(marks);
        const std::string what = "4x4 " + marks_json(geometry, marks).dump();
        const int keeping = check_definition(rules, grids, definition, what);
        EXPECT_LT(keeping, 288) << what;
        std::vector<Grid> satisfying;
        for (const Grid& grid : grids) {
            if (definition(grid)) satisfying.push_back(grid);
        }
        const PruneTally tally = check_prune(rules, 4, satisfying, rng, 300, what);
        pruned += tally.pruned;
        conflicts += tally.conflicts;
        check_cnf_on_grids(rules, grids, definition, what);
        EXPECT_GT(check_single_changes(rules, satisfying, definition, what + " changes"), 0);
        if (HasFailure()) return;
    }
    EXPECT_GT(pruned, 1000);
    EXPECT_GT(conflicts, 100);
}

TEST(EvenOdd, AgreesWithTheDefinitionOnSixBySixPuzzles) {
    const Geometry geometry(6);
    Rng rng(31);
    std::vector<Grid> grids;
    for (int i = 0; i < 100; ++i) {
        for (const Grid& grid : DefinitionSearch(Grid(6), [](const Grid&) { return true; }, &rng).run(1)) grids.push_back(grid);
    }
    for (int round = 0; round < 4; ++round) {
        const Marks marks = random_marks(6, rng, 10);
        const RuleList rules = read_kind(even_odd_kind(), marks_json(geometry, marks), geometry);
        const Definition definition = parity_of(marks);
        check_definition(rules, grids, definition, "6x6");
        check_cnf_on_grids(rules, grids, definition, "6x6 cnf");
        EXPECT_GT(check_single_changes(rules, random_satisfying_grids(6, definition, rng, 20), definition, "6x6 changes"), 0);
        EXPECT_GT(check_dug_puzzles(rules, 6, definition, 40 + static_cast<std::uint64_t>(round), 4, 28, "6x6 dug"), 4u);
    }
}

TEST(EvenOdd, ParityStepNamesTheCellsAndTheShapes) {
    const Geometry g(9);
    RuleList rules = classic_rules(g);
    const Marks marks{{*g.parse_cell_name("r1c1"), *g.parse_cell_name("r2c5")}, {*g.parse_cell_name("r9c9")}};
    for (const RulePtr& rule : read_kind(even_odd_kind(), marks_json(g, marks), g)) rules.push_back(rule);
    const LogicState state(Puzzle(g, Grid(9), rules));
    const std::optional<Step> step = rules.back()->find_step(TechniqueId::parity, state);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->text,
              "Even and odd cells: r1c1 and r2c5 are odd cells (circles), so no even digit fits them and r9c9 is an even cell (a "
              "square), so no odd digit fits there: 1, 3, 5, 7 and 9 are removed from r9c9; 2, 4, 6 and 8 from r1c1 "
              "and r2c5.");
    EXPECT_EQ(step->eliminations.size(), 13u);
    EXPECT_FALSE(rules.back()->find_step(TechniqueId::neighbour_exclusion, state));
    LogicState after = state;
    after.apply(*step);
    EXPECT_FALSE(rules.back()->find_step(TechniqueId::parity, after));
}

VariantRecipe recipe(std::vector<std::string> steps) {
    VariantRecipe out;
    out.steps = std::move(steps);
    return out;
}

/// The marks of the even-odd rule of `puzzle`, read back through its JSON.
Marks marks_of(const Puzzle& puzzle) {
    nlohmann::json json = nlohmann::json::object();
    for (const RulePtr& rule : puzzle.rules()) {
        if (rule->name() == "even-odd") rule->write_json(json, puzzle.geometry());
    }
    Marks marks;
    for (const auto& entry : json.value("odd", nlohmann::json::array())) marks.odd.push_back(*puzzle.geometry().parse_cell_name(entry["cell"].get<std::string>()));
    for (const auto& entry : json.value("even", nlohmann::json::array())) marks.even.push_back(*puzzle.geometry().parse_cell_name(entry["cell"].get<std::string>()));
    return marks;
}

TEST(EvenOdd, GeneratorMarksTheSolutionsParityAndMakesUniquePuzzles) {
    for (const auto& steps : {std::vector<std::string>{"even-odd"}, std::vector<std::string>{"thermo", "even-odd"}}) {
        GenerateOptions options;
        options.seed = 9;
        options.variant = recipe(steps);
        const Generated first = generate(options);
        const Generated again = generate(options);
        EXPECT_EQ(first.puzzle.givens(), again.puzzle.givens());
        EXPECT_EQ(first.solution, again.solution);
        const Marks marks = marks_of(first.puzzle);
        EXPECT_EQ(marks.odd.size() + marks.even.size(), 20u);  // a quarter of 81, by default
        EXPECT_GE(marks.odd.size(), 9u);
        EXPECT_GE(marks.even.size(), 9u);
        EXPECT_TRUE(parity_of(marks)(first.solution));
        EXPECT_TRUE(first.puzzle.is_solution(first.solution));
        EXPECT_EQ(count_solutions(first.puzzle, 2).count, 1);
        LogicOptions logic;
        logic.known_solution = &first.solution;
        const LogicPath path = solve_logically(first.puzzle, logic);
        EXPECT_EQ(path.outcome, LogicOutcome::solved);
        int parity_steps = 0;
        for (const Step& step : path.steps) parity_steps += step.technique == TechniqueId::parity ? 1 : 0;
        EXPECT_GT(parity_steps, 0);
    }
    // --marks and --symmetry: 12 marks asked for, symmetric under a half turn.
    GenerateOptions options;
    options.seed = 2;
    options.symmetry = Symmetry::rotate180;
    options.variant = recipe({"even-odd"});
    options.variant.marks = 12;
    options.variant.symmetry = Symmetry::rotate180;
    const Generated made = generate(options);
    const Marks marks = marks_of(made.puzzle);
    std::vector<Cell> all = marks.odd;
    all.insert(all.end(), marks.even.begin(), marks.even.end());
    EXPECT_GE(all.size(), 12u);
    EXPECT_LE(all.size(), 13u);
    for (const Cell cell : all) EXPECT_NE(std::find(all.begin(), all.end(), 80 - cell), all.end()) << cell;
}

}  // namespace
}  // namespace even_odd_test
}  // namespace gridforge
