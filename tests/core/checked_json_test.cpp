// parse_checked_json: the one JSON parser for user text, with its limits checked while parsing.
#include <gtest/gtest.h>

#include <string>

#include "gridforge/checked_json.hpp"

namespace gridforge {
namespace checked_json_test {
namespace {

std::string nested_lists(int depth) { return std::string(static_cast<std::size_t>(depth), '[') + std::string(static_cast<std::size_t>(depth), ']'); }

/// The message of the JsonRefused `text` is refused with; "not refused" or "other error" otherwise.
std::string refusal_of(const std::string& text, int line = 0) {
    try {
        (void)parse_checked_json(text, line);
    } catch (const JsonRefused& error) {
        return error.what();
    } catch (const InputError&) {
        return "other error";
    }
    return "not refused";
}

TEST(CheckedJson, RefusesAHundredThousandLevelsWithTheLimitNamed) {
    EXPECT_EQ(refusal_of(nested_lists(100000), 3), "line 3: JSON nested deeper than 64 levels");
    EXPECT_EQ(refusal_of(std::string(100000, '[')), "JSON nested deeper than 64 levels");  // unclosed too
}

TEST(CheckedJson, ReadsSixtyFourLevelsAndRefusesSixtyFive) {
    const nlohmann::json deepest = parse_checked_json(nested_lists(64));
    const nlohmann::json* inner = &deepest;
    int depth = 1;
    while (!inner->empty()) {
        inner = &inner->front();
        ++depth;
    }
    EXPECT_EQ(depth, 64);
    EXPECT_EQ(refusal_of(nested_lists(65)), "JSON nested deeper than 64 levels");
    EXPECT_EQ(refusal_of("{\"a\": " + nested_lists(63) + "}"), "not refused");
    EXPECT_EQ(refusal_of("{\"a\": " + nested_lists(64) + "}"), "JSON nested deeper than 64 levels");
}

TEST(CheckedJson, RefusesATopLevelKeyWrittenTwice) {
    EXPECT_EQ(refusal_of(R"({"size": 9, "size": 4})", 2), "line 2: JSON key 'size': appears twice");
    EXPECT_EQ(parse_checked_json(R"({"a": {"b": 1}, "c": {"b": 2}})")["c"]["b"], 2);  // the same key in two objects
}

TEST(CheckedJson, RefusesAKeyWrittenTwiceAtAnyDepthNamingItsPath) {
    EXPECT_EQ(refusal_of(R"({"cages": [{"sum": 10, "sum": 3, "cells": ["r1c1", "r1c2"]}]})", 1),
              "line 1: JSON key 'cages[0].sum': appears twice");
    EXPECT_EQ(refusal_of(R"({"cages": [{"sum": 3, "cells": ["r1c1"]}, {"cells": [], "sum": 3, "cells": []}]})"),
              "JSON key 'cages[1].cells': appears twice");
    EXPECT_EQ(refusal_of(R"({"candidates": {"r1c2": "1", "r1c2": "2"}})"), "JSON key 'candidates.r1c2': appears twice");
    EXPECT_EQ(refusal_of(R"([1, [2, {"a": 1, "a": 1}]])"), "JSON key '[1][1].a': appears twice");
    try {
        (void)parse_checked_json(R"({"a": {"b": 1, "b": 2}})");
        FAIL() << "not refused";
    } catch (const JsonRefused& error) {
        EXPECT_EQ(error.key(), "a.b");
        EXPECT_EQ(error.reason(), "appears twice");
    }
    // The same key in sibling objects and after a closed object is no repeat.
    EXPECT_EQ(refusal_of(R"({"a": {"b": {"c": 1}, "c": 2}, "b": [{"c": 1}, {"c": 2}]})"), "not refused");
}

TEST(CheckedJson, AnObjectOfManyKeysIsCheckedWhole) {
    std::string text = "{";
    for (int i = 0; i < 1000; ++i) text += "\"k" + std::to_string(i) + "\": 1, ";
    EXPECT_EQ(refusal_of(text + "\"k999\": 2}"), "JSON key 'k999': appears twice");
    EXPECT_EQ(refusal_of(text + "\"k3\": 2}"), "JSON key 'k3': appears twice");
    EXPECT_EQ(refusal_of(text + "\"k1000\": 2}"), "not refused");
}

TEST(CheckedJson, MalformedTextIsAnInputErrorNamingTheByte) {
    EXPECT_EQ(refusal_of("[1,"), "other error");
    try {
        (void)parse_checked_json("{\"a\": x}", 4);
        FAIL() << "not refused";
    } catch (const InputError& error) {
        EXPECT_EQ(std::string(error.what()).rfind("line 4: malformed JSON at byte 7: ", 0), 0u) << error.what();
    }
    EXPECT_EQ(parse_checked_json("[1, \"two\", null]").size(), 3u);
}

}  // namespace
}  // namespace checked_json_test
}  // namespace gridforge
