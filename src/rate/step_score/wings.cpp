// HoDoKu's W-Wing, XY-Wing and XYZ-Wing (step.hpp; HoDoKu WingSolver, as read in hodoku-py
// solver/wings.py).
//
// XY-Wing: bivalue cells in cell order; triples i < j < k with three digits in all and no two
// cells alike, each of the three tried as pivot (i, then j, then k); the pivot sees both pincers,
// which share one digit z; z goes from the cells seeing both pincers. XYZ-Wing: a trivalue pivot
// with two bivalue pincers j < k; the eliminated cells see the pivot too. W-Wing: two bivalue
// cells alike (i < j); for each of their digits (lower first) that cells seeing both hold, a
// conjugate pair of the other digit in the first house (house order 0-26) whose ends see one
// cell each (and no end sees both).
#include <optional>
#include <vector>

#include "rate/classic/cell_set.hpp"
#include "rate/step_score/step.hpp"

namespace gridforge::hodoku {

using classic::bit;
using classic::CellSet;
using classic::kHouseCells;
using classic::Mask;
using classic::peer_cells;
using classic::popcount;

namespace {

std::optional<Step> check_wing(const CandidateGrid& grid, int pivot, int pincer1, int pincer2, bool xyz) {
    if (!peer_cells(pivot).has(pincer1) || !peer_cells(pivot).has(pincer2)) return std::nullopt;
    const Mask shared = grid.candidates[pincer1] & grid.candidates[pincer2];
    if (popcount(shared) != 1) return std::nullopt;
    const int z = classic::first_digit(shared);
    CellSet gone = digit_cells(grid, z) & peer_cells(pincer1) & peer_cells(pincer2);
    if (xyz) gone &= peer_cells(pivot);
    gone = gone.without(CellSet::of(pivot) | CellSet::of(pincer1) | CellSet::of(pincer2));
    if (gone.empty()) return std::nullopt;
    return elimination_step(xyz ? Kind::xyz_wing : Kind::xy_wing, z, gone);
}

std::optional<Step> find_wing(const CandidateGrid& grid, bool xyz) {
    std::vector<int> bivalue;
    std::vector<int> trivalue;
    for (int cell = 0; cell < 81; ++cell) {
        if (grid.value[cell] != 0) continue;
        const int n = popcount(grid.candidates[cell]);
        if (n == 2) bivalue.push_back(cell);
        if (xyz && n == 3) trivalue.push_back(cell);
    }
    const std::vector<int>& pivots = xyz ? trivalue : bivalue;
    for (std::size_t pi = 0; pi < pivots.size(); ++pi) {
        const int pivot = pivots[pi];
        const Mask pivot_mask = grid.candidates[pivot];
        for (std::size_t ji = 0; ji < bivalue.size(); ++ji) {
            const int j = bivalue[ji];
            if (xyz && j == pivot) continue;
            if (!xyz && ji <= pi) continue;
            const Mask j_mask = grid.candidates[j];
            if (popcount(pivot_mask | j_mask) != 3) continue;
            for (std::size_t ki = ji + 1; ki < bivalue.size(); ++ki) {
                const int k = bivalue[ki];
                if (k == pivot) continue;
                const Mask k_mask = grid.candidates[k];
                if (popcount(pivot_mask | j_mask | k_mask) != 3) continue;
                if (pivot_mask == j_mask || j_mask == k_mask || k_mask == pivot_mask) continue;
                if (auto step = check_wing(grid, pivot, j, k, xyz)) return step;
                if (!xyz) {
                    if (auto step = check_wing(grid, j, pivot, k, xyz)) return step;
                    if (auto step = check_wing(grid, k, j, pivot, xyz)) return step;
                }
            }
        }
    }
    return std::nullopt;
}

bool has_w_link(const CandidateGrid& grid, int link_digit, int first, int second) {
    for (int house = 0; house < 27; ++house) {
        if (free_count(grid, house, link_digit) != 2) continue;
        int ends[2];
        int n = 0;
        for (const std::uint8_t cell : kHouseCells[house]) {
            if (cell != first && cell != second && grid.has(cell, link_digit)) {
                ends[n++] = cell;
                if (n == 2) break;
            }
        }
        if (n != 2) continue;
        const bool w1_first = peer_cells(ends[0]).has(first), w1_second = peer_cells(ends[0]).has(second);
        const bool w2_first = peer_cells(ends[1]).has(first), w2_second = peer_cells(ends[1]).has(second);
        if ((w1_first && w1_second) || (w2_first && w2_second)) continue;
        if ((w1_first && w2_second) || (w1_second && w2_first)) return true;
    }
    return false;
}

}  // namespace

std::optional<Step> find_xy_wing(const CandidateGrid& grid) { return find_wing(grid, false); }
std::optional<Step> find_xyz_wing(const CandidateGrid& grid) { return find_wing(grid, true); }

std::optional<Step> find_w_wing(const CandidateGrid& grid) {
    std::vector<int> bivalue;
    for (int cell = 0; cell < 81; ++cell) {
        if (grid.value[cell] == 0 && popcount(grid.candidates[cell]) == 2) bivalue.push_back(cell);
    }
    for (std::size_t ii = 0; ii < bivalue.size(); ++ii) {
        const int i = bivalue[ii];
        const Mask mask = grid.candidates[i];
        const int a = classic::first_digit(mask);
        const int b = classic::first_digit(mask & static_cast<Mask>(~bit(a)));
        const CellSet peers_a = digit_cells(grid, a) & peer_cells(i);
        const CellSet peers_b = digit_cells(grid, b) & peer_cells(i);
        for (std::size_t jj = ii + 1; jj < bivalue.size(); ++jj) {
            const int j = bivalue[jj];
            if (grid.candidates[j] != mask) continue;
            for (const auto& [elim_digit, link_digit, seen] :
                 {std::tuple{a, b, peers_a}, std::tuple{b, a, peers_b}}) {
                const CellSet gone = seen & peer_cells(j);
                if (gone.empty() || !has_w_link(grid, link_digit, i, j)) continue;
                return elimination_step(Kind::w_wing, elim_digit, gone);
            }
        }
    }
    return std::nullopt;
}

}  // namespace gridforge::hodoku
