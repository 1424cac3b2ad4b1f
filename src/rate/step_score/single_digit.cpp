// HoDoKu's single-digit patterns: skyscraper, 2-string kite, empty rectangle (step.hpp; HoDoKu
// SingleDigitPatternSolver, as read in hodoku-py solver/single_digit.py).
//
// Conjugate pairs are the houses holding a digit exactly twice (the two cells in house order).
// Skyscraper: rows first (all digits), then columns; two pairs of parallel lines whose first (or
// else second) ends share a cross line while the other ends do not; the digit goes from the cells
// seeing both free ends. 2-string kite: per digit, each row pair with each column pair, joined in a
// box by one end each (all four cells distinct); the digit goes from the cell at the free ends'
// crossing. Empty rectangle: per digit and box holding it 2..5 times, the nine cross positions of
// the box; the digit confined to one row and one column of the box (both used), a conjugate pair
// from the row's (then the column's) cells outside the box leads to the elimination.
#include <optional>
#include <utility>
#include <vector>

#include "rate/classic/cell_set.hpp"
#include "rate/step_score/step.hpp"

namespace gridforge::hodoku {

using classic::box_of;
using classic::CellSet;
using classic::column_of;
using classic::house_cells;
using classic::kHouseCells;
using classic::peer_cells;
using classic::row_of;

namespace {

std::vector<std::pair<int, int>> conjugate_pairs(const CandidateGrid& grid, int first, int digit) {
    std::vector<std::pair<int, int>> pairs;
    for (int house = first; house < first + 9; ++house) {
        if (free_count(grid, house, digit) != 2) continue;
        int found[2];
        int n = 0;
        for (const std::uint8_t cell : kHouseCells[house]) {
            if (grid.has(cell, digit)) {
                found[n++] = cell;
                if (n == 2) break;
            }
        }
        if (n == 2) pairs.emplace_back(found[0], found[1]);
    }
    return pairs;
}

}  // namespace

std::optional<Step> find_skyscraper(const CandidateGrid& grid) {
    for (const bool rows : {true, false}) {
        auto cross = [rows](int cell) { return rows ? column_of(cell) : row_of(cell); };
        for (int digit = 1; digit <= 9; ++digit) {
            const auto pairs = conjugate_pairs(grid, rows ? 0 : 9, digit);
            const CellSet digit_set = digit_cells(grid, digit);
            for (std::size_t i = 0; i < pairs.size(); ++i) {
                const int a[2] = {pairs[i].first, pairs[i].second};
                for (std::size_t j = i + 1; j < pairs.size(); ++j) {
                    const int b[2] = {pairs[j].first, pairs[j].second};
                    int other;
                    if (cross(a[0]) == cross(b[0])) {
                        other = 1;
                    } else if (cross(a[1]) == cross(b[1])) {
                        other = 0;
                    } else {
                        continue;
                    }
                    if (cross(a[other]) == cross(b[other])) continue;
                    const CellSet gone = digit_set & peer_cells(a[other]) & peer_cells(b[other]);
                    if (!gone.empty()) return elimination_step(Kind::skyscraper, digit, gone);
                }
            }
        }
    }
    return std::nullopt;
}

std::optional<Step> find_two_string_kite(const CandidateGrid& grid) {
    for (int digit = 1; digit <= 9; ++digit) {
        const auto row_pairs = conjugate_pairs(grid, 0, digit);
        const auto column_pairs = conjugate_pairs(grid, 9, digit);
        for (const auto& rp : row_pairs) {
            for (const auto& cp : column_pairs) {
                int la = rp.first, lb = rp.second, ca = cp.first, cb = cp.second;
                if (box_of(la) == box_of(ca)) {
                } else if (box_of(la) == box_of(cb)) {
                    std::swap(ca, cb);
                } else if (box_of(lb) == box_of(ca)) {
                    std::swap(la, lb);
                } else if (box_of(lb) == box_of(cb)) {
                    std::swap(la, lb);
                    std::swap(ca, cb);
                } else {
                    continue;
                }
                if (la == ca || la == cb || lb == ca || lb == cb) continue;
                const int target = row_of(cb) * 9 + column_of(lb);
                if (grid.has(target, digit)) return elimination_step(Kind::two_string_kite, digit, CellSet::of(target));
            }
        }
    }
    return std::nullopt;
}

namespace {

// One scan direction of an empty rectangle (HoDoKu checkEmptyRectangle): along the box's ER row
// (columns carry the conjugate pairs) or along its ER column (rows carry them).
std::optional<Step> check_empty_rectangle(const CandidateGrid& grid, int digit, int box, bool along_column,
                                          int line, int er_other) {
    const CellSet digit_set = digit_cells(grid, digit);
    for (const std::uint8_t index : kHouseCells[along_column ? 9 + line : line]) {
        if (grid.value[index] != 0 || box_of(index) == box || !digit_set.has(index)) continue;
        const int unit = along_column ? row_of(index) : column_of(index);
        const CellSet conjugate = digit_set & house_cells(along_column ? unit : 9 + unit);
        if (conjugate.size() != 2) continue;
        const int index2 = conjugate.without(CellSet::of(index)).last();
        const int other_unit = along_column ? column_of(index2) : row_of(index2);
        const CellSet line_cells = digit_set & house_cells(along_column ? 9 + other_unit : other_unit);
        int found = -1;
        line_cells.for_each([&](int target) {
            if (found >= 0 || box_of(target) == box) return;
            const int unit_target = along_column ? row_of(target) : column_of(target);
            if (unit_target == er_other) found = target;
        });
        if (found >= 0) return elimination_step(Kind::empty_rectangle, digit, CellSet::of(found));
    }
    return std::nullopt;
}

}  // namespace

std::optional<Step> find_empty_rectangle(const CandidateGrid& grid) {
    static const int kOffsets[9][4] = {{0, 1, 9, 10}, {0, 2, 9, 11}, {1, 2, 10, 11}, {0, 1, 18, 19}, {0, 2, 18, 20},
                                       {1, 2, 19, 20}, {9, 10, 18, 19}, {9, 11, 18, 20}, {10, 11, 19, 20}};
    static const int kLineOffset[9] = {2, 2, 2, 1, 1, 1, 0, 0, 0};
    static const int kColumnOffset[9] = {2, 1, 0, 2, 1, 0, 2, 1, 0};
    for (int digit = 1; digit <= 9; ++digit) {
        const CellSet digit_set = digit_cells(grid, digit);
        for (int box = 0; box < 9; ++box) {
            const int n = free_count(grid, 18 + box, digit);
            if (n < 2 || n > 5) continue;
            const CellSet in_box = digit_set & house_cells(18 + box);
            const int top_left = kHouseCells[18 + box][0];
            for (int p = 0; p < 9; ++p) {
                CellSet empty_part;
                for (const int off : kOffsets[p]) empty_part.add(top_left + off);
                if (!(in_box & empty_part).empty()) continue;
                const int er_row = row_of(top_left) + kLineOffset[p];
                const int er_column = column_of(top_left) + kColumnOffset[p];
                if ((in_box & house_cells(er_row).without(house_cells(9 + er_column))).empty()) continue;
                if ((in_box & house_cells(9 + er_column).without(house_cells(er_row))).empty()) continue;
                if (auto step = check_empty_rectangle(grid, digit, box, false, er_row, er_column)) return step;
                if (auto step = check_empty_rectangle(grid, digit, box, true, er_column, er_row)) return step;
            }
        }
    }
    return std::nullopt;
}

}  // namespace gridforge::hodoku
