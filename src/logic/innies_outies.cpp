// Innies and outies, the killer "45 rule" (sudokuwiki.org "Innies and Outies"; every killer
// guide): a house holds 1 + 2 + ... + N (45 on 9x9), and k disjoint houses k times that. For a
// group of houses — one house, or 2 or 3 adjacent rows or columns —
//  - innies: the cells of the group outside the cages lying wholly inside it sum to the group's
//    total minus those cages' sums;
//  - outies: when every cell of the group is in a cage with a sum, the cells of the cages that
//    stick out of the group, outside it, sum to those cages' sums plus the inside cages' sums
//    minus the group's total.
// With up to four empty innies (or outies) left, every candidate that takes part in no way of
// reaching the sum (distinct digits where cells see each other or share a cage) is removed.
#include <algorithm>
#include <functional>
#include <numeric>

#include "gridforge/variants.hpp"
#include "logic/techniques.hpp"
#include "logic/wording.hpp"

namespace gridforge::logic_detail {
namespace {

constexpr std::size_t kMaxOpenCells = 4;

struct Group {
    std::vector<int> houses;
    std::vector<bool> member;  // per cell
};

std::vector<Group> groups(const LogicState& state) {
    const auto& houses = state.houses();
    const auto& kinds = state.tables().kinds;
    const Geometry& g = state.geometry();
    const auto cells = static_cast<std::size_t>(state.cell_count());
    std::vector<Group> out;
    std::vector<int> rows(static_cast<std::size_t>(state.size()), -1), columns(static_cast<std::size_t>(state.size()), -1);
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
        const House& house = houses[static_cast<std::size_t>(h)];
        if (static_cast<int>(house.cells.size()) != state.size()) continue;
        Group one{{h}, std::vector<bool>(cells, false)};
        for (Cell c : house.cells) one.member[static_cast<std::size_t>(c)] = true;
        out.push_back(std::move(one));
        if (kinds[static_cast<std::size_t>(h)] == HouseKind::row) rows[static_cast<std::size_t>(g.row_of(house.cells.front()))] = h;
        if (kinds[static_cast<std::size_t>(h)] == HouseKind::column) columns[static_cast<std::size_t>(g.column_of(house.cells.front()))] = h;
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
    return out;
}

/// The candidates of `cells` that take part in some assignment summing to `sum` (distinct digits
/// where two cells see each other or share a cage).
std::vector<DigitSet> supported(const LogicState& state, const std::vector<Cell>& cells, int sum, const std::vector<int>& cage_of) {
    std::vector<DigitSet> support(cells.size());
    std::vector<Digit> chosen(cells.size(), 0);
    std::function<void(std::size_t, int)> assign = [&](std::size_t i, int left) {
        if (i == cells.size()) {
            if (left != 0) return;
            for (std::size_t j = 0; j < cells.size(); ++j) support[j].insert(chosen[j]);
            return;
        }
        for (Digit d : state.candidates(cells[i])) {
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
            assign(i + 1, left - d);
        }
    };
    assign(0, sum);
    return support;
}

/// "row 1 sums to 45 and the cages wholly inside it to 34, so the innies r1c1 and r1c2 (its
/// cells outside those cages) sum to 11"; "box 1 sums to 45 and the cages covering it to 56, so
/// the outies r1c4 and r4c1 (the cells of those cages outside it) sum to 11".
std::string group_sentence(const LogicState& state, const std::vector<int>& houses, int total, bool innies, int inside_count,
                           int covering_sum, const std::vector<Cell>& cells, int sum) {
    const Geometry& g = state.geometry();
    const bool one = houses.size() == 1;
    std::string text = houses_text(state, houses) + (one ? " sums to " : " sum to ") + std::to_string(total);
    const std::string it = one ? "it" : "them";
    const std::string side = innies ? (cells.size() == 1 ? "the innie " : "the innies ") : (cells.size() == 1 ? "the outie " : "the outies ");
    std::string where;
    if (innies) {
        text += inside_count == 0 ? " and holds no whole cage" : " and the " + std::string(inside_count == 1 ? "cage" : "cages") +
                                                                     " wholly inside " + it + " to " + std::to_string(total - sum);
        where = inside_count == 0 ? "" : std::string(cells.size() == 1 ? " (the cell" : " (the cells") + " outside " +
                                                                (inside_count == 1 ? "that cage)" : "those cages)");
    } else {
        text += " and the cages covering " + it + " to " + std::to_string(covering_sum);
        where = std::string(cells.size() == 1 ? " (the cell" : " (the cells") + " of those cages outside " + it + ")";
    }
    text += ", so " + side + wording::cells(g, cells) + where;
    text += cells.size() == 1 ? " is " + std::to_string(sum) : " sum to " + std::to_string(sum);
    return text;
}

}  // namespace

std::optional<Step> find_innies_outies(const LogicState& state) {
    std::vector<const KillerCage*> cages;
    for (const Rule* rule : state.puzzle().topology().extra_rules) {
        if (const auto* cage = dynamic_cast<const KillerCage*>(rule)) cages.push_back(cage);
    }
    if (cages.empty()) return std::nullopt;
    std::vector<int> cage_of(static_cast<std::size_t>(state.cell_count()), -1);
    for (std::size_t i = 0; i < cages.size(); ++i) {
        for (Cell c : cages[i]->cells()) {
            if (cage_of[static_cast<std::size_t>(c)] >= 0) return std::nullopt;  // overlapping cages: the sums do not add up
            cage_of[static_cast<std::size_t>(c)] = static_cast<int>(i);
        }
    }
    const Geometry& g = state.geometry();
    const int house_total = state.size() * (state.size() + 1) / 2;
    for (const Group& group : groups(state)) {
        const int total = house_total * static_cast<int>(group.houses.size());
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
        std::vector<Cell> innies;
        std::vector<Cell> outies;
        for (Cell c = 0; c < state.cell_count(); ++c) {
            const int k = cage_of[static_cast<std::size_t>(c)];
            const bool whole = k >= 0 && inside[static_cast<std::size_t>(k)] && cages[static_cast<std::size_t>(k)]->sum();
            if (group.member[static_cast<std::size_t>(c)] && !whole) innies.push_back(c);
            if (!group.member[static_cast<std::size_t>(c)] && k >= 0 && touching[static_cast<std::size_t>(k)]) outies.push_back(c);
        }
        struct Side { bool innies; std::vector<Cell> cells; int sum; bool known; };
        const Side sides[2] = {{true, innies, total - inside_sum, true},
                               {false, outies, sticking_sum + inside_sum - total, outies_known}};
        for (const Side& side : sides) {
            if (!side.known || side.cells.empty()) continue;
            std::vector<Cell> open;
            int left = side.sum;
            for (Cell c : side.cells) {
                if (state.empty_at(c)) {
                    open.push_back(c);
                } else {
                    left -= state.value(c);
                }
            }
            if (open.empty() || open.size() > kMaxOpenCells) continue;
            const std::vector<DigitSet> keep = supported(state, open, left, cage_of);
            Step step;
            step.technique = TechniqueId::innies_outies;
            for (std::size_t i = 0; i < open.size(); ++i) {
                for (Digit d : state.candidates(open[i]) - keep[i]) step.eliminations.push_back({open[i], d});
            }
            tidy(step, state);
            if (step.eliminations.empty()) continue;
            step.cells = side.cells;
            step.houses = group.houses;
            step.text = "Innies and outies: " + group_sentence(state, group.houses, total, side.innies, inside_count,
                                                               inside_sum + sticking_sum, side.cells, side.sum) +
                        ": " + wording::removal(g, step.eliminations) + ".";
            return step;
        }
    }
    return std::nullopt;
}

}  // namespace gridforge::logic_detail
