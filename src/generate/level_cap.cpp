#include "generate/level_cap.hpp"

#include <algorithm>

namespace gridforge::generate_detail {

std::optional<LevelCap> level_cap(HodokuLevel level) {
    if (level == HodokuLevel::extreme) return std::nullopt;
    LevelCap cap{level, 0};
    for (const Technique& entry : techniques()) {
        if (hodoku_level(entry.id) <= level) cap.max_difficulty = std::max(cap.max_difficulty, entry.difficulty);
    }
    return cap;
}

CappedSolve solve_within(const Puzzle& puzzle, const Grid& solution, const LevelCap& cap) {
    LogicOptions options;
    options.max_difficulty = cap.max_difficulty;
    options.known_solution = &solution;
    LogicPath path = solve_logically(puzzle, options);
    CappedSolve result;
    result.reached = path.grid;
    if (path.outcome != LogicOutcome::solved) return result;
    TechniqueRating rating = rate_path(path, puzzle);
    if (rating.level <= cap.level) result.rating = std::move(rating);
    return result;
}

LevelCap extreme_without_nesting() {
    return LevelCap{HodokuLevel::extreme, technique(TechniqueId::nested_forcing_chain).difficulty - 1};
}

std::optional<TechniqueRating> rating_within(const Puzzle& puzzle, const Grid& solution, const LevelCap& cap) {
    return solve_within(puzzle, solution, cap).rating;
}

}  // namespace gridforge::generate_detail
