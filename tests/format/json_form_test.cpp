#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "format/json_form.hpp"
#include "format_test_support.hpp"
#include "gridforge/format.hpp"

namespace gridforge {
namespace json_form_test {
namespace {

using format_detail::JsonObjectExtent;
using format_detail::read_json_form;
using format_test::input_error_of;
using format_test::kTop95First;
using nlohmann::json;

std::string with_givens(const std::string& rest = "") {
    return std::string(R"({"givens": ")") + kTop95First + "\"" + rest + "}";
}

TEST(JsonFormRead, ReadsGivensAndDeducesTheSize) {
    const PuzzleRecord record = read_json_form(with_givens(), 2);
    EXPECT_EQ(write_line(record.puzzle.givens()), kTop95First);
    EXPECT_EQ(record.puzzle.geometry().size(), 9);
    EXPECT_EQ(record.line, 2);
    EXPECT_EQ(record.metadata, json::object());
}

TEST(JsonFormRead, AcceptsAnAgreeingSize) {
    EXPECT_EQ(read_json_form(with_givens(R"(, "size": 9)"), 1).puzzle.geometry().size(), 9);
    EXPECT_EQ(read_json_form(R"({"size": 4, "givens": "1..............."})", 1).puzzle.geometry().size(), 4);
}

TEST(JsonFormRead, KeepsMetadataVerbatim) {
    const std::string text = with_givens(R"(, "title": "top95 #1", "author": "anon", "source": "magictour",
        "level": "hard", "rating": {"se": 9.2, "steps": [1, 2]}, "solution": "not checked", "x-seen": true)");
    const PuzzleRecord record = read_json_form(text, 1);
    const json expected = {{"title", "top95 #1"}, {"author", "anon"}, {"source", "magictour"}, {"level", "hard"},
                           {"rating", {{"se", 9.2}, {"steps", {1, 2}}}}, {"solution", "not checked"},
                           {"x-seen", true}};
    EXPECT_EQ(record.metadata, expected);
}

TEST(JsonFormRead, ReadsTheRuleKeysOfTheFormat) {
    const PuzzleRecord record = read_json_form(with_givens(R"(, "diagonals": "both", "cages": [], "thermos": [])"), 3);
    ASSERT_EQ(record.puzzle.rules().size(), 4u);  // rows, columns, boxes, diagonals; no cage, no thermometer
    EXPECT_EQ(record.puzzle.rules()[3]->name(), "diagonals");
    EXPECT_EQ(record.metadata, json::object());
}

TEST(JsonFormRead, RefusesUnknownKeysAsUnknownRules) {
    EXPECT_EQ(input_error_of([] { read_json_form(with_givens(R"(, "foo": 1)"), 1); }),
              "line 1: JSON key 'foo': unknown rule");
    EXPECT_EQ(input_error_of([] { read_json_form(with_givens(R"(, "Title": "x")"), 1); }),
              "line 1: JSON key 'Title': unknown rule");
}

TEST(JsonFormRead, MalformedJsonNamesTheBytePosition) {
    const std::string message = input_error_of([] { read_json_form(R"({"givens": "1...", })", 4); });
    EXPECT_EQ(message.rfind("line 4: malformed JSON at byte 20: ", 0), 0u) << message;
    EXPECT_EQ(message.find("json.exception"), std::string::npos) << message;
}

TEST(JsonFormRead, WrongTypesNameTheKey) {
    EXPECT_EQ(input_error_of([] { read_json_form(R"({"givens": 12})", 1); }),
              "line 1: JSON key 'givens': expected a string");
    EXPECT_EQ(input_error_of([] { read_json_form(with_givens(R"(, "size": "9")"), 1); }),
              "line 1: JSON key 'size': expected an integer");
    EXPECT_EQ(input_error_of([] { read_json_form(with_givens(R"(, "size": 9.5)"), 1); }),
              "line 1: JSON key 'size': expected an integer");
}

TEST(JsonFormRead, GivensAreRequired) {
    EXPECT_EQ(input_error_of([] { read_json_form(R"({"size": 9})", 1); }), "line 1: JSON key 'givens' is required");
}

TEST(JsonFormRead, UnsupportedSizeIsRefused) {
    const std::string sides = "(" + format_test::supported_sides_text() + ")";
    EXPECT_EQ(input_error_of([] { read_json_form(R"({"size": 7, "givens": ""})", 1); }),
              "line 1: JSON key 'size': 7 is not a supported board size " + sides);
    EXPECT_EQ(input_error_of([] { read_json_form(R"({"size": -9, "givens": ""})", 1); }),
              "line 1: JSON key 'size': -9 is not a supported board size " + sides);
}

TEST(JsonFormRead, SizeAndGivensMustAgree) {
    EXPECT_EQ(input_error_of([] { read_json_form(R"({"size": 4, "givens": ")" + std::string(81, '.') + "\"}", 1); }),
              "line 1: JSON key 'givens': 81 cells, expected 16");
    EXPECT_EQ(input_error_of([] { read_json_form(R"({"givens": ")" + std::string(80, '.') + "\"}", 1); }),
              "line 1: JSON key 'givens': 80 cells, expected 81");
}

TEST(JsonFormRead, GivensAllowNoComment) {
    EXPECT_EQ(input_error_of([] { read_json_form(R"({"givens": ")" + std::string(kTop95First) + " 9.2\"}", 1); }),
              "line 1: JSON key 'givens', character 82: unknown character ' '");
}

TEST(JsonFormRead, BadCellsNameTheirCharacter) {
    EXPECT_EQ(input_error_of([] { read_json_form(R"({"givens": "1.9............."})", 6); }),
              "line 6: JSON key 'givens', character 3: digit 9 is out of range for a 4x4 board");
}

TEST(JsonFormRead, ConflictNamesTheObjectsLine) {
    EXPECT_EQ(input_error_of([] { read_json_form(R"({"givens": "1..1............"})", 2); }),
              "line 2: r1c1 and r1c4 are both 1 (row 1)");
}

TEST(JsonFormExtent, EndsWhereTheBracesBalance) {
    JsonObjectExtent extent;
    extent.add_line(R"({"givens": "...",)");
    EXPECT_FALSE(extent.finished());
    extent.add_line(R"( "rating": {"note": "a } and a { and \" inside"})");
    EXPECT_FALSE(extent.finished());
    extent.add_line("}");
    EXPECT_TRUE(extent.finished());
}

TEST(JsonFormExtent, AStringOpenAtTheLineEndEndsTheObject) {
    JsonObjectExtent extent;
    extent.add_line(R"({"givens": "4....})");
    EXPECT_TRUE(extent.finished());
}

TEST(JsonFormWrite, WritesSizeGivensAndMetadata) {
    PuzzleRecord record = read_json_form(with_givens(R"(, "title": "t", "x-id": 7)"), 1);
    const json written = write_json(record);
    EXPECT_EQ(written, (json{{"size", 9}, {"givens", kTop95First}, {"title", "t"}, {"x-id", 7}}));
}

TEST(JsonFormWrite, SolutionArgumentSetsTheSolution) {
    const PuzzleRecord record = read_json_form(R"({"givens": "1...............", "solution": "old"})", 1);
    Grid solution(4);
    for (Cell cell = 0; cell < 16; ++cell) solution.set(cell, 1);  // not checked by the writer
    EXPECT_EQ(write_json(record, solution)["solution"], "1111111111111111");
    EXPECT_EQ(write_json(record)["solution"], "old");
}

}  // namespace
}  // namespace json_form_test
}  // namespace gridforge

namespace gridforge {
namespace json_form_test {
namespace {

TEST(JsonFormRead, RefusesDeepNestingInsteadOfExhaustingTheStack) {
    const int depth = 100000;
    std::string nested;
    for (int i = 0; i < depth; ++i) nested += R"({"a":)";
    nested += "1";
    nested += std::string(depth, '}');
    const std::string text = std::string(R"({"givens": ")") + format_test::kTop95First + R"(", "x-deep": )" + nested + "}";
    EXPECT_EQ(format_test::input_error_of([&] { (void)format_detail::read_json_form(text, 3); }),
              "line 3: JSON nested deeper than 64 levels");
}

TEST(JsonFormRead, NumberTooLargeIsAnInputErrorNamingItsKey) {
    const std::string text = std::string(R"({"givens": ")") + format_test::kTop95First + R"(", "x-a": 1e400})";
    EXPECT_EQ(format_test::input_error_of([&] { (void)format_detail::read_json_form(text, 2); }),
              "line 2: JSON key 'x-a': the number 1e400 is too large (beyond a double's range)");
    const std::string cage = std::string(R"({"givens": ")") + format_test::kTop95First + R"(", "cages": [{"sum": 1, "cells": []}, {"sum": -1e999}]})";
    EXPECT_EQ(format_test::input_error_of([&] { (void)format_detail::read_json_form(cage, 1); }),
              "line 1: JSON key 'cages[1].sum': the number -1e999 is too large (beyond a double's range)");
    EXPECT_EQ(format_test::input_error_of([] { (void)format_detail::read_json_form("[1, 2e400]", 1); }),
              "line 1: JSON key '[1]': the number 2e400 is too large (beyond a double's range)");
}

TEST(FormatParsePuzzle, IgnoresAByteOrderMark) {
    const std::string text = std::string("\xEF\xBB\xBF") + format_test::kTop95First;
    EXPECT_EQ(write_line(parse_puzzle(text).puzzle.givens()), format_test::kTop95First);
    std::istringstream in(text + "\n");
    PuzzleReader reader(in);
    const auto item = reader.next();
    ASSERT_TRUE(item && item->record);
    EXPECT_EQ(write_line(item->record->puzzle.givens()), format_test::kTop95First);
}

}  // namespace
}  // namespace json_form_test
}  // namespace gridforge

namespace gridforge {
namespace json_form_test {
namespace {

TEST(JsonFormRead, RefusesAKeyWrittenTwice) {
    const std::string givens = std::string("\"") + format_test::kTop95First + "\"";
    const std::string text = "{\"givens\": " + givens + ", \"title\": {\"a\": 1, \"b\": 2}, \"givens\": " + givens + "}";
    EXPECT_EQ(format_test::input_error_of([&] { (void)format_detail::read_json_form(text, 4); }),
              "line 4: JSON key 'givens': appears twice");
}

TEST(JsonFormRead, RefusesACageKeyWrittenTwiceRatherThanKeepTheLast) {
    const std::string givens = "\"" + std::string(81, '.') + "\"";
    const std::string text = "{\"givens\": " + givens + R"(, "cages": [{"sum": 10, "sum": 3, "cells": ["r1c1", "r1c2"]}]})";
    EXPECT_EQ(format_test::input_error_of([&] { (void)format_detail::read_json_form(text, 1); }),
              "line 1: JSON key 'cages[0].sum': appears twice");
}

}  // namespace
}  // namespace json_form_test
}  // namespace gridforge
