// The four original variant rules as one-file rules: their drawing (Rule::draw into a Sketch),
// their JSON (read by their RuleKind, written by Rule::write_json, round trip), their clauses
// (Rule::encode_cnf, counted against brute force), and the registry that lists every kind.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "gridforge/cnf.hpp"
#include "gridforge/format.hpp"
#include "gridforge/sketch.hpp"
#include "gridforge/variants.hpp"
#include "rules/rule_kind.hpp"
#include "solve/sat.hpp"
#include "support/variant_rules.hpp"

namespace gridforge {
namespace core_kinds_test {
namespace {

using nlohmann::json;

const RuleKind& kind_with_key(std::string_view key) {
    for (const RuleKind* kind : rule_kinds()) {
        if (std::find(kind->json_keys.begin(), kind->json_keys.end(), key) != kind->json_keys.end()) return *kind;
    }
    throw std::logic_error("no kind reads " + std::string(key));
}

// ---- the registry -----------------------------------------------------------------------------

TEST(RuleRegistry, EveryKindIsWhole) {
    std::set<std::string_view> recipes;
    std::set<std::string_view> names;
    for (const RuleKind* kind : rule_kinds()) {
        EXPECT_FALSE(kind->name.empty());
        EXPECT_TRUE(names.insert(kind->name).second) << "two kinds named " << kind->name;
        EXPECT_FALSE(kind->json_keys.empty()) << kind->name;
        EXPECT_NE(kind->read_json, nullptr) << kind->name;
        if (kind->recipe.empty()) continue;
        EXPECT_TRUE(recipes.insert(kind->recipe).second) << "two kinds lay recipe " << kind->recipe;
        EXPECT_NE(kind->decorate, nullptr) << kind->name;
        EXPECT_EQ(find_recipe(kind->recipe), kind);
    }
    EXPECT_EQ(find_recipe("no such recipe"), nullptr);
    EXPECT_EQ(find_recipe(""), nullptr);
}

TEST(RuleRegistry, TheOriginalFourAreListedRegionsFirst) {
    ASSERT_GE(rule_kinds().size(), 4u);
    EXPECT_EQ(rule_kinds().front(), &kind_with_key("regions"));  // they replace the boxes before any other kind reads
    EXPECT_EQ(find_recipe("jigsaw"), &kind_with_key("regions"));
    EXPECT_EQ(find_recipe("x"), &kind_with_key("diagonals"));
    EXPECT_EQ(find_recipe("killer"), &kind_with_key("cages"));
    EXPECT_EQ(find_recipe("thermo"), &kind_with_key("thermos"));
    EXPECT_EQ(find_recipe("jigsaw")->phase, RecipePhase::layout);
    EXPECT_EQ(find_recipe("x")->phase, RecipePhase::layout);
    EXPECT_EQ(find_recipe("killer")->phase, RecipePhase::decoration);
    EXPECT_EQ(find_recipe("thermo")->phase, RecipePhase::decoration);
}

TEST(RuleRegistry, JsonKeysBelongToOneKindExceptTheSharedNegative) {
    std::set<std::string_view> keys;
    for (const RuleKind* kind : rule_kinds()) {
        for (std::string_view key : kind->json_keys) {
            // "negative" lists the negative constraints; kropki and XV each read their own words.
            if (key == "negative") continue;
            EXPECT_TRUE(keys.insert(key).second) << "two kinds read '" << key << "'";
        }
    }
}

// ---- drawing ----------------------------------------------------------------------------------

TEST(CoreRuleDrawing, BoxesAreUnlabelledRegionsWithoutALegend) {
    const Geometry geometry(4);
    const Puzzle puzzle(geometry, Grid(4), classic_rules(geometry));
    const Sketch sketch = sketch_puzzle(puzzle);
    ASSERT_EQ(sketch.regions().size(), 4u);
    EXPECT_EQ(sketch.regions()[1].cells, (std::vector<Cell>{2, 3, 6, 7}));
    EXPECT_TRUE(sketch.regions()[1].label.empty());
    EXPECT_TRUE(sketch.legends().empty());
    EXPECT_TRUE(sketch.cages().empty() && sketch.paths().empty() && sketch.lines().empty());
}

TEST(CoreRuleDrawing, JigsawRegionsCarryTheNamesStepsUse) {
    const Geometry geometry(4);
    const Sketch sketch = sketch_puzzle(Puzzle(geometry, Grid(4), jigsaw_rules(geometry, "1122132213443344")));
    ASSERT_EQ(sketch.regions().size(), 4u);  // the boxes gave way: only the regions
    EXPECT_EQ(sketch.regions()[0].label, "#1");
    EXPECT_EQ(sketch.regions()[0].cells, (std::vector<Cell>{0, 1, 4, 8}));
    EXPECT_EQ(sketch.regions()[2].label, "#3");
    ASSERT_EQ(sketch.legends().size(), 1u);
    EXPECT_EQ(sketch.legends()[0].key, "regions");
}

TEST(CoreRuleDrawing, DiagonalsAreLinesCornerToCorner) {
    const Geometry geometry(6);
    Sketch sketch(geometry);
    Diagonals(geometry, DiagonalKind::both).draw(sketch);
    ASSERT_EQ(sketch.lines().size(), 2u);
    EXPECT_EQ(sketch.lines()[0].from_row, 0.0);
    EXPECT_EQ(sketch.lines()[0].to_row, 6.0);
    EXPECT_EQ(sketch.lines()[0].to_column, 6.0);
    EXPECT_EQ(sketch.lines()[1].from_column, 6.0);
    EXPECT_EQ(sketch.lines()[1].to_column, 0.0);
    ASSERT_EQ(sketch.legends().size(), 1u);
    EXPECT_EQ(sketch.legends()[0].key, "diagonals (both)");
    Sketch anti(geometry);
    Diagonals(geometry, DiagonalKind::anti).draw(anti);
    ASSERT_EQ(anti.lines().size(), 1u);
    EXPECT_EQ(anti.lines()[0].from_column, 6.0);
}

TEST(CoreRuleDrawing, CagesAndThermometersShareALegendLineAndCountIt) {
    const Geometry geometry(4);
    Sketch sketch(geometry);
    KillerCage(geometry, {1, 0}, 3).draw(sketch);
    KillerCage(geometry, {2, 3}, std::nullopt).draw(sketch);
    Thermometer(geometry, {4, 9, 14}).draw(sketch);
    Thermometer(geometry, {15, 11}).draw(sketch);
    ASSERT_EQ(sketch.cages().size(), 2u);
    EXPECT_EQ(sketch.cages()[0].label, "3");
    EXPECT_EQ(sketch.cages()[0].cells, (std::vector<Cell>{1, 0}));
    EXPECT_EQ(sketch.cages()[1].label, "");
    ASSERT_EQ(sketch.paths().size(), 2u);
    EXPECT_EQ(sketch.paths()[0].style, PathStyle::thermometer);
    EXPECT_EQ(sketch.paths()[0].cells, (std::vector<Cell>{4, 9, 14}));  // bulb first
    EXPECT_EQ(sketch.paths()[0].group, 0);
    EXPECT_EQ(sketch.paths()[1].group, 1);
    ASSERT_EQ(sketch.legends().size(), 2u);
    EXPECT_EQ(sketch.legends()[0].key, "cages");
    EXPECT_EQ(sketch.legends()[0].count, 2);
    EXPECT_EQ(sketch.legends()[1].key, "thermometers");
    EXPECT_EQ(sketch.legends()[1].count, 2);
}

// ---- JSON -------------------------------------------------------------------------------------

/// Reads the rule keys of `object` the way the JSON form does: classic rules, then every kind
/// whose keys are present, in registry order.
RuleList read_rules(const json& object, const Geometry& geometry) {
    RuleList rules = classic_rules(geometry);
    for (const RuleKind* kind : rule_kinds()) {
        const bool present = std::any_of(kind->json_keys.begin(), kind->json_keys.end(),
                                         [&](std::string_view key) { return object.contains(std::string(key)); });
        if (present) kind->read_json(object, geometry, 7, rules);
    }
    return rules;
}

json write_rules(const RuleList& rules, const Geometry& geometry) {
    json object = json::object();
    for (const RulePtr& rule : rules) rule->write_json(object, geometry);
    return object;
}

TEST(CoreRuleJson, ReadWriteReadRoundTrips) {
    const Geometry geometry(4);
    const json object = json::parse(R"({
        "regions": "1122132213443344", "diagonals": "anti",
        "cages": [{"cells": ["r1c1", "r1c2"], "sum": 3}, {"cells": ["r3c3", "r4c4"]}],
        "thermos": [["r2c2", "r3c3"], ["r4c1", "r3c1", "r2c1"]]})");
    const RuleList rules = read_rules(object, geometry);
    ASSERT_EQ(rules.size(), 8u);
    EXPECT_EQ(rules[2]->name(), "regions");  // in the place of the boxes
    const json written = write_rules(rules, geometry);
    EXPECT_EQ(written, object);
    EXPECT_EQ(write_rules(read_rules(written, geometry), geometry), object);
}

TEST(CoreRuleJson, TwoDiagonalRulesWriteBoth) {
    const Geometry geometry(4);
    const RuleList rules{std::make_shared<Diagonals>(geometry, DiagonalKind::main),
                         std::make_shared<Diagonals>(geometry, DiagonalKind::anti)};
    EXPECT_EQ(write_rules(rules, geometry), json::parse(R"({"diagonals": "both"})"));
    const RuleList same{std::make_shared<Diagonals>(geometry, DiagonalKind::main),
                        std::make_shared<Diagonals>(geometry, DiagonalKind::main)};
    EXPECT_EQ(write_rules(same, geometry), json::parse(R"({"diagonals": "main"})"));
}

std::string read_error(const std::string& text) {
    try {
        (void)read_rules(json::parse(text), Geometry(4));
    } catch (const InputError& error) {
        return error.what();
    }
    return "no error";
}

TEST(CoreRuleJson, BadJsonNamesKeyItemAndCell) {
    EXPECT_NE(read_error(R"({"cages": [{"cells": ["r1c1", "r5c1"], "sum": 3}]})")
                  .find("JSON key 'cages': cage 1: r5c1 is outside the 4x4 board"),
              std::string::npos);
    EXPECT_NE(read_error(R"({"cages": [{"cells": ["r1c1"], "sum": 3, "colour": 1}]})").find("cage 1: unknown key 'colour'"),
              std::string::npos);
    EXPECT_NE(read_error(R"({"cages": [{"cells": ["r1c1", "r1c2"]}, {"cells": ["r1c2"]}]})")
                  .find("r1c2 is in cage at r1c1 and in cage at r1c2"),
              std::string::npos);
    EXPECT_NE(read_error(R"({"thermos": [["r1c1", "r3c1"]]})")
                  .find("JSON key 'thermos': thermometer at r1c1: r1c1 and r3c1 are not neighbours"),
              std::string::npos);
    EXPECT_NE(read_error(R"({"thermos": [["x1"]]})").find("thermometer 1: 'x1' is not a cell name"), std::string::npos);
    EXPECT_NE(read_error(R"({"diagonals": "up"})").find("JSON key 'diagonals': expected \"main\", \"anti\" or \"both\""),
              std::string::npos);
    EXPECT_NE(read_error(R"({"regions": "11"})").find("JSON key 'regions': 2 characters, expected 16"), std::string::npos);
    EXPECT_NE(read_error(R"({"cages": [{"cells": ["r1c1"], "sum": 7}]})").find("cage at r1c1: 1 cell cannot sum to 7"),
              std::string::npos);
}

TEST(CoreRuleJson, HouseRulesOtherThanTheClassicOnesHaveNoJsonForm) {
    const Geometry geometry(4);
    const HouseRule extra("windows", {House{HouseKind::extra, "window 1", {0, 1, 4, 5}}});
    json object = json::object();
    EXPECT_THROW(extra.write_json(object, geometry), std::invalid_argument);
    for (const RulePtr& rule : classic_rules(geometry)) rule->write_json(object, geometry);
    EXPECT_EQ(object, json::object());
}

// ---- CNF --------------------------------------------------------------------------------------

TEST(CoreRuleCnf, ModelsAreTheGridsThatSatisfyTheRules) {
    // Random cages with sums and thermometers laid over random 4x4 grids: the SAT count of the
    // empty puzzle equals the brute-force count, for each rule list.
    Rng rng(15);
    const Geometry geometry(4);
    for (int round = 0; round < 12; ++round) {
        const Grid solution = testing::BruteForce(Puzzle::classic(Grid(4)), &rng).solutions(1).front();
        RuleList rules = classic_rules(geometry);
        const int first = testing::pick(rng, 15);
        const Cell second = first % 4 == 3 ? first + 4 : first + 1;
        const auto cage = std::vector<Cell>{first, second};
        rules.push_back(std::make_shared<KillerCage>(geometry, cage, solution.at(cage[0]) + solution.at(cage[1])));
        if (round % 2 == 0) {
            // A 2-cell thermometer rising where the solution rises, elsewhere on the board.
            for (Cell cell = 0; cell + 4 < 16; ++cell) {
                if (cell == first || cell == second || cell + 4 == first || cell + 4 == second) continue;
                const bool rises = solution.at(cell) < solution.at(cell + 4);
                rules.push_back(std::make_shared<Thermometer>(geometry, rises ? std::vector<Cell>{cell, cell + 4}
                                                                              : std::vector<Cell>{cell + 4, cell}));
                break;
            }
        }
        const Puzzle puzzle(geometry, Grid(4), rules);
        const auto expected = testing::BruteForce(puzzle).solutions(1000).size();
        ASSERT_GT(expected, 0u);
        EXPECT_EQ(count_by_sat(puzzle, 1000).count, static_cast<std::int64_t>(expected)) << "round " << round;
    }
}

TEST(CoreRuleCnf, AuxiliaryVariablesFollowTheCellVariables) {
    const Geometry geometry(4);
    Cnf cnf;
    cnf.variables = 64;
    KillerCage(geometry, {0, 1}, 5).encode_cnf(cnf, geometry);  // {1,4} and {2,3}
    EXPECT_EQ(cnf.variables, 66);
    Thermometer(geometry, {0, 1}).encode_cnf(cnf, geometry);
    EXPECT_EQ(cnf.variables, 66);  // thermometers need none
    Cnf none;
    Diagonals(geometry, DiagonalKind::main).encode_cnf(none, geometry);  // houses only: encoded with the houses
    EXPECT_TRUE(none.clauses.empty());
}

}  // namespace
}  // namespace core_kinds_test
}  // namespace gridforge
