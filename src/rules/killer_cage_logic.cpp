// KillerCage::find_step: the killer techniques, and the two that read one cage.
//  - Cage combinations (the killer "cage total" table; e.g. sudokuwiki.org "Killer Combinations"):
//    a cage with a sum holds one of the digit sets of cage_combinations(cells, sum, N); what the
//    cage's own prune removes (candidates in no set that fits, a digit every set needs placed in
//    its only cell) is said with the sets left.
//  - Hidden cage (killer guides: "a digit the cage must contain"): a digit every set left needs is
//    in the cage; when every cell of the cage that can hold it sees a cell outside the cage, that
//    cell cannot hold it (a cage inside a row: the rest of the row).
// The puzzle-wide techniques live in killer_groups.cpp (innies and outies), killer_split.cpp
// (cage splitting) and killer_pair.cpp (killer pairs).
#include <algorithm>
#include <functional>

#include "gridforge/variants.hpp"
#include "logic/techniques.hpp"
#include "logic/wording.hpp"
#include "rules/killer_logic.hpp"

namespace gridforge {
namespace killer_detail {

std::vector<const KillerCage*> cages_of(const Puzzle& puzzle) {
    std::vector<const KillerCage*> out;
    for (const RulePtr& rule : puzzle.rules()) {
        // The cage's own type, asked in the cage's own files: the one place that may.
        if (const auto* cage = dynamic_cast<const KillerCage*>(rule.get())) out.push_back(cage);
    }
    return out;
}

std::vector<DigitSet> live_combinations(const LogicState& state, const std::vector<Cell>& cells,
                                        const std::vector<DigitSet>& combinations) {
    std::vector<DigitSet> out;
    std::vector<DigitSet> options(cells.size());
    for (std::size_t i = 0; i < cells.size(); ++i) {
        options[i] = state.empty_at(cells[i]) ? state.candidates(cells[i]) : DigitSet::of(state.value(cells[i]));
    }
    // Cells with fewer options first: the matching search fails sooner.
    std::vector<std::size_t> order(cells.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return options[a].size() < options[b].size(); });
    const std::function<bool(std::size_t, DigitSet)> match = [&](std::size_t k, DigitSet left) {
        if (k == order.size()) return true;
        for (Digit d : options[order[k]] & left) {
            if (match(k + 1, left - DigitSet::of(d))) return true;
        }
        return false;
    };
    for (DigitSet combination : combinations) {
        if (match(0, combination)) out.push_back(combination);
    }
    return out;
}

std::vector<DigitSet> filling_support(const LogicState& state, const std::vector<Cell>& cells, const std::vector<DigitSet>& live) {
    std::vector<DigitSet> options(cells.size());
    for (std::size_t i = 0; i < cells.size(); ++i) {
        options[i] = state.empty_at(cells[i]) ? state.candidates(cells[i]) : DigitSet::of(state.value(cells[i]));
    }
    std::vector<DigitSet> support(cells.size());
    std::size_t fixed = 0;  // the cell whose digit is chosen first
    const std::function<bool(std::size_t, DigitSet)> match = [&](std::size_t k, DigitSet left) {
        if (k == cells.size()) return true;
        if (k == fixed) return match(k + 1, left);
        for (Digit d : options[k] & left) {
            if (match(k + 1, left - DigitSet::of(d))) return true;
        }
        return false;
    };
    for (DigitSet set : live) {
        for (fixed = 0; fixed < cells.size(); ++fixed) {
            for (Digit d : options[fixed] & set) {
                if (!support[fixed].contains(d) && match(0, set - DigitSet::of(d))) support[fixed].insert(d);
            }
        }
    }
    return support;
}

DigitSet common_digits(const std::vector<DigitSet>& sets) {
    if (sets.empty()) return {};
    DigitSet common = sets.front();
    for (DigitSet set : sets) common = common & set;
    return common;
}

std::string sets_text(const std::vector<DigitSet>& sets) {
    std::vector<std::string> items;
    for (DigitSet set : sets) items.push_back(logic_detail::digit_set_text(set));
    return wording::join(items, "or");
}

std::vector<Cell> places_in(const LogicState& state, const std::vector<Cell>& cells, Digit digit) {
    std::vector<Cell> out;
    for (Cell c : cells) {
        if (state.empty_at(c) && state.candidates(c).contains(digit)) out.push_back(c);
    }
    return out;
}

std::vector<int> common_houses(const LogicState& state, const std::vector<Cell>& cells) {
    std::vector<int> out;
    if (cells.empty()) return out;
    for (int h : state.puzzle().topology().houses_of_cell[static_cast<std::size_t>(cells.front())]) {
        const auto& members = state.houses()[static_cast<std::size_t>(h)].cells;
        if (std::all_of(cells.begin(), cells.end(), [&](Cell c) { return std::find(members.begin(), members.end(), c) != members.end(); })) {
            out.push_back(h);
        }
    }
    return out;
}

std::optional<std::vector<int>> cage_index(const LogicState& state, const std::vector<const KillerCage*>& cages) {
    std::vector<int> cage_of(static_cast<std::size_t>(state.cell_count()), -1);
    for (std::size_t i = 0; i < cages.size(); ++i) {
        for (Cell c : cages[i]->cells()) {
            if (cage_of[static_cast<std::size_t>(c)] >= 0) return std::nullopt;
            cage_of[static_cast<std::size_t>(c)] = static_cast<int>(i);
        }
    }
    return cage_of;
}

}  // namespace killer_detail

namespace {

using killer_detail::cages_of;
using killer_detail::common_digits;
using killer_detail::common_houses;
using killer_detail::filling_support;
using killer_detail::find_cage_split;
using killer_detail::find_innies_outies;
using killer_detail::find_killer_pair;
using killer_detail::live_combinations;
using killer_detail::places_in;
using killer_detail::sets_text;

std::optional<Step> find_cage_combination(const KillerCage& cage, const LogicState& state) {
    if (!cage.sum()) return std::nullopt;
    const Geometry& g = state.geometry();
    Step step;
    step.technique = TechniqueId::cage_combination;
    // The rule's prune first (so the generic rule elimination never speaks for a cage), then
    // what the exact filling test adds: a candidate no filling of the cage puts in its cell.
    step.eliminations = logic_detail::rule_eliminations(state, cage);
    const std::vector<DigitSet> live = live_combinations(state, cage.cells(), cage.combinations());
    const std::vector<DigitSet> support = filling_support(state, cage.cells(), live);
    bool fitting = false;  // some candidate lies in a live set but in no filling
    DigitSet any;
    for (DigitSet set : live) any = any | set;
    for (std::size_t i = 0; i < cage.cells().size() && !live.empty(); ++i) {  // no set left: a contradiction, not a step
        const Cell c = cage.cells()[i];
        if (!state.empty_at(c)) continue;
        for (Digit d : state.candidates(c) - support[i]) {
            step.eliminations.push_back({c, d});
            fitting = fitting || any.contains(d);
        }
    }
    logic_detail::tidy(step, state);
    if (step.eliminations.empty()) return std::nullopt;
    step.cells = cage.cells();
    std::string can;
    if (cage.cells().size() == 1) {
        can = "can only be " + std::to_string(*cage.sum());  // a 1-cell cage is its sum
    } else if (live.empty()) {
        can = "can hold no set of digits with its candidates";
    } else {
        can = "can hold only " + sets_text(live) + " with its candidates";
        // The part of the prune that is a hidden single of the cage: a digit every set needs
        // with one cell of the cage left for it.
        std::vector<std::string> singles;
        for (Digit d : common_digits(live)) {
            const std::vector<Cell> places = places_in(state, cage.cells(), d);
            if (places.size() == 1 && state.candidates(places.front()).size() > 1) {
                singles.push_back("a " + std::to_string(d) + ", which only " + g.cell_name(places.front()) + " can hold");
            }
        }
        if (!singles.empty()) can += ", and each needs " + wording::join(singles);
        if (fitting && singles.empty()) can += " and each cell takes one digit of it";
    }
    step.text = "Cage combinations: " + wording::cage(cage.cells().size(), cage.where()) + " (sum " + std::to_string(*cage.sum()) +
                ") " + can + ", so " + wording::removal(g, step.eliminations) + ".";
    return step;
}

std::optional<Step> find_hidden_cage(const KillerCage& cage, const LogicState& state) {
    if (!cage.sum() || cage.cells().size() < 2) return std::nullopt;
    const std::vector<DigitSet> live = live_combinations(state, cage.cells(), cage.combinations());
    if (live.empty()) return std::nullopt;
    DigitSet placed;
    for (Cell c : cage.cells()) {
        if (!state.empty_at(c)) placed.insert(state.value(c));
    }
    const Geometry& g = state.geometry();
    for (Digit d : common_digits(live) - placed) {
        const std::vector<Cell> places = places_in(state, cage.cells(), d);
        if (places.empty()) continue;
        Step step;
        step.technique = TechniqueId::hidden_cage;
        step.eliminations = logic_detail::seen_by_all(state, d, places, cage.cells());
        logic_detail::tidy(step, state);
        if (step.eliminations.empty()) continue;
        step.cells = cage.cells();
        step.houses = common_houses(state, places);
        for (Cell c : places) step.pattern.push_back({c, d});
        const std::string needs = live.size() == 1 ? "can hold only " + sets_text(live) + ", so it holds a " + std::to_string(d)
                                                   : "can hold only " + sets_text(live) + ", each with a " + std::to_string(d);
        const std::string where = places.size() == 1 ? "it can go only in " + g.cell_name(places.front())
                                                     : "in the cage it can go only in " + wording::cells(g, places, "or");
        const std::string shared = step.houses.empty() ? "every cell that sees all of them cannot hold it"
                                   : places.size() == 1 ? "so the rest of " + logic_detail::houses_text(state, step.houses) + " cannot hold it"
                                                        : "they share " + logic_detail::houses_text(state, step.houses) + ", whose other cells cannot hold it";
        step.text = "Hidden cage: " + wording::cage(cage.cells().size(), cage.where()) + " (sum " + std::to_string(*cage.sum()) + ") " +
                    needs + "; " + where + ", " + shared + ": " + wording::removal(g, step.eliminations) + ".";
        return step;
    }
    return std::nullopt;
}

/// Whether `cage` is the first cage of the puzzle: the one that answers the puzzle-wide techniques.
bool first_cage(const KillerCage& cage, const Puzzle& puzzle) {
    for (const RulePtr& rule : puzzle.rules()) {
        if (const auto* other = dynamic_cast<const KillerCage*>(rule.get())) return other == &cage;
    }
    return false;
}

}  // namespace

std::optional<Step> KillerCage::find_step(TechniqueId technique, const LogicState& state) const {
    switch (technique) {
        case TechniqueId::cage_combination: return find_cage_combination(*this, state);
        case TechniqueId::hidden_cage: return find_hidden_cage(*this, state);
        case TechniqueId::innies_outies:
            return first_cage(*this, state.puzzle()) ? find_innies_outies(state, cages_of(state.puzzle())) : std::nullopt;
        case TechniqueId::cage_split:
            return first_cage(*this, state.puzzle()) ? find_cage_split(state, cages_of(state.puzzle())) : std::nullopt;
        case TechniqueId::killer_pair:
            return first_cage(*this, state.puzzle()) ? find_killer_pair(state, cages_of(state.puzzle())) : std::nullopt;
        default: return std::nullopt;
    }
}

}  // namespace gridforge
