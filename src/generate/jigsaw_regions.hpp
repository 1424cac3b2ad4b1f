#pragma once
/// \file
/// The pieces the two ways of drawing a jigsaw partition share (generate_variants.hpp):
/// random_jigsaw_layout grows regions over an empty board, jigsaw_layout_over_grid cuts them over a
/// filled grid. A partition here is the region index (0..N-1) of each cell in reading order.

#include <optional>
#include <string>
#include <vector>

#include "gridforge/generate_variants.hpp"

namespace gridforge::generate_detail {

/// random_jigsaw_layout's partition, before it is written as text; throws as it does.
std::vector<int> random_partition(const Geometry& geometry, Rng& rng, std::uint64_t& attempts, Symmetry symmetry);

/// Whether `region` lies in one row or one column: a valid region, but not a jigsaw piece.
bool striped_region(const Geometry& geometry, const std::vector<int>& region_of, int region);
/// Whether some region is striped.
bool striped(const Geometry& geometry, const std::vector<int>& region_of);

/// The docs/formats.md "regions" string, regions renamed '1', '2', ... in order of their first cell.
std::string layout_text(const std::vector<int>& region_of, int size);

}  // namespace gridforge::generate_detail
