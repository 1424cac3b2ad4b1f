#pragma once
/// \file
/// The logic state: the puzzle, the digits placed so far and the candidates (pencil marks) of
/// every cell, over the puzzle's houses.
///
/// Placing a digit removes it from the candidates of every peer (cells sharing a house): that
/// bookkeeping is not a step, as in HoDoKu and Sudoku Explainer. Candidates of a placed cell are
/// the singleton of its digit (candidates.hpp convention).

#include <memory>
#include <optional>
#include <vector>

#include "gridforge/candidates.hpp"
#include "gridforge/grid.hpp"
#include "gridforge/logic/step.hpp"
#include "gridforge/puzzle.hpp"

namespace gridforge {

/// Tables derived from the topology once per state family (shared by copies).
struct LogicTables {
    std::vector<HouseKind> kinds;                 ///< per house: House::kind (rule.hpp)
    std::vector<std::vector<bool>> sees;          ///< sees[a][b]: a != b share a house
    /// Pairs of houses (a, b), a != b, sharing two or more cells, with the shared cells.
    struct Intersection { int a; int b; std::vector<Cell> cells; };
    std::vector<Intersection> intersections;
};

class LogicState {
public:
    /// The givens placed, every empty cell's candidates narrowed by its peers' givens.
    explicit LogicState(const Puzzle& puzzle);
    /// The givens plus the player's `entries` (a grid of the same size; 0 = empty; entries equal
    /// to givens are accepted) and, optionally, the player's pencil marks for empty cells
    /// (intersected with what the placed digits allow). Throws std::invalid_argument when the
    /// sizes differ or an entry overwrites a given with another digit.
    LogicState(const Puzzle& puzzle, const Grid& entries, const std::optional<Candidates>& pencil_marks = std::nullopt);

    [[nodiscard]] const Puzzle& puzzle() const { return puzzle_; }
    [[nodiscard]] const Geometry& geometry() const { return puzzle_.geometry(); }
    [[nodiscard]] const std::vector<House>& houses() const { return puzzle_.topology().houses; }
    [[nodiscard]] const LogicTables& tables() const { return *tables_; }
    [[nodiscard]] int size() const { return grid_.size(); }
    [[nodiscard]] int cell_count() const { return grid_.cell_count(); }

    [[nodiscard]] const Grid& grid() const { return grid_; }
    [[nodiscard]] Digit value(Cell cell) const { return grid_.at(cell); }
    [[nodiscard]] bool empty_at(Cell cell) const { return grid_.at(cell) == 0; }
    [[nodiscard]] DigitSet candidates(Cell cell) const { return candidates_[static_cast<std::size_t>(cell)]; }
    [[nodiscard]] const Candidates& all_candidates() const { return candidates_; }
    /// Whether two distinct cells share a house.
    [[nodiscard]] bool sees(Cell a, Cell b) const { return tables_->sees[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)]; }

    /// Every cell placed.
    [[nodiscard]] bool solved() const { return grid_.full(); }
    /// An empty cell without candidates, or a house where a missing digit has no place left.
    [[nodiscard]] bool contradiction() const;

    /// Places `digit` in the empty `cell` and removes it from the peers' candidates.
    void place(Cell cell, Digit digit);
    /// Removes a candidate (no effect when absent).
    void eliminate(Cell cell, Digit digit) { candidates_[static_cast<std::size_t>(cell)].erase(digit); }
    /// Applies a step's placements and eliminations.
    void apply(const Step& step);
    /// Takes the placements and candidates of `other`, a state of the same puzzle, keeping this
    /// state's storage: a search that tries many assumptions on one state resets a scratch state
    /// with it instead of copying (a copy also copies the puzzle and allocates).
    void take_marks(const LogicState& other) {
        grid_ = other.grid_;
        candidates_ = other.candidates_;
    }

private:
    Puzzle puzzle_;
    std::shared_ptr<const LogicTables> tables_;
    Grid grid_;
    Candidates candidates_;
};

}  // namespace gridforge
