#pragma once
/// \file
/// A set of candidate digits as a bitmask: bit (d-1) stands for digit d, for d in 1..32.
/// Boards go up to 16×16, so a 32-bit word always suffices.

#include <cstddef>
#include <cstdint>
#include <iterator>

#include "gridforge/bits.hpp"

namespace gridforge {

/// A digit 1..N; 0 means "empty cell".
using Digit = int;

class DigitSet {
public:
    constexpr DigitSet() = default;
    static constexpr DigitSet from_bits(std::uint32_t bits) { return DigitSet(bits); }
    /// {1, ..., n}.
    static constexpr DigitSet all(int n) { return DigitSet(n >= 32 ? ~0u : (1u << n) - 1u); }
    static constexpr DigitSet of(Digit d) { return DigitSet(1u << (d - 1)); }

    [[nodiscard]] constexpr std::uint32_t bits() const { return bits_; }
    [[nodiscard]] constexpr bool empty() const { return bits_ == 0; }
    [[nodiscard]] constexpr int size() const { return bits::popcount(bits_); }
    [[nodiscard]] constexpr bool contains(Digit d) const { return (bits_ >> (d - 1)) & 1u; }
    /// The smallest digit; precondition: not empty.
    [[nodiscard]] constexpr Digit lowest() const { return bits::lowest(bits_) + 1; }

    constexpr void insert(Digit d) { bits_ |= 1u << (d - 1); }
    constexpr void erase(Digit d) { bits_ &= ~(1u << (d - 1)); }

    friend constexpr DigitSet operator&(DigitSet a, DigitSet b) { return DigitSet(a.bits_ & b.bits_); }
    friend constexpr DigitSet operator|(DigitSet a, DigitSet b) { return DigitSet(a.bits_ | b.bits_); }
    /// Set difference a \ b.
    friend constexpr DigitSet operator-(DigitSet a, DigitSet b) { return DigitSet(a.bits_ & ~b.bits_); }
    friend constexpr bool operator==(DigitSet, DigitSet) = default;

    /// Iterates the digits in increasing order.
    class Iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = Digit;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = Digit;
        constexpr Iterator() = default;
        constexpr explicit Iterator(std::uint32_t rest) : rest_(rest) {}
        constexpr Digit operator*() const { return bits::lowest(rest_) + 1; }
        constexpr Iterator& operator++() { rest_ &= rest_ - 1; return *this; }
        constexpr Iterator operator++(int) { Iterator before = *this; ++*this; return before; }
        friend constexpr bool operator==(Iterator, Iterator) = default;
    private:
        std::uint32_t rest_ = 0;
    };
    [[nodiscard]] constexpr Iterator begin() const { return Iterator(bits_); }
    [[nodiscard]] constexpr Iterator end() const { return Iterator(0); }

private:
    constexpr explicit DigitSet(std::uint32_t bits) : bits_(bits) {}
    std::uint32_t bits_ = 0;
};

}  // namespace gridforge
