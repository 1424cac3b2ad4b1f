// The links of chain, loop, colouring and forcing steps replayed on the candidate grid they were
// found on (link_replay.hpp): on every top95 state past singles, each chain finder's step, and
// every forcing chain step of the logic paths, must be made of real links whose conclusion is
// exactly the step's eliminations.
#include <gtest/gtest.h>

#include <iostream>
#include <map>

#include "gridforge/api.hpp"
#include "gridforge/format.hpp"
#include "gridforge/logic.hpp"
#include "logic/link_replay.hpp"
#include "logic/marked_board.hpp"
#include "support/puzzles.hpp"

namespace gridforge {
namespace chain_links_test {
namespace {

using testing::replay_chain;
using testing::replay_colouring;
using testing::replay_forcing;

std::string joined(const std::vector<std::string>& problems) {
    std::string text;
    for (const std::string& p : problems) text += "\n  " + p;
    return text;
}

std::vector<std::string> replay(const LogicState& state, const Step& step) {
    switch (step.technique) {
        case TechniqueId::simple_colouring: return replay_colouring(state, step);
        case TechniqueId::forcing_chain:
        case TechniqueId::nested_forcing_chain: return replay_forcing(state, step);
        default: return replay_chain(state, step);
    }
}

TEST(ChainLinks, EveryChainStepOfTop95ReplaysToItsEliminations) {
    const auto lines = testing::read_lines(testing::test_data("top95.txt"));
    const std::vector<TechniqueId> chains{TechniqueId::simple_colouring, TechniqueId::x_chain, TechniqueId::xy_chain,
                                          TechniqueId::aic};
    std::map<std::string, int> replayed;
    for (const std::string& line : lines) {
        const Puzzle puzzle = testing::puzzle_from(line.substr(0, 81));
        LogicState state(puzzle);
        while (!state.solved()) {
            const std::optional<Step> next = next_step(state, technique(TechniqueId::forcing_chain).difficulty);
            if (!next) break;
            std::vector<Step> steps;
            if (technique(next->technique).difficulty > technique(TechniqueId::naked_single).difficulty) {
                for (TechniqueId id : chains) {
                    if (std::optional<Step> step = technique(id).find(state)) steps.push_back(*step);
                }
            }
            if (next->technique == TechniqueId::forcing_chain) steps.push_back(*next);
            for (const Step& step : steps) {
                const std::vector<std::string> problems = replay(state, step);
                EXPECT_TRUE(problems.empty()) << line << "\n" << step.text << joined(problems);
                EXPECT_FALSE(step.eureka.empty()) << step.text;
                std::string kind(technique_key(step.technique));
                if (step.loop) kind += " loop";
                if (step.verity) kind += " verity";
                ++replayed[kind];
            }
            state.apply(*next);
        }
    }
    std::cout << "replayed:";
    for (const auto& [kind, count] : replayed) std::cout << ' ' << kind << '=' << count;
    std::cout << '\n';
    for (const char* kind : {"simple_colouring", "x_chain", "xy_chain", "xy_chain loop", "aic", "aic loop", "forcing_chain"}) {
        EXPECT_GT(replayed[kind], 0) << kind;
    }
}

TEST(ChainLinks, NestedForcingChainOfEasterMonsterReplays) {
    // Easter Monster needs nested forcing chains; its first forcing step's links replay.
    const Puzzle puzzle = testing::puzzle_from("1......89.....9..2......45...76......3..4....9....2..5..4.7....5....8.1..6.3.....");
    LogicState state(puzzle);
    int checked = 0;
    while (!state.solved() && checked < 3) {
        const std::optional<Step> next = next_step(state);
        ASSERT_TRUE(next);
        if (next->technique == TechniqueId::forcing_chain || next->technique == TechniqueId::nested_forcing_chain) {
            const std::vector<std::string> problems = replay_forcing(state, *next);
            EXPECT_TRUE(problems.empty()) << next->text << joined(problems);
            ++checked;
        }
        state.apply(*next);
    }
    EXPECT_EQ(checked, 3);
}

TEST(ChainLinks, KillerForcingChainsNameTheCageSums) {
    // The killer puzzles of variant_puzzles.jsonl end in forcing chains whose propagation uses the
    // cages' own pruning: the links name the cage, the sentence says "singles and the cage sums",
    // and the links replay (a cage's link is taken from changes already known).
    const auto lines = testing::read_lines(testing::test_data("../logic/variant_puzzles.jsonl"));
    int with_cages = 0;
    for (const std::string& line : lines) {
        const PuzzleRecord record = parse_puzzle(line);
        LogicState state(record.puzzle);
        while (!state.solved()) {
            const std::optional<Step> next = next_step(state, technique(TechniqueId::forcing_chain).difficulty);
            if (!next) break;
            if (next->technique == TechniqueId::forcing_chain) {
                const std::vector<std::string> problems = replay_forcing(state, *next);
                EXPECT_TRUE(problems.empty()) << next->text << joined(problems);
                const bool cage_links = std::any_of(next->links.begin(), next->links.end(),
                                                    [](const Link& link) { return link.rule.rfind("cage at ", 0) == 0; });
                const bool placed = std::any_of(next->links.begin(), next->links.end(), [](const Link& link) { return link.to.on; });
                if (cage_links && placed) {
                    ++with_cages;
                    EXPECT_NE(next->text.find("singles and the cage sums would follow"), std::string::npos) << next->text;
                    const nlohmann::json json = api::step_json(*next, record.puzzle);
                    bool by_cage = false;
                    for (const auto& link : json["links"]) by_cage = by_cage || link["by"].get<std::string>().rfind("cage at r", 0) == 0;
                    EXPECT_TRUE(by_cage);
                    EXPECT_TRUE(json.contains("contradiction"));
                }
            }
            state.apply(*next);
        }
    }
    EXPECT_GT(with_cages, 0);
}

TEST(ChainLinks, ForcingJsonNamesWhatBreaks) {
    testing::Marks marks;
    marks.cells = {{"r1c1", "12"}, {"r1c2", "12"}, {"r1c3", "12"}};
    const LogicState state = testing::marked_state(marks);
    const auto step = technique(TechniqueId::forcing_chain).find(state);
    ASSERT_TRUE(step);
    const nlohmann::json json = api::step_json(*step, state.puzzle());
    EXPECT_EQ(json["contradiction"].dump(), R"({"cell":"r1c3"})");
    EXPECT_EQ(json["links"].size(), 4u);
    EXPECT_EQ(json["links"][0].dump(),
              R"({"by":"row 1","from":{"cell":"r1c1","digit":1,"on":true},"to":{"cell":"r1c2","digit":1,"on":false},"type":"weak"})");
    EXPECT_EQ(json["links"][2].dump(),
              R"({"by":"cell r1c2","from":{"cell":"r1c2","digit":1,"on":false},"to":{"cell":"r1c2","digit":2,"on":true},"type":"strong"})");
    EXPECT_FALSE(json.contains("verity"));
}

}  // namespace
}  // namespace chain_links_test
}  // namespace gridforge
