#pragma once
/// \file
/// Search with constraint propagation: before each guess, naked singles (a cell with one
/// candidate) and hidden singles (a digit with one place in a house) are applied until nothing
/// changes, then the search guesses on an empty cell with the fewest candidates (MRV).
/// Peer elimination and hidden singles run on the houses of every rule; when they stop, every
/// rule that is not houses-only prunes the candidates (Rule::prune: cage combinations,
/// thermometer bounds), and cells left with one candidate are placed as naked singles.
/// The search itself is propagation_search.hpp, shared with count_by_propagation_9x9
/// (propagation_nine.hpp); this is its board for any puzzle, in vectors sized by the geometry.

#include <cstdint>

#include "gridforge/puzzle.hpp"
#include "gridforge/rng.hpp"
#include "gridforge/solve.hpp"

namespace gridforge {

struct PropagationOptions {
    std::int64_t limit = 2;
    Trace* trace = nullptr;   ///< when set, every placement and undo is recorded
    Rng* digit_order = nullptr;  ///< when set, each guess tries its digits in random order
};

CountResult count_by_propagation(const Puzzle& puzzle, const PropagationOptions& options);

}  // namespace gridforge
