#pragma once
// Internal: the machinery the edge rules share — kropki dots (kropki.cpp) and XV (xv.cpp). Such a
// rule is a list of edges between orthogonal neighbours, each with a symmetric relation between
// the two digits (consecutive, a digit and its double, a sum of 10 ...), written as a table; a
// negative constraint is one more relation on every edge left unmarked ("no dot: not
// consecutive"). Everything a Rule answers follows from the table: `satisfied`, `conflict`,
// `allowed`, `prune` (arc consistency on every edge, to the fixpoint), the CNF (one binary clause
// per forbidden pair of digits on an edge) and the human step (one edge's arc consistency, told
// as "the white dot between r2c3 and r2c4 joins consecutive digits; r2c4 is 5, so r2c3 is 4 or
// 6: ..."). Only the JSON, the drawing and the words differ per rule.

#include <array>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "gridforge/rule.hpp"

namespace gridforge {
class JsonPlace;  // rules/rule_kind.hpp
}

namespace gridforge::rules_detail {

/// A symmetric relation between two digits and the words for it. `partners[d]` is the set of
/// digits that may sit beside d (indices 1..16; `partners[0]` unused). `says` is a clause with
/// {0} and {1} for the two cell names, stating the rule of the edge as a sentence part: "the
/// white dot between {0} and {1} joins consecutive digits".
struct EdgeRelation {
    std::array<DigitSet, 17> partners{};
    std::string says;
};

/// `first` and `second` are orthogonal neighbours; `relation` indexes the rule's relations.
struct Edge {
    Cell first;
    Cell second;
    std::size_t relation;
};

/// The relation {(a, b) : holds(a, b)} over digits 1..size; `holds` must be symmetric.
template <typename Holds>
EdgeRelation make_relation(int size, std::string says, Holds holds) {
    EdgeRelation relation;
    relation.says = std::move(says);
    for (Digit a = 1; a <= size; ++a) {
        for (Digit b = 1; b <= size; ++b) {
            if (holds(a, b)) relation.partners[static_cast<std::size_t>(a)].insert(b);
        }
    }
    return relation;
}

/// Every pair of orthogonal neighbours (each once: right and down of a cell) not in `marked`, in
/// reading order of the first cell: the edges a negative constraint speaks of.
std::vector<std::pair<Cell, Cell>> unmarked_pairs(const Geometry& geometry, const std::vector<Edge>& marked);

/// Whether `a` and `b` are orthogonal neighbours.
bool orthogonal(const Geometry& geometry, Cell a, Cell b);

class EdgeRule : public Rule {
public:
    /// `technique` is the TechniqueId whose steps this rule finds (its name starts each step's
    /// text: "Kropki dots: ...").
    EdgeRule(const Geometry& geometry, std::vector<Edge> edges, std::vector<EdgeRelation> relations,
             TechniqueId technique);

    [[nodiscard]] const std::vector<House>& houses() const override { return no_houses_; }
    [[nodiscard]] bool houses_only() const override { return false; }
    /// The marked cells; empty (any cell) when a negative constraint covers the whole board.
    [[nodiscard]] std::span<const Cell> scope() const override { return scope_; }
    /// Every edge whose two filled cells break its relation, in edge order.
    void collect_conflicts(const Grid& grid, std::vector<Conflict>& out, std::size_t limit) const override;
    [[nodiscard]] DigitSet allowed(const Grid& grid, Cell cell) const override;
    [[nodiscard]] bool satisfied(const Grid& full_grid) const override;
    /// Arc consistency on every edge, repeated until nothing changes.
    PruneResult prune(Candidates& candidates) const override;
    /// Per edge and per pair of digits the relation forbids: (not first=a or not second=b).
    void encode_cnf(Cnf& cnf, const Geometry& geometry) const override;
    /// The first edge whose arc consistency removes a candidate of an empty cell.
    [[nodiscard]] std::optional<Step> find_step(TechniqueId technique, const LogicState& state) const override;

    [[nodiscard]] const std::vector<Edge>& edges() const { return edges_; }
    [[nodiscard]] const std::vector<EdgeRelation>& relations() const { return relations_; }
    [[nodiscard]] const Geometry& geometry() const { return geometry_; }

private:
    [[nodiscard]] const EdgeRelation& relation_of(const Edge& edge) const { return relations_[edge.relation]; }

    Geometry geometry_;
    std::vector<Edge> edges_;
    std::vector<EdgeRelation> relations_;
    TechniqueId technique_;
    std::vector<Cell> scope_;
    std::vector<std::vector<std::size_t>> edges_of_cell_;  ///< per cell: indices into edges_
    std::vector<House> no_houses_;
};

/// "3-7" for a run of three or more digits, else "3, 5 or 7" (wording::digits with "or").
std::string digit_range(DigitSet digits);

}  // namespace gridforge::rules_detail

// ---- JSON pieces the edge rules share ----
namespace gridforge::rules_detail {

/// The words of f-puzzles' "negative" list this reader knows: "ratio", "difference", "xv".
/// Returns which of them `puzzle["negative"]` holds (absent: none). Throws through a JsonPlace
/// on key "negative": "expected a list of names", "item 2: 'foo' is not ratio, difference or xv".
struct NegativeWords {
    bool ratio = false;
    bool difference = false;
    bool xv = false;
};
NegativeWords read_negative(const nlohmann::json& puzzle, int line);

/// Adds `word` to the puzzle's "negative" list unless it is there.
void write_negative(nlohmann::json& puzzle, const char* word);

/// The two cells of an edge mark: `value` must list exactly two orthogonal neighbours. `item`
/// ("ratio 2") prefixes every message: "ratio 2: r1c1 and r1c3 are not orthogonal neighbours".
std::pair<Cell, Cell> read_edge_cells(const JsonPlace& place, const nlohmann::json& value, const Geometry& geometry,
                                      const std::string& item);

/// The optional "value" of an item: absent (or "") gives `fallback`; a whole number or a string of
/// digits within low..high (f-puzzles writes strings) else the message "<item>: 'value' ...".
int read_edge_value(const JsonPlace& place, const nlohmann::json& object, const std::string& item, int low, int high,
                    int fallback);

/// Refuses any key of the item object `object` other than `allowed` ("<item>: unknown key 'x'"),
/// and a non-object ("<item>: expected an object {...}", `shape` the example).
void check_item_keys(const JsonPlace& place, const nlohmann::json& object, const std::string& item,
                     std::initializer_list<const char*> allowed, const char* shape);

/// Refuses a second mark on one edge: "<item>: r1c1 and r1c2 already have <earlier>".
/// `marks` remembers (min cell, max cell) -> the earlier item's name.
void claim_edge(const JsonPlace& place, std::vector<std::pair<std::pair<Cell, Cell>, std::string>>& marks,
                std::pair<Cell, Cell> cells, const Geometry& geometry, const std::string& item);

}  // namespace gridforge::rules_detail
