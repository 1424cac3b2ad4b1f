// HoDoKu's simple colors (trap, wrap) and multi-colors (step.hpp; HoDoKu ColoringSolver, as read in
// hodoku-py solver/coloring.py).
//
// Per digit, the cells in at least one conjugate pair are coloured: starting from the lowest
// uncoloured one, depth first through the conjugate pairs of its row, column and box, alternating
// colours; clusters of a single cell are dropped. Simple colors: per cluster, wrap (two cells of one
// colour see each other: that colour goes) before trap (cells seeing both colours lose the digit).
// Multi-colors: ordered pairs of clusters (A, B); type 2 (a colour of A sees both colours of B:
// that colour goes) before type 1 (a colour of A sees a colour of B: cells seeing the other two
// colours lose the digit). Eliminations in cell order.
#include <optional>
#include <utility>
#include <vector>

#include "rate/classic/cell_set.hpp"
#include "rate/step_score/step.hpp"

namespace gridforge::hodoku {

using classic::CellSet;
using classic::house_cells;
using classic::kCellHouses;
using classic::peer_cells;

namespace {

using Cluster = std::pair<CellSet, CellSet>;

int conjugate(const CandidateGrid& grid, CellSet digit_set, int cell, int house, int digit) {
    if (free_count(grid, house, digit) != 2) return -1;
    const CellSet other = digit_set & house_cells(house).without(CellSet::of(cell));
    return other.empty() ? -1 : other.last();
}

void colour(const CandidateGrid& grid, CellSet digit_set, int digit, int cell, bool on, CellSet& remaining, Cluster& c) {
    if (!remaining.has(cell)) return;
    remaining.remove(cell);
    (on ? c.first : c.second) |= CellSet::of(cell);
    for (const std::uint8_t house : kCellHouses[cell]) {
        const int partner = conjugate(grid, digit_set, cell, house, digit);
        if (partner != -1) colour(grid, digit_set, digit, partner, !on, remaining, c);
    }
}

std::vector<Cluster> clusters(const CandidateGrid& grid, int digit) {
    const CellSet digit_set = digit_cells(grid, digit);
    CellSet remaining;
    digit_set.for_each([&](int cell) {
        for (const std::uint8_t house : kCellHouses[cell]) {
            if (free_count(grid, house, digit) == 2) {
                remaining.add(cell);
                break;
            }
        }
    });
    std::vector<Cluster> result;
    while (!remaining.empty()) {
        Cluster c;
        colour(grid, digit_set, digit, remaining.first(), true, remaining, c);
        if (!c.first.empty() && !c.second.empty()) result.push_back(c);
    }
    return result;
}

CellSet seen_by(CellSet cells) {
    CellSet result;
    cells.for_each([&](int cell) { result |= peer_cells(cell); });
    return result;
}

bool sees_itself(CellSet colour_cells) {
    bool found = false;
    colour_cells.for_each([&](int cell) {
        if (!found && !(peer_cells(cell) & colour_cells).empty()) found = true;
    });
    return found;
}

// Whether the cells of `colour_cells` together see a cell of b1 and a cell of b2 (one cell
// may see one and another cell the other).
bool sees_both(CellSet colour_cells, CellSet b1, CellSet b2) {
    const CellSet seen = seen_by(colour_cells);
    return !(seen & b1).empty() && !(seen & b2).empty();
}

CellSet trap(CellSet digit_set, CellSet a, CellSet b) { return digit_set & seen_by(a) & seen_by(b).without(a | b); }

}  // namespace

std::optional<Step> find_simple_colors(const CandidateGrid& grid) {
    for (int digit = 1; digit <= 9; ++digit) {
        const CellSet digit_set = digit_cells(grid, digit);
        for (const auto& [c1, c2] : clusters(grid, digit)) {
            CellSet gone;
            if (sees_itself(c1)) gone |= c1 & digit_set;
            if (sees_itself(c2)) gone |= c2 & digit_set;
            if (!gone.empty()) return elimination_step(Kind::simple_colors_wrap, digit, gone);
            gone = trap(digit_set, c1, c2);
            if (!gone.empty()) return elimination_step(Kind::simple_colors_trap, digit, gone);
        }
    }
    return std::nullopt;
}

std::optional<Step> find_multi_colors(const CandidateGrid& grid) {
    for (int digit = 1; digit <= 9; ++digit) {
        const CellSet digit_set = digit_cells(grid, digit);
        const auto all = clusters(grid, digit);
        for (std::size_t i = 0; i < all.size(); ++i) {
            for (std::size_t j = 0; j < all.size(); ++j) {
                if (i == j) continue;
                const auto& [a1, a2] = all[i];
                const auto& [b1, b2] = all[j];
                CellSet gone;
                if (sees_both(a1, b1, b2)) gone |= a1 & digit_set;
                if (sees_both(a2, b1, b2)) gone |= a2 & digit_set;
                if (!gone.empty()) return elimination_step(Kind::multi_colors_2, digit, gone);
                const CellSet seen_a1 = seen_by(a1), seen_a2 = seen_by(a2);
                if (!(seen_a1 & b1).empty()) gone |= trap(digit_set, a2, b2);
                if (!(seen_a1 & b2).empty()) gone |= trap(digit_set, a2, b1);
                if (!(seen_a2 & b1).empty()) gone |= trap(digit_set, a1, b2);
                if (!(seen_a2 & b2).empty()) gone |= trap(digit_set, a1, b1);
                if (!gone.empty()) return elimination_step(Kind::multi_colors_1, digit, gone);
            }
        }
    }
    return std::nullopt;
}

}  // namespace gridforge::hodoku
