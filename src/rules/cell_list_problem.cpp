#include "rules/cell_list_problem.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace gridforge {

std::optional<std::string> cell_list_problem(const Geometry& geometry, const std::vector<Cell>& cells,
                                             std::string_view what, CellListName name) {
    if (cells.empty()) return fmt::format("{} has no cells", what);
    for (const Cell cell : cells) {
        if (cell < 0 || cell >= geometry.cell_count()) {
            return fmt::format("cell {} is off the {}x{} board", cell, geometry.size(), geometry.size());
        }
    }
    const std::string where = name(geometry, cells);
    for (auto at = cells.begin(); at != cells.end(); ++at) {
        if (std::find(cells.begin(), at, *at) != at) return fmt::format("{}: {} appears twice", where, geometry.cell_name(*at));
    }
    const auto count = static_cast<int>(cells.size());
    if (count > geometry.size()) return fmt::format("{}: {} cells, at most {}", where, count, geometry.size());
    return std::nullopt;
}

}  // namespace gridforge
