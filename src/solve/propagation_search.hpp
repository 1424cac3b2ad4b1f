#pragma once
/// \file
/// The search of the propagation solver, written once as a template over its board (where the
/// candidates and values live, which houses and peers it reads). Two boards instantiate it:
///  - TopologyBoard (propagation.cpp): any puzzle, in vectors sized by its geometry, with the
///    rules that are not houses-only, a trace and a random digit order (count_by_propagation);
///  - NineBoard (propagation_nine.cpp): classic 9x9 in fixed arrays, so a guess copies about 250
///    bytes and allocates nothing (count_by_propagation_9x9: rate_search and the generator).
/// One source means one order of singles, one guess cell and one set of counters for both: the
/// generated puzzles rest on those counters (docs/levels.md).
///
/// The algorithm is constraint propagation with a fewest-candidates guess, as in Peter Norvig,
/// "Solving Every Sudoku Puzzle" (2006): placing a digit removes it from the cell's peers, a
/// cell left with one candidate is a naked single, a digit with one place in a house is a hidden
/// single; when nothing changes, every rule that is not houses-only prunes the candidates
/// (Rule::prune: cage combinations, thermometer bounds) and cells left with one candidate are
/// placed; when that changes nothing either, the search guesses on the first empty cell with the
/// fewest candidates (the first bivalue one is taken at once), its digits in ascending order or
/// in the caller's random order.
///
/// A Board provides:
///   State                 {candidates, values, filled}: candidates[cell] a DigitSet or a 16-bit
///                         mask (bit d-1 for digit d); values[cell] the digit placed, 0 if none
///   kMaxCells             the most cells a board of this kind has (sizes the placement queue)
///   open_state()          every cell open, with every digit a candidate
///   cell_count(), all_digits() (the mask of 1..N)
///   peers(cell)           the cells sharing a house with `cell`, sorted
///   houses(), cells_of(house): the houses in the topology's order and the cells of one
///   givens_conflict(givens)  a rule that is not houses-only rejects the givens
///   prune(state)          those rules' Rule::prune over the candidates (fixpoint when none)
///   grid_of(state)        the values as a Grid

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "gridforge/candidates.hpp"
#include "gridforge/deadline.hpp"
#include "gridforge/digit_set.hpp"
#include "gridforge/grid.hpp"
#include "gridforge/rng.hpp"
#include "gridforge/solve.hpp"

namespace gridforge::propagation_detail {

/// A cell's candidates as a mask, bit d-1 for digit d, whichever way the board stores them.
inline std::uint32_t bits_of(DigitSet candidates) { return candidates.bits(); }
inline std::uint32_t bits_of(std::uint16_t candidates) { return candidates; }
inline void assign_bits(DigitSet& candidates, std::uint32_t bits) { candidates = DigitSet::from_bits(bits); }
inline void assign_bits(std::uint16_t& candidates, std::uint32_t bits) {
    candidates = static_cast<std::uint16_t>(bits);
}

struct SearchOptions {
    std::int64_t limit = 2;  ///< stop at this many solutions (>= 1)
    /// Stop at the guess that would pass this many nodes (the result is then partial).
    std::uint64_t node_budget = std::numeric_limits<std::uint64_t>::max();
    Trace* trace = nullptr;      ///< when set, every placement and undo is recorded
    Rng* digit_order = nullptr;  ///< when set, each guess tries its digits in random order
};

template <class Board>
class PropagationSearch {
public:
    using State = typename Board::State;

    PropagationSearch(const Board& board, const SearchOptions& options) : board_(board), options_(options) {}

    /// Counts the solutions of `givens` (a grid of the board's size) up to the limit.
    CountResult run(const Grid& givens) {
        State root = board_.open_state();
        if (board_.givens_conflict(givens)) return result_;
        for (Cell cell = 0; cell < board_.cell_count(); ++cell) {
            if (givens.at(cell) != 0 && !set_value(root, cell, givens.at(cell))) return result_;
        }
        search(root);
        return result_;
    }

    /// Whether run() stopped at the node budget (its result is then partial).
    [[nodiscard]] bool over_budget() const { return over_budget_; }

private:
    /// Puts `digit` in `cell` and queues the cell for peer elimination; false on contradiction.
    bool set_value(State& state, Cell cell, Digit digit) {
        if (state.values[cell] != 0) return state.values[cell] == digit;
        const std::uint32_t bit = 1u << (digit - 1);
        if ((bits_of(state.candidates[cell]) & bit) == 0) return false;
        state.values[cell] = static_cast<std::uint8_t>(digit);
        assign_bits(state.candidates[cell], bit);
        ++state.filled;
        pending_[pending_size_++] = cell;
        return true;
    }

    bool deduce(State& state, Cell cell, Digit digit, StepKind kind) {
        if (state.values[cell] == digit) return true;
        if (!set_value(state, cell, digit)) return false;
        ++result_.deductions;
        record_place(cell, digit, kind);
        return true;
    }

    /// Removes each newly placed digit from the peers; a peer left with one candidate is a naked single.
    bool eliminate_from_peers(State& state) {
        while (pending_size_ > 0) {
            const Cell cell = pending_[--pending_size_];
            const std::uint32_t bit = 1u << (state.values[cell] - 1);
            for (const auto peer : board_.peers(cell)) {
                std::uint32_t options = bits_of(state.candidates[peer]);
                if ((options & bit) == 0) continue;
                if (state.values[peer] != 0) return false;  // the same digit twice in a house
                options &= ~bit;
                assign_bits(state.candidates[peer], options);
                if (options == 0) return false;
                if (bits::single(options) && !deduce(state, peer, bits::lowest(options) + 1, StepKind::naked_single)) {
                    return false;
                }
            }
        }
        return true;
    }

    /// One pass over every house; returns false on contradiction, sets `progress` on a placement.
    bool place_hidden_singles(State& state, bool& progress) {
        const std::uint32_t all = board_.all_digits();
        for (const auto& house : board_.houses()) {
            std::uint32_t once = 0;
            std::uint32_t twice = 0;
            std::uint32_t placed = 0;
            for (const auto cell : Board::cells_of(house)) {
                const std::uint32_t options = bits_of(state.candidates[cell]);
                twice |= once & options;
                once |= options;
                if (state.values[cell] != 0) placed |= options;
            }
            if (once != all) return false;  // some digit has no place left in this house
            // A lone digit already placed has no empty cell to go to: skipping it saves only time.
            for (std::uint32_t lone = once & ~twice & ~placed; lone != 0; lone &= lone - 1) {
                const Digit digit = bits::lowest(lone) + 1;
                const std::uint32_t bit = 1u << (digit - 1);
                for (const auto cell : Board::cells_of(house)) {
                    if (state.values[cell] == 0 && (bits_of(state.candidates[cell]) & bit) != 0) {
                        if (!deduce(state, cell, digit, StepKind::hidden_single)) return false;
                        progress = true;
                    }
                }
            }
            if (progress && !eliminate_from_peers(state)) return false;
        }
        return true;
    }

    /// Lets every rule that is not houses-only prune the candidates, then places the cells left
    /// with one candidate as naked singles; false on contradiction.
    bool apply_extra_rules(State& state, bool& progress) {
        const PruneResult pruned = board_.prune(state);
        if (pruned == PruneResult::conflict) return false;
        if (pruned != PruneResult::changed) return true;
        progress = true;
        for (Cell cell = 0; cell < board_.cell_count(); ++cell) {
            const std::uint32_t options = bits_of(state.candidates[cell]);
            if (options == 0) return false;
            if (state.values[cell] == 0 && bits::single(options) &&
                !deduce(state, cell, bits::lowest(options) + 1, StepKind::naked_single)) {
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
        for (Cell cell = 0; cell < board_.cell_count(); ++cell) {
            if (state.values[cell] != 0) continue;
            const int size = bits::popcount(bits_of(state.candidates[cell]));
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
        if (consistent && state.filled == board_.cell_count()) {
            if (result_.count++ == 0) result_.solution = board_.grid_of(state);
            if (options_.trace) options_.trace->push_back({TraceEvent::Action::solved});
        } else if (consistent) {
            branch(state);
        }
        pending_size_ = 0;
        if (result_.count < options_.limit) undo_to(mark);
    }

    void branch(const State& state) {
        const Cell cell = choose_fewest_candidates(state);
        const std::uint32_t digits = bits_of(state.candidates[cell]);
        if (!bits::single(digits)) {
            ++result_.choices;
            deadline_.tick();
        }
        if (options_.digit_order) {
            std::vector<Digit> order;
            for (const int bit : bits::set_bits(digits)) order.push_back(bit + 1);
            options_.digit_order->shuffle(order);
            for (const Digit digit : order) {
                if (!guess(state, cell, digit)) return;
            }
            return;
        }
        for (const int bit : bits::set_bits(digits)) {
            if (!guess(state, cell, bit + 1)) return;
        }
    }

    /// Searches on with `digit` in `cell`; false once the search is over (the limit reached or
    /// the node budget spent).
    bool guess(const State& state, Cell cell, Digit digit) {
        if (result_.nodes == options_.node_budget) {
            over_budget_ = true;
            return false;
        }
        ++result_.nodes;
        State child = state;
        const std::size_t mark = placed_.size();
        set_value(child, cell, digit);
        record_place(cell, digit, StepKind::guess);
        search(child);
        if (result_.count >= options_.limit || over_budget_) return false;
        undo_to(mark);
        return true;
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

    const Board& board_;
    SearchOptions options_;
    CountResult result_;
    bool over_budget_ = false;
    DeadlineTicker deadline_;  ///< the caller's deadline (gridforge/deadline.hpp), read every few thousand branches
    // Placed cells whose digit is not yet removed from the peers. A cell is queued once per state,
    // when it is placed, and a guess empties the queue before the child places its digit, so the
    // board's cell count bounds it.
    std::array<Cell, Board::kMaxCells> pending_;
    int pending_size_ = 0;
    std::vector<TraceEvent> placed_;  ///< trace only: undo events of the placements on the stack
};

}  // namespace gridforge::propagation_detail
