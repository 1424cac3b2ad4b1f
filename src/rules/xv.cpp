// XV: an X between two orthogonal neighbours joins digits adding up to 10, a V digits adding up to
// 5. With the negative constraint ("negative": ["xv"], every X and V given) two neighbours
// without an X or V between them add up to neither 10 nor 5.
// Source: the XV Sudoku rules as f-puzzles.com states them (its "xv" constraint and negative
// list) and as published, e.g. by Cracking the Cryptic ("XV Sudoku").
//
// The puzzle's marks are one Rule (an EdgeRule: edge_rule.hpp does the solving), so that the
// negative constraint sees every mark. JSON (docs/rules/xv.md):
//   "xv": [{"cells": ["r1c1", "r1c2"], "value": "X"}, {"cells": [...], "value": "V"}],
//   "negative": ["xv"].
#include <cctype>
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

struct Mark {
    Cell first;
    Cell second;
    bool x;  ///< X (sum 10); else V (sum 5)
};

int sum_of(bool x) { return x ? 10 : 5; }

class Xv final : public rules_detail::EdgeRule {
public:
    Xv(const Geometry& geometry, std::vector<Mark> marks, bool negative)
        : EdgeRule(geometry, edges_for(geometry, marks, negative), relations_for(geometry.size(), negative),
                   TechniqueId::xv_pair),
          marks_(std::move(marks)),
          negative_(negative) {}

    [[nodiscard]] std::string_view name() const override { return "xv"; }
    [[nodiscard]] std::string label() const override { return "XV marks"; }

    void write_json(nlohmann::json& puzzle, const Geometry& geometry) const override {
        for (const Mark& mark : marks_) {
            puzzle["xv"].push_back({{"cells", {geometry.cell_name(mark.first), geometry.cell_name(mark.second)}},
                                    {"value", mark.x ? "X" : "V"}});
        }
        if (negative_) rules_detail::write_negative(puzzle, "xv");
    }

    void draw(Sketch& sketch) const override {
        for (const Mark& mark : marks_) sketch.add(SketchEdge{mark.first, mark.second, EdgeStyle::letter, mark.x ? "X" : "V"});
        sketch.legend("xv", negative_ ? "an X joins digits adding up to 10, a V digits adding up to 5; every X and V is given"
                                      : "an X joins digits adding up to 10, a V digits adding up to 5");
    }

private:
    // Relations: 0 = X, 1 = V, 2 = no mark (only with the negative constraint).
    static std::vector<Edge> edges_for(const Geometry& geometry, const std::vector<Mark>& marks, bool negative) {
        std::vector<Edge> edges;
        for (const Mark& mark : marks) edges.push_back(Edge{mark.first, mark.second, mark.x ? 0u : 1u});
        if (negative) {
            for (const auto& pair : rules_detail::unmarked_pairs(geometry, edges)) edges.push_back(Edge{pair.first, pair.second, 2});
        }
        return edges;
    }

    static std::vector<EdgeRelation> relations_for(int size, bool negative) {
        std::vector<EdgeRelation> relations;
        relations.push_back(make_relation(size, "the X between {0} and {1} makes them add up to 10", [](int a, int b) { return a + b == 10; }));
        relations.push_back(make_relation(size, "the V between {0} and {1} makes them add up to 5", [](int a, int b) { return a + b == 5; }));
        if (negative) {
            relations.push_back(make_relation(size, "{0} and {1} have no X or V between them and every X and V is given, so they add up to neither 10 nor 5",
                                              [](int a, int b) { return a + b != 10 && a + b != 5; }));
        }
        return relations;
    }

    std::vector<Mark> marks_;
    bool negative_;
};

void read_xv(const nlohmann::json& puzzle, const Geometry& geometry, int line, RuleList& rules) {
    std::vector<Mark> marks;
    if (const auto found = puzzle.find("xv"); found != puzzle.end()) {
        const JsonPlace place(line, "xv");
        if (!found->is_array()) place.fail("expected a list of X and V marks");
        std::vector<std::pair<std::pair<Cell, Cell>, std::string>> claimed;
        for (std::size_t i = 0; i < found->size(); ++i) {
            const nlohmann::json& item = (*found)[i];
            const std::string name = fmt::format("xv {}", i + 1);
            rules_detail::check_item_keys(place, item, name, {"cells", "value"}, R"({"cells": ["r1c1", "r1c2"], "value": "X"})");
            const auto cells = item.find("cells");
            if (cells == item.end()) place.fail(name + ": 'cells' is required");
            const auto pair = rules_detail::read_edge_cells(place, *cells, geometry, name);
            const auto value = item.find("value");
            std::string letter = value != item.end() && value->is_string() ? value->get<std::string>() : std::string();
            if (letter.size() == 1) letter[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(letter[0])));
            if (letter != "X" && letter != "V") {
                place.fail(fmt::format(R"({}: 'value' must be "X" or "V", found {})", name,
                                       value == item.end() ? std::string("nothing") : value->dump()));
            }
            rules_detail::claim_edge(place, claimed, pair, geometry, name);
            marks.push_back(Mark{pair.first, pair.second, letter == "X"});
        }
    }
    const bool negative = rules_detail::read_negative(puzzle, line).xv;
    if (marks.empty() && !negative) return;  // "negative": ["ratio"] alone
    rules.push_back(std::make_shared<Xv>(geometry, std::move(marks), negative));
}

/// Every pair of neighbours adding up to 10 gets an X, to 5 a V, and the negative constraint says
/// so: XV Sudoku as published, with every mark given. With recipe.marks > 0, that many of those
/// marks drawn at random and no negative constraint.
void decorate_xv(Decoration& decoration) {
    const Grid& solution = *decoration.solution;
    std::vector<Mark> marks;
    for (const auto& pair : rules_detail::unmarked_pairs(decoration.geometry, {})) {
        const int total = solution.at(pair.first) + solution.at(pair.second);
        if (total == sum_of(true) || total == sum_of(false)) marks.push_back(Mark{pair.first, pair.second, total == 10});
    }
    const bool every = decoration.recipe.marks <= 0 || decoration.recipe.marks >= static_cast<int>(marks.size());
    if (!every) {
        decoration.rng.shuffle(marks);
        marks.resize(static_cast<std::size_t>(decoration.recipe.marks));
    }
    decoration.rules.push_back(std::make_shared<Xv>(decoration.geometry, std::move(marks), every));
}

}  // namespace

const RuleKind& xv_kind() {
    static const RuleKind kind{"XV", {"xv", "negative"}, read_xv, "xv", RecipePhase::decoration, decorate_xv};
    return kind;
}

}  // namespace gridforge
