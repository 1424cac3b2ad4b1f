// The C API's hints, deduction grids and raw requests: each the API's answer, with its status.

#include <gtest/gtest.h>

#include <string>

#include "capi/capi_test_support.hpp"
#include "gridforge/api.hpp"
#include "support/known_puzzles.hpp"

namespace gridforge::testing {
namespace hint_capi_test {
namespace {

TEST(CApiHint, IsTheApisHintAtEachLevel) {
    PuzzlePtr puzzle;
    ASSERT_EQ(gf_puzzle_parse(kEasy, puzzle.out()), GF_OK);
    for (const int level : {1, 2, 3}) {
        CString json;
        CString sentence;
        ASSERT_EQ(gf_hint(puzzle.get(), nullptr, level, json.out(), sentence.out()), GF_OK) << gf_last_error();
        const nlohmann::json expected = nlohmann::json::parse(
            api::handle(nlohmann::json{{"op", "hint"}, {"puzzle", kEasy}, {"level", level}}.dump()));
        EXPECT_EQ(json.json()["x-hint"], expected["x-hint"]);
        EXPECT_EQ(sentence.str(), expected["x-hint"]["text"]);
        EXPECT_FALSE(sentence.str().empty());
    }
}

TEST(CApiHint, ReadsThePlayersStateAndFindsMistakes) {
    PuzzlePtr puzzle;
    ASSERT_EQ(gf_puzzle_parse(kEasy, puzzle.out()), GF_OK);
    std::string state = kEasy;
    state[2] = '1';  // r1c3 is 4 in the solution
    CString sentence;
    ASSERT_EQ(gf_hint(puzzle.get(), state.c_str(), 2, nullptr, sentence.out()), GF_OK) << gf_last_error();
    EXPECT_EQ(sentence.str(), "r1c3 is wrong.");
    state[0] = '.';  // a given emptied
    EXPECT_EQ(gf_hint(puzzle.get(), state.c_str(), 3, nullptr, sentence.out()), GF_INPUT_ERROR);
    EXPECT_NE(std::string(gf_last_error()).find("r1c1 is a given (5)"), std::string::npos) << gf_last_error();
    EXPECT_EQ(gf_hint(puzzle.get(), nullptr, 4, nullptr, nullptr), GF_CONTRACT_ERROR);
}

TEST(CApiHint, SaysWhenThePuzzleIsNotUnique) {
    PuzzlePtr puzzle;
    ASSERT_EQ(gf_puzzle_parse(kTwoSolutions, puzzle.out()), GF_OK);
    CString json;
    EXPECT_EQ(gf_hint(puzzle.get(), nullptr, 3, json.out(), nullptr), GF_SEVERAL_SOLUTIONS);
    EXPECT_TRUE(json.null());
}

TEST(CApiDeduce, GeneratesSolvesAndHints) {
    CString generated;
    ASSERT_EQ(gf_deduce_generate("3x3", nullptr, nullptr, nullptr, 4, generated.out()), GF_OK) << gf_last_error();
    const nlohmann::json puzzle = generated.json();
    EXPECT_EQ(puzzle["x-generation"]["seed"], 4);
    const nlohmann::json expected = nlohmann::json::parse(
        api::handle(R"({"op": "generate", "family": "deduce", "size": "3x3", "seed": 4})"));
    EXPECT_EQ(puzzle["clues"], expected["clues"]);

    CString solved;
    ASSERT_EQ(gf_deduce_solve(generated.str().c_str(), solved.out()), GF_OK) << gf_last_error();
    EXPECT_EQ(solved.json()["hints"], puzzle["hints"]);

    CString hinted;
    ASSERT_EQ(gf_deduce_hint(generated.str().c_str(), nullptr, hinted.out()), GF_OK) << gf_last_error();
    nlohmann::json first = puzzle["hints"][0];
    first["round"] = 0;  // a hint from a player's marks has round 0 (docs/deduce.md)
    EXPECT_EQ(hinted.json()["hint"], first);
    EXPECT_EQ(gf_deduce_hint(generated.str().c_str(), "[{", hinted.out()), GF_INPUT_ERROR);
    EXPECT_NE(std::string(gf_last_error()).find("gf_deduce_hint: moves is not JSON"), std::string::npos);
    const std::string deep_moves(100000, '[');
    EXPECT_EQ(gf_deduce_hint(generated.str().c_str(), deep_moves.c_str(), hinted.out()), GF_INPUT_ERROR);
    EXPECT_NE(std::string(gf_last_error()).find("gf_deduce_hint: moves: JSON nested deeper than 64 levels"), std::string::npos)
        << gf_last_error();
    EXPECT_EQ(gf_deduce_generate("9x9", nullptr, nullptr, nullptr, 1, generated.out()), GF_CONTRACT_ERROR);
}

TEST(CApiRequest, AnswersEveryOperationAndKeepsErrorAnswers) {
    CString answer;
    ASSERT_EQ(gf_request(R"({"op": "version"})", answer.out()), GF_OK);
    EXPECT_EQ(answer.json()["version"], std::string(api::kVersion));
    CString refused;
    EXPECT_EQ(gf_request(R"({"op": "solve", "puzzle": "1x"})", refused.out()), GF_INPUT_ERROR);
    EXPECT_EQ(refused.json()["kind"], "input");
    EXPECT_EQ(std::string(gf_last_error()), "gf_request: " + refused.json()["error"].get<std::string>());
    CString not_json;
    EXPECT_EQ(gf_request("{", not_json.out()), GF_CONTRACT_ERROR);
    EXPECT_EQ(not_json.json()["kind"], "usage");
}

TEST(CApiRequest, ARequestPastItsTimeLimitHasItsOwnStatus) {
    CString late;
    const std::string request = R"({"op": "rate", "time_limit": 1e-9, "puzzle": ")" + std::string(kEasterMonster) + "\"}";
    EXPECT_EQ(gf_request(request.c_str(), late.out()), GF_TIME_LIMIT);
    EXPECT_EQ(late.json()["kind"], "time_limit");
    EXPECT_STREQ(gf_status_name(GF_TIME_LIMIT), "GF_TIME_LIMIT");
}

}  // namespace
}  // namespace hint_capi_test
}  // namespace gridforge::testing
