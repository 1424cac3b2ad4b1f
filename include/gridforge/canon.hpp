#pragma once
/// \file
/// Canonical forms: one representative per class of equivalent puzzles, so that a puzzle bank
/// stores "the same puzzle, relabelled and shuffled" once (docs/bank.md).
///
/// Classic minlex. Under the classic rules (rows, columns, boxes) the validity-preserving
/// transformations are those of transform.hpp: digit relabelling, rows within bands, bands,
/// columns within stacks, stacks, and (square boxes) transposition; 3,359,232 geometric ones on
/// 9×9. The minlex form is the transform whose 81 cells, read row by row with an empty cell as 0,
/// form the smallest string. It is found row by row rather than by trying every transform:
///  - output row 0 only depends on where the empty cells of the chosen source row go, so the
///    best first rows (over both orientations and all rows) and every column order that puts
///    their empty cells first (stacks with more empty cells first, empty cells first in a stack)
///    are listed;
///  - each next output row is a row of the current band (or, at a band's start, of any unused
///    band); digits are relabelled in order of first appearance, so with the column order fixed
///    a row's text is known, and only the partial transforms whose rows so far equal the best
///    prefix are kept (ties are all kept: the answer is exact).
/// Typical 9×9 puzzles take tens of microseconds (docs/bank.md has the measurement); a nearly empty
/// grid, whose every transform ties, degenerates towards the full enumeration.
///
/// Other rule lists (canonical_key): only transformations that keep the rules are used.
///  - Rule lists made only of houses (every rule houses_only(): X, windoku, jigsaw, ...): digit
///    relabelling, and the geometric transforms of the "mirror-symmetric" subgroup (row
///    permutations p that keep bands and commute with reversing the rows, columns by p or by
///    reversed p, transposition for square boxes) that map the set of houses onto itself. For
///    Sudoku X this subgroup is exactly the symmetry group of the rules (96 transforms on 9×9);
///    for a jigsaw it is usually just the identity.
///  - Any other rule (cages, thermometers, arrows, kropki, ...): the puzzle as given (no
///    relabelling, no geometry), keyed with the rules' normalised JSON text.
///  - Boards above 9×9 (classic or not): digit relabelling only (order of first appearance).
/// Every key is sound: two puzzles with the same key are transforms of each other that keep the
/// rules. It is complete (every equivalent puzzle has the same key) for classic boards up to 9×9
/// and for Sudoku X.

#include <string>

#include "gridforge/grid.hpp"
#include "gridforge/puzzle.hpp"
#include "gridforge/transform.hpp"

namespace gridforge {

/// The minlex form of a classic puzzle's givens and the transform that makes it
/// (apply(transform, givens) == grid).
struct Minlex {
    Grid grid;
    GridTransform transform;
};

/// The minlex form of `givens` under the classic transformations of its size (see the file
/// comment). Throws std::invalid_argument for boards above 9×9 ("classic_minlex: 16x16 boards
/// are not supported (at most 9x9)"), for an unsupported size, and when a digit repeats in a row
/// or column ("classic_minlex: digit 5 twice in row 3"): the search relies on a row's digits
/// being different, as every valid puzzle's are.
Minlex classic_minlex(const Grid& givens);

/// The canonical key of `puzzle`: "<N>|<rules>|<cells>", where <rules> is the rules' JSON text
/// (docs/formats.md keys, sorted; "{}" for classic) and <cells> the canonical givens row by row,
/// '0' for an empty cell, then 1-9 and A-G for 10-16. Equal keys mean equivalent puzzles (see the
/// file comment for which transformations each rule list is canonical under).
std::string canonical_key(const Puzzle& puzzle);

}  // namespace gridforge
