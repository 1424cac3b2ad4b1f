// Locked candidates (HoDoKu "Locked Candidates Type 1 (Pointing)" and "Type 2 (Claiming)";
// Sudoku Explainer "Pointing", "Claiming"), in house terms: when every place of a digit in house A
// lies in A's intersection with house B, the digit goes in that intersection, so it leaves the
// rest of B. Pointing: A is a block (box, region, diagonal, any house not a row or column);
// claiming: A is a row or column and B a block.
#include <algorithm>

#include "logic/techniques.hpp"
#include "logic/wording.hpp"

namespace gridforge::logic_detail {
namespace {

std::optional<Step> find_locked(const LogicState& state, bool pointing) {
    const LogicTables& tables = state.tables();
    for (const LogicTables::Intersection& x : tables.intersections) {
        const bool a_is_block = !is_line(tables.kinds[static_cast<std::size_t>(x.a)]);
        const bool b_is_block = !is_line(tables.kinds[static_cast<std::size_t>(x.b)]);
        // Pointing: A is a block (box, region, diagonal), B any house; claiming: A is a row or column, B a block.
        if (pointing ? !a_is_block : (a_is_block || !b_is_block)) continue;
        const DigitSet missing = state.geometry().all_digits() - placed_in(state, x.a);
        for (Digit digit : missing) {
            const std::vector<Cell> in_a = places(state, x.a, digit);
            if (in_a.size() < 2) continue;
            const bool locked = std::all_of(in_a.begin(), in_a.end(), [&](Cell c) {
                return std::find(x.cells.begin(), x.cells.end(), c) != x.cells.end();
            });
            if (!locked) continue;
            Step step;
            step.technique = pointing ? TechniqueId::locked_pointing : TechniqueId::locked_claiming;
            for (Cell cell : places(state, x.b, digit)) {
                if (std::find(x.cells.begin(), x.cells.end(), cell) == x.cells.end()) step.eliminations.push_back({cell, digit});
            }
            tidy(step, state);
            if (step.eliminations.empty()) continue;
            step.cells = in_a;
            step.houses = {x.a, x.b};
            for (Cell c : in_a) step.pattern.push_back({c, digit});
            const std::string b_name = house_text(state, x.b);
            step.text = std::string(technique_name(step.technique)) + ": " + in_house_text(state, x.a) + " the digit " +
                        digit_text(digit) + " lies only " + in_house_text(state, x.b) + " (" + wording::cells(state.geometry(), in_a) + "), so the rest of " +
                        b_name + " cannot hold it: " + wording::removal(state.geometry(), step.eliminations) + ".";
            return step;
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<Step> find_pointing(const LogicState& state) { return find_locked(state, true); }
std::optional<Step> find_claiming(const LogicState& state) { return find_locked(state, false); }

}  // namespace gridforge::logic_detail
