// Columns, lanes and order of the logic graph's drawing (logic_graph_layout.hpp).

#include "logic_graph_layout.hpp"

#include <algorithm>

namespace gridforge::deduce {
namespace {

/// The items of the drawing: nodes (ids 0..N-1) and lane slots (ids N..), with their neighbours
/// in the column before (`left`) and after (`right`), which the sweeps average over.
class Items {
public:
    Items(const LogicGraph& graph, const LogicSizes& sizes) : nodes_(static_cast<int>(graph.nodes.size())), sizes_(sizes) {
        const bool has_reveals = !graph.by_chain_depth.empty() && !graph.by_chain_depth[0].empty();
        for (const LogicNode& node : graph.nodes) {
            column_.push_back(node.kind == LogicNode::Kind::clue ? 0 : node.chain_depth + (has_reveals ? 1 : 0));
            columns_ = std::max(columns_, column_.back() + 1);
        }
        std::vector<int> last_target(graph.nodes.size(), -1);
        for (const LogicEdge& edge : graph.edges) {
            int& last = last_target[static_cast<std::size_t>(edge.to)];
            last = std::max(last, column_of(edge.from));
        }
        for (int source = 0; source < nodes_; ++source) {
            for (int column = column_of(source) + 1; column < last_target[static_cast<std::size_t>(source)]; ++column) {
                lane_[{source, column}] = static_cast<int>(column_.size());
                column_.push_back(column);
            }
        }
        left_.resize(column_.size());
        right_.resize(column_.size());
        for (const auto& [key, item] : lane_) {
            const int before = at(key.first, key.second - 1);
            left_[static_cast<std::size_t>(item)].push_back(before);
            right_[static_cast<std::size_t>(before)].push_back(item);
        }
        for (const LogicEdge& edge : graph.edges) {
            const int before = at(edge.to, column_of(edge.from) - 1);
            left_[static_cast<std::size_t>(edge.from)].push_back(before);
            right_[static_cast<std::size_t>(before)].push_back(edge.from);
        }
    }
    [[nodiscard]] int column_of(int item) const { return column_[static_cast<std::size_t>(item)]; }
    /// The item carrying `source`'s edges in `column`: the source itself in its own column, else its lane.
    [[nodiscard]] int at(int source, int column) const {
        return column == column_of(source) ? source : lane_.at({source, column});
    }
    [[nodiscard]] double height_of(int item) const {
        return item < nodes_ ? sizes_.node_height[static_cast<std::size_t>(item)] + sizes_.node_gap : sizes_.lane_height;
    }
    [[nodiscard]] std::size_t count() const { return column_.size(); }
    [[nodiscard]] int columns() const { return columns_; }
    [[nodiscard]] const std::vector<int>& left(int item) const { return left_[static_cast<std::size_t>(item)]; }
    [[nodiscard]] const std::vector<int>& right(int item) const { return right_[static_cast<std::size_t>(item)]; }
    [[nodiscard]] const std::map<std::pair<int, int>, int>& lanes() const { return lane_; }

private:
    int nodes_;
    LogicSizes sizes_;
    std::vector<int> column_;
    int columns_ = 1;
    std::map<std::pair<int, int>, int> lane_;  // (source, column) -> item; ordered, so reproducible
    std::vector<std::vector<int>> left_;
    std::vector<std::vector<int>> right_;
};

/// Each item's centre y: a column's items stacked in order, the column centred on the tallest.
std::vector<double> centres(const Items& items, const std::vector<std::vector<int>>& order, double* tallest_out) {
    double tallest = 0;
    for (const std::vector<int>& column : order) {
        double height = 0;
        for (int item : column) height += items.height_of(item);
        tallest = std::max(tallest, height);
    }
    std::vector<double> centre(items.count(), 0.0);
    for (const std::vector<int>& column : order) {
        double height = 0;
        for (int item : column) height += items.height_of(item);
        double y = (tallest - height) / 2;
        for (int item : column) {
            centre[static_cast<std::size_t>(item)] = y + items.height_of(item) / 2;
            y += items.height_of(item);
        }
    }
    if (tallest_out != nullptr) *tallest_out = tallest;
    return centre;
}

/// Reorders `column` by the mean y of each item's neighbours; an item without any keeps its own
/// y. Ties keep the current order (stable), so the drawing is reproducible.
void order_by_barycentre(std::vector<int>& column, const std::vector<double>& centre, const Items& items, bool leftwards) {
    std::vector<std::pair<double, int>> keyed;
    for (int item : column) {
        const std::vector<int>& around = leftwards ? items.left(item) : items.right(item);
        double key = centre[static_cast<std::size_t>(item)];
        if (!around.empty()) {
            double sum = 0;
            for (int other : around) sum += centre[static_cast<std::size_t>(other)];
            key = sum / static_cast<double>(around.size());
        }
        keyed.emplace_back(key, item);
    }
    std::stable_sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (std::size_t i = 0; i < keyed.size(); ++i) column[i] = keyed[i].second;
}

/// Crossings between two adjacent columns: pairs of pieces (an item of `right` and one of its
/// left neighbours) whose ends are in opposite orders; pieces sharing an end do not cross.
long crossings_between(const std::vector<int>& left, const std::vector<int>& right, const Items& items) {
    std::map<int, int> rank;
    for (std::size_t i = 0; i < left.size(); ++i) rank[left[i]] = static_cast<int>(i);
    std::vector<std::pair<int, int>> pieces;
    for (std::size_t j = 0; j < right.size(); ++j) {
        for (int from : items.left(right[j])) pieces.emplace_back(rank.at(from), static_cast<int>(j));
    }
    long count = 0;
    for (std::size_t a = 0; a < pieces.size(); ++a) {
        for (std::size_t b = a + 1; b < pieces.size(); ++b) {
            count += (pieces[a].first - pieces[b].first) * (pieces[a].second - pieces[b].second) < 0;
        }
    }
    return count;
}

long total_crossings(const std::vector<std::vector<int>>& order, const Items& items) {
    long count = 0;
    for (std::size_t column = 1; column < order.size(); ++column) count += crossings_between(order[column - 1], order[column], items);
    return count;
}

/// Crossings on both sides of `column`.
long crossings_around(const std::vector<std::vector<int>>& order, std::size_t column, const Items& items) {
    long count = 0;
    if (column > 0) count += crossings_between(order[column - 1], order[column], items);
    if (column + 1 < order.size()) count += crossings_between(order[column], order[column + 1], items);
    return count;
}

/// Swaps neighbours inside a column while that removes crossings, until no swap helps.
void transpose(std::vector<std::vector<int>>& order, const Items& items) {
    constexpr int kRounds = 12;
    for (int round = 0; round < kRounds; ++round) {
        bool improved = false;
        for (std::size_t column = 0; column < order.size(); ++column) {
            for (std::size_t i = 0; i + 1 < order[column].size(); ++i) {
                const long before = crossings_around(order, column, items);
                std::swap(order[column][i], order[column][i + 1]);
                if (crossings_around(order, column, items) < before) {
                    improved = true;
                } else {
                    std::swap(order[column][i], order[column][i + 1]);
                }
            }
        }
        if (!improved) return;
    }
}

}  // namespace

LogicLayout layout_logic_graph(const LogicGraph& graph, const LogicSizes& sizes) {
    const Items items(graph, sizes);
    // Start: clues in the order of their first use, people in node order, lanes by source.
    std::vector<int> first_use(graph.nodes.size(), static_cast<int>(graph.nodes.size()));
    for (const LogicEdge& edge : graph.edges) {
        int& first = first_use[static_cast<std::size_t>(edge.to)];
        first = std::min(first, edge.from);
    }
    std::vector<std::vector<int>> order(static_cast<std::size_t>(items.columns()));
    for (std::size_t item = 0; item < items.count(); ++item) order[static_cast<std::size_t>(items.column_of(static_cast<int>(item)))].push_back(static_cast<int>(item));
    std::stable_sort(order[0].begin(), order[0].end(),
                     [&](int a, int b) { return first_use[static_cast<std::size_t>(a)] < first_use[static_cast<std::size_t>(b)]; });

    // Sweeps right (each column by its left neighbours), then left (by the right ones); the
    // order with the fewest crossings after a rightward sweep is kept, then improved by swapping
    // neighbours (the "transpose" step of Gansner et al., "A technique for drawing directed
    // graphs", IEEE TSE 19(3), 1993).
    constexpr int kSweeps = 8;
    std::vector<std::vector<int>> best = order;
    long fewest = total_crossings(order, items);
    for (int sweep = 0; sweep < kSweeps; ++sweep) {
        for (std::size_t column = 1; column < order.size(); ++column) {
            order_by_barycentre(order[column], centres(items, order, nullptr), items, true);
        }
        const long crossings = total_crossings(order, items);
        if (crossings < fewest) {
            fewest = crossings;
            best = order;
        }
        for (std::size_t column = order.size(); column-- > 0;) {
            order_by_barycentre(order[column], centres(items, order, nullptr), items, false);
        }
    }
    order = best;
    transpose(order, items);

    LogicLayout layout;
    const std::vector<double> centre = centres(items, order, &layout.height);
    layout.columns = items.columns();
    for (std::size_t node = 0; node < graph.nodes.size(); ++node) {
        layout.column.push_back(items.column_of(static_cast<int>(node)));
        layout.centre_y.push_back(centre[node]);
    }
    for (const auto& [key, item] : items.lanes()) layout.lane_y[key] = centre[static_cast<std::size_t>(item)];
    return layout;
}

}  // namespace gridforge::deduce
