#pragma once
/// \file
/// Variant recipes for the generator. A variant is a list of recipe names, each the `recipe` of
/// one rule kind of the registry (src/rules/rule_kind.hpp: "x", "jigsaw", "killer", "thermo",
/// "anti-knight", "kropki", ...); the solvers never learn which variant they serve. An attempt
/// runs (src/generate/variant_attempt.cpp):
///  1. layout: rows, columns and boxes, then every layout-phase kind of the list, in list order
///     (jigsaw regions replace the boxes; diagonals, anti-knight, windoku ... are added);
///  2. fill: a random full grid under those rules within a node budget; a fill over budget draws
///     the layout again (a jigsaw partition whose columns cannot be filled). A jigsaw beside a
///     rule beyond houses (non-consecutive) is cut over the grid after the fill instead
///     (jigsaw_layout_over_grid; RuleKind::cuts_over_fill);
///  3. decoration: every decoration-phase kind of the list, in list order, reads its rules off the
///     full grid (cages with their sums, thermometers along rising digits, dots, arrows, clues),
///     so the grid satisfies every rule by construction;
///  4. givens, with the whole rule list, so that the logic solver (logic.hpp) finishes the puzzle
///     within the technique level asked for (by default: without forcing chains):
///      - with `killer`: no givens; cage layouts are repaired (splits and merges) until unique;
///        when the logic solver still needs more than the level allows, givens are added where
///        it gets stuck (at most `givens`, default 0, or the layout is dropped) and each one that
///        turns out unneeded is taken away again;
///      - otherwise: givens are dug out of the full grid, an orbit of the symmetry at a time; a
///        removal is kept while the puzzle stays unique and the logic solver still finishes it
///        within the level; digging stops early at `givens` givens (0: never).
/// Uniqueness is always checked against the whole rule list (generate.hpp for the checker).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridforge/geometry.hpp"
#include "gridforge/grid.hpp"
#include "gridforge/rng.hpp"

namespace gridforge {

/// The symmetry of the clue pattern: none, 180° rotation, 90° rotation, left-right mirror,
/// main-diagonal reflection (r,c)->(c,r). Variants apply it to their layouts too (killer cage
/// layouts; jigsaw partitions under the two rotations).
enum class Symmetry { none, rotate180, rotate90, mirror, diagonal };

/// The images of `cell` under the group of `symmetry`, the cell itself first; image k of every
/// cell comes from the same group element (none: 1 image, rotate90: 4, the others: 2). Images
/// may repeat (a cell on the axis or at the centre).
std::vector<Cell> symmetry_images(const Geometry& geometry, Symmetry symmetry, Cell cell);

/// Parses a comma list of recipe names such as "killer,x" (case-sensitive, no spaces), each the
/// recipe of a registered rule kind. "classic" is the empty list.
/// Throws std::invalid_argument naming the problem: "unknown variant 'foo' (variants: x, jigsaw,
/// killer, thermo, ..., or a comma list of them)", "variant 'x' appears twice", "empty variant
/// name in 'x,'".
std::vector<std::string> parse_variant_list(std::string_view text);

/// The recipe names of every registered kind that has one, in registry order.
std::vector<std::string> variant_names();

/// "killer,x" for the list (in the order given); "classic" for the empty list.
std::string variant_list_name(const std::vector<std::string>& steps);

/// The recipe and its knobs. Defaults fit 9×9.
struct VariantRecipe {
    std::vector<std::string> steps;  ///< recipe names; empty: classic (the generator's classic path)
    int max_cage = 5;                ///< killer: largest cage, 2..N cells (the main difficulty knob)
    /// killer: the most 1-cell cages a layout may keep (a 1-cell cage is a given in disguise and is
    /// counted as a given); 0 (default): none.
    int lone_cages = 0;
    /// Target number of givens. With `killer`: the most givens the generator may add so that the
    /// logic solver finishes within the level (default 0: cages alone). Otherwise: digging stops
    /// once this many givens are left (0: dig while the puzzle stays unique and within the level).
    int givens = 0;
    int thermos = 8;                 ///< thermo: thermometers to lay (fewer when the grid has no room)
    int thermo_length = 5;           ///< thermo: longest thermometer, 2..N cells
    /// Kinds that lay a number of marks (arrows, dots, clues outside the grid, even/odd cells):
    /// how many; 0 (default): each kind's own default (docs/rules/<rule>.md).
    int marks = 0;
    /// The symmetry asked for (GenerateOptions::symmetry), for decorators that follow it.
    Symmetry symmetry = Symmetry::none;

    [[nodiscard]] bool has(std::string_view step) const;
};

/// Orthogonal neighbours of `cell` (sharing an edge), in reading order.
std::vector<Cell> orthogonal_neighbours(const Geometry& geometry, Cell cell);
/// Whether `cells` (not empty) form one piece through shared edges (a cage, a region).
bool orthogonally_connected(const Geometry& geometry, const std::vector<Cell>& cells);
/// The up to 8 neighbours of `cell` (sharing an edge or a corner), in reading order.
std::vector<Cell> king_neighbours(const Geometry& geometry, Cell cell);

/// A random jigsaw partition: N orthogonally connected regions of N cells, as the docs/formats.md
/// "regions" string (region k named digit_char(k + 1), numbered by first cell in reading order).
/// Growth from seeds: one seed cell drawn in each box, then, repeatedly, the smallest region that
/// can still grow (ties broken at random) takes a random free cell beside it, so regions grow as
/// blobs rather than stripes. A growth that strands free cells (some region cannot reach N) is
/// repaired by boundary moves: a stuck region takes a cell of a neighbouring region that stays
/// connected, and the deficit moves there (at most 8·N² moves, else the partition is drawn again).
/// A partition with a stripe (a region within one row or one column) is drawn again too.
/// With `symmetry` rotate180 or rotate90 the partition is symmetric: regions come in orbits
/// (region R and its images are regions; a region holding the centre is its own image), grown
/// together, a stuck draw drawn again; other symmetries draw an asymmetric partition.
/// `attempts` is increased by every partition drawn (the accepted one included).
/// Throws std::runtime_error after 1000 draws without a partition (never seen for N <= 16
/// without symmetry), std::invalid_argument when the size admits no partition of that symmetry
/// (rotate90 needs N ≡ 0 or 1 mod 4).
std::string random_jigsaw_layout(const Geometry& geometry, Rng& rng, std::uint64_t& attempts,
                                 Symmetry symmetry = Symmetry::none);

/// A jigsaw partition cut over a filled `grid` (rows and columns hold distinct digits): N
/// orthogonally connected regions of N cells, each holding N distinct digits of the grid, none a
/// stripe; the "regions" string as random_jigsaw_layout's. Local search from random_jigsaw_layout's
/// growth, moving one boundary cell at a time (regions may change size on the way) until every
/// region holds each digit once (src/generate/jigsaw_over_grid.cpp says how and what it measured).
/// The generator uses it when other layout rules (non-consecutive, anti-knight) make a random
/// partition's fill rare. `attempts` is increased by every partition drawn. std::nullopt when 3
/// walks of 100·N² moves found none: the caller draws another grid.
std::optional<std::string> jigsaw_layout_over_grid(const Geometry& geometry, const Grid& grid, Rng& rng,
                                                   std::uint64_t& attempts);

/// Killer cages grown over a full grid, as published killers look: every cell in one cage, each
/// cage's digits distinct, sizes 2..max_cage (mostly 2-5 with the default), at most `lone_cages`
/// 1-cell cages. Growth: cells are visited in a random order; each free cell starts a cage with a
/// target size drawn from 2..max_cage, which repeatedly takes a random free orthogonal
/// neighbour whose digit is not in it yet. A lone cell left over joins a neighbouring cage that
/// lacks its digit and has room, else takes a cell from a neighbouring cage of 3 or more cells
/// that stays connected, to make a 2-cell cage. Under `symmetry` every cage's images are cages
/// (grown together, cell by cell). A layout with more lone cells than allowed is grown again
/// (up to 50 times); nullopt when none fits. Precondition: `solution` full; 2 <= max_cage <= N.
std::optional<std::vector<std::vector<Cell>>> grow_cages(const Geometry& geometry, const Grid& solution, Rng& rng,
                                                         int max_cage, int lone_cages = 0,
                                                         Symmetry symmetry = Symmetry::none);

/// The sum of a cage's digits in `grid`.
int cage_sum(const Grid& grid, const std::vector<Cell>& cells);

/// Thermometers laid over a full grid, bulb first, drawn as lines a solver reads at a glance: a
/// straight run of equal steps (orthogonal or diagonal), or two such runs joined by one bend;
/// digits rise strictly from the bulb. Every such line of 3..max_length cells (2 when max_length
/// is 2) on the grid is listed; up to `count` are picked at random, straight ones first with
/// probability 2/3, each of a length drawn from 3..max_length (the longest available below it
/// when none has that length), on cells no other thermometer uses and never crossing another's
/// diagonal step. Fewer when the grid has no room. Precondition: 2 <= max_length <= N.
std::vector<std::vector<Cell>> lay_thermometers(const Geometry& geometry, const Grid& solution, Rng& rng, int count,
                                                int max_length);

}  // namespace gridforge
