// The "time_limit" key (issue 19): validated by key, accepted by the ops that can run long only,
// and answered with an error of kind "time_limit" naming the limit once it has passed. The limits
// that must pass are a nanosecond and each op reads the clock before it could answer, so nothing
// here depends on the machine's speed.

#include <gtest/gtest.h>

#include "api/api_test_support.hpp"
#include "gridforge/deadline.hpp"

namespace gridforge::testing {
namespace {

constexpr double kNanosecond = 1e-9;
/// A grid without givens: counting its solutions to a million takes far more than 4,096 branches.
const std::string kEmptyGrid(81, '.');

void expect_time_limit(const nlohmann::json& answer, const std::string& op) {
    expect_error(answer, "time_limit", "time_limit", "time limit of 1e-09 s reached before op " + op + " was answered");
    EXPECT_EQ(answer.value("time_limit", 0.0), kNanosecond) << answer.dump();
}

TEST(ApiTimeLimit, RateAndExplainOfAHardPuzzleEndAtTheLimit) {
    expect_time_limit(call({{"op", "rate"}, {"puzzle", kEasterMonster}, {"time_limit", kNanosecond}}), "rate");
    expect_time_limit(call({{"op", "explain"}, {"puzzle", kEasterMonster}, {"time_limit", kNanosecond}}), "explain");
}

TEST(ApiTimeLimit, HintCountAndGenerateEndAtTheLimit) {
    expect_time_limit(call({{"op", "hint"}, {"puzzle", kEasterMonster}, {"time_limit", kNanosecond}}), "hint");
    expect_time_limit(call({{"op", "count"}, {"puzzle", kEmptyGrid}, {"limit", 1'000'000}, {"time_limit", kNanosecond}}),
                      "count");
    expect_time_limit(call({{"op", "generate"}, {"seed", 3}, {"time_limit", kNanosecond}}), "generate");
    expect_time_limit(call({{"op", "generate"}, {"family", "deduce"}, {"time_limit", kNanosecond}}), "generate");
}

TEST(ApiTimeLimit, ValidateAndCheckOfAHardVariantEndAtTheLimit) {
    // An empty 16x16 under five constraints at once: its search runs for minutes.
    const nlohmann::json hard = {{"givens", std::string(256, '.')}, {"antiknight", true}, {"nonconsecutive", true},
                                 {"antiking", true}, {"diagonals", "both"}};
    expect_time_limit(call({{"op", "validate"}, {"puzzle", hard}, {"time_limit", kNanosecond}}), "validate");
    expect_time_limit(call({{"op", "check"}, {"puzzle", hard}, {"state", std::string(256, '.')}, {"time_limit", kNanosecond}}),
                      "check");
}

/// A generated 5x5 revealed-mode deduction puzzle: its hint path takes many reasoner calls.
const nlohmann::json& deduce_puzzle() {
    static const nlohmann::json generated = [] {
        nlohmann::json answer = call({{"op", "generate"}, {"family", "deduce"}, {"size", "5x5"}, {"seed", 6}});
        answer.erase("x-generation");
        return answer;
    }();
    return generated;
}

TEST(ApiTimeLimit, TheDeduceOpsEndAtTheLimit) {
    ASSERT_FALSE(deduce_puzzle().contains("error")) << deduce_puzzle().dump();
    const nlohmann::json& first = deduce_puzzle()["hints"][0];
    expect_time_limit(call({{"op", "deduce_rate"}, {"puzzle", deduce_puzzle()}, {"time_limit", kNanosecond}}), "deduce_rate");
    expect_time_limit(call({{"op", "deduce_explain"}, {"puzzle", deduce_puzzle()}, {"time_limit", kNanosecond}}),
                      "deduce_explain");
    expect_time_limit(call({{"op", "deduce_hint"}, {"puzzle", deduce_puzzle()}, {"time_limit", kNanosecond}}), "deduce_hint");
    expect_time_limit(call({{"op", "deduce_mark"}, {"puzzle", deduce_puzzle()}, {"cell", first["cell"]},
                            {"verdict", first["verdict"]}, {"time_limit", kNanosecond}}),
                      "deduce_mark");
}

TEST(ApiTimeLimit, TheDeduceOpsAnswerAsBeforeWithinAGenerousLimit) {
    for (const char* op : {"deduce_rate", "deduce_explain", "deduce_hint"}) {
        const nlohmann::json plain = call({{"op", op}, {"puzzle", deduce_puzzle()}});
        ASSERT_FALSE(plain.contains("error")) << plain.dump();
        EXPECT_EQ(call({{"op", op}, {"puzzle", deduce_puzzle()}, {"time_limit", 3600}}), plain) << op;
    }
    expect_error(call({{"op", "deduce_rate"}, {"puzzle", deduce_puzzle()}, {"time_limit", 0}}), "usage", "time_limit",
                 "out of range");
    expect_error(call({{"op", "deduce_rate"}, {"puzzle", deduce_puzzle()}, {"timelimit", 5}}), "usage", "timelimit",
                 "unknown key for op deduce_rate (keys: puzzle, time_limit)");
}

TEST(ApiTimeLimit, AGenerousLimitChangesNoAnswer) {
    const nlohmann::json plain = call({{"op", "rate"}, {"puzzle", kTop95First}});
    EXPECT_EQ(call({{"op", "rate"}, {"puzzle", kTop95First}, {"time_limit", 3600}}), plain);
    const nlohmann::json generated = call({{"op", "generate"}, {"seed", 5}});
    EXPECT_EQ(call({{"op", "generate"}, {"seed", 5}, {"time_limit", 3600.5}}), generated);
}

TEST(ApiTimeLimit, TheNextRequestRunsWithoutTheLimit) {
    expect_time_limit(call({{"op", "rate"}, {"puzzle", kEasterMonster}, {"time_limit", kNanosecond}}), "rate");
    EXPECT_NO_THROW(check_deadline()) << "the request's deadline outlived it";
    const nlohmann::json answer = call({{"op", "solve"}, {"puzzle", kTop95First}});
    EXPECT_FALSE(answer.contains("error")) << answer.dump();
    EXPECT_EQ(answer.value("solution", ""), kTop95FirstSolution);
}

TEST(ApiTimeLimit, ABadLimitIsRefusedByKey) {
    expect_error(call({{"op", "rate"}, {"puzzle", kTop95First}, {"time_limit", -1}}), "usage", "time_limit",
                 "-1 is out of range: a number of seconds above 0, up to 1e9");
    expect_error(call({{"op", "rate"}, {"puzzle", kTop95First}, {"time_limit", 0}}), "usage", "time_limit", "out of range");
    expect_error(call({{"op", "solve"}, {"puzzle", kTop95First}, {"time_limit", 2e9}}), "usage", "time_limit", "out of range");
    expect_error(call({{"op", "count"}, {"puzzle", kTop95First}, {"time_limit", "5"}}), "usage", "time_limit",
                 "expected a number of seconds above 0, up to 1e9, got a string");
    expect_error(call({{"op", "generate"}, {"time_limit", nullptr}}), "usage", "time_limit", "got null");
}

TEST(ApiTimeLimit, OpsThatCannotRunLongRefuseTheKeyAsUnknown) {
    expect_error(call({{"op", "version"}, {"time_limit", 5}}), "usage", "time_limit", "unknown key for op version");
}

TEST(ApiTimeLimit, AnUnknownKeyOfATimedOpListsTimeLimit) {
    expect_error(call({{"op", "rate"}, {"puzzle", kTop95First}, {"timelimit", 5}}), "usage", "timelimit",
                 "unknown key for op rate (keys: puzzle, digits, time_limit)");
}

}  // namespace
}  // namespace gridforge::testing
