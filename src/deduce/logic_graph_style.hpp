#pragma once
// Internal to the logic graph's drawings (DOT and SVG): node labels and colours, written once so
// both drawings say and colour the same.

#include <string>
#include <string_view>
#include <vector>

#include "gridforge/deduce/logic_graph.hpp"

namespace gridforge::deduce {

/// Lines of a clue node: "Clue 3 · Ada (B1)" (1-based, as the command line numbers clues; the
/// carrier when it has one), then its sentence wrapped in balanced lines of at most `width` characters.
std::vector<std::string> clue_lines(const DeducePuzzle& puzzle, const LogicNode& node, std::size_t width);
/// Lines of a person node: "Cara (C1)", then "criminal" / "innocent" (", at start" for a reveal).
std::vector<std::string> person_lines(const DeducePuzzle& puzzle, const LogicNode& node);
/// The lines joined by '\n' (DOT's labels).
std::string clue_label(const DeducePuzzle& puzzle, const LogicNode& node);
std::string person_label(const DeducePuzzle& puzzle, const LogicNode& node);

namespace graph_style {

struct VerdictColours {
    std::string_view fill;
    std::string_view stroke;
};
/// Red for criminal, green for innocent (the web player's colours, web/src/deduce/deduce.css).
VerdictColours colours_of(Trait verdict);
inline constexpr std::string_view kClueFill = "#f8fafc";
/// A node's border and the colour of the edges leaving it: a person's verdict colour; a clue's
/// the palette colour of `clue_slot` (a palette of 10 hues without red or green, slot modulo 10),
/// so that a clue's edges can be told from its neighbours' and never read as a verdict. The DOT
/// passes the clue's index; the SVG its row in the clue column, so that neighbours always differ.
std::string_view edge_colour(const LogicNode& node, int clue_slot);
/// Every colour edge_colour gives, each once.
const std::vector<std::string_view>& edge_colours();

}  // namespace graph_style
}  // namespace gridforge::deduce
