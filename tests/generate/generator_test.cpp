#include <gtest/gtest.h>

#include "gridforge/format.hpp"
#include "gridforge/generate.hpp"

namespace gridforge {
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
    EXPECT_EQ(stats.count_calls, 81u * static_cast<std::uint64_t>(stats.attempts));  // one check per orbit
    EXPECT_GT(stats.nodes, 0u);
    EXPECT_GT(stats.deductions, stats.nodes);
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
}  // namespace gridforge
