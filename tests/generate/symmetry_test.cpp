#include <gtest/gtest.h>

#include "gridforge/generate.hpp"

namespace gridforge {
namespace symmetry_test {
namespace {

std::size_t orbit_of_size(const std::vector<std::vector<Cell>>& orbits, std::size_t size) {
    return static_cast<std::size_t>(std::count_if(orbits.begin(), orbits.end(), [&](const auto& o) { return o.size() == size; }));
}

TEST(Symmetry, OrbitsPartitionTheBoard) {
    const Geometry geometry(9);
    for (Symmetry symmetry : {Symmetry::none, Symmetry::rotate180, Symmetry::rotate90, Symmetry::mirror, Symmetry::diagonal}) {
        std::vector<int> seen(81, 0);
        for (const auto& orbit : symmetry_orbits(geometry, symmetry)) {
            for (Cell cell : orbit) ++seen[static_cast<std::size_t>(cell)];
        }
        for (int count : seen) EXPECT_EQ(count, 1) << symmetry_name(symmetry);
    }
}

TEST(Symmetry, OrbitSizesOnNineByNine) {
    const Geometry geometry(9);
    EXPECT_EQ(symmetry_orbits(geometry, Symmetry::none).size(), 81u);
    const auto half_turn = symmetry_orbits(geometry, Symmetry::rotate180);
    EXPECT_EQ(half_turn.size(), 41u);  // 40 pairs and the centre
    EXPECT_EQ(orbit_of_size(half_turn, 1), 1u);
    const auto quarter_turn = symmetry_orbits(geometry, Symmetry::rotate90);
    EXPECT_EQ(orbit_of_size(quarter_turn, 4), 20u);
    EXPECT_EQ(orbit_of_size(quarter_turn, 1), 1u);
    EXPECT_EQ(symmetry_orbits(geometry, Symmetry::mirror).size(), 45u);    // 36 pairs, 9 on the middle column
    EXPECT_EQ(symmetry_orbits(geometry, Symmetry::diagonal).size(), 45u);  // 36 pairs, 9 on the diagonal
    EXPECT_EQ(half_turn.front(), (std::vector<Cell>{0, 80}));
    EXPECT_EQ(quarter_turn.front(), (std::vector<Cell>{0, 8, 72, 80}));
}

TEST(Symmetry, NamesRoundTrip) {
    for (Symmetry symmetry : {Symmetry::none, Symmetry::rotate180, Symmetry::rotate90, Symmetry::mirror, Symmetry::diagonal}) {
        EXPECT_EQ(parse_symmetry(symmetry_name(symmetry)), symmetry);
    }
    EXPECT_EQ(parse_symmetry("central"), std::nullopt);
}

}  // namespace
}  // namespace symmetry_test
}  // namespace gridforge
