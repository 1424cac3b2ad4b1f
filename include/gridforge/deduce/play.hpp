#pragma once
/// \file
/// A game of a deduction puzzle under the move rule of Clues by Sam (docs/deduction.md §1 "Move"
/// [TG, CB1]): marking a hidden person is accepted only when the verdict is forced by what is
/// visible (the clues of revealed cards, or all clues in open mode, and the revealed verdicts);
/// a forced but wrong verdict is a mistake; an unforced one is refused as a guess, even if right.

#include <optional>
#include <string>
#include <string_view>

#include "gridforge/deduce/reasoner.hpp"
#include "gridforge/deduce/steps.hpp"

namespace gridforge::deduce {

enum class MoveOutcome {
    accepted,          ///< forced and right: the person is revealed, their clue becomes visible
    mistake,           ///< forced and wrong
    guess,             ///< not forced yet (whatever the verdict)
    already_revealed,
};

class DeduceGame {
public:
    /// Starts from the initial reveals. Throws std::invalid_argument when a clue is false on the
    /// solution (check_clues_hold). The puzzle must outlive the game.
    explicit DeduceGame(const DeducePuzzle& puzzle);
    MoveOutcome mark(int cell, Trait verdict);
    /// The cheapest step available now (next_hint); counted as a hint when there is one.
    std::optional<Step> hint();
    [[nodiscard]] bool finished() const { return revealed_ == puzzle_.board.full(); }
    [[nodiscard]] Mask revealed() const { return revealed_; }
    [[nodiscard]] int mistakes() const { return mistakes_; }
    [[nodiscard]] int guesses() const { return guesses_; }
    [[nodiscard]] int hints() const { return hints_; }
    /// The cell whose person has this name or cell name ("Ben", "ben", "B2"), or -1.
    [[nodiscard]] int find_person(std::string_view text) const;

private:
    const DeducePuzzle& puzzle_;
    Reasoner reasoner_;
    Mask revealed_;
    int mistakes_ = 0;
    int guesses_ = 0;
    int hints_ = 0;
};

}  // namespace gridforge::deduce
