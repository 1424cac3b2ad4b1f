// The logic graph as data: built from the hint sequence's supports, written as JSON.

#include "gridforge/deduce/logic_graph.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace gridforge::deduce {
namespace {

/// Where each person's node is (-1: not yet) while the steps are read in order.
class PersonNodes {
public:
    explicit PersonNodes(int cells) : node_(static_cast<std::size_t>(cells), -1) {}
    [[nodiscard]] int at(int cell) const { return node_[static_cast<std::size_t>(cell)]; }
    void set(int cell, int node) { node_[static_cast<std::size_t>(cell)] = node; }
private:
    std::vector<int> node_;
};

[[noreturn]] void bad_step(std::size_t index, const std::string& why) {
    throw std::invalid_argument("build_logic_graph: hint " + std::to_string(index + 1) + ": " + why);
}

}  // namespace

LogicGraph build_logic_graph(const DeducePuzzle& puzzle, const std::vector<Step>& steps) {
    const Board& board = puzzle.board;
    LogicGraph graph;
    PersonNodes people(board.cells());
    std::vector<int> reveals = puzzle.reveals;
    std::sort(reveals.begin(), reveals.end());
    const int clue_count = static_cast<int>(puzzle.clues.size());
    for (int clue = 0; clue < clue_count; ++clue) {
        graph.nodes.push_back({.kind = LogicNode::Kind::clue, .clue = clue, .cell = puzzle.clues[static_cast<std::size_t>(clue)].carrier});
    }
    for (int cell : reveals) {
        people.set(cell, static_cast<int>(graph.nodes.size()));
        graph.nodes.push_back({.kind = LogicNode::Kind::reveal, .cell = cell, .verdict = verdict_of(puzzle.solution, cell), .chain_depth = 0});
    }
    // A clue's chain depth: visible from the start in open mode, else once its carrier is revealed.
    const auto clue_depth = [&](std::size_t index, int clue) {
        if (clue < 0 || clue >= clue_count) bad_step(index, "clue index " + std::to_string(clue) + " out of range");
        if (puzzle.mode == Mode::open) return 0;
        const int carrier = puzzle.clues[static_cast<std::size_t>(clue)].carrier;
        if (carrier < 0 || people.at(carrier) < 0) bad_step(index, "clue " + std::to_string(clue + 1) + " is not visible yet");
        return graph.nodes[static_cast<std::size_t>(people.at(carrier))].chain_depth;
    };
    for (std::size_t index = 0; index < steps.size(); ++index) {
        const Step& step = steps[index];
        if (step.cell < 0 || step.cell >= board.cells()) bad_step(index, "the person is off the board");
        if (people.at(step.cell) >= 0) bad_step(index, board.cell_name(step.cell) + " is already revealed");
        const int node = static_cast<int>(graph.nodes.size());
        int depth = 0;
        for (int clue : step.clues) {
            depth = std::max(depth, clue_depth(index, clue));
            graph.edges.push_back({node, clue});
        }
        for (int fact : step.facts) {
            if (fact < 0 || fact >= board.cells() || people.at(fact) < 0) bad_step(index, "a fact is not revealed yet");
            const int source = people.at(fact);
            depth = std::max(depth, graph.nodes[static_cast<std::size_t>(source)].chain_depth);
            graph.edges.push_back({node, source});
        }
        // Clue nodes carry their visibility depth only once every carrier is known (below).
        graph.nodes.push_back({.kind = LogicNode::Kind::verdict, .cell = step.cell, .verdict = step.verdict, .chain_depth = depth + 1,
                               .step = static_cast<int>(index)});
        people.set(step.cell, node);
    }
    for (LogicNode& node : graph.nodes) {
        if (node.kind != LogicNode::Kind::clue) continue;
        const bool carried = puzzle.mode == Mode::revealed && node.cell >= 0 && people.at(node.cell) >= 0;
        node.chain_depth = carried ? graph.nodes[static_cast<std::size_t>(people.at(node.cell))].chain_depth : 0;
    }
    for (std::size_t node = 0; node < graph.nodes.size(); ++node) {
        const LogicNode& person = graph.nodes[node];
        if (person.kind == LogicNode::Kind::clue) continue;
        if (graph.by_chain_depth.size() <= static_cast<std::size_t>(person.chain_depth)) graph.by_chain_depth.resize(static_cast<std::size_t>(person.chain_depth) + 1);
        graph.by_chain_depth[static_cast<std::size_t>(person.chain_depth)].push_back(static_cast<int>(node));
    }
    return graph;
}

std::string node_id(const DeducePuzzle& puzzle, const LogicNode& node) {
    return node.kind == LogicNode::Kind::clue ? "clue:" + std::to_string(node.clue) : puzzle.board.cell_name(node.cell);
}

nlohmann::json logic_graph_json(const DeducePuzzle& puzzle, const LogicGraph& graph) {
    const auto id = [&](int node) { return node_id(puzzle, graph.nodes[static_cast<std::size_t>(node)]); };
    nlohmann::json nodes = nlohmann::json::array();
    for (const LogicNode& node : graph.nodes) {
        if (node.kind == LogicNode::Kind::clue) {
            const Clue& clue = puzzle.clues[static_cast<std::size_t>(node.clue)];
            nodes.push_back({{"id", node_id(puzzle, node)},
                             {"kind", "clue"},
                             {"clue", node.clue},
                             {"carrier", node.cell >= 0 ? nlohmann::json(puzzle.board.cell_name(node.cell)) : nlohmann::json(nullptr)},
                             {"chain_depth", node.chain_depth},
                             {"text", render(clue, puzzle.board, puzzle.people)}});
            continue;
        }
        nlohmann::json person{{"id", node_id(puzzle, node)},
                              {"kind", node.kind == LogicNode::Kind::reveal ? "reveal" : "verdict"},
                              {"cell", puzzle.board.cell_name(node.cell)},
                              {"name", puzzle.people[static_cast<std::size_t>(node.cell)].name},
                              {"verdict", trait_name(node.verdict)},
                              {"chain_depth", node.chain_depth}};
        if (node.kind == LogicNode::Kind::verdict) person["step"] = node.step;
        nodes.push_back(person);
    }
    nlohmann::json edges = nlohmann::json::array();
    for (const LogicEdge& edge : graph.edges) edges.push_back({{"from", id(edge.from)}, {"to", id(edge.to)}});
    nlohmann::json by_depth = nlohmann::json::array();
    for (const std::vector<int>& layer : graph.by_chain_depth) {
        nlohmann::json ids = nlohmann::json::array();
        for (int node : layer) ids.push_back(id(node));
        by_depth.push_back(ids);
    }
    return {{"nodes", nodes}, {"edges", edges}, {"by_chain_depth", by_depth}};
}

}  // namespace gridforge::deduce
