#include "gridforge/rng.hpp"

namespace gridforge {
namespace {

constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

/// The full 128-bit product a*b as (high, low), in portable 32-bit pieces (no __int128).
void multiply_wide(std::uint64_t a, std::uint64_t b, std::uint64_t& high, std::uint64_t& low) {
    const std::uint64_t a_lo = a & 0xFFFFFFFFull, a_hi = a >> 32;
    const std::uint64_t b_lo = b & 0xFFFFFFFFull, b_hi = b >> 32;
    const std::uint64_t lo_lo = a_lo * b_lo;
    const std::uint64_t hi_lo = a_hi * b_lo;
    const std::uint64_t lo_hi = a_lo * b_hi;
    const std::uint64_t hi_hi = a_hi * b_hi;
    const std::uint64_t cross = (lo_lo >> 32) + (hi_lo & 0xFFFFFFFFull) + lo_hi;
    high = hi_hi + (hi_lo >> 32) + (cross >> 32);
    low = (cross << 32) | (lo_lo & 0xFFFFFFFFull);
}

}  // namespace

std::uint64_t mix64(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

std::uint64_t derive_seed(std::uint64_t seed, std::uint64_t attempt) {
    return mix64(mix64(seed) ^ (attempt * 0xD1B54A32D192ED03ull));
}

Rng::Rng(std::uint64_t seed) {
    std::uint64_t s = seed;
    for (auto& word : state_) {
        s += 0x9E3779B97F4A7C15ull;
        word = mix64(s - 0x9E3779B97F4A7C15ull);
    }
}

std::uint64_t Rng::next() {
    const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = rotl(state_[3], 45);
    return result;
}

std::uint64_t Rng::below(std::uint64_t bound) {
    // Lemire: take the high 64 bits of a 128-bit product, rejecting the biased low range.
    std::uint64_t high = 0, low = 0;
    multiply_wide(next(), bound, high, low);
    if (low < bound) {
        const std::uint64_t threshold = (0 - bound) % bound;
        while (low < threshold) multiply_wide(next(), bound, high, low);
    }
    return high;
}

}  // namespace gridforge
