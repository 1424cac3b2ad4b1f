#pragma once
// Internal to the placement hint (placement_hint.cpp): which candidates a step's reasoning looks at.
//
// A placement hint keeps only the elimination steps its placement needs. A kept step stays true on
// the player's board (where the dropped steps never happened) when every candidate its reasoning
// looks at is the same there as on the logic solver's board: no dropped step removed one of them.
// So the chain keeps, walking back from the placement, every step that removed a candidate a later
// kept step (or the placement) looks at.
//
// What a step looks at is read from its fields (cells, houses, pattern), per technique, and always
// errs on the side of more: looking at too much only keeps a step more, looking at too little would
// show a step whose pattern the player's board does not have. A technique whose reasoning can
// reach anywhere (forcing chains, BUG+1, innies and outies, a generic rule) looks at everything.

#include "gridforge/candidates.hpp"
#include "gridforge/logic.hpp"

namespace gridforge::api::hint_detail {

/// Per cell, the digits whose presence or absence `step`'s reasoning depends on (an over-approximation,
/// see above); placed cells are included as they come.
Candidates step_reads(const Step& step, const Puzzle& puzzle);

}  // namespace gridforge::api::hint_detail
