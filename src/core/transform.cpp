#include "gridforge/transform.hpp"

#include <numeric>
#include <stdexcept>
#include <string>

namespace gridforge {
namespace {

std::string board_name(int size) { return std::to_string(size) + "x" + std::to_string(size); }

/// A permutation of 0..size-1 that moves lines (rows or columns) only within their group of
/// `group` consecutive lines and moves groups only as wholes: within each group in turn, then the
/// group order (the draw order documented in transform.hpp).
std::vector<int> random_grouped_permutation(int size, int group, Rng& rng) {
    const int groups = size / group;
    std::vector<std::vector<int>> offsets(static_cast<std::size_t>(groups));
    for (auto& within : offsets) {
        within.resize(static_cast<std::size_t>(group));
        std::iota(within.begin(), within.end(), 0);
        rng.shuffle(within);
    }
    std::vector<int> group_order(static_cast<std::size_t>(groups));
    std::iota(group_order.begin(), group_order.end(), 0);
    rng.shuffle(group_order);

    std::vector<int> source;
    source.reserve(static_cast<std::size_t>(size));
    for (int g = 0; g < groups; ++g) {
        for (int offset : offsets[static_cast<std::size_t>(g)]) {
            source.push_back(group_order[static_cast<std::size_t>(g)] * group + offset);
        }
    }
    return source;
}

/// Empty when `source` is a permutation of 0..size-1 keeping each group of `group` consecutive
/// lines together; otherwise what is wrong, naming `what` ("row_source").
std::string grouped_permutation_problem(const std::vector<int>& source, int size, int group, const char* what) {
    if (static_cast<int>(source.size()) != size) {
        return std::string(what) + " has " + std::to_string(source.size()) + " entries, expected " +
               std::to_string(size);
    }
    std::vector<bool> seen(static_cast<std::size_t>(size), false);
    for (int line : source) {
        if (line < 0 || line >= size || seen[static_cast<std::size_t>(line)]) {
            return std::string(what) + " is not a permutation of 0.." + std::to_string(size - 1);
        }
        seen[static_cast<std::size_t>(line)] = true;
    }
    for (int start = 0; start < size; start += group) {
        const int source_group = source[static_cast<std::size_t>(start)] / group;
        for (int line = start + 1; line < start + group; ++line) {
            if (source[static_cast<std::size_t>(line)] / group != source_group) {
                return std::string(what) + " splits a group of " + std::to_string(group) + " lines at " +
                       std::to_string(line);
            }
        }
    }
    return {};
}

}  // namespace

GridTransform identity_transform(const Geometry& geometry) {
    const int n = geometry.size();
    GridTransform transform;
    transform.size = n;
    transform.digit_of.resize(static_cast<std::size_t>(n + 1));
    std::iota(transform.digit_of.begin(), transform.digit_of.end(), 0);
    transform.row_source.resize(static_cast<std::size_t>(n));
    std::iota(transform.row_source.begin(), transform.row_source.end(), 0);
    transform.column_source = transform.row_source;
    return transform;
}

GridTransform random_grid_transform(const Geometry& geometry, Rng& rng) {
    const int n = geometry.size();
    GridTransform transform;
    transform.size = n;
    std::vector<Digit> digits(static_cast<std::size_t>(n));
    std::iota(digits.begin(), digits.end(), 1);
    rng.shuffle(digits);
    transform.digit_of.push_back(0);
    transform.digit_of.insert(transform.digit_of.end(), digits.begin(), digits.end());
    transform.row_source = random_grouped_permutation(n, geometry.box_rows(), rng);
    transform.column_source = random_grouped_permutation(n, geometry.box_cols(), rng);
    if (geometry.box_rows() == geometry.box_cols()) transform.transpose = rng.below(2) == 1;
    return transform;
}

std::string transform_problem(const GridTransform& transform, const Geometry& geometry) {
    const int n = geometry.size();
    if (transform.size != n) {
        return "transform is for " + board_name(transform.size) + ", geometry is " + board_name(n);
    }
    if (static_cast<int>(transform.digit_of.size()) != n + 1 || transform.digit_of[0] != 0) {
        return "digit_of must have " + std::to_string(n + 1) + " entries with digit_of[0] == 0";
    }
    std::vector<bool> seen(static_cast<std::size_t>(n + 1), false);
    for (int d = 1; d <= n; ++d) {
        const Digit image = transform.digit_of[static_cast<std::size_t>(d)];
        if (image < 1 || image > n || seen[static_cast<std::size_t>(image)]) {
            return "digit_of is not a permutation of 1.." + std::to_string(n);
        }
        seen[static_cast<std::size_t>(image)] = true;
    }
    // Transposed, row_source picks source columns, so it must respect stacks, and vice versa;
    // transposition is only allowed when bands and stacks have the same width anyway.
    if (transform.transpose && geometry.box_rows() != geometry.box_cols()) {
        return "transpose needs square boxes, the boxes of " + board_name(n) + " are " +
               std::to_string(geometry.box_rows()) + "x" + std::to_string(geometry.box_cols());
    }
    std::string problem = grouped_permutation_problem(transform.row_source, n, geometry.box_rows(), "row_source");
    if (problem.empty()) {
        problem = grouped_permutation_problem(transform.column_source, n, geometry.box_cols(), "column_source");
    }
    return problem;
}

Grid apply(const GridTransform& transform, const Grid& grid) {
    if (grid.size() != transform.size) {
        throw std::invalid_argument("apply(GridTransform): transform is for " + board_name(transform.size) +
                                    ", grid is " + board_name(grid.size()));
    }
    if (std::string problem = transform_problem(transform, Geometry(grid.size())); !problem.empty()) {
        throw std::invalid_argument("apply(GridTransform): " + problem);
    }
    const int n = grid.size();
    Grid out(n);
    for (int row = 0; row < n; ++row) {
        const int source_row = transform.row_source[static_cast<std::size_t>(row)];
        for (int column = 0; column < n; ++column) {
            const int source_column = transform.column_source[static_cast<std::size_t>(column)];
            const Cell source = transform.transpose ? source_column * n + source_row : source_row * n + source_column;
            out.set(row * n + column, transform.digit_of[static_cast<std::size_t>(grid.at(source))]);
        }
    }
    return out;
}

}  // namespace gridforge
