#include "solve/backtracking.hpp"

#include "gridforge/deadline.hpp"

#include <vector>

namespace gridforge {
namespace {

class Backtracking {
public:
    Backtracking(const Puzzle& puzzle, std::int64_t limit, CellOrder order)
        : puzzle_(puzzle),
          topology_(puzzle.topology()),
          limit_(limit),
          order_(order),
          grid_(puzzle.givens().size()),
          used_(topology_.houses.size()) {}

    CountResult run() {
        if (!place_givens()) return result_;
        search(0);
        return result_;
    }

private:
    bool place_givens() {
        const Grid& givens = puzzle_.givens();
        for (Cell cell = 0; cell < givens.cell_count(); ++cell) {
            const Digit digit = givens.at(cell);
            if (digit == 0) continue;
            if (!house_candidates(cell).contains(digit)) return false;
            place(cell, digit);
        }
        for (const Rule* rule : topology_.extra_rules) {
            if (rule->conflict(grid_)) return false;
        }
        return true;
    }

    DigitSet house_candidates(Cell cell) const {
        DigitSet taken;
        for (int house : topology_.houses_of_cell[static_cast<std::size_t>(cell)]) {
            taken = taken | used_[static_cast<std::size_t>(house)];
        }
        return puzzle_.geometry().all_digits() - taken;
    }

    DigitSet candidates(Cell cell) const {
        DigitSet left = house_candidates(cell);
        for (const Rule* rule : topology_.extra_rules) left = left & rule->allowed(grid_, cell);
        return left;
    }

    void place(Cell cell, Digit digit) {
        grid_.set(cell, digit);
        for (int house : topology_.houses_of_cell[static_cast<std::size_t>(cell)]) {
            used_[static_cast<std::size_t>(house)].insert(digit);
        }
    }

    void unplace(Cell cell, Digit digit) {
        grid_.clear(cell);
        for (int house : topology_.houses_of_cell[static_cast<std::size_t>(cell)]) {
            used_[static_cast<std::size_t>(house)].erase(digit);
        }
    }

    /// The cell to branch on, or -1 when the grid is full. `from`: no empty cell precedes it.
    Cell choose(Cell from) const {
        const int cells = grid_.cell_count();
        if (order_ == CellOrder::reading) {
            for (Cell cell = from; cell < cells; ++cell) {
                if (grid_.empty_at(cell)) return cell;
            }
            return -1;
        }
        Cell best = -1;
        int best_size = 1 << 30;
        for (Cell cell = from; cell < cells; ++cell) {
            if (!grid_.empty_at(cell)) continue;
            const int size = candidates(cell).size();
            if (size < best_size) {
                best = cell;
                best_size = size;
                if (size <= 1) break;
            }
        }
        return best;
    }

    void search(Cell from) {
        // In reading order every cell before the branch cell is filled; MRV must rescan all.
        const Cell cell = choose(order_ == CellOrder::reading ? from : 0);
        if (cell < 0) {
            if (result_.count++ == 0) result_.solution = grid_;
            return;
        }
        const DigitSet options = candidates(cell);
        if (options.size() > 1) {
            ++result_.choices;
            deadline_.tick();
        }
        for (Digit digit : options) {
            if (options.size() == 1) {
                ++result_.deductions;
            } else {
                ++result_.nodes;
            }
            place(cell, digit);
            search(cell + 1);
            unplace(cell, digit);
            if (result_.count >= limit_) return;
        }
    }

    const Puzzle& puzzle_;
    const Topology& topology_;
    std::int64_t limit_;
    CellOrder order_;
    Grid grid_;
    std::vector<DigitSet> used_;  ///< digits placed in each house
    CountResult result_;
    DeadlineTicker deadline_;  ///< the caller's deadline (gridforge/deadline.hpp), read every few thousand branches
};

}  // namespace

CountResult count_by_backtracking(const Puzzle& puzzle, std::int64_t limit, CellOrder order) {
    return Backtracking(puzzle, limit, order).run();
}

}  // namespace gridforge
