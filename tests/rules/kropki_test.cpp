// Kropki dots (src/rules/kropki.cpp) against brute force on 4x4 and 6x6 boards: `satisfied`,
// `conflict` and `allowed` agree with a predicate written here from the rules; `prune` never
// removes a digit of a satisfying grid and leaves every edge arc consistent; the CNF has exactly
// one model per satisfying grid; JSON round-trips and bad JSON is named; the generator's
// decoration holds on its grid; and kropki combines with killer cages.
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

const RuleKind& kropki_kind();

namespace kropki_test {
namespace {

using nlohmann::json;
using testing::pick;

/// The rules of kropki as the docs state them, read straight off the JSON object.
struct KropkiReference {
    struct Dot {
        Cell a;
        Cell b;
        bool black;
        int value;
    };
    std::vector<Dot> dots;
    bool negative_white = false;
    bool negative_black = false;
    Geometry geometry;

    KropkiReference(const json& puzzle, const Geometry& board) : geometry(board) {
        for (const char* key : {"difference", "ratio"}) {
            if (!puzzle.contains(key)) continue;
            for (const json& item : puzzle[key]) {
                const bool black = std::string(key) == "ratio";
                int value = black ? 2 : 1;
                if (item.contains("value")) value = item["value"].is_string() ? std::stoi(item["value"].get<std::string>()) : item["value"].get<int>();
                dots.push_back({*geometry.parse_cell_name(item["cells"][0].get<std::string>()),
                                *geometry.parse_cell_name(item["cells"][1].get<std::string>()), black, value});
            }
        }
        if (puzzle.contains("negative")) {
            for (const json& word : puzzle["negative"]) {
                negative_white = negative_white || word == "difference";
                negative_black = negative_black || word == "ratio";
            }
        }
    }

    /// Whether the edge a-b (neighbours) keeps the rules on `grid`.
    [[nodiscard]] bool edge_ok(const Grid& grid, Cell a, Cell b) const {
        const int x = grid.at(a);
        const int y = grid.at(b);
        bool marked = false;
        for (const Dot& dot : dots) {
            if (!((dot.a == a && dot.b == b) || (dot.a == b && dot.b == a))) continue;
            marked = true;
            const bool holds = dot.black ? (x == dot.value * y || y == dot.value * x) : std::abs(x - y) == dot.value;
            if (!holds) return false;
        }
        if (marked) return true;
        if (negative_white && std::abs(x - y) == 1) return false;
        if (negative_black && (x == 2 * y || y == 2 * x)) return false;
        return true;
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

/// A random kropki puzzle object on `geometry`: dots read off `base` (so it satisfies them) or
/// drawn at random, sometimes with other values, and a random negative list.
json random_kropki(const Geometry& geometry, const Grid& base, Rng& rng) {
    json puzzle = json::object();
    const bool from_base = pick(rng, 3) != 0;
    const int size = geometry.size();
    for (Cell a = 0; a < geometry.cell_count(); ++a) {
        for (const Cell b : {a + 1, a + size}) {
            if (b >= geometry.cell_count() || (b == a + 1 && geometry.column_of(a) == size - 1)) continue;
            const int x = base.at(a);
            const int y = base.at(b);
            bool black = false;
            int value = 0;
            if (from_base) {
                if (std::abs(x - y) == 1 && pick(rng, 2) == 0) value = 1;
                else if ((x == 2 * y || y == 2 * x) && pick(rng, 2) == 0) { black = true; value = 2; }
                else if (pick(rng, 12) == 0) value = std::abs(x - y);  // a white dot of another difference
            } else if (pick(rng, 4) == 0) {
                black = pick(rng, 2) == 0;
                value = black ? 2 + pick(rng, 2) : 1 + pick(rng, 2);
            }
            if (value == 0) continue;
            json item = {{"cells", {geometry.cell_name(a), geometry.cell_name(b)}}};
            if (value != (black ? 2 : 1)) item["value"] = pick(rng, 2) == 0 ? json(value) : json(std::to_string(value));
            puzzle[black ? "ratio" : "difference"].push_back(item);
        }
    }
    json negative = json::array();
    if (pick(rng, 2) == 0) negative.push_back("difference");
    if (pick(rng, 2) == 0) negative.push_back("ratio");
    if (pick(rng, 4) == 0) negative.push_back("xv");
    if (!negative.empty()) puzzle["negative"] = negative;
    if (puzzle.empty()) puzzle["difference"] = json::array({{{"cells", {"r1c1", "r1c2"}}}});
    return puzzle;
}

TEST(Kropki, SatisfiedConflictAndAllowedAgreeWithTheRulesOnEveryFourByFourGrid) {
    testing::check_edge_rule_against_reference<KropkiReference>(kropki_kind(), random_kropki, Geometry(4), testing::every_four_by_four_grid(), 11);
}

TEST(Kropki, SatisfiedConflictAndAllowedAgreeWithTheRulesOnSixBySixGrids) {
    testing::check_edge_rule_against_reference<KropkiReference>(kropki_kind(), random_kropki, Geometry(6), testing::random_classic_grids(Geometry(6), 60, 5),
                                                           12);
}

TEST(Kropki, PruneKeepsEverySatisfyingGridAndLeavesEveryEdgeArcConsistent) {
    testing::check_edge_rule_prune<KropkiReference>(kropki_kind(), random_kropki, Geometry(4), testing::every_four_by_four_grid(), 21);
    testing::check_edge_rule_prune<KropkiReference>(kropki_kind(), random_kropki, Geometry(6), testing::random_classic_grids(Geometry(6), 60, 6), 22);
}

TEST(Kropki, TheCnfHasExactlyOneModelPerSatisfyingGrid) {
    testing::check_edge_rule_cnf<KropkiReference>(kropki_kind(), random_kropki);
}

TEST(Kropki, JsonRoundTripsWithNumbersForValues) {
    const Geometry geometry(6);
    testing::check_edge_rule_round_trip<KropkiReference>(kropki_kind(), random_kropki, [](const json& written) {
        for (const char* key : {"difference", "ratio"}) {
            if (!written.contains(key)) continue;
            for (const json& item : written[key]) {
                if (item.contains("value")) {
                    EXPECT_TRUE(item["value"].is_number_integer()) << written.dump();
                }
            }
        }
    });
    // A string value as f-puzzles writes it reads as that number.
    const json fpuzzles = json::parse(R"({"ratio": [{"cells": ["R1C1", "r2c1"], "value": "3"}], "difference": [{"cells": ["r1c2", "r1c3"], "value": ""}]})");
    json written = json::object();
    testing::read_kind(kropki_kind(), fpuzzles, geometry).front()->write_json(written, geometry);
    EXPECT_EQ(written, json::parse(R"({"ratio": [{"cells": ["r1c1", "r2c1"], "value": 3}], "difference": [{"cells": ["r1c2", "r1c3"]}]})"));
}

TEST(Kropki, BadJsonNamesTheKeyTheItemAndTheCell) {
    const Geometry geometry(9);
    const auto error = [&](const char* text) { return testing::read_error(kropki_kind(), json::parse(text), geometry); };
    EXPECT_EQ(error(R"({"difference": [{"cells": ["r1c1", "r1c3"]}]})"),
              "line 1: JSON key 'difference': difference 1: r1c1 and r1c3 are not orthogonal neighbours");
    EXPECT_EQ(error(R"({"ratio": [{"cells": ["r1c1", "r2c1"]}, {"cells": ["r1c1"]}]})"), "line 1: JSON key 'ratio': ratio 2: expected 2 cells, found 1");
    EXPECT_EQ(error(R"({"ratio": [{"cells": ["r1c1", "r10c1"]}]})"), "line 1: JSON key 'ratio': ratio 1: r10c1 is outside the 9x9 board");
    EXPECT_EQ(error(R"({"ratio": [{"cells": ["r1c1", "r2c1"], "value": "two"}]})"),
              "line 1: JSON key 'ratio': ratio 1: 'value' \"two\" is not a whole number");
    EXPECT_EQ(error(R"({"ratio": [{"cells": ["r1c1", "r2c1"], "value": 1}]})"), "line 1: JSON key 'ratio': ratio 1: 'value' 1 is outside 2..9");
    EXPECT_EQ(error(R"({"difference": [{"cells": ["r1c1", "r2c1"], "value": "9"}]})"),
              "line 1: JSON key 'difference': difference 1: 'value' 9 is outside 1..8");
    EXPECT_EQ(error(R"({"difference": [{"cells": ["r1c1", "r2c1"]}], "ratio": [{"cells": ["r2c1", "r1c1"]}]})"),
              "line 1: JSON key 'ratio': ratio 1: r2c1 and r1c1 already have difference 1");
    EXPECT_EQ(error(R"({"difference": [{"cells": ["r1c1", "r2c1"], "colour": "white"}]})"),
              "line 1: JSON key 'difference': difference 1: unknown key 'colour'");
    EXPECT_EQ(error(R"({"difference": [{"value": 1}]})"), "line 1: JSON key 'difference': difference 1: 'cells' is required");
    EXPECT_EQ(error(R"({"difference": {"cells": ["r1c1", "r2c1"]}})"), "line 1: JSON key 'difference': expected a list of dots");
    EXPECT_EQ(error(R"({"negative": ["ratio", "sum"]})"), "line 1: JSON key 'negative': item 2: 'sum' is not ratio, difference or xv");
    EXPECT_EQ(error(R"({"negative": "ratio"})"), R"(line 1: JSON key 'negative': expected a list of names such as ["ratio", "difference", "xv"])");
    // A negative list for XV alone makes no kropki rule.
    EXPECT_TRUE(testing::read_kind(kropki_kind(), json::parse(R"({"negative": ["xv"]})"), geometry).empty());
}

TEST(Kropki, ThePuzzleReaderTakesTheKeysAndCountsAgreeWithBruteForce) {
    // Killer cages and kropki dots together (a combination), on 4x4, through the puzzle reader.
    // Every dot of one 4x4 grid with the negative constraint, and a cage read off it too, so the
    // puzzle has that grid among its solutions.
    const Geometry geometry(4);
    const Grid& base = testing::every_four_by_four_grid()[100];
    json object = {{"givens", "................"}, {"negative", {"difference", "ratio"}}};
    object["cages"] = json::array({{{"cells", {"r1c1", "r1c2"}}, {"sum", base.at(0) + base.at(1)}}});
    for (Cell a = 0; a < 16; ++a) {
        for (const Cell b : {a + 1, a + 4}) {
            if (b >= 16 || (b == a + 1 && a % 4 == 3)) continue;
            const int x = base.at(a);
            const int y = base.at(b);
            const char* key = x == 2 * y || y == 2 * x ? "ratio" : std::abs(x - y) == 1 ? "difference" : nullptr;
            if (key != nullptr) object[key].push_back({{"cells", {geometry.cell_name(a), geometry.cell_name(b)}}});
        }
    }
    const std::string text = object.dump();
    const PuzzleRecord record = parse_puzzle(text);
    int expected = 0;
    for (const Grid& grid : testing::every_four_by_four_grid()) expected += record.puzzle.is_solution(grid) ? 1 : 0;
    const KropkiReference reference(json::parse(text), geometry);
    int by_hand = 0;
    for (const Grid& grid : testing::every_four_by_four_grid()) {
        by_hand += reference.holds(grid) && grid.at(0) + grid.at(1) == base.at(0) + base.at(1) ? 1 : 0;
    }
    EXPECT_EQ(expected, by_hand);
    EXPECT_GT(expected, 0);
    EXPECT_EQ(count_solutions(record.puzzle, 1000).count, expected);
    EXPECT_EQ(count_by_sat(record.puzzle, 1000).count, expected);
    // Written back, the puzzle reads as the same rules.
    const PuzzleRecord again = parse_puzzle(write_json(record).dump());
    EXPECT_EQ(count_solutions(again.puzzle, 1000).count, expected);
}

TEST(Kropki, DecorationHoldsOnItsGridAndRepeatsWithTheSeed) {
    const Geometry geometry(9);
    const Grid solution = testing::random_classic_grids(geometry, 1, 99).front();
    const auto decorate = [&](std::uint64_t seed, int marks) {
        Rng rng(seed);
        VariantRecipe recipe;
        recipe.marks = marks;
        RuleList rules = classic_rules(geometry);
        Decoration decoration{geometry, &solution, rng, recipe, rules};
        kropki_kind().decorate(decoration);
        EXPECT_EQ(rules.size(), 4u);
        EXPECT_TRUE(rules.back()->satisfied(solution));
        json written = json::object();
        rules.back()->write_json(written, geometry);
        return written;
    };
    const json every = decorate(3, 0);
    EXPECT_EQ(every, decorate(3, 0));
    EXPECT_EQ(every["negative"], json::parse(R"(["difference", "ratio"])"));
    const json some = decorate(3, 5);
    EXPECT_FALSE(some.contains("negative"));
    EXPECT_EQ(some.value("difference", json::array()).size() + some.value("ratio", json::array()).size(), 5u);
}

TEST(Kropki, TheSketchHasEveryDot) {
    const PuzzleRecord record = parse_puzzle(R"({"givens": "................", "difference": [{"cells": ["r1c1", "r1c2"]}, {"cells": ["r2c1", "r2c2"], "value": 2}], "ratio": [{"cells": ["r3c3", "r4c3"]}], "negative": ["ratio"]})");
    const Sketch sketch = sketch_puzzle(record.puzzle);
    ASSERT_EQ(sketch.edges().size(), 3u);
    EXPECT_EQ(sketch.edges()[0].style, EdgeStyle::white_dot);
    EXPECT_EQ(sketch.edges()[0].text, "");
    EXPECT_EQ(sketch.edges()[1].text, "2");
    EXPECT_EQ(sketch.edges()[2].style, EdgeStyle::black_dot);
    EXPECT_EQ(sketch.edges()[2].first, 10);
    EXPECT_EQ(sketch.edges()[2].second, 14);
    const auto legend = std::find_if(sketch.legends().begin(), sketch.legends().end(), [](const SketchLegend& line) { return line.key == "kropki"; });
    ASSERT_NE(legend, sketch.legends().end());
    // A numbered dot is there, so numbers are mentioned; the negative constraint is said as what it
    // means for neighbours without a black dot.
    EXPECT_EQ(legend->text, "a white dot joins consecutive digits (or digits its number apart), a black dot joins a digit "
                            "and its double (or its number times it); neighbours without a black dot are not double");
    const PuzzleRecord plain = parse_puzzle(R"({"givens": "................", "difference": [{"cells": ["r1c1", "r1c2"]}], "negative": ["difference", "ratio"]})");
    const Sketch plain_sketch = sketch_puzzle(plain.puzzle);
    EXPECT_EQ(plain_sketch.legends().front().text, "a white dot joins consecutive digits, a black dot joins a digit and its "
                                                   "double; neighbours without a dot are neither consecutive nor double");
}

TEST(Kropki, StepsNameTheDotAndTheCells) {
    const PuzzleRecord record = parse_puzzle(R"({"givens": "1...............", "difference": [{"cells": ["r1c1", "r1c2"]}]})");
    const LogicState state(record.puzzle);
    std::optional<Step> step;
    for (const RulePtr& rule : record.puzzle.rules()) {
        if (!step) step = rule->find_step(TechniqueId::kropki_pair, state);
    }
    ASSERT_TRUE(step.has_value());
    EXPECT_EQ(step->text,
              "Kropki dots: the white dot between r1c1 and r1c2 joins consecutive digits; r1c1 is 1, so r1c2 is 2: 3 and 4 are removed from r1c2.");
}

TEST(Kropki, GeneratedPuzzlesAreUniqueAndTheLogicSolverNeverRemovesTheSolution) {
    for (const char* variant : {"kropki", "killer,kropki"}) {
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
}  // namespace kropki_test
}  // namespace gridforge
