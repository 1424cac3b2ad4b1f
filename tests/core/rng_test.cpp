#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "gridforge/rng.hpp"

namespace gridforge {
namespace rng_test {
namespace {

// Expected values come from an independent Python transcription of SplitMix64 and xoshiro256**;
// mix64(0) is SplitMix64's published first output for state 0.
TEST(Rng, Mix64MatchesSplitMix64ReferenceValue) { EXPECT_EQ(mix64(0), 0xE220A8397B1DCDAFull); }

TEST(Rng, XoshiroSequenceMatchesReference) {
    Rng rng(42);
    EXPECT_EQ(rng.next(), 0x15780B2E0C2EC716ull);
    EXPECT_EQ(rng.next(), 0x6104D9866D113A7Eull);
    EXPECT_EQ(rng.next(), 0xAE17533239E499A1ull);
}

TEST(Rng, BelowMatchesReference) {
    Rng rng(7);
    const std::vector<std::uint64_t> expected{7, 2, 8, 9, 9, 8, 0, 1, 4, 1};
    for (std::uint64_t value : expected) EXPECT_EQ(rng.below(10), value);
}

TEST(Rng, ShuffleMatchesReference) {
    Rng rng(2026);
    std::vector<int> items(10);
    std::iota(items.begin(), items.end(), 0);
    rng.shuffle(items);
    EXPECT_EQ(items, (std::vector<int>{0, 1, 8, 9, 3, 4, 7, 6, 2, 5}));
}

TEST(Rng, DeriveSeedMatchesReferenceAndSeparatesAttempts) {
    EXPECT_EQ(derive_seed(1, 0), 6791897765849424158ull);
    EXPECT_EQ(derive_seed(1, 5), 13192468378517527909ull);
    EXPECT_NE(derive_seed(1, 1), derive_seed(2, 1));
}

TEST(Rng, BelowStaysInRangeAndCoversIt) {
    Rng rng(99);
    std::vector<int> hits(7, 0);
    for (int i = 0; i < 7000; ++i) {
        const auto value = rng.below(7);
        ASSERT_LT(value, 7u);
        ++hits[value];
    }
    for (int count : hits) EXPECT_NEAR(count, 1000, 150);
}

}  // namespace
}  // namespace rng_test
}  // namespace gridforge
