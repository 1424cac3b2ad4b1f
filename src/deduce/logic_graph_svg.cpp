// The logic graph drawn as a standalone SVG, laid out by layout_logic_graph: no Graphviz needed.

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "gridforge/deduce/logic_graph.hpp"
#include "logic_graph_layout.hpp"
#include "logic_graph_style.hpp"

namespace gridforge::deduce {
namespace {

// Geometry in SVG user units (px at 100%). A clue's sentence wraps at kClueChars characters of a
// 10.5 px sans-serif font (about 4.7 px each in mixed text, up to about 215 px with wide letters),
// inside the clue box's width; checked by rendering 4x4 and 5x5 graphs with headless Chromium.
constexpr int kMargin = 16;
constexpr int kHeader = 46;        // title line and column headings
constexpr int kClueWidth = 228;
constexpr std::size_t kClueChars = 42;
constexpr int kPersonWidth = 112;
constexpr int kPersonHeight = 36;
constexpr int kLineHeight = 13;
constexpr int kFirstGap = 72;      // clues to the first chain depth: every clue's edges fan out here
constexpr int kDepthGap = 48;

std::string escaped(const std::string& text) {
    std::string out;
    for (char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            default: out += c;
        }
    }
    return out;
}

struct Box {
    double x = 0;  // left
    double y = 0;  // top
    double width = 0;
    double height = 0;
};

/// Where everything is drawn: columns left to right (clues, then chain depths), nodes and lanes at the
/// heights layout_logic_graph gives them.
class Placement {
public:
    Placement(const DeducePuzzle& puzzle, const LogicGraph& graph) {
        LogicSizes sizes;
        for (const LogicNode& node : graph.nodes) {
            const bool clue = node.kind == LogicNode::Kind::clue;
            const double lines = clue ? static_cast<double>(clue_lines(puzzle, node, kClueChars).size()) : 2;
            sizes.node_height.push_back(clue ? lines * kLineHeight + 10 : kPersonHeight);
        }
        layout_ = layout_logic_graph(graph, sizes);
        double x = kMargin;
        for (int column = 0; column < layout_.columns; ++column) {
            const double width = column == 0 ? kClueWidth : kPersonWidth;
            column_x_.push_back(x);
            column_width_.push_back(width);
            x += width + (column == 0 ? kFirstGap : kDepthGap);
        }
        width_ = static_cast<int>(x) - kDepthGap + kMargin;
        height_ = static_cast<int>(2 * kMargin + kHeader + layout_.height);
        std::vector<std::pair<double, int>> clues;  // (y, node) of the clue column
        for (std::size_t node = 0; node < graph.nodes.size(); ++node) {
            if (layout_.column[node] == 0) clues.emplace_back(layout_.centre_y[node], static_cast<int>(node));
        }
        std::sort(clues.begin(), clues.end());
        clue_row_.assign(graph.nodes.size(), -1);
        for (std::size_t row = 0; row < clues.size(); ++row) clue_row_[static_cast<std::size_t>(clues[row].second)] = static_cast<int>(row);
        for (std::size_t node = 0; node < graph.nodes.size(); ++node) {
            const auto column = static_cast<std::size_t>(layout_.column[node]);
            const double height = sizes.node_height[node];
            boxes_.push_back({column_x_[column], top() + layout_.centre_y[node] - height / 2, column_width_[column], height});
        }
    }
    [[nodiscard]] const Box& box(int node) const { return boxes_[static_cast<std::size_t>(node)]; }
    [[nodiscard]] int column(int node) const { return layout_.column[static_cast<std::size_t>(node)]; }
    /// A clue's row in the clue column, top first (-1 for people).
    [[nodiscard]] int clue_row(int node) const { return clue_row_[static_cast<std::size_t>(node)]; }
    [[nodiscard]] double column_left(int column) const { return column_x_[static_cast<std::size_t>(column)]; }
    [[nodiscard]] double column_right(int column) const { return column_left(column) + column_width_[static_cast<std::size_t>(column)]; }
    [[nodiscard]] double lane_y(int source, int column) const { return top() + layout_.lane_y.at({source, column}); }
    [[nodiscard]] int columns() const { return layout_.columns; }
    [[nodiscard]] int width() const { return width_; }
    [[nodiscard]] int height() const { return height_; }

private:
    [[nodiscard]] static double top() { return kMargin + kHeader; }
    LogicLayout layout_;
    std::vector<Box> boxes_;
    std::vector<double> column_x_;
    std::vector<double> column_width_;
    std::vector<int> clue_row_;
    int width_ = 0;
    int height_ = 0;
};

/// A horizontal-ended cubic from (x1, y1) to (x2, y2), as a path continuation.
std::string curve_to(double x1, double y1, double x2, double y2) {
    const double pull = (x2 - x1) / 2;
    return fmt::format(" C{:.1f},{:.1f} {:.1f},{:.1f} {:.1f},{:.1f}", x1 + pull, y1, x2 - pull, y2, x2, y2);
}

/// What `source`'s edges share: a trunk from its box through its lane, one straight run across
/// each column it crosses and a curve between columns. One piece per crossed column (the curve into
/// it and the run across it), keyed by that column, so that a viewer can light the trunk only as far
/// as one verdict; empty when every target is adjacent.
std::vector<std::pair<int, std::string>> trunk_pieces(const Placement& place, int source, int last_column) {
    const Box& box = place.box(source);
    double x = box.x + box.width;
    double y = box.y + box.height / 2;
    std::vector<std::pair<int, std::string>> pieces;
    for (int column = place.column(source) + 1; column < last_column; ++column) {
        const double lane = place.lane_y(source, column);
        pieces.emplace_back(column, fmt::format("M{:.1f},{:.1f}", x, y) + curve_to(x, y, place.column_left(column), lane) +
                                        fmt::format(" L{:.1f},{:.1f}", place.column_right(column), lane));
        x = place.column_right(column);
        y = lane;
    }
    return pieces;
}

/// One edge's own part: from the end of its source's trunk in the column before the target (or
/// the source itself) to the target's left side, where the arrowhead ends.
std::string branch_path(const Placement& place, int source, int target) {
    const int before = place.column(target) - 1;
    const Box& from = place.box(source);
    const double x1 = before == place.column(source) ? from.x + from.width : place.column_right(before);
    const double y1 = before == place.column(source) ? from.y + from.height / 2 : place.lane_y(source, before);
    const Box& to = place.box(target);
    return fmt::format("M{:.1f},{:.1f}", x1, y1) + curve_to(x1, y1, to.x - 4, to.y + to.height / 2);
}

std::string text_lines(const std::vector<std::string>& lines, double centre_x, double top, bool first_bold) {
    std::string out;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        out += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\"{}>{}</text>", centre_x, top + kLineHeight * (static_cast<double>(i) + 1) - 2,
                           i == 0 && first_bold ? " class=\"head\"" : "", escaped(lines[i]));
    }
    return out;
}

/// "Cara (C1): criminal, chain depth 3; rests on clue 2, Dan (D4)" for a verdict's tooltip.
std::string person_title(const DeducePuzzle& puzzle, const LogicGraph& graph, int index) {
    const LogicNode& node = graph.nodes[static_cast<std::size_t>(index)];
    std::string title = fmt::format("{} ({}): {}, chain depth {}", puzzle.people[static_cast<std::size_t>(node.cell)].name,
                                    puzzle.board.cell_name(node.cell), trait_name(node.verdict), node.chain_depth);
    if (node.kind == LogicNode::Kind::reveal) return title + "; revealed at the start";
    std::string sources;
    for (const LogicEdge& edge : graph.edges) {
        if (edge.from != index) continue;
        const LogicNode& source = graph.nodes[static_cast<std::size_t>(edge.to)];
        sources += sources.empty() ? "" : ", ";
        sources += source.kind == LogicNode::Kind::clue
                       ? fmt::format("clue {}", source.clue + 1)
                       : fmt::format("{} ({})", puzzle.people[static_cast<std::size_t>(source.cell)].name, puzzle.board.cell_name(source.cell));
    }
    return title + "; rests on " + sources;
}

/// The arrowhead of edges drawn in `colour` ("#1f77b4" -> "arrow-1f77b4").
std::string marker_id(std::string_view colour) { return "arrow-" + std::string(colour.substr(1)); }

std::string column_heading(const LogicGraph& graph, std::size_t column) {
    if (column == 0) return "Clues";
    const bool has_reveals = !graph.by_chain_depth.empty() && !graph.by_chain_depth[0].empty();
    const std::size_t depth = has_reveals ? column - 1 : column;
    return depth == 0 ? "At start" : fmt::format("Depth {}", depth);
}

}  // namespace

std::string logic_graph_svg(const DeducePuzzle& puzzle, const LogicGraph& graph) {
    const Placement place(puzzle, graph);

    std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    // The class scopes the style sheet: a page that puts this SVG inline (the web player) gets
    // these rules for the drawing only, not for every text and path of the page.
    out += fmt::format("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"logic-graph\" width=\"{0}\" height=\"{1}\" "
                       "viewBox=\"0 0 {0} {1}\" font-family=\"Helvetica, Arial, sans-serif\">\n",
                       place.width(), place.height());
    out += "<style>.logic-graph text{font-size:10.5px;text-anchor:middle;fill:#1f2937}.logic-graph text.head{font-weight:bold;font-size:11px}"
           ".logic-graph text.title{font-size:13px;font-weight:bold;text-anchor:start}.logic-graph text.column{font-size:11px;fill:#6b7280}"
           ".logic-graph .edges path{fill:none;stroke-width:1.3;stroke-opacity:0.55}.logic-graph .node rect{stroke-width:1.4}</style>\n";
    out += "<defs>\n";
    for (std::string_view colour : graph_style::edge_colours()) {
        out += fmt::format("<marker id=\"{}\" viewBox=\"0 0 8 8\" refX=\"1\" refY=\"4\" markerWidth=\"7\" markerHeight=\"7\" "
                           "orient=\"auto\"><path d=\"M0,0 L8,4 L0,8 z\" fill=\"{}\" stroke=\"none\"/></marker>\n",
                           marker_id(colour), colour);
    }
    out += "</defs>\n";
    out += fmt::format("<rect class=\"background\" width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>\n", place.width(), place.height());
    const int verdicts = static_cast<int>(std::count_if(graph.nodes.begin(), graph.nodes.end(),
                                                        [](const LogicNode& node) { return node.kind == LogicNode::Kind::verdict; }));
    out += fmt::format("<text class=\"title\" x=\"{}\" y=\"{}\">Logic graph: {} {}, {} verdicts in chains up to {} deep; an arrow runs from "
                       "what a verdict rests on to the verdict</text>\n",
                       kMargin, kMargin + 10, puzzle.board.size_name(), mode_name(puzzle.mode), verdicts,
                       graph.by_chain_depth.empty() ? 0 : graph.by_chain_depth.size() - 1);
    for (int column = 0; column < place.columns(); ++column) {
        out += fmt::format("<text class=\"column\" x=\"{:.1f}\" y=\"{}\">{}</text>\n",
                           (place.column_left(column) + place.column_right(column)) / 2, kMargin + 34,
                           column_heading(graph, static_cast<std::size_t>(column)));
    }

    // Edges under the nodes: per source, its trunk once, then a branch with an arrowhead to each target.
    // data-from and data-to name an edge as the JSON does (the verdict, then what it rests on; the
    // arrow is drawn the other way), a trunk piece by the node its edges rest on and the column it
    // crosses, and a node by its column, so that a viewer can light up one verdict's support.
    std::vector<int> last_column(graph.nodes.size(), -1);
    for (const LogicEdge& edge : graph.edges) {
        int& last = last_column[static_cast<std::size_t>(edge.to)];
        last = std::max(last, place.column(edge.from));
    }
    out += "<g class=\"edges\">\n";
    for (int source = 0; source < static_cast<int>(graph.nodes.size()); ++source) {
        const LogicNode& node = graph.nodes[static_cast<std::size_t>(source)];
        const std::string_view colour = graph_style::edge_colour(node, place.clue_row(source));
        const std::string marker = marker_id(colour);
        const std::string source_id = escaped(node_id(puzzle, node));
        for (const auto& [column, piece] : trunk_pieces(place, source, last_column[static_cast<std::size_t>(source)])) {
            out += fmt::format("<path class=\"trunk\" data-to=\"{}\" data-column=\"{}\" d=\"{}\" stroke=\"{}\"/>\n", source_id, column, piece, colour);
        }
        for (const LogicEdge& edge : graph.edges) {
            if (edge.to != source) continue;
            const std::string verdict_id = escaped(node_id(puzzle, graph.nodes[static_cast<std::size_t>(edge.from)]));
            out += fmt::format("<path class=\"edge\" data-from=\"{}\" data-to=\"{}\" d=\"{}\" stroke=\"{}\" marker-end=\"url(#{})\"/>\n",
                               verdict_id, source_id, branch_path(place, source, edge.from), colour, marker);
        }
    }
    out += "</g>\n";

    for (std::size_t index = 0; index < graph.nodes.size(); ++index) {
        const LogicNode& node = graph.nodes[index];
        const Box& box = place.box(static_cast<int>(index));
        const std::string id = escaped(node_id(puzzle, node));
        if (node.kind == LogicNode::Kind::clue) {
            const std::vector<std::string> lines = clue_lines(puzzle, node, kClueChars);
            const std::string sentence = render(puzzle.clues[static_cast<std::size_t>(node.clue)], puzzle.board, puzzle.people);
            out += fmt::format("<g class=\"node clue\" data-id=\"{}\" data-column=\"0\"><title>{}</title><rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" "
                               "height=\"{:.1f}\" rx=\"5\" fill=\"{}\" stroke=\"{}\"/>",
                               id, escaped(sentence), box.x, box.y, box.width, box.height, graph_style::kClueFill, graph_style::edge_colour(node, place.clue_row(static_cast<int>(index))));
            out += text_lines(lines, box.x + box.width / 2, box.y + (box.height - kLineHeight * static_cast<double>(lines.size())) / 2, true);
            out += "</g>\n";
            continue;
        }
        const graph_style::VerdictColours colours = graph_style::colours_of(node.verdict);
        const bool reveal = node.kind == LogicNode::Kind::reveal;
        out += fmt::format("<g class=\"node {}\" data-id=\"{}\" data-column=\"{}\"><title>{}</title><rect x=\"{:.1f}\" y=\"{:.1f}\" "
                           "width=\"{:.1f}\" height=\"{:.1f}\" rx=\"8\" fill=\"{}\" stroke=\"{}\"{}/>",
                           reveal ? "reveal" : "verdict", id, place.column(static_cast<int>(index)), escaped(person_title(puzzle, graph, static_cast<int>(index))), box.x, box.y,
                           box.width, box.height, colours.fill, colours.stroke, reveal ? " stroke-dasharray=\"4 3\"" : "");
        out += text_lines(person_lines(puzzle, node), box.x + box.width / 2, box.y + (box.height - 2.0 * kLineHeight) / 2, true);
        out += "</g>\n";
    }
    return out + "</svg>\n";
}

}  // namespace gridforge::deduce
