#pragma once
// Internal: what anti-knight, anti-king and non-consecutive share. Each forbids some pairs of
// digits on every pair of cells one fixed move apart (a knight's move, a king's move, an
// orthogonal step); they differ in the move, in the digits they forbid, in their JSON key and in
// their words, which each rule's own file gives (anti_knight.cpp, anti_king.cpp,
// non_consecutive.cpp). The solving, the CNF and the human step are the same and live here.
//
// The reasoning (prune and the neighbour-exclusion step): a cell whose candidates A all forbid a
// digit e in a neighbour removes e from every neighbour. A digit d forbids bad(d) in a neighbour:
// {d} when equal digits are forbidden, {d-1, d+1} when consecutive ones are; so the digits removed
// are the intersection of bad(d) over d in A — for equal digits only a placed (single) candidate
// removes anything; for consecutive digits a single d removes d-1 and d+1, and a pair {e-1, e+1}
// removes e (whichever it is, e is next to it).

#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "gridforge/logic/step.hpp"
#include "gridforge/rule.hpp"
#include "rules/rule_kind.hpp"

namespace gridforge::rules_detail {

/// The digit pairs a neighbour rule forbids on each of its pairs of cells.
enum class Forbidden {
    same_digit,    ///< anti-knight, anti-king: the two cells never hold the same digit
    consecutive,   ///< non-consecutive: the two digits never differ by exactly 1
};

/// A move as (row step, column step).
using Move = std::pair<int, int>;

class NeighbourRule : public Rule {
public:
    /// The pairs are every two cells `moves` apart on `geometry`'s board (a move and its reverse
    /// give the same pair once); `moves` should hold each move with its reverse.
    NeighbourRule(const Geometry& geometry, std::span<const Move> moves, Forbidden forbidden);

    [[nodiscard]] const std::vector<House>& houses() const override { return no_houses_; }
    [[nodiscard]] bool houses_only() const override { return false; }
    /// Every pair of filled cells holding forbidden digits, in reading order of the pair's first
    /// cell, its text from describe_pair().
    void collect_conflicts(const Grid& grid, std::vector<Conflict>& out, std::size_t limit) const override;
    /// Every digit but those the filled neighbours of `cell` forbid.
    [[nodiscard]] DigitSet allowed(const Grid& grid, Cell cell) const override;
    [[nodiscard]] bool satisfied(const Grid& full_grid) const override;
    /// One pass over the cells (file comment); `conflict` when a cell is left empty.
    PruneResult prune(Candidates& candidates) const override;
    /// Per pair of cells and forbidden pair of digits (d, e): the clause (not a=d or not b=e).
    void encode_cnf(Cnf& cnf, const Geometry& geometry) const override;

    /// The cells one move from `cell`, in reading order.
    [[nodiscard]] const std::vector<Cell>& neighbours(Cell cell) const {
        return neighbours_[static_cast<std::size_t>(cell)];
    }
    /// The digits a neighbour of a cell with the candidates `options` cannot hold (file comment).
    [[nodiscard]] DigitSet excluded_by(DigitSet options) const;

protected:
    /// The conflict text for filled `a` = `da` and `b` = `db`, a forbidden pair: "r1c1 and r2c3
    /// are both 5, a knight's move apart".
    [[nodiscard]] virtual std::string describe_pair(Cell a, Digit da, Cell b, Digit db) const = 0;
    /// The sentence of a neighbour-exclusion step from `cell` (candidates `options`, the digits
    /// `excluded` it forbids), ending with `removal` ("5 is removed from r1c2 and r5c4").
    [[nodiscard]] virtual std::string exclusion_sentence(Cell cell, DigitSet options, bool placed, DigitSet excluded,
                                                         const std::string& removal) const = 0;
    /// The first neighbour-exclusion step on `state`: the first cell in reading order whose
    /// candidates exclude a candidate of an empty neighbour, with all it excludes.
    [[nodiscard]] std::optional<Step> exclusion_step(const LogicState& state) const;

    [[nodiscard]] const Geometry& geometry() const { return geometry_; }
    [[nodiscard]] Forbidden forbidden() const { return forbidden_; }

private:
    /// The digits a neighbour of a cell holding `digit` cannot hold.
    [[nodiscard]] DigitSet bad(Digit digit) const;

    Geometry geometry_;
    Forbidden forbidden_;
    std::vector<std::vector<Cell>> neighbours_;
    std::vector<std::pair<Cell, Cell>> pairs_;  ///< every pair once, first < second
    std::vector<House> no_houses_;
};

/// The moves of a knight, of a king and the orthogonal steps, each with its reverse.
std::span<const Move> knight_moves();
std::span<const Move> king_moves();
std::span<const Move> orthogonal_moves();

/// The value of the flag `key` of a puzzle object that has it ("antiknight": true): true or false;
/// anything else throws InputError "JSON key 'antiknight': expected true or false, not 1".
bool read_flag(const nlohmann::json& puzzle, int line, std::string_view key);

}  // namespace gridforge::rules_detail
