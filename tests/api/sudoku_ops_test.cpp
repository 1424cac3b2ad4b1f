// version, parse, solve, count, rate and explain through api::handle.

#include <gtest/gtest.h>

#include "api/api_test_support.hpp"
#include "support/known_puzzles.hpp"

namespace gridforge::testing {
namespace sudoku_ops_test {
namespace {

TEST(ApiVersion, NamesTheEngineAndItsVersion) {
    const nlohmann::json answer = call({{"op", "version"}});
    EXPECT_EQ(answer, nlohmann::json({{"engine", "gridforge"}, {"version", std::string(api::kVersion)}}));
}


TEST(ApiDigits, APuzzleTextInHexIsReadWhenTheRequestSaysSo) {
    const std::string hex = "0123456789ABCDEF";
    const std::string letters = "123456789ABCDEFG";
    const nlohmann::json solved = call({{"op", "solve"}, {"puzzle", sixteen_line(hex, false)}, {"digits", "hex"}});
    // The answer is the JSON form, whose strings are always letters.
    EXPECT_EQ(solved.value("solution", ""), sixteen_line(letters, true)) << solved.dump();
    expect_error(call({{"op", "solve"}, {"puzzle", sixteen_line(hex, false)}}), "input", "puzzle",
                 "a 16x16 board with '0' and no 'G' may be written in hex");
    expect_error(call({{"op", "solve"}, {"puzzle", sixteen_line(hex, false)}, {"digits", "octal"}}), "usage", "digits",
                 "'octal' is not a digit style (letters, hex)");
    EXPECT_EQ(call({{"op", "parse"}, {"puzzle", sixteen_line(letters, false)}, {"digits", "letters"}})["puzzle"]["givens"],
              sixteen_line(letters, false));
}

TEST(ApiParse, WritesTheLineFormBackAsTheJsonFormWithItsRules) {
    const nlohmann::json answer = call({{"op", "parse"}, {"puzzle", std::string(kEasy) + " a comment"}});
    EXPECT_EQ(answer["family"], "sudoku");
    EXPECT_EQ(answer["rules"], nlohmann::json({"classic"}));
    EXPECT_EQ(answer["puzzle"]["givens"], kEasy);
    EXPECT_EQ(answer["puzzle"]["x-comment"], "a comment");
}

TEST(ApiParse, NamesTheVariantRulesOfAJsonPuzzle) {
    const nlohmann::json killer_x = call({{"op", "generate"}, {"variant", "killer,x"}, {"seed", 4}});
    ASSERT_FALSE(killer_x.contains("error")) << killer_x.dump();
    const nlohmann::json answer = call({{"op", "parse"}, {"puzzle", killer_x}});
    EXPECT_EQ(answer["rules"], nlohmann::json({"classic", "x", "killer"}));
    EXPECT_EQ(answer["puzzle"]["cages"], killer_x["cages"]);
    // The same puzzle as JSON text reads the same.
    EXPECT_EQ(call({{"op", "parse"}, {"puzzle", killer_x.dump()}}), answer);
}

TEST(ApiParse, NamesEveryRuleByItsRecipeAndAKeyTwoKindsShareByTheKindItMakes) {
    const std::string empty(81, '.');
    const auto rules = [](const nlohmann::json& puzzle) { return call({{"op", "parse"}, {"puzzle", puzzle}})["rules"]; };
    EXPECT_EQ(rules({{"givens", empty}, {"regions", "111222333111222333111222333444555666444555666444555666777888999777888999777888999"},
                     {"antiknight", true}}),
              nlohmann::json({"jigsaw", "anti-knight"}));
    EXPECT_EQ(rules({{"givens", empty}, {"difference", nlohmann::json::parse(R"([{"cells": ["r1c1", "r1c2"]}])")},
                     {"nonconsecutive", true}, {"odd", nlohmann::json::parse(R"([{"cell": "r9c9"}])")}}),
              nlohmann::json({"classic", "kropki", "non-consecutive", "even-odd"}));
    // "negative" is a key of both kropki and XV: with only X and V it names XV alone.
    EXPECT_EQ(rules({{"givens", empty}, {"xv", nlohmann::json::parse(R"([{"cells": ["r1c1", "r1c2"], "value": "X"}])")},
                     {"negative", nlohmann::json::parse(R"(["xv"])")}}),
              nlohmann::json({"classic", "xv"}));
    // The board answer carries the same list.
    const nlohmann::json board = call({{"op", "board"}, {"puzzle", {{"givens", empty}, {"antiking", true}, {"diagonals", "both"}}}});
    EXPECT_EQ(board["board"]["rules"], nlohmann::json({"classic", "x", "anti-king"}));
}

TEST(ApiSolve, GivesTheKnownSolutionWithItsCounters) {
    const nlohmann::json answer = call({{"op", "solve"}, {"puzzle", kEasy}});
    EXPECT_EQ(answer["solution"], kEasySolution);
    EXPECT_EQ(answer["x-solve"]["outcome"], "unique");
    EXPECT_EQ(answer["x-solve"]["count"], 1);
    EXPECT_EQ(answer["x-solve"]["strategy"], "triad");
    EXPECT_EQ(answer["x-solve"]["line"], 1);
}

TEST(ApiSolve, EveryStrategyFindsTheSameSolution) {
    for (const char* strategy : {"triad", "bitboard", "planes", "dlx", "propagation", "mrv", "sat"}) {
        const nlohmann::json answer = call({{"op", "solve"}, {"puzzle", kTop95First}, {"strategy", strategy}});
        EXPECT_EQ(answer["solution"], kTop95FirstSolution) << strategy;
        EXPECT_EQ(answer["x-solve"]["strategy"], strategy);
    }
}

TEST(ApiSolve, ReportsSeveralAndNoSolutionsAsOutcomesNotErrors) {
    const nlohmann::json several = call({{"op", "solve"}, {"puzzle", std::string(81, '.')}});
    EXPECT_EQ(several["x-solve"]["outcome"], "several_solutions");
    EXPECT_FALSE(several.contains("solution"));
    // r1c1..r1c8 hold 1..8 and r2c9 holds 9: r1c9 has no digit left.
    const nlohmann::json none = call({{"op", "solve"}, {"puzzle", "12345678.........9" + std::string(63, '.')}});
    EXPECT_EQ(none["x-solve"]["outcome"], "no_solution");
    EXPECT_EQ(none["x-solve"]["count"], 0);
}

TEST(ApiCount, CountsEveryFourByFourGrid) {
    // 288 full 4x4 grids: the empty board counted with a limit above that.
    const nlohmann::json answer = call({{"op", "count"}, {"puzzle", std::string(16, '.')}, {"limit", 1000}});
    EXPECT_EQ(answer["x-count"]["count"], 288);
    EXPECT_EQ(answer["x-count"]["limit"], 1000);
    EXPECT_EQ(answer["x-count"]["limit_reached"], false);
    const nlohmann::json capped = call({{"op", "count"}, {"puzzle", std::string(16, '.')}, {"limit", 10}});
    EXPECT_EQ(capped["x-count"]["count"], 10);
    EXPECT_EQ(capped["x-count"]["limit_reached"], true);
}

TEST(ApiRate, GivesAllThreeRatingsOfTop95First) {
    const nlohmann::json answer = call({{"op", "rate"}, {"puzzle", kTop95First}});
    EXPECT_EQ(answer["level"], "evil");
    const nlohmann::json& rating = answer["rating"];
    EXPECT_EQ(rating["search"]["nodes"], 100);
    EXPECT_EQ(rating["search"]["deductions"], 377);
    EXPECT_EQ(rating["technique"]["hardest"], "locked_pointing");
    EXPECT_EQ(rating["technique"]["score"], 1016);
    EXPECT_EQ(rating["technique"]["level"], "hard");
    EXPECT_EQ(rating["mcm"]["singles"], 58);
    EXPECT_EQ(rating["mcm"]["band"], "crazy");
    EXPECT_EQ(answer["solution"], kTop95FirstSolution);
}

TEST(ApiRate, AStaleRatingInTheInputIsReplaced) {
    nlohmann::json puzzle = call({{"op", "parse"}, {"puzzle", kEasy}})["puzzle"];
    puzzle["level"] = "evil";
    const nlohmann::json answer = call({{"op", "rate"}, {"puzzle", puzzle}});
    EXPECT_EQ(answer["level"], "easy");
}

TEST(ApiExplain, GivesTheWholeLogicalPath) {
    const nlohmann::json answer = call({{"op", "explain"}, {"puzzle", kTop95First}});
    const nlohmann::json& steps = answer["x-explain"]["steps"];
    ASSERT_EQ(steps.size(), 71u);
    EXPECT_EQ(steps[0]["text"], "Hidden single: in box 4 the digit 4 fits only in r6c2.");
    EXPECT_EQ(steps[0]["placements"], nlohmann::json::parse(R"([{"cell": "r6c2", "digit": 4}])"));
    EXPECT_EQ(answer["x-explain"]["rating"]["hardest"], "locked_pointing");
    const nlohmann::json several = call({{"op", "explain"}, {"puzzle", std::string(81, '.')}});
    EXPECT_EQ(several["x-explain"], nlohmann::json({{"outcome", "several_solutions"}}));
}

}  // namespace
}  // namespace sudoku_ops_test
}  // namespace gridforge::testing
