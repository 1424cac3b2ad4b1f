#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>

#include "gridforge/generate_variants.hpp"
#include "gridforge/variants.hpp"

namespace gridforge {
namespace {

/// A fixed valid 9x9 grid (top95 #1's solution is not needed; any valid grid serves).
Grid valid_grid() {
    const char* text = "958372416763154829412689537137425698524896173689713245341567982895231764276948351";
    Grid grid(9);
    for (Cell cell = 0; cell < 81; ++cell) grid.set(cell, *digit_from_char(text[cell]));
    return grid;
}

bool orthogonally_connected(const Geometry& geometry, const std::vector<Cell>& cells) {
    std::vector<Cell> reached{cells.front()};
    for (std::size_t next = 0; next < reached.size(); ++next) {
        for (Cell beside : orthogonal_neighbours(geometry, reached[next])) {
            if (std::count(cells.begin(), cells.end(), beside) == 1 &&
                std::count(reached.begin(), reached.end(), beside) == 0) {
                reached.push_back(beside);
            }
        }
    }
    return reached.size() == cells.size();
}

TEST(VariantRecipe, ParsesCommaListsInOrder) {
    EXPECT_EQ(parse_variant_list("killer,x"), (std::vector{VariantStep::killer, VariantStep::x}));
    EXPECT_EQ(parse_variant_list("jigsaw"), std::vector{VariantStep::jigsaw});
    EXPECT_TRUE(parse_variant_list("classic").empty());
    EXPECT_EQ(variant_list_name({VariantStep::jigsaw, VariantStep::killer}), "jigsaw,killer");
    EXPECT_EQ(variant_list_name({}), "classic");
}

TEST(VariantRecipe, RefusesBadListsNamingTheProblem) {
    const auto message = [](const char* text) {
        try {
            (void)parse_variant_list(text);
        } catch (const std::invalid_argument& error) {
            return std::string(error.what());
        }
        return std::string("accepted");
    };
    EXPECT_EQ(message("killer,foo"), "unknown variant 'foo' (variants: x, jigsaw, killer, thermo, or a comma list of them)");
    EXPECT_EQ(message("x,x"), "variant 'x' appears twice");
    EXPECT_EQ(message("x,"), "empty variant name in 'x,'");
    EXPECT_EQ(message(""), "empty variant name in ''");
}

TEST(VariantRecipe, NeighboursStayOnTheBoard) {
    const Geometry geometry(9);
    EXPECT_EQ(orthogonal_neighbours(geometry, 0), (std::vector<Cell>{1, 9}));
    EXPECT_EQ(king_neighbours(geometry, 0), (std::vector<Cell>{1, 9, 10}));
    EXPECT_EQ(king_neighbours(geometry, 40).size(), 8u);
    EXPECT_EQ(orthogonal_neighbours(geometry, 80), (std::vector<Cell>{71, 79}));
}

TEST(JigsawPartition, IsNConnectedRegionsOfNCellsShapedLikePieces) {
    for (int size : {4, 6, 9}) {
        const Geometry geometry(size);
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            Rng rng(seed);
            std::uint64_t attempts = 0;
            const std::string layout = random_jigsaw_layout(geometry, rng, attempts);
            SCOPED_TRACE("size " + std::to_string(size) + " seed " + std::to_string(seed) + ": " + layout);
            EXPECT_EQ(Regions::problem(geometry, layout), std::nullopt);
            EXPECT_GE(attempts, 1u);
            const Regions regions(geometry, layout);
            ASSERT_EQ(regions.houses().size(), static_cast<std::size_t>(size));
            for (const House& house : regions.houses()) {
                EXPECT_EQ(house.cells.size(), static_cast<std::size_t>(size));
                EXPECT_TRUE(orthogonally_connected(geometry, house.cells));
            }
        }
    }
}

TEST(JigsawPartition, IsNotTheBoxesNorStripes) {
    const Geometry geometry(9);
    int box_like = 0, stripes = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Rng rng(seed);
        std::uint64_t attempts = 0;
        const Regions regions(geometry, random_jigsaw_layout(geometry, rng, attempts));
        for (const House& house : regions.houses()) {
            const auto [low_row, high_row] = std::minmax_element(house.cells.begin(), house.cells.end(), [&](Cell a, Cell b) {
                return geometry.row_of(a) < geometry.row_of(b);
            });
            const auto [low_col, high_col] = std::minmax_element(house.cells.begin(), house.cells.end(), [&](Cell a, Cell b) {
                return geometry.column_of(a) < geometry.column_of(b);
            });
            const int height = geometry.row_of(*high_row) - geometry.row_of(*low_row) + 1;
            const int width = geometry.column_of(*high_col) - geometry.column_of(*low_col) + 1;
            if (height == 1 || width == 1) ++stripes;
            if (height == 3 && width == 3) ++box_like;
        }
    }
    EXPECT_EQ(stripes, 0);
    EXPECT_LT(box_like, 180 / 4);  // most of the 180 regions are irregular
}

TEST(JigsawPartition, SameSeedSameLayout) {
    const Geometry geometry(9);
    Rng first(7), second(7), other(8);
    std::uint64_t attempts = 0;
    const std::string layout = random_jigsaw_layout(geometry, first, attempts);
    EXPECT_EQ(layout, random_jigsaw_layout(geometry, second, attempts));
    EXPECT_NE(layout, random_jigsaw_layout(geometry, other, attempts));
}

TEST(KillerCages, CoverEveryCellOnceWithDistinctDigitsWithinMaxCage) {
    const Geometry geometry(9);
    const Grid grid = valid_grid();
    for (int max_cage : {2, 3, 5, 9}) {
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            Rng rng(seed);
            const auto cages = grow_cages(geometry, grid, rng, max_cage);
            std::vector<int> covered(81, 0);
            for (const auto& cage : cages) {
                ASSERT_FALSE(cage.empty());
                EXPECT_LE(static_cast<int>(cage.size()), max_cage);
                EXPECT_TRUE(std::is_sorted(cage.begin(), cage.end()));
                EXPECT_TRUE(orthogonally_connected(geometry, cage));
                for (Cell cell : cage) ++covered[static_cast<std::size_t>(cell)];
                // The grid satisfies the cage with the sum read off it.
                EXPECT_TRUE(KillerCage(geometry, cage, cage_sum(grid, cage)).satisfied(grid));
            }
            EXPECT_EQ(std::count(covered.begin(), covered.end(), 1), 81);
        }
    }
}

TEST(KillerCages, SumIsTheDigitsAdded) {
    EXPECT_EQ(cage_sum(valid_grid(), {0, 1, 2}), 9 + 5 + 8);
}

TEST(Thermometers, RiseAlongKingNeighboursWithoutSharingCells) {
    const Geometry geometry(9);
    const Grid grid = valid_grid();
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        Rng rng(seed);
        const auto thermometers = lay_thermometers(geometry, grid, rng, 8, 5);
        EXPECT_GE(thermometers.size(), 4u);
        EXPECT_LE(thermometers.size(), 8u);
        std::vector<int> used(81, 0);
        for (const auto& cells : thermometers) {
            EXPECT_GE(cells.size(), 2u);
            EXPECT_LE(cells.size(), 5u);
            EXPECT_LE(2 * grid.at(cells.front()), 9);  // bulbs hold a digit of the lower half
            EXPECT_EQ(Thermometer::problem(geometry, cells), std::nullopt);
            EXPECT_TRUE(Thermometer(geometry, cells).satisfied(grid));
            for (Cell cell : cells) ++used[static_cast<std::size_t>(cell)];
        }
        EXPECT_EQ(std::count_if(used.begin(), used.end(), [](int n) { return n > 1; }), 0);
    }
}

}  // namespace
}  // namespace gridforge
