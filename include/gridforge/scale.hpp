#pragma once
/// \file
/// The three difficulty scales of a puzzle, as one vocabulary for `rate` and `generate --scale`:
///  - `search`: search effort of the propagation solver (rate.hpp): easy, medium, hard, evil;
///  - `technique`: HoDoKu's level of the logic path (rating.hpp): easy, medium, hard, unfair,
///    extreme;
///  - `mcm`: the singles-and-oracle band of "Taking the Mystery Out of Sudoku Difficulty: An
///    Oracular Model" (rating.hpp): cinch, confusing, challenging, crazy.
/// A level is named by its scale and its name; levels of a scale are listed easiest first.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridforge/grid.hpp"
#include "gridforge/puzzle.hpp"

namespace gridforge {

enum class Scale { search, technique, mcm };

/// "search" | "technique" | "mcm".
std::string_view scale_name(Scale scale);
/// The scale of that name (case-sensitive); nullopt otherwise.
std::optional<Scale> parse_scale(std::string_view name);
/// The level names of a scale, easiest first.
const std::vector<std::string_view>& scale_levels(Scale scale);

/// One level of one scale; `index` is its position in scale_levels(scale).
struct ScaleLevel {
    Scale scale = Scale::search;
    int index = 0;
    [[nodiscard]] std::string_view name() const;
    friend bool operator==(const ScaleLevel&, const ScaleLevel&) = default;
};

/// The level `name` of `scale`. Throws std::invalid_argument naming the scale and its levels
/// ("no level 'nasty' on the technique scale (levels: easy, medium, hard, unfair, extreme)").
ScaleLevel parse_scale_level(Scale scale, std::string_view name);

/// The puzzle's level on `scale`, given its solution (the oracle of `mcm` reveals it). nullopt
/// when the scale cannot place the puzzle: several solutions (search), a logic path that gets
/// stuck (technique). Cost: search ≈ one propagation count; technique one logic solve (ms for most
/// puzzles, longer when forcing chains are needed); mcm one singles pass.
/// Throws std::invalid_argument when `solution` does not solve the puzzle (mcm).
std::optional<ScaleLevel> level_on_scale(const Puzzle& puzzle, const Grid& solution, Scale scale);

}  // namespace gridforge
