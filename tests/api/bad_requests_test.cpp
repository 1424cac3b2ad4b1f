// Requests the engine refuses: each answer names what is wrong, the request key and the kind.

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "api/api_test_support.hpp"

namespace gridforge::testing {
namespace bad_requests_test {
namespace {

TEST(ApiBadRequest, NotJson) {
    expect_error(call_text("{\"op\": \"solve\""), "usage", "", "the request is not JSON");
    expect_error(call_text(""), "usage", "", "the request is not JSON");
}

TEST(ApiBadRequest, NotAnObject) {
    expect_error(call_text("[\"solve\"]"), "usage", "", "not a JSON object but an array");
    expect_error(call_text("\"solve\""), "usage", "", "not a JSON object but a string");
}

TEST(ApiBadRequest, MissingOrUnknownOp) {
    expect_error(call({{"puzzle", kEasy}}), "usage", "op", "missing");
    expect_error(call({{"op", 3}}), "usage", "op", "expected a string, got an integer");
    expect_error(call({{"op", "slove"}}), "usage", "op", "unknown op 'slove' (ops: version, parse, generate, solve");
}

TEST(ApiBadRequest, UnknownKeyIsNamedWithTheKeysTheOpReads) {
    expect_error(call({{"op", "solve"}, {"puzzle", kEasy}, {"strategyy", "dlx"}}), "usage", "strategyy",
                 "unknown key for op solve (keys: puzzle, digits, strategy, time_limit)");
    expect_error(call({{"op", "version"}, {"verbose", true}}), "usage", "verbose", "it takes no keys");
    // Keys of the other family are unknown too.
    expect_error(call({{"op", "generate"}, {"family", "deduce"}, {"variant", "x"}}), "usage", "variant", "unknown key");
}

TEST(ApiBadRequest, WrongTypeIsNamed) {
    expect_error(call({{"op", "count"}, {"puzzle", kEasy}, {"limit", "2"}}), "usage", "limit",
                 "expected an integer 1..10000000, got a string");
    expect_error(call({{"op", "count"}, {"puzzle", kEasy}, {"limit", 2.5}}), "usage", "limit",
                 "got a number with a fraction or exponent");
    expect_error(call({{"op", "solve"}, {"puzzle", 5}}), "usage", "puzzle", "got an integer");
    expect_error(call({{"op", "generate"}, {"variant", nlohmann::json::array({"x"})}}), "usage", "variant",
                 "expected a string, got an array");
    expect_error(call({{"op", "solve"}}), "usage", "puzzle", "missing");
}

TEST(ApiBadRequest, ValuesOutOfRange) {
    expect_error(call({{"op", "count"}, {"puzzle", kEasy}, {"limit", 0}}), "usage", "limit", "0 is out of range 1..10000000");
    expect_error(call({{"op", "count"}, {"puzzle", kEasy}, {"limit", 10000001}}), "usage", "limit", "out of range");
    expect_error(call({{"op", "generate"}, {"size", 7}}), "usage", "size", "7 is not a board size");
    expect_error(call({{"op", "generate"}, {"symmetry", "spiral"}}), "usage", "symmetry", "'spiral' is not a symmetry");
    expect_error(call({{"op", "generate"}, {"family", "kakuro"}}), "usage", "family", "'kakuro' is not a puzzle family");
    expect_error(call({{"op", "generate"}, {"variant", "killer,killer"}}), "usage", "variant", "appears twice");
    expect_error(call({{"op", "generate"}, {"family", "deduce"}, {"size", "9x9"}}), "usage", "size", "9x9");
    expect_error(call({{"op", "solve"}, {"puzzle", std::string(16, '.')}, {"strategy", "bitboard"}}), "usage", "strategy",
                 "does not serve");
    expect_error(call({{"op", "solve"}, {"puzzle", kEasy}, {"strategy", "magic"}}), "usage", "strategy", "magic");
}

TEST(ApiBadRequest, SeedOutOfRange) {
    // 2^64 does not fit: nlohmann reads it as a floating-point number.
    expect_error(call_text(R"({"op": "generate", "seed": 18446744073709551616})"), "usage", "seed",
                 "is not an integer from 0 to 18446744073709551615");
    expect_error(call({{"op", "generate"}, {"seed", "18446744073709551616"}}), "usage", "seed",
                 "'18446744073709551616' is not an integer from 0 to 18446744073709551615");
    expect_error(call({{"op", "generate"}, {"seed", -1}}), "usage", "seed", "-1 is not an integer from 0");
    expect_error(call({{"op", "generate"}, {"seed", "-1"}}), "usage", "seed", "'-1' is not");
    expect_error(call({{"op", "generate"}, {"seed", true}}), "usage", "seed", "got a boolean");
}

TEST(ApiBadRequest, LevelUnknownOnItsScale) {
    expect_error(call({{"op", "generate"}, {"level", "hardest"}}), "usage", "level", "'hardest'");
    // "unfair" is a level of the technique scale, not of the default search scale.
    expect_error(call({{"op", "generate"}, {"level", "unfair"}}), "usage", "level", "easy, medium, hard, evil");
    expect_error(call({{"op", "generate"}, {"scale", "fun"}}), "usage", "scale", "'fun' is not a scale");
    expect_error(call({{"op", "generate"}, {"family", "deduce"}, {"band", "nightmare"}}), "usage", "band", "nightmare");
}

TEST(ApiBadRequest, BadPuzzleTextNamesLineAndColumn) {
    std::string puzzle = kEasy;
    puzzle[6] = 'x';
    expect_error(call({{"op", "solve"}, {"puzzle", puzzle}}), "input", "puzzle", "line 1, column 7");
    expect_error(call({{"op", "solve"}, {"puzzle", std::string(kEasy).substr(0, 80)}}), "input", "puzzle", "80 cells");
    // Two 5s in row 1.
    std::string clash = kEasy;
    clash[2] = '5';
    expect_error(call({{"op", "rate"}, {"puzzle", clash}}), "input", "puzzle", "both 5");
}

TEST(ApiBadRequest, BadJsonPuzzleNamesTheJsonKey) {
    const nlohmann::json puzzle = {{"givens", kEasy}, {"cages", "everywhere"}};
    expect_error(call({{"op", "solve"}, {"puzzle", puzzle}}), "input", "puzzle", "JSON key 'cages'");
}

TEST(ApiBadRequest, PuzzleOfTheWrongFamily) {
    const nlohmann::json deduce = call({{"op", "generate"}, {"family", "deduce"}, {"size", "3x3"}, {"seed", 2}});
    ASSERT_FALSE(deduce.contains("error")) << deduce.dump();
    expect_error(call({{"op", "solve"}, {"puzzle", deduce}}), "usage", "puzzle", "a deduction puzzle");
    expect_error(call({{"op", "deduce_rate"}, {"puzzle", kEasy}}), "input", "puzzle", "not JSON");
    nlohmann::json broken = deduce;
    broken.erase("people");
    expect_error(call({{"op", "deduce_hint"}, {"puzzle", broken}}), "input", "puzzle", "JSON key 'people'");
}

TEST(ApiBadRequest, BadStateCell) {
    const nlohmann::json state = {{"grid", kTop95First}, {"candidates", {{"r10c1", "12"}}}};
    expect_error(call({{"op", "hint"}, {"puzzle", kTop95First}, {"state", state}}), "input", "state",
                 "JSON key \"candidates\": r10c1 is not a cell of the 9x9 grid");
    const nlohmann::json digits = {{"grid", kTop95First}, {"candidates", {{"r1c2", "1x"}}}};
    expect_error(call({{"op", "check"}, {"puzzle", kTop95First}, {"state", digits}}), "input", "state",
                 "'1x' is not a list of digits");
    std::string overwrite = kTop95First;
    overwrite[0] = '5';
    expect_error(call({{"op", "hint"}, {"puzzle", kTop95First}, {"state", {{"grid", overwrite}}}}), "input", "state",
                 "r1c1 holds 5 but the given there is 4");
    expect_error(call({{"op", "check"}, {"puzzle", kTop95First}}), "usage", "state", "missing");
    expect_error(call({{"op", "hint"}, {"puzzle", kTop95First}, {"state", {{"grid", kTop95First}, {"pencil", 1}}}}), "input",
                 "state", "unknown JSON key \"pencil\"");
}

TEST(ApiBadRequest, DeductionMarkNamesThePersonAndVerdict) {
    const nlohmann::json deduce = call({{"op", "generate"}, {"family", "deduce"}, {"size", "3x3"}, {"seed", 2}});
    expect_error(call({{"op", "deduce_mark"}, {"puzzle", deduce}, {"cell", "Zed"}, {"verdict", "criminal"}}), "usage", "cell",
                 "'Zed' is neither a cell of the 3x3 board nor a person's name");
    expect_error(call({{"op", "deduce_mark"}, {"puzzle", deduce}, {"cell", "A1"}, {"verdict", "guilty"}}), "usage", "verdict",
                 "'guilty' is not a verdict");
    expect_error(call({{"op", "deduce_mark"}, {"puzzle", deduce}, {"verdict", "innocent"}}), "usage", "cell", "missing");
    expect_error(call({{"op", "deduce_hint"}, {"puzzle", deduce}, {"moves", "A1"}}), "usage", "moves", "expected an array");
}

// Whatever the text, the answer is one JSON object: a result or an error.
RC_GTEST_PROP(ApiNeverThrows, AnyTextGetsAJsonObject, (const std::string& text)) {
    const nlohmann::json answer = nlohmann::json::parse(api::handle(text), nullptr, false);
    RC_ASSERT(answer.is_object());
}

RC_GTEST_PROP(ApiNeverThrows, AnyPuzzleTextGetsAResultOrAnError, (const std::string& puzzle)) {
    for (const char* op : {"parse", "solve", "hint", "deduce_rate"}) {
        const nlohmann::json request = {{"op", op}, {"puzzle", puzzle}};
        const nlohmann::json answer = nlohmann::json::parse(api::handle(request.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)),
                                                            nullptr, false);
        RC_ASSERT(answer.is_object());
        if (answer.contains("error")) RC_ASSERT(answer["kind"] != "internal");
    }
}

}  // namespace
}  // namespace bad_requests_test
}  // namespace gridforge::testing
