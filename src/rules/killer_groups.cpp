// Innies and outies, the killer "45 rule" (sudokuwiki.org "Innies and Outies"; every killer
// guide): a house holds 1 + 2 + ... + N (45 on 9x9), and k disjoint houses k times that. For a
// group of houses — one house, 2 or 3 adjacent rows or columns, or 2 boxes sharing an edge —
//  - innies: the cells of the group outside the cages lying wholly inside it sum to the group's
//    total minus those cages' sums;
//  - outies: when every cell of the group is in a cage with a sum, the cells of the cages that
//    stick out of the group, outside it, sum to those cages' sums plus the inside cages' sums
//    minus the group's total.
// With up to six empty innies (or outies) left, every candidate that takes part in no way of
// reaching the sum (distinct digits where cells see each other or share a cage) is removed.
// Larger innie sets are cage splitting's (killer_split.cpp).
#include <algorithm>
#include <functional>

#include "logic/techniques.hpp"
#include "logic/wording.hpp"
#include "rules/killer_logic.hpp"

namespace gridforge::killer_detail {
namespace {

constexpr std::size_t kMaxOpenCells = 6;

/// Whether two houses share an orthogonal edge between their cells.
bool adjacent(const Geometry& g, const House& a, const House& b) {
    for (Cell x : a.cells) {
        for (Cell y : b.cells) {
            const int dr = std::abs(g.row_of(x) - g.row_of(y));
            const int dc = std::abs(g.column_of(x) - g.column_of(y));
            if (dr + dc == 1) return true;
        }
    }
    return false;
}

/// The candidates of `cells` that take part in some assignment summing to `sum` (distinct digits
/// where two cells see each other or share a cage). Each candidate not yet seen in an assignment
/// is tried in turn, the search stopping at the first assignment (which marks all its digits).
std::vector<DigitSet> supported(const LogicState& state, const std::vector<Cell>& cells, int sum, const std::vector<int>& cage_of) {
    const std::size_t n = cells.size();
    std::vector<DigitSet> options(n);
    for (std::size_t i = 0; i < n; ++i) options[i] = state.candidates(cells[i]);
    std::vector<DigitSet> support(n);
    std::vector<Digit> chosen(n, 0);
    std::vector<int> least(n + 1, 0), most(n + 1, 0);
    const auto bounds = [&] {
        // The least and the most the cells from i on can add: a branch that cannot reach the sum is cut.
        for (std::size_t i = n; i-- > 0;) {
            Digit high = 0;
            for (Digit d : options[i]) high = d;
            least[i] = least[i + 1] + (options[i].empty() ? 0 : options[i].lowest());
            most[i] = most[i + 1] + high;
        }
    };
    const std::function<bool(std::size_t, int)> assign = [&](std::size_t i, int left) {
        if (i == n) return left == 0;
        if (left < least[i] || left > most[i]) return false;
        for (Digit d : options[i]) {
            if (d > left) break;
            bool clash = false;
            for (std::size_t j = 0; j < i && !clash; ++j) {
                const bool linked = state.sees(cells[i], cells[j]) ||
                                    (cage_of[static_cast<std::size_t>(cells[i])] >= 0 &&
                                     cage_of[static_cast<std::size_t>(cells[i])] == cage_of[static_cast<std::size_t>(cells[j])]);
                clash = linked && chosen[j] == d;
            }
            if (clash) continue;
            chosen[i] = d;
            if (assign(i + 1, left - d)) return true;
        }
        return false;
    };
    for (std::size_t i = 0; i < n; ++i) {
        for (Digit d : state.candidates(cells[i])) {
            if (support[i].contains(d)) continue;
            options[i] = DigitSet::of(d);
            bounds();
            if (assign(0, sum)) {
                for (std::size_t j = 0; j < n; ++j) support[j].insert(chosen[j]);
            }
            options[i] = state.candidates(cells[i]);
        }
    }
    return support;
}

}  // namespace

std::vector<Group> groups_of(const LogicState& state) {
    const auto& houses = state.houses();
    const auto& kinds = state.tables().kinds;
    const Geometry& g = state.geometry();
    const auto cells = static_cast<std::size_t>(state.cell_count());
    std::vector<Group> out;
    std::vector<int> rows(static_cast<std::size_t>(state.size()), -1), columns(static_cast<std::size_t>(state.size()), -1);
    std::vector<int> blocks;  // boxes and jigsaw regions
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
        const House& house = houses[static_cast<std::size_t>(h)];
        if (static_cast<int>(house.cells.size()) != state.size()) continue;
        Group one{{h}, std::vector<bool>(cells, false)};
        for (Cell c : house.cells) one.member[static_cast<std::size_t>(c)] = true;
        out.push_back(std::move(one));
        const HouseKind kind = kinds[static_cast<std::size_t>(h)];
        if (kind == HouseKind::row) rows[static_cast<std::size_t>(g.row_of(house.cells.front()))] = h;
        if (kind == HouseKind::column) columns[static_cast<std::size_t>(g.column_of(house.cells.front()))] = h;
        if (kind == HouseKind::box || kind == HouseKind::region) blocks.push_back(h);
    }
    for (const auto* lines : {&rows, &columns}) {
        for (int k = 2; k <= 3; ++k) {
            for (int first = 0; first + k <= state.size(); ++first) {
                Group run{{}, std::vector<bool>(cells, false)};
                for (int i = first; i < first + k; ++i) {
                    const int h = (*lines)[static_cast<std::size_t>(i)];
                    if (h < 0) break;
                    run.houses.push_back(h);
                    for (Cell c : houses[static_cast<std::size_t>(h)].cells) run.member[static_cast<std::size_t>(c)] = true;
                }
                if (static_cast<int>(run.houses.size()) == k) out.push_back(std::move(run));
            }
        }
    }
    // Two boxes (regions) side by side: killers often cage across a box border.
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        for (std::size_t j = i + 1; j < blocks.size(); ++j) {
            const House& a = houses[static_cast<std::size_t>(blocks[i])];
            const House& b = houses[static_cast<std::size_t>(blocks[j])];
            if (!adjacent(g, a, b)) continue;
            Group pair{{blocks[i], blocks[j]}, std::vector<bool>(cells, false)};
            bool disjoint = true;
            for (const House* house : {&a, &b}) {
                for (Cell c : house->cells) {
                    if (pair.member[static_cast<std::size_t>(c)]) disjoint = false;
                    pair.member[static_cast<std::size_t>(c)] = true;
                }
            }
            if (disjoint) out.push_back(std::move(pair));
        }
    }
    return out;
}

std::vector<GroupSide> sides_of(const LogicState& state, const Group& group, const std::vector<const KillerCage*>& cages,
                                const std::vector<int>& cage_of) {
    const int total = state.size() * (state.size() + 1) / 2 * static_cast<int>(group.houses.size());
    int inside_sum = 0;
    int sticking_sum = 0;
    bool outies_known = true;
    std::vector<bool> inside(cages.size(), false);
    std::vector<bool> touching(cages.size(), false);
    for (Cell c = 0; c < state.cell_count(); ++c) {
        if (!group.member[static_cast<std::size_t>(c)]) continue;
        const int k = cage_of[static_cast<std::size_t>(c)];
        if (k < 0 || !cages[static_cast<std::size_t>(k)]->sum()) outies_known = false;
        if (k >= 0) touching[static_cast<std::size_t>(k)] = true;
    }
    int inside_count = 0;  // cages with a sum wholly inside the group
    for (std::size_t k = 0; k < cages.size(); ++k) {
        if (!touching[k]) continue;
        const auto& cells = cages[k]->cells();
        inside[k] = std::all_of(cells.begin(), cells.end(), [&](Cell c) { return group.member[static_cast<std::size_t>(c)]; });
        if (!cages[k]->sum()) continue;
        (inside[k] ? inside_sum : sticking_sum) += *cages[k]->sum();
        if (inside[k]) ++inside_count;
    }
    GroupSide innies{true, {}, total - inside_sum, inside_count, inside_sum + sticking_sum, {}, 0};
    GroupSide outies{false, {}, sticking_sum + inside_sum - total, inside_count, inside_sum + sticking_sum, {}, 0};
    for (Cell c = 0; c < state.cell_count(); ++c) {
        const int k = cage_of[static_cast<std::size_t>(c)];
        const bool whole = k >= 0 && inside[static_cast<std::size_t>(k)] && cages[static_cast<std::size_t>(k)]->sum();
        if (group.member[static_cast<std::size_t>(c)] && !whole) innies.cells.push_back(c);
        if (!group.member[static_cast<std::size_t>(c)] && k >= 0 && touching[static_cast<std::size_t>(k)]) outies.cells.push_back(c);
    }
    for (GroupSide* side : {&innies, &outies}) {
        side->open_sum = side->sum;
        for (Cell c : side->cells) {
            if (state.empty_at(c)) {
                side->open.push_back(c);
            } else {
                side->open_sum -= state.value(c);
            }
        }
    }
    std::vector<GroupSide> out;
    if (!innies.cells.empty()) out.push_back(std::move(innies));
    if (outies_known && !outies.cells.empty()) out.push_back(std::move(outies));
    return out;
}

std::string side_sentence(const LogicState& state, const Group& group, const GroupSide& side) {
    const Geometry& g = state.geometry();
    const bool one = group.houses.size() == 1;
    const int total = state.size() * (state.size() + 1) / 2 * static_cast<int>(group.houses.size());
    std::string text = logic_detail::houses_text(state, group.houses) + (one ? " sums to " : " sum to ") + std::to_string(total);
    const std::string it = one ? "it" : "them";
    const bool single = side.cells.size() == 1;
    const std::string name = side.innies ? (single ? "the innie " : "the innies ") : (single ? "the outie " : "the outies ");
    std::string where;
    if (side.innies) {
        text += side.inside_count == 0 ? " and holds no whole cage"
                                       : " and the " + std::string(side.inside_count == 1 ? "cage" : "cages") + " wholly inside " + it +
                                             " to " + std::to_string(total - side.sum);
        where = side.inside_count == 0 ? ""
                                       : std::string(single ? " (the cell" : " (the cells") + " outside " +
                                             (side.inside_count == 1 ? "that cage)" : "those cages)");
    } else {
        text += " and the cages covering " + it + " to " + std::to_string(side.covering_sum);
        where = std::string(single ? " (the cell" : " (the cells") + " of those cages outside " + it + ")";
    }
    text += ", so " + name + wording::cells(g, side.cells) + where;
    text += single ? " is " + std::to_string(side.sum) : " sum to " + std::to_string(side.sum);
    return text;
}

std::optional<Step> find_innies_outies(const LogicState& state, const std::vector<const KillerCage*>& cages) {
    if (cages.empty()) return std::nullopt;
    const std::optional<std::vector<int>> cage_of = cage_index(state, cages);
    if (!cage_of) return std::nullopt;  // overlapping cages: the sums do not add up
    const Geometry& g = state.geometry();
    for (const Group& group : groups_of(state)) {
        for (const GroupSide& side : sides_of(state, group, cages, *cage_of)) {
            const std::vector<Cell>& open = side.open;
            const int left = side.open_sum;
            if (open.empty() || open.size() > kMaxOpenCells) continue;
            const std::vector<DigitSet> keep = supported(state, open, left, *cage_of);
            // No way at all: a contradiction (a player's mistake), not a step emptying cells.
            if (std::any_of(keep.begin(), keep.end(), [](DigitSet set) { return set.empty(); })) continue;
            Step step;
            step.technique = TechniqueId::innies_outies;
            for (std::size_t i = 0; i < open.size(); ++i) {
                for (Digit d : state.candidates(open[i]) - keep[i]) step.eliminations.push_back({open[i], d});
            }
            logic_detail::tidy(step, state);
            if (step.eliminations.empty()) continue;
            step.cells = side.cells;
            step.houses = group.houses;
            step.text = "Innies and outies: " + side_sentence(state, group, side) + ": " + wording::removal(g, step.eliminations) + ".";
            return step;
        }
    }
    return std::nullopt;
}

}  // namespace gridforge::killer_detail
