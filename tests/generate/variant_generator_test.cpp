#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <string>

#include "gridforge/format.hpp"
#include "gridforge/generate.hpp"
#include "gridforge/logic.hpp"
#include "gridforge/rating.hpp"
#include "gridforge/variants.hpp"
#include "support/sanitizers.hpp"

namespace gridforge {
namespace variant_generator_test {
namespace {

// Under AddressSanitizer the searches run about ten times slower: a sample of the seeds.
constexpr std::uint64_t kSeeds = testing::kUnderSanitizers ? 2 : 5;

struct Case {
    const char* variant;
    int max_cage;  ///< 4 keeps the killer searches short in the unit suite (bench/ measures 5)
};

GenerateOptions options_for(const Case& c, std::uint64_t seed) {
    GenerateOptions options;
    options.seed = seed;
    options.variant.steps = parse_variant_list(c.variant);
    options.variant.max_cage = c.max_cage;
    return options;
}

/// Rules of the puzzle with that name (Rule::name: "diagonals", "regions", "cage", ...).
int rules_named(const Puzzle& puzzle, std::string_view name) {
    return static_cast<int>(std::count_if(puzzle.rules().begin(), puzzle.rules().end(),
                                          [&](const RulePtr& rule) { return rule->name() == name; }));
}

/// The cells of the cages of the puzzle (rules named "cage"), sorted.
std::vector<std::vector<Cell>> cages_of(const Puzzle& puzzle) {
    std::vector<std::vector<Cell>> cages;
    for (const RulePtr& rule : puzzle.rules()) {
        if (rule->name() != "cage") continue;
        cages.emplace_back(rule->scope().begin(), rule->scope().end());
        std::sort(cages.back().begin(), cages.back().end());
    }
    return cages;
}

/// Whether the logic solver finishes the puzzle without forcing chains.
bool finishes_without_forcing_chains(const Puzzle& puzzle) {
    const TechniqueRating rating = rate_techniques(puzzle);
    return rating.outcome == LogicOutcome::solved && rating.counts.count(TechniqueId::forcing_chain) == 0 &&
           rating.counts.count(TechniqueId::nested_forcing_chain) == 0;
}

std::string json_of(const Generated& result) {
    return write_json(PuzzleRecord{0, result.puzzle, "", nlohmann::json::object()}, result.solution).dump();
}

class VariantGenerator : public ::testing::TestWithParam<Case> {};

TEST_P(VariantGenerator, UniqueBySatSatisfyingEveryRuleAndFinishedByLogicWithoutForcingChains) {
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
        EXPECT_TRUE(finishes_without_forcing_chains(result.puzzle));

        EXPECT_EQ(rules_named(result.puzzle, "diagonals"), recipe.has("x") ? 1 : 0);
        EXPECT_EQ(rules_named(result.puzzle, "regions"), recipe.has("jigsaw") ? 1 : 0);
        EXPECT_EQ(rules_named(result.puzzle, "boxes"), recipe.has("jigsaw") ? 0 : 1);
        if (recipe.has("killer")) {
            const auto cages = cages_of(result.puzzle);
            EXPECT_GT(cages.size(), 9u);
            for (const auto& cage : cages) EXPECT_GE(cage.size(), 2u);  // no givens in disguise
            EXPECT_EQ(result.puzzle.givens().filled_count(), 0);     // no givens by default
            EXPECT_EQ(result.givens_in_disguise, 0);
            EXPECT_GE(result.stats.cage_layouts, 1u);
        } else {
            EXPECT_EQ(rules_named(result.puzzle, "cage"), 0);
            EXPECT_LT(result.puzzle.givens().filled_count(), 50);  // dug
        }
        EXPECT_EQ(rules_named(result.puzzle, "thermometer") > 0, recipe.has("thermo"));
        // The JSON form carries every rule and reads back as the same puzzle.
        const PuzzleRecord back = parse_puzzle(json_of(result));
        EXPECT_EQ(back.puzzle.givens(), result.puzzle.givens());
        EXPECT_EQ(back.puzzle.rules().size(), result.puzzle.rules().size());
    }
}

INSTANTIATE_TEST_SUITE_P(EachVariantAndCombinations, VariantGenerator,
                         ::testing::Values(Case{"x", 5}, Case{"jigsaw", 5}, Case{"killer", 4}, Case{"thermo", 5},
                                           Case{"killer,x", 4}, Case{"jigsaw,killer", 4}, Case{"thermo,x", 5},
                                           Case{"jigsaw,killer,thermo,x", 4}, Case{"killer,anti-knight", 4},
                                           Case{"anti-king,thermo", 5}, Case{"non-consecutive,x", 5},
                                           Case{"windoku,even-odd", 5}, Case{"arrow,x", 5}, Case{"kropki", 5},
                                           Case{"xv,jigsaw", 5}, Case{"sandwich", 5}, Case{"little-killer", 5},
                                           Case{"jigsaw,non-consecutive", 5}, Case{"jigsaw,anti-knight", 5}),
                         [](const ::testing::TestParamInfo<Case>& param_info) {
                             std::string name = param_info.param.variant;
                             for (char& c : name) c = c == ',' || c == '-' ? '_' : c;
                             return name;
                         });

TEST(VariantGenerator, SameSeedSamePuzzleOtherSeedOtherPuzzle) {
    for (const Case c : {Case{"jigsaw,killer", 4}, Case{"thermo,x", 5}, Case{"killer,anti-knight", 4}}) {
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
        std::size_t largest = 0;
        for (const auto& cage : cages_of(result.puzzle)) largest = std::max(largest, cage.size());
        EXPECT_LE(largest, 5u);
        EXPECT_GE(largest, 3u);
    }
}

TEST(VariantGenerator, SymmetricKillerLayouts) {
    for (const Symmetry symmetry : {Symmetry::rotate180, Symmetry::mirror}) {
        GenerateOptions options = options_for(Case{"killer", 5}, 2);
        options.symmetry = symmetry;
        const Generated result = generate(options);
        const Geometry& geometry = result.puzzle.geometry();
        const auto cages = cages_of(result.puzzle);
        for (const auto& cage : cages) {
            std::vector<Cell> image;
            for (Cell cell : cage) image.push_back(symmetry_images(geometry, symmetry, cell)[1]);
            std::sort(image.begin(), image.end());
            EXPECT_EQ(std::count(cages.begin(), cages.end(), image), 1) << symmetry_name(symmetry);
        }
        EXPECT_EQ(solver_named("sat").count(result.puzzle, 2).count, 1);
    }
}

TEST(VariantGenerator, LoneCagesOnlyWhenAskedAndCountedAsGivens) {
    GenerateOptions options = options_for(Case{"killer", 3}, 1);
    options.variant.lone_cages = 81;
    bool seen = false;
    for (std::uint64_t seed = 1; seed <= 6 && !seen; ++seed) {
        options.seed = seed;
        const Generated result = generate(options);
        const auto cages = cages_of(result.puzzle);
        const int lone = static_cast<int>(std::count_if(cages.begin(), cages.end(), [](const auto& cage) { return cage.size() == 1; }));
        EXPECT_EQ(result.givens_in_disguise, lone);
        seen = lone > 0;
    }
    EXPECT_TRUE(seen);  // with max-cage 3 and no limit, some layout keeps a lone cell
}

TEST(VariantGenerator, KillerGivensStayWithinTheTarget) {
    GenerateOptions options = options_for(Case{"killer", 3}, 2);
    options.variant.givens = 4;
    const Generated result = generate(options);
    EXPECT_LE(result.puzzle.givens().filled_count(), 4);
    EXPECT_EQ(solver_named("sat").count(result.puzzle, 2).count, 1);
}

TEST(VariantGenerator, DiggingStopsAtTheTargetGivens) {
    GenerateOptions options = options_for(Case{"thermo", 5}, 5);
    options.variant.givens = 30;
    const Generated result = generate(options);
    EXPECT_EQ(result.puzzle.givens().filled_count(), 30);
    EXPECT_EQ(solver_named("sat").count(result.puzzle, 2).count, 1);
}

TEST(VariantGenerator, ReachesEachTechniqueLevelAskedFor) {
    for (const char* variant : {"x", "thermo", "anti-knight"}) {
        for (int level = 0; level < 5; ++level) {
            GenerateOptions options = options_for(Case{variant, 5}, 1);
            options.scale_level = ScaleLevel{Scale::technique, level};
            const Generated result = generate(options);
            SCOPED_TRACE(std::string(variant) + " level " + std::to_string(level));
            ASSERT_TRUE(result.scale_level.has_value());
            EXPECT_EQ(result.scale_level->index, level);
            const TechniqueRating rating = rate_techniques(result.puzzle);
            EXPECT_EQ(rating.outcome, LogicOutcome::solved);
            EXPECT_EQ(static_cast<int>(rating.level), level);
        }
    }
}

TEST(VariantGenerator, KillerReachesEachTechniqueLevelUpToUnfair) {
    // A killer's level is set by its cages: below the level asked for, neighbouring cages merge
    // (harden_to) until the logic needs it. Extreme is measured by bench_variants, not here: its
    // rating is a nested-chain solve, slow under the sanitizers.
    for (int level = 0; level < 4; ++level) {
        GenerateOptions options = options_for(Case{"killer", 5}, 1);
        options.scale_level = ScaleLevel{Scale::technique, level};
        const Generated result = generate(options);
        SCOPED_TRACE("killer level " + std::to_string(level));
        ASSERT_TRUE(result.scale_level.has_value());
        EXPECT_EQ(result.scale_level->index, level);
        const TechniqueRating rating = rate_techniques(result.puzzle);
        EXPECT_EQ(rating.outcome, LogicOutcome::solved);
        EXPECT_EQ(static_cast<int>(rating.level), level);
        EXPECT_EQ(solver_named("sat").count(result.puzzle, 2).count, 1);
        int largest = 0;
        for (const RulePtr& rule : result.puzzle.rules()) {
            if (const auto* cage = dynamic_cast<const KillerCage*>(rule.get())) {
                largest = std::max(largest, static_cast<int>(cage->cells().size()));
            }
        }
        EXPECT_LE(largest, options.variant.max_cage);
    }
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
    GenerateOptions large_killer = options_for(Case{"killer", 5}, 1);
    large_killer.size = 10;
    EXPECT_EQ(message(large_killer),
              "generate: --variant killer serves sizes up to 9 (a 10x10 killer takes minutes to hours to make), got 10");
    GenerateOptions lone = options_for(Case{"killer", 5}, 1);
    lone.variant.lone_cages = -1;
    EXPECT_EQ(message(lone), "generate: lone-cages must be 0..81, got -1");
    GenerateOptions thermo = options_for(Case{"thermo", 5}, 1);
    thermo.variant.thermo_length = 1;
    EXPECT_EQ(message(thermo), "generate: thermo-length must be 2..9, got 1");
    GenerateOptions filled = options_for(Case{"x", 5}, 1);
    filled.fill = FullGridMethod::diagonal_boxes;
    EXPECT_EQ(message(filled), "generate: --fill diagonal-boxes serves classic puzzles only, not --variant x");
    GenerateOptions givens = options_for(Case{"x", 5}, 1);
    givens.variant.givens = 82;
    EXPECT_EQ(message(givens), "generate: givens must be 0..81, got 82");
    GenerateOptions rotated = options_for(Case{"jigsaw", 5}, 1);
    rotated.size = 6;
    rotated.symmetry = Symmetry::rotate90;
    EXPECT_EQ(message(rotated),
              "generate: --variant jigsaw with --symmetry rotate90 needs a size of 4k or 4k+1 (regions come in fours), "
              "got 6");
}

}  // namespace
}  // namespace variant_generator_test
}  // namespace gridforge
