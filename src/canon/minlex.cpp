// The classic minlex form, found row by row (canon.hpp explains the search).
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>

#include "gridforge/canon.hpp"

namespace gridforge {
namespace minlex_search {

constexpr int kMaxSide = 9;
using Row = std::array<std::uint8_t, kMaxSide>;

/// A partial transform: the orientation, the source rows of the output rows chosen so far, the
/// column order (fixed with the first row) and the labels given to the digits seen so far.
struct Partial {
    Row rows{};
    Row columns{};
    std::array<std::uint8_t, kMaxSide + 1> label{};  ///< source digit -> output digit; 0 while unseen
    std::uint8_t next_label = 1;
    bool transpose = false;
    std::uint16_t used_rows = 0;                       ///< bit r: source row r is placed
};

/// Every permutation of 0..size-1 that keeps groups of `group` consecutive lines together
/// (a stack-preserving column order), in no particular order.
std::vector<Row> grouped_permutations(int size, int group) {
    std::vector<int> group_order(static_cast<std::size_t>(size / group));
    std::iota(group_order.begin(), group_order.end(), 0);
    std::vector<int> within(static_cast<std::size_t>(group));
    std::iota(within.begin(), within.end(), 0);
    std::vector<std::vector<int>> within_orders;
    do within_orders.push_back(within); while (std::next_permutation(within.begin(), within.end()));

    std::vector<Row> result;
    do {
        // One within-group order per group: count through them like the digits of a number.
        std::vector<std::size_t> choice(group_order.size(), 0);
        while (true) {
            Row order{};
            for (std::size_t g = 0; g < group_order.size(); ++g) {
                for (int k = 0; k < group; ++k) {
                    order[g * static_cast<std::size_t>(group) + static_cast<std::size_t>(k)] =
                        static_cast<std::uint8_t>(group_order[g] * group + within_orders[choice[g]][static_cast<std::size_t>(k)]);
                }
            }
            result.push_back(order);
            std::size_t g = 0;
            while (g < choice.size() && ++choice[g] == within_orders.size()) choice[g++] = 0;
            if (g == choice.size()) break;
        }
    } while (std::next_permutation(group_order.begin(), group_order.end()));
    return result;
}

/// The stack-preserving column orders of every supported size up to 9 (4, 6, 8, 9), built once.
const std::vector<Row>& column_orders_of(int size) {
    static const std::array<std::vector<Row>, kMaxSide + 1> orders = [] {
        std::array<std::vector<Row>, kMaxSide + 1> all;
        for (int side = 1; side <= kMaxSide; ++side) {
            if (Geometry::supported(side)) all[static_cast<std::size_t>(side)] = grouped_permutations(side, Geometry(side).box_cols());
        }
        return all;
    }();
    return orders[static_cast<std::size_t>(size)];
}

class Search {
public:
    explicit Search(const Grid& givens)
        : size_(givens.size()), geometry_(givens.size()), cells_(static_cast<std::size_t>(givens.cell_count())) {
        for (Cell cell = 0; cell < givens.cell_count(); ++cell) cells_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(givens.at(cell));
    }

    Minlex run() {
        std::vector<Partial> beam = first_rows();
        for (int level = 1; level < size_; ++level) beam = next_rows(beam, level);
        return {result_, transform_of(beam.front())};
    }

private:
    int size_;
    Geometry geometry_;
    std::vector<std::uint8_t> cells_;
    Grid result_{size_};

    [[nodiscard]] std::uint8_t at(bool transpose, int row, int column) const {
        return transpose ? cells_[static_cast<std::size_t>(column * size_ + row)] : cells_[static_cast<std::size_t>(row * size_ + column)];
    }

    /// The best empty/filled pattern of source row `row` as a first output row: stacks with more
    /// empty cells first, empty cells first within a stack (1 = filled).
    [[nodiscard]] Row first_row_pattern(bool transpose, int row) const {
        const int width = geometry_.box_cols();
        std::vector<int> empties;
        for (int stack = 0; stack < size_ / width; ++stack) {
            int empty = 0;
            for (int k = 0; k < width; ++k) empty += at(transpose, row, stack * width + k) == 0 ? 1 : 0;
            empties.push_back(empty);
        }
        std::sort(empties.begin(), empties.end(), std::greater<>());
        Row pattern{};
        std::size_t j = 0;
        for (int empty : empties) {
            for (int k = 0; k < width; ++k) pattern[j++] = k < empty ? 0 : 1;
        }
        return pattern;
    }

    /// Level 0: every (orientation, source row, column order) whose first output row is the
    /// smallest; their labels are 1, 2, ... in column order.
    std::vector<Partial> first_rows() {
        const bool square = geometry_.box_rows() == geometry_.box_cols();
        Row best{};
        std::vector<std::pair<bool, int>> best_rows;
        for (int orientation = 0; orientation < (square ? 2 : 1); ++orientation) {
            for (int row = 0; row < size_; ++row) {
                const Row pattern = first_row_pattern(orientation == 1, row);
                const int order = best_rows.empty() ? -1 : std::memcmp(pattern.data(), best.data(), static_cast<std::size_t>(size_));
                if (order < 0) {
                    best = pattern;
                    best_rows.clear();
                }
                if (order <= 0) best_rows.emplace_back(orientation == 1, row);
            }
        }
        const std::vector<Row>& column_orders = column_orders_of(size_);
        std::vector<Partial> beam;
        for (const auto& [transpose, row] : best_rows) {
            for (const Row& columns : column_orders) {
                bool matches = true;
                for (int j = 0; j < size_ && matches; ++j) matches = (at(transpose, row, columns[static_cast<std::size_t>(j)]) != 0) == (best[static_cast<std::size_t>(j)] != 0);
                if (!matches) continue;
                Partial partial;
                partial.transpose = transpose;
                partial.columns = columns;
                partial.rows[0] = static_cast<std::uint8_t>(row);
                partial.used_rows = static_cast<std::uint16_t>(1U << row);
                for (int j = 0; j < size_; ++j) {
                    const std::uint8_t digit = at(transpose, row, columns[static_cast<std::size_t>(j)]);
                    if (digit != 0) partial.label[digit] = partial.next_label++;
                }
                beam.push_back(partial);
            }
        }
        // Row 0's digits are 1, 2, ... in order of their columns.
        Digit next = 1;
        for (int j = 0; j < size_; ++j) result_.set(j, best[static_cast<std::size_t>(j)] == 0 ? 0 : next++);
        return beam;
    }

    /// Level `level` >= 1: every extension of `beam` by a row allowed there (the current band's,
    /// or at a band's start any unused band's) whose output row is the smallest.
    std::vector<Partial> next_rows(const std::vector<Partial>& beam, int level) {
        const int height = geometry_.box_rows();
        Row best{};
        bool have_best = false;
        std::vector<Partial> next;
        for (const Partial& partial : beam) {
            int first = 0;
            int last = size_;
            if (level % height != 0) {
                first = partial.rows[static_cast<std::size_t>(level - 1)] / height * height;
                last = first + height;
            }
            for (int row = first; row < last; ++row) {
                if ((partial.used_rows >> row) & 1U) continue;
                if (level % height == 0 && ((partial.used_rows >> (row / height * height)) & ((1U << height) - 1U)) != 0) continue;
                Partial extended = partial;
                Row out{};
                int order = have_best ? 0 : -1;  // how the row compares with `best` so far
                for (int j = 0; j < size_; ++j) {
                    const std::uint8_t digit = at(partial.transpose, row, partial.columns[static_cast<std::size_t>(j)]);
                    std::uint8_t value = 0;
                    if (digit != 0) {
                        if (extended.label[digit] == 0) extended.label[digit] = extended.next_label++;
                        value = extended.label[digit];
                    }
                    out[static_cast<std::size_t>(j)] = value;
                    if (order == 0 && value != best[static_cast<std::size_t>(j)]) order = value < best[static_cast<std::size_t>(j)] ? -1 : 1;
                    if (order > 0) break;
                }
                if (order > 0) continue;
                if (order < 0) {
                    best = out;
                    have_best = true;
                    next.clear();
                }
                extended.rows[static_cast<std::size_t>(level)] = static_cast<std::uint8_t>(row);
                extended.used_rows = static_cast<std::uint16_t>(extended.used_rows | (1U << row));
                next.push_back(extended);
            }
        }
        for (int j = 0; j < size_; ++j) result_.set(geometry_.cell_at(level, j), best[static_cast<std::size_t>(j)]);
        return next;
    }

    [[nodiscard]] GridTransform transform_of(const Partial& partial) const {
        GridTransform transform;
        transform.size = size_;
        transform.transpose = partial.transpose;
        transform.digit_of.assign(static_cast<std::size_t>(size_ + 1), 0);
        std::uint8_t next_label = partial.next_label;  // digits absent from the puzzle take the labels left, in order
        for (int digit = 1; digit <= size_; ++digit) {
            const std::uint8_t label = partial.label[static_cast<std::size_t>(digit)];
            transform.digit_of[static_cast<std::size_t>(digit)] = label != 0 ? label : next_label++;
        }
        for (int k = 0; k < size_; ++k) {
            transform.row_source.push_back(partial.rows[static_cast<std::size_t>(k)]);
            transform.column_source.push_back(partial.columns[static_cast<std::size_t>(k)]);
        }
        return transform;
    }
};

}  // namespace minlex_search

Minlex classic_minlex(const Grid& givens) {
    const int size = givens.size();
    if (!Geometry::supported(size)) throw std::invalid_argument("classic_minlex: unsupported board size " + std::to_string(size));
    if (size > minlex_search::kMaxSide) {
        throw std::invalid_argument("classic_minlex: " + std::to_string(size) + "x" + std::to_string(size) + " boards are not supported (at most 9x9)");
    }
    const Geometry geometry(size);
    for (const auto* lines : {&geometry.rows(), &geometry.columns()}) {
        for (std::size_t line = 0; line < lines->size(); ++line) {
            DigitSet seen;
            for (Cell cell : (*lines)[line]) {
                const Digit digit = givens.at(cell);
                if (digit == 0) continue;
                if (seen.contains(digit)) {
                    throw std::invalid_argument("classic_minlex: digit " + std::to_string(digit) + " twice in " + (lines == &geometry.rows() ? "row " : "column ") + std::to_string(line + 1));
                }
                seen.insert(digit);
            }
        }
    }
    return minlex_search::Search(givens).run();
}

}  // namespace gridforge
