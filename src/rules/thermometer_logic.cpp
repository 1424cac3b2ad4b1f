// Thermometer::find_step: thermometer bounds, written per cell. Digits rise from the bulb, so each
// cell lies above the smallest candidate of the cell before it and below the largest candidate of
// the cell after it (the rule's own prune, thermometer.cpp); the step says the range each changed
// cell is left with — "r4c8 is 5-7" — as a player writes it beside the cell.
#include "gridforge/variants.hpp"
#include "logic/techniques.hpp"
#include "logic/wording.hpp"

namespace gridforge {
namespace {

/// "5-7", or "5" when one digit is left.
std::string range_text(DigitSet digits) {
    Digit high = digits.lowest();
    for (Digit d : digits) high = d;
    const std::string low = logic_detail::digit_text(digits.lowest());
    return high == digits.lowest() ? low : low + "-" + logic_detail::digit_text(high);
}

}  // namespace

std::optional<Step> Thermometer::find_step(TechniqueId technique, const LogicState& state) const {
    if (technique != TechniqueId::thermometer_bounds) return std::nullopt;
    const Geometry& g = state.geometry();
    Step step;
    step.technique = TechniqueId::thermometer_bounds;
    step.eliminations = logic_detail::rule_eliminations(state, *this);
    logic_detail::tidy(step, state);
    if (step.eliminations.empty()) return std::nullopt;
    step.cells = cells_;
    // Each changed cell with what is left of it, in the thermometer's order.
    std::vector<std::string> ranges;
    for (Cell cell : cells_) {
        DigitSet left = state.candidates(cell);
        bool changed = false;
        for (const Candidate& c : step.eliminations) {
            if (c.cell != cell) continue;
            left.erase(c.digit);
            changed = true;
        }
        if (changed && !left.empty()) ranges.push_back(g.cell_name(cell) + " is " + range_text(left));
    }
    const std::string along = cells_.size() > 2 ? " through " + wording::cells(g, {cells_.begin() + 1, cells_.end() - 1}) + " to " + g.cell_name(cells_.back())
                                                : " to " + g.cell_name(cells_.back());
    step.text = "Thermometer bounds: digits rise along the thermometer from its bulb " + g.cell_name(cells_.front()) + along +
                ", each cell above the one before it and below the one after it, so " + wording::join(ranges) + ": " +
                wording::removal(g, step.eliminations) + ".";
    return step;
}

}  // namespace gridforge
