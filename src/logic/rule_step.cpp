// Rule elimination: a non-house rule without a named technique (a cage without a sum, any rule
// added later) narrows candidates through its own Rule::prune; the step reports what it removed.
#include "gridforge/rule.hpp"
#include "logic/techniques.hpp"
#include "logic/wording.hpp"

namespace gridforge::logic_detail {

std::vector<Candidate> rule_eliminations(const LogicState& state, const Rule& rule) {
    Candidates narrowed = state.all_candidates();
    std::vector<Candidate> out;
    if (rule.prune(narrowed) != PruneResult::changed) return out;
    for (Cell cell = 0; cell < state.cell_count(); ++cell) {
        if (!state.empty_at(cell)) continue;
        for (Digit digit : state.candidates(cell) - narrowed[static_cast<std::size_t>(cell)]) out.push_back({cell, digit});
    }
    return out;
}

std::optional<Step> find_rule_elimination(const LogicState& state) {
    for (const Rule* rule : state.puzzle().topology().extra_rules) {
        Step step;
        step.technique = TechniqueId::rule_elimination;
        step.eliminations = rule_eliminations(state, *rule);
        tidy(step, state);
        if (step.eliminations.empty()) continue;
        for (const Candidate& c : step.eliminations) {
            if (step.cells.empty() || step.cells.back() != c.cell) step.cells.push_back(c.cell);
        }
        // A rule that names its place ("cage at r1c1") is named by it, any other by its kind.
        const std::string label = rule->label();
        const std::string by = label != rule->name() ? "the rule of the " + label : "the " + label + " rule";
        step.text = "Rule elimination: " + by + " forbids these candidates: " +
                    wording::removal(state.geometry(), step.eliminations) + ".";
        return step;
    }
    return std::nullopt;
}

}  // namespace gridforge::logic_detail
