#include <array>

#include "gridforge/rate.hpp"
#include "solve/bitboard.hpp"
#include "solve/propagation.hpp"
#include "solve/propagation_nine.hpp"

namespace gridforge {
namespace {

constexpr std::array<std::string_view, 4> kSearchLevelNames{"easy", "medium", "hard", "evil"};

}  // namespace

Level level_for_nodes(std::uint64_t nodes) {
    if (nodes >= kLevelThresholds.evil_from) return Level::evil;
    if (nodes >= kLevelThresholds.hard_from) return Level::hard;
    if (nodes >= kLevelThresholds.medium_from) return Level::medium;
    return Level::easy;
}

std::string_view level_name(Level level) { return kSearchLevelNames[static_cast<std::size_t>(level)]; }

std::optional<Level> parse_level(std::string_view name) {
    for (std::size_t i = 0; i < kSearchLevelNames.size(); ++i) {
        if (kSearchLevelNames[i] == name) return static_cast<Level>(i);
    }
    return std::nullopt;
}

SearchRating rate_search(const Puzzle& puzzle) {
    // On classic 9x9 the fixed-array mirror of the propagation solver: the same counters, faster.
    SearchRating rating{Outcome::no_solution, std::nullopt,
                        bitboard_supports(puzzle) ? count_by_propagation_9x9(puzzle.givens(), 2).result
                                                  : count_by_propagation(puzzle, PropagationOptions{2})};
    rating.outcome = rating.counters.outcome();
    if (rating.outcome == Outcome::unique) rating.level = level_for_nodes(rating.counters.nodes);
    return rating;
}

}  // namespace gridforge
