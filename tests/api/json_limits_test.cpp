// Every JSON the API reads from its user goes through parse_checked_json: a hundred thousand
// levels are refused with the nesting message (no stack overflow), 64 levels still read.
#include <gtest/gtest.h>

#include <string>

#include "api/api_test_support.hpp"

namespace gridforge::testing {
namespace json_limits_test {
namespace {

constexpr int kTooDeep = 100000;

std::string nested_lists(int depth) {
    return std::string(static_cast<std::size_t>(depth), '[') + std::string(static_cast<std::size_t>(depth), ']');
}

/// The JSON puzzle object of kTop95First with an "x-deep" key of `depth` levels of lists: the
/// object itself is one more level.
std::string deep_puzzle_text(int depth) {
    return std::string(R"({"givens": ")") + kTop95First + R"(", "x-deep": )" + nested_lists(depth) + "}";
}

TEST(ApiJsonLimits, TheRequestItself) {
    expect_error(call_text(R"({"op": "solve", "puzzle": )" + nested_lists(kTooDeep) + "}"), "usage", "",
                 "the request: JSON nested deeper than 64 levels");
    // Request, puzzle object and 62 levels of lists: 64.
    const nlohmann::json answer = call_text(R"({"op": "solve", "puzzle": )" + deep_puzzle_text(62) + "}");
    EXPECT_EQ(answer.value("solution", ""), kTop95FirstSolution) << answer.dump().substr(0, 300);
}

TEST(ApiJsonLimits, APuzzleGivenAsText) {
    expect_error(call({{"op", "solve"}, {"puzzle", deep_puzzle_text(kTooDeep)}}), "input", "puzzle",
                 "line 1: JSON nested deeper than 64 levels");
    const nlohmann::json answer = call({{"op", "solve"}, {"puzzle", deep_puzzle_text(63)}});
    EXPECT_EQ(answer.value("solution", ""), kTop95FirstSolution) << answer.dump().substr(0, 300);
    // A deduction grid's text (the parse op reads it twice: to tell the family, then the grid).
    const std::string deduce = R"({"format": "gridforge-deduce/1", "x": )" + nested_lists(kTooDeep) + "}";
    expect_error(call({{"op", "parse"}, {"puzzle", deduce}}), "input", "puzzle", "JSON nested deeper than 64 levels");
}

TEST(ApiJsonLimits, APlayerStateGivenAsText) {
    expect_error(call({{"op", "hint"}, {"puzzle", kTop95First}, {"state", R"({"grid": )" + nested_lists(kTooDeep) + "}"}}),
                 "input", "state", "JSON nested deeper than 64 levels");
    // 64 levels are read, and then refused for their shape, not their depth.
    const nlohmann::json answer =
        call({{"op", "hint"}, {"puzzle", kTop95First}, {"state", R"({"grid": )" + nested_lists(63) + "}"}});
    ASSERT_TRUE(answer.contains("error")) << answer.dump();
    EXPECT_EQ(answer["error"].get<std::string>().find("nested"), std::string::npos) << answer.dump();
    EXPECT_EQ(answer["key"], "state");
}

}  // namespace
}  // namespace json_limits_test
}  // namespace gridforge::testing
