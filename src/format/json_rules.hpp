#pragma once
/// \file
/// The rule keys of the JSON form (docs/formats.md, one docs/rules/<rule>.md per kind): each rule
/// kind of the registry (src/rules/rule_kind.hpp) reads its keys, with messages naming the key,
/// the item and the cell; each rule writes itself back (Rule::write_json).

#include <string_view>

#include <nlohmann/json.hpp>

#include "gridforge/geometry.hpp"
#include "gridforge/rule.hpp"

namespace gridforge::format_detail {

/// Whether `key` is read by some rule kind of the registry.
bool is_rule_key(std::string_view key);

/// Whether `object` holds any rule key.
bool has_rule_keys(const nlohmann::json& object);

/// The rule list of `object` on a board of `geometry`: rows, columns, the boxes (or the regions of
/// "regions"), then the rules of every kind whose keys are present, in registry order. Throws InputError at `line` naming the key and, where there is one, the cage,
/// thermometer or cell: "JSON key 'cages': cage at r1c1: 2 cells cannot sum to 18",
/// "JSON key 'thermos': thermometer 2: r10c1 is outside the 9x9 board",
/// "JSON key 'cages': r1c2 is in cage at r1c1 and in cage at r1c2",
/// "JSON key 'regions': region '3' is not connected: r1c7 and r5c5 are apart".
RuleList read_json_rules(const nlohmann::json& object, const Geometry& geometry, int line);

/// Adds to `object` the rule keys that state `rules` (each rule's write_json); nothing for the
/// classic list. Throws std::invalid_argument naming a rule the JSON form cannot state (a rule of
/// the API user's own), or for a list without rows, columns and either boxes or regions.
void write_json_rules(const RuleList& rules, const Geometry& geometry, nlohmann::json& object);

/// Whether `regions` (one character per cell, the "regions" key's shape) groups the cells exactly as
/// the boxes of `geometry` do, whatever the characters: a reader then leaves the key out, for such a
/// puzzle is classic, not a jigsaw.
bool regions_are_boxes(std::string_view regions, const Geometry& geometry);

}  // namespace gridforge::format_detail
