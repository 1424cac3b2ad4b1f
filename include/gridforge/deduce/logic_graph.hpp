#pragma once
/// \file
/// The logic graph of a deduction puzzle: the exact chain of deduction from the clues to the
/// solution, as data a player can draw (docs/deduce.md "Logic graph"; Griductive promises "the
/// logic graph shows the exact chain of deduction" [G1]).
///
/// It is a view of the hint sequence (steps.hpp), never a second derivation: one verdict node
/// per step, whose edges are exactly that step's minimal support (its clues and facts).
///  - nodes: every clue of the puzzle (with its carrier), every person revealed at the start
///    (chain depth 0) and every verdict of the hint sequence (in hint order);
///  - edges "rests on": from a verdict to each clue and each earlier verdict its step used;
///  - chain depth: the dependency depth of the chain itself. A start reveal has chain depth 0; a
///    clue has the depth from which it is visible (0 in open mode or when its carrier is revealed
///    at the start, its carrier's depth otherwise); a verdict has 1 + the largest depth it rests
///    on. So every edge points to a strictly smaller depth (or to a clue visible before). This
///    equals the step's closure `round` (Step::round, solve.hpp) unless the step used a verdict
///    found earlier in the same closure round; then it is deeper, as the chain it draws is.
/// Node ids: "clue:<index>" (0-based, as in "clues" of the puzzle JSON) and the cell name "B2"
/// for a person (each person appears once, as a start reveal or as a verdict).

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "gridforge/deduce/puzzle.hpp"
#include "gridforge/deduce/steps.hpp"

namespace gridforge::deduce {

struct LogicNode {
    enum class Kind { clue, reveal, verdict };
    Kind kind = Kind::verdict;
    int clue = -1;                    ///< clue: index into puzzle.clues
    int cell = -1;                    ///< reveal, verdict: the person; clue: its carrier (-1 = none)
    Trait verdict = Trait::criminal;  ///< reveal, verdict: the solution's verdict
    int chain_depth = 0;              ///< file comment
    int step = -1;                    ///< verdict: index into the hint sequence
};

/// `from` rests on `to` (indices into LogicGraph::nodes); `from` is always a verdict.
struct LogicEdge {
    int from = 0;
    int to = 0;
};

struct LogicGraph {
    /// Clues in index order, then start reveals in cell order, then verdicts in hint order.
    std::vector<LogicNode> nodes;
    /// Per verdict in hint order: its clues in ascending index, then its facts in cell order.
    std::vector<LogicEdge> edges;
    /// Per chain depth 0..max: the reveal and verdict nodes of that depth, in node order (clues aside).
    std::vector<std::vector<int>> by_chain_depth;
};

/// The graph of `steps`, which must be puzzle's hint sequence or a sequence like it: each step's
/// facts revealed at the start or forced by an earlier step, its clues' carriers likewise in
/// revealed mode, no person twice. Throws std::invalid_argument naming the step otherwise.
LogicGraph build_logic_graph(const DeducePuzzle& puzzle, const std::vector<Step>& steps);

/// "clue:3" or the cell name.
std::string node_id(const DeducePuzzle& puzzle, const LogicNode& node);

/// {"nodes": [{"id", "kind": "clue", "clue", "carrier": "B1" or null, "chain_depth", "text"} |
///            {"id", "kind": "reveal"/"verdict", "cell", "name", "verdict", "chain_depth", "step" (verdicts)}],
///  "edges": [{"from": id, "to": id}], "by_chain_depth": [[ids of depth 0], [depth 1], ...]} (docs/deduce.md).
nlohmann::json logic_graph_json(const DeducePuzzle& puzzle, const LogicGraph& graph);

/// Graphviz DOT: a digraph drawn left to right, an arrow from what a verdict rests on to the
/// verdict, clues in the first rank and one rank per chain depth; verdicts filled by verdict colour.
std::string logic_graph_dot(const DeducePuzzle& puzzle, const LogicGraph& graph);

/// A standalone SVG drawing (no external resources), laid out by gridforge: clues on the left,
/// chain depths as columns, verdict nodes labelled with name, cell and verdict and coloured by verdict,
/// edges as curves from source to verdict; an edge that skips columns runs in its source's lane
/// between the nodes, never through one; inside each column nodes and lanes are ordered by
/// barycentre sweeps and neighbour swaps to reduce crossings (docs/deduce.md "Logic graph"). Each clue and person
/// node is a <g class="node clue|reveal|verdict" data-id="..." data-column="k"> with a <title> holding its text;
/// each edge a <path class="edge" data-from="verdict id" data-to="support id">, each piece of a source's shared
/// run a <path class="trunk" data-to="source id" data-column="k">, so that a viewer can light one verdict's support.
std::string logic_graph_svg(const DeducePuzzle& puzzle, const LogicGraph& graph);

}  // namespace gridforge::deduce
