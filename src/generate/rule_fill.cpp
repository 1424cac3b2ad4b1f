// A random full grid under rules that say more than their houses (anti-knight, non-consecutive,
// ...: layout-phase kinds), within a node budget (steps.hpp: bounded_rule_fill). The houses-only
// fill (full_grid.cpp) is faster but cannot ask a rule; this one propagates with every rule's
// `prune`, so a layout whose rules admit few grids is dropped after its budget instead of hanging.
#include <algorithm>

#include "generate/steps.hpp"

namespace gridforge::generate_detail {
namespace {

class RuleFill {
public:
    RuleFill(const Puzzle& puzzle, Rng& rng, std::uint64_t node_budget)
        : puzzle_(puzzle), topology_(puzzle.topology()), rng_(rng), node_budget_(node_budget) {}

    std::optional<Grid> run() {
        Candidates candidates = candidates_of(puzzle_.givens());
        if (!search(candidates)) return std::nullopt;
        Grid grid(puzzle_.geometry().size());
        for (Cell cell = 0; cell < grid.cell_count(); ++cell) grid.set(cell, candidates[static_cast<std::size_t>(cell)].lowest());
        return grid;
    }

private:
    /// Peer elimination, hidden singles and every other rule's pruning to a fixpoint; false on a
    /// contradiction.
    bool propagate(Candidates& candidates) const {
        const DigitSet all = puzzle_.geometry().all_digits();
        for (bool changed = true; changed;) {
            changed = false;
            for (Cell cell = 0; cell < static_cast<Cell>(candidates.size()); ++cell) {
                const DigitSet here = candidates[static_cast<std::size_t>(cell)];
                if (here.empty()) return false;
                if (here.size() != 1) continue;
                for (Cell peer : topology_.peers[static_cast<std::size_t>(cell)]) {
                    DigitSet& there = candidates[static_cast<std::size_t>(peer)];
                    if ((there & here).empty()) continue;
                    there = there - here;
                    if (there.empty()) return false;
                    changed = true;
                }
            }
            for (const House& house : topology_.houses) {
                for (Digit digit : all) {
                    Cell only = -1;
                    int places = 0;
                    for (Cell cell : house.cells) {
                        if (candidates[static_cast<std::size_t>(cell)].contains(digit)) {
                            only = cell;
                            ++places;
                        }
                    }
                    if (places == 0) return false;
                    if (places == 1 && candidates[static_cast<std::size_t>(only)].size() > 1) {
                        candidates[static_cast<std::size_t>(only)] = DigitSet::of(digit);
                        changed = true;
                    }
                }
            }
            for (const Rule* rule : topology_.extra_rules) {
                const PruneResult result = rule->prune(candidates);
                if (result == PruneResult::conflict) return false;
                if (result == PruneResult::changed) changed = true;
            }
        }
        return true;
    }

    bool search(Candidates& candidates) {
        if (!propagate(candidates)) return false;
        Cell best = -1;
        int best_size = 64;
        for (Cell cell = 0; cell < static_cast<Cell>(candidates.size()); ++cell) {
            const int size = candidates[static_cast<std::size_t>(cell)].size();
            if (size > 1 && size < best_size) {
                best = cell;
                best_size = size;
            }
        }
        if (best < 0) return true;
        std::vector<Digit> digits;
        for (Digit digit : candidates[static_cast<std::size_t>(best)]) digits.push_back(digit);
        rng_.shuffle(digits);
        for (Digit digit : digits) {
            if (nodes_ >= node_budget_) return false;
            ++nodes_;
            Candidates child = candidates;
            child[static_cast<std::size_t>(best)] = DigitSet::of(digit);
            if (search(child)) {
                candidates = std::move(child);
                return true;
            }
        }
        return false;
    }

    const Puzzle& puzzle_;
    const Topology& topology_;
    Rng& rng_;
    std::uint64_t node_budget_;
    std::uint64_t nodes_ = 0;
};

}  // namespace

std::optional<Grid> bounded_rule_fill(const Puzzle& empty_puzzle, Rng& rng, std::uint64_t node_budget) {
    return RuleFill(empty_puzzle, rng, node_budget).run();
}

}  // namespace gridforge::generate_detail
