#pragma once
/// \file
/// The propagation solver (propagation.hpp) on classic 9x9 puzzles, step for step: the same
/// singles in the same order, the same guess cell (the first with the fewest candidates, the
/// first bivalue one taken) and digits in ascending order, so the same counters (count, first
/// solution, nodes, choices, deductions). Only the state differs: fixed arrays on the stack
/// instead of vectors, so a guess copies 170 bytes and allocates nothing. rate_search uses it
/// on classic 9x9 puzzles; the generator uses its node budget to refuse a trial as soon as it is
/// past the level cap (docs/levels.md, "Generation cost per level").

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
