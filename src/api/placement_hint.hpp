#pragma once
// Internal to find_hint (hint_results.cpp): the placement hint for a player who keeps no pencil
// marks. Such a board records digits only, so a hint that is an elimination could never be applied
// and would come back forever; the hint is instead the next placement, with the short chain of
// elimination steps that leads to it.

#include <optional>
#include <vector>

#include "gridforge/logic.hpp"

namespace gridforge::api::hint_detail {

/// From `start` (placed digits, candidates narrowed by their peers only), the logic solver's steps
/// up to its first placement, cut down to the elimination steps that placement needs, then the
/// placement step last. Among the placements open after those steps (the solver's and any other
/// single), the one needing the fewest steps wins, the solver's own first on a tie.
///
/// The cut (step_reads.hpp): walking back from the placement, a step is kept when it removed a
/// candidate that the placement or a later kept step looks at. Each kept step therefore reads, on
/// the board where only the kept steps were made, the same candidates it read on the solver's
/// board, so its pattern and sentence hold for the player as written. The placement step is found
/// afresh by the singles on that board. Every step is checked against `solution`
/// (check_step_against_solution throws GuardViolation).
///
/// nullopt when the solver reaches no placement (stuck before one).
std::optional<std::vector<Step>> placement_chain(const LogicState& start, const Grid& solution);

}  // namespace gridforge::api::hint_detail
