#include "solve/dlx.hpp"

#include "gridforge/deadline.hpp"

#include <stdexcept>
#include <utility>
#include <vector>

namespace gridforge {
namespace {

/// One cell of the sparse matrix, or a column header (then `column` is itself and `row` is -1),
/// or the root (index 0). Links are indices into DancingLinks::nodes_.
struct Node {
    int left = 0, right = 0, up = 0, down = 0;
    int column = 0;  ///< header index of this node's column
    int row = -1;    ///< matrix row: cell * N + (digit - 1)
};

class DancingLinks {
public:
    DancingLinks(const Puzzle& puzzle, std::int64_t limit, Rng* row_order = nullptr, std::uint64_t max_nodes = 0)
        : puzzle_(puzzle), limit_(limit), size_(puzzle.geometry().size()), row_order_(row_order), max_nodes_(max_nodes) {
        build();
    }

    CountResult run() {
        if (!select_givens()) return result_;
        search();
        return result_;
    }

private:
    static constexpr int kRoot = 0;

    Node& at(int index) { return nodes_[static_cast<std::size_t>(index)]; }
    const Node& at(int index) const { return nodes_[static_cast<std::size_t>(index)]; }
    int& count_of(int column) { return column_size_[static_cast<std::size_t>(column)]; }

    /// Header index of "cell holds a digit" and of "digit appears in house".
    static int cell_column(Cell cell) { return 1 + cell; }
    int house_column(int house, Digit digit) const {
        return 1 + size_ * size_ + house * size_ + (digit - 1);
    }

    void build() {
        const Topology& topology = puzzle_.topology();
        const int cells = size_ * size_;
        const int columns = cells + static_cast<int>(topology.houses.size()) * size_;
        std::size_t row_nodes = 0;
        for (const std::vector<int>& houses : topology.houses_of_cell) row_nodes += 1 + houses.size();
        nodes_.reserve(static_cast<std::size_t>(columns + 1) + row_nodes * static_cast<std::size_t>(size_));
        column_size_.assign(static_cast<std::size_t>(columns + 1), 0);
        row_start_.assign(static_cast<std::size_t>(cells * size_), 0);

        // The root and the column headers, linked in a circle in column order.
        for (int index = 0; index <= columns; ++index) {
            Node header;
            header.left = index == 0 ? columns : index - 1;
            header.right = index == columns ? 0 : index + 1;
            header.up = header.down = header.column = index;
            nodes_.push_back(header);
        }

        std::vector<int> row_columns;
        for (Cell cell = 0; cell < cells; ++cell) {
            for (Digit digit = 1; digit <= size_; ++digit) {
                row_columns.clear();
                row_columns.push_back(cell_column(cell));
                for (int house : topology.houses_of_cell[static_cast<std::size_t>(cell)]) {
                    row_columns.push_back(house_column(house, digit));
                }
                add_row(cell * size_ + (digit - 1), row_columns);
            }
        }
    }

    /// Appends a row with one node per column, each at the bottom of its column.
    void add_row(int row, const std::vector<int>& columns) {
        const int first = static_cast<int>(nodes_.size());
        const int width = static_cast<int>(columns.size());
        row_start_[static_cast<std::size_t>(row)] = first;
        for (int k = 0; k < width; ++k) {
            const int column = columns[static_cast<std::size_t>(k)];
            const int index = first + k;
            Node node;
            node.left = k == 0 ? first + width - 1 : index - 1;
            node.right = k == width - 1 ? first : index + 1;
            node.up = at(column).up;
            node.down = column;
            node.column = column;
            node.row = row;
            nodes_.push_back(node);
            at(node.up).down = index;
            at(column).up = index;
            ++count_of(column);
        }
    }

    /// Removes `column` from the header list and every row through it from the other columns.
    void cover(int column) {
        Node& header = at(column);
        at(header.right).left = header.left;
        at(header.left).right = header.right;
        for (int i = header.down; i != column; i = at(i).down) {
            for (int j = at(i).right; j != i; j = at(j).right) {
                const Node& node = at(j);
                at(node.down).up = node.up;
                at(node.up).down = node.down;
                --count_of(node.column);
            }
        }
    }

    /// Undoes cover(column), in exactly the reverse order.
    void uncover(int column) {
        const Node& header = at(column);
        for (int i = header.up; i != column; i = at(i).up) {
            for (int j = at(i).left; j != i; j = at(j).left) {
                const Node& node = at(j);
                ++count_of(node.column);
                at(node.down).up = j;
                at(node.up).down = j;
            }
        }
        at(header.right).left = column;
        at(header.left).right = column;
    }

    /// Selects the row of every given; false when a given's column is already covered.
    bool select_givens() {
        const Grid& givens = puzzle_.givens();
        std::vector<bool> covered(column_size_.size(), false);
        for (Cell cell = 0; cell < givens.cell_count(); ++cell) {
            const Digit digit = givens.at(cell);
            if (digit == 0) continue;
            const int first = row_start_[static_cast<std::size_t>(cell * size_ + (digit - 1))];
            int j = first;
            do {
                if (covered[static_cast<std::size_t>(at(j).column)]) return false;
                j = at(j).right;
            } while (j != first);
            do {
                covered[static_cast<std::size_t>(at(j).column)] = true;
                cover(at(j).column);
                j = at(j).right;
            } while (j != first);
        }
        return true;
    }

    /// The uncovered column of fewest rows, first in column order on ties.
    int choose_column() const {
        int best = at(kRoot).right;
        int best_size = column_size_[static_cast<std::size_t>(best)];
        for (int c = at(best).right; c != kRoot && best_size > 0; c = at(c).right) {
            const int size = column_size_[static_cast<std::size_t>(c)];
            if (size < best_size) {
                best = c;
                best_size = size;
            }
        }
        return best;
    }

    void search() {
        if (at(kRoot).right == kRoot) {
            if (result_.count++ == 0) record_solution();
            return;
        }
        const int column = choose_column();
        const int options = count_of(column);
        if (options == 0) return;
        if (options > 1) {
            ++result_.choices;
            deadline_.tick();
        }
        cover(column);
        if (row_order_ != nullptr && options > 1) {
            std::vector<int> rows;
            for (int r = at(column).down; r != column; r = at(r).down) rows.push_back(r);
            row_order_->shuffle(rows);
            for (int r : rows) {
                try_row(r, options);
                if (result_.count >= limit_ || out_of_nodes()) break;
            }
        } else {
            for (int r = at(column).down; r != column; r = at(r).down) {
                try_row(r, options);
                if (result_.count >= limit_ || out_of_nodes()) break;
            }
        }
        uncover(column);
    }

    /// Whether the node budget (max_nodes_, 0 = none) is spent.
    bool out_of_nodes() const { return max_nodes_ != 0 && result_.nodes > max_nodes_; }

    /// Selects row `r` of a column that had `options` rows, searches below it, and undoes it.
    void try_row(int r, int options) {
        if (options == 1) {
            ++result_.deductions;
        } else {
            ++result_.nodes;
        }
        if (out_of_nodes()) return;
        chosen_.push_back(at(r).row);
        for (int j = at(r).right; j != r; j = at(j).right) cover(at(j).column);
        search();
        for (int j = at(r).left; j != r; j = at(j).left) uncover(at(j).column);
        chosen_.pop_back();
    }

    void record_solution() {
        Grid solution = puzzle_.givens();
        for (int row : chosen_) solution.set(row / size_, row % size_ + 1);
        result_.solution = std::move(solution);
    }

    const Puzzle& puzzle_;
    std::int64_t limit_;
    int size_;
    std::vector<Node> nodes_;        ///< root, column headers 1..C, then the rows' nodes
    std::vector<int> column_size_;   ///< rows left in each column (index 0, the root, unused)
    std::vector<int> row_start_;     ///< first node of each matrix row (its cell column's node)
    std::vector<int> chosen_;        ///< matrix rows selected by the search, as a stack
    Rng* row_order_;                 ///< when set, each branch point shuffles its rows
    std::uint64_t max_nodes_;        ///< give up after this many nodes (0 = never)
    CountResult result_;
    DeadlineTicker deadline_;  ///< the caller's deadline (gridforge/deadline.hpp), read every few thousand branches
};

}  // namespace

bool dlx_supports(const Puzzle& puzzle) { return puzzle.topology().extra_rules.empty(); }

CountResult count_by_dlx(const Puzzle& puzzle, std::int64_t limit) {
    if (!dlx_supports(puzzle)) {
        throw std::invalid_argument("count_by_dlx: a rule that is not houses-only is outside exact cover");
    }
    return DancingLinks(puzzle, limit).run();
}

CountResult count_by_dlx_within(const Puzzle& puzzle, std::int64_t limit, std::uint64_t max_nodes) {
    if (!dlx_supports(puzzle)) {
        throw std::invalid_argument("count_by_dlx_within: a rule that is not houses-only is outside exact cover");
    }
    return DancingLinks(puzzle, limit, nullptr, max_nodes).run();
}

CountResult count_by_dlx(const Puzzle& puzzle, std::int64_t limit, Rng& row_order, std::uint64_t max_nodes) {
    if (!dlx_supports(puzzle)) {
        throw std::invalid_argument("count_by_dlx: a rule that is not houses-only is outside exact cover");
    }
    return DancingLinks(puzzle, limit, &row_order, max_nodes).run();
}

}  // namespace gridforge
