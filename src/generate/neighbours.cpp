#include <algorithm>

#include "gridforge/generate_variants.hpp"

namespace gridforge {
namespace {

/// Cells at row and column offsets -1..1 of `cell` on the board; with `corners`, also the
/// diagonal ones. Reading order follows from the loop order.
std::vector<Cell> neighbours(const Geometry& geometry, Cell cell, bool corners) {
    std::vector<Cell> cells;
    const int size = geometry.size();
    for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
            if ((dr == 0 && dc == 0) || (!corners && dr != 0 && dc != 0)) continue;
            const int row = geometry.row_of(cell) + dr;
            const int column = geometry.column_of(cell) + dc;
            if (row >= 0 && row < size && column >= 0 && column < size) cells.push_back(geometry.cell_at(row, column));
        }
    }
    return cells;
}

}  // namespace

std::vector<Cell> orthogonal_neighbours(const Geometry& geometry, Cell cell) { return neighbours(geometry, cell, false); }

bool orthogonally_connected(const Geometry& geometry, const std::vector<Cell>& cells) {
    if (cells.empty()) return false;
    std::vector<Cell> reached{cells.front()};
    for (std::size_t next = 0; next < reached.size(); ++next) {
        for (Cell beside : orthogonal_neighbours(geometry, reached[next])) {
            if (std::find(cells.begin(), cells.end(), beside) != cells.end() &&
                std::find(reached.begin(), reached.end(), beside) == reached.end()) {
                reached.push_back(beside);
            }
        }
    }
    return reached.size() == cells.size();
}

std::vector<Cell> king_neighbours(const Geometry& geometry, Cell cell) { return neighbours(geometry, cell, true); }

}  // namespace gridforge
