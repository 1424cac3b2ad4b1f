/// The logic graph: a hand-made chain whose graph is worked out below by hand, and generated
/// puzzles checked for its invariants; its JSON, DOT and SVG forms checked for structure.

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <regex>
#include <set>
#include <string>

#include "gridforge/deduce/generate.hpp"
#include "gridforge/deduce/logic_graph.hpp"
#include "gridforge/deduce/steps.hpp"

#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

namespace gridforge::deduce {
namespace logic_graph_test {
namespace {

using Kind = LogicNode::Kind;

/// 3×3, revealed mode: Ann Ben Cara / Dan Eve Finn / Gail Hugo Ida (A1..C3); criminals Ben and
/// Ida; Eve revealed. The chain, by hand:
///  clue 0 on Eve's card "Ben is a criminal"            -> Ben (chain depth 1)
///  clue 1 on Ben's card "exactly 1 criminal in row 1"  + Ben -> Ann, Cara (chain depth 2)
///  clue 2 on Ann's card "Ida is a criminal"            -> Ida (chain depth 3: Ann's card shows at 2)
///  clue 3 on Cara's card "exactly 2 criminals"         + Ben, Ida -> Dan, Finn, Gail, Hugo.
/// The closure reaches Ida and the last four in one closure round (clues 2 and 3 together force them all),
/// but the cheapest steps for the four use Ida's verdict, so their chain is one deeper: chain depth 4.
DeducePuzzle chain_puzzle() {
    DeducePuzzle puzzle;
    puzzle.board = Board(3, 3);
    for (const char* name : {"Ann", "Ben", "Cara", "Dan", "Eve", "Finn", "Gail", "Hugo", "Ida"}) puzzle.people.push_back({name, 0});
    puzzle.solution = (Mask{1} << 1) | (Mask{1} << 8);
    puzzle.mode = Mode::revealed;
    puzzle.reveals = {4};
    puzzle.clues.push_back({.type = ClueType::has_trait, .person = 1, .carrier = 4});
    puzzle.clues.push_back({.type = ClueType::number_in_unit, .unit = {UnitKind::row, 0}, .n = 1, .carrier = 1});
    puzzle.clues.push_back({.type = ClueType::has_trait, .person = 8, .carrier = 0});
    puzzle.clues.push_back({.type = ClueType::number_in_total, .n = 2, .carrier = 2});
    return puzzle;
}

std::vector<std::string> ids(const DeducePuzzle& puzzle, const LogicGraph& graph, const std::vector<int>& nodes) {
    std::vector<std::string> out;
    for (int node : nodes) out.push_back(node_id(puzzle, graph.nodes[static_cast<std::size_t>(node)]));
    return out;
}

/// "from -> to" for every edge, in order.
std::vector<std::string> edge_ids(const DeducePuzzle& puzzle, const LogicGraph& graph) {
    std::vector<std::string> out;
    for (const LogicEdge& edge : graph.edges) {
        out.push_back(node_id(puzzle, graph.nodes[static_cast<std::size_t>(edge.from)]) + " -> " +
                      node_id(puzzle, graph.nodes[static_cast<std::size_t>(edge.to)]));
    }
    return out;
}

TEST(DeduceLogicGraph, AHandMadeChainGivesTheGraphWorkedOutByHand) {
    const DeducePuzzle puzzle = chain_puzzle();
    const std::vector<Step> steps = hint_sequence(puzzle);
    const LogicGraph graph = build_logic_graph(puzzle, steps);
    ASSERT_EQ(graph.by_chain_depth.size(), 5u);
    EXPECT_EQ(ids(puzzle, graph, graph.by_chain_depth[0]), (std::vector<std::string>{"B2"}));
    EXPECT_EQ(ids(puzzle, graph, graph.by_chain_depth[1]), (std::vector<std::string>{"B1"}));
    EXPECT_EQ(ids(puzzle, graph, graph.by_chain_depth[2]), (std::vector<std::string>{"A1", "C1"}));
    EXPECT_EQ(ids(puzzle, graph, graph.by_chain_depth[3]), (std::vector<std::string>{"C3"}));
    EXPECT_EQ(ids(puzzle, graph, graph.by_chain_depth[4]), (std::vector<std::string>{"A2", "C2", "A3", "B3"}));
    EXPECT_EQ(edge_ids(puzzle, graph),
              (std::vector<std::string>{"B1 -> clue:0", "A1 -> clue:1", "A1 -> B1", "C1 -> clue:1", "C1 -> B1", "C3 -> clue:2",
                                        "A2 -> clue:3", "A2 -> B1", "A2 -> C3", "C2 -> clue:3", "C2 -> B1", "C2 -> C3",
                                        "A3 -> clue:3", "A3 -> B1", "A3 -> C3", "B3 -> clue:3", "B3 -> B1", "B3 -> C3"}));
    // Clue chain depths: Eve's card from the start, Ben's from depth 1, Ann's and Cara's from depth 2.
    std::vector<int> clue_depths;
    for (const LogicNode& node : graph.nodes) {
        if (node.kind == Kind::clue) clue_depths.push_back(node.chain_depth);
    }
    EXPECT_EQ(clue_depths, (std::vector<int>{0, 1, 2, 2}));
    // A hint's closure round is its chain depth, one less for the last four.
    EXPECT_EQ(steps.back().round, 3);
}

TEST(DeduceLogicGraph, JsonNamesNodesEdgesAndChainDepths) {
    const DeducePuzzle puzzle = chain_puzzle();
    const nlohmann::json json = logic_graph_json(puzzle, build_logic_graph(puzzle, hint_sequence(puzzle)));
    ASSERT_EQ(json["nodes"].size(), 4u + 1u + 8u);
    EXPECT_EQ(json["nodes"][0], (nlohmann::json{{"id", "clue:0"}, {"kind", "clue"}, {"clue", 0}, {"carrier", "B2"}, {"chain_depth", 0},
                                                {"text", "Ben is a criminal."}}));
    EXPECT_EQ(json["nodes"][4], (nlohmann::json{{"id", "B2"}, {"kind", "reveal"}, {"cell", "B2"}, {"name", "Eve"},
                                                {"verdict", "innocent"}, {"chain_depth", 0}}));
    EXPECT_EQ(json["nodes"][5], (nlohmann::json{{"id", "B1"}, {"kind", "verdict"}, {"cell", "B1"}, {"name", "Ben"},
                                                {"verdict", "criminal"}, {"chain_depth", 1}, {"step", 0}}));
    EXPECT_EQ(json["edges"][2], (nlohmann::json{{"from", "A1"}, {"to", "B1"}}));
    EXPECT_EQ(json["by_chain_depth"][2], (nlohmann::json{"A1", "C1"}));
}

TEST(DeduceLogicGraph, AStepBeforeItsSupportIsRefused) {
    const DeducePuzzle puzzle = chain_puzzle();
    std::vector<Step> steps = hint_sequence(puzzle);
    std::swap(steps[0], steps[1]);  // Ann before Ben, whose verdict and card she rests on
    EXPECT_THROW(build_logic_graph(puzzle, steps), std::invalid_argument);
}

/// Generated puzzles of both modes, 4×4 and 5×5 (made once: 5×5 takes a moment).
const std::vector<DeducePuzzle>& generated() {
    static const std::vector<DeducePuzzle> puzzles = [] {
        std::vector<DeducePuzzle> out;
        for (const auto& [rows, mode, seed] : {std::tuple{4, Mode::revealed, 4}, std::tuple{4, Mode::open, 2}, std::tuple{5, Mode::revealed, 7}}) {
            DeduceGenerateOptions options;
            options.board = Board(rows, rows);
            options.mode = mode;
            options.seed = static_cast<std::uint64_t>(seed);
            out.push_back(generate_deduce(options).puzzle);
        }
        return out;
    }();
    return puzzles;
}

TEST(DeduceLogicGraph, EveryPersonOnceEdgesGoBackAndSupportsAreTheSteps) {
    for (const DeducePuzzle& puzzle : generated()) {
        const std::vector<Step> steps = hint_sequence(puzzle);
        const LogicGraph graph = build_logic_graph(puzzle, steps);
        std::map<int, int> times;  // cell -> person nodes
        for (const LogicNode& node : graph.nodes) {
            if (node.kind != Kind::clue) ++times[node.cell];
        }
        ASSERT_EQ(static_cast<int>(times.size()), puzzle.board.cells());
        for (const auto& [cell, count] : times) EXPECT_EQ(count, 1) << puzzle.board.cell_name(cell);
        std::map<int, std::pair<std::vector<int>, std::vector<int>>> supports;  // step -> clues, facts
        for (const LogicEdge& edge : graph.edges) {
            const LogicNode& from = graph.nodes[static_cast<std::size_t>(edge.from)];
            const LogicNode& to = graph.nodes[static_cast<std::size_t>(edge.to)];
            ASSERT_EQ(from.kind, Kind::verdict);
            EXPECT_LT(to.chain_depth, from.chain_depth) << "an edge to the same or a greater chain depth";
            if (to.kind == Kind::clue) {
                supports[from.step].first.push_back(to.clue);
            } else {
                EXPECT_TRUE(to.kind == Kind::reveal || to.step < from.step);
                supports[from.step].second.push_back(to.cell);
            }
        }
        int verdicts = 0;
        for (const LogicNode& node : graph.nodes) {
            if (node.kind != Kind::verdict) continue;
            ++verdicts;
            const Step& step = steps[static_cast<std::size_t>(node.step)];
            EXPECT_EQ(node.cell, step.cell);
            EXPECT_EQ(node.verdict, verdict_of(puzzle.solution, node.cell));
            EXPECT_EQ(supports[node.step].first, step.clues);
            EXPECT_EQ(supports[node.step].second, step.facts);
            EXPECT_GE(node.chain_depth, step.round) << "the chain cannot be shallower than the closure";
        }
        EXPECT_EQ(verdicts, static_cast<int>(steps.size()));
    }
}

/// The statements of a DOT text, checked for the structure logic_graph_dot writes: a digraph whose
/// braces balance, each node declared once with a label, each edge between declared nodes.
struct DotShape {
    std::set<std::string> nodes;
    std::vector<std::string> edges;
    std::string problem;
};
DotShape read_dot(const std::string& dot) {
    DotShape shape;
    std::istringstream lines(dot);
    std::string line;
    int depth = 0;
    const std::regex node_line(R"re(\s*"([^"\\]*)" \[label="(?:[^"\\]|\\.)*".*\];)re");
    const std::regex edge_line(R"re(\s*"([^"\\]*)" -> "([^"\\]*)"(?: \[[^\]"]*(?:"[^"]*"[^\]"]*)*\])?;)re");
    std::smatch match;
    bool first = true;
    while (std::getline(lines, line)) {
        if (first && line != "digraph logic {") shape.problem = "does not open a digraph: " + line;
        first = false;
        bool in_string = false;
        for (std::size_t i = 0; i < line.size(); ++i) {
            if (line[i] == '\\') ++i;
            else if (line[i] == '"') in_string = !in_string;
            else if (!in_string && line[i] == '{') ++depth;
            else if (!in_string && line[i] == '}') --depth;
        }
        if (in_string) shape.problem = "unclosed string: " + line;
        if (std::regex_match(line, match, node_line)) {
            if (!shape.nodes.insert(match[1]).second) shape.problem = "node declared twice: " + std::string(match[1]);
        } else if (std::regex_match(line, match, edge_line)) {
            if (!shape.nodes.count(match[1]) || !shape.nodes.count(match[2])) shape.problem = "edge to an undeclared node: " + line;
            shape.edges.push_back(std::string(match[2]) + " -> " + std::string(match[1]));  // as "from rests on to"
        }
    }
    if (depth != 0) shape.problem = "braces do not balance";
    return shape;
}

TEST(DeduceLogicGraph, DotDeclaresEveryNodeAndEdge) {
    for (const DeducePuzzle& puzzle : generated()) {
        const LogicGraph graph = build_logic_graph(puzzle, hint_sequence(puzzle));
        const DotShape shape = read_dot(logic_graph_dot(puzzle, graph));
        EXPECT_EQ(shape.problem, "");
        EXPECT_EQ(shape.nodes.size(), graph.nodes.size());
        EXPECT_EQ(shape.edges, edge_ids(puzzle, graph));
    }
}

/// Well-formedness of the XML that logic_graph_svg writes (a declaration, elements, attributes in
/// double quotes, text with the five predefined entities): "" or the first problem.
std::string xml_problem(const std::string& xml, std::map<std::string, int>& node_classes) {
    std::vector<std::string> open;
    std::size_t i = xml.rfind("<?xml", 0) == 0 ? xml.find("?>") + 2 : 0;
    const std::regex attribute(R"re(\s+([A-Za-z_:][-A-Za-z0-9_:.]*)="([^"<]*)\")re");
    const auto entities_ok = [](const std::string& text) {
        for (std::size_t at = text.find('&'); at != std::string::npos; at = text.find('&', at + 1)) {
            const std::size_t end = text.find(';', at);
            if (end == std::string::npos) return false;
            const std::string name = text.substr(at + 1, end - at - 1);
            if (name != "amp" && name != "lt" && name != "gt" && name != "quot" && name != "apos") return false;
        }
        return true;
    };
    while (i < xml.size()) {
        const std::size_t tag = xml.find('<', i);
        if (!entities_ok(xml.substr(i, tag == std::string::npos ? std::string::npos : tag - i))) return "bad entity near " + std::to_string(i);
        if (tag == std::string::npos) break;
        const std::size_t end = xml.find('>', tag);
        if (end == std::string::npos) return "unclosed tag at " + std::to_string(tag);
        std::string inside = xml.substr(tag + 1, end - tag - 1);
        if (inside.starts_with('/')) {
            if (open.empty() || open.back() != inside.substr(1)) return "mismatched </" + inside.substr(1) + ">";
            open.pop_back();
        } else {
            const bool empty = inside.ends_with('/');
            if (empty) inside.pop_back();
            const std::size_t name_end = std::min(inside.find_first_of(" \n"), inside.size());
            const std::string name = inside.substr(0, name_end);
            std::string rest = inside.substr(name_end);
            std::set<std::string> seen;
            std::smatch match;
            while (std::regex_search(rest, match, attribute) && match.position(0) == 0) {
                if (!seen.insert(match[1]).second) return "attribute twice in <" + name + ">";
                if (!entities_ok(match[2])) return "bad entity in an attribute of <" + name + ">";
                if (name == "g" && match[1] == "class" && std::string(match[2]).starts_with("node ")) ++node_classes[match[2]];
                rest = match.suffix();
            }
            if (rest.find_first_not_of(" \n") != std::string::npos) return "malformed attributes in <" + name + ">: " + rest;
            if (!empty) open.push_back(name);
        }
        i = end + 1;
    }
    if (!open.empty()) return "<" + open.back() + "> not closed";
    return "";
}

TEST(DeduceLogicGraph, SvgIsWellFormedWithOneNodePerVerdict) {
    for (const DeducePuzzle& puzzle : generated()) {
        const LogicGraph graph = build_logic_graph(puzzle, hint_sequence(puzzle));
        std::map<std::string, int> classes;
        const std::string svg = logic_graph_svg(puzzle, graph);
        EXPECT_EQ(xml_problem(svg, classes), "");
        EXPECT_EQ(classes["node verdict"] + classes["node reveal"], puzzle.board.cells());
        EXPECT_EQ(classes["node reveal"], static_cast<int>(puzzle.reveals.size()));
        EXPECT_EQ(classes["node clue"], static_cast<int>(puzzle.clues.size()));
        EXPECT_EQ(logic_graph_svg(puzzle, graph), svg) << "the drawing is reproducible";
    }
    std::map<std::string, int> classes;
    EXPECT_NE(xml_problem("<svg><g></svg>", classes), "") << "the checker finds a mismatch";
    EXPECT_NE(xml_problem("<svg a=\"x & y\"/>", classes), "") << "the checker finds a bare ampersand";
}

/// "verdict -> support" for every <path class="edge"> of an SVG, sorted.
std::vector<std::string> svg_edge_ids(const std::string& svg) {
    const std::regex edge(R"re(<path class="edge" data-from="([^"]*)" data-to="([^"]*)")re");
    std::vector<std::string> out;
    for (auto match = std::sregex_iterator(svg.begin(), svg.end(), edge); match != std::sregex_iterator(); ++match) {
        out.push_back((*match)[1].str() + " -> " + (*match)[2].str());
    }
    std::sort(out.begin(), out.end());
    return out;
}

TEST(DeduceLogicGraph, SvgNamesEachEdgeByItsVerdictAndSupport) {
    // A viewer lights up a verdict's support from these attributes, so they must be the graph's edges, each once.
    for (const DeducePuzzle& puzzle : generated()) {
        const LogicGraph graph = build_logic_graph(puzzle, hint_sequence(puzzle));
        std::vector<std::string> expected = edge_ids(puzzle, graph);
        std::sort(expected.begin(), expected.end());
        EXPECT_EQ(svg_edge_ids(logic_graph_svg(puzzle, graph)), expected);
    }
    const DeducePuzzle chain = chain_puzzle();
    const std::vector<std::string> chain_edges = svg_edge_ids(logic_graph_svg(chain, build_logic_graph(chain, hint_sequence(chain))));
    EXPECT_TRUE(std::binary_search(chain_edges.begin(), chain_edges.end(), std::string("A2 -> C3")));
}

TEST(DeduceLogicGraph, SvgTrunkPiecesLieBetweenTheirSourceAndItsLastVerdict) {
    // A viewer lights a support's trunk up to one verdict's column, so each piece must name a
    // column its source's edges really cross: after the source's, before its last dependant's.
    const std::regex node(R"re(<g class="node [a-z]+" data-id="([^"]*)" data-column="(\d+)")re");
    const std::regex piece(R"re(<path class="trunk" data-to="([^"]*)" data-column="(\d+)")re");
    int pieces = 0;
    for (const DeducePuzzle& puzzle : generated()) {
        const LogicGraph graph = build_logic_graph(puzzle, hint_sequence(puzzle));
        const std::string svg = logic_graph_svg(puzzle, graph);
        std::map<std::string, int> column;
        for (auto match = std::sregex_iterator(svg.begin(), svg.end(), node); match != std::sregex_iterator(); ++match) {
            column[(*match)[1].str()] = std::stoi((*match)[2].str());
        }
        ASSERT_EQ(column.size(), graph.nodes.size());
        std::map<std::string, int> last_dependant;
        for (const LogicEdge& edge : graph.edges) {
            const std::string source = node_id(puzzle, graph.nodes[static_cast<std::size_t>(edge.to)]);
            const int target = column.at(node_id(puzzle, graph.nodes[static_cast<std::size_t>(edge.from)]));
            last_dependant[source] = std::max(last_dependant[source], target);
        }
        for (auto match = std::sregex_iterator(svg.begin(), svg.end(), piece); match != std::sregex_iterator(); ++match, ++pieces) {
            const std::string source = (*match)[1].str();
            const int at = std::stoi((*match)[2].str());
            EXPECT_GT(at, column.at(source)) << source;
            EXPECT_LT(at, last_dependant.at(source)) << source;
        }
    }
    EXPECT_GT(pieces, 0) << "the generated graphs have long edges";
}

}  // namespace
}  // namespace logic_graph_test
}  // namespace gridforge::deduce
