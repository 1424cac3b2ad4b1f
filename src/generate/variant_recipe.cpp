#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>

#include "gridforge/generate_variants.hpp"

namespace gridforge {
namespace {

constexpr std::array<std::string_view, 4> kStepNames{"x", "jigsaw", "killer", "thermo"};

std::string known_names() {
    std::string names;
    for (std::string_view name : kStepNames) names += (names.empty() ? "" : ", ") + std::string(name);
    return names;
}

}  // namespace

std::string_view variant_step_name(VariantStep step) { return kStepNames[static_cast<std::size_t>(step)]; }

std::vector<VariantStep> parse_variant_list(std::string_view text) {
    std::vector<VariantStep> steps;
    if (text == "classic") return steps;
    std::size_t start = 0;
    for (;;) {
        const std::size_t comma = text.find(',', start);
        const std::string_view name = text.substr(start, comma == std::string_view::npos ? text.npos : comma - start);
        if (name.empty()) throw std::invalid_argument("empty variant name in '" + std::string(text) + "'");
        const auto known = std::find(kStepNames.begin(), kStepNames.end(), name);
        if (known == kStepNames.end()) {
            throw std::invalid_argument("unknown variant '" + std::string(name) + "' (variants: " + known_names() +
                                        ", or a comma list of them)");
        }
        const auto step = static_cast<VariantStep>(known - kStepNames.begin());
        if (std::find(steps.begin(), steps.end(), step) != steps.end()) {
            throw std::invalid_argument("variant '" + std::string(name) + "' appears twice");
        }
        steps.push_back(step);
        if (comma == std::string_view::npos) return steps;
        start = comma + 1;
    }
}

std::string variant_list_name(const std::vector<VariantStep>& steps) {
    if (steps.empty()) return "classic";
    std::string name;
    for (VariantStep step : steps) name += (name.empty() ? "" : ",") + std::string(variant_step_name(step));
    return name;
}

bool VariantRecipe::has(VariantStep step) const { return std::find(steps.begin(), steps.end(), step) != steps.end(); }

}  // namespace gridforge
