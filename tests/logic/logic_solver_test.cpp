// The logic solver: cheapest technique first, outcomes, and the known-solution guard.
#include <gtest/gtest.h>

#include "gridforge/logic.hpp"
#include "gridforge/solve.hpp"
#include "support/puzzles.hpp"
#include "support/known_puzzles.hpp"

namespace gridforge {
namespace logic_solver_test {
namespace {

using testing::kEasterMonster;
using testing::kEasy;
using testing::kTop95First;
using testing::puzzle_from;

TEST(LogicSolver, SinglesSolveAnEasyPuzzleOneStepPerCell) {
    const Puzzle puzzle = puzzle_from(kEasy);
    const LogicPath path = solve_logically(puzzle);
    EXPECT_EQ(path.outcome, LogicOutcome::solved);
    EXPECT_EQ(path.steps.size(), 51u);  // 81 - 30 givens, one placement each
    EXPECT_TRUE(puzzle.is_solution(path.grid));
    ASSERT_TRUE(path.hardest);
    EXPECT_LE(technique(*path.hardest).difficulty, technique(TechniqueId::naked_single).difficulty);
    EXPECT_EQ(path.steps.front().text, "Hidden single: in box 2 the digit 8 fits only in r1c6.");
}

TEST(LogicSolver, CapStopsAtTheCheapestTechniques) {
    LogicOptions options;
    options.max_difficulty = technique(TechniqueId::naked_single).difficulty;
    const LogicPath path = solve_logically(puzzle_from(kTop95First), options);
    EXPECT_EQ(path.outcome, LogicOutcome::stuck);
    for (const Step& step : path.steps) EXPECT_LE(technique(step.technique).difficulty, options.max_difficulty);
}

TEST(LogicSolver, Top95FirstNeedsPointingOnly) {
    const Puzzle puzzle = puzzle_from(kTop95First);
    const LogicPath path = solve_logically(puzzle);
    EXPECT_EQ(path.outcome, LogicOutcome::solved);
    EXPECT_TRUE(puzzle.is_solution(path.grid));
    EXPECT_EQ(path.hardest, TechniqueId::locked_pointing);
}

TEST(LogicSolver, EasterMonsterNeedsNestedForcingChains) {
    const Puzzle puzzle = puzzle_from(kEasterMonster);
    const LogicPath path = solve_logically(puzzle);
    EXPECT_EQ(path.outcome, LogicOutcome::solved);
    EXPECT_TRUE(puzzle.is_solution(path.grid));
    EXPECT_EQ(path.hardest, TechniqueId::nested_forcing_chain);
}

TEST(LogicSolver, ContradictoryEntriesEndInContradiction) {
    const Puzzle puzzle = puzzle_from(kEasy);
    Grid entries(9);
    entries.set(2, 5);  // r1c3 = 5, but r1c1 is a given 5
    const LogicPath path = solve_logically(LogicState(puzzle, entries));
    EXPECT_EQ(path.outcome, LogicOutcome::contradiction);
    EXPECT_TRUE(path.steps.empty());
}

TEST(LogicSolver, StateRejectsAnEntryOverAGiven) {
    Grid entries(9);
    entries.set(0, 1);  // r1c1 is a given 5
    EXPECT_THROW(LogicState(puzzle_from(kEasy), entries), std::invalid_argument);
}

TEST(KnownSolutionGuard, AWrongSolutionStopsTheFirstStepNamingIt) {
    const Puzzle puzzle = puzzle_from(kEasy);
    Grid wrong = *count_solutions(puzzle, 2).solution;
    wrong.set(5, wrong.at(5) == 1 ? 2 : 1);  // r1c6: the first step places 8 there
    LogicOptions options;
    options.known_solution = &wrong;
    try {
        (void)solve_logically(puzzle, options);
        FAIL() << "no GuardViolation";
    } catch (const GuardViolation& violation) {
        const std::string what = violation.what();
        EXPECT_NE(what.find("Hidden single (step 1) places 8 at r1c6"), std::string::npos) << what;
        EXPECT_NE(what.find("in box 2 the digit 8 fits only in r1c6"), std::string::npos) << what;
    }
}

TEST(KnownSolutionGuard, AnEliminationOfASolutionDigitIsNamed) {
    Step step;
    step.technique = TechniqueId::x_wing;
    step.eliminations = {{0, 5}};
    step.text = "X-Wing: made up.";
    Grid solution(9);
    solution.set(0, 5);
    EXPECT_THROW(check_step_against_solution(step, solution, Geometry(9), 7), GuardViolation);
    solution.set(0, 4);
    EXPECT_NO_THROW(check_step_against_solution(step, solution, Geometry(9), 7));
}

TEST(Catalogue, DifficultyIsThePositionAndNamesAreTheFieldsOwn) {
    const auto& list = techniques();
    ASSERT_EQ(list.size(), static_cast<std::size_t>(TechniqueId::hidden_cage) + 1) << "every technique, once";
    std::vector<bool> listed(list.size(), false);
    for (std::size_t i = 0; i < list.size(); ++i) {
        EXPECT_EQ(list[i].difficulty, static_cast<int>(i));
        EXPECT_FALSE(listed[static_cast<std::size_t>(list[i].id)]) << technique_key(list[i].id) << " listed twice";
        listed[static_cast<std::size_t>(list[i].id)] = true;
    }
    // Variant rule techniques sit among the classic ones by difficulty: right after the singles, and
    // the killer techniques past the 45 rule among the classic ones of their level (medium: after
    // locked candidates; cage splitting, hard: after the hidden triple, before the naked quad).
    EXPECT_LT(technique(TechniqueId::naked_single).difficulty, technique(TechniqueId::parity).difficulty);
    EXPECT_LT(technique(TechniqueId::cage_combination).difficulty, technique(TechniqueId::innies_outies).difficulty);
    EXPECT_LT(technique(TechniqueId::innies_outies).difficulty, technique(TechniqueId::locked_pointing).difficulty);
    EXPECT_LT(technique(TechniqueId::locked_claiming).difficulty, technique(TechniqueId::killer_pair).difficulty);
    EXPECT_LT(technique(TechniqueId::killer_pair).difficulty, technique(TechniqueId::naked_pair).difficulty);
    EXPECT_LT(technique(TechniqueId::hidden_triple).difficulty, technique(TechniqueId::cage_split).difficulty);
    EXPECT_LT(technique(TechniqueId::cage_split).difficulty, technique(TechniqueId::naked_quad).difficulty);

    // HoDoKu's order: naked triple before hidden pair, W-Wing before XY-Wing, uniqueness before finned fish.
    EXPECT_LT(technique(TechniqueId::naked_triple).difficulty, technique(TechniqueId::hidden_pair).difficulty);
    EXPECT_LT(technique(TechniqueId::w_wing).difficulty, technique(TechniqueId::xy_wing).difficulty);
    EXPECT_LT(technique(TechniqueId::unique_rectangle_4).difficulty, technique(TechniqueId::finned_x_wing).difficulty);
    EXPECT_EQ(technique_name(TechniqueId::aic), "Alternating inference chain");
    EXPECT_EQ(technique_key(TechniqueId::bug_plus_one), "bug_plus_one");
    EXPECT_EQ(list.front().id, TechniqueId::full_house);
    EXPECT_EQ(technique_name(TechniqueId::two_string_kite), "2-String Kite");
    EXPECT_EQ(technique_key(TechniqueId::locked_pointing), "locked_pointing");
}

}  // namespace
}  // namespace logic_solver_test
}  // namespace gridforge
