#pragma once
/// \file
/// Greedy word wrap, shared by every drawing that sets text in a box: the SVG legend, the logic
/// graph's clue nodes, the printed pages (measured in points by Cairo).

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace gridforge {

/// The width of a piece of text in the caller's unit (characters, points).
using TextMeasure = std::function<double(std::string_view)>;

/// `text` broken at spaces into lines of at most `width` as `measure` says, lines after the
/// first at most `next_width` (narrower when the caller indents them). A word wider than a line
/// gets a line of its own; runs of spaces count as one. No line for empty text.
std::vector<std::string> wrap_words(std::string_view text, double width, double next_width, const TextMeasure& measure);

/// The same in characters: lines of at most `width` characters.
std::vector<std::string> wrap_words(std::string_view text, std::size_t width);

}  // namespace gridforge
