#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <stdexcept>

#include "gridforge/generate.hpp"
#include "gridforge/generate_variants.hpp"
#include "gridforge/variants.hpp"

namespace gridforge {
namespace variant_recipe_test {
namespace {

/// A fixed valid 9x9 grid.
Grid valid_grid() {
    const char* text = "958372416763154829412689537137425698524896173689713245341567982895231764276948351";
    Grid grid(9);
    for (Cell cell = 0; cell < 81; ++cell) grid.set(cell, *digit_from_char(text[cell]));
    return grid;
}

/// A random full grid of `size`, by the classic generator's fill.
Grid full_grid(int size, std::uint64_t seed) {
    Rng rng(seed);
    return random_full_grid(Puzzle::classic(Grid(size)), rng);
}

/// Image k of `cells` under `symmetry`, sorted.
std::vector<Cell> image(const Geometry& geometry, Symmetry symmetry, std::vector<Cell> cells, std::size_t k) {
    for (Cell& cell : cells) cell = symmetry_images(geometry, symmetry, cell)[k];
    std::sort(cells.begin(), cells.end());
    return cells;
}

TEST(VariantRecipe, NamesComeFromTheRegistryOfRuleKinds) {
    const std::vector<std::string> names = variant_names();
    for (const char* name : {"x", "jigsaw", "killer", "thermo", "anti-knight", "anti-king", "non-consecutive", "windoku",
                             "even-odd", "arrow", "kropki", "xv", "sandwich", "little-killer"}) {
        EXPECT_EQ(std::count(names.begin(), names.end(), name), 1) << name;
    }
}

TEST(VariantRecipe, ParsesCommaListsInOrder) {
    EXPECT_EQ(parse_variant_list("killer,x"), (std::vector<std::string>{"killer", "x"}));
    EXPECT_EQ(parse_variant_list("killer,anti-knight"), (std::vector<std::string>{"killer", "anti-knight"}));
    EXPECT_EQ(parse_variant_list("jigsaw"), std::vector<std::string>{"jigsaw"});
    EXPECT_TRUE(parse_variant_list("classic").empty());
    EXPECT_EQ(variant_list_name({"jigsaw", "killer"}), "jigsaw,killer");
    EXPECT_EQ(variant_list_name({}), "classic");
    VariantRecipe recipe;
    recipe.steps = parse_variant_list("thermo,xv");
    EXPECT_TRUE(recipe.has("xv"));
    EXPECT_FALSE(recipe.has("x"));
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
    EXPECT_EQ(message("killer,foo"),
              "unknown variant 'foo' (variants: " + [] {
                  std::string all;
                  for (const std::string& name : variant_names()) all += (all.empty() ? "" : ", ") + name;
                  return all;
              }() + ", or a comma list of them)");
    EXPECT_EQ(message("x,x"), "variant 'x' appears twice");
    EXPECT_EQ(message("x,"), "empty variant name in 'x,'");
    EXPECT_EQ(message(""), "empty variant name in ''");
    EXPECT_EQ(message("Killer"), message("killer,Killer"));  // case-sensitive
}

TEST(VariantRecipe, NeighboursStayOnTheBoard) {
    const Geometry geometry(9);
    EXPECT_EQ(orthogonal_neighbours(geometry, 0), (std::vector<Cell>{1, 9}));
    EXPECT_EQ(king_neighbours(geometry, 0), (std::vector<Cell>{1, 9, 10}));
    EXPECT_EQ(king_neighbours(geometry, 40).size(), 8u);
    EXPECT_EQ(orthogonal_neighbours(geometry, 80), (std::vector<Cell>{71, 79}));
}

TEST(VariantRecipe, OrthogonallyConnectedFollowsEdgesNotCorners) {
    const Geometry geometry(9);
    EXPECT_TRUE(orthogonally_connected(geometry, {40}));
    EXPECT_TRUE(orthogonally_connected(geometry, {0, 1, 10, 19, 18}));      // r1c1 r1c2 r2c2 r3c2 r3c1
    EXPECT_TRUE(orthogonally_connected(geometry, {18, 0, 19, 10, 1}));      // the same, in any order
    EXPECT_FALSE(orthogonally_connected(geometry, {0, 10}));                // r1c1 and r2c2 touch at a corner
    EXPECT_FALSE(orthogonally_connected(geometry, {8, 9}));                 // r1c9 and r2c1: no wrap round the edge
    EXPECT_FALSE(orthogonally_connected(geometry, {0, 1, 2, 4}));           // a gap at r1c4
    EXPECT_FALSE(orthogonally_connected(geometry, {}));
}

TEST(JigsawPartition, IsNConnectedRegionsOfNCellsShapedLikePieces) {
    for (const Symmetry symmetry : {Symmetry::none, Symmetry::rotate180}) {
        for (int size : {4, 6, 9}) {
            const Geometry geometry(size);
            for (std::uint64_t seed = 1; seed <= 20; ++seed) {
                Rng rng(seed);
                std::uint64_t attempts = 0;
                const std::string layout = random_jigsaw_layout(geometry, rng, attempts, symmetry);
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
}

TEST(JigsawPartition, FollowsTheRotationsAskedFor) {
    for (const auto& [symmetry, size] : {std::pair{Symmetry::rotate180, 9}, std::pair{Symmetry::rotate180, 6},
                                         std::pair{Symmetry::rotate90, 9}, std::pair{Symmetry::rotate90, 8}}) {
        const Geometry geometry(size);
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            Rng rng(seed);
            std::uint64_t attempts = 0;
            const std::string layout = random_jigsaw_layout(geometry, rng, attempts, symmetry);
            SCOPED_TRACE(std::string(symmetry_name(symmetry)) + " size " + std::to_string(size) + ": " + layout);
            const Regions regions(geometry, layout);
            std::vector<std::vector<Cell>> sorted;
            for (const House& house : regions.houses()) {
                sorted.push_back(house.cells);
                std::sort(sorted.back().begin(), sorted.back().end());
            }
            // Every image of a region is a region.
            for (const auto& cells : sorted) {
                for (std::size_t k = 1; k < symmetry_images(geometry, symmetry, 0).size(); ++k) {
                    EXPECT_EQ(std::count(sorted.begin(), sorted.end(), image(geometry, symmetry, cells, k)), 1);
                }
            }
        }
    }
    const Geometry six(6);
    Rng rng(1);
    std::uint64_t attempts = 0;
    EXPECT_THROW((void)random_jigsaw_layout(six, rng, attempts, Symmetry::rotate90), std::invalid_argument);
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

/// A Latin square that is no Sudoku grid: row r is the cyclic row shifted by a shuffled offset,
/// columns shuffled too (every row and column holds each digit once; boxes repeat digits).
Grid shuffled_latin_square(const Geometry& geometry, std::uint64_t seed) {
    const int size = geometry.size();
    Rng rng(seed);
    std::vector<int> shift(static_cast<std::size_t>(size)), column(static_cast<std::size_t>(size));
    for (int i = 0; i < size; ++i) shift[static_cast<std::size_t>(i)] = column[static_cast<std::size_t>(i)] = i;
    rng.shuffle(shift);
    rng.shuffle(column);
    Grid grid(size);
    for (int r = 0; r < size; ++r) {
        for (int c = 0; c < size; ++c) {
            grid.set(geometry.cell_at(r, c),
                     static_cast<Digit>((shift[static_cast<std::size_t>(r)] + column[static_cast<std::size_t>(c)]) % size + 1));
        }
    }
    return grid;
}

TEST(JigsawOverGrid, RegionsOfDistinctDigitsConnectedAndNoStripe) {
    for (int size : {6, 9}) {
        const Geometry geometry(size);
        int found = 0;
        constexpr int kGrids = 12;
        for (std::uint64_t seed = 1; seed <= kGrids; ++seed) {
            SCOPED_TRACE("size " + std::to_string(size) + " seed " + std::to_string(seed));
            const Grid grid = shuffled_latin_square(geometry, seed);
            Rng rng(seed);
            std::uint64_t attempts = 0;
            const std::optional<std::string> layout = jigsaw_layout_over_grid(geometry, grid, rng, attempts);
            EXPECT_GE(attempts, 1u);
            if (!layout) continue;
            ++found;
            ASSERT_EQ(Regions::problem(geometry, *layout), std::nullopt);  // N connected regions of N cells
            const Regions regions(geometry, *layout);
            EXPECT_TRUE(regions.satisfied(grid));  // each region holds every digit once
            for (const House& house : regions.houses()) {
                const auto row_of = [&](Cell cell) { return geometry.row_of(cell); };
                const auto column_of = [&](Cell cell) { return geometry.column_of(cell); };
                const auto one_line = [&](auto line_of) {
                    return std::all_of(house.cells.begin(), house.cells.end(),
                                       [&](Cell cell) { return line_of(cell) == line_of(house.cells.front()); });
                };
                EXPECT_FALSE(one_line(row_of) || one_line(column_of));
            }
        }
        // A grid the walks miss is redrawn by the generator; most grids must be cut.
        EXPECT_GE(found, kGrids * 3 / 4) << "size " << size;
    }
}

TEST(JigsawOverGrid, SameSeedSameLayout) {
    const Geometry geometry(9);
    const Grid grid = shuffled_latin_square(geometry, 3);
    const auto cut = [&](std::uint64_t seed) {
        Rng rng(seed);
        std::uint64_t attempts = 0;
        return jigsaw_layout_over_grid(geometry, grid, rng, attempts);
    };
    std::vector<std::string> layouts;
    for (std::uint64_t seed = 1; seed <= 20 && layouts.size() < 2; ++seed) {
        const std::optional<std::string> layout = cut(seed);
        if (!layout) continue;
        EXPECT_EQ(cut(seed), layout) << "seed " << seed;
        layouts.push_back(*layout);
    }
    ASSERT_EQ(layouts.size(), 2u);
    EXPECT_NE(layouts[0], layouts[1]);
}

TEST(KillerCages, CoverEveryCellOnceWithDistinctDigitsAndNoLoneCell) {
    const Geometry geometry(9);
    // Not 2: 81 cells cannot be tiled by 2-cell cages alone.
    for (int max_cage : {3, 5, 9}) {
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            const Grid grid = full_grid(9, seed);
            Rng rng(seed);
            const auto cages = grow_cages(geometry, grid, rng, max_cage);
            ASSERT_TRUE(cages.has_value()) << "max " << max_cage << " seed " << seed;
            std::vector<int> covered(81, 0);
            for (const auto& cage : *cages) {
                EXPECT_GE(cage.size(), 2u);  // a 1-cell cage is a given in disguise
                EXPECT_LE(static_cast<int>(cage.size()), max_cage);
                EXPECT_TRUE(std::is_sorted(cage.begin(), cage.end()));
                EXPECT_TRUE(orthogonally_connected(geometry, cage));
                for (Cell cell : cage) ++covered[static_cast<std::size_t>(cell)];
                EXPECT_TRUE(KillerCage(geometry, cage, cage_sum(grid, cage)).satisfied(grid));
            }
            EXPECT_EQ(std::count(covered.begin(), covered.end(), 1), 81);
        }
    }
}

TEST(KillerCages, SizesAreMostlyTwoToFive) {
    const Geometry geometry(9);
    std::vector<int> sizes(10, 0);
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Rng rng(seed);
        const auto cages = grow_cages(geometry, full_grid(9, seed), rng, 5);
        ASSERT_TRUE(cages.has_value());
        for (const auto& cage : *cages) ++sizes[cage.size()];
    }
    const int cages = sizes[2] + sizes[3] + sizes[4] + sizes[5];
    EXPECT_EQ(sizes[1], 0);
    // Each size of 2..5 is common: none below a tenth of the cages.
    for (int size = 2; size <= 5; ++size) EXPECT_GT(10 * sizes[static_cast<std::size_t>(size)], cages) << size;
}

TEST(KillerCages, FollowTheSymmetryAskedFor) {
    for (const Symmetry symmetry : {Symmetry::rotate180, Symmetry::rotate90, Symmetry::mirror, Symmetry::diagonal}) {
        const Geometry geometry(9);
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            SCOPED_TRACE(std::string(symmetry_name(symmetry)) + " seed " + std::to_string(seed));
            const Grid grid = full_grid(9, seed);
            Rng rng(seed);
            const auto cages = grow_cages(geometry, grid, rng, 5, 9, symmetry);
            ASSERT_TRUE(cages.has_value());
            for (const auto& cage : *cages) {
                EXPECT_TRUE(KillerCage(geometry, cage, cage_sum(grid, cage)).satisfied(grid));
                for (std::size_t k = 1; k < symmetry_images(geometry, symmetry, 0).size(); ++k) {
                    EXPECT_EQ(std::count(cages->begin(), cages->end(), image(geometry, symmetry, cage, k)), 1);
                }
            }
        }
    }
}

TEST(KillerCages, SumIsTheDigitsAdded) {
    EXPECT_EQ(cage_sum(valid_grid(), {0, 1, 2}), 9 + 5 + 8);
}

/// The number of times the step between consecutive cells changes along `cells`.
int bends(const Geometry& geometry, const std::vector<Cell>& cells) {
    int count = 0;
    for (std::size_t i = 2; i < cells.size(); ++i) {
        const auto step = [&](std::size_t j) {
            return std::pair{geometry.row_of(cells[j]) - geometry.row_of(cells[j - 1]),
                             geometry.column_of(cells[j]) - geometry.column_of(cells[j - 1])};
        };
        if (step(i) != step(i - 1)) ++count;
    }
    return count;
}

TEST(Thermometers, StraightOrOnceBentRisingLinesWithoutSharingCells) {
    const Geometry geometry(9);
    int straight = 0, laid = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const Grid grid = full_grid(9, seed);
        Rng rng(seed);
        const auto thermometers = lay_thermometers(geometry, grid, rng, 8, 5);
        EXPECT_GE(thermometers.size(), 6u);
        EXPECT_LE(thermometers.size(), 8u);
        std::vector<int> used(81, 0);
        for (const auto& cells : thermometers) {
            EXPECT_GE(cells.size(), 3u);
            EXPECT_LE(cells.size(), 5u);
            EXPECT_LE(bends(geometry, cells), 1);
            EXPECT_EQ(Thermometer::problem(geometry, cells), std::nullopt);
            EXPECT_TRUE(Thermometer(geometry, cells).satisfied(grid));
            for (Cell cell : cells) ++used[static_cast<std::size_t>(cell)];
            straight += bends(geometry, cells) == 0 ? 1 : 0;
            ++laid;
        }
        EXPECT_EQ(std::count_if(used.begin(), used.end(), [](int n) { return n > 1; }), 0);
    }
    EXPECT_GT(2 * straight, laid);  // mostly straight
}

}  // namespace
}  // namespace variant_recipe_test
}  // namespace gridforge
