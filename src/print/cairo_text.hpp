#pragma once
// Text on a cairo_t for the print module: one face, measured and set in one place, and the log of
// what was drawn (print_cairo.hpp's `texts`).

#include <string>
#include <string_view>
#include <vector>

#include <cairo.h>

namespace gridforge::print_detail {

/// A cairo_t with the log of text drawn on it (nullptr: no log).
struct Canvas {
    cairo_t* cr;
    std::vector<std::string>* texts = nullptr;
};

enum class Weight { normal, bold };
enum class Slant { upright, italic };

/// Selects the face at `size` user units.
void set_font(const Canvas& canvas, double size, Weight weight = Weight::normal, Slant slant = Slant::upright);
/// The advance width of `text` in the current font.
double text_width(const Canvas& canvas, std::string_view text);
/// `text` with its baseline's left end at (x, y).
void show_text(const Canvas& canvas, double x, double y, std::string_view text);
/// `text` with its baseline's right end at (x, y).
void show_text_right(const Canvas& canvas, double x, double y, std::string_view text);
/// `text` whose ink is centred on (x, y) (a digit in a cell).
void show_text_centred(const Canvas& canvas, double x, double y, std::string_view text);
/// `text` centred across x with its baseline at y.
void show_text_across(const Canvas& canvas, double x, double y, std::string_view text);

/// One line of text that must fit `width`: the largest size from `largest` down to `smallest`
/// (half-point steps) at which it fits whole; at `smallest`, cut after its last whole word that
/// fits with an ellipsis ("A long title …"), or inside a word when no word boundary fits. The
/// caller keeps the whole text wherever else it shows it (the PDF's metadata).
struct LineFit {
    double size = 0;
    std::string text;  ///< the text as drawn: whole, or cut and ending in "…"
};
/// Leaves the font set at the fitted size and `weight`.
LineFit fit_line(const Canvas& canvas, std::string_view text, double width, double largest, double smallest, Weight weight);

/// Paragraphs set in a column `width` wide at the largest size from `largest` down to `smallest`
/// (half-point steps) at which they fit `height`; at the smallest size they are cut where the
/// height ends. `hanging`: lines after a paragraph's first are indented by this share of the size.
struct TextBlock {
    std::vector<std::string> paragraphs;
    double largest = 9;
    double smallest = 4.5;
    double hanging = 0;
    double leading = 1.25;  ///< line height as a multiple of the size
    Weight weight = Weight::normal;
};
/// The height the block takes at the size that fits, and that size.
struct BlockFit {
    double size = 0;
    double height = 0;
    std::vector<std::vector<std::string>> lines;  ///< per paragraph
};
BlockFit fit_block(const Canvas& canvas, const TextBlock& block, double width, double height);
/// Draws a fitted block from its top-left corner, cut at `height`; returns the height used.
double show_block(const Canvas& canvas, const TextBlock& block, const BlockFit& fit, double x, double y, double height);

/// Grey level as a Cairo source (0 black, 1 white).
void set_grey(cairo_t* cr, double level);

}  // namespace gridforge::print_detail
