// The sentence and Eureka notation of each chain, loop, colouring and forcing step on a fixed
// board, exact, so the wording is reviewed once and held; with the links' JSON of one chain.
#include <gtest/gtest.h>

#include "gridforge/api.hpp"
#include "gridforge/logic.hpp"
#include "logic/link_replay.hpp"
#include "logic/marked_board.hpp"

namespace gridforge {
namespace chain_sentences_test {
namespace {

using testing::eliminations_of;
using testing::find_on;
using testing::kFull;
using testing::Marks;

Marks digit5(const std::string& map) {
    Marks marks;
    marks.digit_maps[5] = map;
    return marks;
}

// r1c1 = r1c5 (row 1) - r5c5 (column 5) = r5c2 (row 5).
const std::string kXChain = "x...x.... xxxx.xxxx xxxx.xxxx xxxx.xxxx .x..x.... xxxx.xxxx xxxx.xxxx xxxx.xxxx xxxx.xxxx";
// 5 only twice in rows 1, 4 and 8: r1c1 = r1c5 - r4c5 = r4c8 - r8c8 = r8c1 - r1c1, a 6-node X-cycle.
const std::string kXCycle = "x...x.... " + kFull + kFull + "....x..x. " + kFull + kFull + kFull + "x......x. " + kFull;

TEST(ChainSentences, XChain) {
    const auto step = find_on(TechniqueId::x_chain, digit5(kXChain));
    ASSERT_TRUE(step);
    EXPECT_FALSE(step->loop);
    EXPECT_EQ(step->text,
              "X-Chain on 5: if r1c1 is not 5, then r1c5 is 5 (row 1), so r5c5 is not 5 (column 5), so r5c2 is 5 (row 5); "
              "either r1c1 or r5c2 is 5, so 5 is removed from r2c2, r3c2, r4c1 and r6c1. "
              "Eureka: (5)r1c1 = (5)r1c5 - (5)r5c5 = (5)r5c2.");
    EXPECT_EQ(step->eureka, "(5)r1c1 = (5)r1c5 - (5)r5c5 = (5)r5c2");
}

TEST(ChainSentences, XCycleIsOneStepWithEveryElimination) {
    const auto step = find_on(TechniqueId::x_chain, digit5(kXCycle));
    ASSERT_TRUE(step);
    EXPECT_TRUE(step->loop);
    // Every weak link (columns 5, 8 and 1) clears the rest of its column.
    EXPECT_EQ(step->eliminations.size(), 18u);
    EXPECT_EQ(step->text,
              "X-Cycle on 5: r1c1, r1c5, r4c5, r4c8, r8c8 and r8c1 form a loop whose links alternate strong and weak "
              "(rows 1, 4 and 8, and columns 1, 5 and 8), so each link holds exactly one 5: 5 is removed from r2c1, r2c5, "
              "r2c8, r3c1, r3c5, r3c8, r5c1, r5c5, r5c8, r6c1, r6c5, r6c8, r7c1, r7c5, r7c8, r9c1, r9c5 and r9c8. "
              "Eureka: (5)r1c1 = (5)r1c5 - (5)r4c5 = (5)r4c8 - (5)r8c8 = (5)r8c1 - (5)r1c1.");
}

TEST(ChainSentences, XYChain) {
    Marks marks;
    marks.cells = {{"r1c1", "12"}, {"r1c5", "23"}, {"r5c5", "34"}, {"r5c9", "14"}};
    const auto step = find_on(TechniqueId::xy_chain, marks);
    ASSERT_TRUE(step);
    EXPECT_FALSE(step->loop);
    EXPECT_EQ(step->text,
              "XY-Chain: if r1c1 is not 1, then r1c1 is 2 (its only other candidate), so r1c5 loses 2 (row 1) and is 3, "
              "so r5c5 loses 3 (column 5) and is 4, so r5c9 loses 4 (row 5) and is 1; either r1c1 or r5c9 is 1, so 1 is "
              "removed from r1c9 and r5c1. Eureka: (1)r1c1 = (2)r1c1 - (2)r1c5 = (3)r1c5 - (3)r5c5 = (4)r5c5 - (4)r5c9 = (1)r5c9.");
}

TEST(ChainSentences, XYLoopIsOneStepWithEveryElimination) {
    // r1c1 {1,2} - r1c5 {2,3} - r5c5 {3,4} - r5c1 {4,1} - back to r1c1: cut anywhere it is an
    // XY-chain removing one linking digit; as a loop all four go at once.
    Marks marks;
    marks.cells = {{"r1c1", "12"}, {"r1c5", "23"}, {"r5c5", "34"}, {"r5c1", "14"}};
    const auto step = find_on(TechniqueId::xy_chain, marks);
    ASSERT_TRUE(step);
    EXPECT_TRUE(step->loop);
    EXPECT_EQ(step->cells.size(), 4u);
    // 2 from row 1, 3 from column 5, 4 from row 5 and 1 from column 1: 7 cells each.
    EXPECT_EQ(step->eliminations.size(), 28u);
    EXPECT_EQ(step->text.substr(0, 243),
              "XY-Loop: the bivalue cells r1c1 (1 or 2), r1c5 (2 or 3), r5c5 (3 or 4) and r5c1 (1 or 4) close a loop (rows 1 and 5, "
              "and columns 1 and 5), so whichever digit r1c1 holds, each linking digit is in exactly one of its two cells: "
              "1 is removed from ");
    EXPECT_EQ(step->eureka, "(1)r1c1 = (2)r1c1 - (2)r1c5 = (3)r1c5 - (3)r5c5 = (4)r5c5 - (4)r5c1 = (1)r5c1 - (1)r1c1");
    // Applied, it leaves no chain on those cells.
    LogicState state = testing::marked_state(marks);
    state.apply(*step);
    EXPECT_FALSE(technique(TechniqueId::xy_chain).find(state));
}

TEST(ChainSentences, XYLoopOfAGeneratedPuzzleIsOneStep) {
    // `gridforge generate --scale technique --level unfair --seed 12`: its logic path used to cut
    // this loop into four XY-chain steps on r1c5, r3c6, r8c6 and r2c6 (one elimination group each,
    // an XY-wing in between); found as a loop, it is one step with all five eliminations.
    const Puzzle puzzle =
        testing::puzzle_from("..3..27...694........9..1....2..4....36...5...8.5...2..7..9.3........2.5.9.8.6.7.");
    const LogicPath path = solve_logically(puzzle);
    ASSERT_EQ(path.outcome, LogicOutcome::solved);
    std::vector<Step> chains;
    for (const Step& step : path.steps) {
        if (step.technique == TechniqueId::xy_chain || step.technique == TechniqueId::xy_wing) chains.push_back(step);
    }
    ASSERT_EQ(chains.size(), 1u);
    EXPECT_TRUE(chains[0].loop);
    EXPECT_EQ(eliminations_of(chains[0]), (std::vector<std::string>{"r2c5:1", "r3c5:8", "r5c6:7", "r6c6:3", "r6c6:7"}));
    EXPECT_EQ(chains[0].eureka, "(1)r1c5 = (8)r1c5 - (8)r3c6 = (3)r3c6 - (3)r8c6 = (7)r8c6 - (7)r2c6 = (1)r2c6 - (1)r1c5");
}

// (5)r1c1 = (5)r1c5 - (7)r1c5 = (7)r5c5 - (7)r5c2 = (5)r5c2: the ends do not see each other.
Marks aic_board() {
    Marks marks;
    marks.digit_maps[5] = "x...x.... " + kFull + kFull + kFull + kFull + kFull + kFull + kFull + kFull;
    marks.digit_maps[7] = kFull + "xxxx.xxxx xxxx.xxxx xxxx.xxxx .x..x.... xxxx.xxxx xxxx.xxxx xxxx.xxxx xxxx.xxxx";
    marks.cells = {{"r1c5", "57"}, {"r5c2", "57"}};
    return marks;
}

TEST(ChainSentences, AlternatingInferenceChain) {
    const auto step = find_on(TechniqueId::aic, aic_board());
    ASSERT_TRUE(step);
    EXPECT_FALSE(step->loop);
    EXPECT_EQ(step->text,
              "Alternating inference chain: if r1c1 is not 5, then r1c5 is 5 (row 1), so r1c5 is not 7, so r5c5 is 7 "
              "(column 5), so r5c2 loses 7 (row 5) and is 5; either r1c1 is 5 or r5c2 is 5, so 5 is removed from r2c2, "
              "r3c2, r4c1, r5c1 and r6c1. "
              "Eureka: (5)r1c1 = (5)r1c5 - (7)r1c5 = (7)r5c5 - (7)r5c2 = (5)r5c2.");
}

TEST(ChainSentences, ContinuousNiceLoop) {
    // (5)r1c1 = (5)r1c5 - (7)r1c5 = (7)r5c5 - (7)r5c1 = (5)r5c1 - back to (5)r1c1 in column 1.
    // r1c5 is entered and left by strong links, so its third candidate 9 goes too.
    Marks marks;
    marks.digit_maps[5] = "x...x.... " + kFull + kFull + kFull + kFull + kFull + kFull + kFull + kFull;
    marks.digit_maps[7] = kFull + "xxxx.xxxx xxxx.xxxx xxxx.xxxx x...x.... xxxx.xxxx xxxx.xxxx xxxx.xxxx xxxx.xxxx";
    marks.cells = {{"r1c5", "579"}, {"r5c1", "57"}};
    const auto step = find_on(TechniqueId::aic, marks);
    ASSERT_TRUE(step);
    EXPECT_TRUE(step->loop);
    EXPECT_EQ(step->text,
              "Continuous nice loop: from (5)r1c1 the 6 links through rows 1 and 5, and columns 1 and 5 alternate strong "
              "and weak and come back to it, so every link holds exactly one true candidate: 5 is removed from r2c1, r3c1, "
              "r4c1, r6c1, r7c1, r8c1 and r9c1; 9 from r1c5. "
              "Eureka: (5)r1c1 = (5)r1c5 - (7)r1c5 = (7)r5c5 - (7)r5c1 = (5)r5c1 - (5)r1c1.");
}

TEST(ChainSentences, ColourTrapAndWrap) {
    const auto trap = find_on(TechniqueId::simple_colouring, digit5(kXChain));
    ASSERT_TRUE(trap);
    EXPECT_EQ(trap->text,
              "Simple colouring (colour trap): the conjugate pairs of 5 in rows 1 and 5, and column 5 colour r1c1 and r5c5 "
              "(colour A) against r1c5 and r5c2 (colour B); one colour holds 5, so a cell seeing both colours cannot: 5 is "
              "removed from r2c2, r3c2, r4c1 and r6c1. Eureka: (5)r1c1 - (5)r1c5 = (5)r5c5 - (5)r5c2.");
    const auto wrap = find_on(TechniqueId::simple_colouring,
                              digit5("x...x.... xxxx.xxxx x.xx.xxxx x.xx.xxxx .x..x.... x.xx.xxxx x.xx.xxxx x.xx.xxxx x.xx.xxxx"));
    ASSERT_TRUE(wrap);
    EXPECT_EQ(wrap->text,
              "Simple colouring (colour wrap): the conjugate pairs of 5 in rows 1 and 5, and columns 2 and 5 colour r1c1, "
              "r2c2 and r5c5 (colour A) against r1c5 and r5c2 (colour B); r1c1 and r2c2 are both colour A and see each "
              "other in box 1, so that colour is false and 5 is removed from r1c1, r2c2 and r5c5. "
              "Eureka: (5)r1c1 - (5)r1c5 = (5)r5c5 - (5)r5c2 = (5)r2c2; (5)r1c1 - (5)r2c2.");
}

TEST(ChainSentences, ForcingContradiction) {
    Marks marks;
    marks.cells = {{"r1c1", "12"}, {"r1c2", "12"}, {"r1c3", "12"}};
    const auto step = find_on(TechniqueId::forcing_chain, marks);
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), std::vector<std::string>{"r1c1:1"});
    ASSERT_TRUE(step->contradiction);
    EXPECT_EQ(step->contradiction->cell, 2);
    EXPECT_EQ(step->text,
              "Forcing chain (contradiction): if r1c1 were 1, singles would follow: r1c2 is 2 (its last candidate); then "
              "r1c3 would have no candidate left, so r1c1 is not 1. "
              "Eureka: (1)r1c1 - (1)r1c2; (1)r1c1 - (1)r1c3; (1)r1c2 = (2)r1c2 - (2)r1c3.");
}

TEST(ChainSentences, ForcingVerity) {
    // r1c1 = 1: r3c1 = 6, so r5c1 loses 1 and 6 and is 5, so r5c5 = 9. r1c1 = 2: r1c3 = 7, so
    // r1c5 loses 2 and 7 and is 5, so r5c5 = 9. No assumption empties a cell or a house, because
    // r5c1 and r1c5 keep two candidates when r5c5 is 5.
    Marks marks;
    marks.cells = {{"r1c1", "12"}, {"r1c3", "27"}, {"r3c1", "16"}, {"r5c1", "156"}, {"r1c5", "257"}, {"r5c5", "59"}};
    const LogicState state = testing::marked_state(marks);
    const auto step = technique(TechniqueId::forcing_chain).find(state);
    ASSERT_TRUE(step);
    ASSERT_TRUE(step->verity);
    EXPECT_EQ(state.geometry().cell_name(step->verity->cell), "r5c5");
    EXPECT_EQ(step->verity->digit, 9);
    ASSERT_EQ(step->branches.size(), 2u);
    EXPECT_TRUE(testing::replay_forcing(state, *step).empty());
    EXPECT_EQ(step->text,
              "Forcing chain (cell verity): whichever of 1 or 2 r1c1 holds, singles place 9 in r5c5, so it goes there: "
              "with 1, r3c1 is 6 (its last candidate), r5c1 is 5 (its last candidate) and r5c5 is 9 (its last candidate); "
              "with 2, r1c3 is 7 (its last candidate), r1c5 is 5 (its last candidate) and r5c5 is 9 (its last candidate).");
    EXPECT_EQ(step->eureka,
              "(1)r1c1 - (1)r3c1; (1)r1c1 - (1)r5c1; (1)r3c1 = (6)r3c1 - (6)r5c1; (1)r5c1 = (5)r5c1; (6)r5c1 = (5)r5c1 - "
              "(5)r5c5 = (9)r5c5 | (2)r1c1 - (2)r1c3; (2)r1c1 - (2)r1c5; (2)r1c3 = (7)r1c3 - (7)r1c5; (2)r1c5 = (5)r1c5; "
              "(7)r1c5 = (5)r1c5 - (5)r5c5 = (9)r5c5");
}

TEST(ChainSentences, ChainJson) {
    const Marks marks = digit5(kXChain);
    const LogicState state = testing::marked_state(marks);
    const auto step = technique(TechniqueId::x_chain).find(state);
    ASSERT_TRUE(step);
    const nlohmann::json json = api::step_json(*step, state.puzzle());
    ASSERT_EQ(json["links"].size(), 3u);
    EXPECT_EQ(json["links"][0].dump(),
              R"({"by":"row 1","from":{"cell":"r1c1","digit":5,"on":false},"to":{"cell":"r1c5","digit":5,"on":true},"type":"strong"})");
    EXPECT_EQ(json["links"][1].dump(),
              R"({"by":"column 5","from":{"cell":"r1c5","digit":5,"on":true},"to":{"cell":"r5c5","digit":5,"on":false},"type":"weak"})");
    EXPECT_EQ(json["eureka"], "(5)r1c1 = (5)r1c5 - (5)r5c5 = (5)r5c2");
    EXPECT_FALSE(json.contains("loop"));
    EXPECT_EQ(json["houses"].dump(), R"(["row 1","column 5","row 5"])");
}

}  // namespace
}  // namespace chain_sentences_test
}  // namespace gridforge
