#pragma once
/// \file
/// Steps and hints of a deduction puzzle (docs/deduction.md §4; the explanation approach of Bogaerts,
/// Gamba & Guns, "A framework for step-wise explaining how to solve constraint satisfaction
/// problems", AIJ 300, 2021 [BGG], and Demystify [DMY]).
///
/// A step forces one person: a support (visible clues K, revealed people F) such that K ∧ F ∧
/// "the person has the other verdict" is unsatisfiable, made minimal by deletion (a minimal
/// unsatisfiable subset over the clues, then over the facts). Its level is |K|, the number of
/// clues combined; its cost Σ w(clue) + 0.25·|F| (weights of clue_info, docs/deduction.md §4).
/// Search, cheapest first: every single visible clue (one backbone computation each), then
/// every pair, then deletion starting from all visible clues (heaviest deleted first; yes/no
/// answers only, never CaDiCaL's failed-assumption core, so a step does not depend on the solver),
/// so the level is the smallest possible for levels 1 and 2 and minimal (no clue can be dropped)
/// above. Among supports of the lowest level, the lowest Σ w wins, then the lower cell index.
///
/// Hint sequence: round by round of the no-guess closure (the closure round, solve.hpp; the same
/// by monotonicity whatever the order of moves, docs/deduction.md §4); inside a round, repeatedly
/// the cheapest step for a person of that round given everything revealed so far. Each hint thus
/// uses only clues and verdicts visible before it.

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "gridforge/deduce/puzzle.hpp"
#include "gridforge/deduce/reasoner.hpp"

namespace gridforge::deduce {

struct Step {
    int cell = -1;                  ///< the person it forces
    Trait verdict = Trait::criminal;  ///< their forced (= solution) verdict
    std::vector<int> clues;         ///< indices into puzzle.clues, ascending
    std::vector<int> facts;         ///< revealed cells used, ascending
    int level = 0;                  ///< clues combined = clues.size()
    double cost = 0;                ///< Σ w(clue) + 0.25·|facts|
    int round = 0;                  ///< closure round in which the person is first forced (1..; not the
                                    ///< logic graph's chain depth, logic_graph.hpp)
};

/// The cheapest step forcing one of `candidates` (a mask of unrevealed cells) from the state
/// `revealed` (which must hold the initial reveals; its verdicts are the solution's), using the
/// clues visible there; std::nullopt when none of them is forced. `reasoner` must be built on
/// puzzle.compiled() and puzzle.solution. round is left 0.
std::optional<Step> cheapest_step(const DeducePuzzle& puzzle, Reasoner& reasoner, Mask revealed, Mask candidates);

/// The hint for a player's state: cheapest_step over every unrevealed person.
std::optional<Step> next_hint(const DeducePuzzle& puzzle, Reasoner& reasoner, Mask revealed);

/// The whole hint sequence (file comment). Throws std::invalid_argument when a clue is false on
/// the solution, std::runtime_error when the closure does not reach everyone.
std::vector<Step> hint_sequence(const DeducePuzzle& puzzle, Reasoner& reasoner);
std::vector<Step> hint_sequence(const DeducePuzzle& puzzle);

/// An empty string when `step` is valid after `revealed`: its person unrevealed, its verdict the
/// solution's, its facts revealed, its clues visible there, and (checked again with a fresh
/// solver, or by enumeration up to 20 cells) the clues and facts force the verdict. Otherwise why not.
std::string check_step(const DeducePuzzle& puzzle, const Step& step, Mask revealed);

/// English: the clues' sentences and the facts joined, then the conclusion, e.g. "There is
/// exactly 1 criminal in row 2 and Ben is a criminal, so Cara is innocent."
std::string step_text(const DeducePuzzle& puzzle, const Step& step);

/// {"cell": "B2", "name": .., "verdict": .., "clues": [indices], "facts": ["A1", ..],
///  "level": k, "cost": c, "round": r, "text": ..} (docs/deduce.md).
nlohmann::json step_to_json(const DeducePuzzle& puzzle, const Step& step);

}  // namespace gridforge::deduce
