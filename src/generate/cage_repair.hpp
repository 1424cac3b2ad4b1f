#pragma once
/// \file
/// Moves on a killer cage layout over a known solution: the localised repair of a layout that
/// admits a second solution (one merge of two neighbouring cages or split of one cage in two
/// connected parts, chosen so that the second solution breaks the new layout while the known
/// solution still satisfies it), and the merges that make a layout say less (the generator's way
/// up the technique levels, as digging out givens is for the other variants).

#include <vector>

#include "gridforge/generate_variants.hpp"
#include "gridforge/geometry.hpp"
#include "gridforge/grid.hpp"
#include "gridforge/rng.hpp"

namespace gridforge::generate_detail {

/// Changes `cages` by one move around the cells where `solution` and `other` differ, preferring,
/// in this order (random within each kind): a merge of a cage holding such a cell with a
/// neighbouring cage, within `max_cage` cells, whose union has distinct digits in `solution` but
/// a repeated digit in `other`; a split into two connected parts of at least 2 cells each whose
/// sums differ between the two grids; such a split with a 1-cell part (only while the layout
/// keeps at most `lone_cages` 1-cell cages). Under `symmetry` the move is made on the cage's
/// images too, so the layout stays symmetric (a move whose images do not fit is not made).
/// Returns false, leaving `cages` as they were, when no move breaks `other`. Cages are kept
/// sorted.
bool repair_cages(std::vector<std::vector<Cell>>& cages, const Geometry& geometry, const Grid& solution,
                  const Grid& other, Rng& rng, int max_cage, int lone_cages = 0,
                  Symmetry symmetry = Symmetry::none);

/// Every layout one merge away from `cages`: two orthogonally neighbouring cages whose union has
/// distinct digits in `solution` and at most `max_cage` cells become one (with their images under
/// `symmetry`, so the layout stays symmetric), in random order. Each listed layout keeps the
/// rules repair_cages keeps (connected cages, at most `lone_cages` 1-cell cages). Cages sorted.
std::vector<std::vector<std::vector<Cell>>> cage_merges(std::vector<std::vector<Cell>> cages, const Geometry& geometry,
                                                        const Grid& solution, Rng& rng, int max_cage, int lone_cages = 0,
                                                        Symmetry symmetry = Symmetry::none);

}  // namespace gridforge::generate_detail
