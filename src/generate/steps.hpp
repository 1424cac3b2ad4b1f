#pragma once
/// \file
/// The generator's steps shared by the classic attempt (generate.hpp) and the variant recipes
/// (generate_variants.hpp): digging givens out of a full grid, a full grid within a node budget,
/// and a variant attempt.

#include <cstdint>
#include <optional>

#include "gridforge/generate.hpp"
#include "generate/level_cap.hpp"
#include "gridforge/rating.hpp"

namespace gridforge::generate_detail {

/// Throws std::invalid_argument for options generate() cannot serve (generate.hpp), before any work:
/// generate() and the batches (generate_stream.hpp) check first.
void check_generate_options(const GenerateOptions& options);

/// Digs givens out of `solution` under the rules of `empty_puzzle`, as generate.hpp describes:
/// orbits of `symmetry` in an order drawn from `rng`, a removal kept while the puzzle stays unique
/// (and within `max_level` when set); stops early once at most `stop_at_givens` givens are left
/// (0: never). Rates the result. Throws std::logic_error on a broken invariant (a count of 0).
Generated dig_givens(const Puzzle& empty_puzzle, const Grid& solution, Rng& rng, Symmetry symmetry,
                     std::optional<Level> max_level, int stop_at_givens, std::uint64_t attempt_seed,
                     GenerationStats& stats);

/// Digs as dig_givens, keeping a removal only while the puzzle stays unique and the logic solver
/// finishes it within `cap` (level_cap.hpp); the full grid itself is always within it. Rates the
/// result on the search scale. Throws std::logic_error on a broken invariant.
Generated dig_within(const Puzzle& empty_puzzle, const Grid& solution, Rng& rng, Symmetry symmetry,
                     const LevelCap& cap, int stop_at_givens, std::uint64_t attempt_seed, GenerationStats& stats);

/// The first full grid of the randomised search random_full_grid makes on a houses-only rule list
/// without givens, or nullopt when it has not found one after `node_budget` guesses (then the
/// rules may admit no grid at all, e.g. a jigsaw partition whose columns cannot be filled).
/// Precondition: every rule of `empty_puzzle` is houses-only and it has no givens.
std::optional<Grid> bounded_full_grid(const Puzzle& empty_puzzle, Rng& rng, std::uint64_t node_budget);

/// Digs to the extreme technique level: within unfair first (dig_within), then the first removal
/// of one more orbit that keeps the puzzle unique and that the logic solver finishes at level
/// extreme without nested forcing chains (extreme_without_nesting). Rates the result on the search scale. Throws AttemptFailed when no removal does.
Generated dig_past_unfair(const Puzzle& empty_puzzle, const Grid& solution, Rng& rng, Symmetry symmetry,
                          int stop_at_givens, std::uint64_t attempt_seed, GenerationStats& stats);

/// As bounded_full_grid for any rule list without givens: a randomised propagation search (peer
/// elimination, hidden singles and every rule's `prune` to a fixpoint, then a guess on a cell
/// with the fewest candidates, its digits in an order drawn from `rng`); nullopt after
/// `node_budget` guesses.
std::optional<Grid> bounded_rule_fill(const Puzzle& empty_puzzle, Rng& rng, std::uint64_t node_budget);

/// One attempt of a variant recipe (generate_variants.hpp), seeded by `attempt_seed`. `technique`
/// is the technique level the puzzle must stay within (HodokuLevel; extreme: no cap, the givens
/// are dug for uniqueness alone). Throws AttemptFailed when the attempt built nothing usable
/// (every partition or fill or cage layout it was allowed failed, or no killer layout stayed
/// within the level); the stats say what was tried.
Generated variant_attempt(const GenerateOptions& options, HodokuLevel technique, std::uint64_t attempt_seed,
                          GenerationStats& stats);

/// A variant attempt that ended without a puzzle (counted in GenerationStats, then the next
/// attempt runs).
struct AttemptFailed {};

}  // namespace gridforge::generate_detail
