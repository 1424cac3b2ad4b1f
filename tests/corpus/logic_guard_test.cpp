// Every technique under the known-solution guard on the public corpora: top95 (all), magictour
// (a sample) and the forum hardest list (a sample, from ../shared/data when present). A step that
// removes a digit of the solution or places a wrong one throws GuardViolation naming the
// technique, the step and its sentence. A corpus test: it runs in the Release pass only (the
// sanitizer pass runs the unit tests, whose paths are guarded too).
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <map>

#include "gridforge/format.hpp"
#include "gridforge/logic.hpp"
#include "gridforge/solve.hpp"
#include "support/puzzles.hpp"

namespace gridforge {
namespace logic_guard_test {
namespace {

using testing::puzzle_from;

struct CorpusTally {
    int puzzles = 0;
    int solved = 0;
    std::map<TechniqueId, int> steps;
};

/// Solves every `every`-th line (up to `limit` puzzles) under the guard; fails on the first violation.
CorpusTally run_guarded(const std::vector<std::string>& lines, std::size_t every, std::size_t limit,
                        int max_difficulty = 1 << 30) {
    CorpusTally tally;
    for (std::size_t i = 0; i < lines.size() && static_cast<std::size_t>(tally.puzzles) < limit; i += every) {
        const Puzzle puzzle = puzzle_from(lines[i].substr(0, 81));
        const CountResult counted = count_solutions(puzzle, 2);
        EXPECT_EQ(counted.count, 1) << lines[i];
        if (counted.count != 1) continue;
        LogicOptions options;
        options.known_solution = &*counted.solution;
        options.max_difficulty = max_difficulty;
        LogicPath path;
        try {
            path = solve_logically(puzzle, options);
        } catch (const GuardViolation& violation) {
            ADD_FAILURE() << "puzzle " << lines[i] << ": " << violation.what();
            return tally;
        }
        ++tally.puzzles;
        if (path.outcome == LogicOutcome::solved) {
            ++tally.solved;
            EXPECT_EQ(path.grid, *counted.solution);
        }
        for (const Step& step : path.steps) ++tally.steps[step.technique];
    }
    return tally;
}

void print(const std::string& name, const CorpusTally& tally) {
    std::cout << name << ": " << tally.solved << "/" << tally.puzzles << " solved by logic;";
    for (const auto& [id, count] : tally.steps) std::cout << ' ' << technique_key(id) << '=' << count;
    std::cout << '\n';
}

/// Along each logic path, wherever singles are exhausted, asks every technique up to the forcing
/// chain (not only the cheapest) for its step and checks it against the solution: so each
/// technique is guarded on many states, not just where it happened to be the cheapest.
int guard_every_technique(const std::vector<std::string>& lines, std::size_t every, std::size_t limit,
                          std::map<TechniqueId, int>& found) {
    int states = 0;
    const int cap = technique(TechniqueId::forcing_chain).difficulty;
    for (std::size_t i = 0, done = 0; i < lines.size() && done < limit; i += every, ++done) {
        const Puzzle puzzle = puzzle_from(lines[i].substr(0, 81));
        const Grid solution = *count_solutions(puzzle, 2).solution;
        LogicState state(puzzle);
        for (int step_number = 1; !state.solved(); ++step_number) {
            const std::optional<Step> next = next_step(state);
            if (!next) break;
            if (technique(next->technique).difficulty > technique(TechniqueId::naked_single).difficulty) {
                ++states;
                for (const Technique& t : techniques()) {
                    if (t.difficulty > cap) break;
                    if (std::optional<Step> step = t.find(state)) {
                        ++found[t.id];
                        try {
                            check_step_against_solution(*step, solution, puzzle.geometry(), step_number);
                        } catch (const GuardViolation& violation) {
                            ADD_FAILURE() << "puzzle " << lines[i] << ": " << violation.what();
                            return states;
                        }
                    }
                }
            }
            state.apply(*next);
        }
    }
    return states;
}

TEST(LogicGuard, EveryTechniqueOnEveryHardStateOfTop95) {
    const auto lines = testing::read_lines(testing::test_data("top95.txt"));
    std::map<TechniqueId, int> found;
    const int states = guard_every_technique(lines, 1, 95, found);
    std::cout << "top95: " << states << " states past singles; steps found and checked:";
    for (const auto& [id, count] : found) std::cout << ' ' << technique_key(id) << '=' << count;
    std::cout << '\n';
    // Every technique from locked candidates to the forcing chain fires somewhere on top95 and is
    // checked there (singles are not asked here: these states have none; the paths guard them).
    for (const Technique& t : techniques()) {
        if (t.difficulty <= technique(TechniqueId::rule_elimination).difficulty || t.id == TechniqueId::nested_forcing_chain) continue;
        // Killer only: VariantPuzzlesGuarded and killer_thermo_logic_test.cpp guard them.
        if (t.id == TechniqueId::innies_outies || t.id == TechniqueId::cage_split || t.id == TechniqueId::hidden_cage ||
            t.id == TechniqueId::killer_pair) {
            continue;
        }
        EXPECT_GT(found[t.id], 0) << technique_name(t.id);
    }
}

TEST(LogicGuard, VariantPuzzlesGuarded) {
    // Killer, thermo and killer-X puzzles made by `gridforge generate --variant ... --json` (seeds 1
    // and 3), solved up to the hidden quad under the guard: cage combinations, thermometer bounds
    // and innies and outies each fire and are checked against the solution.
    const auto lines = testing::read_lines(testing::test_data("../logic/variant_puzzles.jsonl"));
    ASSERT_EQ(lines.size(), 14u);
    std::map<TechniqueId, int> steps;
    for (const std::string& line : lines) {
        const PuzzleRecord record = parse_puzzle(line);
        const CountResult counted = count_solutions(record.puzzle, 2);
        ASSERT_EQ(counted.count, 1) << line;
        LogicOptions options;
        options.known_solution = &*counted.solution;
        options.max_difficulty = technique(TechniqueId::hidden_quad).difficulty;
        try {
            for (const Step& step : solve_logically(record.puzzle, options).steps) ++steps[step.technique];
        } catch (const GuardViolation& violation) {
            ADD_FAILURE() << line << ": " << violation.what();
        }
    }
    EXPECT_GT(steps[TechniqueId::cage_combination], 0);
    EXPECT_GT(steps[TechniqueId::thermometer_bounds], 0);
    EXPECT_GT(steps[TechniqueId::innies_outies], 0);
}

TEST(LogicGuard, EveryTechniqueOnMagictourSample) {
    const auto lines = testing::read_lines(testing::test_data("tdoku_magictour_top1465.txt"));
    std::map<TechniqueId, int> found;
    const int states = guard_every_technique(lines, 30, 49, found);
    std::cout << "magictour (every 30th): " << states << " states past singles; steps found and checked:";
    for (const auto& [id, count] : found) std::cout << ' ' << technique_key(id) << '=' << count;
    std::cout << '\n';
    EXPECT_GT(states, 0);
}

TEST(LogicGuard, Top95EveryPuzzle) {
    const auto lines = testing::read_lines(testing::test_data("top95.txt"));
    ASSERT_EQ(lines.size(), 95u);
    const CorpusTally tally = run_guarded(lines, 1, 95);
    print("top95", tally);
    EXPECT_EQ(tally.puzzles, 95);
    EXPECT_EQ(tally.solved, 95);
}

TEST(LogicGuard, MagictourSample) {
    const auto lines = testing::read_lines(testing::test_data("tdoku_magictour_top1465.txt"));
    ASSERT_EQ(lines.size(), 1465u);
    const CorpusTally tally = run_guarded(lines, 10, 147);
    print("magictour (every 10th)", tally);
    EXPECT_EQ(tally.puzzles, 147);
    EXPECT_EQ(tally.solved, 147);
}

TEST(LogicGuard, ForumHardest2000UpToForcingChains) {
    const std::string path = testing::shared_data("tdoku_forum_hardest_1905_11plus.txt");
    if (!std::filesystem::exists(path)) GTEST_SKIP() << path << " is not in ../shared/data beside this clone; skipped";
    const auto lines = testing::read_lines(path);
    const std::size_t count = 2000;
    const CorpusTally tally = run_guarded(lines, lines.size() / count, count, technique(TechniqueId::forcing_chain).difficulty);
    print("forum hardest (2,000 spread over the file, no nested forcing chains)", tally);
    EXPECT_EQ(tally.puzzles, static_cast<int>(count));
}

TEST(LogicGuard, ForumHardestSample) {
    const std::string path = testing::shared_data("tdoku_forum_hardest_1905_11plus.txt");
    if (!std::filesystem::exists(path)) GTEST_SKIP() << path << " is not in ../shared/data beside this clone; skipped";
    const auto lines = testing::read_lines(path);
    const std::size_t count = 40;
    const CorpusTally tally = run_guarded(lines, lines.size() / count, count);
    print("forum hardest (40 spread over the file, full catalogue)", tally);
    EXPECT_EQ(tally.puzzles, static_cast<int>(count));
    EXPECT_EQ(tally.solved, static_cast<int>(count));
}

}  // namespace
}  // namespace logic_guard_test
}  // namespace gridforge
