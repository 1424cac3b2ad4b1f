#include <gtest/gtest.h>

#include <limits>
#include <variant>

#include "gridforge/format.hpp"
#include "gridforge/generate.hpp"

namespace gridforge {
namespace generator_test {
namespace {

GenerateOptions options_for(std::uint64_t seed, std::optional<Level> level, Symmetry symmetry = Symmetry::none) {
    GenerateOptions options;
    options.seed = seed;
    options.level = level;
    options.symmetry = symmetry;
    return options;
}

/// Uniqueness confirmed by a solver other than the one the generator used.
void expect_proven_unique(const Generated& result) {
    const CountResult check = solver_named("mrv").count(result.puzzle, 2);
    ASSERT_EQ(check.count, 1);
    EXPECT_EQ(*check.solution, result.solution);
    EXPECT_TRUE(result.puzzle.is_solution(result.solution));
}

TEST(Generator, SeedsOneToThirtyGiveUniquePuzzles) {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const Generated result = generate(options_for(seed, std::nullopt));
        SCOPED_TRACE("seed " + std::to_string(seed));
        expect_proven_unique(result);
        EXPECT_EQ(result.level, level_for_nodes(result.counters.nodes));
        EXPECT_EQ(result.stats.winning_attempt, 0);  // any level: the first attempt wins
    }
}

// Pinned puzzles: the same seed must give these exact strings on every platform and compiler
// (own PRNG, bounded integers and shuffle; no std distributions).
TEST(Generator, PinnedSeedsGiveTheirExactPuzzleAndLevel) {
    struct Pin {
        std::uint64_t seed;
        std::optional<Level> level;
        Symmetry symmetry;
        const char* givens;
        Level expected_level;
        int winning_attempt;
    };
    const Pin pins[] = {
        {1, std::nullopt, Symmetry::none,
         ".5..7...6..3....29.1..89......4.5........6..3.8.71..4.3.....9.2........4.76...3..", Level::medium, 0},
        {7, Level::hard, Symmetry::none,
         "..7...36.5.........3.4..815...5.9......81...398..7.....1..6.74.46....9....8......", Level::hard, 4},
        {5, Level::evil, Symmetry::none,
         "....3.....598.....6.......4..842.79...29...85.....5.429.1.....8...2....337.....5.", Level::evil, 4},
        {2, Level::easy, Symmetry::rotate180,
         "..51..78......51..3..8..9..6.94....7.5.....2.1....36.4..3..7..8..86......67..85..", Level::easy, 0},
        {4, Level::medium, Symmetry::rotate90,
         "2...714.5...9..6..57.46....1.....76.6.5...3.9.37.....4....48.56..8..7...9.213...7", Level::medium, 4},
    };
    for (const Pin& pin : pins) {
        SCOPED_TRACE("seed " + std::to_string(pin.seed));
        const Generated result = generate(options_for(pin.seed, pin.level, pin.symmetry));
        EXPECT_EQ(write_line(result.puzzle.givens()), pin.givens);
        EXPECT_EQ(result.level, pin.expected_level);
        EXPECT_EQ(result.stats.winning_attempt, pin.winning_attempt);
        expect_proven_unique(result);
    }
}

TEST(Generator, SameSeedSamePuzzleDifferentSeedDifferentPuzzle) {
    const Generated first = generate(options_for(42, Level::hard));
    const Generated second = generate(options_for(42, Level::hard));
    EXPECT_EQ(first.puzzle.givens(), second.puzzle.givens());
    EXPECT_EQ(first.stats.count_calls, second.stats.count_calls);
    EXPECT_NE(generate(options_for(43, Level::hard)).puzzle.givens(), first.puzzle.givens());
}

TEST(Generator, EveryLevelIsReachedExactly) {
    for (Level level : {Level::easy, Level::medium, Level::hard, Level::evil}) {
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            const Generated result = generate(options_for(seed, level));
            EXPECT_EQ(result.level, level) << level_name(level) << " seed " << seed;
            EXPECT_EQ(level_for_nodes(result.counters.nodes), level);
            expect_proven_unique(result);
        }
    }
}

TEST(Generator, WinningAttemptReplaysAlone) {
    const GenerateOptions options = options_for(7, Level::hard);
    const Generated result = generate(options);
    GenerationStats alone;
    const Generated replay = generate_attempt(Puzzle::classic(Grid(9)),
                                              derive_seed(options.seed, static_cast<std::uint64_t>(result.stats.winning_attempt)),
                                              options.symmetry, options.level, alone);
    EXPECT_EQ(replay.puzzle.givens(), result.puzzle.givens());
    EXPECT_EQ(alone.full_grids, 1u);
}

TEST(Generator, StatisticsCountTheWork) {
    const Generated result = generate(options_for(7, Level::hard));
    const GenerationStats& stats = result.stats;
    EXPECT_EQ(stats.attempts, stats.winning_attempt + 1);
    EXPECT_EQ(stats.full_grids, static_cast<std::uint64_t>(stats.attempts));
    // One decision per orbit: forced back by singles of the givens left, or a search.
    EXPECT_EQ(stats.count_calls + stats.forced_removals, 81u * static_cast<std::uint64_t>(stats.attempts));
    EXPECT_GT(stats.forced_removals, 0u);
    EXPECT_GT(stats.nodes, 0u);
    EXPECT_GT(stats.deductions, stats.nodes);
    // Capped at hard: every searched unique trial is rated, plus the final puzzle when the last
    // removal kept was forced.
    EXPECT_GT(stats.rating_calls, 0u);
    EXPECT_LE(stats.rating_calls, stats.count_calls + static_cast<std::uint64_t>(stats.attempts));
    EXPECT_GT(stats.rating_deductions, stats.rating_nodes);
    EXPECT_EQ(81 - result.puzzle.givens().filled_count() <= static_cast<int>(stats.removals_kept), true);
}

TEST(Generator, SymmetricPatternsAreSymmetric) {
    const Geometry geometry(9);
    for (Symmetry symmetry : {Symmetry::rotate180, Symmetry::rotate90, Symmetry::mirror, Symmetry::diagonal}) {
        const Generated result = generate(options_for(3, std::nullopt, symmetry));
        expect_proven_unique(result);
        for (const auto& orbit : symmetry_orbits(geometry, symmetry)) {
            const bool first_empty = result.puzzle.givens().empty_at(orbit.front());
            for (Cell cell : orbit) {
                EXPECT_EQ(result.puzzle.givens().empty_at(cell), first_empty)
                    << symmetry_name(symmetry) << " orbit of " << geometry.cell_name(orbit.front());
            }
        }
    }
}

// The level returned is rate_search's verdict on the returned puzzle, counters included, although
// digging rates only some trials (or, with no level asked for, only the final puzzle).
TEST(Generator, ReturnedLevelIsRateSearchOfTheReturnedPuzzle) {
    for (std::optional<Level> level : {std::optional<Level>{}, std::optional<Level>{Level::easy},
                                       std::optional<Level>{Level::medium}, std::optional<Level>{Level::hard},
                                       std::optional<Level>{Level::evil}}) {
        for (Symmetry symmetry : {Symmetry::none, Symmetry::rotate180}) {
            for (std::uint64_t seed : {1u, 2u, 3u, 4u}) {
                GenerateOptions options = options_for(seed, level, symmetry);
                options.attempts = 1000;
                const Generated result = generate(options);
                const SearchRating rating = rate_search(result.puzzle);
                SCOPED_TRACE("seed " + std::to_string(seed));
                ASSERT_EQ(rating.outcome, Outcome::unique);
                EXPECT_EQ(*rating.level, result.level);
                EXPECT_EQ(rating.counters.nodes, result.counters.nodes);
                EXPECT_EQ(rating.counters.deductions, result.counters.deductions);
                if (level) {
                    EXPECT_EQ(result.level, *level);
                }
            }
        }
    }
}

TEST(Generator, AnyLevelRatesOnlyTheFinalPuzzle) {
    const Generated result = generate(options_for(12, std::nullopt));
    EXPECT_EQ(result.stats.attempts, 1);
    EXPECT_EQ(result.stats.rating_calls, 1u);
    EXPECT_EQ(result.stats.rating_nodes, result.counters.nodes);
    EXPECT_EQ(result.stats.rating_deductions, result.counters.deductions);
}

TEST(GenerateBatch, ItemIIsGenerateWithSeedPlusI) {
    GenerateOptions options = options_for(40, Level::medium);
    const std::vector<Generated> batch = generate_batch(options, 5, 2);
    ASSERT_EQ(batch.size(), 5u);
    for (std::size_t i = 0; i < batch.size(); ++i) {
        const Generated alone = generate(options_for(40 + i, Level::medium));
        EXPECT_EQ(batch[i].puzzle.givens(), alone.puzzle.givens()) << "item " << i;
        EXPECT_EQ(batch[i].stats.count_calls, alone.stats.count_calls) << "item " << i;
        EXPECT_EQ(batch[i].level, Level::medium);
    }
}

TEST(GenerateBatch, OneAndTwoThreadsGiveTheSamePuzzlesInOrder) {
    GenerateOptions options = options_for(7, std::nullopt);
    const std::vector<Generated> one = generate_batch(options, 24, 1);
    const std::vector<Generated> two = generate_batch(options, 24, 2);
    const std::vector<Generated> all = generate_batch(options, 24, 0);
    ASSERT_EQ(one.size(), 24u);
    ASSERT_EQ(two.size(), 24u);
    ASSERT_EQ(all.size(), 24u);
    for (std::size_t i = 0; i < one.size(); ++i) {
        EXPECT_EQ(one[i].puzzle.givens(), two[i].puzzle.givens()) << "item " << i;
        EXPECT_EQ(one[i].puzzle.givens(), all[i].puzzle.givens()) << "item " << i;
        EXPECT_EQ(one[i].solution, two[i].solution) << "item " << i;
    }
    EXPECT_EQ(write_line(one[0].puzzle.givens()), write_line(generate(options).puzzle.givens()));
}

TEST(GenerateBatch, SeedsWrapAround) {
    GenerateOptions options = options_for(std::numeric_limits<std::uint64_t>::max(), std::nullopt);
    const std::vector<Generated> batch = generate_batch(options, 2, 2);
    EXPECT_EQ(batch[1].puzzle.givens(), generate(options_for(0, std::nullopt)).puzzle.givens());
}

TEST(GenerateBatch, TheLowestFailingItemIsThrownAndItemsKeepTheirPlace) {
    GenerateOptions options = options_for(1, Level::evil);
    options.attempts = 1;
    const std::vector<BatchItem> items = generate_batch_items(options, 12, 2);
    ASSERT_EQ(items.size(), 12u);
    std::optional<std::size_t> first_failure;
    std::size_t failures = 0;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (const auto* error = std::get_if<GenerationError>(&items[i])) {
            ++failures;
            if (!first_failure) first_failure = i;
            EXPECT_EQ(error->stats().attempts, 1);
        } else {
            EXPECT_EQ(std::get<Generated>(items[i]).level, Level::evil);
        }
    }
    // About 9 % of single attempts are evil: most of the 12 items fail, not all.
    ASSERT_TRUE(first_failure.has_value());
    EXPECT_GT(failures, 6u);
    try {
        (void)generate_batch(options, 12, 2);
        FAIL() << "expected GenerationError";
    } catch (const GenerationError& error) {
        const auto& expected = std::get<GenerationError>(items[*first_failure]);
        EXPECT_EQ(error.stats().count_calls, expected.stats().count_calls);
        EXPECT_EQ(error.stats().forced_removals, expected.stats().forced_removals);
        EXPECT_STREQ(error.what(), "no evil puzzle found in 1 attempts; try another --seed or more --attempts");
    }
}

TEST(GenerateBatch, RejectsBadArguments) {
    const GenerateOptions options;
    EXPECT_TRUE(generate_batch(options, 0, 2).empty());
    EXPECT_THROW((void)generate_batch(options, -1, 1), std::invalid_argument);
    EXPECT_THROW((void)generate_batch(options, 1, -1), std::invalid_argument);
    GenerateOptions bad = options;
    bad.attempts = 0;
    EXPECT_THROW((void)generate_batch(bad, 3, 2), std::invalid_argument);
    bad = options;
    bad.size = 7;
    EXPECT_THROW((void)generate_batch_items(bad, 3, 2), std::invalid_argument);
}

TEST(Generator, EasyPuzzlesNeedNoGuess) {
    const Generated result = generate(options_for(9, Level::easy));
    EXPECT_EQ(result.counters.nodes, 0u);
}

TEST(Generator, FailureNamesTheLevelAndTheAttempts) {
    try {
        (void)generate([] {
            GenerateOptions options = options_for(1, Level::evil);
            options.attempts = 1;
            return options;
        }());
        FAIL() << "expected GenerationError";
    } catch (const GenerationError& error) {
        EXPECT_STREQ(error.what(), "no evil puzzle found in 1 attempts; try another --seed or more --attempts");
        EXPECT_EQ(error.stats().attempts, 1);
        EXPECT_EQ(error.stats().full_grids, 1u);
    }
}

TEST(Generator, RejectsBadOptions) {
    GenerateOptions options;
    options.attempts = 0;
    EXPECT_THROW((void)generate(options), std::invalid_argument);
    options.attempts = 1;
    options.size = 7;
    EXPECT_THROW((void)generate(options), std::invalid_argument);
}

TEST(Generator, SmallBoardsToo) {
    for (int size : {4, 6}) {
        GenerateOptions options;
        options.size = size;
        const Generated result = generate(options);
        EXPECT_EQ(result.puzzle.geometry().size(), size);
        expect_proven_unique(result);
    }
}

}  // namespace
}  // namespace generator_test
}  // namespace gridforge
