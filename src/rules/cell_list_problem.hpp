#pragma once
/// \file
/// The checks every cell list of a rule (a cage, a thermometer) must pass, in one place.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridforge/geometry.hpp"

namespace gridforge {

/// The first problem of `cells` as the cells of one rule, or nullopt: empty ("cage has no
/// cells"), a cell off the board, a cell listed twice ("<where>: r1c2 appears twice"), or more
/// than N cells ("<where>: 10 cells, at most 9"). `what` names the rule kind ("cage"); `name`
/// gives this one's name ("cage at r1c1"), called only once the cells are known to be on the board.
using CellListName = std::string (*)(const Geometry&, const std::vector<Cell>&);
std::optional<std::string> cell_list_problem(const Geometry& geometry, const std::vector<Cell>& cells,
                                             std::string_view what, CellListName name);

}  // namespace gridforge
