#pragma once
/// \file
/// Bit-set helpers on unsigned words (32 or 64 bits; narrower words widen to 32), shared by the
/// Sudoku solvers and raters and the deduction grids.
///
///  - popcount: the SWAR form (Hacker's Delight, 2nd ed., §5-1). GCC turns std::popcount and
///    __builtin_popcount into a library call unless the build targets a CPU with POPCNT, and the
///    engine is built for baseline x86-64 and WebAssembly; this form is a dozen inline operations
///    everywhere and gives the same answer on every target. (The bitboard solver alone, compiled
///    for the build machine with -march, keeps std::popcount: there it is one instruction, and an
///    inline function compiled two ways in one program would break the one-definition rule.)
///  - lowest: the index of the lowest set bit (precondition: the word is not 0). std::countr_zero
///    is inline on every target (BSF/TZCNT on x86-64, i32.ctz/i64.ctz on WebAssembly).
///  - set_bits: the indices of the set bits, lowest first, as a range for range-for.

#include <bit>
#include <concepts>
#include <cstdint>
#include <iterator>

namespace gridforge::bits {

/// Bits set in a 32-bit word.
constexpr int popcount32(std::uint32_t x) {
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return static_cast<int>((x * 0x01010101u) >> 24);
}

/// Bits set in a 64-bit word.
constexpr int popcount64(std::uint64_t x) {
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return static_cast<int>((x * 0x0101010101010101ull) >> 56);
}

/// Bits set in an unsigned word of any width up to 64.
template <std::unsigned_integral Word>
constexpr int popcount(Word x) {
    if constexpr (sizeof(Word) <= 4) {
        return popcount32(static_cast<std::uint32_t>(x));
    } else {
        return popcount64(static_cast<std::uint64_t>(x));
    }
}

/// Index of the lowest set bit; precondition: x != 0.
template <std::unsigned_integral Word>
constexpr int lowest(Word x) {
    return std::countr_zero(x);
}

/// Whether exactly one bit is set.
template <std::unsigned_integral Word>
constexpr bool single(Word x) {
    return x != 0 && (x & (x - 1)) == 0;
}

/// The indices of the set bits of a word, lowest first: `for (int i : set_bits(mask))`.
template <std::unsigned_integral Word>
class SetBits {
public:
    class Iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = int;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = int;
        constexpr Iterator() = default;
        constexpr explicit Iterator(Word rest) : rest_(rest) {}
        constexpr int operator*() const { return lowest(rest_); }
        constexpr Iterator& operator++() {
            rest_ &= static_cast<Word>(rest_ - 1);
            return *this;
        }
        constexpr Iterator operator++(int) {
            Iterator before = *this;
            ++*this;
            return before;
        }
        friend constexpr bool operator==(Iterator, Iterator) = default;

    private:
        Word rest_ = 0;
    };
    constexpr explicit SetBits(Word word) : word_(word) {}
    [[nodiscard]] constexpr Iterator begin() const { return Iterator(word_); }
    [[nodiscard]] constexpr Iterator end() const { return Iterator(0); }

private:
    Word word_;
};

template <std::unsigned_integral Word>
constexpr SetBits<Word> set_bits(Word word) {
    return SetBits<Word>(word);
}

}  // namespace gridforge::bits
