// deduce_mark, deduce_hint, deduce_rate and deduce_explain on a generated 4x4 revealed-mode puzzle.

#include <gtest/gtest.h>

#include <algorithm>

#include "api/api_test_support.hpp"

namespace gridforge::testing {
namespace deduce_ops_test {
namespace {

/// A generated 4×4 revealed-mode puzzle (seed 4), made once; its "hints" are the whole solving path.
const nlohmann::json& puzzle() {
    static const nlohmann::json generated = [] {
        nlohmann::json answer = call({{"op", "generate"}, {"family", "deduce"}, {"size", "4x4"}, {"seed", 4}});
        answer.erase("x-generation");
        return answer;
    }();
    return generated;
}

nlohmann::json move_of(const nlohmann::json& step) { return {{"cell", step["cell"]}, {"verdict", step["verdict"]}}; }

std::string other_verdict(const nlohmann::json& verdict) { return verdict == "criminal" ? "innocent" : "criminal"; }

/// The moves of the first `count` hints.
nlohmann::json first_moves(std::size_t count) {
    nlohmann::json moves = nlohmann::json::array();
    for (std::size_t i = 0; i < count; ++i) moves.push_back(move_of(puzzle()["hints"][i]));
    return moves;
}

nlohmann::json mark(const nlohmann::json& moves, const nlohmann::json& cell, const std::string& verdict) {
    return call({{"op", "deduce_mark"}, {"puzzle", puzzle()}, {"moves", moves}, {"cell", cell}, {"verdict", verdict}});
}

TEST(ApiDeduceMark, RefusesAGuessEvenWhenItIsRight) {
    const nlohmann::json& last = puzzle()["hints"].back();  // forced only at the end
    const nlohmann::json answer = mark(nlohmann::json::array(), last["cell"], last["verdict"]);
    EXPECT_EQ(answer["outcome"], "guess");
    EXPECT_NE(answer["reason"].get<std::string>().find("nothing visible forces " + last["name"].get<std::string>() + "'s verdict yet"),
              std::string::npos)
        << answer["reason"];
    EXPECT_EQ(answer["revealed"], puzzle()["reveals"]);
    EXPECT_EQ(answer["new_clues"], nlohmann::json::array());
}

TEST(ApiDeduceMark, AcceptsAForcedMarkAndShowsTheCluesThatAppear) {
    const nlohmann::json& first = puzzle()["hints"][0];
    const nlohmann::json answer = mark(nlohmann::json::array(), first["cell"], first["verdict"]);
    EXPECT_EQ(answer["outcome"], "accepted");
    EXPECT_EQ(answer["cell"], first["cell"]);
    EXPECT_EQ(answer["reason"].get<std::string>().rfind("Right: ", 0), 0u) << answer["reason"];
    const nlohmann::json& revealed = answer["revealed"];
    EXPECT_NE(std::find(revealed.begin(), revealed.end(), first["cell"]), revealed.end());
    // In revealed mode the clues that appear are those the newly revealed person carries.
    nlohmann::json carried = nlohmann::json::array();
    for (std::size_t i = 0; i < puzzle()["clues"].size(); ++i) {
        if (puzzle()["clues"][i].value("carrier", "") == first["cell"]) carried.push_back(i);
    }
    EXPECT_EQ(answer["new_clues"], carried);
    for (const auto& index : carried) {
        const nlohmann::json& visible = answer["visible_clues"];
        EXPECT_NE(std::find(visible.begin(), visible.end(), index), visible.end());
    }
    EXPECT_EQ(answer["finished"], false);
}

TEST(ApiDeduceMark, AForcedWrongVerdictIsAMistake) {
    const nlohmann::json& first = puzzle()["hints"][0];
    const nlohmann::json answer = mark(nlohmann::json::array(), first["name"], other_verdict(first["verdict"]));
    EXPECT_EQ(answer["outcome"], "mistake");
    EXPECT_NE(answer["reason"].get<std::string>().find("is not "), std::string::npos) << answer["reason"];
    EXPECT_EQ(answer["revealed"], puzzle()["reveals"]);
}

TEST(ApiDeduceMark, ReplaysTheMovesToTheEnd) {
    const nlohmann::json& hints = puzzle()["hints"];
    const nlohmann::json& last = hints.back();
    const nlohmann::json answer = mark(first_moves(hints.size() - 1), last["cell"], last["verdict"]);
    EXPECT_EQ(answer["outcome"], "accepted");
    EXPECT_EQ(answer["finished"], true);
    EXPECT_EQ(answer["revealed"].size(), 16u);
    const nlohmann::json again = mark(first_moves(hints.size()), last["cell"], last["verdict"]);
    EXPECT_EQ(again["outcome"], "already_revealed");
}

TEST(ApiDeduceMark, AMoveThatDoesNotReplayIsNamed) {
    const nlohmann::json& hints = puzzle()["hints"];
    nlohmann::json moves = first_moves(2);
    moves.push_back(move_of(hints.back()));  // a guess at that point
    const nlohmann::json answer = mark(moves, hints[2]["cell"], hints[2]["verdict"]);
    expect_error(answer, "usage", "moves[2]", "does not replay");
    expect_error(mark(nlohmann::json::parse(R"([{"cell": "Z9", "verdict": "criminal"}])"), "A1", "criminal"), "usage",
                 "moves[0]", "'Z9'");
    expect_error(mark(nlohmann::json::parse(R"([{"cell": "A1"}])"), "A1", "criminal"), "usage", "moves[0]", "verdict");
}

TEST(ApiDeduceHint, GivesAForcedStepAndNothingOnceEveryoneIsRevealed) {
    const nlohmann::json answer = call({{"op", "deduce_hint"}, {"puzzle", puzzle()}});
    const nlohmann::json& hint = answer["hint"];
    ASSERT_TRUE(hint.is_object()) << answer.dump();
    EXPECT_EQ(answer["text"], hint["text"]);
    // The hint is right and forced: marking it is accepted.
    EXPECT_EQ(mark(nlohmann::json::array(), hint["cell"], hint["verdict"])["outcome"], "accepted");
    const nlohmann::json done = call({{"op", "deduce_hint"}, {"puzzle", puzzle()}, {"moves", first_moves(puzzle()["hints"].size())}});
    EXPECT_TRUE(done["hint"].is_null());
    EXPECT_EQ(done["text"], "Everyone is revealed.");
}

TEST(ApiDeduceRate, GivesTheDifficultyTheGeneratorMeasured) {
    const nlohmann::json answer = call({{"op", "deduce_rate"}, {"puzzle", puzzle()}});
    EXPECT_EQ(answer, puzzle()["difficulty"]);
}

TEST(ApiDeduceExplain, GivesTheHintSequenceAndOneGraphNodePerPerson) {
    const nlohmann::json answer = call({{"op", "deduce_explain"}, {"puzzle", puzzle()}});
    EXPECT_EQ(answer["hints"], puzzle()["hints"]);
    const nlohmann::json& graph = answer["graph"];
    ASSERT_TRUE(graph.is_object()) << answer.dump();
    // One node per clue and per person; one edge per clue and fact of each hint.
    EXPECT_EQ(graph["nodes"].size(), puzzle()["clues"].size() + puzzle()["people"].size());
    std::size_t supports = 0;
    for (const nlohmann::json& hint : puzzle()["hints"]) supports += hint["clues"].size() + hint["facts"].size();
    EXPECT_EQ(graph["edges"].size(), supports);
    EXPECT_EQ(graph["by_chain_depth"][0], puzzle()["reveals"]);
}

TEST(ApiDeduceExplain, DrawsTheGraphWhenAsked) {
    const nlohmann::json plain = call({{"op", "deduce_explain"}, {"puzzle", puzzle()}});
    EXPECT_FALSE(plain.contains("drawing")) << "no drawing unless asked";
    const nlohmann::json svg = call({{"op", "deduce_explain"}, {"puzzle", puzzle()}, {"drawing", "svg"}});
    EXPECT_EQ(svg["graph"], plain["graph"]);
    const std::string drawing = svg["drawing"].get<std::string>();
    EXPECT_TRUE(drawing.starts_with("<?xml")) << drawing.substr(0, 80);
    // One person box per person: the drawing is of this puzzle.
    std::size_t people = 0;
    for (const std::string kind : {"<g class=\"node verdict\"", "<g class=\"node reveal\""}) {
        for (std::size_t at = drawing.find(kind); at != std::string::npos; at = drawing.find(kind, at + 1)) ++people;
    }
    EXPECT_EQ(people, puzzle()["people"].size());
    const nlohmann::json dot = call({{"op", "deduce_explain"}, {"puzzle", puzzle()}, {"drawing", "dot"}});
    EXPECT_TRUE(dot["drawing"].get<std::string>().starts_with("digraph")) << dot["drawing"];
    expect_error(call({{"op", "deduce_explain"}, {"puzzle", puzzle()}, {"drawing", "png"}}), "usage", "drawing", "svg, dot");
}

TEST(ApiDeduceExplain, RefusesAPuzzleWithoutAGuessFreePath) {
    nlohmann::json stuck = puzzle();
    stuck.erase("hints");
    stuck.erase("difficulty");
    stuck["clues"] = nlohmann::json::array({stuck["clues"][0]});  // one clue cannot reveal 15 people
    expect_error(call({{"op", "deduce_explain"}, {"puzzle", stuck}}), "input", "puzzle", "no guess-free path");
}

TEST(ApiDeduceParse, ReadsTheDeductionFamily) {
    const nlohmann::json answer = call({{"op", "parse"}, {"puzzle", puzzle().dump()}});
    EXPECT_EQ(answer["family"], "deduce");
    EXPECT_EQ(answer["puzzle"], puzzle());
}

}  // namespace
}  // namespace deduce_ops_test
}  // namespace gridforge::testing
