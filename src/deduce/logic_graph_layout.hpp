#pragma once
// Internal to the logic graph's SVG: where nodes and lanes go. A layered drawing (Sugiyama,
// Tagawa & Toda, "Methods for visual understanding of hierarchical system structures", 1981)
// whose layers are given: column 0 holds the clues, then one column per chain depth (depth 0 only when
// someone is revealed at the start). An edge that skips columns runs in a lane: one slot per
// source and crossed column, shared by all of that source's long edges (a bundled dummy node), so
// it passes between nodes. Inside a column, nodes and lanes are ordered by barycentre sweeps,
// the best order kept, then improved by swapping neighbours.

#include <map>
#include <utility>
#include <vector>

#include "gridforge/deduce/logic_graph.hpp"

namespace gridforge::deduce {

/// Heights in drawing units; every column stacks its items top to bottom with these, centred
/// on the tallest column.
struct LogicSizes {
    std::vector<double> node_height;  ///< per node
    double node_gap = 10;             ///< between a node and the next item
    double lane_height = 6;           ///< one lane's slot
};

struct LogicLayout {
    std::vector<int> column;       ///< per node
    std::vector<double> centre_y;  ///< per node, from the top of the drawing area
    /// (source node, column) -> the lane's y in that column, for every column the source's
    /// edges cross; a source's lane runs from its column + 1 to the column before its last target.
    std::map<std::pair<int, int>, double> lane_y;
    int columns = 0;
    double height = 0;             ///< of the tallest column
};

LogicLayout layout_logic_graph(const LogicGraph& graph, const LogicSizes& sizes);

}  // namespace gridforge::deduce
