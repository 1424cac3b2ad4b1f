// One attempt of a variant recipe: layout, fill, decoration, givens (generate_variants.hpp).
#include <algorithm>
#include <memory>
#include <stdexcept>
#include <string>

#include "generate/cage_repair.hpp"
#include "generate/differs_from.hpp"
#include "generate/level_cap.hpp"
#include "generate/steps.hpp"
#include "gridforge/generate_variants.hpp"
#include "gridforge/variants.hpp"
#include "rules/rule_kind.hpp"

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

/// The kinds of the recipe's names, in list order.
std::vector<const RuleKind*> kinds_of(const VariantRecipe& recipe) {
    std::vector<const RuleKind*> kinds;
    for (const std::string& name : recipe.steps) {
        const RuleKind* kind = find_recipe(name);
        if (kind == nullptr || kind->decorate == nullptr) {
            throw std::invalid_argument("generate: unknown variant '" + name + "'");
        }
        kinds.push_back(kind);
    }
    return kinds;
}

bool houses_only(const RuleList& rules) {
    for (const RulePtr& rule : rules) {
        if (!rule->houses_only()) return false;
    }
    return true;
}

/// Removes the rule named "boxes" (a kind that cuts over the fill replaces them).
void drop_boxes(RuleList& rules) {
    std::erase_if(rules, [](const RulePtr& rule) { return rule->name() == "boxes"; });
}

/// The rules of the layout phase and a full grid under them; throws AttemptFailed when no layout
/// could be filled within the budget. Layout kinds are laid, then the grid is filled; a kind that
/// cuts over the fill (RuleKind::cuts_over_fill) is laid after the fill instead when the other
/// layout rules say more than their houses: the fill then obeys rows, columns and those rules.
std::pair<RuleList, Grid> fill_layout(const std::vector<const RuleKind*>& kinds, const VariantRecipe& recipe,
                                      const Geometry& geometry, Rng& rng, GenerationStats& stats) {
    const std::uint64_t budget = kFillNodesPerCell * static_cast<std::uint64_t>(geometry.cell_count());
    for (int layout = 0; layout < kLayoutsPerAttempt; ++layout) {
        RuleList rules = classic_rules(geometry);
        Decoration decoration{geometry, nullptr, rng, recipe, rules};
        std::vector<const RuleKind*> cut_after;
        for (const RuleKind* kind : kinds) {
            if (kind->phase != RecipePhase::layout) continue;
            if (kind->cuts_over_fill != nullptr && kind->cuts_over_fill(recipe)) {
                cut_after.push_back(kind);
            } else {
                kind->decorate(decoration);
            }
        }
        const bool fill_first = !cut_after.empty() && !houses_only(rules);
        if (fill_first) {
            drop_boxes(rules);
        } else {
            for (const RuleKind* kind : cut_after) kind->decorate(decoration);
        }
        if (recipe.has("jigsaw")) ++stats.partition_attempts;
        const Puzzle empty(geometry, Grid(geometry.size()), rules);
        std::optional<Grid> grid =
            houses_only(rules) ? bounded_full_grid(empty, rng, budget) : bounded_rule_fill(empty, rng, budget);
        if (!grid) {
            ++stats.fill_failures;
            continue;
        }
        if (fill_first) {
            Decoration over_fill{geometry, &*grid, rng, recipe, rules};
            try {
                for (const RuleKind* kind : cut_after) kind->decorate(over_fill);
            } catch (const AttemptFailed&) {
                ++stats.fill_failures;
                continue;
            }
        }
        ++stats.full_grids;
        return {std::move(rules), std::move(*grid)};
    }
    throw AttemptFailed{};
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

/// The search rating of `puzzle` (propagation solver, limit 2), counted in `stats`; it is the
/// uniqueness check of the killer layouts as well.
SearchRating rate_counted(const Puzzle& puzzle, std::uint64_t attempt_seed, GenerationStats& stats) {
    SearchRating rating = rate_search(puzzle);
    ++stats.rating_calls;
    stats.rating_nodes += rating.counters.nodes;
    stats.rating_deductions += rating.counters.deductions;
    if (rating.outcome == Outcome::no_solution) {
        throw std::logic_error("generate: a layout built over its solution has none (seed " +
                               std::to_string(attempt_seed) + ")");
    }
    return rating;
}

/// Whether a killer layout built over `solution` is unique. CaDiCaL (solve/sat.hpp) decides it in
/// a fraction of the time the propagation search needs on cages without givens (a 9x9 jigsaw
/// killer: 0.3 s against 2.5 s). Only the yes or no is used: a second solution, when needed, comes
/// from our own search (other_solution), so the puzzle of a seed does not depend on which model
/// a CaDiCaL version finds first.
bool layout_unique(const Puzzle& puzzle, std::uint64_t attempt_seed, GenerationStats& stats) {
    ++stats.count_calls;
    const CountResult count = solver_named("sat").count(puzzle, 2);
    if (count.count == 0) {
        throw std::logic_error("generate: a killer layout built over its solution has none (seed " +
                               std::to_string(attempt_seed) + ")");
    }
    return count.count == 1;
}

/// The technique rating within `cap` (always a rating when there is no cap), counted in `stats`.
CappedSolve solve_counted(const Puzzle& puzzle, const Grid& solution, const std::optional<LevelCap>& cap,
                          GenerationStats& stats) {
    ++stats.logic_solves;
    if (cap) return solve_within(puzzle, solution, *cap);
    CappedSolve solved;
    solved.rating = TechniqueRating{};
    return solved;
}

/// The cages of a layout: rules[first..] are the cages, in order.
std::vector<std::vector<Cell>> cage_cells(const RuleList& rules, std::size_t first) {
    std::vector<std::vector<Cell>> cages;
    for (std::size_t i = first; i < rules.size(); ++i) {
        const auto scope = rules[i]->scope();
        cages.emplace_back(scope.begin(), scope.end());
    }
    return cages;
}

RuleList with_cages(RuleList rules, std::size_t first, const Geometry& geometry, const Grid& solution,
                    const std::vector<std::vector<Cell>>& cages) {
    rules.erase(rules.begin() + static_cast<std::ptrdiff_t>(first), rules.end());
    for (const auto& cells : cages) rules.push_back(std::make_shared<KillerCage>(geometry, cells, cage_sum(solution, cells)));
    return rules;
}

int lone_cages(const std::vector<std::vector<Cell>>& cages) {
    return static_cast<int>(std::count_if(cages.begin(), cages.end(), [](const auto& cage) { return cage.size() == 1; }));
}

/// Givens for a unique killer layout so that the logic solver finishes within `cap`: while it
/// gets stuck (or the level is too high), an orbit of the symmetry holding an empty cell of the
/// grid it reached becomes givens, up to `most` givens; then each added orbit whose removal keeps
/// the puzzle within the cap is taken away again. nullopt when `most` is not enough.
std::optional<Puzzle> givens_within(Puzzle puzzle, const Grid& solution, const LevelCap& cap, int most, Rng& rng,
                                    const std::vector<std::vector<Cell>>& orbits, const std::vector<int>& orbit_of,
                                    GenerationStats& stats) {
    std::vector<int> added;
    for (;;) {
        const CappedSolve solved = solve_counted(puzzle, solution, cap, stats);
        if (solved.rating) break;
        ++stats.level_refusals;
        std::vector<Cell> open;
        for (Cell cell = 0; cell < solution.cell_count(); ++cell) {
            // A stuck solve leaves empty cells; one that finished above the level leaves none,
            // then any cell not given yet serves.
            if (solved.reached.at(cell) == 0 || (solved.reached.filled_count() == solution.cell_count() &&
                                                 puzzle.givens().at(cell) == 0)) {
                open.push_back(cell);
            }
        }
        if (open.empty()) return std::nullopt;
        const int orbit = orbit_of[static_cast<std::size_t>(open[static_cast<std::size_t>(rng.below(open.size()))])];
        Grid givens = puzzle.givens();
        for (Cell cell : orbits[static_cast<std::size_t>(orbit)]) givens.set(cell, solution.at(cell));
        if (givens.filled_count() > most) return std::nullopt;
        puzzle = puzzle.with_givens(std::move(givens));
        added.push_back(orbit);
        ++stats.givens_added;
    }
    // The first givens were chosen before the later ones: some may not be needed any more.
    for (int orbit : added) {
        Grid givens = puzzle.givens();
        for (Cell cell : orbits[static_cast<std::size_t>(orbit)]) givens.clear(cell);
        Puzzle fewer = puzzle.with_givens(std::move(givens));
        if (count_solutions(fewer, 2).count != 1) continue;
        if (solve_counted(fewer, solution, cap, stats).rating) puzzle = std::move(fewer);
    }
    return puzzle;
}

/// `cap` without the uniqueness techniques (BUG+1, unique rectangles, which assume the puzzle
/// unique): a path that finishes under it proves the puzzle unique.
LevelCap below_uniqueness_techniques(LevelCap cap) {
    cap.max_difficulty = std::min(cap.max_difficulty, technique(TechniqueId::bug_plus_one).difficulty - 1);
    return cap;
}

/// How a killer layout stands: unique (and whether within the level), or another solution.
struct LayoutCheck {
    bool unique = false;
    bool within = false;      ///< unique and the logic solver finishes it within the level
    std::optional<Grid> other;  ///< a second solution when not unique
};

/// Checks a killer layout within `cap`. Uniqueness by search is dear on a killer without givens
/// (0.3-0.5 s on 9x9), a logic solve cheap (0.1 s), so the logic comes first: capped below the
/// uniqueness techniques (BUG+1, unique rectangles, which assume what is being checked), a path
/// that finishes proves the layout unique, and its rating is exact (the capped solver takes the
/// uncapped solver's path). Otherwise the digits it placed are sound, so the search that decides
/// uniqueness starts from them; a unique layout the first solve could not finish is solved again
/// with the whole cap.
LayoutCheck check_layout(const Puzzle& puzzle, const Grid& solution, const LevelCap& cap, std::uint64_t attempt_seed,
                         GenerationStats& stats) {
    const LevelCap safe = below_uniqueness_techniques(cap);
    const CappedSolve first = solve_counted(puzzle, solution, safe, stats);
    LayoutCheck check;
    if (first.rating) {
        check.unique = check.within = true;
        return check;
    }
    if (first.reached.filled_count() == solution.cell_count()) {  // solved, above the level
        check.unique = true;
        return check;
    }
    const Puzzle narrowed = puzzle.with_givens(first.reached);
    if (layout_unique(narrowed, attempt_seed, stats)) {
        check.unique = true;
        check.within = safe.max_difficulty < cap.max_difficulty && solve_counted(puzzle, solution, cap, stats).rating;
        if (!check.within) ++stats.level_refusals;
        return check;
    }
    check.other = other_solution(narrowed, solution, attempt_seed, stats);
    return check;
}

/// Merges neighbouring cages of a unique layout while its technique level is below `target`: each
/// merge says less (one sum for two) and is kept when the logic solver still finishes the puzzle
/// within `target` (at most unfair) without the uniqueness techniques, so it stays unique with no
/// search needed to know it. For extreme, once no merge stays within unfair, the first merge that
/// leaves the puzzle unique (a search from the digits the solver placed) and that forcing chains
/// finish is kept (never nested ones: extreme_without_nesting). True when the walk got there (or, for
/// extreme, the puzzle was past unfair already and forcing chains finish it); false when every
/// merge overshoots or the layout was past the level from the start. The technique-scale
/// counterpart of digging out givens, for killers, whose cages rather than givens set the level.
/// What harden_to made of a layout.
struct Hardened {
    bool reached = false;
    /// The technique level, when a solve under a cap that fits the whole path knows it exactly (the
    /// forcing-chain solves of extreme; the walk's cap leaves out the uniqueness techniques).
    std::optional<HodokuLevel> exact;
};

Hardened harden_to(Puzzle& puzzle, std::vector<std::vector<Cell>>& cages, HodokuLevel target, const RuleList& decorated,
                   std::size_t first_cage, const Grid& solution, Rng& rng, const GenerateOptions& options,
                   std::uint64_t attempt_seed, GenerationStats& stats) {
    const Geometry geometry = puzzle.geometry();  // a copy: `puzzle` is reassigned below
    const LevelCap walk = below_uniqueness_techniques(*level_cap(std::min(target, HodokuLevel::unfair)));
    const CappedSolve start = solve_counted(puzzle, solution, walk, stats);
    if (!start.rating) {
        // Past unfair already: right for extreme when forcing chains (not nested) finish it; for a
        // lower level, or a puzzle only nesting finishes, another layout.
        if (target != HodokuLevel::extreme) return {};
        const CappedSolve solved = solve_counted(puzzle, solution, extreme_without_nesting(), stats);
        if (!solved.rating) return {};
        return {true, solved.rating->level};
    }
    HodokuLevel level = start.rating->level;
    while (level < target) {
        auto merges = cage_merges(cages, geometry, solution, rng, options.variant.max_cage, options.variant.lone_cages,
                                  options.symmetry);
        bool merged = false;
        std::vector<Grid> reached;  // where the solver stopped on each merge that overshot
        for (auto& layout : merges) {
            Puzzle harder(geometry, puzzle.givens(), with_cages(decorated, first_cage, geometry, solution, layout));
            CappedSolve solved = solve_counted(harder, solution, walk, stats);
            if (!solved.rating) {
                reached.push_back(std::move(solved.reached));
                continue;
            }
            ++stats.cage_repairs;
            puzzle = std::move(harder);
            cages = std::move(layout);
            level = solved.rating->level;
            merged = true;
            break;
        }
        if (merged) continue;
        if (target != HodokuLevel::extreme) return {};
        // Every merge overshot unfair: the first that leaves the puzzle unique and that forcing
        // chains (not nested) finish is extreme; one beyond them would cost every later rating
        // tens of seconds, or be refused by it.
        const LevelCap forcing_chains = extreme_without_nesting();
        for (std::size_t i = 0; i < merges.size(); ++i) {
            Puzzle narrowed(geometry, reached[i], with_cages(decorated, first_cage, geometry, solution, merges[i]));
            if (!layout_unique(narrowed, attempt_seed, stats)) continue;
            Puzzle harder(geometry, puzzle.givens(), narrowed.rules());
            const CappedSolve solved = solve_counted(harder, solution, forcing_chains, stats);
            if (!solved.rating || solved.rating->level != HodokuLevel::extreme) continue;
            ++stats.cage_repairs;
            puzzle = std::move(harder);
            cages = std::move(merges[i]);
            return {true, solved.rating->level};
        }
        return {};
    }
    return {true, std::nullopt};
}

/// Killer givens: the decorator's cages, no givens; while another solution exists, a cage repair
/// (or a given from one orbit where the two differ, when the repairs run out and `givens`
/// allows); then, when the logic solver needs more than the level, givens where it gets stuck
/// (givens_within, within `givens`) or another layout. Without a cap (extreme) each layout is
/// checked by rate_search alone.
Generated killer_givens(const RuleList& decorated, std::size_t first_cage, const Grid& solution, Rng& rng,
                        const GenerateOptions& options, const std::optional<LevelCap>& cap,
                        std::uint64_t attempt_seed, GenerationStats& stats) {
    const Geometry geometry(options.size);
    const VariantRecipe& recipe = options.variant;
    const auto orbits = symmetry_orbits(geometry, options.symmetry);
    std::vector<int> orbit_of(static_cast<std::size_t>(geometry.cell_count()));
    for (std::size_t i = 0; i < orbits.size(); ++i) {
        for (Cell cell : orbits[i]) orbit_of[static_cast<std::size_t>(cell)] = static_cast<int>(i);
    }
    std::vector<std::vector<Cell>> cages = cage_cells(decorated, first_cage);
    const bool level_asked = options.scale_level && options.scale_level->scale == Scale::technique;
    for (int layout = 0; layout < kCageLayoutsPerAttempt; ++layout) {
        if (layout > 0) {
            auto grown = grow_cages(geometry, solution, rng, recipe.max_cage, recipe.lone_cages, options.symmetry);
            if (!grown) continue;
            cages = std::move(*grown);
        }
        ++stats.cage_layouts;
        Grid givens(geometry.size());
        for (int repair = 0; repair <= kRepairsPerLayout; ++repair) {
            Puzzle puzzle(geometry, givens, with_cages(decorated, first_cage, geometry, solution, cages));
            LayoutCheck check;
            // Extreme has no cap of its own: the layout is checked as for unfair (the logic's sound
            // placements narrow the searches), and any unique layout is within it.
            check = check_layout(puzzle, solution, cap.value_or(*level_cap(HodokuLevel::unfair)), attempt_seed, stats);
            if (!cap) check.within = check.unique;
            if (check.unique) {
                std::optional<Puzzle> within = puzzle;
                if (!check.within) {
                    // A technique level asked for explicitly may cost givens (counted in the
                    // header); by default a killer keeps to its cages (and `givens`).
                    const int most = level_asked && recipe.givens == 0 ? geometry.cell_count() : recipe.givens;
                    within = givens_within(std::move(puzzle), solution, *cap, most, rng, orbits, orbit_of, stats);
                }
                if (!within) break;  // the cages need more givens than allowed: another layout
                // Below the level asked for: fewer, larger cages.
                Hardened hardened;
                if (level_asked) {
                    hardened = harden_to(*within, cages, static_cast<HodokuLevel>(options.scale_level->index), decorated,
                                         first_cage, solution, rng, options, attempt_seed, stats);
                    if (!hardened.reached) break;
                }
                const SearchRating rating = rate_counted(*within, attempt_seed, stats);
                Generated made{std::move(*within), solution, *rating.level, rating.counters, stats, std::nullopt};
                made.givens_in_disguise = lone_cages(cages);
                made.technique_level = hardened.exact;
                return made;
            }
            const Grid& other = *check.other;
            if (repair_cages(cages, geometry, solution, other, rng, recipe.max_cage, recipe.lone_cages, options.symmetry)) {
                ++stats.cage_repairs;
                continue;
            }
            std::vector<Cell> differing;
            for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
                if (other.at(cell) != solution.at(cell)) differing.push_back(cell);
            }
            const auto& orbit = orbits[static_cast<std::size_t>(orbit_of[static_cast<std::size_t>(
                differing[static_cast<std::size_t>(rng.below(differing.size()))])])];
            if (givens.filled_count() + static_cast<int>(orbit.size()) > recipe.givens) break;
            for (Cell cell : orbit) givens.set(cell, solution.at(cell));
            ++stats.givens_added;
        }
    }
    throw AttemptFailed{};
}

}  // namespace

Generated variant_attempt(const GenerateOptions& options, HodokuLevel technique, std::uint64_t attempt_seed,
                          GenerationStats& stats) {
    VariantRecipe recipe = options.variant;
    recipe.symmetry = options.symmetry;
    const Geometry geometry(options.size);
    const std::vector<const RuleKind*> kinds = kinds_of(recipe);
    const std::optional<LevelCap> cap = level_cap(technique);
    Rng rng(attempt_seed);
    auto [rules, solution] = fill_layout(kinds, recipe, geometry, rng, stats);

    // Decoration, in list order; killer's cages are remembered by position for the repairs, so
    // its decorator runs last whatever the list order.
    Decoration decoration{geometry, &solution, rng, recipe, rules};
    const RuleKind* killer = nullptr;
    for (const RuleKind* kind : kinds) {
        if (kind->phase != RecipePhase::decoration) continue;
        if (kind->recipe == "killer") {
            killer = kind;
            continue;
        }
        const std::size_t before = rules.size();
        kind->decorate(decoration);
        if (kind->recipe == "thermo") stats.thermometers += rules.size() - before;
    }
    if (killer != nullptr) {
        const std::size_t first_cage = rules.size();
        killer->decorate(decoration);
        return killer_givens(rules, first_cage, solution, rng, options, cap, attempt_seed, stats);
    }
    const Puzzle empty(geometry, Grid(geometry.size()), std::move(rules));
    // No cap: extreme asked for on the technique scale, past unfair yet within the catalogue's reach.
    if (!cap) return dig_past_unfair(empty, solution, rng, options.symmetry, recipe.givens, attempt_seed, stats);
    return dig_within(empty, solution, rng, options.symmetry, *cap, recipe.givens, attempt_seed, stats);
}

}  // namespace gridforge::generate_detail
