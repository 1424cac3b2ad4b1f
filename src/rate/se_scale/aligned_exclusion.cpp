// Sudoku Explainer's aligned exclusion (hint.hpp): Aligned Pair Exclusion (SE's
// AlignedPairExclusion.java) and Aligned Triplet Exclusion (AlignedExclusion.java with degree 3),
// rated by AlignedExclusionHint (6.2 and 7.5).
//
// Base cells: cells with two or more candidates none of whose peers has a single candidate and
// that have at least one "excluder" (a peer with 2..degree candidates). A set of `degree` base cells
// with two or more common excluders is tested: a combination of one candidate per base cell is
// impossible when two cells that see each other take the same digit or when it covers every
// candidate of a common excluder; a candidate of a base cell that is in no possible combination is
// removed. Sets are visited in SE's order: pairs of base cells (j ascending, then i < j ascending),
// then for degree 3 the third cell among the candidate excluders of the first two, in the order
// SE's linked set keeps them. The first set with an elimination is the hint.
// find_aligned_exclusion throws std::invalid_argument for a degree other than 2 or 3.
#include <algorithm>
#include <array>
#include <bitset>
#include <stdexcept>
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

struct BaseCells {
    std::vector<int> cells;                   // in index order
    std::vector<std::vector<int>> excluders;  // per base cell, in peer order
    std::vector<Cells> excluder_set;          // the same as sets
    std::array<int, 81> position{};           // cell -> index in `cells`, -1 if not a base cell
};

BaseCells collect_base_cells(const CandidateGrid& grid, int degree) {
    BaseCells base;
    base.position.fill(-1);
    for (int cell = 0; cell < 81; ++cell) {
        if (popcount(grid.candidates[cell]) < 2) continue;
        bool naked_single = false;
        std::vector<int> excluders;
        Cells set;
        for (const int peer : kPeers[cell]) {
            const int n = popcount(grid.candidates[peer]);
            if (n == 1) naked_single = true;
            else if (n >= 2 && n <= degree) {
                excluders.push_back(peer);
                set.set(static_cast<std::size_t>(peer));
            }
        }
        if (naked_single || excluders.empty()) continue;
        base.position[cell] = static_cast<int>(base.cells.size());
        base.cells.push_back(cell);
        base.excluders.push_back(std::move(excluders));
        base.excluder_set.push_back(set);
    }
    return base;
}

// Tests one set of base cells with their common excluders; returns the hint when it removes
// something.
std::optional<Hint> test_set(const CandidateGrid& grid, const std::array<int, 3>& set, int degree,
                             const Cells& common) {
    std::array<Mask, 3> allowed{};  // per base cell, digits used by some allowed combination
    std::vector<Mask> excluder_masks;
    for (int c = 0; c < 81; ++c)
        if (common[static_cast<std::size_t>(c)]) excluder_masks.push_back(grid.candidates[c]);
    std::array<bool, 3> linked{};  // pairs (0,1), (0,2), (1,2) that see each other
    linked[0] = sees(set[0], set[1]);
    if (degree == 3) {
        linked[1] = sees(set[0], set[2]);
        linked[2] = sees(set[1], set[2]);
    }
    auto blocked = [&](Mask used) {
        for (const Mask m : excluder_masks)
            if ((m & ~used) == 0) return true;
        return false;
    };
    const Mask m0 = grid.candidates[set[0]];
    const Mask m1 = grid.candidates[set[1]];
    const Mask m2 = degree == 3 ? grid.candidates[set[2]] : Mask{1};
    for (int d0 = 1; d0 <= 9; ++d0) {
        if (!(m0 & bit(d0))) continue;
        for (int d1 = 1; d1 <= 9; ++d1) {
            if (!(m1 & bit(d1)) || (d0 == d1 && linked[0])) continue;
            for (int d2 = 1; d2 <= 9; ++d2) {
                if (!(m2 & bit(d2))) continue;
                if (degree == 3 && ((d0 == d2 && linked[1]) || (d1 == d2 && linked[2]))) continue;
                const Mask used = static_cast<Mask>(bit(d0) | bit(d1) | (degree == 3 ? bit(d2) : Mask{0}));
                if (blocked(used)) continue;
                allowed[0] |= bit(d0);
                allowed[1] |= bit(d1);
                allowed[2] |= bit(d2);
            }
        }
    }
    Hint hint;
    hint.name = degree == 2 ? "Aligned Pair Exclusion" : "Aligned Triplet Exclusion";
    hint.difficulty = degree == 2 ? 6.2 : 7.5;
    for (int a = 0; a < degree; ++a) {
        const Mask removable = static_cast<Mask>(grid.candidates[set[a]] & ~allowed[a]);
        for (int d = 1; d <= 9; ++d)
            if (removable & bit(d)) hint.eliminations.emplace_back(set[a], d);
    }
    if (hint.eliminations.empty()) return std::nullopt;
    std::sort(hint.eliminations.begin(), hint.eliminations.end());
    return hint;
}

}  // namespace

std::optional<Hint> find_aligned_pair_exclusion(const CandidateGrid& grid) {
    return find_aligned_exclusion(grid, 2);
}

std::optional<Hint> find_aligned_exclusion(const CandidateGrid& grid, int degree) {
    if (degree != 2 && degree != 3) throw std::invalid_argument("aligned exclusion: degree 2 or 3");
    const BaseCells base = collect_base_cells(grid, degree);
    const int n = static_cast<int>(base.cells.size());
    if (n < degree) return std::nullopt;
    for (int j = 1; j < n; ++j) {
        for (int i = 0; i < j; ++i) {
            const int c0 = base.cells[i];
            const int c1 = base.cells[j];
            const Cells pair_common = base.excluder_set[i] & base.excluder_set[j];
            if (degree == 2) {
                if (pair_common.count() < 2) continue;
                if (auto hint = test_set(grid, {c0, c1, -1}, 2, pair_common)) return hint;
                continue;
            }
            if (pair_common.count() < 2) continue;  // a third cell only narrows the common excluders
            // Third cells: the excluders of c0, then those of c1 not among them, that are base cells.
            auto try_third = [&](int c2) -> std::optional<Hint> {
                if (c2 == c0 || c2 == c1 || base.position[c2] < 0) return std::nullopt;
                const Cells common = pair_common & base.excluder_set[base.position[c2]];
                if (common.count() < 2) return std::nullopt;
                return test_set(grid, {c0, c1, c2}, 3, common);
            };
            for (const int c2 : base.excluders[i])
                if (auto hint = try_third(c2)) return hint;
            for (const int c2 : base.excluders[j]) {
                if (base.excluder_set[i][static_cast<std::size_t>(c2)]) continue;
                if (auto hint = try_third(c2)) return hint;
            }
        }
    }
    return std::nullopt;
}

}  // namespace gridforge::se
