// hint and check from a player's state.

#include <gtest/gtest.h>

#include "api/api_test_support.hpp"

namespace gridforge::testing {
namespace player_ops_test {
namespace {

/// top95 #1 with `digit` entered at 0-based `cell`.
std::string with_entry(int cell, char digit) {
    std::string grid = kTop95First;
    grid[static_cast<std::size_t>(cell)] = digit;
    return grid;
}

// Box 1 of top95 #1 solved holds 4 1 7 / 6 3 2 / 9 5 8 (givens r1c1 = 4, r2c2 = 3).
const nlohmann::json kBox1Marks = {{"r1c2", "17"}, {"r1c3", "27"}, {"r2c1", "26"}, {"r2c3", "27"},
                                   {"r3c1", "29"}, {"r3c2", "25"}, {"r3c3", "28"}};

TEST(ApiHint, FromTheGivensIsTheFirstPlacementOfTheLogicalPath) {
    const nlohmann::json answer = call({{"op", "hint"}, {"puzzle", kTop95First}});
    const nlohmann::json& hint = answer["x-hint"];
    EXPECT_EQ(hint["level"], 3);
    EXPECT_EQ(hint["kind"], "placement") << "no pencil marks: the hint is a digit to place";
    EXPECT_EQ(hint["technique"], "hidden_single");
    EXPECT_EQ(hint["family"], "singles");
    EXPECT_EQ(hint["cells"], nlohmann::json({"r6c2"}));
    EXPECT_EQ(hint["houses"], nlohmann::json({"box 4"}));
    EXPECT_EQ(hint["placements"], nlohmann::json::parse(R"([{"cell": "r6c2", "digit": 4}])"));
    ASSERT_EQ(hint["steps"].size(), 1u);
    EXPECT_EQ(hint["text"], hint["steps"][0]["text"]);
}

TEST(ApiHint, UsesThePlayersPencilMarks) {
    const nlohmann::json state = {{"grid", kTop95First}, {"candidates", kBox1Marks}};
    const nlohmann::json answer = call({{"op", "hint"}, {"puzzle", kTop95First}, {"state", state}});
    EXPECT_EQ(answer["x-hint"]["kind"], "step");
    EXPECT_EQ(answer["x-hint"]["technique"], "hidden_single");
    EXPECT_EQ(answer["x-hint"]["houses"], nlohmann::json({"box 1"}));
    EXPECT_EQ(answer["x-hint"]["placements"], nlohmann::json::parse(R"([{"cell": "r1c2", "digit": 1}])"));
}

TEST(ApiHint, ReportsAWrongEntryBeforeAnyStep) {
    // r1c2 is 1 in the solution; the player wrote 2 there.
    const nlohmann::json state = {{"grid", with_entry(1, '2')}};
    const nlohmann::json answer = call({{"op", "hint"}, {"puzzle", kTop95First}, {"state", state}});
    EXPECT_EQ(answer["x-hint"]["kind"], "mistake");
    EXPECT_EQ(answer["x-hint"]["wrong_entries"], nlohmann::json::parse(R"([{"cell": "r1c2", "digit": 2}])"));
    EXPECT_EQ(answer["x-hint"]["removed_candidates"], nlohmann::json::array());
    EXPECT_EQ(answer["x-hint"]["text"], "r1c2 is not 2.");
}

TEST(ApiHint, ReadsTheTextFormsOfTheStateToo) {
    const nlohmann::json answer = call({{"op", "hint"}, {"puzzle", kTop95First}, {"state", with_entry(1, '2')}});
    EXPECT_EQ(answer["x-hint"]["text"], "r1c2 is not 2.");
}

TEST(ApiHint, SaysWhenTheGridIsComplete) {
    const nlohmann::json answer = call({{"op", "hint"}, {"puzzle", kTop95First}, {"state", {{"grid", kTop95FirstSolution}}}});
    EXPECT_EQ(answer["x-hint"], nlohmann::json({{"level", 3}, {"kind", "complete"}, {"text", "The grid is complete."}}));
}

TEST(ApiCheck, ListsWrongEntriesAndLostCandidates) {
    // r1c2 wrongly 2; r1c3 (solution 7) marked 2 and 9 only.
    const nlohmann::json state = {{"grid", with_entry(1, '2')}, {"candidates", {{"r1c3", "29"}}}};
    const nlohmann::json answer = call({{"op", "check"}, {"puzzle", kTop95First}, {"state", state}});
    const nlohmann::json& check = answer["x-check"];
    EXPECT_EQ(check["wrong_entries"], nlohmann::json::parse(R"([{"cell": "r1c2", "digit": 2}])"));
    EXPECT_EQ(check["removed_candidates"], nlohmann::json::parse(R"([{"cell": "r1c3", "digit": 7}])"));
    EXPECT_EQ(check["text"], "r1c2 is not 2. Pencil marks to restore: 7 in r1c3.");
}

TEST(ApiCheck, FindsNothingWrongInARightState) {
    const nlohmann::json state = {{"grid", with_entry(1, '1')}, {"candidates", kBox1Marks}};
    const nlohmann::json answer = call({{"op", "check"}, {"puzzle", kTop95First}, {"state", state}});
    EXPECT_EQ(answer["x-check"]["wrong_entries"], nlohmann::json::array());
    EXPECT_EQ(answer["x-check"]["removed_candidates"], nlohmann::json::array());
    EXPECT_EQ(answer["x-check"]["text"], "No mistakes so far.");
}

TEST(ApiCheck, AnswersTheOutcomeOfAPuzzleWithoutAUniqueSolution) {
    const nlohmann::json answer = call({{"op", "check"}, {"puzzle", std::string(81, '.')}, {"state", std::string(81, '.')}});
    EXPECT_EQ(answer["x-check"], nlohmann::json({{"outcome", "several_solutions"}}));
}

}  // namespace
}  // namespace player_ops_test
}  // namespace gridforge::testing
