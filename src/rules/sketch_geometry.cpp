// The geometry every renderer of a sketch shares (sketch.hpp): cage outlines, the check of the
// marks' cells, legend lines, the span of a pill.
#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>

#include <fmt/format.h>

#include "gridforge/sketch.hpp"

namespace gridforge {
namespace {

void check_cells_on_board(const Geometry& geometry, const std::vector<Cell>& cells, std::string_view renderer, const char* mark) {
    for (const Cell cell : cells) {
        if (cell < 0 || cell >= geometry.cell_count()) {
            throw std::invalid_argument(fmt::format("{}: a {} names cell {}, off the {}x{} board", renderer, mark, cell, geometry.size(), geometry.size()));
        }
    }
}

using OutlineSegment = std::pair<SketchPoint, SketchPoint>;

/// Joins segments that share end points into closed loops.
std::vector<std::vector<SketchPoint>> chain_segments(const std::vector<OutlineSegment>& segments) {
    std::map<SketchPoint, std::vector<std::size_t>> at;
    for (std::size_t i = 0; i < segments.size(); ++i) {
        at[segments[i].first].push_back(i);
        at[segments[i].second].push_back(i);
    }
    std::vector<bool> used(segments.size(), false);
    std::vector<std::vector<SketchPoint>> loops;
    for (std::size_t start = 0; start < segments.size(); ++start) {
        if (used[start]) continue;
        used[start] = true;
        std::vector<SketchPoint> points{segments[start].first, segments[start].second};
        for (;;) {
            const SketchPoint tail = points.back();
            const auto& candidates = at[tail];
            const auto next = std::find_if(candidates.begin(), candidates.end(), [&](std::size_t i) { return !used[i]; });
            if (next == candidates.end()) break;
            used[*next] = true;
            points.push_back(segments[*next].first == tail ? segments[*next].second : segments[*next].first);
        }
        if (points.size() > 1 && points.back() == points.front()) points.pop_back();
        loops.push_back(std::move(points));
    }
    return loops;
}

}  // namespace

std::vector<std::vector<SketchPoint>> inset_outline(const Geometry& geometry, const std::vector<Cell>& cells, double inset) {
    const std::set<Cell> set(cells.begin(), cells.end());
    const int n = geometry.size();
    const auto in = [&](int row, int column) { return row >= 0 && row < n && column >= 0 && column < n && set.count(geometry.cell_at(row, column)) > 0; };
    // Each boundary edge of a cell gives one segment; its ends stop short at convex corners and
    // reach past the cell edge at concave ones, so that neighbouring segments meet.
    const auto end = [](bool side, bool diagonal, double edge, double inward) { return !side ? edge + inward : diagonal ? edge - inward : edge; };
    const double d = inset;
    std::vector<OutlineSegment> segments;
    for (const Cell cell : set) {
        const int r = geometry.row_of(cell);
        const int c = geometry.column_of(cell);
        const double x0 = c, y0 = r, x1 = c + 1.0, y1 = r + 1.0;
        if (!in(r - 1, c)) segments.push_back({{y0 + d, end(in(r, c - 1), in(r - 1, c - 1), x0, d)}, {y0 + d, end(in(r, c + 1), in(r - 1, c + 1), x1, -d)}});
        if (!in(r + 1, c)) segments.push_back({{y1 - d, end(in(r, c - 1), in(r + 1, c - 1), x0, d)}, {y1 - d, end(in(r, c + 1), in(r + 1, c + 1), x1, -d)}});
        if (!in(r, c - 1)) segments.push_back({{end(in(r - 1, c), in(r - 1, c - 1), y0, d), x0 + d}, {end(in(r + 1, c), in(r + 1, c - 1), y1, -d), x0 + d}});
        if (!in(r, c + 1)) segments.push_back({{end(in(r - 1, c), in(r - 1, c + 1), y0, d), x1 - d}, {end(in(r + 1, c), in(r + 1, c + 1), y1, -d), x1 - d}});
    }
    return chain_segments(segments);
}

void check_sketch(const Sketch& sketch, std::string_view renderer) {
    const Geometry& geometry = sketch.geometry();
    for (const auto& region : sketch.regions()) check_cells_on_board(geometry, region.cells, renderer, "region");
    for (const auto& cage : sketch.cages()) check_cells_on_board(geometry, cage.cells, renderer, "cage");
    for (const auto& path : sketch.paths()) {
        check_cells_on_board(geometry, path.cells, renderer, "path");
        if (path.cells.empty()) throw std::invalid_argument(fmt::format("{}: a path has no cells", renderer));
    }
    for (const auto& shape : sketch.shapes()) check_cells_on_board(geometry, shape.cells, renderer, "cell shape");
    for (const auto& edge : sketch.edges()) check_cells_on_board(geometry, {edge.first, edge.second}, renderer, "edge mark");
    const int n = geometry.size();
    for (const auto& clue : sketch.outside()) {
        const bool row_off = clue.row == -1 || clue.row == n;
        const bool column_off = clue.column == -1 || clue.column == n;
        const bool row_ok = row_off || (clue.row >= 0 && clue.row < n);
        const bool column_ok = column_off || (clue.column >= 0 && clue.column < n);
        if (!row_ok || !column_ok || (!row_off && !column_off)) {
            throw std::invalid_argument(fmt::format("{}: an outside clue at row {}, column {} is not just off the {}x{} board", renderer, clue.row, clue.column, n, n));
        }
    }
}

std::string legend_text(const SketchLegend& entry) {
    std::string text = entry.key;
    if (entry.count > 1) text += fmt::format(" ({})", entry.count);
    if (!entry.text.empty()) text += ": " + entry.text;
    return text;
}

CellSpan cell_span(const Geometry& geometry, const std::vector<Cell>& cells) {
    if (cells.empty()) return {};
    CellSpan span{geometry.size(), geometry.size(), -1, -1};
    for (const Cell cell : cells) {
        span.top = std::min(span.top, geometry.row_of(cell));
        span.bottom = std::max(span.bottom, geometry.row_of(cell));
        span.left = std::min(span.left, geometry.column_of(cell));
        span.right = std::max(span.right, geometry.column_of(cell));
    }
    return span;
}

}  // namespace gridforge
