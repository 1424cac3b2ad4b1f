// Recipe names come from the registry of rule kinds (src/rules/registry.cpp): a kind with a
// non-empty `recipe` is a --variant name, so a new rule joins the generator by registering.
#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>

#include "gridforge/generate.hpp"
#include "gridforge/generate_variants.hpp"
#include "rules/rule_kind.hpp"

namespace gridforge {
namespace {

std::string known_names() {
    std::string names;
    for (const std::string& name : variant_names()) names += (names.empty() ? "" : ", ") + name;
    return names;
}

}  // namespace

std::vector<std::string> variant_names() {
    std::vector<std::string> names;
    for (const RuleKind* kind : rule_kinds()) {
        if (!kind->recipe.empty()) names.emplace_back(kind->recipe);
    }
    return names;
}

std::vector<std::string> parse_variant_list(std::string_view text) {
    std::vector<std::string> steps;
    if (text == "classic") return steps;
    std::size_t start = 0;
    for (;;) {
        const std::size_t comma = text.find(',', start);
        const std::string_view name = text.substr(start, comma == std::string_view::npos ? text.npos : comma - start);
        if (name.empty()) throw std::invalid_argument("empty variant name in '" + std::string(text) + "'");
        if (find_recipe(name) == nullptr) {
            throw std::invalid_argument("unknown variant '" + std::string(name) + "' (variants: " + known_names() +
                                        ", or a comma list of them)");
        }
        if (std::find(steps.begin(), steps.end(), name) != steps.end()) {
            throw std::invalid_argument("variant '" + std::string(name) + "' appears twice");
        }
        steps.emplace_back(name);
        if (comma == std::string_view::npos) return steps;
        start = comma + 1;
    }
}

std::string variant_list_name(const std::vector<std::string>& steps) {
    if (steps.empty()) return "classic";
    std::string name;
    for (const std::string& step : steps) name += (name.empty() ? "" : ",") + step;
    return name;
}

bool VariantRecipe::has(std::string_view step) const {
    return std::find(steps.begin(), steps.end(), step) != steps.end();
}

std::vector<std::string_view> step_knob_names() { return {"givens", "max_cage", "lone_cages", "thermos", "thermo_length"}; }

std::optional<std::string> unused_knob_reason(const VariantRecipe& recipe, std::string_view name,
                                              std::string_view variant_setting) {
    const std::string setting(variant_setting);
    if (name == "givens" && recipe.steps.empty()) {
        return "classic puzzles ignore it (digging goes on while the puzzle stays unique and within the level); "
               "it serves " + setting;
    }
    if ((name == "max_cage" || name == "lone_cages") && !recipe.has("killer")) {
        return "it shapes killer cages: add killer to " + setting;
    }
    if ((name == "thermos" || name == "thermo_length") && !recipe.has("thermo")) {
        return "it lays thermometers: add thermo to " + setting;
    }
    return std::nullopt;
}

}  // namespace gridforge
