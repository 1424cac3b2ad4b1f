// The C API's rating: the figures agree with the engine's typed ratings and the JSON with the API's.

#include <gtest/gtest.h>

#include <string>

#include "capi/capi_test_support.hpp"
#include "gridforge/api.hpp"
#include "support/known_puzzles.hpp"

namespace gridforge::testing {
namespace rate_capi_test {
namespace {

TEST(CApiRate, FiguresAreTheEnginesRatings) {
    PuzzlePtr puzzle;
    ASSERT_EQ(gf_puzzle_parse(kTop95First, puzzle.out()), GF_OK);
    gf_rating rating{};
    CString json;
    ASSERT_EQ(gf_rate(puzzle.get(), &rating, json.out()), GF_OK) << gf_last_error();

    const api::Ratings expected = api::rate_all(parse_puzzle(kTop95First).puzzle);
    EXPECT_EQ(rating.search_level, level_name(*expected.search.level));
    EXPECT_EQ(rating.search_nodes, expected.search.counters.nodes);
    EXPECT_EQ(rating.technique_level, hodoku_level_name(expected.technique->level));
    EXPECT_EQ(rating.hardest, technique_key(*expected.technique->hardest));
    EXPECT_DOUBLE_EQ(rating.technique_se, expected.technique->se);
    EXPECT_EQ(rating.technique_score, expected.technique->score);
    EXPECT_EQ(rating.mcm_band, oracle_band_name(expected.mcm->band));
    EXPECT_DOUBLE_EQ(rating.mcm_score, expected.mcm->score);
    ASSERT_EQ(rating.has_classic_ratings, 1);
    EXPECT_DOUBLE_EQ(rating.se_er, expected.se->er);
    EXPECT_DOUBLE_EQ(rating.se_ep, expected.se->ep);
    EXPECT_DOUBLE_EQ(rating.se_ed, expected.se->ed);
    EXPECT_EQ(rating.hodoku_score, expected.hodoku->score);
    EXPECT_EQ(rating.hodoku_level, hodoku_level_name(expected.hodoku->level));

    // The JSON is the API's rate answer.
    const nlohmann::json answer = nlohmann::json::parse(api::handle(nlohmann::json{{"op", "rate"}, {"puzzle", kTop95First}}.dump()));
    EXPECT_EQ(json.json()["rating"], answer["rating"]);
    EXPECT_EQ(json.json()["level"], answer["level"]);
}

TEST(CApiRate, SaysWhenThePuzzleIsNotUnique) {
    PuzzlePtr puzzle;
    ASSERT_EQ(gf_puzzle_parse(kTwoSolutions, puzzle.out()), GF_OK);
    gf_rating rating{};
    rating.technique_score = 5;
    CString json;
    EXPECT_EQ(gf_rate(puzzle.get(), &rating, json.out()), GF_SEVERAL_SOLUTIONS);
    EXPECT_EQ(rating.technique_score, 0);
    EXPECT_TRUE(json.null());
    EXPECT_EQ(gf_rate(nullptr, &rating, nullptr), GF_CONTRACT_ERROR);
}

}  // namespace
}  // namespace rate_capi_test
}  // namespace gridforge::testing
