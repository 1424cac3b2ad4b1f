#pragma once
// Internal: 81-cell sets of the HoDoKu emulation (HoDoKu's SudokuSet / hodoku-py's int masks) and
// the per-digit and per-house views of a CandidateGrid that HoDoKu keeps incrementally
// (candidate sets, free counts). Iteration is always in ascending cell order, as HoDoKu's is.

#include <array>
#include <bit>
#include <cstdint>

#include "rate/classic/candidate_grid.hpp"

namespace gridforge::hodoku {

__extension__ typedef unsigned __int128 Cells;

constexpr Cells cell_bit(int cell) { return Cells(1) << cell; }
inline bool contains(Cells set, int cell) { return ((set >> cell) & 1) != 0; }
/// Bit count without a library call (the build targets baseline x86-64, where std::popcount is
/// one).
inline int count64(std::uint64_t x) {
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}
inline int count(Cells set) { return count64(static_cast<std::uint64_t>(set)) + count64(static_cast<std::uint64_t>(set >> 64)); }
/// The lowest cell of a non-empty set.
inline int lowest(Cells set) {
    const auto low = static_cast<std::uint64_t>(set);
    return low != 0 ? std::countr_zero(low) : 64 + std::countr_zero(static_cast<std::uint64_t>(set >> 64));
}
/// The highest cell of a non-empty set.
inline int highest(Cells set) {
    const auto high = static_cast<std::uint64_t>(set >> 64);
    return high != 0 ? 127 - std::countl_zero(high) : 63 - std::countl_zero(static_cast<std::uint64_t>(set));
}
template <class F>
void for_each_cell(Cells set, F&& f) {
    while (set != 0) {
        const int cell = lowest(set);
        set &= set - 1;
        f(cell);
    }
}

/// The 20 peers of each cell as a set.
const std::array<Cells, 81>& buddies();
/// The cells of each house (rows 0-8, columns 9-17, boxes 18-26).
const std::array<Cells, 27>& house_set();

/// Cells holding `digit` as a candidate.
Cells digit_cells(const classic::CandidateGrid& grid, int digit);
/// Number of cells of `house` holding `digit` as a candidate (HoDoKu's free[house][digit]).
int free_count(const classic::CandidateGrid& grid, int house, int digit);
/// Unsolved cells.
Cells empty_cells(const classic::CandidateGrid& grid);

}  // namespace gridforge::hodoku
