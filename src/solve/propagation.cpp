#include "solve/propagation.hpp"

#include "gridforge/deadline.hpp"

#include <vector>

namespace gridforge {
namespace {

/// The search state a guess copies: candidates and values of every cell.
struct State {
    std::vector<DigitSet> candidates;
    Grid values;
    int filled = 0;
};

class Propagation {
public:
    Propagation(const Puzzle& puzzle, const PropagationOptions& options)
        : puzzle_(puzzle), topology_(puzzle.topology()), options_(options) {}

    CountResult run() {
        const Grid& givens = puzzle_.givens();
        State root{std::vector<DigitSet>(static_cast<std::size_t>(givens.cell_count()), puzzle_.geometry().all_digits()),
                   Grid(givens.size()), 0};
        for (const Rule* rule : topology_.extra_rules) {
            if (rule->conflict(givens)) return result_;
        }
        for (Cell cell = 0; cell < givens.cell_count(); ++cell) {
            if (givens.at(cell) != 0 && !set_value(root, cell, givens.at(cell))) return result_;
        }
        search(root);
        return result_;
    }

private:
    /// Puts `digit` in `cell` and queues the cell for peer elimination; false on contradiction.
    bool set_value(State& state, Cell cell, Digit digit) {
        const auto index = static_cast<std::size_t>(cell);
        if (state.values.at(cell) != 0) return state.values.at(cell) == digit;
        if (!state.candidates[index].contains(digit)) return false;
        state.values.set(cell, digit);
        state.candidates[index] = DigitSet::of(digit);
        ++state.filled;
        pending_.push_back(cell);
        return true;
    }

    bool deduce(State& state, Cell cell, Digit digit, StepKind kind) {
        if (state.values.at(cell) == digit) return true;
        if (!set_value(state, cell, digit)) return false;
        ++result_.deductions;
        record_place(cell, digit, kind);
        return true;
    }

    /// Removes each newly placed digit from the peers; a peer left with one candidate is a naked single.
    bool eliminate_from_peers(State& state) {
        while (!pending_.empty()) {
            const Cell cell = pending_.back();
            pending_.pop_back();
            const Digit digit = state.values.at(cell);
            for (Cell peer : topology_.peers[static_cast<std::size_t>(cell)]) {
                DigitSet& options = state.candidates[static_cast<std::size_t>(peer)];
                if (!options.contains(digit)) continue;
                if (state.values.at(peer) != 0) return false;  // the same digit twice in a house
                options.erase(digit);
                if (options.empty()) return false;
                if (options.size() == 1 && !deduce(state, peer, options.lowest(), StepKind::naked_single)) return false;
            }
        }
        return true;
    }

    /// One pass over every house; returns false on contradiction, sets `progress` on a placement.
    bool place_hidden_singles(State& state, bool& progress) {
        const DigitSet all = puzzle_.geometry().all_digits();
        for (const House& house : topology_.houses) {
            DigitSet once, twice;
            for (Cell cell : house.cells) {
                const DigitSet options = state.candidates[static_cast<std::size_t>(cell)];
                twice = twice | (once & options);
                once = once | options;
            }
            if (once != all) return false;  // some digit has no place left in this house
            for (Digit digit : once - twice) {
                for (Cell cell : house.cells) {
                    if (state.values.at(cell) == 0 && state.candidates[static_cast<std::size_t>(cell)].contains(digit)) {
                        if (!deduce(state, cell, digit, StepKind::hidden_single)) return false;
                        progress = true;
                    }
                }
            }
            if (progress && !eliminate_from_peers(state)) return false;
        }
        return true;
    }

    /// Lets every rule that is not houses-only prune the candidates (cages, thermometers; see
    /// Rule::prune), then places the cells left with one candidate as naked singles; false on
    /// contradiction.
    bool apply_extra_rules(State& state, bool& progress) {
        if (topology_.extra_rules.empty()) return true;
        bool pruned = false;
        for (const Rule* rule : topology_.extra_rules) {
            const PruneResult result = rule->prune(state.candidates);
            if (result == PruneResult::conflict) return false;
            pruned = pruned || result == PruneResult::changed;
        }
        if (!pruned) return true;
        progress = true;
        for (Cell cell = 0; cell < state.values.cell_count(); ++cell) {
            const DigitSet options = state.candidates[static_cast<std::size_t>(cell)];
            if (options.empty()) return false;
            if (state.values.at(cell) == 0 && options.size() == 1 &&
                !deduce(state, cell, options.lowest(), StepKind::naked_single)) {
                return false;
            }
        }
        return true;
    }

    bool propagate(State& state) {
        for (;;) {
            if (!eliminate_from_peers(state)) return false;
            bool progress = false;
            if (!place_hidden_singles(state, progress)) return false;
            if (!progress && !apply_extra_rules(state, progress)) return false;
            if (!progress) return true;
        }
    }

    Cell choose_fewest_candidates(const State& state) const {
        Cell best = -1;
        int best_size = 1 << 30;
        for (Cell cell = 0; cell < state.values.cell_count(); ++cell) {
            if (state.values.at(cell) != 0) continue;
            const int size = state.candidates[static_cast<std::size_t>(cell)].size();
            if (size < best_size) {
                best = cell;
                best_size = size;
                if (size == 2) break;
            }
        }
        return best;
    }

    void search(State& state) {
        const std::size_t mark = placed_.size();
        const bool consistent = propagate(state);
        if (consistent && state.filled == state.values.cell_count()) {
            if (result_.count++ == 0) result_.solution = state.values;
            if (options_.trace) options_.trace->push_back({TraceEvent::Action::solved});
        } else if (consistent) {
            branch(state);
        }
        pending_.clear();
        if (result_.count < options_.limit) undo_to(mark);
    }

    void branch(const State& state) {
        const Cell cell = choose_fewest_candidates(state);
        std::vector<Digit> digits;
        for (Digit digit : state.candidates[static_cast<std::size_t>(cell)]) digits.push_back(digit);
        if (options_.digit_order) options_.digit_order->shuffle(digits);
        if (digits.size() > 1) {
            ++result_.choices;
            deadline_.tick();
        }
        for (Digit digit : digits) {
            ++result_.nodes;
            State child = state;
            const std::size_t mark = placed_.size();
            set_value(child, cell, digit);
            record_place(cell, digit, StepKind::guess);
            search(child);
            if (result_.count >= options_.limit) return;
            undo_to(mark);
        }
    }

    void record_place(Cell cell, Digit digit, StepKind kind) {
        if (!options_.trace) return;
        options_.trace->push_back({TraceEvent::Action::place, cell, digit, kind});
        placed_.push_back({TraceEvent::Action::undo, cell, digit, kind});
    }

    /// Records the undoing of every placement after `mark`, most recent first.
    void undo_to(std::size_t mark) {
        while (placed_.size() > mark) {
            options_.trace->push_back(placed_.back());
            placed_.pop_back();
        }
    }

    const Puzzle& puzzle_;
    const Topology& topology_;
    PropagationOptions options_;
    CountResult result_;
    DeadlineTicker deadline_;  ///< the caller's deadline (gridforge/deadline.hpp), read every few thousand branches
    std::vector<Cell> pending_;          ///< placed cells whose digit is not yet removed from peers
    std::vector<TraceEvent> placed_;     ///< trace only: undo events of the placements on the stack
};

}  // namespace

CountResult count_by_propagation(const Puzzle& puzzle, const PropagationOptions& options) {
    return Propagation(puzzle, options).run();
}

}  // namespace gridforge
