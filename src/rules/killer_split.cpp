// Cage splitting (killer guides: "cage splitting", "hidden cages"): the innies (or outies) of a
// group of houses (killer_groups.cpp) have a known sum; when their empty cells all see one another
// (all in one row, say) they are a cage of their own, and the combination table of that sum says
// which digit sets they can hold. Then
//  - a candidate in none of the sets that fit leaves them, and a digit every set needs with one
//    cell left for it goes there;
//  - else a digit every set needs leaves every cell outside them that sees all of its places.
// Innies and outies (up to six empty cells, any cells) run first; this reaches larger sets and the
// digits a set needs.
#include <algorithm>

#include "logic/techniques.hpp"
#include "logic/wording.hpp"
#include "rules/killer_logic.hpp"

namespace gridforge::killer_detail {
namespace {

bool see_one_another(const LogicState& state, const std::vector<Cell>& cells) {
    for (std::size_t i = 0; i < cells.size(); ++i) {
        for (std::size_t j = i + 1; j < cells.size(); ++j) {
            if (!state.sees(cells[i], cells[j])) return false;
        }
    }
    return true;
}

/// "all in row 1" / "all in row 1 and box 2" / "seeing one another".
std::string together(const LogicState& state, const std::vector<Cell>& cells) {
    const std::vector<int> houses = common_houses(state, cells);
    return houses.empty() ? "seeing one another" : "all " + logic_detail::in_house_text(state, houses.front());
}

/// The eliminations in the virtual cage's own cells: candidates in no set, and the other
/// candidates of a cell that is the only place of a digit every set needs.
std::vector<Candidate> inside_eliminations(const LogicState& state, const std::vector<Cell>& open,
                                           const std::vector<DigitSet>& live, std::vector<std::string>& singles) {
    DigitSet any;
    for (DigitSet set : live) any = any | set;
    std::vector<Candidate> out;
    for (Cell c : open) {
        for (Digit d : state.candidates(c) - any) out.push_back({c, d});
    }
    for (Digit d : common_digits(live)) {
        const std::vector<Cell> places = places_in(state, open, d);
        if (places.size() != 1 || state.candidates(places.front()).size() == 1) continue;
        for (Digit other : state.candidates(places.front()) - DigitSet::of(d)) out.push_back({places.front(), other});
        singles.push_back("a " + std::to_string(d) + ", which only " + state.geometry().cell_name(places.front()) + " can hold");
    }
    return out;
}

}  // namespace

std::optional<Step> find_cage_split(const LogicState& state, const std::vector<const KillerCage*>& cages) {
    if (cages.empty()) return std::nullopt;
    const std::optional<std::vector<int>> cage_of = cage_index(state, cages);
    if (!cage_of) return std::nullopt;
    const Geometry& g = state.geometry();
    for (const Group& group : groups_of(state)) {
        for (const GroupSide& side : sides_of(state, group, cages, *cage_of)) {
            const std::vector<Cell>& open = side.open;
            const int left = side.open_sum;
            if (open.size() < 2 || !see_one_another(state, open)) continue;
            const std::vector<DigitSet> live =
                live_combinations(state, open, cage_combinations(static_cast<int>(open.size()), left, state.size()));
            if (live.empty()) continue;  // no way at all: a contradiction, not a step
            std::string intro = side_sentence(state, group, side);
            if (open.size() < side.cells.size()) {
                intro += "; the empty ones, " + wording::cells(g, open) + ", sum to " + std::to_string(left);
            }
            intro += ", " + together(state, open) + ", so they are a cage of their own that can hold only " + sets_text(live);
            Step step;
            step.technique = TechniqueId::cage_split;
            step.cells = side.cells;
            step.houses = group.houses;
            std::vector<std::string> singles;
            step.eliminations = inside_eliminations(state, open, live, singles);
            logic_detail::tidy(step, state);
            if (!step.eliminations.empty()) {
                const std::string need = singles.empty() ? "" : ", and each needs " + wording::join(singles);
                step.text = "Cage splitting: " + intro + need + ": " + wording::removal(g, step.eliminations) + ".";
                return step;
            }
            for (Digit d : common_digits(live)) {
                const std::vector<Cell> places = places_in(state, open, d);
                if (places.empty()) continue;
                step.eliminations = logic_detail::seen_by_all(state, d, places, open);
                logic_detail::tidy(step, state);
                if (step.eliminations.empty()) continue;
                step.pattern.clear();
                for (Cell c : places) step.pattern.push_back({c, d});
                const std::vector<int> shared = common_houses(state, places);
                const std::string where = places.size() == 1 ? ", so " + g.cell_name(places.front()) + " is " + std::to_string(d)
                                                             : "; among them only " + wording::cells(g, places, "or") + " can hold it";
                const std::string rest = shared.empty() ? ", and every cell that sees all of those cannot"
                                                        : ", so the rest of " + logic_detail::houses_text(state, shared) + " cannot";
                step.text = "Cage splitting: " + intro + ", each with a " + std::to_string(d) + where + rest + ": " +
                            wording::removal(g, step.eliminations) + ".";
                return step;
            }
        }
    }
    return std::nullopt;
}

}  // namespace gridforge::killer_detail
