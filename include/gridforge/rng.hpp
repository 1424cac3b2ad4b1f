#pragma once
/// \file
/// Reproducible randomness: the same seed gives the same numbers on every platform and compiler.
/// std::uniform_int_distribution and std::shuffle differ between standard libraries, so the
/// generator uses only these functions.

#include <cstdint>
#include <utility>
#include <vector>

namespace gridforge {

/// SplitMix64 finaliser (Steele, Lea, Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014): a bijective 64-bit mix, used to derive seeds.
std::uint64_t mix64(std::uint64_t x);

/// The seed of attempt `attempt` of a run seeded with `seed`: attempt k can be replayed alone.
std::uint64_t derive_seed(std::uint64_t seed, std::uint64_t attempt);

/// xoshiro256** 1.0 (Blackman and Vigna, 2018), state seeded by SplitMix64 from one 64-bit seed.
class Rng {
public:
    explicit Rng(std::uint64_t seed);
    std::uint64_t next();
    /// Uniform integer in [0, bound) for bound >= 1, by Lemire's multiply-and-reject method
    /// ("Fast random integer generation in an interval", ACM TOMACS 2019).
    std::uint64_t below(std::uint64_t bound);

    /// Fisher–Yates shuffle (Durstenfeld's form), driven only by `below`.
    template <typename T>
    void shuffle(std::vector<T>& items) {
        for (std::size_t i = items.size(); i > 1; --i) {
            std::size_t j = static_cast<std::size_t>(below(i));
            std::swap(items[i - 1], items[j]);
        }
    }

private:
    std::uint64_t state_[4];
};

}  // namespace gridforge
