// Empty rectangle (HoDoKu "Empty Rectangle"; Sudoku Explainer finds it as an X-chain). In a box,
// the places of a digit lie on one row R and one column C of the box (and not all on one of
// them): the digit of the box is in R or in C. A conjugate pair on the digit in a column outside
// the box's columns, with one end p in row R, and other end q: if q lacks the digit, p holds it,
// so the box's row R is empty of it and the box's digit is in column C. Then the cell t in q's row
// and column C cannot hold it either way — if t held it, q would not, p would, and the box would
// have no place. The same with rows and columns exchanged.
#include <algorithm>

#include "logic/techniques.hpp"
#include "logic/wording.hpp"

namespace gridforge::logic_detail {
namespace {

bool contains(const std::vector<Cell>& cells, Cell cell) { return std::find(cells.begin(), cells.end(), cell) != cells.end(); }

/// The house of `kind` (row or column) holding `cell`.
int line_of(const LogicState& state, Cell cell, HouseKind kind) {
    for (int h : state.puzzle().topology().houses_of_cell[static_cast<std::size_t>(cell)]) {
        if (state.tables().kinds[static_cast<std::size_t>(h)] == kind) return h;
    }
    return -1;  // unreachable: every cell has a row and a column
}

}  // namespace

std::optional<Step> find_empty_rectangle(const LogicState& state) {
    const Geometry& g = state.geometry();
    const auto& houses = state.houses();
    const auto& kinds = state.tables().kinds;
    for (Digit digit = 1; digit <= state.size(); ++digit) {
        const std::vector<std::vector<Cell>> strong = strong_links(state, digit);
        for (int b = 0; b < static_cast<int>(houses.size()); ++b) {
            if (is_line(kinds[static_cast<std::size_t>(b)]) || placed_in(state, b).contains(digit)) continue;
            const std::vector<Cell> box = places(state, b, digit);
            if (box.size() < 2) continue;
            const auto& box_cells = houses[static_cast<std::size_t>(b)].cells;
            for (Cell corner : box_cells) {
                const int row = g.row_of(corner);
                const int column = g.column_of(corner);
                const bool cross = std::all_of(box.begin(), box.end(), [&](Cell c) { return g.row_of(c) == row || g.column_of(c) == column; });
                const bool one_row = std::all_of(box.begin(), box.end(), [&](Cell c) { return g.row_of(c) == row; });
                const bool one_column = std::all_of(box.begin(), box.end(), [&](Cell c) { return g.column_of(c) == column; });
                if (!cross || one_row || one_column) continue;
                // Conjugate pairs p-q with p on the box's row (outside the box), q in a column away from the box: t = (q's row, column).
                for (bool by_row : {true, false}) {
                    for (Cell p = 0; p < state.cell_count(); ++p) {
                        if (contains(box_cells, p)) continue;
                        if (by_row ? g.row_of(p) != row : g.column_of(p) != column) continue;
                        for (Cell q : strong[static_cast<std::size_t>(p)]) {
                            // The pair runs across the line: same column as p (by_row) or same row.
                            if (by_row ? g.column_of(q) != g.column_of(p) : g.row_of(q) != g.row_of(p)) continue;
                            const Cell t = by_row ? g.cell_at(g.row_of(q), column) : g.cell_at(row, g.column_of(q));
                            if (contains(box_cells, t) || contains(box_cells, q) || t == q) continue;
                            if (!state.empty_at(t) || !state.candidates(t).contains(digit)) continue;
                            Step step;
                            step.technique = TechniqueId::empty_rectangle;
                            step.eliminations = {{t, digit}};
                            step.cells = box;
                            step.cells.push_back(p);
                            step.cells.push_back(q);
                            // The houses the reasoning uses: the box, its row and column, the pair's line.
                            const int box_row = line_of(state, corner, HouseKind::row);
                            const int box_column = line_of(state, corner, HouseKind::column);
                            const int pair_line = line_of(state, p, by_row ? HouseKind::column : HouseKind::row);
                            step.houses = {b, box_row, box_column, pair_line};
                            for (Cell c : step.cells) step.pattern.push_back({c, digit});
                            const std::string d = digit_text(digit);
                            const std::string box_name = house_text(state, b);
                            const int p_line = by_row ? box_row : box_column;  // p sees the box along it
                            const int t_line = by_row ? box_column : box_row;  // and t along this one
                            step.text = "Empty rectangle: in " + box_name + " the digit " + d + " lies only in " +
                                        house_text(state, box_row) + " or " + house_text(state, box_column) + ", and in " +
                                        house_text(state, pair_line) + " only in " + g.cell_name(p) + " or " + g.cell_name(q) +
                                        ". If " + g.cell_name(t) + " were " + d + ", " + g.cell_name(q) + " would not be, so " +
                                        g.cell_name(p) + " would be; then " + g.cell_name(p) + " (" + house_text(state, p_line) +
                                        ") and " + g.cell_name(t) + " (" + house_text(state, t_line) + ") would leave " + box_name +
                                        " no place for " + d + ": " + wording::removal(g, step.eliminations) + ".";
                            return step;
                        }
                    }
                }
            }
        }
    }
    return std::nullopt;
}

}  // namespace gridforge::logic_detail
