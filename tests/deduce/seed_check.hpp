#pragma once
/// Checks shared by the unit and corpus tests of the deduction generator: each seed's puzzle is
/// unique given the initial reveals by enumeration and by CaDiCaL, its closure is complete, every
/// clue is needed, every hint is valid and the difficulty is in range.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "gridforge/deduce/generate.hpp"
#include "gridforge/deduce/solve.hpp"
#include "gridforge/deduce/steps.hpp"

namespace gridforge::deduce::testing {

/// Every hint follows from what is visible before it (checked by enumeration up to 20 cells),
/// and the sequence reveals everyone once, closure round by round.
inline void expect_valid_hints(const DeducePuzzle& puzzle, const std::vector<Step>& hints) {
    Mask revealed = puzzle.revealed_at_start();
    int depth = 1;
    for (const Step& step : hints) {
        ASSERT_EQ(check_step(puzzle, step, revealed), "") << "hint for " << puzzle.board.cell_name(step.cell);
        EXPECT_GE(step.round, depth);
        depth = step.round;
        revealed |= Mask{1} << step.cell;
    }
    EXPECT_EQ(revealed, puzzle.board.full());
}

/// Removing any one clue breaks uniqueness (open) or the closure (revealed).
inline void expect_pruned(const DeducePuzzle& puzzle) {
    for (std::size_t skip = 0; skip < puzzle.clues.size(); ++skip) {
        DeducePuzzle rest = puzzle;
        rest.clues.erase(rest.clues.begin() + static_cast<std::ptrdiff_t>(skip));
        if (puzzle.mode == Mode::open) {
            EXPECT_GE(count_by_sat(puzzle.board, rest.compiled(), 2).count, 2) << "clue " << skip + 1 << " is not needed";
        } else {
            EXPECT_FALSE(closure(rest).complete) << "clue " << skip + 1 << " is not needed";
        }
    }
}

inline void check_seeds(int rows, int columns, Mode mode, int first, int last) {
    const Board board(rows, columns);
    double total_ms = 0;
    int total_clues = 0;
    for (int seed = first; seed <= last; ++seed) {
        DeduceGenerateOptions options;
        options.board = board;
        options.mode = mode;
        options.seed = static_cast<std::uint64_t>(seed);
        const DeduceGenerated result = generate_deduce(options);
        const DeducePuzzle& puzzle = result.puzzle;
        SCOPED_TRACE(board.size_name() + " " + std::string(mode_name(mode)) + " seed " + std::to_string(seed));
        const auto compiled = puzzle.compiled();
        const std::vector<int> facts = reveal_facts(puzzle);
        const DeduceCount a = count_by_enumeration(board, compiled, 2, facts);
        ASSERT_EQ(a.count, 1);
        EXPECT_EQ(a.found[0], puzzle.solution);
        const DeduceCount b = count_by_sat(board, compiled, 2, facts);
        ASSERT_EQ(b.count, 1);
        EXPECT_EQ(b.found[0], puzzle.solution);
        EXPECT_TRUE(closure(puzzle).complete);
        EXPECT_EQ(puzzle.reveals.size(), mode == Mode::revealed ? 1u : 0u);
        const int criminals = popcount(puzzle.solution);
        EXPECT_GE(criminals, (3 * board.cells() + 5) / 10);
        EXPECT_LE(criminals, (6 * board.cells() + 5) / 10);
        expect_pruned(puzzle);
        for (const Clue& clue : puzzle.clues) {
            EXPECT_GE(clue.carrier, 0);
            EXPECT_NE(clue.carrier, clue.person) << "a card about its own carrier";
        }
        expect_valid_hints(puzzle, result.analysis.hints);
        const Difficulty& d = result.analysis.difficulty;
        EXPECT_GE(d.score, 0);
        EXPECT_LE(d.score, 100);
        std::vector<int> steps_by_clues;
        for (const Step& step : result.analysis.hints) {
            if (step.level >= static_cast<int>(steps_by_clues.size())) steps_by_clues.resize(static_cast<std::size_t>(step.level) + 1, 0);
            ++steps_by_clues[static_cast<std::size_t>(step.level)];
        }
        EXPECT_EQ(d.steps_by_clues, steps_by_clues);
        EXPECT_EQ(d.band, band_of_path(steps_by_clues));
        total_ms += result.stats.milliseconds;
        total_clues += static_cast<int>(puzzle.clues.size());
    }
    const int seeds = last - first + 1;
    std::printf("%s %s: %d seeds, mean %.0f ms, mean %.1f clues\n", board.size_name().c_str(), std::string(mode_name(mode)).c_str(),
                seeds, total_ms / seeds, static_cast<double>(total_clues) / seeds);
}

}  // namespace gridforge::deduce::testing
