#pragma once
/// \file
/// The generator: a random full grid from a seed, then clues removed one orbit at a time (an
/// orbit is a cell and its images under the chosen symmetry); a removal is kept only while
/// exactly one solution remains (count with limit 2) and the search level does not exceed the
/// level asked for. An attempt whose final level is not the one asked for is discarded; attempt k
/// is seeded from derive_seed(seed, k), so any attempt can be replayed alone.
/// The method follows Simon Tatham's solo.c (symmetric digging, retry until the grade is exact).

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "gridforge/grid.hpp"
#include "gridforge/puzzle.hpp"
#include "gridforge/rate.hpp"
#include "gridforge/rng.hpp"
#include "gridforge/solve.hpp"

namespace gridforge {

/// The symmetry of the clue pattern: none, 180° rotation, 90° rotation, left-right mirror,
/// main-diagonal reflection (r,c)->(c,r).
enum class Symmetry { none, rotate180, rotate90, mirror, diagonal };

std::string_view symmetry_name(Symmetry symmetry);
/// "none" | "rotate180" | "rotate90" | "mirror" | "diagonal"; nullopt otherwise.
std::optional<Symmetry> parse_symmetry(std::string_view name);

/// The cells of the board grouped into orbits under `symmetry`, each orbit sorted, the list
/// ordered by each orbit's first cell.
std::vector<std::vector<Cell>> symmetry_orbits(const Geometry& geometry, Symmetry symmetry);

/// A random full grid satisfying the rules of `empty_puzzle`: the first solution of a propagation
/// search whose guesses try their digits in an order drawn from `rng` (not a uniform sample of all
/// grids, but every grid is reachable).
/// Throws std::runtime_error if the rules admit no full grid.
Grid random_full_grid(const Puzzle& empty_puzzle, Rng& rng);

struct GenerateOptions {
    std::uint64_t seed = 1;
    std::optional<Level> level;      ///< nullopt: the first attempt's level, whatever it is
    Symmetry symmetry = Symmetry::none;
    int attempts = 120;              ///< >= 1
    int size = 9;                    ///< board side N
};

/// Work done by a generation run, summed over all attempts.
struct GenerationStats {
    std::uint64_t full_grids = 0;     ///< full grids built (one per attempt)
    std::uint64_t count_calls = 0;    ///< uniqueness checks (count with limit 2)
    std::uint64_t nodes = 0;          ///< nodes spent inside those count calls
    std::uint64_t deductions = 0;     ///< deductions spent inside those count calls
    std::uint64_t removals_kept = 0;  ///< orbits removed and kept, over all attempts
    int attempts = 0;                 ///< attempts made, including the winning one
    int winning_attempt = -1;         ///< 0-based index k of the attempt returned
};

struct Generated {
    Puzzle puzzle;                    ///< the givens left, with the rules used
    Grid solution;
    Level level;
    CountResult counters;             ///< the propagation solver's count (limit 2) on the result
    GenerationStats stats;
};

/// Generation could not reach the level asked for within the attempts allowed.
class GenerationError : public std::runtime_error {
public:
    GenerationError(Level level, int attempts, const GenerationStats& stats);
    [[nodiscard]] const GenerationStats& stats() const { return stats_; }
private:
    GenerationStats stats_;
};

/// One attempt from one seed: full grid, digging (capped at `max_level` if given), rating.
/// Throws std::logic_error if a count ever answers 0 solutions while digging (a broken invariant:
/// removing a clue can only add solutions).
Generated generate_attempt(const Puzzle& empty_puzzle, std::uint64_t attempt_seed, Symmetry symmetry,
                           std::optional<Level> max_level, GenerationStats& stats);

/// Generates a puzzle of exactly `options.level` (or any level when unset).
/// Throws GenerationError after `options.attempts` unsuccessful attempts,
/// std::invalid_argument for attempts < 1 or an unsupported size.
Generated generate(const GenerateOptions& options);

}  // namespace gridforge
