// Labels and colours shared by the logic graph's DOT and SVG drawings.

#include "logic_graph_style.hpp"

#include <array>

#include <fmt/format.h>

#include "gridforge/text_wrap.hpp"

namespace gridforge::deduce {
namespace {

/// The wrap of `text` in as few lines as `width` allows, balanced: the narrowest width giving that
/// many lines, so that no last line holds a lone word ("row" / "4.").
std::vector<std::string> balanced_wrap(const std::string& text, std::size_t width) {
    const std::size_t lines = wrap_words(text, width).size();
    for (std::size_t narrower = lines > 0 ? text.size() / lines : width; narrower < width; ++narrower) {
        std::vector<std::string> balanced = wrap_words(text, narrower);
        if (balanced.size() == lines) return balanced;
    }
    return wrap_words(text, width);
}

std::string joined(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& line : lines) out += (out.empty() ? "" : "\n") + line;
    return out;
}

const Person& person_at(const DeducePuzzle& puzzle, int cell) { return puzzle.people.at(static_cast<std::size_t>(cell)); }

}  // namespace

std::vector<std::string> clue_lines(const DeducePuzzle& puzzle, const LogicNode& node, std::size_t width) {
    std::vector<std::string> lines;
    lines.push_back(node.cell >= 0 ? fmt::format("Clue {} · {} ({})", node.clue + 1, person_at(puzzle, node.cell).name,
                                                 puzzle.board.cell_name(node.cell))
                                   : fmt::format("Clue {}", node.clue + 1));
    const Clue& clue = puzzle.clues.at(static_cast<std::size_t>(node.clue));
    for (std::string& line : balanced_wrap(render(clue, puzzle.board, puzzle.people), width)) lines.push_back(std::move(line));
    return lines;
}

std::vector<std::string> person_lines(const DeducePuzzle& puzzle, const LogicNode& node) {
    return {fmt::format("{} ({})", person_at(puzzle, node.cell).name, puzzle.board.cell_name(node.cell)),
            std::string(trait_name(node.verdict)) + (node.kind == LogicNode::Kind::reveal ? ", at start" : "")};
}

std::string clue_label(const DeducePuzzle& puzzle, const LogicNode& node) { return joined(clue_lines(puzzle, node, 30)); }

std::string person_label(const DeducePuzzle& puzzle, const LogicNode& node) { return joined(person_lines(puzzle, node)); }

namespace graph_style {

VerdictColours colours_of(Trait verdict) {
    return verdict == Trait::criminal ? VerdictColours{"#fde3e1", "#c0392b"} : VerdictColours{"#dcf2e2", "#2f8f4e"};
}

namespace {
// Tableau 10 (Maureen Stone's categorical palette) without its red and green, then two dark hues.
constexpr std::array<std::string_view, 10> kCluePalette{"#1f77b4", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2",
                                                        "#7f7f7f", "#bcbd22", "#17becf", "#393b79", "#b8860b"};
}  // namespace

std::string_view edge_colour(const LogicNode& node, int clue_slot) {
    if (node.kind != LogicNode::Kind::clue) return colours_of(node.verdict).stroke;
    return kCluePalette[static_cast<std::size_t>(clue_slot) % kCluePalette.size()];
}

const std::vector<std::string_view>& edge_colours() {
    static const std::vector<std::string_view> all = [] {
        std::vector<std::string_view> colours(kCluePalette.begin(), kCluePalette.end());
        colours.push_back(colours_of(Trait::criminal).stroke);
        colours.push_back(colours_of(Trait::innocent).stroke);
        return colours;
    }();
    return all;
}

}  // namespace graph_style
}  // namespace gridforge::deduce
