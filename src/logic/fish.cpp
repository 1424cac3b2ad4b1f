// Basic fish on rows and columns (HoDoKu "X-Wing", "Swordfish", "Jellyfish"; Sudoku Explainer
// the same): when the places of a digit in n rows (the base) lie in only n columns (the cover),
// the n placements of the digit in those rows fill the n columns, so the digit leaves every other
// cell of the cover columns. The same with rows and columns exchanged.
#include <algorithm>
#include <bit>
#include <functional>

#include "logic/techniques.hpp"

namespace gridforge::logic_detail {
namespace {

struct Line {
    int house;
    std::uint32_t cover;   // bit i: a place in cover line i (column index for a row, row index for a column)
    std::vector<Cell> cells;
};

std::optional<Step> find_fish(const LogicState& state, int n, TechniqueId id) {
    const LogicTables& tables = state.tables();
    const auto& houses = state.houses();
    const Geometry& g = state.geometry();
    for (Digit digit = 1; digit <= state.size(); ++digit) {
        for (HouseKind base_kind : {HouseKind::row, HouseKind::column}) {
            const HouseKind cover_kind = base_kind == HouseKind::row ? HouseKind::column : HouseKind::row;
            std::vector<Line> lines;
            std::vector<int> cover_house(static_cast<std::size_t>(state.size()), -1);
            for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
                const HouseKind kind = tables.kinds[static_cast<std::size_t>(h)];
                if (kind == cover_kind) {
                    const Cell first = houses[static_cast<std::size_t>(h)].cells.front();
                    cover_house[static_cast<std::size_t>(cover_kind == HouseKind::column ? g.column_of(first) : g.row_of(first))] = h;
                }
                if (kind != base_kind || placed_in(state, h).contains(digit)) continue;
                Line line{h, 0, places(state, h, digit)};
                if (line.cells.size() < 2 || static_cast<int>(line.cells.size()) > n) continue;
                for (Cell c : line.cells) line.cover |= 1u << (base_kind == HouseKind::row ? g.column_of(c) : g.row_of(c));
                lines.push_back(std::move(line));
            }
            if (static_cast<int>(lines.size()) < n) continue;
            std::vector<int> pick;
            std::optional<Step> found;
            std::function<void(std::size_t, std::uint32_t)> search = [&](std::size_t from, std::uint32_t cover) {
                if (found) return;
                if (static_cast<int>(pick.size()) == n) {
                    if (std::popcount(cover) != n) return;
                    std::vector<Cell> base_cells;
                    for (int i : pick) {
                        for (Cell c : lines[static_cast<std::size_t>(i)].cells) base_cells.push_back(c);
                    }
                    Step step;
                    step.technique = id;
                    std::vector<int> covers;
                    for (int index = 0; index < state.size(); ++index) {
                        if (!((cover >> index) & 1u)) continue;
                        const int ch = cover_house[static_cast<std::size_t>(index)];
                        if (ch < 0) return;
                        covers.push_back(ch);
                        for (Cell c : places(state, ch, digit)) {
                            if (std::find(base_cells.begin(), base_cells.end(), c) == base_cells.end()) step.eliminations.push_back({c, digit});
                        }
                    }
                    tidy(step, state);
                    if (step.eliminations.empty()) return;
                    std::sort(base_cells.begin(), base_cells.end());
                    step.cells = base_cells;
                    std::string base_names;
                    std::string cover_names;
                    for (int i : pick) {
                        step.houses.push_back(lines[static_cast<std::size_t>(i)].house);
                        base_names += (base_names.empty() ? "" : ", ") + houses[static_cast<std::size_t>(lines[static_cast<std::size_t>(i)].house)].name;
                    }
                    for (int ch : covers) {
                        step.houses.push_back(ch);
                        cover_names += (cover_names.empty() ? "" : ", ") + houses[static_cast<std::size_t>(ch)].name;
                    }
                    for (Cell c : base_cells) step.pattern.push_back({c, digit});
                    step.text = std::string(technique_name(id)) + ": the digit " + digit_text(digit) + " in " + base_names +
                                " lies only in " + cover_names + ", so it is removed from the rest of those lines: " +
                                elimination_list(g, step.eliminations) + ".";
                    found = std::move(step);
                    return;
                }
                for (std::size_t i = from; i < lines.size(); ++i) {
                    const std::uint32_t next = cover | lines[i].cover;
                    if (std::popcount(next) > n) continue;
                    pick.push_back(static_cast<int>(i));
                    search(i + 1, next);
                    pick.pop_back();
                    if (found) return;
                }
            };
            search(0, 0);
            if (found) return found;
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<Step> find_x_wing(const LogicState& s) { return find_fish(s, 2, TechniqueId::x_wing); }
std::optional<Step> find_swordfish(const LogicState& s) { return find_fish(s, 3, TechniqueId::swordfish); }
std::optional<Step> find_jellyfish(const LogicState& s) { return find_fish(s, 4, TechniqueId::jellyfish); }

}  // namespace gridforge::logic_detail
