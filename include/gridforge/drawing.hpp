#pragma once
/// \file
/// A puzzle drawn for a person in a terminal, every variant rule visible, in plain ASCII.
///
/// Each cell is 5 characters wide and 2 lines high:
///
///     +-----+-----+        line 1: the cage sum (in the cage's first cell in reading order,
///     |17  \|     |                left-aligned) and, in the last column, the diagonal mark
///     |A@ 5 :a2 . :                ('\' main, '/' anti, 'X' both);
///     +. . .+-----+        line 2: the thermometer mark (bulb "A@", then "a2", "a3", ... along
///                                  thermometer A; letters a..z, then again) and the digit
///                                  ('.' when empty).
/// Lines between two cells: '|' and '-' between regions (boxes, or jigsaw regions); ':' and '.'
/// between two cages, or a cage and a cell in none, within one region; '!' and '~' where a
/// region border runs through a cage; nothing inside one cage or among cells in no cage.
/// Corners are '+' where a region border meets them, '.' where only a cage border does.
/// A legend line follows for each kind of rule present (cages, thermometers, diagonals, regions).

#include <string>

#include "gridforge/grid.hpp"
#include "gridforge/puzzle.hpp"

namespace gridforge {

/// The drawing of `puzzle` with `values` in its cells (usually its givens, or a solution).
/// Rules the drawing does not know (none of rows, columns, boxes, regions, diagonals, cages,
/// thermometers) are listed by name in the legend. Throws std::invalid_argument when `values`
/// has another size than the puzzle.
std::string draw_puzzle(const Puzzle& puzzle, const Grid& values);

}  // namespace gridforge
