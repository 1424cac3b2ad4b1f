#pragma once
// Internal to the API layer: the one JSON form of a candidate list and of a cell list, shared by
// the step JSON (logic_json.cpp), the hint and check answers (hint_results.cpp) and the board
// (board_results.cpp).

#include <vector>

#include <nlohmann/json.hpp>

#include "gridforge/geometry.hpp"
#include "gridforge/logic/step.hpp"

namespace gridforge::api {

/// [{"cell": "r1c2", "digit": 5}, ...] in the list's order.
nlohmann::json candidates_json(const std::vector<Candidate>& list, const Geometry& geometry);
/// ["r1c2", ...] in the list's order.
nlohmann::json cells_json(const std::vector<Cell>& cells, const Geometry& geometry);

}  // namespace gridforge::api
