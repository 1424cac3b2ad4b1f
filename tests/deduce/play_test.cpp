/// The move rule: forced and right is accepted, forced and wrong is a mistake, unforced is a
/// guess even when right; hints lead to the end.

#include <gtest/gtest.h>

#include "gridforge/deduce/generate.hpp"
#include "gridforge/deduce/play.hpp"
#include "gridforge/deduce/solve.hpp"

namespace gridforge::deduce {
namespace play_test {
namespace {

DeducePuzzle revealed_puzzle() {
    DeduceGenerateOptions options;
    options.board = Board(4, 4);
    options.mode = Mode::revealed;
    options.seed = 4;
    return generate_deduce(options).puzzle;
}

Trait other(Trait trait) { return trait == Trait::criminal ? Trait::innocent : Trait::criminal; }

TEST(DeducePlay, RefusesARightButUnforcedVerdictAsAGuess) {
    const DeducePuzzle puzzle = revealed_puzzle();
    const Closure reached = closure(puzzle);
    ASSERT_GE(reached.rounds.size(), 3u) << "needs a person forced only in a later closure round";
    DeduceGame game(puzzle);
    const int later = reached.rounds[2][0];
    EXPECT_EQ(game.mark(later, verdict_of(puzzle.solution, later)), MoveOutcome::guess);
    EXPECT_EQ(game.mark(later, other(verdict_of(puzzle.solution, later))), MoveOutcome::guess);
    EXPECT_EQ(game.guesses(), 2);
    EXPECT_EQ(game.mistakes(), 0);
    EXPECT_FALSE(game.revealed() >> later & 1);

    const int forced = reached.rounds[1][0];
    EXPECT_EQ(game.mark(forced, other(verdict_of(puzzle.solution, forced))), MoveOutcome::mistake);
    EXPECT_EQ(game.mistakes(), 1);
    EXPECT_EQ(game.mark(forced, verdict_of(puzzle.solution, forced)), MoveOutcome::accepted);
    EXPECT_EQ(game.mark(forced, verdict_of(puzzle.solution, forced)), MoveOutcome::already_revealed);
    EXPECT_EQ(game.mark(puzzle.reveals[0], verdict_of(puzzle.solution, puzzle.reveals[0])), MoveOutcome::already_revealed);
}

TEST(DeducePlay, FollowingTheHintsSolvesThePuzzle) {
    const DeducePuzzle puzzle = revealed_puzzle();
    DeduceGame game(puzzle);
    int moves = 0;
    while (!game.finished() && moves < puzzle.board.cells()) {
        const std::optional<Step> step = game.hint();
        ASSERT_TRUE(step.has_value());
        EXPECT_EQ(game.mark(step->cell, step->verdict), MoveOutcome::accepted);
        ++moves;
    }
    EXPECT_TRUE(game.finished());
    EXPECT_EQ(game.hints(), moves);
    EXPECT_EQ(moves, puzzle.board.cells() - 1);
    EXPECT_FALSE(game.hint().has_value());
    EXPECT_EQ(game.hints(), moves) << "no hint to give is not counted";
}

TEST(DeducePlay, FindsPeopleByNameOrCell) {
    const DeducePuzzle puzzle = revealed_puzzle();
    const DeduceGame game(puzzle);
    EXPECT_EQ(game.find_person(puzzle.people[5].name), 5);
    std::string lower = puzzle.people[5].name;
    lower[0] = static_cast<char>(lower[0] - 'A' + 'a');
    EXPECT_EQ(game.find_person(lower), 5);
    EXPECT_EQ(game.find_person("B2"), 5);
    EXPECT_EQ(game.find_person("b2"), 5);
    EXPECT_EQ(game.find_person("Nobody"), -1);
}

}  // namespace
}  // namespace play_test
}  // namespace gridforge::deduce
