#include "format/json_rules.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "gridforge/format.hpp"
#include "rules/rule_kind.hpp"

namespace gridforge::format_detail {

bool is_rule_key(std::string_view key) {
    return std::any_of(rule_kinds().begin(), rule_kinds().end(), [&](const RuleKind* kind) {
        return std::find(kind->json_keys.begin(), kind->json_keys.end(), key) != kind->json_keys.end();
    });
}

bool has_rule_keys(const nlohmann::json& object) {
    return std::any_of(rule_kinds().begin(), rule_kinds().end(), [&](const RuleKind* kind) {
        return std::any_of(kind->json_keys.begin(), kind->json_keys.end(),
                           [&](std::string_view key) { return object.contains(std::string(key)); });
    });
}

namespace {

/// More items in one rule key's list than 4 per cell (324 on 9x9) cannot all be meant: every
/// rule kind fits well within it (the most, kropki or XV, lay 2 x N x (N-1) marks), and reading
/// is refused before a million-item list is turned into rules (docs/formats.md, Limits).
constexpr int kRuleItemsPerCell = 4;

void refuse_overlong_rule_lists(const nlohmann::json& object, const Geometry& geometry, int line) {
    const auto most = static_cast<std::size_t>(kRuleItemsPerCell * geometry.cell_count());
    for (const auto& [key, value] : object.items()) {
        if (value.is_array() && value.size() > most && is_rule_key(key)) {
            throw InputError(line, fmt::format("JSON key '{}': {} items, at most {} ({} per cell; the limit)", key,
                                               value.size(), most, kRuleItemsPerCell));
        }
    }
}

}  // namespace

RuleList read_json_rules(const nlohmann::json& object, const Geometry& geometry, int line) {
    refuse_overlong_rule_lists(object, geometry, line);
    RuleList rules = classic_rules(geometry);
    // In registry order: the regions come first, for they replace the boxes.
    for (const RuleKind* kind : rule_kinds()) {
        const bool present = std::any_of(kind->json_keys.begin(), kind->json_keys.end(),
                                         [&](std::string_view key) { return object.contains(std::string(key)); });
        if (present) kind->read_json(object, geometry, line, rules);
    }
    return rules;
}

void write_json_rules(const RuleList& rules, const Geometry& geometry, nlohmann::json& object) {
    // The JSON form implies rows and columns and, without "regions", the boxes: a list that lacks
    // them, or has both boxes and regions, would be read back as another puzzle.
    std::size_t rows = 0, columns = 0, boxes = 0, regions = 0;
    for (const RulePtr& rule : rules) {
        for (const House& house : rule->houses()) {
            rows += house.kind == HouseKind::row ? 1 : 0;
            columns += house.kind == HouseKind::column ? 1 : 0;
            boxes += house.kind == HouseKind::box ? 1 : 0;
            regions += house.kind == HouseKind::region ? 1 : 0;
        }
    }
    const auto size = static_cast<std::size_t>(geometry.size());
    if (rows != size || columns != size || (boxes == size) == (regions == size) || boxes + regions != size) {
        throw std::invalid_argument("write_json: the JSON form needs rows, columns and either boxes or regions");
    }
    for (const RulePtr& rule : rules) rule->write_json(object, geometry);
}

bool regions_are_boxes(std::string_view regions, const Geometry& geometry) {
    if (static_cast<int>(regions.size()) != geometry.cell_count()) return false;
    std::map<char, int> box_of_region;
    std::map<int, char> region_of_box;
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
        const char region = regions[static_cast<std::size_t>(cell)];
        const int box = geometry.box_of(cell);
        if (box_of_region.emplace(region, box).first->second != box) return false;
        if (region_of_box.emplace(box, region).first->second != region) return false;
    }
    return true;
}

}  // namespace gridforge::format_detail
