// find_chaining (hint.hpp): the hint SE's Chaining producer gives first to serate's
// SingleHintAccumulator (Chaining.getHints: the first of getHintList's sorted hints), named and
// rated as SE's CycleHint, ForcingChainHint, BinaryChainingHint, CellChainingHint and
// RegionChainingHint do. The engine is in chaining_engine.hpp.
#include <algorithm>
#include <map>
#include <memory>
#include <tuple>

#include "rate/se_scale/chaining_engine.hpp"

namespace gridforge::se {

std::optional<Hint> find_chaining(const CandidateGrid& grid, const ChainingMode& mode) {
    using chaining::Engine;
    using chaining::Mode;
    const Mode m{mode.multiple, mode.dynamic, mode.nishio, mode.level, mode.nesting_limit};
    // one engine per mode and thread: buffers and nested producers are reused between calls
    thread_local std::map<std::tuple<bool, bool, bool, int, int>, std::unique_ptr<Engine>> engines;
    auto& slot = engines[{m.multiple, m.dynamic, m.nishio, m.level, m.nesting_limit}];
    if (!slot) slot = std::make_unique<Engine>(m, false);
    const std::vector<chaining::ChainHint>& hints = slot->hints(grid);
    if (hints.empty()) return std::nullopt;
    const chaining::ChainHint& best = hints.front();
    Hint hint;
    hint.name = chaining::hint_name(best, m);
    hint.difficulty = best.difficulty;
    hint.cell = best.result_cell;
    hint.digit = best.result_digit;
    hint.eliminations = best.removable;
    std::sort(hint.eliminations.begin(), hint.eliminations.end());
    return hint;
}

}  // namespace gridforge::se
