// The C API's puzzles: reading every form, the givens, the forms written back, and the errors.

#include <gtest/gtest.h>

#include <array>
#include <string>
#include <thread>

#include "capi/capi_test_support.hpp"
#include "gridforge/api.hpp"
#include "support/known_puzzles.hpp"

namespace gridforge::testing {
namespace puzzle_capi_test {
namespace {

TEST(CApiPuzzle, ReadsTheLineForm) {
    PuzzlePtr puzzle;
    ASSERT_EQ(gf_puzzle_parse(kTop95First, puzzle.out()), GF_OK) << gf_last_error();
    int size = 0;
    ASSERT_EQ(gf_puzzle_size(puzzle.get(), &size), GF_OK);
    EXPECT_EQ(size, 9);
    std::array<int, 81> givens{};
    ASSERT_EQ(gf_puzzle_givens(puzzle.get(), givens.data(), givens.size()), GF_OK);
    EXPECT_EQ(digits_text(givens), kTop95First);
    EXPECT_EQ(line_of(puzzle.get()), kTop95First);
    CString described;
    ASSERT_EQ(gf_puzzle_describe(puzzle.get(), described.out()), GF_OK);
    EXPECT_EQ(described.json()["rules"], nlohmann::json::array({"classic"}));
    EXPECT_EQ(described.json()["family"], "sudoku");
}

TEST(CApiPuzzle, ReadsJsonWithVariantRulesAndMetadata) {
    const std::string text = R"({"givens": "................", "cages": [{"sum": 3, "cells": ["r1c1", "r1c2"]}], "title": "t"})";
    PuzzlePtr puzzle;
    ASSERT_EQ(gf_puzzle_parse(text.c_str(), puzzle.out()), GF_OK) << gf_last_error();
    int size = 0;
    ASSERT_EQ(gf_puzzle_size(puzzle.get(), &size), GF_OK);
    EXPECT_EQ(size, 4);
    CString json;
    ASSERT_EQ(gf_puzzle_to_json(puzzle.get(), json.out()), GF_OK);
    EXPECT_EQ(json.json()["title"], "t");
    EXPECT_EQ(json.json()["cages"][0]["sum"], 3);
    CString described;
    ASSERT_EQ(gf_puzzle_describe(puzzle.get(), described.out()), GF_OK);
    EXPECT_EQ(described.json()["rules"], nlohmann::json::array({"classic", "killer"}));
}

TEST(CApiPuzzle, ReadsALink) {
    const std::string link = std::string("https://www.sudokuwiki.org/sudoku.htm?bd=") +
                             "400000805030000000000700000020000060000080400000010000000603070500200000104000000";
    PuzzlePtr puzzle;
    ASSERT_EQ(gf_puzzle_parse(link.c_str(), puzzle.out()), GF_OK) << gf_last_error();
    EXPECT_EQ(line_of(puzzle.get()), kTop95First);
}

TEST(CApiPuzzle, UnreadableInputNamesTheFunctionAndThePlace) {
    gf_puzzle* puzzle = reinterpret_cast<gf_puzzle*>(&puzzle);  // not NULL: the call must clear it
    EXPECT_EQ(gf_puzzle_parse("4.....8.5.3...x", &puzzle), GF_INPUT_ERROR);
    EXPECT_EQ(puzzle, nullptr);
    EXPECT_EQ(std::string(gf_last_error()), "gf_puzzle_parse: line 1, column 15: unknown character 'x'");
    EXPECT_EQ(gf_puzzle_parse("4.....8.5.3....", &puzzle), GF_INPUT_ERROR);
    EXPECT_NE(std::string(gf_last_error()).find("gf_puzzle_parse: line 1: 15 cells"), std::string::npos) << gf_last_error();
    // Givens that break a rule are input errors too.
    EXPECT_EQ(gf_puzzle_parse("11..............", &puzzle), GF_INPUT_ERROR);
    EXPECT_NE(std::string(gf_last_error()).find("r1c1 and r1c2 are both 1"), std::string::npos) << gf_last_error();
}

TEST(CApiPuzzle, RefusesNullAndWrongLengths) {
    gf_puzzle* puzzle = nullptr;
    EXPECT_EQ(gf_puzzle_parse(nullptr, &puzzle), GF_CONTRACT_ERROR);
    EXPECT_EQ(std::string(gf_last_error()), "gf_puzzle_parse: text is NULL");
    EXPECT_EQ(gf_puzzle_parse(kTop95First, nullptr), GF_CONTRACT_ERROR);
    int size = 7;
    EXPECT_EQ(gf_puzzle_size(nullptr, &size), GF_CONTRACT_ERROR);
    EXPECT_EQ(size, 0);
    EXPECT_EQ(std::string(gf_last_error()), "gf_puzzle_size: puzzle is NULL");

    PuzzlePtr parsed;
    ASSERT_EQ(gf_puzzle_parse(kTop95First, parsed.out()), GF_OK);
    std::array<int, 80> short_buffer{};
    EXPECT_EQ(gf_puzzle_givens(parsed.get(), short_buffer.data(), short_buffer.size()), GF_CONTRACT_ERROR);
    EXPECT_EQ(std::string(gf_last_error()), "gf_puzzle_givens: digits holds 80 cells; the grid has 81");
    gf_puzzle_free(nullptr);  // accepted, as free(NULL)
    gf_string_free(nullptr);
}

TEST(CApiPuzzle, TheLastErrorBelongsToItsThread) {
    EXPECT_EQ(gf_puzzle_parse("x", nullptr), GF_CONTRACT_ERROR);
    std::string seen_elsewhere = "unset";
    std::thread([&] { seen_elsewhere = gf_last_error(); }).join();
    EXPECT_EQ(seen_elsewhere, "");
    EXPECT_EQ(std::string(gf_last_error()), "gf_puzzle_parse: puzzle is NULL");
}

TEST(CApiPuzzle, NamesStatusesAndVersion) {
    EXPECT_STREQ(gf_status_name(GF_OK), "GF_OK");
    EXPECT_STREQ(gf_status_name(GF_SEVERAL_SOLUTIONS), "GF_SEVERAL_SOLUTIONS");
    const char* version = nullptr;
    ASSERT_EQ(gf_version(&version), GF_OK);
    EXPECT_EQ(std::string_view(version), api::kVersion);
}

}  // namespace
}  // namespace puzzle_capi_test
}  // namespace gridforge::testing
