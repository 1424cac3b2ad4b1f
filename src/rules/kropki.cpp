// Kropki dots: a white dot between two orthogonal neighbours joins consecutive digits (or digits
// `value` apart), a black dot joins a digit and its double (or `value` times it). With the
// negative constraint ("all dots are given") an edge without any kropki dot joins digits that are
// not consecutive ("difference") and not one double the other ("ratio"), for the words named.
// A 1-2 pair may carry either dot: an edge with a dot of one colour is not "without a dot".
// Source: the rules as f-puzzles.com states them (its "difference" and "ratio" constraints and
// the negative-constraint list), and Nikoli's Kropki/"Dots" Sudoku (every dot given).
//
// The puzzle's dots are one Rule (an EdgeRule: edge_rule.hpp does the solving), so that the
// negative constraint sees every dot. JSON (docs/rules/kropki.md):
//   "difference": [{"cells": ["r1c1", "r1c2"]}, {"cells": [...], "value": 2}],
//   "ratio": [{"cells": ["r3c3", "r3c4"], "value": "3"}], "negative": ["ratio", "difference"].
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "gridforge/logic/step.hpp"
#include "gridforge/sketch.hpp"
#include "rules/edge_rule.hpp"
#include "rules/rule_kind.hpp"

namespace gridforge {
namespace {

using rules_detail::Edge;
using rules_detail::EdgeRelation;
using rules_detail::make_relation;

struct Dot {
    Cell first;
    Cell second;
    bool black;  ///< a ratio dot; else a difference dot
    int value;   ///< the difference (default 1) or the ratio (default 2)
};

bool consecutive_or(int a, int b, int difference) { return a - b == difference || b - a == difference; }
bool ratio_of(int a, int b, int ratio) { return a == ratio * b || b == ratio * a; }

/// The relation of one dot, with its words.
EdgeRelation dot_relation(int size, const Dot& dot) {
    const std::string where = std::string("the ") + (dot.black ? "black" : "white") + " dot between {0} and {1} joins ";
    if (dot.black) {
        const std::string what = dot.value == 2 ? "a digit and its double" : "a digit and " + std::to_string(dot.value) + " times it";
        return make_relation(size, where + what, [&](int a, int b) { return ratio_of(a, b, dot.value); });
    }
    const std::string what = dot.value == 1 ? "consecutive digits" : "digits " + std::to_string(dot.value) + " apart";
    return make_relation(size, where + what, [&](int a, int b) { return consecutive_or(a, b, dot.value); });
}

/// The relation of an edge without a dot under the negative constraint.
EdgeRelation no_dot_relation(int size, bool white, bool black) {
    const std::string given = white && black ? "every dot is given" : white ? "every white dot is given" : "every black dot is given";
    const std::string so = white && black ? "neither consecutive nor one double the other"
                           : white        ? "not consecutive"
                                          : "not one double the other";
    return make_relation(size, "{0} and {1} have no dot between them and " + given + ", so they are " + so,
                         [&](int a, int b) { return !(white && consecutive_or(a, b, 1)) && !(black && ratio_of(a, b, 2)); });
}

class Kropki final : public rules_detail::EdgeRule {
public:
    Kropki(const Geometry& geometry, std::vector<Dot> dots, bool negative_white, bool negative_black)
        : EdgeRule(geometry, edges_for(geometry, dots, negative_white, negative_black),
                   relations_for(geometry.size(), dots, negative_white, negative_black), TechniqueId::kropki_pair),
          dots_(std::move(dots)),
          negative_white_(negative_white),
          negative_black_(negative_black) {}

    [[nodiscard]] std::string_view name() const override { return "kropki"; }
    [[nodiscard]] std::string label() const override { return "kropki dots"; }

    void write_json(nlohmann::json& puzzle, const Geometry& geometry) const override {
        for (const Dot& dot : dots_) {
            nlohmann::json item = {{"cells", {geometry.cell_name(dot.first), geometry.cell_name(dot.second)}}};
            if (dot.value != (dot.black ? 2 : 1)) item["value"] = dot.value;
            puzzle[dot.black ? "ratio" : "difference"].push_back(std::move(item));
        }
        if (negative_white_) rules_detail::write_negative(puzzle, "difference");
        if (negative_black_) rules_detail::write_negative(puzzle, "ratio");
    }

    void draw(Sketch& sketch) const override {
        bool white = false;
        bool black = false;
        bool numbered = false;
        for (const Dot& dot : dots_) {
            const bool plain = dot.value == (dot.black ? 2 : 1);
            sketch.add(SketchEdge{dot.first, dot.second, dot.black ? EdgeStyle::black_dot : EdgeStyle::white_dot,
                                  plain ? std::string() : std::to_string(dot.value)});
            (dot.black ? black : white) = true;
            numbered = numbered || !plain;
        }
        // Numbered dots are mentioned only when the puzzle has one; a negative constraint is said
        // as what it means for the cells without a dot.
        std::vector<std::string> parts;
        if (white || negative_white_) parts.emplace_back(numbered ? "a white dot joins consecutive digits (or digits its number apart)"
                                                                  : "a white dot joins consecutive digits");
        if (black || negative_black_) parts.emplace_back(numbered ? "a black dot joins a digit and its double (or its number times it)"
                                                                  : "a black dot joins a digit and its double");
        std::string text = parts.size() == 2 ? parts[0] + ", " + parts[1] : parts.empty() ? "kropki dots" : parts[0];
        if (negative_white_ && negative_black_) text += "; neighbours without a dot are neither consecutive nor double";
        else if (negative_white_) text += "; neighbours without a white dot are not consecutive";
        else if (negative_black_) text += "; neighbours without a black dot are not double";
        sketch.legend("kropki", text);
    }

private:
    static std::vector<Edge> edges_for(const Geometry& geometry, const std::vector<Dot>& dots, bool white, bool black) {
        std::vector<Edge> edges;
        for (std::size_t i = 0; i < dots.size(); ++i) edges.push_back(Edge{dots[i].first, dots[i].second, i});
        if (white || black) {
            for (const auto& pair : rules_detail::unmarked_pairs(geometry, edges)) edges.push_back(Edge{pair.first, pair.second, dots.size()});
        }
        return edges;
    }

    static std::vector<EdgeRelation> relations_for(int size, const std::vector<Dot>& dots, bool white, bool black) {
        std::vector<EdgeRelation> relations;
        for (const Dot& dot : dots) relations.push_back(dot_relation(size, dot));
        if (white || black) relations.push_back(no_dot_relation(size, white, black));
        return relations;
    }

    std::vector<Dot> dots_;
    bool negative_white_;
    bool negative_black_;
};

/// The dots of one key ("difference" or "ratio").
void read_dots(const nlohmann::json& puzzle, const Geometry& geometry, int line, bool black, std::vector<Dot>& dots,
               std::vector<std::pair<std::pair<Cell, Cell>, std::string>>& marks) {
    const char* key = black ? "ratio" : "difference";
    const auto found = puzzle.find(key);
    if (found == puzzle.end()) return;
    const JsonPlace place(line, key);
    if (!found->is_array()) place.fail("expected a list of dots");
    const int size = geometry.size();
    for (std::size_t i = 0; i < found->size(); ++i) {
        const nlohmann::json& item = (*found)[i];
        const std::string name = fmt::format("{} {}", key, i + 1);
        rules_detail::check_item_keys(place, item, name, {"cells", "value"}, R"({"cells": ["r1c1", "r1c2"]})");
        const auto cells = item.find("cells");
        if (cells == item.end()) place.fail(name + ": 'cells' is required");
        const auto pair = rules_detail::read_edge_cells(place, *cells, geometry, name);
        const int value = black ? rules_detail::read_edge_value(place, item, name, 2, size, 2)
                                : rules_detail::read_edge_value(place, item, name, 1, size - 1, 1);
        rules_detail::claim_edge(place, marks, pair, geometry, name);
        dots.push_back(Dot{pair.first, pair.second, black, value});
    }
}

void read_kropki(const nlohmann::json& puzzle, const Geometry& geometry, int line, RuleList& rules) {
    std::vector<Dot> dots;
    std::vector<std::pair<std::pair<Cell, Cell>, std::string>> marks;
    read_dots(puzzle, geometry, line, false, dots, marks);
    read_dots(puzzle, geometry, line, true, dots, marks);
    const rules_detail::NegativeWords negative = rules_detail::read_negative(puzzle, line);
    if (dots.empty() && !negative.difference && !negative.ratio) return;  // "negative": ["xv"] alone
    rules.push_back(std::make_shared<Kropki>(geometry, std::move(dots), negative.difference, negative.ratio));
}

/// Every qualifying pair of neighbours gets its dot (a 1-2 pair either colour, drawn at random),
/// and the negative constraint says so: Kropki as Nikoli publishes it, with every dot given. With
/// recipe.marks > 0, that many of those dots drawn at random and no negative constraint.
void decorate_kropki(Decoration& decoration) {
    const Geometry& geometry = decoration.geometry;
    const Grid& solution = *decoration.solution;
    std::vector<Dot> dots;
    for (const auto& pair : rules_detail::unmarked_pairs(geometry, {})) {
        const Digit a = solution.at(pair.first);
        const Digit b = solution.at(pair.second);
        const bool white = consecutive_or(a, b, 1);
        const bool black = ratio_of(a, b, 2);
        if (!white && !black) continue;
        const bool make_black = white && black ? decoration.rng.below(2) == 0 : black;
        dots.push_back(Dot{pair.first, pair.second, make_black, make_black ? 2 : 1});
    }
    const bool every = decoration.recipe.marks <= 0 || decoration.recipe.marks >= static_cast<int>(dots.size());
    if (!every) {
        decoration.rng.shuffle(dots);
        dots.resize(static_cast<std::size_t>(decoration.recipe.marks));
    }
    decoration.rules.push_back(std::make_shared<Kropki>(geometry, std::move(dots), every, every));
}

}  // namespace

const RuleKind& kropki_kind() {
    static const RuleKind kind{"kropki dots", {"difference", "ratio", "negative"}, read_kropki, "kropki",
                               RecipePhase::decoration, decorate_kropki};
    return kind;
}

}  // namespace gridforge
