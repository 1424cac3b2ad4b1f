#include "api/candidates_json.hpp"

namespace gridforge::api {

nlohmann::json candidates_json(const std::vector<Candidate>& list, const Geometry& geometry) {
    nlohmann::json out = nlohmann::json::array();
    for (const Candidate& c : list) out.push_back({{"cell", geometry.cell_name(c.cell)}, {"digit", c.digit}});
    return out;
}

nlohmann::json cells_json(const std::vector<Cell>& cells, const Geometry& geometry) {
    nlohmann::json out = nlohmann::json::array();
    for (const Cell cell : cells) out.push_back(geometry.cell_name(cell));
    return out;
}

}  // namespace gridforge::api
