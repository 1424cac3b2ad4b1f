#pragma once
// Internal: the check every per-technique table (names, ratings) passes at compile time, so that
// indexing it by a TechniqueId finds that technique's row.

#include <cstddef>

#include "gridforge/logic/step.hpp"

namespace gridforge {

/// Whether `table` is in enum order: each row's `id` matches its index, and the last row is the
/// last technique (none is missing).
template <typename Table>
constexpr bool in_technique_order(const Table& table) {
    for (std::size_t i = 0; i < table.size(); ++i) {
        if (static_cast<std::size_t>(table[i].id) != i) return false;
    }
    return table.back().id == TechniqueId::hidden_cage;
}

}  // namespace gridforge
