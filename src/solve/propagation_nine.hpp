#pragma once
/// \file
/// The propagation solver (propagation.hpp) on classic 9x9 puzzles: the same search
/// (propagation_search.hpp) on a board of fixed arrays instead of vectors, so the same counters
/// (count, first solution, nodes, choices, deductions) while a guess copies about 250 bytes and
/// allocates nothing. rate_search uses it on classic 9x9 puzzles; the generator uses its node
/// budget to refuse a trial as soon as it is past the level cap (docs/levels.md, "Generation
/// cost per level").

#include <cstdint>
#include <limits>

#include "gridforge/grid.hpp"
#include "gridforge/solve.hpp"

namespace gridforge {

struct NineCount {
    CountResult result;          ///< as count_by_propagation's, unless over_budget
    bool over_budget = false;    ///< stopped at the guess past `node_budget`: result is partial
};

/// count_by_propagation(Puzzle::classic(givens), {limit}) for a 9x9 grid of givens (no trace, no
/// digit order), stopping when the node counter would pass `node_budget`. Precondition: givens
/// is 9x9 (std::invalid_argument otherwise) and limit >= 1.
NineCount count_by_propagation_9x9(const Grid& givens, std::int64_t limit,
                                   std::uint64_t node_budget = std::numeric_limits<std::uint64_t>::max());

}  // namespace gridforge
