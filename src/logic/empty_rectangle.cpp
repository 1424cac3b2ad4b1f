// Empty rectangle (HoDoKu "Empty Rectangle"; Sudoku Explainer finds it as an X-chain). In a box,
// the places of a digit lie on one row R and one column C of the box (and not all on one of
// them): the digit of the box is in R or in C. A conjugate pair on the digit in a column outside
// the box's columns, with one end p in row R, and other end q: if q lacks the digit, p holds it,
// so the box's row R is empty of it and the box's digit is in column C. Then the cell t in q's row
// and column C cannot hold it either way — if t held it, q would not, p would, and the box would
// have no place. The same with rows and columns exchanged.
#include <algorithm>

#include "logic/techniques.hpp"

namespace gridforge::logic_detail {
namespace {

bool contains(const std::vector<Cell>& cells, Cell cell) { return std::find(cells.begin(), cells.end(), cell) != cells.end(); }

}  // namespace

std::optional<Step> find_empty_rectangle(const LogicState& state) {
    const Geometry& g = state.geometry();
    const auto& houses = state.houses();
    const auto& kinds = state.tables().kinds;
    for (Digit digit = 1; digit <= state.size(); ++digit) {
        const std::vector<std::vector<Cell>> strong = strong_links(state, digit);
        for (int b = 0; b < static_cast<int>(houses.size()); ++b) {
            if (kinds[static_cast<std::size_t>(b)] != HouseKind::block || placed_in(state, b).contains(digit)) continue;
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
                            step.houses = {b};
                            for (Cell c : step.cells) step.pattern.push_back({c, digit});
                            const std::string line = by_row ? "row " + std::to_string(row + 1) : "column " + std::to_string(column + 1);
                            const std::string other = by_row ? "column " + std::to_string(column + 1) : "row " + std::to_string(row + 1);
                            step.text = "Empty rectangle: in " + houses[static_cast<std::size_t>(b)].name + " the digit " +
                                        digit_text(digit) + " lies in " + line + " or " + other + "; it is in " +
                                        g.cell_name(p) + " or " + g.cell_name(q) + ", so " + g.cell_name(t) +
                                        " would leave the box without it: removed " + elimination_list(g, step.eliminations) + ".";
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
