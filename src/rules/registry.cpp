// The registry of rule kinds and the JSON readers they share (rule_kind.hpp).
#include <algorithm>
#include <cctype>
#include <cstdint>

#include <fmt/format.h>

#include "gridforge/input_error.hpp"
#include "gridforge/puzzle.hpp"
#include "rules/rule_kind.hpp"

namespace gridforge {

// One declaration per kind, defined in the kind's rule file.
const RuleKind& regions_kind();
const RuleKind& diagonals_kind();
const RuleKind& killer_cage_kind();
const RuleKind& thermometer_kind();
const RuleKind& arrow_kind();
const RuleKind& kropki_kind();
const RuleKind& xv_kind();
const RuleKind& anti_knight_kind();
const RuleKind& anti_king_kind();
const RuleKind& non_consecutive_kind();
const RuleKind& extra_regions_kind();
const RuleKind& even_odd_kind();
const RuleKind& sandwich_kind();
const RuleKind& little_killer_kind();

namespace {

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

}  // namespace

void JsonPlace::fail(std::string_view reason) const {
    throw InputError(line_, fmt::format("JSON key '{}': {}", key_, reason));
}

Cell JsonPlace::cell(const nlohmann::json& value, const Geometry& geometry, std::string_view item) const {
    const int size = geometry.size();
    if (!value.is_string()) fail(fmt::format("{}: {} is not a cell name (r1c1 .. r{}c{})", item, value.dump(), size, size));
    const auto& text = value.get_ref<const std::string&>();
    if (!looks_like_cell_name(text)) fail(fmt::format("{}: '{}' is not a cell name (r1c1 .. r{}c{})", item, text, size, size));
    const std::optional<Cell> found = geometry.parse_cell_name(text);
    if (!found) fail(fmt::format("{}: {} is outside the {}x{} board", item, text, size, size));
    return *found;
}

std::vector<Cell> JsonPlace::cells(const nlohmann::json& value, const Geometry& geometry, std::string_view item) const {
    if (!value.is_array() || value.empty()) fail(fmt::format("{}: expected a non-empty list of cell names", item));
    std::vector<Cell> out;
    for (const nlohmann::json& name : value) out.push_back(cell(name, geometry, item));
    return out;
}

int JsonPlace::integer(const nlohmann::json& value, int low, int high, std::string_view item, std::string_view what) const {
    if (!value.is_number_integer()) fail(fmt::format("{}: {} must be a whole number", item, what));
    // nlohmann keeps non-negative integers unsigned: compare in the widest types, never cast first.
    const bool in_range = value.is_number_unsigned()
                              ? high >= 0 && value.get<std::uint64_t>() <= static_cast<std::uint64_t>(high) &&
                                    (low <= 0 || value.get<std::uint64_t>() >= static_cast<std::uint64_t>(low))
                              : value.get<std::int64_t>() >= low && value.get<std::int64_t>() <= high;
    if (!in_range) fail(fmt::format("{}: {} {} is outside {}..{}", item, what, value.dump(), low, high));
    return static_cast<int>(value.get<std::int64_t>());
}

const std::vector<const RuleKind*>& rule_kinds() {
    // One line per kind; the order is the JSON reader's (regions first: they replace the boxes).
    static const std::vector<const RuleKind*> kinds{
        &regions_kind(),
        &diagonals_kind(),
        &killer_cage_kind(),
        &thermometer_kind(),
        &arrow_kind(),
        &kropki_kind(),
        &xv_kind(),
        &anti_knight_kind(),
        &anti_king_kind(),
        &non_consecutive_kind(),
        &extra_regions_kind(),
        &even_odd_kind(),
        &sandwich_kind(),
        &little_killer_kind(),
    };
    return kinds;
}

std::vector<std::string> variant_recipes(const Puzzle& puzzle) {
    const Geometry& geometry = puzzle.geometry();
    nlohmann::json written = nlohmann::json::object();
    bool boxes = false;
    for (const RulePtr& rule : puzzle.rules()) {
        rule->write_json(written, geometry);
        for (const House& house : rule->houses()) boxes = boxes || house.kind == HouseKind::box;
    }
    std::vector<std::string> recipes;
    if (boxes) recipes.emplace_back("classic");
    for (const RuleKind* kind : rule_kinds()) {
        if (kind->recipe.empty()) continue;
        const bool keyed = std::any_of(kind->json_keys.begin(), kind->json_keys.end(),
                                       [&](std::string_view key) { return written.contains(key); });
        if (!keyed) continue;
        // A key two kinds share ("negative") names a kind only when its reader makes a rule of it.
        const RuleList before = classic_rules(geometry);
        RuleList read = before;
        kind->read_json(written, geometry, 0, read);
        if (read.size() != before.size() || !std::equal(read.begin(), read.end(), before.begin())) {
            recipes.emplace_back(kind->recipe);
        }
    }
    return recipes;
}

const RuleKind* find_recipe(std::string_view name) {
    const auto& kinds = rule_kinds();
    const auto found = std::find_if(kinds.begin(), kinds.end(), [&](const RuleKind* kind) { return !kind->recipe.empty() && kind->recipe == name; });
    return found == kinds.end() ? nullptr : *found;
}

}  // namespace gridforge
