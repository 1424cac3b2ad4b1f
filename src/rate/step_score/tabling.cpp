// The implication tables of HoDoKu's TablingSolver (see tabling.hpp).
#include "rate/step_score/tabling.hpp"

#include <algorithm>
#include <bit>

namespace gridforge::hodoku::tabling {

using classic::bit;
using classic::kHouseCells;
using classic::popcount;

namespace {

void collect_groups(const CandidateGrid& grid, std::vector<GroupNode>& out) {
    // HoDoKu's GroupNode.getGroupNodes: rows, then columns; per line the digits; per digit the boxes.
    for (int kind = 0; kind < 2; ++kind) {
        for (int line = 0; line < 9; ++line) {
            const int house = kind * 9 + line;
            for (int d = 1; d <= 9; ++d) {
                for (int box = 0; box < 9; ++box) {
                    std::vector<int> cells;
                    for (int c : kHouseCells[house])
                        if (classic::box_of(c) == box && grid.has(c, d)) cells.push_back(c);
                    if (cells.size() < 2) continue;
                    GroupNode g;
                    g.digit = d;
                    g.box = box;
                    for (std::size_t i = 0; i < cells.size(); ++i) g.cells[i] = cells[i];
                    g.row = classic::row_of(cells[0]) == classic::row_of(cells[1]) ? classic::row_of(cells[0]) : -1;
                    g.column =
                        classic::column_of(cells[0]) == classic::column_of(cells[1]) ? classic::column_of(cells[0]) : -1;
                    g.buddies = classic::peer_cells(cells[0]);
                    for (std::size_t i = 1; i < cells.size(); ++i) g.buddies &= classic::peer_cells(cells[i]);
                    out.push_back(g);
                }
            }
        }
    }
}

}  // namespace

int Tables::cell(int id) const {
    if (is_group(id)) return group(id).cells[0];
    return id / 18;
}

int Tables::digit(int id) const {
    if (is_group(id)) return group(id).digit;
    return (id / 2) % 9 + 1;
}

CellSet Tables::buddies(int id) const {
    if (is_group(id)) return group(id).buddies;
    return classic::peer_cells(cell(id));
}

void Tables::add_cells(CellSet& set, int id) const {
    if (!is_group(id)) {
        set.add(cell(id));
        return;
    }
    for (int c : group(id).cells)
        if (c >= 0) set.add(c);
}

void Tables::add_direct(int from, int to) {
    auto& list = direct_[from];
    if (static_cast<int>(list.size()) >= kMaxEntries - 1) return;  // HoDoKu's table is full
    if (!is_group(to) && std::find(list.begin(), list.end(), to) != list.end()) return;
    if (!is_group(to) && to == from) return;
    list.push_back(to);
}

Tables::Tables(const CandidateGrid& grid, bool with_group_nodes, const std::vector<std::vector<int>>* normal_lists) {
    if (with_group_nodes) collect_groups(grid, groups_);
    const int nodes = kNormalNodes + 2 * static_cast<int>(groups_.size());
    direct_.assign(nodes, {});
    position_.assign(nodes, -1);

    if (normal_lists != nullptr) {
        for (int id = 0; id < kNormalNodes; ++id) {
            direct_[id] = (*normal_lists)[id];
        }
    }
    // fillTables (chains only): cell by cell, digit by digit.
    for (int c = 0; c < 81 && normal_lists == nullptr; ++c) {
        if (grid.value[c] != 0) continue;
        const classic::Mask cands = grid.candidates[c];
        for (int d = 1; d <= 9; ++d) {
            if (!(cands & bit(d))) continue;
            const int on = normal_id(c, d, true);
            const int off = normal_id(c, d, false);
            for (int o = 1; o <= 9; ++o) {
                if (o == d || !(cands & bit(o))) continue;
                add_direct(on, normal_id(c, o, false));
                if (popcount(cands) == 2) add_direct(off, normal_id(c, o, true));
            }
            for (int h : classic::kCellHouses[c]) {
                const int free = popcount(grid.places(h, d));
                if (free < 2) continue;
                int first_peer = -1;
                for (int p : kHouseCells[h]) {
                    if (p == c || !grid.has(p, d)) continue;
                    if (first_peer < 0) first_peer = p;
                    add_direct(on, normal_id(p, d, false));
                }
                if (free == 2 && first_peer >= 0) add_direct(off, normal_id(first_peer, d, true));
            }
        }
    }

    // fillTablesWithGroupNodes.
    for (std::size_t i = 0; i < groups_.size(); ++i) {
        const GroupNode& g = groups_[i];
        const int g_on = kNormalNodes + 2 * static_cast<int>(i) + 1;
        const int g_off = g_on - 1;
        const int d = g.digit;
        std::vector<int> visible;
        for (int c = 0; c < 81; ++c)
            if (grid.has(c, d) && g.buddies.has(c)) visible.push_back(c);
        if (!visible.empty()) {
            for (int c : visible) {
                add_direct(g_on, normal_id(c, d, false));
                add_direct(normal_id(c, d, true), g_off);
            }
            int in_box = 0, box_cell = -1, in_line = 0, line_cell = -1;
            for (int c : visible) {
                if (classic::box_of(c) == g.box) {
                    ++in_box;
                    box_cell = c;
                }
                const bool on_line = g.row >= 0 ? classic::row_of(c) == g.row : classic::column_of(c) == g.column;
                if (on_line) {
                    ++in_line;
                    line_cell = c;
                }
            }
            if (in_box == 1) {
                add_direct(g_off, normal_id(box_cell, d, true));
                add_direct(normal_id(box_cell, d, false), g_on);
            }
            if (in_line == 1) {
                add_direct(g_off, normal_id(line_cell, d, true));
                add_direct(normal_id(line_cell, d, false), g_on);
            }
        }
        int line_count = 0, line_first = -1, col_count = 0, col_first = -1, box_count = 0, box_first = -1;
        auto overlap = [](const GroupNode& a, const GroupNode& b) {
            for (int x : a.cells)
                for (int y : b.cells)
                    if (x >= 0 && x == y) return true;
            return false;
        };
        for (std::size_t j = 0; j < groups_.size(); ++j) {
            if (j == i) continue;
            const GroupNode& g2 = groups_[j];
            if (g2.digit != d || overlap(g, g2)) continue;
            const int g2_off = kNormalNodes + 2 * static_cast<int>(j);
            if (g.row != -1 && g.row == g2.row) {
                if (++line_count == 1) line_first = static_cast<int>(j);
                add_direct(g_on, g2_off);
            }
            if (g.column != -1 && g.column == g2.column) {
                if (++col_count == 1) col_first = static_cast<int>(j);
                add_direct(g_on, g2_off);
            }
            if (g.box == g2.box) {
                if (++box_count == 1) box_first = static_cast<int>(j);
                add_direct(g_on, g2_off);
            }
        }
        auto only_pair = [&](int house, int other) {
            const GroupNode& g2 = groups_[other];
            for (int c : kHouseCells[house]) {
                if (!grid.has(c, d)) continue;
                bool in_groups = false;
                for (int x : g.cells) in_groups |= (x == c);
                for (int x : g2.cells) in_groups |= (x == c);
                if (!in_groups) return;
            }
            add_direct(g_off, kNormalNodes + 2 * other + 1);
        };
        if (line_count == 1) only_pair(g.row, line_first);
        if (col_count == 1) only_pair(9 + g.column, col_first);
        if (box_count == 1) only_pair(18 + g.box, box_first);
    }
}

void Tables::expand(int premise, Table& table) {
    for (int id : table.node) position_[id] = -1;
    table.node.clear();
    table.from.clear();
    table.depth.clear();
    auto add = [&](int id, int from, int depth) {
        position_[id] = static_cast<int>(table.node.size());
        table.node.push_back(id);
        table.from.push_back(from);
        table.depth.push_back(depth);
    };
    add(premise, 0, 0);
    for (int id : direct_[premise]) {
        if (position_[id] >= 0 || static_cast<int>(table.node.size()) >= kMaxEntries) continue;
        add(id, 0, 1);
    }
    for (std::size_t j = 1; j < table.node.size(); ++j) {
        if (table.node.size() >= static_cast<std::size_t>(kMaxEntries)) break;
        const int x = table.node[j];
        for (int id : direct_[x]) {
            if (position_[id] >= 0) continue;
            if (table.node.size() >= static_cast<std::size_t>(kMaxEntries)) break;
            add(id, static_cast<int>(j), table.depth[j] + 1);
        }
    }
}

std::vector<int> Tables::chain_back(const Table& table, int index) {
    std::vector<int> chain;
    chain.push_back(table.node[index]);
    while (index != 0) {
        index = table.from[index];
        chain.push_back(table.node[index]);
    }
    return chain;
}

void sort_by_elimination_key(std::vector<std::pair<int, int>>& eliminations) {
    std::sort(eliminations.begin(), eliminations.end(),
              [](const auto& a, const auto& b) { return a.second != b.second ? a.second < b.second : a.first < b.first; });
}

int index_sum(const std::vector<std::pair<int, int>>& eliminations) {
    // HoDoKu's SolutionStep.getIndexSumme over the candidates sorted by (digit, cell).
    int total = 0, offset = 1;
    for (const auto& [cell, digit] : eliminations) {
        total += cell * offset + digit;
        offset += 80;
    }
    return total;
}

}  // namespace gridforge::hodoku::tabling
