#pragma once
/// \file
/// A puzzle's drawing (sketch.hpp) as a standalone SVG image: every mark a rule adds, the digits
/// of a grid, and the legend below the board.
///
/// Shape of the output: one `<svg>` element (XML, UTF-8, no external references) in user units of
/// pixels, one cell = 60 units. The board sits at a margin of 8 units, or of one cell on a side
/// where outside clues (sandwich, little killer) stand. Each mark is an element with a class
/// naming it, so a style sheet or a test can find it:
///   shaded, thermometer, thermometer-bulb, line, arrow, arrow-head, circle (an odd cell or an
///   arrow's one-cell circle), pill (an arrow's circle over 2-3 cells), square, cage, cage-label,
///   region-label, cell-lines, region-border, outer-border, dot white / dot black (kropki),
///   edge-text (a dot's value, an XV letter), outside (a clue off the board), outside-arrow,
///   digit, legend.
/// Layers, bottom to top (kSketchLayers, sketch.hpp): shading, thermometers, lines, arrows, circles and squares, cages, the
/// grid, region borders, edge marks, outside clues, digits; the legend under the board.
/// A one-cell circle where an arrow starts is drawn white (the arrow's circle); any other circle
/// grey (an odd cell), as f-puzzles draws them.

#include <string>

#include "gridforge/grid.hpp"
#include "gridforge/sketch.hpp"

namespace gridforge {

/// The SVG image of `sketch` with `values` in its cells (0 = empty; usually the givens, or a
/// solution). Throws std::invalid_argument when `values` has another size than the sketch's
/// geometry, or a mark names a cell off the board.
std::string render_svg(const Sketch& sketch, const Grid& values);

}  // namespace gridforge
