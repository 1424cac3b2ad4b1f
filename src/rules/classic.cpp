#include <memory>
#include <string>

#include "gridforge/rule.hpp"

namespace gridforge {
namespace {

std::vector<House> name_houses(const std::vector<std::vector<Cell>>& groups, HouseKind kind) {
    std::vector<House> houses;
    houses.reserve(groups.size());
    for (std::size_t i = 0; i < groups.size(); ++i) {
        houses.push_back(House{kind, std::string(house_kind_name(kind)) + " " + std::to_string(i + 1), groups[i]});
    }
    return houses;
}

}  // namespace

RuleList classic_rules(const Geometry& geometry) {
    return {
        std::make_shared<HouseRule>("rows", name_houses(geometry.rows(), HouseKind::row)),
        std::make_shared<HouseRule>("columns", name_houses(geometry.columns(), HouseKind::column)),
        std::make_shared<HouseRule>("boxes", name_houses(geometry.boxes(), HouseKind::box)),
    };
}

}  // namespace gridforge
