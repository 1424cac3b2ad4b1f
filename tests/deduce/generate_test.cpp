/// The generator: unique by both methods, closure complete, reproducible from the seed.

#include <gtest/gtest.h>

#include <cstdio>

#include "gridforge/deduce/generate.hpp"
#include "gridforge/deduce/solve.hpp"

namespace gridforge::deduce {
namespace {

void check_seeds(int rows, int columns, int seeds) {
    const Board board(rows, columns);
    double total_ms = 0;
    int total_clues = 0;
    for (int seed = 1; seed <= seeds; ++seed) {
        DeduceGenerateOptions options;
        options.board = board;
        options.seed = static_cast<std::uint64_t>(seed);
        const DeduceGenerated result = generate_deduce(options);
        const DeducePuzzle& puzzle = result.puzzle;
        const auto compiled = puzzle.compiled();
        const DeduceCount a = count_by_enumeration(board, compiled, 2);
        ASSERT_EQ(a.count, 1) << board.size_name() << " seed " << seed;
        EXPECT_EQ(a.found[0], puzzle.solution);
        const DeduceCount b = count_by_sat(board, compiled, 2);
        ASSERT_EQ(b.count, 1);
        EXPECT_EQ(b.found[0], puzzle.solution);
        EXPECT_TRUE(closure(puzzle).complete);
        const int criminals = popcount(puzzle.solution);
        EXPECT_GE(criminals, (3 * board.cells() + 5) / 10);
        EXPECT_LE(criminals, (6 * board.cells() + 5) / 10);
        // Pruned: every clue is needed.
        for (std::size_t skip = 0; skip < compiled.size(); ++skip) {
            std::vector<CompiledClue> rest;
            for (std::size_t i = 0; i < compiled.size(); ++i) {
                if (i != skip) rest.push_back(compiled[i]);
            }
            EXPECT_GE(count_by_enumeration(board, rest, 2).count, 2) << "clue " << skip << " is not needed";
        }
        for (const Clue& clue : puzzle.clues) {
            EXPECT_GE(clue.carrier, 0);
            EXPECT_NE(clue.carrier, clue.person) << "a card about its own carrier";
        }
        total_ms += result.stats.milliseconds;
        total_clues += static_cast<int>(puzzle.clues.size());
    }
    std::printf("%s: %d seeds, mean %.0f ms, mean %.1f clues\n", board.size_name().c_str(), seeds, total_ms / seeds,
                static_cast<double>(total_clues) / seeds);
}

TEST(DeduceGenerate, Seeds1To20On3x3And4x4AreUniqueAndPruned) {
    check_seeds(3, 3, 20);
    check_seeds(4, 4, 20);
}

TEST(DeduceGenerate, Seeds1To5On4x5AreUniqueAndPruned) { check_seeds(5, 4, 5); }

TEST(DeduceGenerate, TheSameSeedGivesTheSamePuzzle) {
    DeduceGenerateOptions options;
    options.board = Board(4, 4);
    options.seed = 77;
    const DeducePuzzle a = generate_deduce(options).puzzle;
    const DeducePuzzle b = generate_deduce(options).puzzle;
    EXPECT_EQ(a.solution, b.solution);
    EXPECT_EQ(a.clues, b.clues);
    ASSERT_EQ(a.people.size(), b.people.size());
    for (std::size_t i = 0; i < a.people.size(); ++i) EXPECT_EQ(a.people[i].name, b.people[i].name);
    options.seed = 78;
    EXPECT_NE(generate_deduce(options).puzzle.clues, a.clues);
}

TEST(DeduceGenerate, RefusesBadOptions) {
    DeduceGenerateOptions options;
    options.attempts = 0;
    EXPECT_THROW((void)generate_deduce(options), std::invalid_argument);
    options.attempts = 1;
    options.mode = Mode::revealed;
    EXPECT_THROW((void)generate_deduce(options), std::invalid_argument);
}

}  // namespace
}  // namespace gridforge::deduce
