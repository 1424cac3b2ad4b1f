#pragma once
/// \file
/// The two lane types the triad solver (triad.hpp) is written against, with the same operations:
///  - NativeLanes: sixteen 16-bit lanes as a GCC/Clang vector extension, which the compiler maps to
///    one AVX2 register, two SSE2/NEON/wasm-simd128 registers, or scalar code when the target has
///    none;
///  - PortableLanes: the same sixteen lanes as a plain array with loops, for compilers without
///    vector extensions and as the reference the tests compare the vector path with.
/// Both give bit-identical results for every operation, so the search takes the same path on both.
/// Include this header only from triad.cpp, which alone is compiled with GRIDFORGE_SOLVER_ARCH's
/// -march: inline functions compiled with different instruction sets must not be merged.
/// Lanes hold digit masks (bit d-1 for digit d); shuffles take lane indices known at compile time.

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

namespace gridforge::triad_lanes {

#if defined(__GNUC__) || defined(__clang__)
#define GRIDFORGE_TRIAD_HAS_VECTOR_EXTENSIONS 1
#if defined(__GNUC__) && !defined(__clang__)
// Without AVX gcc warns that passing 32-byte vectors by value changes the ABI; these functions are
// inline and used only inside triad.cpp, so no call crosses an ABI boundary.
#pragma GCC diagnostic ignored "-Wpsabi"
#endif
/// Sixteen 16-bit lanes in one vector-extension value (32 bytes).
typedef std::uint16_t NativeLanes __attribute__((vector_size(32)));  // NOLINT(modernize-use-using): attribute

inline NativeLanes splat(NativeLanes, std::uint16_t value) { return NativeLanes{} + value; }
/// 0xffff in each lane that is zero, 0 elsewhere.
inline NativeLanes zero_mask(NativeLanes x) { return reinterpret_cast<NativeLanes>(x == NativeLanes{}); }
/// x & (x - 1) lane by lane: each lane without its lowest set bit.
inline NativeLanes clear_lowest(NativeLanes x) { return x & (x - 1); }
/// 0xffff in each lane where a > b (unsigned), 0 elsewhere.
inline NativeLanes greater_mask(NativeLanes a, NativeLanes b) { return reinterpret_cast<NativeLanes>(a > b); }
inline bool any(NativeLanes x) {
    typedef std::uint64_t Words __attribute__((vector_size(32)));  // NOLINT(modernize-use-using)
    const Words words = reinterpret_cast<Words>(x);
    return (words[0] | words[1] | words[2] | words[3]) != 0;
}
template <int... Index>
inline NativeLanes shuffle(NativeLanes x) {
    return __builtin_shufflevector(x, x, Index...);
}
/// The number of set bits of each lane (SWAR: pairs, nibbles, bytes, then the two bytes).
inline NativeLanes popcount_lanes(NativeLanes x) {
    x = x - ((x >> 1) & 0x5555);
    x = (x & 0x3333) + ((x >> 2) & 0x3333);
    x = (x + (x >> 4)) & 0x0f0f;
    return (x + (x >> 8)) & 0x1f;
}
inline std::uint16_t lane(NativeLanes x, int index) { return x[index]; }
inline NativeLanes load(NativeLanes, const std::array<std::uint16_t, 16>& values) {
    NativeLanes x;
    std::memcpy(&x, values.data(), sizeof x);
    return x;
}
inline void set_lane(NativeLanes& x, int index, std::uint16_t value) { x[index] = value; }
#endif

/// Sixteen 16-bit lanes as an array; every operation is a loop over the lanes.
struct PortableLanes {
    std::array<std::uint16_t, 16> v{};

    friend PortableLanes operator&(PortableLanes a, PortableLanes b) {
        for (std::size_t i = 0; i < 16; ++i) a.v[i] = static_cast<std::uint16_t>(a.v[i] & b.v[i]);
        return a;
    }
    friend PortableLanes operator|(PortableLanes a, PortableLanes b) {
        for (std::size_t i = 0; i < 16; ++i) a.v[i] = static_cast<std::uint16_t>(a.v[i] | b.v[i]);
        return a;
    }
    friend PortableLanes operator^(PortableLanes a, PortableLanes b) {
        for (std::size_t i = 0; i < 16; ++i) a.v[i] = static_cast<std::uint16_t>(a.v[i] ^ b.v[i]);
        return a;
    }
    friend PortableLanes operator~(PortableLanes a) {
        for (auto& x : a.v) x = static_cast<std::uint16_t>(~x);
        return a;
    }
    friend PortableLanes operator+(PortableLanes a, PortableLanes b) {
        for (std::size_t i = 0; i < 16; ++i) a.v[i] = static_cast<std::uint16_t>(a.v[i] + b.v[i]);
        return a;
    }
    friend PortableLanes operator-(PortableLanes a, PortableLanes b) {
        for (std::size_t i = 0; i < 16; ++i) a.v[i] = static_cast<std::uint16_t>(a.v[i] - b.v[i]);
        return a;
    }
    PortableLanes& operator+=(PortableLanes b) { return *this = *this + b; }
    PortableLanes& operator&=(PortableLanes b) { return *this = *this & b; }
    PortableLanes& operator|=(PortableLanes b) { return *this = *this | b; }
};

inline PortableLanes splat(PortableLanes, std::uint16_t value) {
    PortableLanes x;
    x.v.fill(value);
    return x;
}
inline PortableLanes zero_mask(PortableLanes x) {
    for (auto& lane : x.v) lane = lane == 0 ? 0xffff : 0;
    return x;
}
inline PortableLanes clear_lowest(PortableLanes x) {
    for (auto& lane : x.v) lane = static_cast<std::uint16_t>(lane & (lane - 1));
    return x;
}
inline PortableLanes greater_mask(PortableLanes a, PortableLanes b) {
    for (std::size_t i = 0; i < 16; ++i) a.v[i] = a.v[i] > b.v[i] ? 0xffff : 0;
    return a;
}
inline bool any(PortableLanes x) {
    for (auto lane : x.v) {
        if (lane != 0) return true;
    }
    return false;
}
template <int... Index>
inline PortableLanes shuffle(PortableLanes x) {
    static_assert(sizeof...(Index) == 16);
    constexpr std::array<int, 16> from{Index...};
    PortableLanes out;
    for (std::size_t i = 0; i < 16; ++i) out.v[i] = x.v[static_cast<std::size_t>(from[i])];
    return out;
}
inline PortableLanes popcount_lanes(PortableLanes x) {
    for (auto& lane : x.v) lane = static_cast<std::uint16_t>(std::popcount(lane));
    return x;
}
inline PortableLanes load(PortableLanes, const std::array<std::uint16_t, 16>& values) { return PortableLanes{values}; }
inline std::uint16_t lane(const PortableLanes& x, int index) { return x.v[static_cast<std::size_t>(index)]; }
inline void set_lane(PortableLanes& x, int index, std::uint16_t value) { x.v[static_cast<std::size_t>(index)] = value; }

}  // namespace gridforge::triad_lanes
