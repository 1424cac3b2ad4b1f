#pragma once
/// \file
/// The rule keys of the JSON form (FORMAT.md): "regions", "diagonals", "cages", "thermos" —
/// read into rules (variants.hpp) with messages naming the key and the cell, and written back.

#include <string_view>

#include <nlohmann/json.hpp>

#include "gridforge/geometry.hpp"
#include "gridforge/rule.hpp"

namespace gridforge::format_detail {

/// Whether `key` is one of the rule keys FORMAT.md defines.
bool is_rule_key(std::string_view key);

/// Whether `object` holds any rule key.
bool has_rule_keys(const nlohmann::json& object);

/// The rule list of `object` on a board of `geometry`: rows, columns, then the boxes or the
/// regions of "regions", then the diagonals, one KillerCage per cage and one Thermometer per
/// thermometer. Throws InputError at `line` naming the key and, where there is one, the cage,
/// thermometer or cell: "JSON key 'cages': cage at r1c1: 2 cells cannot sum to 18",
/// "JSON key 'thermos': thermometer 2: r10c1 is outside the 9x9 board",
/// "JSON key 'cages': r1c2 is in cage at r1c1 and in cage at r1c2",
/// "JSON key 'regions': region '3' is not connected: r1c7 and r5c5 are apart".
RuleList read_json_rules(const nlohmann::json& object, const Geometry& geometry, int line);

/// Adds to `object` the rule keys that state `rules`; nothing for the classic list. Throws
/// std::invalid_argument naming a rule the JSON form cannot state (a rule of the API user's own,
/// or a list without rows, columns and either boxes or regions).
void write_json_rules(const RuleList& rules, const Geometry& geometry, nlohmann::json& object);

}  // namespace gridforge::format_detail
