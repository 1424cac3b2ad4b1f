// Sudoku Explainer's wing producers (hint.hpp): XY-Wing and XYZ-Wing (SE's XYWing.java, XYWingHint),
// and the ALS wings WXYZ, VWXYZ, UVWXYZ and TUVWXYZ (SE's WXYZWing.java, VWXYZWing.java,
// UVWXYZWing.java, TUVWXYZWing.java and their hint classes).
//
// The ALS wings are one search with a parameter: an almost locked set of n mutually visible cells
// (n = 3..6) holding n + 1 digits, plus a bivalue cell (the "yz" cell) both of whose digits are in
// the set. A digit of the bivalue cell is restricted when every set cell holding it sees the
// bivalue cell. With one restricted digit x the other digit z is removed from cells that see the
// bivalue cell and every set cell holding z; with both restricted ("doubly linked") each other
// digit of the set is also removed from cells seeing all its holders. SE collects every such hint,
// sorts them by difficulty, then by eliminations (most first), then by name suffix (reverse
// lexicographic), stably, and the accumulator takes the first. Ratings: XY 4.2, XYZ 4.4, WXYZ
// 5.5-5.6 and VWXYZ 6.2-6.4 by the largest set cell, UVWXYZ 6.6, TUVWXYZ 7.5; names carry SE's
// suffix (1 or 2 for singly or doubly linked, largest cell size, sum of set cell sizes).
#include <algorithm>
#include <array>
#include <bitset>
#include <cmath>
#include <string>
#include <vector>

#include "rate/se_scale/hint.hpp"
#include "rate/se_scale/peers.hpp"

namespace gridforge::se {
namespace {

using classic::bit;
using classic::kPeers;
using classic::Mask;
using classic::popcount;

using Cells = std::bitset<81>;

// ---- XY-Wing / XYZ-Wing ----

}  // namespace

std::optional<Hint> find_xy_wing(const CandidateGrid& grid, bool xyz) {
    const int pivot_size = xyz ? 3 : 2;
    for (int pivot = 0; pivot < 81; ++pivot) {
        const Mask pivot_mask = grid.candidates[pivot];
        if (popcount(pivot_mask) != pivot_size) continue;
        for (const int wing1 : kPeers[pivot]) {
            const Mask m1 = grid.candidates[wing1];
            if (popcount(m1) != 2 || popcount(static_cast<Mask>(pivot_mask & ~m1)) != 1) continue;
            for (const int wing2 : kPeers[pivot]) {
                const Mask m2 = grid.candidates[wing2];
                if (popcount(m2) != 2) continue;
                if (popcount(static_cast<Mask>(pivot_mask | m1 | m2)) != 3) continue;
                if (popcount(static_cast<Mask>(pivot_mask & m1 & m2)) != (xyz ? 1 : 0)) continue;
                const int z = classic::first_digit(static_cast<Mask>(m1 & m2));
                Hint hint;
                hint.name = xyz ? "XYZ-Wing" : "XY-Wing";
                hint.difficulty = xyz ? 4.4 : 4.2;
                for (int cell = 0; cell < 81; ++cell) {
                    if (cell == pivot || cell == wing1 || cell == wing2) continue;
                    if (!sees(cell, wing1) || !sees(cell, wing2)) continue;
                    if (xyz && !sees(cell, pivot)) continue;
                    if (grid.has(cell, z)) hint.eliminations.emplace_back(cell, z);
                }
                if (!hint.eliminations.empty()) return hint;
            }
        }
    }
    return std::nullopt;
}

namespace {

// ---- ALS wings ----

struct WingKind {
    int set_cells;          // cells of the almost locked set
    const char* name;       // SE's name prefix
    double base;
    int max_size;           // SE's "Max" pilot cell size for the size adjustment; 0 = fixed rating
};

struct WingCandidate {
    double difficulty;
    int eliminations;
    std::string suffix;
    Hint hint;
};

class AlsWingSearch {
public:
    AlsWingSearch(const CandidateGrid& grid, const WingKind& kind) : grid_(grid), kind_(kind) {}

    std::optional<Hint> run() {
        for (int first = 0; first < 81; ++first) {
            const Mask mask = grid_.candidates[first];
            const int size = popcount(mask);
            if (size < 2 || size > kind_.set_cells + 1) continue;
            cells_[0] = first;
            extend(1, mask);
        }
        if (found_.empty()) return std::nullopt;
        std::stable_sort(found_.begin(), found_.end(), [](const WingCandidate& a, const WingCandidate& b) {
            if (a.difficulty != b.difficulty) return a.difficulty < b.difficulty;
            if (a.eliminations != b.eliminations) return a.eliminations > b.eliminations;
            return a.suffix > b.suffix;
        });
        return found_.front().hint;
    }

private:
    // Cells of the set in increasing index order, each a peer of all earlier ones (SE's forward
    // visible cells).
    void extend(int depth, Mask union_mask) {
        const int prev = cells_[depth - 1];
        for (const int cell : kPeers[prev]) {
            if (cell <= prev) continue;
            bool all_see = true;
            for (int i = 0; i + 1 < depth; ++i) all_see = all_see && sees(cells_[i], cell);
            if (!all_see) continue;
            const Mask mask = grid_.candidates[cell];
            const Mask joined = static_cast<Mask>(union_mask | mask);
            if (popcount(mask) < 2) continue;
            cells_[depth] = cell;
            if (depth + 1 < kind_.set_cells) {
                if (popcount(joined) <= kind_.set_cells + 1) extend(depth + 1, joined);
            } else if (popcount(joined) == kind_.set_cells + 1) {
                complete(joined);
            }
        }
    }

    bool in_set(int cell) const {
        for (int i = 0; i < kind_.set_cells; ++i)
            if (cells_[i] == cell) return true;
        return false;
    }

    // Whether every set cell holding `digit` sees `pivot`.
    bool restricted(int digit, int pivot) const {
        for (int i = 0; i < kind_.set_cells; ++i)
            if (grid_.has(cells_[i], digit) && !sees(cells_[i], pivot)) return false;
        return true;
    }

    // Removes `digit` from cells seeing every set cell that holds it (and `also`, when >= 0).
    // Returns how many candidates were added.
    int eliminate(int digit, int also, std::vector<std::pair<int, int>>& out) const {
        Cells victims;
        victims.set();
        if (also >= 0) victims = peers_of(also);
        for (int i = 0; i < kind_.set_cells; ++i)
            if (grid_.has(cells_[i], digit)) victims &= peers_of(cells_[i]);
        int added = 0;
        for (int cell = 0; cell < 81; ++cell) {
            if (!victims[static_cast<std::size_t>(cell)] || in_set(cell) || cell == also || !grid_.has(cell, digit)) continue;
            out.emplace_back(cell, digit);
            ++added;
        }
        return added;
    }

    void complete(Mask union_mask) {
        int biggest = 0;
        int wing_size = 0;
        for (int i = 0; i < kind_.set_cells; ++i) {
            const int n = popcount(grid_.candidates[cells_[i]]);
            biggest = std::max(biggest, n);
            wing_size += n;
        }
        // The bivalue cell: any cell seeing one of the set cells, in index order.
        Cells near;
        for (int i = 0; i < kind_.set_cells; ++i) near |= peers_of(cells_[i]);
        for (int pivot = 0; pivot < 81; ++pivot) {
            if (!near[static_cast<std::size_t>(pivot)] || in_set(pivot)) continue;
            const Mask pm = grid_.candidates[pivot];
            if (popcount(pm) != 2 || popcount(static_cast<Mask>(pm & union_mask)) != 2) continue;
            const int low = classic::first_digit(pm);
            const int high = classic::first_digit(static_cast<Mask>(pm & ~bit(low)));
            const bool high_restricted = restricted(high, pivot);
            const bool low_restricted = restricted(low, pivot);
            if (low_restricted && high_restricted) {
                add_double(pivot, low, high, union_mask, biggest, wing_size);
            } else if (low_restricted) {
                add_single(pivot, high, biggest, wing_size);
            } else if (high_restricted) {
                add_single(pivot, low, biggest, wing_size);
            }
        }
    }

    double difficulty(int biggest) const {
        if (kind_.max_size == 0) return kind_.base;
        const int middle = (kind_.max_size + 2) / 2;
        return kind_.base + ((kind_.max_size - middle) - std::abs(middle - biggest)) * 0.1;
    }

    void add(Hint&& hint, bool doubly, int biggest, int wing_size) {
        if (hint.eliminations.empty()) return;
        std::sort(hint.eliminations.begin(), hint.eliminations.end());
        WingCandidate c;
        c.suffix = std::to_string(doubly ? 2 : 1) + std::to_string(biggest) + std::to_string(wing_size);
        c.difficulty = difficulty(biggest);
        c.eliminations = static_cast<int>(hint.eliminations.size());
        hint.name = std::string(kind_.name) + " " + c.suffix;
        hint.difficulty = c.difficulty;
        c.hint = std::move(hint);
        found_.push_back(std::move(c));
    }

    // One restricted digit: remove the other one (`z`).
    void add_single(int pivot, int z, int biggest, int wing_size) {
        Hint hint;
        eliminate(z, pivot, hint.eliminations);
        add(std::move(hint), false, biggest, wing_size);
    }

    void add_double(int pivot, int x, int z, Mask union_mask, int biggest, int wing_size) {
        Hint hint;
        const Mask others = static_cast<Mask>(union_mask & ~(bit(x) | bit(z)));
        int weak = 0;
        for (int d = 1; d <= 9; ++d)
            if (others & bit(d)) weak += eliminate(d, -1, hint.eliminations);
        const int strong_x = eliminate(x, pivot, hint.eliminations);
        const int strong_z = eliminate(z, pivot, hint.eliminations);
        // SE keeps the doubly linked label only when the eliminations need it.
        const bool doubly = weak > 0 || (strong_z > 0 && strong_x > 0);
        add(std::move(hint), doubly, biggest, wing_size);
    }

    const CandidateGrid& grid_;
    const WingKind kind_;
    std::array<int, 7> cells_{};
    std::vector<WingCandidate> found_;
};

constexpr WingKind kWxyz{3, "WXYZ-Wing", 5.5, 4};
constexpr WingKind kVwxyz{4, "VWXYZ-Wing", 6.2, 5};
constexpr WingKind kUvwxyz{5, "UVWXYZ-Wing", 6.6, 0};
constexpr WingKind kTuvwxyz{6, "TUVWXYZ-Wing", 7.5, 0};

}  // namespace

std::optional<Hint> find_wxyz_wing(const CandidateGrid& grid) { return AlsWingSearch(grid, kWxyz).run(); }
std::optional<Hint> find_vwxyz_wing(const CandidateGrid& grid) { return AlsWingSearch(grid, kVwxyz).run(); }
std::optional<Hint> find_uvwxyz_wing(const CandidateGrid& grid) { return AlsWingSearch(grid, kUvwxyz).run(); }
std::optional<Hint> find_tuvwxyz_wing(const CandidateGrid& grid) {
    return AlsWingSearch(grid, kTuvwxyz).run();
}

}  // namespace gridforge::se
