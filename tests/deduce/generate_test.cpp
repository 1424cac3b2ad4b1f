/// The generator: unique given the initial reveals by both methods, closure complete, every hint
/// valid, pruned, reproducible from the seed; in both modes and on every tested size.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

#include "gridforge/deduce/generate.hpp"
#include "gridforge/deduce/solve.hpp"
#include "gridforge/deduce/steps.hpp"
#include "deduce/seed_check.hpp"
#include "support/sanitizers.hpp"

namespace gridforge::deduce {
namespace generate_test {
namespace {

using testing::check_seeds;

// Seeds 1..20 on 3×3 and 4×4 here; on 4×5 and 5×5 a sample (the corpus tests,
// tests/corpus/deduce_seeds_test.cpp, run seeds 1..20 of those sizes in Release). The sanitizer
// run samples 4×4 too.
constexpr int kMediumSeeds = gridforge::testing::kUnderSanitizers ? 5 : 20;
constexpr int kLargeSeeds = gridforge::testing::kUnderSanitizers ? 1 : 5;

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

/// Issue 16: open mode prefers every other clue to a plain "X is innocent"; before, a quarter of
/// its clues were plain facts. Counted over the 3×3 and 4×4 seeds the tests above generate.
TEST(DeduceGenerate, OpenModeKeepsPlainFactsRare) {
    int clues = 0, plain = 0;
    for (int size : {3, 4}) {
        for (int seed = 1; seed <= kMediumSeeds; ++seed) {
            DeduceGenerateOptions options;
            options.board = Board(size, size);
            options.mode = Mode::open;
            options.seed = static_cast<std::uint64_t>(seed);
            for (const Clue& clue : generate_deduce(options).puzzle.clues) {
                ++clues;
                plain += clue.type == ClueType::has_trait;
            }
        }
    }
    EXPECT_LE(10 * plain, clues) << plain << " plain facts among " << clues << " clues";
}

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

/// The caps of docs/deduction.md §3 "Bands" (most clues in one step), written out here.
struct BandCap {
    const char* name;
    int max_clues;
};
constexpr BandCap kBands[] = {{"easy", 2}, {"medium", 2}, {"tricky", 3}, {"hard", 4}, {"brutal", 1000}};

/// Every step of the path within the band's cap, the band reported (and read off the path) the
/// one asked, and the puzzle still unique, guess-free and its hints valid.
void expect_in_band(const DeduceGenerateOptions& options, const BandCap& band) {
    SCOPED_TRACE(std::string(band.name) + " " + options.board.size_name() + " " + std::string(mode_name(options.mode)) + " seed " +
                 std::to_string(options.seed));
    const DeduceGenerated result = generate_deduce(options);
    std::vector<int> steps_by_clues;
    for (const Step& step : result.analysis.hints) {
        EXPECT_LE(step.level, band.max_clues) << "the step for " << options.board.cell_name(step.cell);
        if (step.level >= static_cast<int>(steps_by_clues.size())) steps_by_clues.resize(static_cast<std::size_t>(step.level) + 1, 0);
        ++steps_by_clues[static_cast<std::size_t>(step.level)];
    }
    EXPECT_EQ(band_of_path(steps_by_clues), band.name);
    EXPECT_EQ(result.analysis.difficulty.band, band.name);
    EXPECT_EQ(count_by_sat(result.puzzle.board, result.puzzle.compiled(), 2, reveal_facts(result.puzzle)).count, 1);
    EXPECT_TRUE(closure(result.puzzle).complete);
    testing::expect_valid_hints(result.puzzle, result.analysis.hints);
}

TEST(DeduceGenerate, EachBandIsReachedWithEveryStepWithinItsCap) {
    std::size_t index = 0;
    for (const BandCap& band : kBands) {
        const Mode alternate = index++ % 2 == 0 ? Mode::open : Mode::revealed;
        // Under AddressSanitizer (about ten times slower) one mode per band, the two in turn.
        const std::vector<Mode> modes = gridforge::testing::kUnderSanitizers ? std::vector<Mode>{alternate}
                                                                  : std::vector<Mode>{Mode::open, Mode::revealed};
        for (Mode mode : modes) {
            DeduceGenerateOptions options;
            options.board = Board(5, 4);
            options.mode = mode;
            options.seed = mode == Mode::open ? 1 : 2;
            options.band = band.name;
            options.attempts = 60;
            expect_in_band(options, band);
        }
    }
}

TEST(DeduceGenerate, AnUnreachableBandIsRefusedNamingTheBandAndTheAttempts) {
    DeduceGenerateOptions options;
    options.board = Board(3, 3);  // 9 people: no step combines 5 clues within 3 attempts
    options.mode = Mode::revealed;
    options.band = "brutal";
    options.attempts = 3;
    try {
        (void)generate_deduce(options);
        ADD_FAILURE() << "a brutal 3x3 puzzle";
    } catch (const DeduceGenerationError& error) {
        const std::string message = error.what();
        EXPECT_NE(message.find("no brutal puzzle (a step of 5 or more clues, or a step of 4 and another of 3 or more) in 3 attempt(s) from seed 1 on 3x3 revealed: the last attempt:"),
                  std::string::npos)
            << message;
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
}  // namespace generate_test
}  // namespace gridforge::deduce
