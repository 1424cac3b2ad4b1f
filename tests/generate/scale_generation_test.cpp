// generate() with a level on the technique or mcm scale (GenerateOptions::scale_level).
#include <gtest/gtest.h>

#include <string>

#include "gridforge/generate.hpp"
#include "gridforge/scale.hpp"
#include "gridforge/solve.hpp"

namespace gridforge {
namespace scale_generation_test {
namespace {

TEST(ScaleGeneration, EveryLevelOfTheOtherScalesIsReachedExactly) {
    for (Scale scale : {Scale::technique, Scale::mcm}) {
        for (std::string_view name : scale_levels(scale)) {
            GenerateOptions options;
            options.seed = 11;
            options.attempts = 400;
            options.scale_level = parse_scale_level(scale, name);
            const Generated made = generate(options);
            EXPECT_EQ(made.scale_level, options.scale_level) << name;
            EXPECT_EQ(level_on_scale(made.puzzle, made.solution, scale), options.scale_level) << name;
            EXPECT_EQ(count_solutions(made.puzzle, 2).count, 1) << name;
            const auto seen = made.stats.scale_levels_seen;
            ASSERT_EQ(seen.size(), scale_levels(scale).size());
            EXPECT_EQ(seen[static_cast<std::size_t>(options.scale_level->index)], 1u) << "the winning attempt is the first match";
            std::uint64_t rated = 0;
            for (std::uint64_t n : seen) rated += n;
            EXPECT_LE(rated, made.stats.scale_ratings);
            EXPECT_EQ(made.stats.scale_ratings, static_cast<std::uint64_t>(made.stats.attempts));
        }
    }
}

TEST(ScaleGeneration, BothScalesMustMatch) {
    GenerateOptions options;
    options.seed = 5;
    options.attempts = 400;
    options.level = Level::hard;
    options.scale_level = parse_scale_level(Scale::technique, "hard");
    const Generated made = generate(options);
    EXPECT_EQ(made.level, Level::hard);
    EXPECT_EQ(level_on_scale(made.puzzle, made.solution, Scale::technique), options.scale_level);
}

TEST(ScaleGeneration, SameSeedSamePuzzle) {
    GenerateOptions options;
    options.seed = 21;
    options.scale_level = parse_scale_level(Scale::mcm, "challenging");
    EXPECT_EQ(generate(options).puzzle.givens(), generate(options).puzzle.givens());
}

TEST(ScaleGeneration, FailureNamesTheScaleAndWhatWasSeen) {
    GenerateOptions options;
    options.seed = 3;
    options.attempts = 3;
    options.scale_level = parse_scale_level(Scale::technique, "extreme");
    try {
        (void)generate(options);
        FAIL() << "no GenerationError";
    } catch (const GenerationError& error) {
        EXPECT_EQ(std::string(error.what()),
                  "no puzzle of technique level extreme found in 3 attempts (technique levels seen: medium 2, unfair 1); "
                  "try another --seed or more --attempts");
        EXPECT_EQ(error.stats().scale_ratings, 3u);
    }
}

}  // namespace
}  // namespace scale_generation_test
}  // namespace gridforge
