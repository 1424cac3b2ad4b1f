#pragma once
/// \file
/// A puzzle: a geometry, its givens and a list of rules, plus the house topology derived from
/// the rules once (houses, the houses of each cell, the peers of each cell).

#include <memory>
#include <optional>
#include <vector>

#include "gridforge/geometry.hpp"
#include "gridforge/grid.hpp"
#include "gridforge/rule.hpp"

namespace gridforge {

/// Everything a solver needs to know about the rules' houses, computed once per rule list.
struct Topology {
    std::vector<House> houses;                      ///< all houses of all rules
    std::vector<std::vector<int>> houses_of_cell;   ///< indices into `houses`, per cell
    std::vector<std::vector<Cell>> peers;           ///< cells sharing a house, per cell (sorted, no self)
    std::vector<const Rule*> extra_rules;           ///< rules that are not houses_only()
};

class Puzzle {
public:
    /// Throws std::invalid_argument when the givens' size differs from the geometry's or a given
    /// is out of range 0..N (API misuse; readers report user input errors before this point).
    Puzzle(Geometry geometry, Grid givens, RuleList rules);

    /// A classic puzzle (rows, columns, boxes) of the givens' size.
    static Puzzle classic(Grid givens);

    [[nodiscard]] const Geometry& geometry() const { return *geometry_; }
    [[nodiscard]] const Grid& givens() const { return givens_; }
    [[nodiscard]] const RuleList& rules() const { return *rules_; }
    [[nodiscard]] const Topology& topology() const { return *topology_; }

    /// The same rules with other givens; shares the topology (cheap: the generator digs this way).
    [[nodiscard]] Puzzle with_givens(Grid givens) const;

    /// The first conflict among the givens under any rule, if any.
    [[nodiscard]] std::optional<Conflict> first_conflict() const;
    /// Whether a full grid satisfies every rule and agrees with every given.
    [[nodiscard]] bool is_solution(const Grid& grid) const;

private:
    std::shared_ptr<const Geometry> geometry_;
    Grid givens_;
    std::shared_ptr<const RuleList> rules_;
    std::shared_ptr<const Topology> topology_;
};

/// Every conflict of `grid` (a grid of `puzzle`'s size: givens and a player's entries) under
/// every rule of `puzzle`, rule by rule in rule order, each rule's in its collect_conflicts order.
/// Empty when the grid breaks no rule (it may still be wrong: only a solver knows).
std::vector<Conflict> all_conflicts(const Puzzle& puzzle, const Grid& grid);

}  // namespace gridforge
