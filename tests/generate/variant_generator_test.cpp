#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>
#include <string>

#include "gridforge/format.hpp"
#include "gridforge/generate.hpp"
#include "gridforge/variants.hpp"

namespace gridforge {
namespace {

// Under AddressSanitizer the searches run about ten times slower: a sample of the seeds.
#if defined(__SANITIZE_ADDRESS__)
constexpr std::uint64_t kSeeds = 3;
#else
constexpr std::uint64_t kSeeds = 10;
#endif

struct Case {
    const char* variant;
    int max_cage;  ///< 4 keeps the killer searches short in the unit suite (bench/ measures 5)
    // jigsaw,x is left to bench/variants_bench.py: its DLX digging takes 5 s for 10 seeds.
};

GenerateOptions options_for(const Case& c, std::uint64_t seed) {
    GenerateOptions options;
    options.seed = seed;
    options.variant.steps = parse_variant_list(c.variant);
    options.variant.max_cage = c.max_cage;
    return options;
}

template <class RuleType>
int rules_of_type(const Puzzle& puzzle) {
    int count = 0;
    for (const RulePtr& rule : puzzle.rules()) count += dynamic_cast<const RuleType*>(rule.get()) != nullptr ? 1 : 0;
    return count;
}

class VariantGenerator : public ::testing::TestWithParam<Case> {};

TEST_P(VariantGenerator, SeedsGiveUniquePuzzlesBySatWhoseSolutionSatisfiesEveryRule) {
    const Case c = GetParam();
    const VariantRecipe recipe = options_for(c, 1).variant;
    for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
        SCOPED_TRACE(std::string(c.variant) + " seed " + std::to_string(seed));
        const Generated result = generate(options_for(c, seed));
        const CountResult check = solver_named("sat").count(result.puzzle, 2);
        ASSERT_EQ(check.count, 1);
        EXPECT_EQ(*check.solution, result.solution);
        EXPECT_TRUE(result.puzzle.is_solution(result.solution));
        for (const RulePtr& rule : result.puzzle.rules()) EXPECT_TRUE(rule->satisfied(result.solution)) << rule->name();
        EXPECT_EQ(result.level, level_for_nodes(result.counters.nodes));

        EXPECT_EQ(rules_of_type<Diagonals>(result.puzzle), recipe.has(VariantStep::x) ? 1 : 0);
        EXPECT_EQ(rules_of_type<Regions>(result.puzzle), recipe.has(VariantStep::jigsaw) ? 1 : 0);
        if (recipe.has(VariantStep::killer)) {
            EXPECT_GT(rules_of_type<KillerCage>(result.puzzle), 9);
            EXPECT_EQ(result.puzzle.givens().filled_count(), 0);  // no givens by default
            EXPECT_GE(result.stats.cage_layouts, 1u);
        } else {
            EXPECT_EQ(rules_of_type<KillerCage>(result.puzzle), 0);
            EXPECT_LT(result.puzzle.givens().filled_count(), 40);  // dug
        }
        EXPECT_EQ(rules_of_type<Thermometer>(result.puzzle) > 0, recipe.has(VariantStep::thermo));
        if (recipe.has(VariantStep::jigsaw)) {
            EXPECT_GE(result.stats.partition_attempts, 1u);
        }
        // The JSON form carries every rule and reads back as the same puzzle.
        const PuzzleRecord record{0, result.puzzle, "", nlohmann::json::object()};
        const PuzzleRecord back = parse_puzzle(write_json(record, result.solution).dump());
        EXPECT_EQ(back.puzzle.givens(), result.puzzle.givens());
        EXPECT_EQ(back.puzzle.rules().size(), result.puzzle.rules().size());
    }
}

INSTANTIATE_TEST_SUITE_P(EachVariantAndCombinations, VariantGenerator,
                         ::testing::Values(Case{"x", 5}, Case{"jigsaw", 5}, Case{"killer", 4}, Case{"thermo", 5},
                                           Case{"killer,x", 4}, Case{"jigsaw,killer", 4}, Case{"thermo,x", 5},
                                           Case{"jigsaw,killer,thermo,x", 4}),
                         [](const ::testing::TestParamInfo<Case>& param_info) {
                             std::string name = param_info.param.variant;
                             for (char& c : name) c = c == ',' ? '_' : c;
                             return name;
                         });

std::string json_of(const Generated& result) {
    return write_json(PuzzleRecord{0, result.puzzle, "", nlohmann::json::object()}, result.solution).dump();
}

TEST(VariantGenerator, SameSeedSamePuzzleOtherSeedOtherPuzzle) {
    for (const Case c : {Case{"jigsaw,killer", 4}, Case{"thermo,x", 5}}) {
        const std::string first = json_of(generate(options_for(c, 3)));
        EXPECT_EQ(first, json_of(generate(options_for(c, 3)))) << c.variant;
        EXPECT_NE(first, json_of(generate(options_for(c, 4)))) << c.variant;
    }
}

TEST(VariantGenerator, KillerWithDefaultMaxCageOfFive) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const Generated result = generate(options_for(Case{"killer", 5}, seed));
        EXPECT_EQ(solver_named("sat").count(result.puzzle, 2).count, 1);
        EXPECT_EQ(result.puzzle.givens().filled_count(), 0);
        int largest = 0;
        for (const RulePtr& rule : result.puzzle.rules()) {
            if (const auto* cage = dynamic_cast<const KillerCage*>(rule.get())) {
                largest = std::max(largest, static_cast<int>(cage->cells().size()));
            }
        }
        EXPECT_LE(largest, 5);
        EXPECT_GE(largest, 3);
    }
}

TEST(VariantGenerator, KillerGivensStayWithinTheTarget) {
    GenerateOptions options = options_for(Case{"killer", 3}, 2);
    options.variant.givens = 4;
    const Generated result = generate(options);
    EXPECT_LE(result.puzzle.givens().filled_count(), 4);
    EXPECT_EQ(static_cast<int>(result.stats.givens_added), result.puzzle.givens().filled_count());
}

TEST(VariantGenerator, DiggingStopsAtTheTargetGivens) {
    GenerateOptions options = options_for(Case{"thermo", 5}, 5);
    options.variant.givens = 30;
    const Generated result = generate(options);
    EXPECT_EQ(result.puzzle.givens().filled_count(), 30);
    EXPECT_EQ(solver_named("sat").count(result.puzzle, 2).count, 1);
}

TEST(VariantGenerator, ReachesTheExactLevelAskedFor) {
    GenerateOptions options = options_for(Case{"x", 5}, 1);
    options.level = Level::easy;
    EXPECT_EQ(generate(options).level, Level::easy);
    options.variant.steps = parse_variant_list("jigsaw");
    options.level = Level::medium;
    EXPECT_EQ(generate(options).level, Level::medium);
}

TEST(VariantGenerator, SmallBoards) {
    for (const char* variant : {"jigsaw,killer", "thermo,x"}) {
        GenerateOptions options = options_for(Case{variant, 4}, 1);
        options.size = 6;
        options.variant.thermo_length = 4;
        options.variant.thermos = 4;
        const Generated result = generate(options);
        EXPECT_EQ(solver_named("sat").count(result.puzzle, 2).count, 1) << variant;
    }
}

TEST(VariantGenerator, RefusesKnobsOutOfRangeNamingThem) {
    const auto message = [](GenerateOptions options) {
        try {
            (void)generate(options);
        } catch (const std::invalid_argument& error) {
            return std::string(error.what());
        }
        return std::string("accepted");
    };
    GenerateOptions killer = options_for(Case{"killer", 10}, 1);
    EXPECT_EQ(message(killer), "generate: max-cage must be 2..9 on a 9x9 board, got 10");
    GenerateOptions thermo = options_for(Case{"thermo", 5}, 1);
    thermo.variant.thermo_length = 1;
    EXPECT_EQ(message(thermo), "generate: thermo-length must be 2..9, got 1");
    GenerateOptions filled = options_for(Case{"x", 5}, 1);
    filled.fill = FullGridMethod::diagonal_boxes;
    EXPECT_EQ(message(filled), "generate: --fill diagonal-boxes serves classic puzzles only, not --variant x");
    GenerateOptions givens = options_for(Case{"x", 5}, 1);
    givens.variant.givens = 82;
    EXPECT_EQ(message(givens), "generate: givens must be 0..81, got 82");
}

}  // namespace
}  // namespace gridforge
