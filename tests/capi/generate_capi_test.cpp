// The C API's generation: the API's generate operation behind a struct of options.

#include <gtest/gtest.h>

#include <string>

#include "capi/capi_test_support.hpp"
#include "gridforge/api.hpp"

namespace gridforge::testing {
namespace generate_capi_test {
namespace {

TEST(CApiGenerate, IsTheApisGeneration) {
    gf_generate_options options;
    gf_generate_options_init(&options);
    options.seed = 5;
    options.level = "hard";
    PuzzlePtr puzzle;
    ASSERT_EQ(gf_generate(&options, puzzle.out()), GF_OK) << gf_last_error();
    const nlohmann::json expected =
        nlohmann::json::parse(api::handle(R"({"op": "generate", "seed": 5, "level": "hard"})"));
    CString json;
    ASSERT_EQ(gf_puzzle_to_json(puzzle.get(), json.out()), GF_OK);
    EXPECT_EQ(json.json()["givens"], expected["givens"]);
    EXPECT_EQ(json.json()["solution"], expected["solution"]);
    EXPECT_EQ(json.json()["level"], "hard");
    EXPECT_EQ(json.json()["x-generation"]["seed"], 5);
    int64_t count = 0;
    ASSERT_EQ(gf_count(puzzle.get(), 2, &count), GF_OK);
    EXPECT_EQ(count, 1);
}

TEST(CApiGenerate, NullOptionsAreTheDefaults) {
    PuzzlePtr by_default;
    ASSERT_EQ(gf_generate(nullptr, by_default.out()), GF_OK) << gf_last_error();
    gf_generate_options options;
    gf_generate_options_init(&options);
    PuzzlePtr initialised;
    ASSERT_EQ(gf_generate(&options, initialised.out()), GF_OK);
    EXPECT_EQ(line_of(by_default.get()), line_of(initialised.get()));
    EXPECT_EQ(options.seed, 1u);
}

TEST(CApiGenerate, BuildsVariantsThatHaveNoClassicRatings) {
    gf_generate_options options;
    gf_generate_options_init(&options);
    options.variant = "x";
    options.seed = 3;
    PuzzlePtr puzzle;
    ASSERT_EQ(gf_generate(&options, puzzle.out()), GF_OK) << gf_last_error();
    CString described;
    ASSERT_EQ(gf_puzzle_describe(puzzle.get(), described.out()), GF_OK);
    EXPECT_EQ(described.json()["rules"], nlohmann::json::array({"classic", "x"}));
    gf_rating rating{};
    ASSERT_EQ(gf_rate(puzzle.get(), &rating, nullptr), GF_OK) << gf_last_error();
    EXPECT_EQ(rating.has_classic_ratings, 0);
    EXPECT_STREQ(rating.hodoku_level, "");
    EXPECT_STRNE(rating.search_level, "");
}

TEST(CApiGenerate, BadOptionsAreContractErrorsNamingTheOption) {
    gf_generate_options options;
    gf_generate_options_init(&options);
    options.level = "hardest";
    gf_puzzle* puzzle = nullptr;
    EXPECT_EQ(gf_generate(&options, &puzzle), GF_CONTRACT_ERROR);
    EXPECT_EQ(puzzle, nullptr);
    EXPECT_EQ(std::string(gf_last_error()),
              "gf_generate: request key \"level\": no level 'hardest' on the search scale (levels: easy, medium, hard, evil)");
    gf_generate_options_init(&options);
    options.size = 7;
    EXPECT_EQ(gf_generate(&options, &puzzle), GF_CONTRACT_ERROR);
    EXPECT_NE(std::string(gf_last_error()).find("\"size\""), std::string::npos) << gf_last_error();
}

TEST(CApiGenerate, ALevelNotReachedIsAGenerationFailure) {
    gf_generate_options options;
    gf_generate_options_init(&options);
    options.size = 4;
    options.level = "evil";
    options.attempts = 2;
    gf_puzzle* puzzle = nullptr;
    EXPECT_EQ(gf_generate(&options, &puzzle), GF_GENERATION_FAILED);
    EXPECT_EQ(puzzle, nullptr);
    EXPECT_NE(std::string(gf_last_error()).find("gf_generate: "), std::string::npos);
}

}  // namespace
}  // namespace generate_capi_test
}  // namespace gridforge::testing
