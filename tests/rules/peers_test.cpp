// peer_table: the house peers, plus what rules beyond their houses forbid, asked through
// Rule::allowed alone.

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "gridforge/format.hpp"
#include "gridforge/peers.hpp"
#include "support/rule_checks.hpp"

namespace gridforge {

const RuleKind& kropki_kind();
const RuleKind& xv_kind();
const RuleKind& non_consecutive_kind();

namespace peers_test {
namespace {

const Geometry kNine(9);

Cell at(std::string_view name) { return *kNine.parse_cell_name(name); }

/// A 9x9 puzzle without givens under the rule keys of `keys` (a JSON object's members, no braces).
Puzzle puzzle_with(const std::string& keys) {
    const std::string empty(81, '.');
    return parse_puzzle(R"({"givens": ")" + empty + "\"" + (keys.empty() ? "" : ", " + keys) + "}").puzzle;
}

/// A puzzle of `kind`'s rules from `json` alone, without rows, columns or boxes: only the rule's
/// own answers make peers.
Puzzle alone(const RuleKind& kind, const nlohmann::json& json) {
    return Puzzle(kNine, Grid(9), testing::read_kind(kind, json, kNine));
}

bool peers(const std::vector<std::vector<Cell>>& table, std::string_view a, std::string_view b) {
    const std::vector<Cell>& list = table[static_cast<std::size_t>(at(a))];
    return std::find(list.begin(), list.end(), at(b)) != list.end();
}

TEST(PeerTable, ClassicGivesTwentyPeersPerCellInReadingOrder) {
    const auto table = peer_table(puzzle_with(""));
    ASSERT_EQ(table.size(), 81u);
    for (const std::vector<Cell>& list : table) {
        EXPECT_EQ(list.size(), 20u);
        EXPECT_TRUE(std::is_sorted(list.begin(), list.end()));
    }
    EXPECT_TRUE(peers(table, "r1c1", "r3c3"));
    EXPECT_FALSE(peers(table, "r1c1", "r4c4"));
    EXPECT_FALSE(peers(table, "r1c1", "r1c1"));
}

TEST(PeerTable, AntiKnightAddsTheKnightMoves) {
    const auto table = peer_table(puzzle_with(R"("antiknight": true)"));
    // r5c5's eight knight moves all leave its row, column and box; r1c1's two stay in box 1.
    EXPECT_EQ(table[static_cast<std::size_t>(at("r5c5"))].size(), 28u);
    for (const std::string_view move : {"r3c4", "r3c6", "r4c3", "r4c7", "r6c3", "r6c7", "r7c4", "r7c6"}) {
        EXPECT_TRUE(peers(table, "r5c5", move)) << move;
        EXPECT_TRUE(peers(table, move, "r5c5")) << move;
    }
    EXPECT_EQ(table[static_cast<std::size_t>(at("r1c1"))].size(), 20u);
}

TEST(PeerTable, TheCellsOfACageArePeers) {
    // r3c3 and r4c4 share no row, column or box; the cage makes them peers, and no one else.
    const auto table = peer_table(puzzle_with(R"("cages": [{"sum": 15, "cells": ["r3c3", "r3c4", "r4c4"]}])"));
    EXPECT_TRUE(peers(table, "r3c3", "r4c4"));
    EXPECT_TRUE(peers(table, "r4c4", "r3c3"));
    EXPECT_EQ(table[static_cast<std::size_t>(at("r3c3"))].size(), 21u);
    EXPECT_EQ(table[static_cast<std::size_t>(at("r5c5"))].size(), 20u);
}

TEST(PeerTable, AThermometerStepOnTheDiagonalIsAPeerPair) {
    const auto table = peer_table(puzzle_with(R"("thermos": [["r3c3", "r4c4"]])"));
    EXPECT_TRUE(peers(table, "r3c3", "r4c4"));
    EXPECT_TRUE(peers(table, "r4c4", "r3c3"));
}

TEST(PeerTable, EdgeMarksMakePeersWhenNoDigitFitsTwice) {
    // Without rows and columns: a white dot (d, d is not consecutive), a black dot (d is not twice
    // d) and a V (d + d is never 5) forbid equal digits; an X allows 5 and 5.
    const auto kropki = peer_table(alone(kropki_kind(), nlohmann::json::parse(
        R"({"difference": [{"cells": ["r1c1", "r1c2"]}], "ratio": [{"cells": ["r5c5", "r6c5"]}]})")));
    EXPECT_TRUE(peers(kropki, "r1c1", "r1c2"));
    EXPECT_TRUE(peers(kropki, "r6c5", "r5c5"));
    EXPECT_EQ(kropki[static_cast<std::size_t>(at("r1c1"))].size(), 1u);
    const auto xv = peer_table(alone(xv_kind(), nlohmann::json::parse(
        R"({"xv": [{"cells": ["r1c1", "r1c2"], "value": "X"}, {"cells": ["r3c3", "r4c3"], "value": "V"}]})")));
    EXPECT_FALSE(peers(xv, "r1c1", "r1c2"));
    EXPECT_TRUE(peers(xv, "r3c3", "r4c3"));
}

TEST(PeerTable, NonConsecutiveAloneAddsNoPeers) {
    // A digit beside itself is not consecutive: only the rows and columns make neighbours peers.
    const auto table = peer_table(alone(non_consecutive_kind(), nlohmann::json::parse(R"({"nonconsecutive": true})")));
    for (const std::vector<Cell>& list : table) EXPECT_TRUE(list.empty());
}

}  // namespace
}  // namespace peers_test
}  // namespace gridforge
