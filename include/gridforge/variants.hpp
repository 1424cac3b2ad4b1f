#pragma once
/// \file
/// The variant rules: Sudoku X diagonals, jigsaw regions, killer cages and thermometers. Each is
/// one Rule; a variant is a rule list (rows, columns, boxes or regions, then any of the others),
/// so they combine freely: Killer X is the classic list plus the diagonals plus the cages.
///
/// Cells are indices in reading order (geometry.hpp); messages name them r1c1 (1-based).
/// Constructors check their arguments and throw std::invalid_argument with the text of the
/// matching `problem` function; readers call `problem` first to report user input.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridforge/geometry.hpp"
#include "gridforge/rule.hpp"

namespace gridforge {

/// Which diagonals of Sudoku X are houses.
enum class DiagonalKind { main, anti, both };

/// "main", "anti", "both" (the docs/formats.md values of "diagonals").
std::string_view diagonal_kind_name(DiagonalKind kind);
/// The inverse of diagonal_kind_name; nullopt for any other text.
std::optional<DiagonalKind> parse_diagonal_kind(std::string_view name);

/// Sudoku X (also "diagonal Sudoku"): each chosen diagonal holds every digit once, as an extra
/// house — the main diagonal r1c1..rNcN, named "main diagonal", the anti diagonal r1cN..rNc1,
/// named "anti diagonal". Houses only, so every solver, DLX included, serves it.
/// Source: the variant as listed in Wikipedia, "Sudoku", section "Variants" (Sudoku X).
class Diagonals final : public Rule {
public:
    Diagonals(const Geometry& geometry, DiagonalKind kind);
    [[nodiscard]] std::string_view name() const override { return "diagonals"; }
    [[nodiscard]] const std::vector<House>& houses() const override { return houses_; }
    [[nodiscard]] DiagonalKind kind() const { return kind_; }
    /// Merges into "diagonals": "main", "anti", or "both" when the other one is already there.
    void write_json(nlohmann::json& puzzle, const Geometry& geometry) const override;
    /// Nothing: houses only, encoded with the houses.
    void encode_cnf(Cnf& /*cnf*/, const Geometry& /*geometry*/) const override {}
    /// A line corner to corner along each diagonal.
    void draw(Sketch& sketch) const override;

private:
    DiagonalKind kind_;
    std::vector<House> houses_;
};

/// Jigsaw (irregular) Sudoku: N connected regions of N cells replace the boxes. The layout is
/// N*N characters in reading order, each naming its cell's region (any printable character but
/// white space, as in docs/formats.md's "regions"); houses are named "region <character>", in the order
/// the regions first appear. Connected means orthogonally (cells sharing an edge).
/// Source: the variant as listed in Wikipedia, "Sudoku", section "Variants" (jigsaw Sudoku).
class Regions final : public Rule {
public:
    /// Throws std::invalid_argument with problem()'s text.
    Regions(const Geometry& geometry, std::string layout);
    [[nodiscard]] std::string_view name() const override { return "regions"; }
    [[nodiscard]] const std::vector<House>& houses() const override { return houses_; }
    /// The layout as given.
    [[nodiscard]] const std::string& layout() const { return layout_; }
    /// "regions": the layout string.
    void write_json(nlohmann::json& puzzle, const Geometry& geometry) const override;
    /// Nothing: houses only, encoded with the houses.
    void encode_cnf(Cnf& /*cnf*/, const Geometry& /*geometry*/) const override {}
    /// A framed region per house, labelled "#<name>" as explain and hint name it.
    void draw(Sketch& sketch) const override;

    /// The first reason `layout` is not N connected regions of N cells, or nullopt. Messages:
    /// "80 characters, expected 81", "r1c5: ' ' is not a region name", "region '3' has 8 cells,
    /// expected 9", "region '3' is not connected: r1c7 and r5c5 are apart" (the region's first
    /// cell and the first cell of it that cannot be reached from there).
    static std::optional<std::string> problem(const Geometry& geometry, std::string_view layout);

private:
    std::string layout_;
    std::vector<House> houses_;
};

/// Rows, columns and the regions of `layout` (jigsaw Sudoku's rule list). Throws as Regions.
RuleList jigsaw_rules(const Geometry& geometry, std::string layout);

/// The sets of `cells` distinct digits from 1..`size` that add up to `sum`, in lexicographic order
/// of their digits listed ascending: the killer-Sudoku combination ("cage total") table, e.g. 2 cells summing to 10 on
/// 9x9: {1,9}, {2,8}, {3,7}, {4,6}. Empty when the sum is out of reach: below 1+2+..+cells or
/// above size+(size-1)+..+(size-cells+1). Precondition: 0 <= cells <= size <= 32.
/// Source: the standard table printed with killer puzzles (e.g. Wikipedia, "Killer sudoku",
/// "Cage total tables"); computed here by enumeration with those min/max bounds.
std::vector<DigitSet> cage_combinations(int cells, int sum, int size);

/// Killer Sudoku cage: no digit repeats among its cells and, when it has a sum, they add up to
/// it. Named "cage at <cell>" after its first cell in reading order (the cell where puzzles
/// print the sum). A cage is not a house unless it has exactly N cells (then it holds every digit
/// once and is houses_only()).
/// prune: placed digits leave the cage's other cells; with a sum, a combination of the table
/// survives when it holds every placed digit, every cell keeps a candidate in it and each of its
/// digits keeps a cell; every candidate in no surviving combination goes, and a digit of every
/// surviving combination with one cell left for it goes there. The table test is sharper than
/// the min/max bound on the remaining sum (a combination exists only within the bound).
/// Source: Wikipedia, "Killer sudoku" (rules: cages sum to their total, digits do not repeat).
class KillerCage final : public Rule {
public:
    /// Throws std::invalid_argument with problem()'s text.
    KillerCage(const Geometry& geometry, std::vector<Cell> cells, std::optional<int> sum);

    [[nodiscard]] std::string_view name() const override { return "cage"; }
    [[nodiscard]] const std::vector<House>& houses() const override { return houses_; }
    [[nodiscard]] bool houses_only() const override { return !houses_.empty(); }
    /// Each repeat (with the digit's first cell in the cage), then the sum when the filled cells
    /// leave no combination for it (or, with repeats, a full cage adds up to another total):
    /// one conflict naming the filled cells in `cells`.
    void collect_conflicts(const Grid& grid, std::vector<Conflict>& out, std::size_t limit) const override;
    [[nodiscard]] DigitSet allowed(const Grid& grid, Cell cell) const override;
    [[nodiscard]] bool satisfied(const Grid& full_grid) const override;
    PruneResult prune(Candidates& candidates) const override;
    /// The killer techniques (src/rules/killer_cage_logic.cpp): cage combinations and hidden cages
    /// for this cage; innies and outies, cage splitting and killer pairs for every cage of the
    /// puzzle, answered by its first cage only.
    [[nodiscard]] std::optional<Step> find_step(TechniqueId technique, const LogicState& state) const override;

    /// The cells in the order given.
    [[nodiscard]] const std::vector<Cell>& cells() const { return cells_; }
    [[nodiscard]] std::optional<int> sum() const { return sum_; }
    /// The digit sets the cage may hold when it has a sum: cage_combinations(cells, sum, N).
    /// Empty for a cage without a sum (any distinct digits).
    [[nodiscard]] const std::vector<DigitSet>& combinations() const { return combinations_; }
    /// "cage at r1c1".
    [[nodiscard]] const std::string& where() const { return where_; }
    [[nodiscard]] std::string label() const override { return where_; }
    [[nodiscard]] std::span<const Cell> scope() const override { return cells_; }
    /// Appends {"cells": [...], "sum": 15} ("sum" only when there is one) to "cages".
    void write_json(nlohmann::json& puzzle, const Geometry& geometry) const override;
    /// No digit twice; with a sum, one auxiliary variable per combination (cnf.hpp).
    void encode_cnf(Cnf& cnf, const Geometry& geometry) const override;
    /// A dashed cage with its sum.
    void draw(Sketch& sketch) const override;

    /// The first reason the cage cannot be: "cage has no cells", "cell 81 is off the 9x9 board",
    /// "cage at r1c1: r1c2 appears twice", "cage at r1c1: 10 cells, at most 9",
    /// "cage at r1c1: 2 cells cannot sum to 18" (also for a sum below 1); or nullopt.
    static std::optional<std::string> problem(const Geometry& geometry, const std::vector<Cell>& cells,
                                              std::optional<int> sum);

private:
    int size_;
    std::vector<Cell> cells_;
    std::optional<int> sum_;
    std::vector<DigitSet> combinations_;
    std::string where_;
    std::vector<std::string> names_;  ///< "r1c1" per cell, for messages
    std::vector<House> houses_;
};

/// Thermo Sudoku thermometer: digits strictly increase from the bulb (the first cell) to the tip
/// (the last); consecutive cells are neighbours, orthogonally or diagonally. Named
/// "thermometer at <bulb>".
/// prune: one pass from bulb to tip raises each cell above the smallest candidate of the cell
/// before it, one pass back lowers each cell below the largest candidate of the cell after it;
/// that is the fixpoint of bounds propagation along the chain. On empty cells it gives the cell
/// at position p (from 0) of an n-cell thermometer the digits p+1 .. N-(n-1-p); two placed cells
/// k steps apart must differ by at least k; and every placed or narrowed cell bounds the others
/// in both directions.
/// Source: the Thermo Sudoku rule as published by puzzle authors (e.g. Grandmaster Puzzles,
/// Cracking the Cryptic): "digits along a thermometer increase from the bulb".
class Thermometer final : public Rule {
public:
    /// Throws std::invalid_argument with problem()'s text.
    Thermometer(const Geometry& geometry, std::vector<Cell> cells);

    [[nodiscard]] std::string_view name() const override { return "thermometer"; }
    [[nodiscard]] const std::vector<House>& houses() const override { return no_houses_; }
    [[nodiscard]] bool houses_only() const override { return false; }
    /// Every pair that does not rise enough (the later cell at most k - 1 above a cell k steps
    /// before it), later cell by later cell; then every cell outside its range on the thermometer.
    void collect_conflicts(const Grid& grid, std::vector<Conflict>& out, std::size_t limit) const override;
    [[nodiscard]] DigitSet allowed(const Grid& grid, Cell cell) const override;
    [[nodiscard]] bool satisfied(const Grid& full_grid) const override;
    PruneResult prune(Candidates& candidates) const override;
    /// Thermometer bounds, with each changed cell's range (src/rules/thermometer_logic.cpp).
    [[nodiscard]] std::optional<Step> find_step(TechniqueId technique, const LogicState& state) const override;

    /// Bulb first, tip last.
    [[nodiscard]] const std::vector<Cell>& cells() const { return cells_; }
    /// "thermometer at r2c2".
    [[nodiscard]] const std::string& where() const { return where_; }
    [[nodiscard]] std::string label() const override { return where_; }
    [[nodiscard]] std::span<const Cell> scope() const override { return cells_; }
    /// Appends the cell list, bulb first, to "thermos".
    void write_json(nlohmann::json& puzzle, const Geometry& geometry) const override;
    /// Consecutive cells cannot hold a digit and then one not above it (cnf.hpp).
    void encode_cnf(Cnf& cnf, const Geometry& geometry) const override;
    /// A thermometer path from the bulb.
    void draw(Sketch& sketch) const override;

    /// The first reason the thermometer cannot be: "thermometer has no cells", "cell 81 is off
    /// the 9x9 board", "thermometer at r2c2: r3c2 appears twice", "thermometer at r2c2: 10 cells,
    /// at most 9", "thermometer at r2c2: r3c2 and r5c2 are not neighbours"; or nullopt.
    static std::optional<std::string> problem(const Geometry& geometry, const std::vector<Cell>& cells);

private:
    int size_;
    std::vector<Cell> cells_;
    std::string where_;
    std::vector<std::string> names_;  ///< "r1c1" per cell, for messages
    std::vector<House> no_houses_;
};

}  // namespace gridforge
