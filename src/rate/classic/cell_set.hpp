#pragma once
// Internal: an 81-cell set (cells 0-based 9*row+column) of the classic 9x9 grid, with the peer and
// house tables and the per-digit views of a CandidateGrid built from it. Used by the HoDoKu
// emulation (HoDoKu's SudokuSet); iteration is always in ascending cell order, as SudokuSet's is.
// Plain 64-bit words, so it needs no compiler extension; the bit count needs no POPCNT instruction.

#include <cstdint>

#include "gridforge/bits.hpp"
#include "rate/classic/candidate_grid.hpp"

namespace gridforge::classic {

/// Population count of a 64-bit word without a library call (the build targets baseline x86-64).
inline int count_bits(std::uint64_t x) {
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}

struct CellSet {
    std::uint64_t lo = 0;  ///< cells 0..63
    std::uint64_t hi = 0;  ///< cells 64..80

    static CellSet of(int cell) {
        CellSet s;
        s.add(cell);
        return s;
    }
    /// Every cell of the grid.
    static CellSet all() { return {~std::uint64_t{0}, (std::uint64_t{1} << 17) - 1}; }
    void add(int cell) {
        if (cell < 64) lo |= std::uint64_t{1} << cell;
        else hi |= std::uint64_t{1} << (cell - 64);
    }
    void remove(int cell) {
        if (cell < 64) lo &= ~(std::uint64_t{1} << cell);
        else hi &= ~(std::uint64_t{1} << (cell - 64));
    }
    bool has(int cell) const { return cell < 64 ? (lo >> cell) & 1u : (hi >> (cell - 64)) & 1u; }
    bool empty() const { return lo == 0 && hi == 0; }
    int size() const { return count_bits(lo) + count_bits(hi); }
    /// The lowest cell, or -1 when empty.
    int first() const { return lo ? gridforge::bits::lowest(lo) : (hi ? 64 + gridforge::bits::lowest(hi) : -1); }
    /// The highest cell, or -1 when empty.
    int last() const { return hi ? 127 - std::countl_zero(hi) : (lo ? 63 - std::countl_zero(lo) : -1); }
    CellSet operator&(const CellSet& o) const { return {lo & o.lo, hi & o.hi}; }
    CellSet operator|(const CellSet& o) const { return {lo | o.lo, hi | o.hi}; }
    /// The cells of this set not in `o`.
    CellSet without(const CellSet& o) const { return {lo & ~o.lo, hi & ~o.hi}; }
    CellSet& operator|=(const CellSet& o) {
        lo |= o.lo;
        hi |= o.hi;
        return *this;
    }
    CellSet& operator&=(const CellSet& o) {
        lo &= o.lo;
        hi &= o.hi;
        return *this;
    }
    bool operator==(const CellSet&) const = default;

    template <typename F>
    void for_each(F&& f) const {
        for (std::uint64_t w = lo; w; w &= w - 1) f(gridforge::bits::lowest(w));
        for (std::uint64_t w = hi; w; w &= w - 1) f(64 + gridforge::bits::lowest(w));
    }
};

/// The 20 peers of `cell`.
const CellSet& peer_cells(int cell);
/// The cells of `house` (rows 0-8, columns 9-17, boxes 18-26).
const CellSet& house_cells(int house);
/// Cells seeing every cell of `set` (empty when `set` is empty).
CellSet common_peers(const CellSet& set);
/// Cells holding `digit` as a candidate.
CellSet digit_cells(const CandidateGrid& grid, int digit);
/// Unsolved cells.
CellSet empty_cells(const CandidateGrid& grid);
/// Number of cells of `house` holding `digit` as a candidate (HoDoKu's free[house][digit]).
int free_count(const CandidateGrid& grid, int house, int digit);

}  // namespace gridforge::classic
