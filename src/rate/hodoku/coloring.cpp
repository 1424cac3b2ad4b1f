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

#include "rate/hodoku/cells.hpp"
#include "rate/hodoku/step.hpp"

namespace gridforge::hodoku {

using classic::kCellHouses;

namespace {

using Cluster = std::pair<Cells, Cells>;

int conjugate(const CandidateGrid& grid, Cells digit_set, int cell, int house, int digit) {
    if (free_count(grid, house, digit) != 2) return -1;
    const Cells other = digit_set & house_set()[house] & ~cell_bit(cell);
    return other == 0 ? -1 : highest(other);
}

void colour(const CandidateGrid& grid, Cells digit_set, int digit, int cell, bool on, Cells& remaining, Cluster& c) {
    if (!contains(remaining, cell)) return;
    remaining &= ~cell_bit(cell);
    (on ? c.first : c.second) |= cell_bit(cell);
    for (const std::uint8_t house : kCellHouses[cell]) {
        const int partner = conjugate(grid, digit_set, cell, house, digit);
        if (partner != -1) colour(grid, digit_set, digit, partner, !on, remaining, c);
    }
}

std::vector<Cluster> clusters(const CandidateGrid& grid, int digit) {
    const Cells digit_set = digit_cells(grid, digit);
    Cells remaining = 0;
    for_each_cell(digit_set, [&](int cell) {
        for (const std::uint8_t house : kCellHouses[cell]) {
            if (free_count(grid, house, digit) == 2) {
                remaining |= cell_bit(cell);
                break;
            }
        }
    });
    std::vector<Cluster> result;
    while (remaining != 0) {
        Cluster c{0, 0};
        colour(grid, digit_set, digit, lowest(remaining), true, remaining, c);
        if (c.first != 0 && c.second != 0) result.push_back(c);
    }
    return result;
}

Cells seen_by(Cells cells) {
    Cells result = 0;
    for_each_cell(cells, [&](int cell) { result |= buddies()[cell]; });
    return result;
}

bool sees_itself(Cells colour_cells) {
    bool found = false;
    for_each_cell(colour_cells, [&](int cell) {
        if (!found && (buddies()[cell] & colour_cells)) found = true;
    });
    return found;
}

// Whether the cells of `colour_cells` together see a cell of b1 and a cell of b2 (one cell
// may see one and another cell the other).
bool sees_both(Cells colour_cells, Cells b1, Cells b2) {
    const Cells seen = seen_by(colour_cells);
    return (seen & b1) != 0 && (seen & b2) != 0;
}

Step colour_step(Kind kind, int digit, Cells gone) {
    Step step;
    step.kind = kind;
    for_each_cell(gone, [&](int cell) { step.eliminations.emplace_back(cell, digit); });
    return step;
}

Cells trap(Cells digit_set, Cells a, Cells b) { return digit_set & seen_by(a) & seen_by(b) & ~(a | b); }

}  // namespace

std::optional<Step> find_simple_colors(const CandidateGrid& grid) {
    for (int digit = 1; digit <= 9; ++digit) {
        const Cells digit_set = digit_cells(grid, digit);
        for (const auto& [c1, c2] : clusters(grid, digit)) {
            Cells gone = 0;
            if (sees_itself(c1)) gone |= c1 & digit_set;
            if (sees_itself(c2)) gone |= c2 & digit_set;
            if (gone != 0) return colour_step(Kind::simple_colors_wrap, digit, gone);
            gone = trap(digit_set, c1, c2);
            if (gone != 0) return colour_step(Kind::simple_colors_trap, digit, gone);
        }
    }
    return std::nullopt;
}

std::optional<Step> find_multi_colors(const CandidateGrid& grid) {
    for (int digit = 1; digit <= 9; ++digit) {
        const Cells digit_set = digit_cells(grid, digit);
        const auto all = clusters(grid, digit);
        for (std::size_t i = 0; i < all.size(); ++i) {
            for (std::size_t j = 0; j < all.size(); ++j) {
                if (i == j) continue;
                const auto& [a1, a2] = all[i];
                const auto& [b1, b2] = all[j];
                Cells gone = 0;
                if (sees_both(a1, b1, b2)) gone |= a1 & digit_set;
                if (sees_both(a2, b1, b2)) gone |= a2 & digit_set;
                if (gone != 0) return colour_step(Kind::multi_colors_2, digit, gone);
                const Cells seen_a1 = seen_by(a1), seen_a2 = seen_by(a2);
                if (seen_a1 & b1) gone |= trap(digit_set, a2, b2);
                if (seen_a1 & b2) gone |= trap(digit_set, a2, b1);
                if (seen_a2 & b1) gone |= trap(digit_set, a1, b2);
                if (seen_a2 & b2) gone |= trap(digit_set, a1, b1);
                if (gone != 0) return colour_step(Kind::multi_colors_1, digit, gone);
            }
        }
    }
    return std::nullopt;
}

}  // namespace gridforge::hodoku
