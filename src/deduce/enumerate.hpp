#pragma once
// Internal: the exhaustive model walk shared by count_by_enumeration (count.cpp) and the
// Reasoner's enumeration backend (reasoner.cpp). Boards up to kEnumerableCells cells only: the
// walk visits up to 2^(free cells) masks.

#include <vector>

#include "gridforge/deadline.hpp"
#include "gridforge/deduce/board.hpp"
#include "gridforge/deduce/clue.hpp"

namespace gridforge::deduce::detail {

// The largest board the walk accepts is deduce::kEnumerableCells (board.hpp; 5×5, ~0.3 s for a
// full walk).

/// `clues` reordered most selective first (fewest passes on 256 fixed pseudo-random masks, ties
/// in the given order), so most masks fail at the first clue. The order changes speed only.
std::vector<const CompiledClue*> by_selectivity(const std::vector<const CompiledClue*>& clues, Mask full);

/// Calls visit(mask) for every assignment within `full` that has the cells of `criminals` criminal,
/// those of `innocents` innocent and satisfies every clue, in increasing order of the free cells'
/// bits; stops as soon as visit returns false. Nothing is visited when the two sets overlap.
/// `clues` should come from by_selectivity. Throws DeadlineReached once the caller's deadline has
/// passed (read every 4,096 masks: a full walk of 25 cells is ~0.3 s).
template <class Visit>
void for_each_model(Mask full, const std::vector<const CompiledClue*>& clues, Mask criminals, Mask innocents, Visit&& visit) {
    if (criminals & innocents) return;
    const Mask free = full & ~(criminals | innocents);
    DeadlineTicker deadline;
    // Every subset of the free cells, in increasing order: sub = (sub - free) & free.
    for (Mask sub = 0;;) {
        deadline.tick();
        const Mask mask = criminals | sub;
        bool ok = true;
        for (const CompiledClue* clue : clues) {
            if (!eval(*clue, mask, full)) {
                ok = false;
                break;
            }
        }
        if (ok && !visit(mask)) return;
        sub = (sub - free) & free;
        if (sub == 0) return;
    }
}

}  // namespace gridforge::deduce::detail
