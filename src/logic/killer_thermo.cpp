// Named steps for the killer and thermo rules, each explaining what the rule's own pruning
// (Rule::prune, include/gridforge/variants.hpp) removes:
//  - Cage combinations (the killer "cage total" table; e.g. sudokuwiki.org "Killer Combinations"):
//    a cage with a sum holds one of the digit sets of cage_combinations(cells, sum, N); a set
//    survives when it holds the cage's placed digits and every empty cell keeps a candidate in it;
//    candidates in no surviving set leave the cage.
//  - Thermometer bounds: digits increase from the bulb, so each cell lies above the smallest
//    candidate of the cell before it and below the largest candidate of the cell after it.
#include "gridforge/variants.hpp"
#include "logic/techniques.hpp"
#include "logic/wording.hpp"

namespace gridforge::logic_detail {
namespace {

/// The cage's digit sets that survive the candidates (see the file comment).
std::vector<DigitSet> live_combinations(const LogicState& state, const KillerCage& cage) {
    std::vector<DigitSet> out;
    for (DigitSet set : cage.combinations()) {
        bool live = true;
        for (Cell c : cage.cells()) {
            if (!state.empty_at(c) ? !set.contains(state.value(c)) : (state.candidates(c) & set).empty()) live = false;
        }
        if (live) out.push_back(set);
    }
    return out;
}

}  // namespace

std::optional<Step> find_cage_combination(const LogicState& state) {
    const Geometry& g = state.geometry();
    for (const Rule* rule : state.puzzle().topology().extra_rules) {
        const auto* cage = dynamic_cast<const KillerCage*>(rule);
        if (cage == nullptr || !cage->sum()) continue;
        Step step;
        step.technique = TechniqueId::cage_combination;
        step.eliminations = rule_eliminations(state, *cage);
        tidy(step, state);
        if (step.eliminations.empty()) continue;
        step.cells = cage->cells();
        std::vector<std::string> sets;
        for (DigitSet set : live_combinations(state, *cage)) sets.push_back(digit_set_text(set));
        // A 1-cell cage is its sum: no combinations to speak of.
        const std::string can = cage->cells().size() == 1 ? "can only be " + std::to_string(*cage->sum())
                                : sets.empty()             ? "can hold no set of digits with its candidates"
                                                           : "can hold only " + wording::join(sets, "or") + " with its candidates";
        step.text = "Cage combinations: " + wording::cage(cage->cells().size(), cage->where()) + " (sum " +
                    std::to_string(*cage->sum()) + ") " + can + ", so " + wording::removal(g, step.eliminations) + ".";
        return step;
    }
    return std::nullopt;
}

std::optional<Step> find_thermometer_bounds(const LogicState& state) {
    const Geometry& g = state.geometry();
    for (const Rule* rule : state.puzzle().topology().extra_rules) {
        const auto* thermo = dynamic_cast<const Thermometer*>(rule);
        if (thermo == nullptr) continue;
        Step step;
        step.technique = TechniqueId::thermometer_bounds;
        step.eliminations = rule_eliminations(state, *thermo);
        tidy(step, state);
        if (step.eliminations.empty()) continue;
        step.cells = thermo->cells();
        const std::vector<Cell>& tube = thermo->cells();
        const std::string along = tube.size() > 2
                                      ? " through " + wording::cells(g, {tube.begin() + 1, tube.end() - 1}) + " to " + g.cell_name(tube.back())
                                      : " to " + g.cell_name(tube.back());
        step.text = "Thermometer bounds: digits rise along the thermometer from its bulb " + g.cell_name(tube.front()) + along + ", so each cell is above the smallest candidate of the cell before it and below the largest "
                    "of the cell after it: " + wording::removal(g, step.eliminations) + ".";
        return step;
    }
    return std::nullopt;
}

}  // namespace gridforge::logic_detail
