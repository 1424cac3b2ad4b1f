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
/// answers `prune` (for propagation), `allowed` (for plain backtracking), `collect_conflicts` (for
/// givens and a player's grid) and `satisfied` (the reference).
///
/// A rule is the one place its variant lives: besides solving it writes its JSON (`write_json`),
/// its clauses (`encode_cnf`), its drawing (`draw`, sketch.hpp) and finds its human techniques
/// (`find_step`). Reading JSON and laying the rule over a solved grid belong to its RuleKind
/// (src/rules/rule_kind.hpp), defined in the same source file. No code outside a rule's file asks
/// which concrete rule it holds. docs/adding-a-rule.md is the recipe.

#include <cstddef>
#include <memory>
#include <optional>

#include <nlohmann/json_fwd.hpp>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gridforge/candidates.hpp"
#include "gridforge/digit_set.hpp"
#include "gridforge/geometry.hpp"
#include "gridforge/grid.hpp"

namespace gridforge {

struct Cnf;                 // cnf_formula.hpp
class Sketch;               // sketch.hpp
class LogicState;           // logic/state.hpp
struct Step;                // logic/step.hpp
enum class TechniqueId;     // logic/step.hpp

/// What a house is, as data, so techniques that care (fish on rows and columns, locked candidates
/// between a line and a block) never read it from the name.
enum class HouseKind {
    row,
    column,
    box,       ///< the classic boxes
    region,    ///< a jigsaw region (replaces the boxes)
    diagonal,  ///< Sudoku X
    extra,     ///< any other house: windoku windows, a cage of N cells, ...
};

/// "row", "column", "box", "region", "diagonal", "extra".
std::string_view house_kind_name(HouseKind kind);
/// Rows and columns are lines; every other kind is a block (fish bases and covers are lines).
inline bool is_line(HouseKind kind) { return kind == HouseKind::row || kind == HouseKind::column; }

/// A group of N cells in which every digit 1..N appears exactly once (row, column, box, diagonal,
/// jigsaw region). Named for messages: "row 1", "column 5", "box 9". The kind comes first so that
/// a house cannot be made without one.
struct House {
    HouseKind kind;
    std::string name;
    std::vector<Cell> cells;
};

/// Filled cells that break a rule, e.g. two equal digits in one house. A fault of one cell (an
/// odd cell holding 4) has first == second.
struct Conflict {
    Cell first;
    Cell second;
    Digit digit;
    std::string where;  ///< the house or rule, e.g. "row 1", "cage at r1c1"
    /// The whole description when the conflict is not two equal digits (a cage sum out of reach,
    /// a thermometer that does not rise), written with cell names; empty otherwise.
    std::string text = {};
    /// Every cell at fault when more than first and second: the filled cells of a cage, an arrow,
    /// a little killer diagonal or a sandwich whose sum cannot be made; empty otherwise.
    std::vector<Cell> cells = {};

    /// `text` when set, else "r1c1 and r1c5 are both 5 (row 1)".
    [[nodiscard]] std::string describe(const Geometry& geometry) const;
    /// first, second and `cells`, in reading order, each once: what a player sees marked.
    [[nodiscard]] std::vector<Cell> cells_at_fault() const;
};

/// Appends `conflict` to `out`; true when `out` then holds `limit` conflicts, so the caller
/// (a collect_conflicts) stops.
bool append_conflict(std::vector<Conflict>& out, std::size_t limit, Conflict conflict);

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

    /// Appends the conflicts of the (possibly partial) `grid` under this rule to `out`, in a fixed
    /// order, stopping as soon as `out` holds `limit` (SIZE_MAX: every one; `out` holds fewer
    /// than `limit` on entry). Each fault once: a digit three times in a house is two conflicts,
    /// each repeat with the first; a cage with repeats and a sum out of reach is one per repeat
    /// and one for the sum. Allocates nothing while no conflict is found (solvers call it through
    /// `conflict` on every node). Default: every repeat in every house.
    virtual void collect_conflicts(const Grid& grid, std::vector<Conflict>& out, std::size_t limit) const;

    /// Is the (possibly partial) grid consistent with this rule? The first conflict, if any:
    /// collect_conflicts with limit 1 on an empty list.
    [[nodiscard]] std::optional<Conflict> conflict(const Grid& grid) const;

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

    // write_json, encode_cnf and draw are pure: every rule answers them, so none is silently
    // written, encoded or drawn as nothing. Each has a base version a rule may call to say "I have
    // no JSON form / no encoding / no marks" (the generator's internal rules, an API user's own).

    /// Adds this rule to the JSON object of its puzzle (docs/formats.md), under its key: a cage
    /// appends {"cells": [...], "sum": 15} to "cages", a diagonal merges into "diagonals". Rows and
    /// columns write nothing (every puzzle has them), nor do the boxes. The base version throws
    /// std::invalid_argument naming the rule ("write_json: rule 'x' has no JSON form").
    virtual void write_json(nlohmann::json& puzzle, const Geometry& geometry) const = 0;

    /// Adds to `cnf` clauses (and auxiliary variables, numbered from cnf.variables + 1) that hold
    /// exactly when this rule does, over the cell variables of cnf_formula.hpp; the houses are encoded for
    /// every rule by encode_cnf and must not be repeated. The models must stay one per solution:
    /// an auxiliary variable is a function of the cell variables. The base version adds nothing
    /// for a houses-only rule and otherwise throws std::invalid_argument ("CNF encoding of rule
    /// 'x' is not implemented"), which makes the SAT solver refuse the puzzle.
    virtual void encode_cnf(Cnf& cnf, const Geometry& geometry) const = 0;

    /// Adds the rule's marks to `sketch` (sketch.hpp), from which the terminal drawing and the SVG
    /// are rendered. The base version adds a legend line "<name>: not drawn".
    virtual void draw(Sketch& sketch) const = 0;

    /// Human logic: the first step of `technique` that this rule shows on `state`, or nullopt.
    /// The logic catalogue (logic.hpp) asks every rule of the puzzle for each rule technique in
    /// catalogue order; a rule answers only the techniques that belong to it. Default: nullopt.
    [[nodiscard]] virtual std::optional<Step> find_step(TechniqueId technique, const LogicState& state) const;
};

using RulePtr = std::shared_ptr<const Rule>;
using RuleList = std::vector<RulePtr>;

/// A rule made only of houses: the rows, the columns or the boxes of classic Sudoku.
class HouseRule final : public Rule {
public:
    HouseRule(std::string name, std::vector<House> houses);
    [[nodiscard]] std::string_view name() const override { return name_; }
    [[nodiscard]] const std::vector<House>& houses() const override { return houses_; }
    /// Nothing: rows, columns and boxes are implied by the JSON form; a house list of another kind
    /// throws as Rule::write_json.
    void write_json(nlohmann::json& puzzle, const Geometry& geometry) const override;
    /// Nothing: houses are encoded for every rule.
    void encode_cnf(Cnf& /*cnf*/, const Geometry& /*geometry*/) const override {}
    /// Region borders for the boxes; nothing for rows and columns.
    void draw(Sketch& sketch) const override;

private:
    std::string name_;
    std::vector<House> houses_;
};

/// Rows, columns and boxes of `geometry`: the classic Sudoku rule list.
RuleList classic_rules(const Geometry& geometry);

}  // namespace gridforge
