// Rule elimination: a non-house rule (killer cage, thermometer) narrows candidates through its
// own Rule::prune; the step reports what it removed.
#include "logic/techniques.hpp"

namespace gridforge::logic_detail {

std::optional<Step> find_rule_elimination(const LogicState& state) {
    for (const Rule* rule : state.puzzle().topology().extra_rules) {
        Candidates narrowed = state.all_candidates();
        if (rule->prune(narrowed) != PruneResult::changed) continue;
        Step step;
        step.technique = TechniqueId::rule_elimination;
        for (Cell cell = 0; cell < state.cell_count(); ++cell) {
            if (!state.empty_at(cell)) continue;
            const DigitSet removed = state.candidates(cell) - narrowed[static_cast<std::size_t>(cell)];
            for (Digit digit : removed) step.eliminations.push_back({cell, digit});
            if (!removed.empty()) step.cells.push_back(cell);
        }
        tidy(step, state);
        if (step.eliminations.empty()) continue;
        step.text = "Rule elimination: the " + std::string(rule->name()) + " rule removes " +
                    elimination_list(state.geometry(), step.eliminations) + ".";
        return step;
    }
    return std::nullopt;
}

}  // namespace gridforge::logic_detail
