// The board a player sees, as data: the sketch, the houses and peers (board_json) and the
// conflicts of a grid (conflicts_json). api.hpp gives the shapes.

#include <string_view>

#include "api/candidates_json.hpp"
#include "gridforge/api.hpp"
#include "gridforge/peers.hpp"
#include "rules/rule_kind.hpp"

namespace gridforge::api {
namespace {

std::string_view path_style_key(PathStyle style) {
    switch (style) {
        case PathStyle::thermometer: return "thermometer";
        case PathStyle::arrow: return "arrow";
        case PathStyle::line: return "line";
    }
    return "line";
}

std::string_view cell_shape_key(CellShape shape) {
    switch (shape) {
        case CellShape::circle: return "circle";
        case CellShape::square: return "square";
        case CellShape::shaded: return "shaded";
        case CellShape::ring: return "ring";
    }
    return "circle";
}

std::string_view edge_style_key(EdgeStyle style) {
    switch (style) {
        case EdgeStyle::white_dot: return "white_dot";
        case EdgeStyle::black_dot: return "black_dot";
        case EdgeStyle::letter: return "letter";
    }
    return "letter";
}

}  // namespace

nlohmann::json sketch_json(const Sketch& sketch) {
    const Geometry& geometry = sketch.geometry();
    nlohmann::json out = {{"regions", nlohmann::json::array()}, {"cages", nlohmann::json::array()},
                          {"paths", nlohmann::json::array()},   {"shapes", nlohmann::json::array()},
                          {"edges", nlohmann::json::array()},   {"lines", nlohmann::json::array()},
                          {"outside", nlohmann::json::array()}, {"legend", nlohmann::json::array()}};
    for (const SketchRegion& region : sketch.regions()) {
        out["regions"].push_back({{"cells", cells_json(region.cells, geometry)}, {"label", region.label}});
    }
    for (const SketchCage& cage : sketch.cages()) {
        out["cages"].push_back({{"cells", cells_json(cage.cells, geometry)}, {"label", cage.label}});
    }
    for (const SketchPath& path : sketch.paths()) {
        out["paths"].push_back(
            {{"style", path_style_key(path.style)}, {"cells", cells_json(path.cells, geometry)}, {"group", path.group}});
    }
    for (const SketchShape& shape : sketch.shapes()) {
        out["shapes"].push_back({{"shape", cell_shape_key(shape.shape)}, {"cells", cells_json(shape.cells, geometry)}});
    }
    for (const SketchEdge& edge : sketch.edges()) {
        out["edges"].push_back({{"cells", cells_json({edge.first, edge.second}, geometry)},
                                {"style", edge_style_key(edge.style)},
                                {"text", edge.text}});
    }
    for (const SketchLine& line : sketch.lines()) {
        out["lines"].push_back({{"from", {line.from_row, line.from_column}}, {"to", {line.to_row, line.to_column}}});
    }
    for (const SketchOutside& clue : sketch.outside()) {
        nlohmann::json item = {{"row", clue.row}, {"column", clue.column}, {"text", clue.text}};
        if (clue.arrow) item["arrow"] = {clue.arrow->first, clue.arrow->second};
        out["outside"].push_back(std::move(item));
    }
    for (const SketchLegend& legend : sketch.legends()) {
        out["legend"].push_back({{"key", legend.key}, {"text", legend.text}, {"count", legend.count}});
    }
    return out;
}

nlohmann::json board_json(const Puzzle& puzzle) {
    const Geometry& geometry = puzzle.geometry();
    nlohmann::json houses = nlohmann::json::array();
    for (const RulePtr& rule : puzzle.rules()) {
        for (const House& house : rule->houses()) {
            houses.push_back(
                {{"kind", house_kind_name(house.kind)}, {"name", house.name}, {"cells", cells_json(house.cells, geometry)}});
        }
    }
    nlohmann::json peers = nlohmann::json::array();
    for (const std::vector<Cell>& cells : peer_table(puzzle)) peers.push_back(cells_json(cells, geometry));
    return {{"board",
             {{"size", geometry.size()},
              {"rules", variant_recipes(puzzle)},
              {"houses", std::move(houses)},
              {"peers", std::move(peers)},
              {"sketch", sketch_json(sketch_puzzle(puzzle))}}}};
}

nlohmann::json conflicts_json(const Puzzle& puzzle, const std::vector<Conflict>& conflicts) {
    const Geometry& geometry = puzzle.geometry();
    nlohmann::json out = nlohmann::json::array();
    for (const Conflict& conflict : conflicts) {
        out.push_back({{"cells", cells_json(conflict.cells_at_fault(), geometry)},
                       {"digit", conflict.digit},
                       {"where", conflict.where},
                       {"text", conflict.describe(geometry)}});
    }
    return {{"conflicts", std::move(out)}};
}

}  // namespace gridforge::api
