#pragma once
/// \file
/// Human-style logic: a catalogue of named techniques, each finding one explained Step on a
/// LogicState, and the logic solver that always restarts from the cheapest technique after
/// progress (the grader loop of Simon Tatham's solo.c and of Sudoku Explainer).
///
/// Techniques work on houses (topology().houses: rows, columns, boxes, diagonals, regions), so a
/// variant's houses join without special cases. Fish, skyscrapers and 2-string kites need two
/// families of parallel lines: they use the houses named "row ..." and "column ...". Rules that
/// say more than their houses (killer cages, thermometers) take part through Rule::prune as the
/// generic "rule elimination" step unless a named step explains them (cage combinations, innies and
/// outies, thermometer bounds).
///
/// Names follow HoDoKu (hodoku.sourceforge.net, "Solving techniques") and Sudoku Explainer;
/// docs/techniques.md gives each technique's definition, source, SE value and HoDoKu score.

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "gridforge/logic/state.hpp"
#include "gridforge/logic/step.hpp"
#include "gridforge/puzzle.hpp"

namespace gridforge {

/// One entry of the catalogue: `{id, difficulty, find(state) -> optional<Step>}`. Difficulty is
/// the position in techniques() (0 = cheapest).
struct Technique {
    TechniqueId id;
    int difficulty;
    /// The first step this technique finds in the state (deterministic: houses, cells and digits
    /// in index order), or nullopt. A step always places or eliminates at least one candidate.
    std::optional<Step> (*find)(const LogicState& state);
};

/// The catalogue, cheapest first (HoDoKu's step order, include/gridforge/logic/step.hpp lists the
/// same in TechniqueId): full house, hidden single, naked single, cage combinations, thermometer
/// bounds, rule elimination, innies and outies, locked candidates (pointing, claiming), naked pair,
/// naked triple, hidden pair, hidden triple, naked quad, hidden quad, X-Wing, Swordfish,
/// Jellyfish, BUG+1, skyscraper, 2-string kite, empty rectangle, W-Wing, XY-Wing, XYZ-Wing, unique rectangle types 1-4, finned and sashimi X-Wing and
/// Swordfish, simple colouring, X-chain, XY-chain, alternating inference chain, forcing chain
/// (contradiction, verity), nested forcing chain. The uniqueness techniques (unique rectangles,
/// BUG+1) are valid only because the puzzle is known to have a unique solution.
const std::vector<Technique>& techniques();
/// The catalogue entry of `id`.
const Technique& technique(TechniqueId id);

/// The first step of the cheapest technique that finds one, or nullopt when none does.
/// `max_difficulty` caps the catalogue (a Technique::difficulty; default: all).
/// Throws DeadlineReached (gridforge/deadline.hpp) when the caller's deadline has passed, on entry
/// and during the forcing chains' trials.
std::optional<Step> next_step(const LogicState& state, int max_difficulty = 1 << 30);

/// How a logic solve ended.
enum class LogicOutcome {
    solved,         ///< every cell placed
    stuck,          ///< no technique of the catalogue (up to the cap) applies
    contradiction,  ///< the givens (or the player's entries) leave a cell or a house digit without place
};

/// The result of a logic solve: the steps in order and how it ended.
struct LogicPath {
    std::vector<Step> steps;
    LogicOutcome outcome = LogicOutcome::stuck;
    Grid grid{0};                               ///< the grid at the end (full when solved)
    /// The hardest technique used (highest difficulty), if any step was taken.
    std::optional<TechniqueId> hardest;
};

/// Thrown by the known-solution guard: a step removed a digit of the known solution or placed a
/// wrong digit. what() names the technique, the step number (1-based) and the step's sentence.
class GuardViolation : public std::logic_error {
public:
    using std::logic_error::logic_error;
};

struct LogicOptions {
    /// Cap on the catalogue (Technique::difficulty); techniques above it are not tried.
    int max_difficulty = 1 << 30;
    /// The known solution: when set, every step is checked before it is applied and a
    /// GuardViolation is thrown at the first wrong placement or elimination. Debug builds
    /// (NDEBUG undefined) find the solution themselves when this is not set and it is unique.
    const Grid* known_solution = nullptr;
    /// Stop after this many steps (a safety net; the path is then `stuck`).
    int max_steps = 100000;
};

/// Solves from `state` step by step, always restarting from the cheapest technique.
LogicPath solve_logically(LogicState state, const LogicOptions& options = {});
/// Solves the puzzle from its givens.
LogicPath solve_logically(const Puzzle& puzzle, const LogicOptions& options = {});

/// Checks one step against a known solution; throws GuardViolation naming the technique, the
/// step number and the sentence. `step_number` is 1-based, for the message.
void check_step_against_solution(const Step& step, const Grid& solution, const Geometry& geometry,
                                 int step_number);

}  // namespace gridforge
