// Killer pairs and triples (killer guides, e.g. sudokuwiki.org's "Killer pairs"; a naked subset
// whose members may be cages): in a house, k disjoint parts (k = 2 or 3) that each must hold a
// digit of a k-digit set — a cage whose every digit set left meets it and whose cells able to
// take those digits all lie in the house, or a cell of the house with candidates only from it —
// hold the k digits between them (the house has one of each), so the house's other cells hold
// none. At least one part is a cage; cells alone are a naked subset (subsets.cpp).
#include <algorithm>

#include "logic/techniques.hpp"
#include "logic/wording.hpp"
#include "rules/killer_logic.hpp"

namespace gridforge::killer_detail {
namespace {

/// One part: a cage (index into the cages) or a cell.
struct Part {
    int cage = -1;
    Cell cell = -1;
    std::vector<Cell> cells;  ///< the cage's cells, or the cell
};

}  // namespace

namespace {

/// The parts of `house` that must hold a digit of `digits`: cages first, then cells.
std::vector<Part> parts_of(const LogicState& state, const House& house, DigitSet digits, const std::vector<const KillerCage*>& cages,
                           const std::vector<std::vector<DigitSet>>& live, std::size_t& cage_parts) {
    const auto in_house = [&](Cell c) { return std::find(house.cells.begin(), house.cells.end(), c) != house.cells.end(); };
    std::vector<Part> parts;
    for (std::size_t k = 0; k < cages.size(); ++k) {
        if (live[k].empty()) continue;
        if (!std::all_of(live[k].begin(), live[k].end(), [&](DigitSet set) { return !(set & digits).empty(); })) continue;
        bool inside = true;
        bool any = false;
        for (Cell c : cages[k]->cells()) {
            const DigitSet here = state.empty_at(c) ? state.candidates(c) : DigitSet::of(state.value(c));
            if ((here & digits).empty()) continue;
            if (!state.empty_at(c) || !in_house(c)) inside = false;
            any = true;
        }
        if (inside && any) parts.push_back(Part{static_cast<int>(k), -1, cages[k]->cells()});
    }
    cage_parts = parts.size();
    if (parts.empty()) return parts;
    for (Cell c : house.cells) {
        if (state.empty_at(c) && (state.candidates(c) - digits).empty()) parts.push_back(Part{-1, c, {c}});
    }
    return parts;
}

bool overlap(const Part& a, const Part& b) {
    return std::any_of(b.cells.begin(), b.cells.end(), [&](Cell c) { return std::find(a.cells.begin(), a.cells.end(), c) != a.cells.end(); });
}

}  // namespace

std::optional<Step> find_killer_pair(const LogicState& state, const std::vector<const KillerCage*>& cages) {
    if (cages.empty()) return std::nullopt;
    const Geometry& g = state.geometry();
    std::vector<std::vector<DigitSet>> live(cages.size());
    for (std::size_t k = 0; k < cages.size(); ++k) {
        if (cages[k]->sum() && cages[k]->cells().size() > 1) live[k] = live_combinations(state, cages[k]->cells(), cages[k]->combinations());
    }
    const auto& houses = state.houses();
    // Pairs in every house first, then triples: the smaller pattern is the easier to see.
    for (int size = 2; size <= 3; ++size) {
        for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
            const House& house = houses[static_cast<std::size_t>(h)];
            std::vector<Digit> open;
            for (Digit d : DigitSet::all(state.size()) - logic_detail::placed_in(state, h)) open.push_back(d);
            std::optional<Step> found;
            logic_detail::combinations(static_cast<int>(open.size()), size, [&](const std::vector<int>& pick) {
                DigitSet digits;
                for (int i : pick) digits.insert(open[static_cast<std::size_t>(i)]);
                std::size_t cage_parts = 0;
                const std::vector<Part> parts = parts_of(state, house, digits, cages, live, cage_parts);
                if (cage_parts == 0 || static_cast<int>(parts.size()) < size) return false;
                return logic_detail::combinations(static_cast<int>(parts.size()), size, [&](const std::vector<int>& chosen) {
                    if (static_cast<std::size_t>(chosen.front()) >= cage_parts) return false;  // at least one cage
                    std::vector<const Part*> picked;
                    for (int i : chosen) {
                        const Part& part = parts[static_cast<std::size_t>(i)];
                        if (std::any_of(picked.begin(), picked.end(), [&](const Part* other) { return overlap(*other, part); })) return false;
                        picked.push_back(&part);
                    }
                    Step step;
                    step.technique = TechniqueId::killer_pair;
                    for (Cell c : house.cells) {
                        if (!state.empty_at(c)) continue;
                        if (std::any_of(picked.begin(), picked.end(), [&](const Part* part) {
                                return std::find(part->cells.begin(), part->cells.end(), c) != part->cells.end();
                            })) {
                            continue;
                        }
                        for (Digit d : state.candidates(c) & digits) step.eliminations.push_back({c, d});
                    }
                    logic_detail::tidy(step, state);
                    if (step.eliminations.empty()) return false;
                    step.houses = {h};
                    std::vector<std::string> described;
                    for (const Part* part : picked) {
                        step.cells.insert(step.cells.end(), part->cells.begin(), part->cells.end());
                        if (part->cage < 0) {
                            described.push_back(g.cell_name(part->cell) + " can only be " + wording::digits(state.candidates(part->cell), "or"));
                        } else {
                            const KillerCage& cage = *cages[static_cast<std::size_t>(part->cage)];
                            described.push_back(wording::cage(cage.cells().size(), cage.where()) + " (sum " + std::to_string(*cage.sum()) +
                                                ") can hold only " + sets_text(live[static_cast<std::size_t>(part->cage)]));
                        }
                    }
                    const std::string name = size == 2 ? "Killer pair: " : "Killer triple: ";
                    step.text = name + logic_detail::in_house_text(state, h) + " " + wording::join(described) + ": each holds " +
                                wording::digits(digits, "or") + " there, so between them they hold " + (size == 2 ? "both" : "all three") +
                                " and the rest of " + logic_detail::house_text(state, h) + (size == 2 ? " neither: " : " none: ") +
                                wording::removal(g, step.eliminations) + ".";
                    found = std::move(step);
                    return true;
                });
            });
            if (found) return found;
        }
    }
    return std::nullopt;
}

}  // namespace gridforge::killer_detail
