#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <string>

#include "gridforge/format.hpp"
#include "gridforge/generate.hpp"
#include "solve/dlx.hpp"
#include "solve/propagation.hpp"

namespace gridforge {
namespace full_grid_test {
namespace {

// random_full_grid's candidate-mask search must make exactly the propagation solver's guesses and
// draws: the grid is the propagation solver's first solution with the same digit order.
TEST(GeneratorFullGrid, MaskSearchGivesThePropagationSolversGrid) {
    for (int size : {4, 6, 8, 9, 12, 16}) {
        const Puzzle empty = Puzzle::classic(Grid(size));
        const std::uint64_t seeds = size == 9 ? 300 : 6;
        for (std::uint64_t seed = 0; seed < seeds; ++seed) {
            SCOPED_TRACE("size " + std::to_string(size) + " seed " + std::to_string(seed));
            Rng fast(seed), reference(seed);
            const Grid grid = random_full_grid(empty, fast);
            const CountResult expected = count_by_propagation(empty, PropagationOptions{1, nullptr, &reference});
            ASSERT_TRUE(expected.solution.has_value());
            EXPECT_EQ(grid, *expected.solution);
            EXPECT_TRUE(empty.is_solution(grid));
            EXPECT_EQ(fast.next(), reference.next());  // the same number of draws
        }
    }
}

TEST(GeneratorFullGrid, MethodNamesRoundTrip) {
    for (FullGridMethod method : {FullGridMethod::propagation, FullGridMethod::diagonal_boxes}) {
        EXPECT_EQ(parse_full_grid_method(full_grid_method_name(method)), method);
    }
    EXPECT_EQ(full_grid_method_name(FullGridMethod::diagonal_boxes), "diagonal-boxes");
    EXPECT_EQ(parse_full_grid_method("diagonal_boxes"), std::nullopt);
}

/// The diagonal boxes as the documented procedure draws them from a fresh Rng(seed).
Grid expected_diagonal_boxes(int size, int side, std::uint64_t seed) {
    Rng rng(seed);
    const Geometry geometry(size);
    Grid boxes(size);
    for (int box = 0; box < size / side; ++box) {
        std::vector<Digit> digits;
        for (Digit d = 1; d <= size; ++d) digits.push_back(d);
        rng.shuffle(digits);
        std::size_t next = 0;
        for (int row = box * side; row < (box + 1) * side; ++row) {
            for (int column = box * side; column < (box + 1) * side; ++column) {
                boxes.set(geometry.cell_at(row, column), digits[next++]);
            }
        }
    }
    return boxes;
}

TEST(GeneratorDiagonalBoxes, GridIsValidAndHoldsThePermutationsDrawn) {
    // 9×9 and 16×16: the first draw always has a completion (4×4 redraws, see the next test).
    for (const auto& [size, side] : {std::pair{9, 3}, std::pair{16, 4}}) {
        const Puzzle empty = Puzzle::classic(Grid(size));
        for (std::uint64_t seed = 1; seed <= (size == 16 ? 3u : 40u); ++seed) {
            SCOPED_TRACE("size " + std::to_string(size) + " seed " + std::to_string(seed));
            Rng rng(seed);
            const Grid grid = diagonal_boxes_full_grid(empty, rng);
            EXPECT_TRUE(empty.is_solution(grid));
            const Grid boxes = expected_diagonal_boxes(size, side, seed);
            for (Cell cell = 0; cell < boxes.cell_count(); ++cell) {
                if (boxes.at(cell) != 0) {
                    EXPECT_EQ(grid.at(cell), boxes.at(cell)) << empty.geometry().cell_name(cell);
                }
            }
        }
    }
}

TEST(GeneratorDiagonalBoxes, FourByFourRedrawsBoxesWithoutCompletion) {
    const Puzzle empty = Puzzle::classic(Grid(4));
    int first_draw_kept = 0;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        Rng rng(seed);
        const Grid grid = diagonal_boxes_full_grid(empty, rng);
        EXPECT_TRUE(empty.is_solution(grid)) << "seed " << seed;
        const Grid boxes = expected_diagonal_boxes(4, 2, seed);
        bool same = true;
        for (Cell cell = 0; cell < 16; ++cell) same = same && (boxes.at(cell) == 0 || boxes.at(cell) == grid.at(cell));
        first_draw_kept += same ? 1 : 0;
    }
    // About half of the first draws complete (288 of the 576 fillings).
    EXPECT_GT(first_draw_kept, 70);
    EXPECT_LT(first_draw_kept, 130);
}

TEST(GeneratorDiagonalBoxes, SameSeedSameGridDifferentSeedsDiffer) {
    const Puzzle empty = Puzzle::classic(Grid(9));
    Rng first(7), again(7);
    const Grid grid = diagonal_boxes_full_grid(empty, first);
    EXPECT_EQ(diagonal_boxes_full_grid(empty, again), grid);
    // Pinned: the same on every platform and compiler (own PRNG and shuffle only).
    EXPECT_EQ(write_line(grid), "281653479459872136637419582974138625123765894865924317396241758542387961718596243");
    std::vector<std::string> grids;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Rng rng(seed);
        grids.push_back(write_line(diagonal_boxes_full_grid(empty, rng)));
    }
    std::sort(grids.begin(), grids.end());
    EXPECT_EQ(std::unique(grids.begin(), grids.end()), grids.end());
}

// The completion is random, not the first in DLX order: the same diagonal boxes, completed from
// different generator states, give different grids.
TEST(GeneratorDiagonalBoxes, CompletionIsDrawnFromTheRng) {
    const Puzzle empty = Puzzle::classic(Grid(9));
    const Grid boxes = expected_diagonal_boxes(9, 3, 3);
    std::vector<std::string> completions;
    for (std::uint64_t seed = 100; seed < 110; ++seed) {
        Rng order(seed);
        const CountResult completion = count_by_dlx(empty.with_givens(boxes), 1, order);
        ASSERT_TRUE(completion.solution.has_value());
        EXPECT_TRUE(empty.is_solution(*completion.solution));
        completions.push_back(write_line(*completion.solution));
    }
    std::sort(completions.begin(), completions.end());
    EXPECT_GE(std::unique(completions.begin(), completions.end()) - completions.begin(), 8);
}

TEST(GeneratorDiagonalBoxes, NonSquareBoxesAreRefusedNamingTheSize) {
    for (int size : {6, 8, 10, 12, 14, 15}) {
        const Puzzle empty = Puzzle::classic(Grid(size));
        Rng rng(1);
        try {
            (void)diagonal_boxes_full_grid(empty, rng);
            FAIL() << "expected std::invalid_argument for size " << size;
        } catch (const std::invalid_argument& error) {
            EXPECT_NE(std::string(error.what()).find("size " + std::to_string(size) + " "), std::string::npos)
                << error.what();
        }
    }
    GenerateOptions options;
    options.size = 6;
    options.fill = FullGridMethod::diagonal_boxes;
    EXPECT_THROW((void)generate(options), std::invalid_argument);
}

TEST(GeneratorDiagonalBoxes, GeneratesUniquePuzzlesOfTheExactLevel) {
    for (Level level : {Level::easy, Level::hard}) {
        GenerateOptions options;
        options.seed = 5;
        options.level = level;
        options.fill = FullGridMethod::diagonal_boxes;
        const Generated result = generate(options);
        EXPECT_EQ(result.level, level);
        const SearchRating rating = rate_search(result.puzzle);
        EXPECT_EQ(rating.level, level);
        EXPECT_EQ(solver_named("mrv").count(result.puzzle, 2).count, 1);
        EXPECT_TRUE(result.puzzle.is_solution(result.solution));
    }
}

}  // namespace
}  // namespace full_grid_test
}  // namespace gridforge
