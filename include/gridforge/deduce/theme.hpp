#pragma once
/// \file
/// Cast themes of deduction grids (docs/deduction.md §1 "Themes"): the names and professions a
/// random cast draws from. A theme changes words only, never the logic: the same seed and theme
/// give the same puzzle, and a puzzle records its theme (JSON key "theme").
///
/// Shapes:
///  - every theme has kNamesPerInitial names for each of the 26 initials A..Z, so a cast can give
///    cell i a name with initial 'A' + i % 26 and stay unique up to 26·kNamesPerInitial cells;
///  - professions are indices into profession_names() (board.hpp), one catalogue shared by every
///    theme, so a profession index means the same word whatever the theme; each theme uses at
///    least 12 of them.

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace gridforge::deduce {

/// Names per initial in every theme.
inline constexpr std::size_t kNamesPerInitial = 6;

struct CastTheme {
    std::string_view name;         ///< "everyday", "village", "station": the --theme value
    std::string_view description;  ///< one line for help texts and docs
    /// names[initial][k]: the k-th name starting with 'A' + initial.
    std::array<std::array<std::string_view, kNamesPerInitial>, 26> names;
    std::vector<int> professions;  ///< indices into profession_names(), in a fixed order
};

/// The default theme's name: "everyday".
inline constexpr std::string_view kDefaultTheme = "everyday";

/// Every theme, the default first, in a fixed order.
const std::vector<CastTheme>& cast_themes();
/// The theme called `name`; throws std::invalid_argument "unknown theme 'NAME' (themes:
/// everyday, village, station)" otherwise.
const CastTheme& cast_theme(std::string_view name);
/// "everyday, village, station": the choices, for messages and help texts.
std::string theme_choices();

/// The index in profession_names() of `word`; older spellings of the first catalogue ("mech",
/// "cop", "sleuth", "coder") still name their profession so older puzzle files read. Returns -1
/// when the word names no profession.
int find_profession(std::string_view word);

}  // namespace gridforge::deduce
