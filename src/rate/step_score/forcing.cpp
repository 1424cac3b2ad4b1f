// Forcing chains (HoDoKu 2.2.0 TablingSolver for FORCING_CHAIN, read in hodoku-py
// solver/tabling.py: checkOneChain, checkTwoChains, checkAllChainsForHouse): the implication
// table of every premise "candidate set" / "candidate deleted" (with group nodes) is expanded; a
// premise leading to a contradiction is false, and a conclusion reached from both premises of a
// candidate, from every candidate of a cell or from every place of a digit in a house is true.
// HoDoKu sorts the steps (TablingComparator): placements first, the lowest cell; else the
// elimination with the lowest 10*cell+digit; among equal results the first found.
// The forcing net search (look-ahead tables) is in forcing_net.cpp.
#include <array>
#include <vector>

#include "rate/classic/cell_set.hpp"
#include "rate/step_score/forcing.hpp"
#include "rate/step_score/step.hpp"
#include "rate/step_score/tabling.hpp"

namespace gridforge::hodoku {

using classic::CellSet;
using classic::peer_cells;

namespace forcing {

void Conclusions::add(Kind kind, bool place, int cell, int digit, int length) {
    for (Found& f : found) {
        if (f.kind == kind && f.place == place && f.cell == cell && f.digit == digit) {
            if (length < f.length) f.length = length;
            return;
        }
    }
    found.push_back(Found{kind, place, cell, digit, length});
}

std::optional<Step> Conclusions::step() const {
    if (found.empty()) return std::nullopt;
    const Found* best = &found.front();
    for (const Found& f : found) {
        bool better = false;
        if (f.place != best->place) {
            better = f.place;
        } else if (f.place) {
            if (f.cell != best->cell) better = f.cell < best->cell;
            else if (f.kind == best->kind) better = f.length < best->length;
        } else {
            const int a = f.cell * 10 + f.digit, b = best->cell * 10 + best->digit;
            better = a != b ? a < b : f.length < best->length;
        }
        if (better) best = &f;
    }
    Step s;
    s.kind = best->kind;
    if (best->place) s.placements.emplace_back(best->cell, best->digit);
    else s.eliminations.emplace_back(best->cell, best->digit);
    return s;
}

void check_all(const CandidateGrid& grid, const std::vector<Implications>& on, const std::vector<Implications>& off,
               Kind contradiction, Kind verity, Conclusions& out) {
    // candidatesAllowed: empty cells not seeing a placed digit
    std::array<CellSet, 10> allowed{};
    CellSet empty;
    for (int c = 0; c < 81; ++c)
        if (grid.value[c] == 0) empty.add(c);
    for (int d = 1; d <= 9; ++d) allowed[d] = empty;
    for (int c = 0; c < 81; ++c)
        if (grid.value[c] != 0) allowed[grid.value[c]] = allowed[grid.value[c]].without(peer_cells(c));
    std::array<CellSet, 10> with_digit{};
    for (int d = 1; d <= 9; ++d) with_digit[d] = digit_cells(grid, d);
    std::array<CellSet, 27> house{};
    for (int h = 0; h < 27; ++h)
        for (int c : classic::kHouseCells[h]) house[h].add(c);

    auto one_chain = [&](const Implications& t) {
        if (!t.valid) return;
        const bool place = !t.premise_on;  // a false "deleted" premise places the digit
        auto found = [&](int length) { out.add(contradiction, place, t.cell, t.digit, length); };
        if (t.premise_on ? t.off[t.digit].has(t.cell) : t.on[t.digit].has(t.cell))
            found(t.chain(!t.premise_on, t.cell, t.digit));
        for (int d = 1; d <= 9; ++d) {
            const CellSet both = t.on[d] & t.off[d];
            if (both.empty()) continue;
            const int x = both.first();
            found(t.chain(false, x, d) + t.chain(true, x, d));
        }
        for (int i = 1; i <= 9; ++i)
            for (int j = i + 1; j <= 9; ++j) {
                const CellSet both = t.on[i] & t.on[j];
                if (both.empty()) continue;
                const int x = both.first();
                found(t.chain(true, x, i) + t.chain(true, x, j));
            }
        for (int kind = 0; kind < 3; ++kind)
            for (int d = 1; d <= 9; ++d)
                for (int h = kind * 9; h < kind * 9 + 9; ++h) {
                    const CellSet cells = house[h] & t.on[d];
                    if (cells.size() <= 1) continue;
                    int length = 0;
                    cells.for_each([&](int x) { length += t.chain(true, x, d); });
                    found(length);
                }
        CellSet emptied = empty;
        for (int d = 1; d <= 9; ++d) {
            CellSet cover = t.off[d] | empty.without(with_digit[d]);
            emptied &= cover;
        }
        for (int d = 1; d <= 9; ++d) emptied = emptied.without(t.on[d]);
        emptied.for_each([&](int x) {
            int length = 0;
            for (int d = 1; d <= 9; ++d)
                if (grid.has(x, d)) length += t.chain(false, x, d);
            found(length);
        });
        for (int kind = 0; kind < 3; ++kind)
            for (int d = 1; d <= 9; ++d)
                for (int h = kind * 9; h < kind * 9 + 9; ++h) {
                    const CellSet cells = house[h] & allowed[d];
                    if (cells.empty() || !((cells & t.off[d]) == cells)) continue;
                    int length = 0;
                    cells.for_each([&](int x) { length += t.chain(false, x, d); });
                    found(length);
                }
    };
    for (int c = 0; c < 81; ++c)
        for (int d = 1; d <= 9; ++d) {
            one_chain(on[c * 9 + d - 1]);
            one_chain(off[c * 9 + d - 1]);
        }
    for (int c = 0; c < 81; ++c)
        for (int d = 1; d <= 9; ++d) {
            const Implications& a = on[c * 9 + d - 1];
            const Implications& b = off[c * 9 + d - 1];
            if (!a.valid || !b.valid) continue;
            for (int e = 1; e <= 9; ++e) {
                CellSet both = (a.on[e] & b.on[e]);
                both.remove(c);
                both.for_each([&](int x) { out.add(verity, true, x, e, a.chain(true, x, e) + b.chain(true, x, e)); });
            }
            for (int e = 1; e <= 9; ++e) {
                CellSet both = (a.off[e] & b.off[e]);
                both.remove(c);
                both.for_each([&](int x) { out.add(verity, false, x, e, a.chain(false, x, e) + b.chain(false, x, e)); });
            }
        }
    auto entry_list = [&](const std::vector<const Implications*>& list) {
        if (list.empty()) return;
        for (int e = 1; e <= 9; ++e) {
            CellSet on_all = list[0]->on[e], off_all = list[0]->off[e];
            for (std::size_t k = 1; k < list.size(); ++k) {
                on_all &= list[k]->on[e];
                off_all &= list[k]->off[e];
            }
            on_all.for_each([&](int x) {
                int length = 0;
                for (const Implications* t : list) length += t->chain(true, x, e);
                out.add(verity, true, x, e, length);
            });
            off_all.for_each([&](int x) {
                int length = 0;
                for (const Implications* t : list) length += t->chain(false, x, e);
                out.add(verity, false, x, e, length);
            });
        }
    };
    for (int c = 0; c < 81; ++c) {
        if (grid.value[c] != 0) continue;
        std::vector<const Implications*> list;
        for (int d = 1; d <= 9; ++d)
            if (grid.has(c, d)) list.push_back(&on[c * 9 + d - 1]);
        entry_list(list);
    }
    for (int kind = 0; kind < 3; ++kind)
        for (int h = kind * 9; h < kind * 9 + 9; ++h)
            for (int d = 1; d <= 9; ++d) {
                std::vector<const Implications*> list;
                for (int c : classic::kHouseCells[h])
                    if (grid.has(c, d)) list.push_back(&on[c * 9 + d - 1]);
                entry_list(list);
            }
}

std::optional<Step> conclude(const CandidateGrid& grid, tabling::Tables& tables, Kind contradiction, Kind verity) {
    std::vector<Implications> on(729), off(729);
    tabling::Tables::Table table;
    for (int c = 0; c < 81; ++c)
        for (int d = 1; d <= 9; ++d) {
            if (!grid.has(c, d)) continue;
            for (int side = 0; side < 2; ++side) {
                Implications& imp = side == 0 ? on[c * 9 + d - 1] : off[c * 9 + d - 1];
                tables.expand(tabling::Tables::normal_id(c, d, side == 0), table);
                imp.valid = true;
                imp.premise_on = side == 0;
                imp.cell = c;
                imp.digit = d;
                for (std::size_t k = 0; k < table.node.size(); ++k) {
                    const int id = table.node[k];
                    if (tables.is_group(id)) continue;
                    const bool set = tabling::Tables::is_on(id);
                    (set ? imp.on : imp.off)[tables.digit(id)].add(tables.cell(id));
                    imp.length[set ? 1 : 0][tables.digit(id)][tables.cell(id)] =
                        static_cast<std::uint16_t>(table.depth[k] + 1);
                }
            }
        }
    Conclusions out;
    check_all(grid, on, off, contradiction, verity, out);
    return out.step();
}

}  // namespace forcing

std::optional<Step> find_forcing_chain(const CandidateGrid& grid) {
    tabling::Tables tables(grid, true);
    return forcing::conclude(grid, tables, Kind::forcing_chain_contradiction, Kind::forcing_chain_verity);
}

}  // namespace gridforge::hodoku
