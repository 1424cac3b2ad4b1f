// XV (src/rules/xv.cpp) against brute force on 4x4 and 6x6 boards: `satisfied`,
// `conflict` and `allowed` agree with a predicate written here from the rules; `prune` never
// removes a digit of a satisfying grid and leaves every edge arc consistent; the CNF has exactly
// one model per satisfying grid; JSON round-trips and bad JSON is named; the generator's
// decoration holds on its grid; and XV combines with killer cages.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "gridforge/format.hpp"
#include "gridforge/generate.hpp"
#include "gridforge/logic.hpp"
#include "gridforge/logic/state.hpp"
#include "gridforge/sketch.hpp"
#include "gridforge/solve.hpp"
#include "solve/sat.hpp"
#include "support/edge_rule_checks.hpp"
#include "support/rule_checks.hpp"

namespace gridforge {

const RuleKind& xv_kind();

namespace xv_test {
namespace {

using nlohmann::json;
using testing::pick;

/// The rules of XV as the docs state them, read straight off the JSON object.
struct XvReference {
    struct Mark {
        Cell a;
        Cell b;
        int sum;
    };
    std::vector<Mark> marks;
    bool negative = false;
    Geometry geometry;

    XvReference(const json& puzzle, const Geometry& board) : geometry(board) {
        if (puzzle.contains("xv")) {
            for (const json& item : puzzle["xv"]) {
                const std::string letter = item["value"].get<std::string>();
                marks.push_back({*geometry.parse_cell_name(item["cells"][0].get<std::string>()),
                                 *geometry.parse_cell_name(item["cells"][1].get<std::string>()), letter == "X" || letter == "x" ? 10 : 5});
            }
        }
        if (puzzle.contains("negative")) {
            for (const json& word : puzzle["negative"]) negative = negative || word == "xv";
        }
    }

    /// Whether the edge a-b (neighbours) keeps the rules on `grid`.
    [[nodiscard]] bool edge_ok(const Grid& grid, Cell a, Cell b) const {
        const int total = grid.at(a) + grid.at(b);
        for (const Mark& mark : marks) {
            if ((mark.a == a && mark.b == b) || (mark.a == b && mark.b == a)) return total == mark.sum;
        }
        return !negative || (total != 10 && total != 5);
    }

    /// Every edge through `cell` (or every edge, for -1) keeps the rules.
    [[nodiscard]] bool holds(const Grid& grid, Cell cell = -1) const {
        const int size = geometry.size();
        for (Cell a = 0; a < geometry.cell_count(); ++a) {
            for (const Cell b : {a + 1, a + size}) {
                if (b >= geometry.cell_count() || (b == a + 1 && geometry.column_of(a) == size - 1)) continue;
                if (cell >= 0 && a != cell && b != cell) continue;
                if (!edge_ok(grid, a, b)) return false;
            }
        }
        return true;
    }
};

/// A random XV puzzle object on `geometry`: marks read off `base` (so it satisfies them) or drawn
/// at random, letters in either case, and a random negative list.
json random_xv(const Geometry& geometry, const Grid& base, Rng& rng) {
    json puzzle = json::object();
    const bool from_base = pick(rng, 3) != 0;
    const int size = geometry.size();
    for (Cell a = 0; a < geometry.cell_count(); ++a) {
        for (const Cell b : {a + 1, a + size}) {
            if (b >= geometry.cell_count() || (b == a + 1 && geometry.column_of(a) == size - 1)) continue;
            const int total = base.at(a) + base.at(b);
            std::string letter;
            if (from_base) {
                if ((total == 10 || total == 5) && pick(rng, 3) != 0) letter = total == 10 ? "X" : "V";
            } else if (pick(rng, 4) == 0) {
                letter = pick(rng, 2) == 0 ? "X" : "V";
            }
            if (letter.empty()) continue;
            if (pick(rng, 5) == 0) letter = letter == "X" ? "x" : "v";
            puzzle["xv"].push_back({{"cells", {geometry.cell_name(a), geometry.cell_name(b)}}, {"value", letter}});
        }
    }
    json negative = json::array();
    if (pick(rng, 4) == 0) negative.push_back("ratio");
    if (pick(rng, 2) == 0) negative.push_back("xv");
    if (!negative.empty()) puzzle["negative"] = negative;
    if (!puzzle.contains("xv") && !puzzle.contains("negative")) puzzle["negative"] = json::array({"xv"});
    if (puzzle.contains("negative") && !puzzle.contains("xv") && puzzle["negative"] == json::array({"ratio"})) puzzle["negative"].push_back("xv");
    return puzzle;
}

TEST(Xv, SatisfiedConflictAndAllowedAgreeWithTheRulesOnEveryFourByFourGrid) {
    testing::check_edge_rule_against_reference<XvReference>(xv_kind(), random_xv, Geometry(4), testing::every_four_by_four_grid(), 11);
}

TEST(Xv, SatisfiedConflictAndAllowedAgreeWithTheRulesOnSixBySixGrids) {
    testing::check_edge_rule_against_reference<XvReference>(xv_kind(), random_xv, Geometry(6), testing::random_classic_grids(Geometry(6), 60, 5),
                                                           12);
}

TEST(Xv, PruneKeepsEverySatisfyingGridAndLeavesEveryEdgeArcConsistent) {
    testing::check_edge_rule_prune<XvReference>(xv_kind(), random_xv, Geometry(4), testing::every_four_by_four_grid(), 21);
    testing::check_edge_rule_prune<XvReference>(xv_kind(), random_xv, Geometry(6), testing::random_classic_grids(Geometry(6), 60, 6), 22);
}

TEST(Xv, TheCnfHasExactlyOneModelPerSatisfyingGrid) {
    testing::check_edge_rule_cnf<XvReference>(xv_kind(), random_xv);
}

TEST(Xv, JsonRoundTripsWithCapitalLetters) {
    const Geometry geometry(6);
    testing::check_edge_rule_round_trip<XvReference>(xv_kind(), random_xv, [](const json& written) {
        for (const json& item : written.value("xv", json::array())) {
            EXPECT_TRUE(item["value"] == "X" || item["value"] == "V") << written.dump();
        }
    });
    // The negative list merges with one already written by another kind.
    json both = json::parse(R"({"negative": ["ratio"]})");
    testing::read_kind(xv_kind(), json::parse(R"({"negative": ["xv"]})"), geometry).front()->write_json(both, geometry);
    EXPECT_EQ(both, json::parse(R"({"negative": ["ratio", "xv"]})"));
}

TEST(Xv, BadJsonNamesTheKeyTheItemAndTheCell) {
    const Geometry geometry(9);
    const auto error = [&](const char* text) { return testing::read_error(xv_kind(), json::parse(text), geometry); };
    EXPECT_EQ(error(R"({"xv": [{"cells": ["r1c1", "r2c2"], "value": "X"}]})"), "line 1: JSON key 'xv': xv 1: r1c1 and r2c2 are not orthogonal neighbours");
    EXPECT_EQ(error(R"({"xv": [{"cells": ["r1c1", "r1c2"], "value": "W"}]})"), R"(line 1: JSON key 'xv': xv 1: 'value' must be "X" or "V", found "W")");
    EXPECT_EQ(error(R"({"xv": [{"cells": ["r1c1", "r1c2"]}]})"), R"(line 1: JSON key 'xv': xv 1: 'value' must be "X" or "V", found nothing)");
    EXPECT_EQ(error(R"({"xv": [{"cells": ["r1c1", "r1c2"], "value": 10}]})"), R"(line 1: JSON key 'xv': xv 1: 'value' must be "X" or "V", found 10)");
    EXPECT_EQ(error(R"({"xv": [{"cells": ["r1c1", "r1c2"], "value": "X"}, {"cells": ["r1c2", "r1c1"], "value": "V"}]})"),
              "line 1: JSON key 'xv': xv 2: r1c2 and r1c1 already have xv 1");
    EXPECT_EQ(error(R"({"xv": [{"cells": ["r1c1", "s1c2"], "value": "X"}]})"), "line 1: JSON key 'xv': xv 1: 's1c2' is not a cell name (r1c1 .. r9c9)");
    EXPECT_EQ(error(R"({"xv": [["r1c1", "r1c2"]]})"), R"(line 1: JSON key 'xv': xv 1: expected an object {"cells": ["r1c1", "r1c2"], "value": "X"})");
    EXPECT_EQ(error(R"({"xv": [], "negative": [5]})"), "line 1: JSON key 'negative': item 1: '5' is not ratio, difference or xv");
    // A negative list for kropki alone makes no XV rule.
    EXPECT_TRUE(testing::read_kind(xv_kind(), json::parse(R"({"negative": ["ratio", "difference"]})"), geometry).empty());
}

TEST(Xv, ThePuzzleReaderTakesTheKeysAndCountsAgreeWithBruteForce) {
    // Killer cages and XV together (a combination), on 4x4, through the puzzle reader.
    // Every V of one 4x4 grid with the negative constraint (no X fits 4x4), and a cage read off
    // it too, so the puzzle has that grid among its solutions.
    const Geometry geometry(4);
    const Grid& base = testing::every_four_by_four_grid()[100];
    json object = {{"givens", "................"}, {"negative", {"xv"}}};
    object["cages"] = json::array({{{"cells", {"r1c1", "r1c2"}}, {"sum", base.at(0) + base.at(1)}}});
    for (Cell a = 0; a < 16; ++a) {
        for (const Cell b : {a + 1, a + 4}) {
            if (b >= 16 || (b == a + 1 && a % 4 == 3)) continue;
            if (base.at(a) + base.at(b) == 5) object["xv"].push_back({{"cells", {geometry.cell_name(a), geometry.cell_name(b)}}, {"value", "V"}});
        }
    }
    const std::string text = object.dump();
    const PuzzleRecord record = parse_puzzle(text);
    int expected = 0;
    for (const Grid& grid : testing::every_four_by_four_grid()) expected += record.puzzle.is_solution(grid) ? 1 : 0;
    const XvReference reference(json::parse(text), geometry);
    int by_hand = 0;
    for (const Grid& grid : testing::every_four_by_four_grid()) {
        by_hand += reference.holds(grid) && grid.at(0) + grid.at(1) == base.at(0) + base.at(1) ? 1 : 0;
    }
    EXPECT_EQ(expected, by_hand);
    EXPECT_GT(expected, 0);
    EXPECT_EQ(count_solutions(record.puzzle, 1000).count, expected);
    EXPECT_EQ(count_by_sat(record.puzzle, 1000).count, expected);
    const PuzzleRecord again = parse_puzzle(write_json(record).dump());
    EXPECT_EQ(count_solutions(again.puzzle, 1000).count, expected);
}

TEST(Xv, DecorationHoldsOnItsGridAndRepeatsWithTheSeed) {
    const Geometry geometry(9);
    const Grid solution = testing::random_classic_grids(geometry, 1, 99).front();
    const auto decorate = [&](std::uint64_t seed, int marks) {
        Rng rng(seed);
        VariantRecipe recipe;
        recipe.marks = marks;
        RuleList rules = classic_rules(geometry);
        Decoration decoration{geometry, &solution, rng, recipe, rules};
        xv_kind().decorate(decoration);
        EXPECT_EQ(rules.size(), 4u);
        EXPECT_TRUE(rules.back()->satisfied(solution));
        json written = json::object();
        rules.back()->write_json(written, geometry);
        return written;
    };
    const json every = decorate(3, 0);
    EXPECT_EQ(every, decorate(3, 0));
    EXPECT_EQ(every["negative"], json::parse(R"(["xv"])"));
    const json some = decorate(3, 5);
    EXPECT_FALSE(some.contains("negative"));
    EXPECT_EQ(some.value("xv", json::array()).size(), 5u);
}

TEST(Xv, TheSketchHasEveryLetter) {
    const PuzzleRecord record = parse_puzzle(R"({"givens": "................", "xv": [{"cells": ["r1c1", "r1c2"], "value": "v"}, {"cells": ["r2c1", "r3c1"], "value": "X"}], "negative": ["xv"]})");
    const Sketch sketch = sketch_puzzle(record.puzzle);
    ASSERT_EQ(sketch.edges().size(), 2u);
    EXPECT_EQ(sketch.edges()[0].style, EdgeStyle::letter);
    EXPECT_EQ(sketch.edges()[0].text, "V");
    EXPECT_EQ(sketch.edges()[1].text, "X");
    const auto legend = std::find_if(sketch.legends().begin(), sketch.legends().end(), [](const SketchLegend& line) { return line.key == "xv"; });
    ASSERT_NE(legend, sketch.legends().end());
    EXPECT_NE(legend->text.find("every X and V is given"), std::string::npos) << legend->text;
}

TEST(Xv, StepsNameTheMarkAndTheCells) {
    const PuzzleRecord record = parse_puzzle(R"({"givens": "1...............", "xv": [{"cells": ["r1c1", "r1c2"], "value": "V"}]})");
    const LogicState state(record.puzzle);
    std::optional<Step> step;
    for (const RulePtr& rule : record.puzzle.rules()) {
        if (!step) step = rule->find_step(TechniqueId::xv_pair, state);
    }
    ASSERT_TRUE(step.has_value());
    EXPECT_EQ(step->text, "XV sums: the V between r1c1 and r1c2 makes them add up to 5; r1c1 is 1, so r1c2 is 4: 2 and 3 are removed from r1c2.");
}

TEST(Xv, StepsSayWhichDigitsHaveNoPartnerAtAll) {
    const PuzzleRecord record = parse_puzzle(R"({"givens": ")" + std::string(81, '.') + R"(", "xv": [{"cells": ["r1c1", "r1c2"], "value": "V"}]})");
    const LogicState state(record.puzzle);
    std::optional<Step> step;
    for (const RulePtr& rule : record.puzzle.rules()) {
        if (!step) step = rule->find_step(TechniqueId::xv_pair, state);
    }
    ASSERT_TRUE(step.has_value());
    EXPECT_EQ(step->text, "XV sums: the V between r1c1 and r1c2 makes them add up to 5; no digit pairs with 5-9 there: 5, 6, 7, 8 and 9 are removed from r1c1 and r1c2.");
}

TEST(Xv, GeneratedPuzzlesAreUniqueAndTheLogicSolverNeverRemovesTheSolution) {
    for (const char* variant : {"xv", "killer,xv"}) {
        GenerateOptions options;
        options.seed = 5;
        options.variant.steps = parse_variant_list(variant);
        const Generated first = generate(options);
        EXPECT_TRUE(first.puzzle.is_solution(first.solution)) << variant;
        EXPECT_EQ(count_solutions(first.puzzle, 2).count, 1) << variant;
        const Generated again = generate(options);
        EXPECT_EQ(again.puzzle.givens(), first.puzzle.givens()) << variant;
        EXPECT_EQ(write_json(PuzzleRecord{1, again.puzzle, {}}), write_json(PuzzleRecord{1, first.puzzle, {}})) << variant;
        LogicOptions logic;
        logic.known_solution = &first.solution;
        EXPECT_NO_THROW((void)solve_logically(first.puzzle, logic)) << variant;
    }
}

}  // namespace
}  // namespace xv_test
}  // namespace gridforge
