#include <memory>
#include <stdexcept>
#include <string>

#include "generate/cage_repair.hpp"
#include "generate/differs_from.hpp"
#include "generate/steps.hpp"
#include "gridforge/generate_variants.hpp"
#include "gridforge/variants.hpp"

namespace gridforge::generate_detail {
namespace {

/// Layouts (jigsaw partition, or the fixed boxes) tried per attempt before it fails.
constexpr int kLayoutsPerAttempt = 20;
/// Guesses a fill may make per cell before its layout is dropped: 9×9 fills need about 1 guess per
/// cell with the boxes; a jigsaw partition whose columns cannot be filled runs past this.
constexpr std::uint64_t kFillNodesPerCell = 10;
/// Cage layouts grown per full grid, and repairs tried per layout, before the attempt fails.
constexpr int kCageLayoutsPerAttempt = 4;
constexpr int kRepairsPerLayout = 60;

/// The houses of the layout step and a full grid under them; throws AttemptFailed when no layout
/// could be filled within the budget.
std::pair<RuleList, Grid> fill_layout(const VariantRecipe& recipe, const Geometry& geometry, Rng& rng,
                                      GenerationStats& stats) {
    const std::uint64_t budget = kFillNodesPerCell * static_cast<std::uint64_t>(geometry.cell_count());
    for (int layout = 0; layout < kLayoutsPerAttempt; ++layout) {
        RuleList rules = recipe.has(VariantStep::jigsaw)
                             ? jigsaw_rules(geometry, random_jigsaw_layout(geometry, rng, stats.partition_attempts))
                             : classic_rules(geometry);
        if (recipe.has(VariantStep::x)) rules.push_back(std::make_shared<Diagonals>(geometry, DiagonalKind::both));
        const Puzzle empty(geometry, Grid(geometry.size()), rules);
        if (std::optional<Grid> grid = bounded_full_grid(empty, rng, budget)) {
            ++stats.full_grids;
            return {std::move(rules), std::move(*grid)};
        }
        ++stats.fill_failures;
    }
    throw AttemptFailed{};
}

RuleList with_cages(RuleList rules, const Geometry& geometry, const Grid& solution,
                    const std::vector<std::vector<Cell>>& cages) {
    for (const auto& cells : cages) rules.push_back(std::make_shared<KillerCage>(geometry, cells, cage_sum(solution, cells)));
    return rules;
}

/// Another solution of `puzzle` than `solution`, which it has: one search for a solution of the
/// puzzle with a DiffersFrom rule (a count with limit 2 keeps only the first solution it finds).
Grid other_solution(const Puzzle& puzzle, const Grid& solution, std::uint64_t attempt_seed, GenerationStats& stats) {
    RuleList rules = puzzle.rules();
    rules.push_back(std::make_shared<DiffersFrom>(solution));
    const Puzzle refusing(puzzle.geometry(), puzzle.givens(), std::move(rules));
    const CountResult found = count_solutions(refusing, 1);
    ++stats.count_calls;
    stats.nodes += found.nodes;
    stats.deductions += found.deductions;
    if (!found.solution) {
        throw std::logic_error("generate: a killer layout with two solutions has no other solution (seed " +
                               std::to_string(attempt_seed) + ")");
    }
    return *found.solution;
}

/// The search rating of `puzzle` (propagation solver, limit 2: the fastest solver serving cages),
/// counted in `stats`; it is the uniqueness check of the killer layouts as well.
SearchRating rate_counted(const Puzzle& puzzle, std::uint64_t attempt_seed, GenerationStats& stats) {
    SearchRating rating = rate_search(puzzle);
    ++stats.rating_calls;
    stats.rating_nodes += rating.counters.nodes;
    stats.rating_deductions += rating.counters.deductions;
    if (rating.outcome == Outcome::no_solution) {
        throw std::logic_error("generate: a killer layout built over its solution has none (seed " +
                               std::to_string(attempt_seed) + ")");
    }
    return rating;
}

/// Killer givens: cages grown over the grid, no givens; while another solution exists, a given
/// from one orbit where the two differ (while `recipe.givens` allows), else a cage repair. Each
/// layout is checked once by rate_search, which is also the rating of the layout that wins.
Generated killer_givens(const RuleList& rules, const Grid& solution, Rng& rng, const GenerateOptions& options,
                        std::uint64_t attempt_seed, GenerationStats& stats) {
    const Geometry geometry(options.size);
    const auto orbits = symmetry_orbits(geometry, options.symmetry);
    std::vector<int> orbit_of(static_cast<std::size_t>(geometry.cell_count()));
    for (std::size_t i = 0; i < orbits.size(); ++i) {
        for (Cell cell : orbits[i]) orbit_of[static_cast<std::size_t>(cell)] = static_cast<int>(i);
    }
    for (int layout = 0; layout < kCageLayoutsPerAttempt; ++layout) {
        std::vector<std::vector<Cell>> cages = grow_cages(geometry, solution, rng, options.variant.max_cage);
        ++stats.cage_layouts;
        Grid givens(geometry.size());
        for (int repair = 0; repair <= kRepairsPerLayout; ++repair) {
            Puzzle puzzle(geometry, givens, with_cages(rules, geometry, solution, cages));
            SearchRating rating = rate_counted(puzzle, attempt_seed, stats);
            if (rating.outcome == Outcome::unique) {
                return Generated{std::move(puzzle), solution, *rating.level, rating.counters, stats, std::nullopt};
            }
            const Grid& first = *rating.counters.solution;
            const Grid other = first == solution ? other_solution(puzzle, solution, attempt_seed, stats) : first;
            std::vector<Cell> differing;
            for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
                if (other.at(cell) != solution.at(cell)) differing.push_back(cell);
            }
            const auto& orbit = orbits[static_cast<std::size_t>(orbit_of[static_cast<std::size_t>(
                differing[static_cast<std::size_t>(rng.below(differing.size()))])])];
            if (givens.filled_count() + static_cast<int>(orbit.size()) <= options.variant.givens) {
                for (Cell cell : orbit) givens.set(cell, solution.at(cell));
                ++stats.givens_added;
                continue;
            }
            if (!repair_cages(cages, geometry, solution, other, rng, options.variant.max_cage)) break;
            ++stats.cage_repairs;
        }
    }
    throw AttemptFailed{};
}

}  // namespace

Generated variant_attempt(const GenerateOptions& options, std::uint64_t attempt_seed, GenerationStats& stats) {
    const VariantRecipe& recipe = options.variant;
    const Geometry geometry(options.size);
    Rng rng(attempt_seed);
    auto [rules, solution] = fill_layout(recipe, geometry, rng, stats);
    if (recipe.has(VariantStep::thermo)) {
        for (auto& cells : lay_thermometers(geometry, solution, rng, recipe.thermos, recipe.thermo_length)) {
            rules.push_back(std::make_shared<Thermometer>(geometry, std::move(cells)));
            ++stats.thermometers;
        }
    }
    if (recipe.has(VariantStep::killer)) return killer_givens(rules, solution, rng, options, attempt_seed, stats);
    const Puzzle empty(geometry, Grid(geometry.size()), std::move(rules));
    return dig_givens(empty, solution, rng, options.symmetry, options.level, recipe.givens, attempt_seed, stats);
}

}  // namespace gridforge::generate_detail
