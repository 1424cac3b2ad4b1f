#pragma once
/// \file
/// Variant recipes for the generator. A variant is a list of recipe steps, each adding rules to
/// the puzzle it builds; the solvers never learn which variant they serve. An attempt runs:
///  1. layout: rows and columns, then the regions of a random jigsaw partition (`jigsaw`) or the
///     boxes, then both diagonals (`x`);
///  2. fill: a random full grid under that houses-only rule list (bounded_full_grid); a fill that
///     runs out of its node budget discards the partition (jigsaw) or retries (fill failure);
///  3. decoration over the full grid: thermometers laid along rising digits (`thermo`), cages
///     grown over distinct digits with their sums read off the grid (`killer`); the grid satisfies
///     every rule by construction;
///  4. givens: with `killer`, the puzzle starts with no givens and is repaired until unique
///     (cage splits and merges, or givens while `givens` allows); otherwise the givens are dug
///     out of the full grid as for classic puzzles, with the whole rule list, down to `givens`.
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

/// One recipe step; a variant is a list of them ("killer,x" = Killer X).
enum class VariantStep { x, jigsaw, killer, thermo };

/// "x", "jigsaw", "killer", "thermo".
std::string_view variant_step_name(VariantStep step);

/// Parses a comma list such as "killer,x" (case-sensitive, no spaces). "classic" is the empty list.
/// Throws std::invalid_argument naming the problem: "unknown variant 'foo' (variants: x, jigsaw,
/// killer, thermo)", "variant 'x' appears twice", "empty variant name in 'x,'".
std::vector<VariantStep> parse_variant_list(std::string_view text);

/// "killer,x" for the list (in the order given); "classic" for the empty list.
std::string variant_list_name(const std::vector<VariantStep>& steps);

/// The recipe and its knobs. Defaults fit 9×9.
struct VariantRecipe {
    std::vector<VariantStep> steps;  ///< empty: classic (the generator's classic path, unchanged)
    int max_cage = 5;                ///< killer: largest cage, 2..N cells (the main difficulty knob)
    /// Target number of givens. With `killer`: the most givens the uniqueness repair may add
    /// (default 0: cages alone). Otherwise: digging stops once this many givens are left (0: dig
    /// while the puzzle stays unique; the result may keep more where uniqueness needs them).
    int givens = 0;
    int thermos = 8;                 ///< thermo: thermometers to lay (fewer when the grid has no room)
    int thermo_length = 5;           ///< thermo: longest thermometer, 2..N cells

    [[nodiscard]] bool has(VariantStep step) const;
};

/// Orthogonal neighbours of `cell` (sharing an edge), in reading order.
std::vector<Cell> orthogonal_neighbours(const Geometry& geometry, Cell cell);
/// The up to 8 neighbours of `cell` (sharing an edge or a corner), in reading order.
std::vector<Cell> king_neighbours(const Geometry& geometry, Cell cell);

/// A random jigsaw partition: N orthogonally connected regions of N cells, as the FORMAT.md
/// "regions" string (region k named digit_char(k + 1), numbered by first cell in reading order).
/// Growth from seeds: one seed cell drawn in each box, then, repeatedly, the smallest region that
/// can still grow (ties broken at random) takes a random free cell beside it, so regions grow as
/// blobs rather than stripes. A growth that strands free cells (some region cannot reach N) is
/// repaired by boundary moves: a stuck region takes a cell of a neighbouring region that stays
/// connected, and the deficit moves there (at most 8·N² moves, else the partition is drawn again).
/// A partition with a stripe (a region within one row or one column) is drawn again too.
/// `attempts` is increased by every partition drawn (the accepted one included).
/// Throws std::runtime_error after 1000 draws without a partition (never seen for N <= 16).
std::string random_jigsaw_layout(const Geometry& geometry, Rng& rng, std::uint64_t& attempts);

/// Killer cages grown over a full grid: cells are visited in a random order; each free cell starts
/// a cage with a target size drawn uniformly from 2..max_cage, which repeatedly takes a random
/// free orthogonal neighbour whose digit is not in the cage yet, until the target is reached or no
/// such neighbour is left. A cage left with one cell then joins a neighbouring cage that lacks its
/// digit and has room (below max_cage), when there is one. Every cell ends in exactly one cage;
/// each cage's digits are distinct, so the grid satisfies every cage with its sum (cage_sum).
/// Precondition: `solution` is full; 1 <= max_cage <= N.
std::vector<std::vector<Cell>> grow_cages(const Geometry& geometry, const Grid& solution, Rng& rng, int max_cage);

/// The sum of a cage's digits in `grid`.
int cage_sum(const Grid& grid, const std::vector<Cell>& cells);

/// Thermometers laid over a full grid, bulb first: up to `count` of them, on cells no other
/// thermometer uses. Each starts at a random free cell holding a digit of the lower half
/// (<= N/2) and steps to the free king neighbour (8-neighbourhood, as FORMAT.md allows) holding the
/// smallest larger digit (ties at random), so it climbs slowly and grows long, up to `max_length`
/// cells. A start that cannot reach 2 cells is dropped; after 20·count failed starts the list is
/// returned as it is. The grid satisfies every thermometer. Precondition: 2 <= max_length <= N.
std::vector<std::vector<Cell>> lay_thermometers(const Geometry& geometry, const Grid& solution, Rng& rng, int count,
                                                int max_length);

}  // namespace gridforge
