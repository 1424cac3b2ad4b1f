#pragma once
/// \file
/// The technique level a variant puzzle must stay within while the generator places its givens:
/// the logic solver (logic.hpp) must finish it and the HoDoKu-style level of its path
/// (rating.hpp) must not exceed the cap. The default cap, unfair, means "no forcing chains".

#include <optional>

#include "gridforge/logic.hpp"
#include "gridforge/puzzle.hpp"
#include "gridforge/rating.hpp"

namespace gridforge::generate_detail {

struct LevelCap {
    HodokuLevel level = HodokuLevel::unfair;
    /// The catalogue cap for the logic solver: the largest Technique::difficulty of a technique
    /// of `level` or below. A path the capped solver finishes is the path the uncapped solver
    /// takes (it always uses the cheapest technique that applies), so its rating is exact.
    int max_difficulty = 0;
};

/// The cap of `level`; extreme caps nothing (nullopt).
std::optional<LevelCap> level_cap(HodokuLevel level);

/// The cap the generator makes extreme puzzles within: every technique but nested forcing chains.
/// A puzzle needing forcing chains is extreme already, and one that needs nesting costs the logic
/// solver tens of seconds (a killer with 36 nested chains: 45 s), at every later rating too.
LevelCap extreme_without_nesting();

/// The technique rating of `puzzle` when the logic solver finishes it within `cap`, else nullopt.
/// `solution` is the known solution: every step is checked against it (logic.hpp's guard; a
/// GuardViolation is a broken technique, not a puzzle to skip, and propagates).
std::optional<TechniqueRating> rating_within(const Puzzle& puzzle, const Grid& solution, const LevelCap& cap);

/// As rating_within, also returning where the solver stopped: the grid of its last state (the
/// cells it could not place are empty).
struct CappedSolve {
    std::optional<TechniqueRating> rating;
    Grid reached{0};
};
CappedSolve solve_within(const Puzzle& puzzle, const Grid& solution, const LevelCap& cap);

}  // namespace gridforge::generate_detail
