#include <algorithm>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "gridforge/sketch.hpp"
#include "gridforge/utf8.hpp"
#include "gridforge/variants.hpp"
#include "generate/decorations.hpp"
#include "rules/rule_kind.hpp"

namespace gridforge {
namespace {

/// A region name: any printable ASCII character but the space (docs/formats.md: "characters naming
/// each cell's region").
bool is_region_name(char c) { return c > ' ' && c < 127; }

/// The characters naming the regions, in the order they first appear in reading order.
std::string region_names(std::string_view layout) {
    std::string names;
    for (const char c : layout) {
        if (names.find(c) == std::string::npos) names += c;
    }
    return names;
}

/// The first cell of region `name` that cannot be reached from its first cell through
/// orthogonal neighbours inside the region, or -1 when the region is connected.
Cell unreachable_cell(const Geometry& geometry, std::string_view layout, char name) {
    const auto first = static_cast<Cell>(layout.find(name));
    std::vector<bool> reached(layout.size(), false);
    std::vector<Cell> frontier{first};
    reached[static_cast<std::size_t>(first)] = true;
    const int size = geometry.size();
    while (!frontier.empty()) {
        const Cell cell = frontier.back();
        frontier.pop_back();
        const int row = geometry.row_of(cell);
        const int column = geometry.column_of(cell);
        const int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (const auto& step : steps) {
            const int r = row + step[0];
            const int c = column + step[1];
            if (r < 0 || r >= size || c < 0 || c >= size) continue;
            const auto next = static_cast<std::size_t>(geometry.cell_at(r, c));
            if (layout[next] != name || reached[next]) continue;
            reached[next] = true;
            frontier.push_back(static_cast<Cell>(next));
        }
    }
    for (std::size_t cell = 0; cell < layout.size(); ++cell) {
        if (layout[cell] == name && !reached[cell]) return static_cast<Cell>(cell);
    }
    return -1;
}

/// "regions": the layout string (docs/rules/jigsaw.md); the regions replace the boxes.
void read_regions(const nlohmann::json& puzzle, const Geometry& geometry, int line, RuleList& rules) {
    const JsonPlace place(line, "regions");
    const nlohmann::json& value = puzzle.at("regions");
    if (!value.is_string()) place.fail("expected a string");
    const auto& layout = value.get_ref<const std::string&>();
    if (auto problem = Regions::problem(geometry, layout)) place.fail(*problem);
    auto regions = std::make_shared<Regions>(geometry, layout);
    const auto boxes = std::find_if(rules.begin(), rules.end(), [](const RulePtr& rule) { return rule->name() == "boxes"; });
    if (boxes == rules.end()) place.fail("there are no boxes for the regions to replace");
    *boxes = std::move(regions);
}

}  // namespace

std::optional<std::string> Regions::problem(const Geometry& geometry, std::string_view layout) {
    const int size = geometry.size();
    // The format counts characters, not bytes: a non-ASCII character ("é", two bytes in UTF-8) is
    // one character, named with its cell, so the message is about the character rather than
    // about a length that counts its bytes.
    std::size_t characters = 0;
    for (std::size_t at = 0; at < layout.size(); ++characters) {
        const std::size_t length = decode_utf8(layout, at).length;
        if (length != 1 || !is_region_name(layout[at])) {
            const std::string where = characters < static_cast<std::size_t>(geometry.cell_count())
                                          ? geometry.cell_name(static_cast<Cell>(characters))
                                          : fmt::format("character {}", characters + 1);
            return fmt::format("{}: {} is not a region name (names are the printable ASCII characters but the space)",
                               where, describe_utf8_character(layout, at));
        }
        at += length;
    }
    if (characters != static_cast<std::size_t>(geometry.cell_count())) {
        return fmt::format("{} characters, expected {}", characters, geometry.cell_count());
    }
    for (const char name : region_names(layout)) {
        const auto cells = static_cast<int>(std::count(layout.begin(), layout.end(), name));
        if (cells != size) return fmt::format("region '{}' has {} cells, expected {}", name, cells, size);
    }
    for (const char name : region_names(layout)) {
        const Cell apart = unreachable_cell(geometry, layout, name);
        if (apart >= 0) {
            return fmt::format("region '{}' is not connected: {} and {} are apart", name,
                               geometry.cell_name(static_cast<Cell>(layout.find(name))), geometry.cell_name(apart));
        }
    }
    return std::nullopt;
}

Regions::Regions(const Geometry& geometry, std::string layout) : layout_(std::move(layout)) {
    if (auto reason = problem(geometry, layout_)) throw std::invalid_argument("Regions: " + *reason);
    for (const char name : region_names(layout_)) {
        House house{HouseKind::region, fmt::format("region {}", name), {}};
        for (std::size_t cell = 0; cell < layout_.size(); ++cell) {
            if (layout_[cell] == name) house.cells.push_back(static_cast<Cell>(cell));
        }
        houses_.push_back(std::move(house));
    }
}

void Regions::write_json(nlohmann::json& puzzle, const Geometry& /*geometry*/) const { puzzle["regions"] = layout_; }

void Regions::draw(Sketch& sketch) const {
    for (const House& house : houses_) {
        // "region 2" -> "#2", the name the steps of explain and hint use.
        sketch.add(SketchRegion{house.cells, "#" + house.name.substr(house.name.find(' ') + 1)});
    }
    sketch.legend("regions", "jigsaw; every digit once in each framed region; '#2' marks region 2, as hints name it");
}

const RuleKind& regions_kind() {
    static const RuleKind kind{"jigsaw regions", {"regions"}, read_regions, "jigsaw", RecipePhase::layout, decorate_jigsaw,
                               jigsaw_cuts_over_fill};
    return kind;
}

RuleList jigsaw_rules(const Geometry& geometry, std::string layout) {
    RuleList rules = classic_rules(geometry);
    rules.back() = std::make_shared<Regions>(geometry, std::move(layout));  // the boxes give way
    return rules;
}

}  // namespace gridforge
