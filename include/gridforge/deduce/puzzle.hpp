#pragma once
/// \file
/// A deduction puzzle: board, cast, clues (each with its carrier), mode, initial reveals and the
/// solution [docs/deduction.md §1].
///  - revealed mode (Clues by Sam): the people in `reveals` start revealed; a clue is visible once
///    its carrier is revealed [CBS, TG, CB1];
///  - open mode (Griductive-like proposal): every clue is visible from the start; `reveals` may
///    still give some verdicts [G1].

#include <string>
#include <string_view>
#include <vector>

#include "gridforge/deduce/board.hpp"
#include "gridforge/deduce/clue.hpp"
#include "gridforge/deduce/theme.hpp"

namespace gridforge::deduce {

enum class Mode { open, revealed };
std::string_view mode_name(Mode mode);
/// "open" / "revealed"; throws std::invalid_argument naming the text.
Mode parse_mode(std::string_view text);

struct DeducePuzzle {
    Board board{3, 3};
    std::vector<Person> people;
    std::vector<Clue> clues;
    Mode mode = Mode::open;
    std::vector<int> reveals;  ///< cells revealed at the start
    Mask solution = 0;         ///< bit = criminal
    std::string theme{kDefaultTheme};  ///< the cast theme's name (theme.hpp): words only, never logic

    /// Each clue compiled for this board and cast (throws as compile does).
    [[nodiscard]] std::vector<CompiledClue> compiled() const;
    /// The cells of `reveals` as a mask.
    [[nodiscard]] Mask revealed_at_start() const;
    /// Indices of the clues a player sees once `revealed` are revealed: all of them in open
    /// mode, those whose carrier is revealed in revealed mode.
    [[nodiscard]] std::vector<int> visible_clues(Mask revealed) const;
};

/// "criminal"/"innocent" verdict of `cell` in `solution`.
inline Trait verdict_of(Mask solution, int cell) { return (solution >> cell & 1) ? Trait::criminal : Trait::innocent; }

}  // namespace gridforge::deduce
