// Sudoku Explainer's singles and intersections (SukakuExplainer diuf/sudoku/solver/rules:
// HiddenSingle.java + HiddenSingleHint.java, NakedSingle.java + NakedSingleHint.java,
// Locking.java + LockingHint.java / DirectLockingHint.java), with SE's scan orders so that the
// first hint found is the one serate applies. SE applies its direct hints (DirectLockingHint,
// DirectHiddenSetHint in sets.cpp) as the placement alone, so they carry no eliminations.
#include <array>

#include "rate/se_scale/hint.hpp"
#include "rate/se_scale/regions.hpp"

namespace gridforge::se {
namespace {

using classic::kCellHouses;
using classic::kHouseCells;

// The type pairs Locking.getHints visits: (block, column), (block, row), (column, block),
// (row, block). The first region holds all candidates of the digit; they are removed from the
// rest of the second.
constexpr std::array<std::pair<RegionType, RegionType>, 4> kLockingPairs{{
    {RegionType::block, RegionType::column},
    {RegionType::block, RegionType::row},
    {RegionType::column, RegionType::block},
    {RegionType::row, RegionType::block},
}};

// Houses that share cells (a block and a line through it).
bool houses_cross(int a, int b) {
    static const auto kCross = [] {
        std::array<std::array<bool, 27>, 27> table{};
        for (int cell = 0; cell < 81; ++cell) {
            for (const std::uint8_t x : kCellHouses[cell]) {
                for (const std::uint8_t y : kCellHouses[cell]) table[x][y] = true;
            }
        }
        return table;
    }();
    return kCross[a][b];
}

// The candidates of `digit` in house2 outside house1 (Locking.createLockingHint).
std::vector<std::pair<int, int>> locking_eliminations(const CandidateGrid& grid, int house1, int house2,
                                                      int digit) {
    std::vector<std::pair<int, int>> result;
    for (const std::uint8_t cell : kHouseCells[house2]) {
        if (!in_house(house1, cell) && grid.has(cell, digit)) result.emplace_back(cell, digit);
    }
    return result;
}

// Places of every digit in every house, computed once per call.
using AllPlaces = std::array<std::array<classic::Mask, 10>, 27>;
AllPlaces all_places(const CandidateGrid& grid) {
    AllPlaces result{};
    for (int house = 0; house < 27; ++house) result[house] = house_places(grid, house);
    return result;
}

// Locking.lookForFollowingHiddenSingles: another region of house1's type crossing house2 whose
// candidates of `digit` all but one lie in house2. Returns that remaining cell, or -1.
int following_hidden_single(const AllPlaces& places, RegionType type1, int index1, int house2, int digit) {
    for (int index3 = 0; index3 < 9; ++index3) {
        if (index3 == index1) continue;
        const int house3 = house_of(type1, index3);
        if (!houses_cross(house3, house2)) continue;
        const classic::Mask where = places[house3][digit];
        if (classic::popcount(where) <= 1) continue;
        int remaining = 0;
        int last = -1;
        for (int i = 0; i < 9; ++i) {
            if ((where & (1u << i)) == 0) continue;
            const int cell = kHouseCells[house3][i];
            if (!in_house(house2, cell)) {
                ++remaining;
                last = cell;
            }
        }
        if (remaining == 1) return last;
    }
    return -1;
}

}  // namespace

std::optional<Hint> find_hidden_single(const CandidateGrid& grid) {
    // Full houses (one empty cell) first, then the others; each pass visits blocks, columns, rows.
    constexpr std::array<RegionType, 3> kOrder{RegionType::block, RegionType::column, RegionType::row};
    const AllPlaces places = all_places(grid);
    for (const bool alone_only : {true, false}) {
        for (const RegionType type : kOrder) {
            for (int index = 0; index < 9; ++index) {
                const int house = house_of(type, index);
                for (int digit = 1; digit <= 9; ++digit) {
                    const classic::Mask where = places[house][digit];
                    if (classic::popcount(where) != 1) continue;
                    const bool alone = empty_count(grid, house) == 1;
                    if (alone != alone_only) continue;
                    Hint hint;
                    hint.name = "Hidden Single";
                    hint.difficulty = alone ? 1.0 : (type == RegionType::block ? 1.2 : 1.5);
                    hint.cell = kHouseCells[house][classic::first_digit(where) - 1];
                    hint.digit = digit;
                    return hint;
                }
            }
        }
    }
    return std::nullopt;
}

std::optional<Hint> find_naked_single(const CandidateGrid& grid) {
    for (int cell = 0; cell < 81; ++cell) {
        if (grid.value[cell] != 0 || classic::popcount(grid.candidates[cell]) != 1) continue;
        Hint hint;
        hint.name = "Naked Single";
        hint.difficulty = 2.3;
        hint.cell = cell;
        hint.digit = classic::first_digit(grid.candidates[cell]);
        return hint;
    }
    return std::nullopt;
}

std::optional<Hint> find_locking(const CandidateGrid& grid, bool direct) {
    const AllPlaces places = all_places(grid);
    for (const auto& [type1, type2] : kLockingPairs) {
        for (int digit = 1; digit <= 9; ++digit) {
            for (int index1 = 0; index1 < 9; ++index1) {
                const int house1 = house_of(type1, index1);
                const classic::Mask where = places[house1][digit];
                if (classic::popcount(where) < 2) continue;
                for (int index2 = 0; index2 < 9; ++index2) {
                    const int house2 = house_of(type2, index2);
                    if (!houses_cross(house1, house2)) continue;
                    bool inside = true;
                    for (int i = 0; i < 9 && inside; ++i) {
                        if ((where & (1u << i)) != 0 && !in_house(house2, kHouseCells[house1][i])) inside = false;
                    }
                    if (!inside) continue;
                    const bool pointing = type1 == RegionType::block;
                    if (direct) {
                        const int cell = following_hidden_single(places, type1, index1, house2, digit);
                        if (cell < 0) continue;
                        Hint hint;
                        hint.name = pointing ? "Direct Pointing" : "Direct Claiming";
                        hint.difficulty = pointing ? 1.7 : 1.9;
                        hint.cell = cell;
                        hint.digit = digit;  // DirectLockingHint applies the placement only
                        return hint;
                    }
                    auto eliminations = locking_eliminations(grid, house1, house2, digit);
                    if (eliminations.empty()) continue;
                    Hint hint;
                    hint.name = pointing ? "Pointing" : "Claiming";
                    hint.difficulty = pointing ? 2.6 : 2.8;
                    hint.eliminations = std::move(eliminations);
                    return hint;
                }
            }
        }
    }
    return std::nullopt;
}

}  // namespace gridforge::se
