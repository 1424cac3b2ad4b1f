#pragma once
// Internal to hint_results.cpp: what a graded hint shows at each level (api.hpp, HintLevel), shared
// by its JSON and its text so the two never disagree.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridforge/api.hpp"

namespace gridforge::api::hint_detail {

/// One hint as shown at one level.
struct GradedHint {
    std::string text;
    std::vector<std::string> houses;        ///< the area to look at (step, placement), or the mistakes' rows
    std::vector<Cell> cells;                ///< level 2+: the pattern's cells, or the mistakes' cells
    std::optional<TechniqueId> technique;   ///< step, placement: the hardest technique of the steps
};

/// The hint of a unique puzzle at `level`.
GradedHint graded_hint(const Puzzle& puzzle, const HintAnswer& hint, HintLevel level);

/// The row of `cell`, by its house name ("row 3"): where a level-1 mistake hint points.
std::string row_name(const Puzzle& puzzle, Cell cell);

}  // namespace gridforge::api::hint_detail
