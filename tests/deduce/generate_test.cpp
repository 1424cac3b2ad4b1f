/// The generator: unique given the initial reveals by both methods, closure complete, every hint
/// valid, pruned, reproducible from the seed; in both modes and on every tested size.

#include <gtest/gtest.h>

#include <cstdio>

#include "gridforge/deduce/generate.hpp"
#include "gridforge/deduce/solve.hpp"
#include "gridforge/deduce/steps.hpp"

namespace gridforge::deduce {
namespace {

/// Every hint follows from what is visible before it (checked by enumeration up to 20 cells),
/// and the sequence reveals everyone once, wave by wave.
void expect_valid_hints(const DeducePuzzle& puzzle, const std::vector<Step>& hints) {
    Mask revealed = puzzle.revealed_at_start();
    int depth = 1;
    for (const Step& step : hints) {
        ASSERT_EQ(check_step(puzzle, step, revealed), "") << "hint for " << puzzle.board.cell_name(step.cell);
        EXPECT_GE(step.depth, depth);
        depth = step.depth;
        revealed |= Mask{1} << step.cell;
    }
    EXPECT_EQ(revealed, puzzle.board.full());
}

/// Removing any one clue breaks uniqueness (open) or the closure (revealed).
void expect_pruned(const DeducePuzzle& puzzle) {
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

void check_seeds(int rows, int columns, Mode mode, int first, int last) {
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
        EXPECT_EQ(d.band, band_of(d.score));
        total_ms += result.stats.milliseconds;
        total_clues += static_cast<int>(puzzle.clues.size());
    }
    const int seeds = last - first + 1;
    std::printf("%s %s: %d seeds, mean %.0f ms, mean %.1f clues\n", board.size_name().c_str(), std::string(mode_name(mode)).c_str(),
                seeds, total_ms / seeds, static_cast<double>(total_clues) / seeds);
}

// Seeds 1..20 on 3×3 and 4×4 here; on 4×5 and 5×5 a sample (bench/deduce_main.cpp generates and
// verifies seeds 1..20 of every size and mode). The sanitizer run samples 4×4 too.
#if defined(__SANITIZE_ADDRESS__)
constexpr int kMediumSeeds = 5;
constexpr int kLargeSeeds = 1;
#else
constexpr int kMediumSeeds = 20;
constexpr int kLargeSeeds = 5;
#endif

TEST(DeduceGenerate, Seeds1To20On3x3AreUniqueGuessFreeAndPruned) {
    check_seeds(3, 3, Mode::revealed, 1, 20);
    check_seeds(3, 3, Mode::open, 1, 20);
}

TEST(DeduceGenerate, Seeds1To20On4x4RevealedAreUniqueGuessFreeAndPruned) { check_seeds(4, 4, Mode::revealed, 1, kMediumSeeds); }
TEST(DeduceGenerate, Seeds1To20On4x4OpenAreUniqueGuessFreeAndPruned) { check_seeds(4, 4, Mode::open, 1, kMediumSeeds); }
TEST(DeduceGenerate, Seeds1To5On4x5RevealedAreUniqueGuessFreeAndPruned) { check_seeds(5, 4, Mode::revealed, 1, kLargeSeeds); }
TEST(DeduceGenerate, Seeds6To10On4x5RevealedAreUniqueGuessFreeAndPruned) { check_seeds(5, 4, Mode::revealed, 6, 5 + kLargeSeeds); }
TEST(DeduceGenerate, Seeds1To5On4x5OpenAreUniqueGuessFreeAndPruned) { check_seeds(5, 4, Mode::open, 1, kLargeSeeds); }
TEST(DeduceGenerate, Seed1On5x5RevealedIsUniqueGuessFreeAndPruned) { check_seeds(5, 5, Mode::revealed, 1, 1); }

TEST(DeduceGenerate, TheSameSeedGivesTheSamePuzzle) {
    for (Mode mode : {Mode::open, Mode::revealed}) {
        DeduceGenerateOptions options;
        options.board = Board(4, 4);
        options.mode = mode;
        options.seed = 77;
        const DeduceGenerated a = generate_deduce(options);
        const DeduceGenerated b = generate_deduce(options);
        EXPECT_EQ(a.puzzle.solution, b.puzzle.solution);
        EXPECT_EQ(a.puzzle.clues, b.puzzle.clues);
        EXPECT_EQ(a.puzzle.reveals, b.puzzle.reveals);
        ASSERT_EQ(a.puzzle.people.size(), b.puzzle.people.size());
        for (std::size_t i = 0; i < a.puzzle.people.size(); ++i) EXPECT_EQ(a.puzzle.people[i].name, b.puzzle.people[i].name);
        ASSERT_EQ(a.analysis.hints.size(), b.analysis.hints.size());
        for (std::size_t i = 0; i < a.analysis.hints.size(); ++i) EXPECT_EQ(a.analysis.hints[i].clues, b.analysis.hints[i].clues);
        options.seed = 78;
        EXPECT_NE(generate_deduce(options).puzzle.clues, a.puzzle.clues);
    }
}

TEST(DeduceGenerate, ABandIsReachedExactlyOrRefused) {
    DeduceGenerateOptions options;
    options.board = Board(4, 4);
    options.mode = Mode::revealed;
    options.seed = 5;
    options.band = "easy";
    options.attempts = 50;
    EXPECT_EQ(generate_deduce(options).analysis.difficulty.band, "easy");
    options.band = "brutal";
    options.board = Board(3, 3);  // revealed 3×3: scale 0 and few clues, brutal out of reach in 3 attempts
    options.attempts = 3;
    try {
        (void)generate_deduce(options);
        ADD_FAILURE() << "a brutal 3x3 puzzle";
    } catch (const DeduceGenerationError& error) {
        EXPECT_NE(std::string(error.what()).find("outside band brutal"), std::string::npos) << error.what();
    }
}

TEST(DeduceGenerate, RefusesBadOptions) {
    DeduceGenerateOptions options;
    options.attempts = 0;
    EXPECT_THROW((void)generate_deduce(options), std::invalid_argument);
    options.attempts = 1;
    options.band = "nightmare";
    EXPECT_THROW((void)generate_deduce(options), std::invalid_argument);
}

}  // namespace
}  // namespace gridforge::deduce
