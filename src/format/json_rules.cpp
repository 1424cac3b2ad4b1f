#include "format/json_rules.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "gridforge/format.hpp"
#include "gridforge/variants.hpp"

namespace gridforge::format_detail {
namespace {

using nlohmann::json;

constexpr std::array<std::string_view, 4> kRuleKeys = {"regions", "diagonals", "cages", "thermos"};

/// Where a rule key was read, to name it in every message.
class KeyPlace {
public:
    KeyPlace(int line, std::string_view key) : line_(line), key_(key) {}
    [[nodiscard]] InputError error(std::string_view reason) const {
        return InputError(line_, fmt::format("JSON key '{}': {}", key_, reason));
    }

private:
    int line_;
    std::string_view key_;
};

/// Whether `text` has the shape r<digits>c<digits> (either case), whatever the numbers.
bool looks_like_cell_name(std::string_view text) {
    std::size_t pos = 0;
    for (const char letter : {'r', 'c'}) {
        if (pos >= text.size() || std::tolower(static_cast<unsigned char>(text[pos])) != letter) return false;
        const std::size_t start = ++pos;
        while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos]))) ++pos;
        if (pos == start) return false;
    }
    return pos == text.size();
}

/// The cell `value` names; `item` ("cage 2", "thermometer 1") prefixes the message.
Cell read_cell(const json& value, const Geometry& geometry, const KeyPlace& place, const std::string& item) {
    const int size = geometry.size();
    if (!value.is_string()) {
        throw place.error(fmt::format("{}: {} is not a cell name (r1c1 .. r{}c{})", item, value.dump(), size, size));
    }
    const auto& text = value.get_ref<const std::string&>();
    if (!looks_like_cell_name(text)) {
        throw place.error(fmt::format("{}: '{}' is not a cell name (r1c1 .. r{}c{})", item, text, size, size));
    }
    const std::optional<Cell> cell = geometry.parse_cell_name(text);
    if (!cell) throw place.error(fmt::format("{}: {} is outside the {}x{} board", item, text, size, size));
    return *cell;
}

/// The cells of a non-empty list of cell names.
std::vector<Cell> read_cell_list(const json& value, const Geometry& geometry, const KeyPlace& place,
                                 const std::string& item) {
    if (!value.is_array() || value.empty()) throw place.error(item + ": expected a non-empty list of cell names");
    std::vector<Cell> cells;
    for (const json& name : value) cells.push_back(read_cell(name, geometry, place, item));
    return cells;
}

RulePtr read_regions(const json& value, const Geometry& geometry, int line) {
    const KeyPlace place(line, "regions");
    if (!value.is_string()) throw place.error("expected a string");
    const auto& layout = value.get_ref<const std::string&>();
    if (auto problem = Regions::problem(geometry, layout)) throw place.error(*problem);
    return std::make_shared<Regions>(geometry, layout);
}

RulePtr read_diagonals(const json& value, const Geometry& geometry, int line) {
    const std::optional<DiagonalKind> kind =
        value.is_string() ? parse_diagonal_kind(value.get_ref<const std::string&>()) : std::nullopt;
    if (!kind) throw KeyPlace(line, "diagonals").error(R"(expected "main", "anti" or "both")");
    return std::make_shared<Diagonals>(geometry, *kind);
}

/// A cage sum: a whole number within int range far beyond any reachable sum, so that
/// KillerCage::problem can refuse an unreachable one in words.
std::optional<int> read_sum(const json& cage, const KeyPlace& place, const std::string& item) {
    const auto found = cage.find("sum");
    if (found == cage.end()) return std::nullopt;
    if (!found->is_number_integer()) throw place.error(fmt::format("{}: 'sum' must be a whole number", item));
    constexpr std::int64_t kFar = 1'000'000;
    // nlohmann keeps non-negative integers unsigned: read them so, capped, to stay in range.
    const std::int64_t value =
        found->is_number_unsigned()
            ? static_cast<std::int64_t>(std::min<std::uint64_t>(found->get<std::uint64_t>(), kFar + 1))
            : found->get<std::int64_t>();
    if (value < -kFar || value > kFar) throw place.error(fmt::format("{}: 'sum' {} is out of range", item, found->dump()));
    return static_cast<int>(value);
}

std::vector<RulePtr> read_cages(const json& value, const Geometry& geometry, int line) {
    const KeyPlace place(line, "cages");
    if (!value.is_array()) throw place.error("expected a list of cages");
    std::vector<RulePtr> cages;
    std::vector<std::string> cage_of_cell(static_cast<std::size_t>(geometry.cell_count()));
    for (std::size_t i = 0; i < value.size(); ++i) {
        const json& cage = value[i];
        const std::string item = fmt::format("cage {}", i + 1);
        if (!cage.is_object()) throw place.error(item + R"(: expected an object {"sum": ..., "cells": [...]})");
        for (const auto& [key, unused] : cage.items()) {
            if (key != "sum" && key != "cells") throw place.error(fmt::format("{}: unknown key '{}'", item, key));
        }
        const auto cells_value = cage.find("cells");
        if (cells_value == cage.end()) throw place.error(item + ": 'cells' is required");
        const std::vector<Cell> cells = read_cell_list(*cells_value, geometry, place, item);
        const std::optional<int> sum = read_sum(cage, place, item);
        if (auto problem = KillerCage::problem(geometry, cells, sum)) throw place.error(*problem);
        auto rule = std::make_shared<KillerCage>(geometry, cells, sum);
        for (const Cell cell : cells) {
            std::string& owner = cage_of_cell[static_cast<std::size_t>(cell)];
            if (!owner.empty()) {
                throw place.error(fmt::format("{} is in {} and in {}", geometry.cell_name(cell), owner, rule->where()));
            }
            owner = rule->where();
        }
        cages.push_back(std::move(rule));
    }
    return cages;
}

std::vector<RulePtr> read_thermometers(const json& value, const Geometry& geometry, int line) {
    const KeyPlace place(line, "thermos");
    if (!value.is_array()) throw place.error("expected a list of thermometers");
    std::vector<RulePtr> thermometers;
    for (std::size_t i = 0; i < value.size(); ++i) {
        const std::string item = fmt::format("thermometer {}", i + 1);
        const std::vector<Cell> cells = read_cell_list(value[i], geometry, place, item);
        if (auto problem = Thermometer::problem(geometry, cells)) throw place.error(*problem);
        thermometers.push_back(std::make_shared<Thermometer>(geometry, cells));
    }
    return thermometers;
}

json cell_names(const std::vector<Cell>& cells, const Geometry& geometry) {
    json names = json::array();
    for (const Cell cell : cells) names.push_back(geometry.cell_name(cell));
    return names;
}

}  // namespace

bool is_rule_key(std::string_view key) {
    return std::find(kRuleKeys.begin(), kRuleKeys.end(), key) != kRuleKeys.end();
}

bool has_rule_keys(const json& object) {
    return std::any_of(kRuleKeys.begin(), kRuleKeys.end(),
                       [&](std::string_view key) { return object.contains(std::string(key)); });
}

RuleList read_json_rules(const json& object, const Geometry& geometry, int line) {
    RuleList rules;
    if (const auto regions = object.find("regions"); regions != object.end()) {
        RulePtr rule = read_regions(*regions, geometry, line);
        rules = classic_rules(geometry);
        rules.back() = std::move(rule);  // the regions replace the boxes
    } else {
        rules = classic_rules(geometry);
    }
    if (const auto diagonals = object.find("diagonals"); diagonals != object.end()) {
        rules.push_back(read_diagonals(*diagonals, geometry, line));
    }
    if (const auto cages = object.find("cages"); cages != object.end()) {
        for (RulePtr& cage : read_cages(*cages, geometry, line)) rules.push_back(std::move(cage));
    }
    if (const auto thermos = object.find("thermos"); thermos != object.end()) {
        for (RulePtr& thermometer : read_thermometers(*thermos, geometry, line)) rules.push_back(std::move(thermometer));
    }
    return rules;
}

void write_json_rules(const RuleList& rules, const Geometry& geometry, json& object) {
    bool rows = false, columns = false, boxes = false, regions = false;
    std::optional<DiagonalKind> diagonals;
    json cages = json::array();
    json thermos = json::array();
    for (const RulePtr& rule : rules) {
        if (const auto* layout = dynamic_cast<const Regions*>(rule.get())) {
            regions = true;
            object["regions"] = layout->layout();
        } else if (const auto* diagonal = dynamic_cast<const Diagonals*>(rule.get())) {
            diagonals = diagonals && *diagonals != diagonal->kind() ? DiagonalKind::both : diagonal->kind();
        } else if (const auto* cage = dynamic_cast<const KillerCage*>(rule.get())) {
            json written = {{"cells", cell_names(cage->cells(), geometry)}};
            if (cage->sum()) written["sum"] = *cage->sum();
            cages.push_back(std::move(written));
        } else if (const auto* thermometer = dynamic_cast<const Thermometer*>(rule.get())) {
            thermos.push_back(cell_names(thermometer->cells(), geometry));
        } else if (dynamic_cast<const HouseRule*>(rule.get()) != nullptr && rule->name() == "rows") {
            rows = true;
        } else if (dynamic_cast<const HouseRule*>(rule.get()) != nullptr && rule->name() == "columns") {
            columns = true;
        } else if (dynamic_cast<const HouseRule*>(rule.get()) != nullptr && rule->name() == "boxes") {
            boxes = true;
        } else {
            throw std::invalid_argument("write_json: rule '" + std::string(rule->name()) + "' has no JSON form");
        }
    }
    if (!rows || !columns || boxes == regions) {
        throw std::invalid_argument("write_json: the JSON form needs rows, columns and either boxes or regions");
    }
    if (diagonals) object["diagonals"] = std::string(diagonal_kind_name(*diagonals));
    if (!cages.empty()) object["cages"] = std::move(cages);
    if (!thermos.empty()) object["thermos"] = std::move(thermos);
}

}  // namespace gridforge::format_detail
