#pragma once
/// \file
/// The rule interface. A puzzle is a geometry, its givens and a list of rules; a solver knows no
/// variant, it only asks each rule these questions. Classic Sudoku is three house rules (rows,
/// columns, boxes); later variants add rules rather than modes.

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

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

/// Two filled cells that break a rule, e.g. two equal digits in one house.
struct Conflict {
    Cell first;
    Cell second;
    Digit digit;
    std::string where;  ///< the house or rule, e.g. "row 1"

    /// "r1c1 and r1c5 are both 5 (row 1)".
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
