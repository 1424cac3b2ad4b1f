#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>

#include "gridforge/canon.hpp"
#include "gridforge/format.hpp"
#include "gridforge/solve.hpp"
#include "gridforge/transform.hpp"
#include "support/puzzles.hpp"

namespace gridforge {
namespace minlex_test {
namespace {

using testing::puzzle_from;
using testing::read_lines;
using testing::test_data;

/// Row by row, '0' for empty: the order minlex minimises.
std::string text_of(const Grid& grid) {
    std::string text;
    for (Cell cell = 0; cell < grid.cell_count(); ++cell) text.push_back(static_cast<char>('0' + grid.at(cell)));
    return text;
}

/// Every permutation of 0..size-1 keeping groups of `group` consecutive lines together.
std::vector<std::vector<int>> all_grouped(int size, int group) {
    std::vector<std::vector<int>> result;
    std::vector<int> order(static_cast<std::size_t>(size));
    std::iota(order.begin(), order.end(), 0);
    do {
        bool grouped = true;
        for (int k = 0; k < size && grouped; ++k) grouped = order[static_cast<std::size_t>(k)] / group == order[static_cast<std::size_t>(k / group * group)] / group;
        if (grouped) result.push_back(order);
    } while (std::next_permutation(order.begin(), order.end()));
    return result;
}

/// The minlex text by trying every geometric transform (relabelling in order of first
/// appearance), stopping each at the first cell above the best so far.
std::string brute_force_minlex(const Grid& grid) {
    const Geometry geometry(grid.size());
    const int size = grid.size();
    std::vector<std::vector<int>> rows;
    std::vector<std::vector<int>> columns;
    if (size == 9) {  // 9! orders would be slow to filter: build the 1296 directly
        for (const auto& bands : all_grouped(3, 1)) {
            for (const auto& b0 : all_grouped(3, 1)) for (const auto& b1 : all_grouped(3, 1)) for (const auto& b2 : all_grouped(3, 1)) {
                std::vector<int> order;
                for (int band = 0; band < 3; ++band) {
                    const auto& within = band == 0 ? b0 : band == 1 ? b1 : b2;
                    for (int k : within) order.push_back(bands[static_cast<std::size_t>(band)] * 3 + k);
                }
                rows.push_back(order);
            }
        }
        columns = rows;
    } else {
        rows = all_grouped(size, geometry.box_rows());
        columns = all_grouped(size, geometry.box_cols());
    }
    std::string best(static_cast<std::size_t>(grid.cell_count()), '~');
    std::vector<int> label(static_cast<std::size_t>(size + 1));
    for (int transpose = 0; transpose < (geometry.box_rows() == geometry.box_cols() ? 2 : 1); ++transpose) {
        for (const auto& row_order : rows) {
            for (const auto& column_order : columns) {
                std::fill(label.begin(), label.end(), 0);
                int next = 1;
                bool smaller = false;
                std::string text = best;
                int k = 0;
                for (int r = 0; r < size; ++r) {
                    for (int c = 0; c < size; ++c, ++k) {
                        const int from_row = row_order[static_cast<std::size_t>(r)];
                        const int from_column = column_order[static_cast<std::size_t>(c)];
                        const Digit digit = transpose == 1 ? grid.at(geometry.cell_at(from_column, from_row)) : grid.at(geometry.cell_at(from_row, from_column));
                        int value = 0;
                        if (digit != 0) {
                            if (label[static_cast<std::size_t>(digit)] == 0) label[static_cast<std::size_t>(digit)] = next++;
                            value = label[static_cast<std::size_t>(digit)];
                        }
                        const char ch = static_cast<char>('0' + value);
                        if (!smaller && ch > best[static_cast<std::size_t>(k)]) goto next_transform;
                        if (ch < best[static_cast<std::size_t>(k)]) smaller = true;
                        text[static_cast<std::size_t>(k)] = ch;
                    }
                }
                if (smaller) best = text;
            next_transform:;
            }
        }
    }
    return best;
}

/// A valid partial grid of `size`: the pattern grid (row r of band b starts at digit r * C + b)
/// randomly transformed, with about `filled` percent of its cells kept.
Grid random_grid(int size, int filled, Rng& rng) {
    const Geometry geometry(size);
    Grid full(size);
    for (int r = 0; r < size; ++r) {
        for (int c = 0; c < size; ++c) {
            full.set(geometry.cell_at(r, c), ((r % geometry.box_rows()) * geometry.box_cols() + r / geometry.box_rows() + c) % size + 1);
        }
    }
    Grid grid = apply(random_grid_transform(geometry, rng), full);
    for (Cell cell = 0; cell < grid.cell_count(); ++cell) {
        if (static_cast<int>(rng.below(100)) >= filled) grid.clear(cell);
    }
    return grid;
}

TEST(ClassicMinlex, RandomTransformsOfTop95GiveTheSameMinlex) {
    const Geometry geometry(9);
    Rng rng(18);
    for (const std::string& line : read_lines(test_data("top95.txt"))) {
        const Grid givens = puzzle_from(line).givens();
        const Grid minlex = classic_minlex(givens).grid;
        for (int draw = 0; draw < 5; ++draw) {
            const Grid moved = apply(random_grid_transform(geometry, rng), givens);
            ASSERT_EQ(text_of(classic_minlex(moved).grid), text_of(minlex)) << line << " moved to " << write_line(moved);
        }
    }
}

TEST(ClassicMinlex, IsATransformOfThePuzzleWithTheSameSolutionCount) {
    const Solver& solver = solver_named("propagation");
    for (const std::string& line : read_lines(test_data("top95.txt"))) {
        const Puzzle puzzle = puzzle_from(line);
        const Minlex minlex = classic_minlex(puzzle.givens());
        EXPECT_EQ(apply(minlex.transform, puzzle.givens()), minlex.grid) << line;
        EXPECT_EQ(minlex.grid.filled_count(), puzzle.givens().filled_count());
        EXPECT_EQ(solver.count(Puzzle::classic(minlex.grid), 2).count, 1) << line;
    }
}

TEST(ClassicMinlex, AgreesWithEveryTransformTriedOnTwoPuzzles) {
    // 3,359,232 transforms each, with an early stop per transform: under a second per puzzle.
    const auto lines = read_lines(test_data("top95.txt"));
    for (const std::string& line : {lines[0], lines[1]}) {
        const Grid givens = puzzle_from(line).givens();
        EXPECT_EQ(text_of(classic_minlex(givens).grid), brute_force_minlex(givens)) << line;
    }
}

TEST(ClassicMinlex, AgreesWithEveryTransformOnSmallBoards) {
    Rng rng(7);
    for (int size : {4, 6}) {
        for (int draw = 0; draw < 40; ++draw) {
            const Grid grid = random_grid(size, draw % 2 == 0 ? 30 : 60, rng);
            const Minlex minlex = classic_minlex(grid);
            EXPECT_EQ(text_of(minlex.grid), brute_force_minlex(grid)) << size << "x" << size << ": " << text_of(grid);
            EXPECT_EQ(apply(minlex.transform, grid), minlex.grid);
        }
    }
}

TEST(ClassicMinlex, HandCheckedSmallExample) {
    // 1 . | . .      columns 3 and 4 (one stack) are empty: transposed, they are two empty rows
    // . . | . .      of one band, the best start; then column 1 as a row puts its 1 last, and
    // ----+----      column 2 its 2 (new label 2) at the second place: the stack of rows 3 and 4
    // . . | . .      first with row 4 second, then rows 2 and 1.
    // . 2 | . .
    Grid grid(4);
    grid.set(0, 1);
    grid.set(13, 2);
    EXPECT_EQ(text_of(classic_minlex(grid).grid), "0000000000010200");
}

TEST(ClassicMinlex, RefusesARepeatedDigitInALine) {
    Grid grid(4);
    grid.set(0, 3);
    grid.set(8, 3);
    try {
        classic_minlex(grid);
        FAIL() << "a 3 twice in column 1 was accepted";
    } catch (const std::invalid_argument& error) {
        EXPECT_EQ(std::string(error.what()), "classic_minlex: digit 3 twice in column 1");
    }
}

TEST(ClassicMinlex, RefusesLargeBoards) {
    EXPECT_THROW(classic_minlex(Grid(16)), std::invalid_argument);
}

TEST(CanonicalKey, ClassicTransformsShareAKeyAndOtherPuzzlesDoNot) {
    const auto lines = read_lines(test_data("top95.txt"));
    const Puzzle puzzle = puzzle_from(lines[3]);
    Rng rng(3);
    const std::string key = canonical_key(puzzle);
    EXPECT_EQ(key.substr(0, 5), "9|{}|");
    EXPECT_EQ(canonical_key(Puzzle::classic(apply(random_grid_transform(Geometry(9), rng), puzzle.givens()))), key);
    EXPECT_NE(canonical_key(puzzle_from(lines[4])), key);
}

TEST(CanonicalKey, SudokuXIsCanonicalUnderItsOwnSymmetries) {
    const auto lines = read_lines(test_data("generated_variant_x.jsonl"));
    const PuzzleRecord record = parse_puzzle(lines[1]);
    const Puzzle& puzzle = record.puzzle;
    const std::string key = canonical_key(puzzle);
    // Swap bands 1 and 3 and mirror within them (rows 0<->8, 1<->7, 2<->6): the rotation by 180
    // degrees keeps both diagonals; then transpose and relabel 1<->2.
    GridTransform transform = identity_transform(puzzle.geometry());
    transform.row_source = {8, 7, 6, 3, 4, 5, 2, 1, 0};
    transform.column_source = {8, 7, 6, 3, 4, 5, 2, 1, 0};
    transform.transpose = true;
    std::swap(transform.digit_of[1], transform.digit_of[2]);
    const Puzzle moved(puzzle.geometry(), apply(transform, puzzle.givens()), puzzle.rules());
    EXPECT_EQ(canonical_key(moved), key);
    EXPECT_NE(key.find("\"diagonals\":\"both\""), std::string::npos) << key;
    // Swapping two rows of a band moves the diagonals' cells: not a symmetry of X, so a new key
    // (these givens are not symmetric that way).
    transform = identity_transform(puzzle.geometry());
    transform.row_source = {1, 0, 2, 3, 4, 5, 6, 7, 8};
    const Puzzle other(puzzle.geometry(), apply(transform, puzzle.givens()), puzzle.rules());
    EXPECT_NE(canonical_key(other), key);
}

TEST(CanonicalKey, KillerPuzzlesAreKeyedAsGiven) {
    const auto lines = read_lines(test_data("generated_variant_killer.jsonl"));
    const PuzzleRecord record = parse_puzzle(lines[1]);
    const std::string key = canonical_key(record.puzzle);
    EXPECT_NE(key.find("\"cages\""), std::string::npos);
    std::string cells;
    for (Cell cell = 0; cell < 81; ++cell) cells.push_back(static_cast<char>('0' + record.puzzle.givens().at(cell)));
    EXPECT_EQ(key.substr(key.size() - 81), cells);
}

}  // namespace
}  // namespace minlex_test
}  // namespace gridforge
