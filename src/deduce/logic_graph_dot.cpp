// The logic graph as Graphviz DOT (https://graphviz.org/doc/info/lang.html).

#include <string>

#include <fmt/format.h>

#include "gridforge/deduce/logic_graph.hpp"
#include "logic_graph_style.hpp"

namespace gridforge::deduce {
namespace {

/// A DOT double-quoted string: backslash and quote escaped (names and clue texts have neither
/// today, but a puzzle file may), a line break as DOT's centred-line escape \n.
std::string quoted(const std::string& text) {
    std::string out = "\"";
    for (char c : text) {
        if (c == '\n') {
            out += "\\n";
            continue;
        }
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + '"';
}

std::string node_statement(const DeducePuzzle& puzzle, const LogicNode& node) {
    const std::string id = quoted(node_id(puzzle, node));
    if (node.kind == LogicNode::Kind::clue) {
        return fmt::format("    {} [label={}, fillcolor=\"{}\", color=\"{}\"];\n", id, quoted(clue_label(puzzle, node)),
                           graph_style::kClueFill, graph_style::edge_colour(node, node.clue));
    }
    const graph_style::VerdictColours colours = graph_style::colours_of(node.verdict);
    return fmt::format("    {} [label={}, fillcolor=\"{}\", color=\"{}\"{}];\n", id, quoted(person_label(puzzle, node)), colours.fill,
                       colours.stroke, node.kind == LogicNode::Kind::reveal ? ", style=\"rounded,filled,dashed\"" : "");
}

}  // namespace

std::string logic_graph_dot(const DeducePuzzle& puzzle, const LogicGraph& graph) {
    std::string out = "digraph logic {\n";
    out += "    rankdir=LR;\n    ranksep=0.9;\n";
    out += "    node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=11];\n";
    out += "    edge [arrowsize=0.7];\n";
    out += "    { rank=same;\n";
    for (const LogicNode& node : graph.nodes) {
        if (node.kind == LogicNode::Kind::clue) out += "    " + node_statement(puzzle, node);
    }
    out += "    }\n";
    for (std::size_t depth = 0; depth < graph.by_chain_depth.size(); ++depth) {
        if (graph.by_chain_depth[depth].empty()) continue;
        out += fmt::format("    {{ rank=same;  // chain depth {}\n", depth);
        for (int node : graph.by_chain_depth[depth]) out += "    " + node_statement(puzzle, graph.nodes[static_cast<std::size_t>(node)]);
        out += "    }\n";
    }
    // An arrow from what a verdict rests on to the verdict: the direction the deduction reads.
    for (const LogicEdge& edge : graph.edges) {
        const LogicNode& source = graph.nodes[static_cast<std::size_t>(edge.to)];
        out += fmt::format("    {} -> {} [color=\"{}\"];\n", quoted(node_id(puzzle, source)),
                           quoted(node_id(puzzle, graph.nodes[static_cast<std::size_t>(edge.from)])), graph_style::edge_colour(source, source.clue));
    }
    return out + "}\n";
}

}  // namespace gridforge::deduce
