#include "api/candidates_json.hpp"

namespace gridforge::api {

nlohmann::json candidates_json(const std::vector<Candidate>& list, const Geometry& geometry) {
    nlohmann::json out = nlohmann::json::array();
    for (const Candidate& c : list) out.push_back({{"cell", geometry.cell_name(c.cell)}, {"digit", c.digit}});
    return out;
}

}  // namespace gridforge::api
