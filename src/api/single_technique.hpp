#pragma once
// Internal to the hints (hint_levels.cpp, placement_hint.cpp): which techniques are singles, the
// steps that place a digit by looking at one house or one cell.

#include "gridforge/logic/step.hpp"

namespace gridforge::api::hint_detail {

/// Full house, hidden single or naked single.
inline bool is_single(TechniqueId id) {
    return id == TechniqueId::full_house || id == TechniqueId::hidden_single || id == TechniqueId::naked_single;
}

}  // namespace gridforge::api::hint_detail
