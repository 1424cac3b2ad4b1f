#pragma once
/// \file
/// The rule interface. A puzzle is a geometry, its givens and a list of rules; a solver knows no
/// variant, it only asks each rule these questions. Classic Sudoku is three house rules (rows,
/// columns, boxes); variants add rules rather than modes (variants.hpp: diagonals, regions,
/// killer cages, thermometers).
///
/// Who does what: houses (groups where every digit appears exactly once) are served by the
/// solvers through the puzzle's Topology — peer elimination and hidden singles, once for all
/// rules. A rule that says more than its houses (houses_only() false: cages, thermometers)
/// answers `prune` (for propagation), `allowed` (for plain backtracking), `conflict` (for givens)
/// and `satisfied` (the reference).

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gridforge/candidates.hpp"
#include "gridforge/digit_set.hpp"
#include "gridforge/geometry.hpp"
#include "gridforge/grid.hpp"

namespace gridforge {

/// A group of N cells in which every digit 1..N appears exactly once (row, column, box, diagonal,
/// jigsaw region). Named for messages: "row 1", "column 5", "box 9".
struct House {
    std::string name;
    std::vector<Cell> cells;
};

/// Filled cells that break a rule, e.g. two equal digits in one house.
struct Conflict {
    Cell first;
    Cell second;
    Digit digit;
    std::string where;  ///< the house or rule, e.g. "row 1", "cage at r1c1"
    /// The whole description when the conflict is not two equal digits (a cage sum out of reach,
    /// a thermometer that does not rise), written with cell names; empty otherwise.
    std::string text = {};

    /// `text` when set, else "r1c1 and r1c5 are both 5 (row 1)".
    [[nodiscard]] std::string describe(const Geometry& geometry) const;
};

class Rule {
public:
    virtual ~Rule() = default;

    /// A short stable name: "rows", "columns", "boxes", ...
    [[nodiscard]] virtual std::string_view name() const = 0;

    /// The houses this rule provides (possibly none). Solvers run hidden singles and peer
    /// elimination on every house of every rule without knowing which rule gave it.
    [[nodiscard]] virtual const std::vector<House>& houses() const = 0;

    /// Where the rule is, for sentences: "cage at r1c1", "thermometer at r2c3". Default: name().
    [[nodiscard]] virtual std::string label() const { return std::string(name()); }

    /// The cells `prune` reads and narrows when the rule lives on a few cells (a cage, a
    /// thermometer), so a propagation can skip it while they are unchanged; empty when it may read
    /// any cell (the default).
    [[nodiscard]] virtual std::span<const Cell> scope() const { return {}; }

    /// True when the rule says nothing beyond its houses; then solvers need not call `allowed`.
    [[nodiscard]] virtual bool houses_only() const { return true; }

    /// Is the (possibly partial) grid consistent with this rule? The first conflict found, if any.
    /// Default: no digit twice in one house.
    [[nodiscard]] virtual std::optional<Conflict> conflict(const Grid& grid) const;

    /// Which digits remain for the empty `cell` given the filled cells of `grid`.
    /// Default: all digits not already placed in one of this rule's houses through `cell`.
    [[nodiscard]] virtual DigitSet allowed(const Grid& grid, Cell cell) const;

    /// Is a full grid right? The slow, obviously correct reference every test trusts.
    /// Default: every house holds each digit exactly once.
    [[nodiscard]] virtual bool satisfied(const Grid& full_grid) const;

    /// Removes from `candidates` (one set per cell, see candidates.hpp) digits that no assignment
    /// satisfying this rule can hold, treating singletons as placed. Sound: a digit of any full
    /// grid that satisfies the rule and lies within the candidates is never removed, and
    /// `conflict` is returned only when no such grid exists (or a cell of the rule is left empty).
    /// Not necessarily complete. Only the rule's own cells change.
    /// Default: the grid of the singleton cells is checked with `conflict`, then every other cell
    /// is narrowed to `allowed` — for a houses-only rule, peer elimination. Solvers serve houses
    /// through the Topology and call `prune` only on Topology::extra_rules; cages and
    /// thermometers override it with their own reasoning.
    virtual PruneResult prune(Candidates& candidates) const;
};

using RulePtr = std::shared_ptr<const Rule>;
using RuleList = std::vector<RulePtr>;

/// A rule made only of houses.
class HouseRule final : public Rule {
public:
    HouseRule(std::string name, std::vector<House> houses);
    [[nodiscard]] std::string_view name() const override { return name_; }
    [[nodiscard]] const std::vector<House>& houses() const override { return houses_; }

private:
    std::string name_;
    std::vector<House> houses_;
};

/// Rows, columns and boxes of `geometry`: the classic Sudoku rule list.
RuleList classic_rules(const Geometry& geometry);

}  // namespace gridforge
