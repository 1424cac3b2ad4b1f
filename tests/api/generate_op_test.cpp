// generate: Sudoku (classic and variant recipes) and deduction grids, reproducible from a seed.

#include <gtest/gtest.h>

#include "api/api_test_support.hpp"

namespace gridforge::testing {
namespace generate_op_test {
namespace {

TEST(ApiGenerate, TheSameSeedGivesTheSamePuzzle) {
    const nlohmann::json first = call({{"op", "generate"}, {"seed", 5}});
    ASSERT_FALSE(first.contains("error")) << first.dump();
    EXPECT_EQ(call({{"op", "generate"}, {"seed", 5}}), first);
    // A decimal string is the same seed (JavaScript numbers cannot hold every 64-bit seed).
    EXPECT_EQ(call({{"op", "generate"}, {"seed", "5"}}), first);
    EXPECT_NE(call({{"op", "generate"}, {"seed", 6}})["givens"], first["givens"]);
    EXPECT_EQ(first["x-generation"]["seed"], 5);
    // The answer is a unique puzzle whose solution is the one given.
    const nlohmann::json solved = call({{"op", "solve"}, {"puzzle", first["givens"]}});
    EXPECT_EQ(solved["solution"], first["solution"]);
}

TEST(ApiGenerate, ReachesTheLevelAskedFor) {
    const nlohmann::json answer = call({{"op", "generate"}, {"seed", 3}, {"level", "medium"}});
    EXPECT_EQ(answer["level"], "medium");
    EXPECT_EQ(call({{"op", "rate"}, {"puzzle", answer["givens"]}})["level"], "medium");
    const nlohmann::json technique = call({{"op", "generate"}, {"seed", 3}, {"scale", "technique"}, {"level", "easy"}});
    EXPECT_EQ(technique["rating"]["technique"]["level"], "easy");
    EXPECT_EQ(technique["x-generation"]["scale"], "technique");
}

TEST(ApiGenerate, TheLargestSeedIsAccepted) {
    const nlohmann::json answer = call({{"op", "generate"}, {"seed", "18446744073709551615"}, {"size", 4}});
    EXPECT_EQ(answer["x-generation"]["seed"], 18446744073709551615ULL);
    EXPECT_EQ(answer["givens"].get<std::string>().size(), 16u);
}

TEST(ApiGenerate, BuildsAVariantRecipe) {
    const nlohmann::json answer = call({{"op", "generate"}, {"seed", 4}, {"variant", "killer,x"}});
    ASSERT_FALSE(answer.contains("error")) << answer.dump();
    EXPECT_TRUE(answer.contains("cages"));
    EXPECT_EQ(answer["diagonals"], "both");
    EXPECT_EQ(answer["x-generation"]["variant"], "killer,x");
    const nlohmann::json solved = call({{"op", "solve"}, {"puzzle", answer}});
    EXPECT_EQ(solved["x-solve"]["outcome"], "unique");
    EXPECT_EQ(solved["solution"], answer["solution"]);
}

TEST(ApiGenerate, AKnobOfAStepNotInTheVariantIsRefusedByKey) {
    // The same check as the command line's (unused_knob_reason): a knob that would change nothing.
    expect_error(call({{"op", "generate"}, {"seed", 1}, {"givens", 30}}), "usage", "givens", "classic puzzles ignore it");
    expect_error(call({{"op", "generate"}, {"seed", 1}, {"max_cage", 4}}), "usage", "max_cage",
                 "it shapes killer cages: add killer to 'variant'");
    expect_error(call({{"op", "generate"}, {"seed", 1}, {"variant", "killer"}, {"thermos", 3}}), "usage", "thermos",
                 "it lays thermometers: add thermo to 'variant'");
    expect_error(call({{"op", "generate"}, {"seed", 1}, {"variant", "x"}, {"thermo_length", 3}}), "usage",
                 "thermo_length", "add thermo to 'variant'");
    // With its step, the knob is taken.
    const nlohmann::json killer = call({{"op", "generate"}, {"seed", 2}, {"size", 4}, {"variant", "killer"}, {"max_cage", 3}});
    ASSERT_FALSE(killer.contains("error")) << killer.dump();
    for (const auto& cage : killer["cages"]) EXPECT_LE(cage["cells"].size(), 3u) << killer.dump();
    // Issue 19: unset, max_cage and thermo_length fit the board; set above its side, refused by key.
    for (const char* variant : {"killer", "thermo"}) {
        const nlohmann::json small = call({{"op", "generate"}, {"seed", 2}, {"size", 4}, {"variant", variant}});
        EXPECT_FALSE(small.contains("error")) << small.dump();
    }
    expect_error(call({{"op", "generate"}, {"seed", 2}, {"size", 4}, {"variant", "killer"}, {"max_cage", 5}}), "usage", "max_cage",
                 "5 cells do not fit a 4x4 board (2..4)");
    expect_error(call({{"op", "generate"}, {"seed", 2}, {"size", 4}, {"variant", "thermo"}, {"thermo_length", 6}}), "usage",
                 "thermo_length", "6 cells do not fit a 4x4 board (2..4)");
}

TEST(ApiGenerate, ALevelNotReachedIsAGenerationErrorWithStatistics) {
    // Seed 1's first attempt is not evil (as the command line's test of the same request finds).
    const nlohmann::json answer = call({{"op", "generate"}, {"seed", 1}, {"level", "evil"}, {"attempts", 1}});
    expect_error(answer, "generation", "", "no evil puzzle found in 1 attempts");
    EXPECT_EQ(answer["x-generation"]["attempts"], 1);
}

TEST(ApiGenerate, ADeductionGridIsReproducibleExceptItsWallClock) {
    const nlohmann::json request = {{"op", "generate"}, {"family", "deduce"}, {"size", "4x4"}, {"seed", 4}};
    nlohmann::json first = call(request);
    ASSERT_FALSE(first.contains("error")) << first.dump();
    EXPECT_EQ(first["format"], "gridforge-deduce/1");
    EXPECT_EQ(first["mode"], "revealed");
    EXPECT_EQ(first["hints"].size(), 15u);
    EXPECT_EQ(first["x-generation"]["seed"], 4);
    nlohmann::json second = call(request);
    first["x-generation"].erase("milliseconds");
    second["x-generation"].erase("milliseconds");
    EXPECT_EQ(first, second);
}

TEST(ApiGenerate, ADeductionGridTakesAThemeAndNamesAnUnknownOne) {
    const nlohmann::json request = {{"op", "generate"}, {"family", "deduce"}, {"size", "3x3"}, {"seed", 2}, {"theme", "station"}};
    const nlohmann::json answer = call(request);
    ASSERT_FALSE(answer.contains("error")) << answer.dump();
    EXPECT_EQ(answer["theme"], "station");
    // Station names keep the initials: A for the first person.
    const std::string first = answer["people"][0]["name"];
    EXPECT_EQ(first[0], 'A');
    nlohmann::json everyday = request;
    everyday.erase("theme");
    EXPECT_EQ(call(everyday)["theme"], "everyday");
    nlohmann::json unknown = request;
    unknown["theme"] = "pirates";
    expect_error(call(unknown), "usage", "theme", "unknown theme 'pirates' (themes: everyday, village, station)");
}

}  // namespace
}  // namespace generate_op_test
}  // namespace gridforge::testing
