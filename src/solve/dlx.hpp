#pragma once
/// \file
/// Sudoku as exact cover, solved by Knuth's Algorithm X with dancing links (D. E. Knuth,
/// "Dancing Links", Millennial Perspectives in Computer Science, 2000; arXiv cs/0011047).
///
/// Matrix, for an N×N board and the H houses of the puzzle's topology:
///  - columns: N*N "cell c holds a digit", then H*N "digit d appears in house h", all primary
///    (each must be covered exactly once);
///  - rows: one per (cell c, digit d), N*N*N in all, covering the column of c and the column
///    (h, d) of every house h through c (Topology::houses_of_cell).
/// The rows of the givens are selected before the search; a given whose columns are already
/// covered (its digit is taken in one of its houses) makes the answer 0 at once, with no nodes
/// and no deductions. The search branches on a column of smallest size, the first such in the
/// column list (Knuth's "S heuristic"): size 0 backtracks, size 1 places its one row as a
/// deduction (a naked single for a cell column, a hidden single for a house column), and each row
/// tried at a column of size 2 or more counts as a node. Givens count as neither.
///
/// The links are indices into one std::vector of nodes, built once per call; cover and uncover
/// restore them exactly. Houses are all a rule list may say: other rules (cages, thermometers)
/// are outside exact cover, so only houses-only puzzles are served.

#include <cstdint>

#include "gridforge/puzzle.hpp"
#include "gridforge/rng.hpp"
#include "gridforge/solve.hpp"

namespace gridforge {

/// Whether every rule of the puzzle is houses-only (Topology::extra_rules is empty), which is
/// what the exact-cover model can express: classic, diagonals, jigsaw regions, at any size.
bool dlx_supports(const Puzzle& puzzle);

/// Counts solutions up to `limit` (>= 1, checked by the caller) with dancing links; the first
/// solution found is returned. Precondition: dlx_supports(puzzle); otherwise throws
/// std::invalid_argument naming the function.
CountResult count_by_dlx(const Puzzle& puzzle, std::int64_t limit);

/// count_by_dlx, except that at every branch point (a chosen column with two or more rows) the
/// rows are tried in an order drawn from `row_order`: the rows in column order, then
/// Rng::shuffle. Forced columns (one row) draw nothing. With limit 1 the first solution is a
/// random one: each subtree that holds a solution is equally likely to be searched first at its
/// branch point (used by diagonal_boxes_full_grid, generate.hpp, which states the distribution).
/// With max_nodes > 0 the search gives up once it has counted more than max_nodes nodes: then
/// `nodes` is max_nodes + 1 and `count` holds the solutions found before (a randomised search
/// has a heavy tail; restarting with fresh draws bounds it).
CountResult count_by_dlx(const Puzzle& puzzle, std::int64_t limit, Rng& row_order, std::uint64_t max_nodes = 0);

/// count_by_dlx(puzzle, limit) in its fixed row order, giving up once it has counted more than
/// `max_nodes` nodes (> 0): then `nodes` is max_nodes + 1 and the count is not an answer. The
/// generator bounds its uniqueness checks on large boards with it: the nodes, not the clock, so
/// the same seed gives the same puzzle everywhere.
CountResult count_by_dlx_within(const Puzzle& puzzle, std::int64_t limit, std::uint64_t max_nodes);

}  // namespace gridforge
