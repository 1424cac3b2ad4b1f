#include "solve/propagation_nine.hpp"

#include <array>
#include <stdexcept>

#include "gridforge/puzzle.hpp"
#include "solve/propagation_search.hpp"

namespace gridforge {
namespace {

constexpr int kCells = 81;
constexpr int kHouses = 27;

/// Classic 9x9 (propagation_search.hpp, "A Board provides"): candidates as 9-bit masks and values
/// in arrays on the stack, the houses and peers copied once into byte tables in the order
/// Puzzle::classic gives them (rows, columns, boxes; peers sorted), which is the order of
/// TopologyBoard on the same puzzle and so fixes the same singles and counters.
class NineBoard {
public:
    struct State {
        std::array<std::uint16_t, kCells> candidates;  ///< bit d-1 for digit d
        std::array<std::uint8_t, kCells> values;
        int filled = 0;
    };
    using HouseCells = std::array<std::uint8_t, 9>;
    static constexpr int kMaxCells = kCells;

    NineBoard() {
        const Topology& topology = Puzzle::classic(Grid(9)).topology();
        for (int house = 0; house < kHouses; ++house) {
            for (int i = 0; i < 9; ++i) houses_[house][i] = static_cast<std::uint8_t>(topology.houses[house].cells[i]);
        }
        for (int cell = 0; cell < kCells; ++cell) {
            for (int i = 0; i < 20; ++i) peers_[cell][i] = static_cast<std::uint8_t>(topology.peers[cell][i]);
        }
    }

    static State open_state() {
        State state;
        state.candidates.fill(0x1FF);
        state.values.fill(0);
        return state;
    }
    static constexpr int cell_count() { return kCells; }
    static constexpr std::uint32_t all_digits() { return 0x1FF; }
    [[nodiscard]] const std::array<std::uint8_t, 20>& peers(Cell cell) const { return peers_[cell]; }
    [[nodiscard]] const std::array<HouseCells, kHouses>& houses() const { return houses_; }
    static const HouseCells& cells_of(const HouseCells& house) { return house; }
    static constexpr bool givens_conflict(const Grid&) { return false; }  // houses only
    static constexpr PruneResult prune(State&) { return PruneResult::fixpoint; }

    static Grid grid_of(const State& state) {
        Grid grid(9);
        for (Cell cell = 0; cell < kCells; ++cell) grid.set(cell, state.values[cell]);
        return grid;
    }

private:
    std::array<HouseCells, kHouses> houses_{};
    std::array<std::array<std::uint8_t, 20>, kCells> peers_{};
};

const NineBoard& nine_board() {
    static const NineBoard instance;
    return instance;
}

}  // namespace

NineCount count_by_propagation_9x9(const Grid& givens, std::int64_t limit, std::uint64_t node_budget) {
    if (givens.size() != 9) throw std::invalid_argument("count_by_propagation_9x9: the grid is not 9x9");
    if (limit < 1) throw std::invalid_argument("count_by_propagation_9x9: limit must be at least 1");
    propagation_detail::SearchOptions options;
    options.limit = limit;
    options.node_budget = node_budget;
    propagation_detail::PropagationSearch<NineBoard> search(nine_board(), options);
    NineCount out;
    out.result = search.run(givens);
    out.over_budget = search.over_budget();
    return out;
}

}  // namespace gridforge
