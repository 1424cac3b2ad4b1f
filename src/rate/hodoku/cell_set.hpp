#pragma once
// Internal: an 81-bit set of cells (0-based 9*row+column) with member operations, used by the
// advanced steps of the HoDoKu emulation (ALS, Franken fish, forcing chains). Iteration is in
// ascending cell order, as HoDoKu's SudokuSet iterates. (cells.hpp holds the driver's __int128
// form; this one lives in its own namespace.)

#include <bit>
#include <cstdint>

#include "rate/classic/candidate_grid.hpp"

namespace gridforge::hodoku::cellset {

/// Population count without a library call (the build does not assume the POPCNT instruction).
inline int count_bits(std::uint64_t x) {
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}

struct Cells {
    std::uint64_t lo = 0;  ///< cells 0..63
    std::uint64_t hi = 0;  ///< cells 64..80

    static Cells of(int cell) {
        Cells s;
        s.add(cell);
        return s;
    }
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
    int first() const { return lo ? std::countr_zero(lo) : (hi ? 64 + std::countr_zero(hi) : -1); }
    Cells operator&(const Cells& o) const { return {lo & o.lo, hi & o.hi}; }
    Cells operator|(const Cells& o) const { return {lo | o.lo, hi | o.hi}; }
    Cells without(const Cells& o) const { return {lo & ~o.lo, hi & ~o.hi}; }
    Cells& operator|=(const Cells& o) {
        lo |= o.lo;
        hi |= o.hi;
        return *this;
    }
    Cells& operator&=(const Cells& o) {
        lo &= o.lo;
        hi &= o.hi;
        return *this;
    }
    bool operator==(const Cells&) const = default;

    template <typename F>
    void for_each(F&& f) const {
        for (std::uint64_t w = lo; w; w &= w - 1) f(std::countr_zero(w));
        for (std::uint64_t w = hi; w; w &= w - 1) f(64 + std::countr_zero(w));
    }
};

/// The 20 peers of each cell as a set.
const Cells& peer_cells(int cell);
/// The cells of the grid holding `digit` as a candidate.
Cells digit_cells(const classic::CandidateGrid& grid, int digit);
/// Cells seeing every cell of `set` (all cells when `set` is empty).
Cells common_peers(const Cells& set);

}  // namespace gridforge::hodoku::cellset
