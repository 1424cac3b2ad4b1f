#include "solve/propagation_nine.hpp"

#include <array>
#include <stdexcept>

#include "gridforge/bits.hpp"
#include "gridforge/puzzle.hpp"

namespace gridforge {
namespace {

constexpr int kCells = 81;
constexpr int kHouses = 27;
constexpr std::uint16_t kAll = 0x1FF;

/// The classic topology's houses and peers in the order Puzzle::classic gives them (rows,
/// columns, boxes; peers sorted), which fixes the order of the singles and so the deductions.
struct NineTables {
    std::array<std::array<std::uint8_t, 9>, kHouses> houses{};
    std::array<std::array<std::uint8_t, 20>, kCells> peers{};

    NineTables() {
        const Topology& topology = Puzzle::classic(Grid(9)).topology();
        for (int house = 0; house < kHouses; ++house) {
            for (int i = 0; i < 9; ++i) houses[house][i] = static_cast<std::uint8_t>(topology.houses[house].cells[i]);
        }
        for (int cell = 0; cell < kCells; ++cell) {
            for (int i = 0; i < 20; ++i) peers[cell][i] = static_cast<std::uint8_t>(topology.peers[cell][i]);
        }
    }
};

const NineTables& tables() {
    static const NineTables instance;
    return instance;
}

struct NineState {
    std::array<std::uint16_t, kCells> candidates;  ///< bit d-1 for digit d
    std::array<std::uint8_t, kCells> values;
    int filled = 0;
};

/// Mirrors the Propagation class of propagation.cpp (see there for the why of each step).
class NinePropagation {
public:
    NinePropagation(std::int64_t limit, std::uint64_t node_budget)
        : tables_(tables()), limit_(limit), budget_(node_budget) {}

    NineCount run(const Grid& givens) {
        NineState root;
        root.candidates.fill(kAll);
        root.values.fill(0);
        for (int cell = 0; cell < kCells; ++cell) {
            if (givens.at(cell) != 0 && !set_value(root, cell, givens.at(cell))) return finish();
        }
        search(root);
        return finish();
    }

private:
    NineCount finish() {
        NineCount out;
        out.over_budget = over_budget_;
        out.result.count = count_;
        out.result.nodes = nodes_;
        out.result.choices = choices_;
        out.result.deductions = deductions_;
        if (count_ > 0) {
            Grid solution(9);
            for (int cell = 0; cell < kCells; ++cell) solution.set(cell, solution_[cell]);
            out.result.solution = std::move(solution);
        }
        return out;
    }

    bool set_value(NineState& state, int cell, int digit) {
        if (state.values[cell] != 0) return state.values[cell] == digit;
        const auto bit = static_cast<std::uint16_t>(1u << (digit - 1));
        if ((state.candidates[cell] & bit) == 0) return false;
        state.values[cell] = static_cast<std::uint8_t>(digit);
        state.candidates[cell] = bit;
        ++state.filled;
        pending_[pending_size_++] = static_cast<std::uint8_t>(cell);
        return true;
    }

    bool deduce(NineState& state, int cell, int digit) {
        if (state.values[cell] == digit) return true;
        if (!set_value(state, cell, digit)) return false;
        ++deductions_;
        return true;
    }

    bool eliminate_from_peers(NineState& state) {
        while (pending_size_ > 0) {
            const int cell = pending_[--pending_size_];
            const auto bit = static_cast<std::uint16_t>(1u << (state.values[cell] - 1));
            for (const std::uint8_t peer : tables_.peers[cell]) {
                std::uint16_t& options = state.candidates[peer];
                if ((options & bit) == 0) continue;
                if (state.values[peer] != 0) return false;
                options = static_cast<std::uint16_t>(options & ~bit);
                if (options == 0) return false;
                if ((options & (options - 1)) == 0 && !deduce(state, peer, bits::lowest(options) + 1)) return false;
            }
        }
        return true;
    }

    bool place_hidden_singles(NineState& state, bool& progress) {
        for (const auto& house : tables_.houses) {
            std::uint16_t once = 0;
            std::uint16_t twice = 0;
            std::uint16_t placed = 0;
            for (const std::uint8_t cell : house) {
                const std::uint16_t options = state.candidates[cell];
                twice = static_cast<std::uint16_t>(twice | (once & options));
                once = static_cast<std::uint16_t>(once | options);
                if (state.values[cell] != 0) placed = static_cast<std::uint16_t>(placed | options);
            }
            if (once != kAll) return false;
            // A digit with one place that is already placed there finds no empty cell below, in
            // propagation.cpp too: skipping it changes nothing but the time.
            for (std::uint32_t lone = once & ~twice & ~placed & kAll; lone != 0; lone &= lone - 1) {
                const int digit = bits::lowest(lone) + 1;
                const auto bit = static_cast<std::uint16_t>(1u << (digit - 1));
                for (const std::uint8_t cell : house) {
                    if (state.values[cell] == 0 && (state.candidates[cell] & bit) != 0) {
                        if (!deduce(state, cell, digit)) return false;
                        progress = true;
                    }
                }
            }
            if (progress && !eliminate_from_peers(state)) return false;
        }
        return true;
    }

    bool propagate(NineState& state) {
        for (;;) {
            if (!eliminate_from_peers(state)) return false;
            bool progress = false;
            if (!place_hidden_singles(state, progress)) return false;
            if (!progress) return true;
        }
    }

    int choose_fewest_candidates(const NineState& state) const {
        int best = -1;
        int best_size = 1 << 30;
        for (int cell = 0; cell < kCells; ++cell) {
            if (state.values[cell] != 0) continue;
            const int size = bits::popcount(state.candidates[cell]);
            if (size < best_size) {
                best = cell;
                best_size = size;
                if (size == 2) break;
            }
        }
        return best;
    }

    bool done() const { return count_ >= limit_ || over_budget_; }

    void search(NineState& state) {
        const bool consistent = propagate(state);
        if (consistent && state.filled == kCells) {
            if (count_++ == 0) solution_ = state.values;
        } else if (consistent) {
            branch(state);
        }
        pending_size_ = 0;
    }

    void branch(const NineState& state) {
        const int cell = choose_fewest_candidates(state);
        const std::uint32_t digits = state.candidates[cell];
        if ((digits & (digits - 1)) != 0) ++choices_;
        for (std::uint32_t rest = digits; rest != 0; rest &= rest - 1) {
            if (nodes_ == budget_) {
                over_budget_ = true;
                return;
            }
            ++nodes_;
            NineState child = state;
            set_value(child, cell, bits::lowest(rest) + 1);
            search(child);
            if (done()) return;
        }
    }

    const NineTables& tables_;
    std::int64_t limit_;
    std::uint64_t budget_;
    std::int64_t count_ = 0;
    std::uint64_t nodes_ = 0;
    std::uint64_t choices_ = 0;
    std::uint64_t deductions_ = 0;
    bool over_budget_ = false;
    std::array<std::uint8_t, kCells> solution_{};
    // Each cell is queued at most once per state, when it is placed; a guess clears the queue
    // before the child places its digit, so 81 entries suffice.
    std::array<std::uint8_t, kCells> pending_{};
    int pending_size_ = 0;
};

}  // namespace

NineCount count_by_propagation_9x9(const Grid& givens, std::int64_t limit, std::uint64_t node_budget) {
    if (givens.size() != 9) throw std::invalid_argument("count_by_propagation_9x9: the grid is not 9x9");
    if (limit < 1) throw std::invalid_argument("count_by_propagation_9x9: limit must be at least 1");
    return NinePropagation(limit, node_budget).run(givens);
}

}  // namespace gridforge
