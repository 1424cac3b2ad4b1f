// The generator's decorators of jigsaw, x, killer and thermo (decorations.hpp).
#include "generate/decorations.hpp"

#include <algorithm>
#include <memory>

#include "generate/steps.hpp"
#include "gridforge/variants.hpp"

namespace gridforge {

void decorate_jigsaw(Decoration& decoration) {
    std::uint64_t draws = 0;
    const Symmetry symmetry = decoration.recipe.symmetry;
    std::string layout;
    if (decoration.solution == nullptr) {
        layout = random_jigsaw_layout(decoration.geometry, decoration.rng, draws, symmetry);
    } else {
        auto cut = jigsaw_layout_over_grid(decoration.geometry, *decoration.solution, decoration.rng, draws);
        if (!cut) throw generate_detail::AttemptFailed{};
        layout = std::move(*cut);
    }
    RulePtr regions = std::make_shared<Regions>(decoration.geometry, layout);
    RuleList& rules = decoration.rules;
    const auto boxes = std::find_if(rules.begin(), rules.end(), [](const RulePtr& rule) { return rule->name() == "boxes"; });
    if (boxes != rules.end()) {
        *boxes = std::move(regions);
    } else {
        rules.push_back(std::move(regions));
    }
}

bool jigsaw_cuts_over_fill(const VariantRecipe& recipe) {
    return recipe.symmetry != Symmetry::rotate180 && recipe.symmetry != Symmetry::rotate90;
}

void decorate_x(Decoration& decoration) {
    decoration.rules.push_back(std::make_shared<Diagonals>(decoration.geometry, DiagonalKind::both));
}

void decorate_killer(Decoration& decoration) {
    const VariantRecipe& recipe = decoration.recipe;
    const Grid& solution = *decoration.solution;
    auto cages = grow_cages(decoration.geometry, solution, decoration.rng, recipe.max_cage, recipe.lone_cages,
                            recipe.symmetry);
    // No layout keeps the lone cells within the limit on this grid: the attempt draws another.
    if (!cages) throw generate_detail::AttemptFailed{};
    for (auto& cells : *cages) {
        const int sum = cage_sum(solution, cells);
        decoration.rules.push_back(std::make_shared<KillerCage>(decoration.geometry, std::move(cells), sum));
    }
}

void decorate_thermo(Decoration& decoration) {
    const VariantRecipe& recipe = decoration.recipe;
    for (auto& cells : lay_thermometers(decoration.geometry, *decoration.solution, decoration.rng, recipe.thermos,
                                        recipe.thermo_length)) {
        decoration.rules.push_back(std::make_shared<Thermometer>(decoration.geometry, std::move(cells)));
    }
}

}  // namespace gridforge
