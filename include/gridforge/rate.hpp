#pragma once
/// \file
/// The search-effort rating: how many guesses the propagation solver (naked + hidden singles,
/// then MRV guessing) needs to prove the solution unique (count with limit 2).
///
/// Levels by nodes = guesses (thresholds calibrated in docs/levels.md):
///   easy    0 nodes (singles alone solve it)
///   medium  1–3 nodes
///   hard    4–11 nodes
///   evil    12 nodes or more

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "gridforge/puzzle.hpp"
#include "gridforge/solve.hpp"

namespace gridforge {

enum class Level { easy, medium, hard, evil };

struct LevelThresholds {
    std::uint64_t medium_from = 1;   ///< fewest nodes that make a puzzle medium
    std::uint64_t hard_from = 4;
    std::uint64_t evil_from = 12;
};
inline constexpr LevelThresholds kLevelThresholds{};

/// The level of a puzzle whose uniqueness proof took `nodes` propagation nodes.
Level level_for_nodes(std::uint64_t nodes);

std::string_view level_name(Level level);
/// "easy" | "medium" | "hard" | "evil" (case-sensitive); nullopt otherwise.
std::optional<Level> parse_level(std::string_view name);

struct SearchRating {
    Outcome outcome;              ///< only a unique puzzle has a level
    std::optional<Level> level;   ///< set when outcome == unique
    CountResult counters;         ///< the propagation solver's count with limit 2
};

/// Rates a puzzle by search effort (propagation solver, limit 2).
SearchRating rate_search(const Puzzle& puzzle);

}  // namespace gridforge
