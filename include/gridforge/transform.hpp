#pragma once
/// \file
/// Validity-preserving transformations of classic grids: the symmetries of the rows + columns +
/// boxes rule list that benchmarks use to turn a short list of puzzles into a long list of
/// different-looking but equivalent ones (so that a CPU's branch predictor cannot learn the list).
///
/// A transform of an N×N grid with boxes of R rows × C columns (Geometry: R = box_rows(),
/// C = box_cols()) combines
///  - a digit relabelling: a permutation of 1..N;
///  - a row permutation that keeps each band (R consecutive rows holding one row of boxes)
///    together: rows move only within their band, and bands move only as wholes;
///  - the same for columns, with stacks of C consecutive columns;
///  - an optional transposition (r, c) -> (c, r), allowed only when the boxes are square (R == C).
/// Each of these maps rows to rows (or, transposed, to columns), columns to columns and boxes to
/// boxes, so under the classic rules a transformed puzzle is valid exactly when the original is,
/// has exactly as many solutions, and its solutions are the transforms of the original's.
/// Puzzles with other rules (diagonals, jigsaw regions, cages) are not preserved in general.

#include <string>
#include <vector>

#include "gridforge/digit_set.hpp"
#include "gridforge/geometry.hpp"
#include "gridforge/grid.hpp"
#include "gridforge/rng.hpp"

namespace gridforge {

/// One transform; apply() reads it as
///   out(r, c) = digit_of[ in(row_source[r], column_source[c]) ]        when !transpose,
///   out(r, c) = digit_of[ in(column_source[c], row_source[r]) ]        when transpose,
/// with rows, columns and cells 0-based. So row_source[r] is the source row (source column, when
/// transposed) whose cells land in output row r.
struct GridTransform {
    int size = 0;                      ///< board side N the transform is for
    std::vector<Digit> digit_of;       ///< N + 1 entries: digit_of[0] == 0 (empty stays empty), then a permutation of 1..N
    std::vector<int> row_source;       ///< N entries: a band-preserving permutation of 0..N-1 (bands of box_rows rows)
    std::vector<int> column_source;    ///< N entries: a stack-preserving permutation of 0..N-1 (stacks of box_cols columns)
    bool transpose = false;            ///< only for square boxes

    friend bool operator==(const GridTransform&, const GridTransform&) = default;
};

/// The transform that changes nothing, for `geometry`'s size.
GridTransform identity_transform(const Geometry& geometry);

/// A random transform drawn from `rng` alone (so the same seed gives the same transform on every
/// platform): every digit permutation, every band-preserving row and stack-preserving column
/// permutation, and (square boxes only) transposition with probability 1/2. The draw order is:
/// digits, then rows within each band in band order, then the band order, then the same for
/// columns and stacks, then the transposition bit.
GridTransform random_grid_transform(const Geometry& geometry, Rng& rng);

/// Whether `transform` is well formed for `geometry`: sizes match, digit_of maps 0 to 0 and
/// permutes 1..N, row_source / column_source are band / stack preserving permutations, and
/// transpose is only set for square boxes. The first problem, in words, or an empty string.
std::string transform_problem(const GridTransform& transform, const Geometry& geometry);

/// The transformed grid (see GridTransform for the formula); empty cells stay empty, so the
/// number of givens is unchanged. Throws std::invalid_argument when the grid's size differs from
/// the transform's ("apply(GridTransform): transform is for 9x9, grid is 4x4"), or when the
/// transform is not well formed for that size (the message of transform_problem).
Grid apply(const GridTransform& transform, const Grid& grid);

}  // namespace gridforge
