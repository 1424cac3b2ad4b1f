#include "solve/propagation.hpp"

#include <stdexcept>
#include <vector>

#include "solve/propagation_search.hpp"

namespace gridforge {
namespace {

/// Any puzzle (propagation_search.hpp, "A Board provides"): candidates and values in vectors of
/// the geometry's cell count, the houses, peers and extra rules of the puzzle's topology.
class TopologyBoard {
public:
    struct State {
        Candidates candidates;              ///< a Candidates, so that Rule::prune reads it as it is
        std::vector<std::uint8_t> values;
        int filled = 0;
    };
    static constexpr int kMaxCells = 16 * 16;  ///< Geometry's largest board

    explicit TopologyBoard(const Puzzle& puzzle)
        : topology_(puzzle.topology()),
          side_(puzzle.geometry().size()),
          cell_count_(puzzle.geometry().cell_count()),
          all_digits_(puzzle.geometry().all_digits()) {
        if (cell_count_ > kMaxCells) throw std::logic_error("count_by_propagation: a board larger than 16x16");
    }

    [[nodiscard]] State open_state() const {
        const auto cells = static_cast<std::size_t>(cell_count_);
        return State{Candidates(cells, all_digits_), std::vector<std::uint8_t>(cells, 0), 0};
    }
    [[nodiscard]] int cell_count() const { return cell_count_; }
    [[nodiscard]] std::uint32_t all_digits() const { return all_digits_.bits(); }
    [[nodiscard]] const std::vector<Cell>& peers(Cell cell) const { return topology_.peers[cell]; }
    [[nodiscard]] const std::vector<House>& houses() const { return topology_.houses; }
    static const std::vector<Cell>& cells_of(const House& house) { return house.cells; }

    [[nodiscard]] bool givens_conflict(const Grid& givens) const {
        for (const Rule* rule : topology_.extra_rules) {
            if (rule->conflict(givens)) return true;
        }
        return false;
    }

    [[nodiscard]] PruneResult prune(State& state) const {
        bool changed = false;
        for (const Rule* rule : topology_.extra_rules) {
            const PruneResult result = rule->prune(state.candidates);
            if (result == PruneResult::conflict) return PruneResult::conflict;
            changed = changed || result == PruneResult::changed;
        }
        return changed ? PruneResult::changed : PruneResult::fixpoint;
    }

    [[nodiscard]] Grid grid_of(const State& state) const {
        Grid grid(side_);
        for (Cell cell = 0; cell < cell_count_; ++cell) grid.set(cell, state.values[cell]);
        return grid;
    }

private:
    const Topology& topology_;
    int side_;
    int cell_count_;
    DigitSet all_digits_;
};

}  // namespace

CountResult count_by_propagation(const Puzzle& puzzle, const PropagationOptions& options) {
    const TopologyBoard board(puzzle);
    propagation_detail::SearchOptions search_options;
    search_options.limit = options.limit;
    search_options.trace = options.trace;
    search_options.digit_order = options.digit_order;
    return propagation_detail::PropagationSearch<TopologyBoard>(board, search_options).run(puzzle.givens());
}

}  // namespace gridforge
