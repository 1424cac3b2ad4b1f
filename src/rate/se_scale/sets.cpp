// Sudoku Explainer's naked and hidden sets (SukakuExplainer diuf/sudoku/solver/rules:
// HiddenSet.java + HiddenSetHint.java / DirectHiddenSetHint.java, NakedSet.java +
// NakedSetHint.java, tools/CommonTuples.java), revisedRating 0 values, in SE's scan order:
// blocks, columns, rows; tuples in tools/Permutations order.
#include <array>

#include "rate/se_scale/hint.hpp"
#include "rate/se_scale/regions.hpp"

namespace gridforge::se {
namespace {

using classic::kHouseCells;
using classic::Mask;

constexpr std::array<RegionType, 3> kOrder{RegionType::block, RegionType::column, RegionType::row};
constexpr std::array<const char*, 3> kGroupNames{"Pair", "Triplet", "Quad"};

}  // namespace

std::optional<Hint> find_hidden_set(const CandidateGrid& grid, int degree, bool direct) {
    std::optional<Hint> found;
    for (const RegionType type : kOrder) {
        for (int index = 0; index < 9 && !found; ++index) {
            const int house = house_of(type, index);
            const int empty = empty_count(grid, house);
            if (!(empty > degree * 2 || (direct && empty > degree))) continue;
            const std::array<Mask, 10> places = house_places(grid, house);
            // A digit with fewer than 2 or more than `degree` places fails searchCommonTuple anyway.
            unsigned viable = 0;
            for (int d = 1; d <= 9; ++d) {
                const int count = classic::popcount(places[d]);
                if (count >= 2 && count <= degree) viable |= 1u << (d - 1);
            }
            for_each_subset(degree, 9, [&](unsigned digits) {
                if ((digits & ~viable) != 0) return false;
                // CommonTuples.searchCommonTuple: every digit in 2+ places, `degree` places in all.
                Mask common = 0;
                for (int d = 1; d <= 9; ++d) {
                    if ((digits & (1u << (d - 1))) == 0) continue;
                    if (classic::popcount(places[d]) <= 1) return false;
                    common |= places[d];
                }
                if (classic::popcount(common) != degree) return false;
                Hint hint;
                if (direct) {
                    // The first other digit left with one place once the set's cells are taken;
                    // DirectHiddenSetHint only places it.
                    for (int d = 1; d <= 9; ++d) {
                        if ((digits & (1u << (d - 1))) != 0) continue;
                        if (classic::popcount(places[d]) <= 1) continue;
                        const Mask rest = places[d] & static_cast<Mask>(~common);
                        if (classic::popcount(rest) != 1) continue;
                        hint.name = std::string("Direct Hidden ") + kGroupNames[degree - 2];
                        hint.difficulty = degree == 2 ? 2.0 : degree == 3 ? 2.5 : 4.3;
                        hint.cell = kHouseCells[house][classic::first_digit(rest) - 1];
                        hint.digit = d;
                        found = std::move(hint);
                        return true;
                    }
                    return false;
                }
                for (int i = 0; i < 9; ++i) {
                    if ((common & (1u << i)) == 0) continue;
                    const int cell = kHouseCells[house][i];
                    for (int d = 1; d <= 9; ++d) {
                        if ((digits & (1u << (d - 1))) == 0 && grid.has(cell, d)) hint.eliminations.emplace_back(cell, d);
                    }
                }
                if (hint.eliminations.empty()) return false;
                hint.name = std::string("Hidden ") + kGroupNames[degree - 2];
                hint.difficulty = degree == 2 ? 3.4 : degree == 3 ? 4.0 : 5.4;
                found = std::move(hint);
                return true;
            });
        }
        if (found) return found;
    }
    return found;
}

std::optional<Hint> find_naked_set(const CandidateGrid& grid, int degree) {
    std::optional<Hint> found;
    for (const RegionType type : kOrder) {
        for (int index = 0; index < 9 && !found; ++index) {
            const int house = house_of(type, index);
            if (empty_count(grid, house) < degree * 2) continue;
            unsigned viable = 0;  // cells with 2..degree candidates (others fail searchCommonTuple)
            for (int i = 0; i < 9; ++i) {
                const int count = classic::popcount(grid.candidates[kHouseCells[house][i]]);
                if (count >= 2 && count <= degree) viable |= 1u << i;
            }
            for_each_subset(degree, 9, [&](unsigned positions) {
                if ((positions & ~viable) != 0) return false;
                Mask common = 0;
                for (int i = 0; i < 9; ++i) {
                    if ((positions & (1u << i)) == 0) continue;
                    const Mask candidates = grid.candidates[kHouseCells[house][i]];
                    if (classic::popcount(candidates) <= 1) return false;
                    common |= candidates;
                }
                if (classic::popcount(common) != degree) return false;
                Hint hint;
                for (int i = 0; i < 9; ++i) {
                    if ((positions & (1u << i)) != 0) continue;
                    const int cell = kHouseCells[house][i];
                    for (int d = 1; d <= 9; ++d) {
                        if ((common & classic::bit(d)) != 0 && grid.has(cell, d)) hint.eliminations.emplace_back(cell, d);
                    }
                }
                if (hint.eliminations.empty()) return false;
                hint.name = std::string("Naked ") + kGroupNames[degree - 2];
                hint.difficulty = degree == 2 ? 3.0 : degree == 3 ? 3.6 : 5.0;
                found = std::move(hint);
                return true;
            });
        }
        if (found) return found;
    }
    return found;
}

}  // namespace gridforge::se
