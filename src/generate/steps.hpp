#pragma once
/// \file
/// The generator's steps shared by the classic attempt (generate.hpp) and the variant recipes
/// (generate_variants.hpp): digging givens out of a full grid, a full grid within a node budget,
/// and a variant attempt.

#include <cstdint>
#include <optional>

#include "gridforge/generate.hpp"

namespace gridforge::generate_detail {

/// Digs givens out of `solution` under the rules of `empty_puzzle`, as generate.hpp describes:
/// orbits of `symmetry` in an order drawn from `rng`, a removal kept while the puzzle stays unique
/// (and within `max_level` when set); stops early once at most `stop_at_givens` givens are left
/// (0: never). Rates the result. Throws std::logic_error on a broken invariant (a count of 0).
Generated dig_givens(const Puzzle& empty_puzzle, const Grid& solution, Rng& rng, Symmetry symmetry,
                     std::optional<Level> max_level, int stop_at_givens, std::uint64_t attempt_seed,
                     GenerationStats& stats);

/// The first full grid of the randomised search random_full_grid makes on a houses-only rule list
/// without givens, or nullopt when it has not found one after `node_budget` guesses (then the
/// rules may admit no grid at all, e.g. a jigsaw partition whose columns cannot be filled).
/// Precondition: every rule of `empty_puzzle` is houses-only and it has no givens.
std::optional<Grid> bounded_full_grid(const Puzzle& empty_puzzle, Rng& rng, std::uint64_t node_budget);

/// One attempt of a variant recipe (generate_variants.hpp), seeded by `attempt_seed`.
/// Throws AttemptFailed when the attempt built nothing usable (every partition or fill or cage
/// layout it was allowed failed); the stats say what was tried.
Generated variant_attempt(const GenerateOptions& options, std::uint64_t attempt_seed, GenerationStats& stats);

/// A variant attempt that ended without a puzzle (counted in GenerationStats, then the next
/// attempt runs).
struct AttemptFailed {};

}  // namespace gridforge::generate_detail
