#pragma once
/// \file
/// A puzzle drawn for a person in a terminal, every rule visible, in plain ASCII. The drawing is
/// rendered from the puzzle's Sketch (sketch.hpp: each rule adds its marks), so it knows marks,
/// not rules; svg.hpp renders the same sketch.
///
/// Each cell is 5 characters wide and 2 lines high:
///
///     +-----+-----+        line 1: the cage sum (in the cage's first cell in reading order,
///     |17  \|     |                left-aligned) or a region label ("#2"), '%' filling the rest
///     |A@ 5 :a2 . :                of a shaded cell, and in the last column the mark of a line
///     +. . .+--o--+                through the cell centre ('\' and '/' diagonals, 'X' both);
///                          line 2: the path mark (thermometer bulb "A@", arrow start "B>", plain
///                                  line "C-", then "a2", "a3", ... along the path; letters a..z
///                                  over all paths in order, then again) and the digit ('.' when
///                                  empty), "(5)" in a circle, "[5]" in a square.
/// Lines between two cells: '|' and '-' between regions (boxes, or jigsaw regions); ':' and '.'
/// between two cages, or a cage and a cell in none, within one region; '!' and '~' where a
/// region border runs through a cage; nothing inside one cage or among cells in no cage. A mark
/// on the edge between two neighbours replaces the middle of that line: 'o' a white dot, '*' a
/// black dot, a letter (XV) itself. Corners are '+' where a region border meets them, '.' where
/// only a cage border does.
/// Clues outside the grid (sandwich, little killer) take a line above or below the board and a
/// 5-character margin left or right of it, with the arrow of a clue as '\', '/', 'v', '^', '>' or
/// '<' after its number.
/// Below the board: one legend line per legend key of the sketch ("cages (25): ...", the count
/// when more than one rule added it), then one "marks: ..." line explaining the characters used.
/// A classic puzzle has neither.

#include <string>

#include "gridforge/grid.hpp"
#include "gridforge/puzzle.hpp"
#include "gridforge/sketch.hpp"

namespace gridforge {

/// The drawing of `puzzle` with `values` in its cells (usually its givens, or a solution): the
/// drawing of sketch_puzzle(puzzle). Throws std::invalid_argument when `values` has another size
/// than the puzzle.
std::string draw_puzzle(const Puzzle& puzzle, const Grid& values);

/// The drawing of `sketch` with `values` in its cells. Throws as draw_puzzle.
std::string draw_sketch(const Sketch& sketch, const Grid& values);

}  // namespace gridforge
