#pragma once
/// \file
/// Level calibration: the search level of the minimal puzzles that uncapped digging produces.
/// For k = 0..attempts-1, generate_attempt(empty classic 9×9, derive_seed(base_seed, k),
/// Symmetry::none, no level cap) and histogram the propagation nodes of the result (count with
/// limit 2). The same seeds are then dug with a cap at easy, medium and hard to measure how often
/// a capped attempt lands exactly on its level (the cap at evil is no cap).

#include <array>
#include <cstdint>
#include <map>

namespace bench {

struct Calibration {
    int attempts = 0;
    std::uint64_t base_seed = 0;
    std::map<std::uint64_t, int> histogram;   ///< nodes -> attempts whose uncapped puzzle took that many
    std::array<int, 4> uncapped_level{};      ///< attempts per level (easy, medium, hard, evil), uncapped
    std::array<int, 4> capped_hits{};         ///< attempts capped at the level that end at the level
    /// [cap][level]: attempts dug with that cap that end at that level (a capped attempt can only
    /// end at or below its cap).
    std::array<std::array<int, 4>, 4> capped_outcome{};
    double mean_givens = 0.0;                 ///< of the uncapped puzzles
    double ms_per_attempt = 0.0;              ///< uncapped attempts only
};

Calibration run_calibration(int attempts, std::uint64_t base_seed);

/// (1 - p)^n: the probability that n independent attempts with hit rate p all miss.
double miss_probability(double p, int n);

}  // namespace bench
