#pragma once
/// \file
/// Puzzles drawn with Cairo onto any cairo_t (a PDF or SVG page, an image): a Sudoku-family
/// puzzle from its sketch (sketch.hpp) as puzzle books draw it, and a deduction grid's board of
/// cards. The booklet writer (booklet.hpp) lays these out on pages.
///
/// Units are the surface's user units (points on PDF and SVG surfaces); a box is where the
/// drawing may go. Text is set in the "DejaVu Sans" face through Cairo's own font selection
/// (fontconfig picks another sans-serif face when DejaVu is missing). Each function saves and
/// restores the cairo_t's state. When `texts` is given, every piece of text drawn is appended
/// to it in drawing order (the words a page shows, for callers and tests that cannot read glyph
/// outlines back).

#include <string>
#include <vector>

#include <cairo.h>

#include "gridforge/deduce/puzzle.hpp"
#include "gridforge/grid.hpp"
#include "gridforge/sketch.hpp"

namespace gridforge::print {

/// A rectangle in user units: top-left corner, width and height.
struct Box {
    double x = 0;
    double y = 0;
    double width = 0;
    double height = 0;
};

/// Draws `sketch` with `givens` in bold black and the digits of `filled` that are not givens
/// (a solution; nullptr for none) lighter, at the largest cell size that fits `box` (the board,
/// plus one cell on each side that holds outside clues), centred across the box and at its top.
/// Returns the height used. Thick region borders, thin cell lines, dashed cages inset with the
/// sum at the top-left, grey thermometers with bulbs, arrows from circles with heads, kropki
/// dots, XV letters, diagonals, shaded, odd and even cells, sandwich and little-killer clues.
/// Throws std::invalid_argument as check_sketch does, or when a grid's size is not the board's.
double draw_sketch(cairo_t* cr, const Sketch& sketch, const Grid& givens, const Grid* filled, Box box,
                   std::vector<std::string>* texts = nullptr);

/// The side of a cell, in user units, that draw_sketch uses for `sketch` in `box`.
double sketch_cell_size(const Sketch& sketch, Box box);

/// How a deduction grid is drawn: as the player starts it, or with every verdict.
enum class DeduceView { puzzle, solution };

/// Draws the board of cards of `puzzle` in `box`: column letters and row numbers, each card
/// with its name and profession. `puzzle` view: the people revealed at the start marked with
/// their verdict and their clue, every clue on its card in open mode; below the board the clues
/// a player reads later (revealed mode: each card's clue, to read once that person's verdict is
/// proven) and those on no card. `solution` view: every card's verdict, no clues. Text shrinks
/// (down to 4.5 points) to fit; returns the height used.
double draw_deduce(cairo_t* cr, const deduce::DeducePuzzle& puzzle, DeduceView view, Box box,
                   std::vector<std::string>* texts = nullptr);

}  // namespace gridforge::print
