#pragma once
// Shared by the SE producer tests (se_basic_test.cpp, se_patterns_test.cpp): our SE producers up
// to Aligned Triplet Exclusion, leaving out the chaining ones, in Solver.java's default order
// (revisedRating 0), as src/rate/se_scale/rater.cpp runs them; a fixture's earlier producers must find
// nothing at serate's position.

#include <optional>

#include "rate/se_scale/hint.hpp"

namespace gridforge::se::test_producers {

enum class Producer {
    hidden_single,
    direct_locking,
    direct_hidden_pair,
    naked_single,
    direct_hidden_triplet,
    locking,
    naked_pair,
    x_wing,
    hidden_pair,
    naked_triplet,
    swordfish,
    hidden_triplet,
    strong_links_2,
    xy_wing,
    xyz_wing,
    unique_loops,
    naked_quad,
    jellyfish,
    hidden_quad,
    strong_links_3,
    wxyz_wing,
    bug,
    strong_links_4,
    vwxyz_wing,
    aligned_pair_exclusion,
    uvwxyz_wing,
    tuvwxyz_wing,
    aligned_triplet_exclusion,
};
inline constexpr int kProducers = 28;

inline std::optional<Hint> run(Producer producer, const CandidateGrid& grid) {
    switch (producer) {
        case Producer::hidden_single: return find_hidden_single(grid);
        case Producer::direct_locking: return find_locking(grid, true);
        case Producer::direct_hidden_pair: return find_hidden_set(grid, 2, true);
        case Producer::naked_single: return find_naked_single(grid);
        case Producer::direct_hidden_triplet: return find_hidden_set(grid, 3, true);
        case Producer::locking: return find_locking(grid, false);
        case Producer::naked_pair: return find_naked_set(grid, 2);
        case Producer::x_wing: return find_fish(grid, 2);
        case Producer::hidden_pair: return find_hidden_set(grid, 2, false);
        case Producer::naked_triplet: return find_naked_set(grid, 3);
        case Producer::swordfish: return find_fish(grid, 3);
        case Producer::hidden_triplet: return find_hidden_set(grid, 3, false);
        case Producer::strong_links_2: return find_strong_links(grid, 2);
        case Producer::xy_wing: return find_xy_wing(grid, false);
        case Producer::xyz_wing: return find_xy_wing(grid, true);
        case Producer::unique_loops: return find_unique_loops(grid);
        case Producer::naked_quad: return find_naked_set(grid, 4);
        case Producer::jellyfish: return find_fish(grid, 4);
        case Producer::hidden_quad: return find_hidden_set(grid, 4, false);
        case Producer::strong_links_3: return find_strong_links(grid, 3);
        case Producer::wxyz_wing: return find_wxyz_wing(grid);
        case Producer::bug: return find_bivalue_universal_grave(grid);
        case Producer::strong_links_4: return find_strong_links(grid, 4);
        case Producer::vwxyz_wing: return find_vwxyz_wing(grid);
        case Producer::aligned_pair_exclusion: return find_aligned_pair_exclusion(grid);
        case Producer::uvwxyz_wing: return find_uvwxyz_wing(grid);
        case Producer::tuvwxyz_wing: return find_tuvwxyz_wing(grid);
        case Producer::aligned_triplet_exclusion: return find_aligned_exclusion(grid, 3);
    }
    return std::nullopt;
}

}  // namespace gridforge::se::test_producers
