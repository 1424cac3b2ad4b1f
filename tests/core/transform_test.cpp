#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "gridforge/format.hpp"
#include "gridforge/solve.hpp"
#include "gridforge/transform.hpp"
#include "support/puzzles.hpp"

namespace gridforge {
namespace transform_test {
namespace {

using testing::puzzle_from;
using testing::read_lines;
using testing::test_data;

Grid grid_from(std::string_view line) { return puzzle_from(line).givens(); }

// A 4×4 puzzle (boxes 2×2) whose transforms below were worked out by hand from the formula in
// transform.hpp, row by row:
//   1 . 3 .
//   . 4 . 2
//   2 . . 3
//   . 3 2 .
constexpr std::string_view kSmall = "1.3..4.22..3.32.";

TEST(GridTransform, HandComputedRelabelBandSwapAndColumnSwap) {
    GridTransform transform;
    transform.size = 4;
    transform.digit_of = {0, 2, 1, 4, 3};      // 1<->2, 3<->4
    transform.row_source = {2, 3, 0, 1};       // the two bands swap
    transform.column_source = {1, 0, 2, 3};    // columns 1 and 2 swap inside the first stack
    // Output row 0 = source row 2 "2..3", columns reordered ".2.3", relabelled ".1.4"; and so on.
    EXPECT_EQ(write_line(apply(transform, grid_from(kSmall))), ".1.4" "4.1." ".24." "3..1");
}

TEST(GridTransform, HandComputedTransposition) {
    GridTransform transform = identity_transform(Geometry(4));
    transform.row_source = {1, 0, 2, 3};
    transform.column_source = {0, 1, 3, 2};
    transform.transpose = true;
    // out(r, c) = in(column_source[c], row_source[r]): output row 0 is source column 1
    // ". 4 . 3" read in the order 0, 1, 3, 2 -> ". 4 3 .".
    EXPECT_EQ(write_line(apply(transform, grid_from(kSmall))), ".43." "1..2" "3.2." ".2.3");
}

TEST(GridTransform, IdentityChangesNothing) {
    const Grid grid = grid_from(read_lines(test_data("top95.txt")).at(0));
    EXPECT_EQ(apply(identity_transform(Geometry(9)), grid), grid);
}

TEST(GridTransform, TransposingTwiceIsTheIdentity) {
    GridTransform transpose = identity_transform(Geometry(9));
    transpose.transpose = true;
    for (const std::string& line : read_lines(test_data("top95.txt"))) {
        const Grid grid = grid_from(line);
        const Grid once = apply(transpose, grid);
        EXPECT_NE(once, grid);
        EXPECT_EQ(apply(transpose, once), grid);
    }
}

TEST(GridTransform, RelabellingOnlyMapsEveryGivenInPlace) {
    Rng rng(11);
    GridTransform relabel = identity_transform(Geometry(9));
    relabel.digit_of = random_grid_transform(Geometry(9), rng).digit_of;
    const Grid grid = grid_from(read_lines(test_data("top95.txt")).at(3));
    const Grid out = apply(relabel, grid);
    for (Cell cell = 0; cell < grid.cell_count(); ++cell) {
        EXPECT_EQ(out.at(cell), relabel.digit_of[static_cast<std::size_t>(grid.at(cell))]) << "cell " << cell;
    }
    EXPECT_EQ(out.filled_count(), grid.filled_count());
}

// The property the benchmarks rely on: a transformed top95 puzzle still has exactly one solution,
// and it is the transformed solution. Checked with the propagation solver (any solver would do;
// this one is not the one being rewritten for speed).
TEST(GridTransform, TransformedTop95PuzzlesStayUniqueWithTransformedSolution) {
    const Solver& solver = solver_named("propagation");
    const Geometry geometry(9);
    Rng rng(2026);
    int transposed = 0;
    for (const std::string& line : read_lines(test_data("top95.txt"))) {
        const Puzzle puzzle = puzzle_from(line);
        const CountResult original = solver.count(puzzle, 2);
        ASSERT_EQ(original.count, 1);
        for (int draw = 0; draw < 2; ++draw) {
            const GridTransform transform = random_grid_transform(geometry, rng);
            transposed += transform.transpose ? 1 : 0;
            const Puzzle moved = Puzzle::classic(apply(transform, puzzle.givens()));
            SCOPED_TRACE(line + " -> " + write_line(moved.givens()));
            EXPECT_FALSE(moved.first_conflict().has_value());
            EXPECT_EQ(moved.givens().filled_count(), puzzle.givens().filled_count());
            const CountResult counted = solver.count(moved, 2);
            ASSERT_EQ(counted.count, 1);
            EXPECT_EQ(*counted.solution, apply(transform, *original.solution));
        }
    }
    EXPECT_GT(transposed, 40);   // 190 fair coin flips: both sides well represented
    EXPECT_LT(transposed, 150);
}

TEST(GridTransform, RandomTransformsAreWellFormedOnEverySize) {
    Rng rng(5);
    for (int size : {4, 6, 8, 9, 10, 12, 14, 15, 16}) {
        const Geometry geometry(size);
        for (int draw = 0; draw < 50; ++draw) {
            const GridTransform transform = random_grid_transform(geometry, rng);
            EXPECT_EQ(transform_problem(transform, geometry), "") << size << "x" << size;
            if (geometry.box_rows() != geometry.box_cols()) {
                EXPECT_FALSE(transform.transpose);
            }
        }
    }
}

TEST(GridTransform, RandomTransformsOnRectangularBoxesKeepTheSolutionValid) {
    // 6×6 with 2×3 boxes: a full grid stays a full valid grid.
    const Puzzle solved = puzzle_from("123456456123231564564231312645645312");
    ASSERT_TRUE(solved.is_solution(solved.givens()));
    Rng rng(8);
    for (int draw = 0; draw < 100; ++draw) {
        const Grid moved = apply(random_grid_transform(solved.geometry(), rng), solved.givens());
        EXPECT_TRUE(Puzzle::classic(moved).is_solution(moved)) << write_line(moved);
    }
}

TEST(GridTransform, SameSeedSameTransform) {
    Rng first(77), second(77);
    EXPECT_EQ(random_grid_transform(Geometry(9), first), random_grid_transform(Geometry(9), second));
}

TEST(GridTransform, MismatchedSizeThrows) {
    const GridTransform nine = identity_transform(Geometry(9));
    EXPECT_THROW((void)apply(nine, Grid(4)), std::invalid_argument);
    try {
        (void)apply(nine, Grid(4));
    } catch (const std::invalid_argument& error) {
        EXPECT_EQ(std::string(error.what()), "apply(GridTransform): transform is for 9x9, grid is 4x4");
    }
}

TEST(GridTransform, MalformedTransformsAreRefused) {
    const Geometry nine(9);
    GridTransform splits_band = identity_transform(nine);
    splits_band.row_source = {0, 1, 3, 2, 4, 5, 6, 7, 8};  // rows 3 and 4 belong to different bands
    EXPECT_NE(transform_problem(splits_band, nine), "");
    EXPECT_THROW((void)apply(splits_band, Grid(9)), std::invalid_argument);

    GridTransform repeats_digit = identity_transform(nine);
    repeats_digit.digit_of[2] = 1;
    EXPECT_THROW((void)apply(repeats_digit, Grid(9)), std::invalid_argument);

    const Geometry six(6);  // boxes 2×3: transposing would turn boxes into 3×2 shapes
    GridTransform transposed = identity_transform(six);
    transposed.transpose = true;
    EXPECT_EQ(transform_problem(transposed, six), "transpose needs square boxes, the boxes of 6x6 are 2x3");
    EXPECT_THROW((void)apply(transposed, Grid(6)), std::invalid_argument);
}

}  // namespace
}  // namespace transform_test
}  // namespace gridforge
