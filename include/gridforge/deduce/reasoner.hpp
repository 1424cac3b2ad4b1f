#pragma once
/// \file
/// The SAT oracle behind closure, steps, hints and play: one CaDiCaL instance holding the
/// definitions of a puzzle's clues (clue_cnf.hpp), queried under assumptions. A clue counts only
/// when its literal is assumed and a revealed person only when their verdict is, so one solver
/// answers every "what do these clues and these facts force?" question of a puzzle.
///
///  - forced: the backbone of M = {assignments satisfying the chosen clues and facts} restricted
///    to the unrevealed cells: v is forced when the clues, the facts and "v has the other verdict"
///    are unsatisfiable (the guess-free Minesweeper test [MS], docs/deduction.md §4). Every model found
///    on the way rules out the cells where it differs from the solution, which saves most calls.
///
/// Facts are always the solution's verdicts: a player's revealed people are right by the rules.
///
/// Backends. Callers only ever see yes/no answers (forced or not), never a model or a core (the
/// SAT backend reads models only to skip calls; forced() is the exact backbone either way), so the
/// answers, and everything built on them (closure, hint steps and their minimisation, generation),
/// are the same whichever backend or CaDiCaL version answers:
///  - sat (the default): CaDiCaL through SatSolver, any board;
///  - enumeration: every assignment of the unrevealed cells is walked (boards up to 25 cells; the
///    constructor throws std::invalid_argument above). Slow beyond ~20 cells; it exists to show
///    that generation does not depend on the SAT solver (tests/deduce/backend_test.cpp).
/// The backend of a Reasoner built without one is default_backend(): sat, unless a
/// ScopedReasonerBackend on this thread says otherwise (generate_deduce sets one for the options'
/// `reasoner`, so every Reasoner of a generation, its closure and hint path included, uses it).

#include <memory>
#include <vector>

#include "gridforge/deduce/clue.hpp"
#include "gridforge/deduce/cnf_builder.hpp"
#include "gridforge/scoped_value.hpp"

namespace gridforge {
class SatSolver;
}

namespace gridforge::deduce {

/// Clues (by index into the list given to the constructor) and revealed people.
struct Support {
    std::vector<int> clues;
    Mask facts = 0;  ///< cells whose (solution) verdict is assumed
};

enum class ReasonerBackend { sat, enumeration };

/// "sat" / "enumeration".
const char* backend_name(ReasonerBackend backend);

/// The backend of Reasoners built on this thread without an explicit one.
ReasonerBackend default_backend();

/// Sets default_backend() on this thread for its lifetime (restores the previous one after).
class ScopedReasonerBackend {
public:
    explicit ScopedReasonerBackend(ReasonerBackend backend);

private:
    ScopedValue<ReasonerBackend> chosen_;
};

class Reasoner {
public:
    /// `solution` gives the facts' verdicts; `clues` need not all be true on it (the answers
    /// are then about an inconsistent puzzle, which callers check before). Throws
    /// std::invalid_argument for the enumeration backend on a board above 25 cells.
    Reasoner(const Board& board, const std::vector<CompiledClue>& clues, Mask solution);
    Reasoner(const Board& board, const std::vector<CompiledClue>& clues, Mask solution, ReasonerBackend backend);
    ~Reasoner();
    /// Loads one more clue's definition (assumed only when named); returns its index.
    int add_clue(const CompiledClue& clue);
    Reasoner(const Reasoner&) = delete;
    Reasoner& operator=(const Reasoner&) = delete;

    /// Whether the support forces `cell` to its solution verdict.
    bool forces(const Support& support, int cell);
    /// The cells outside support.facts that the support forces (the backbone), as a mask.
    Mask forced(const Support& support);
    [[nodiscard]] const Board& board() const { return board_; }
    [[nodiscard]] Mask solution() const { return solution_; }
    [[nodiscard]] ReasonerBackend backend() const { return backend_; }
    /// SAT calls (or enumeration walks) made so far (for measurements).
    [[nodiscard]] long calls() const { return calls_; }

private:
    int fact_literal(int cell) const;
    /// Assumes the support and "cell has the other verdict"; returns true when unsatisfiable.
    bool refuted(const Support& support, int cell);
    Mask forced_by_sat(const Support& support);
    /// The enumeration backend: whether some model of the support's clues and facts, plus the
    /// cells of `also` at the other verdict, exists; when `differ` is given, every such model is
    /// walked (until all of `open` differ somewhere) and the cells where one differs from the
    /// solution are collected there instead.
    bool some_model(const Support& support, Mask also, Mask open, Mask* differ);
    Board board_;
    Mask solution_;
    ReasonerBackend backend_;
    std::vector<CompiledClue> clues_;  ///< enumeration backend: the clues, by index
    CnfBuilder builder_;
    std::size_t loaded_ = 0;  ///< clauses of builder_ already given to the solver
    std::vector<int> literals_;
    std::unique_ptr<SatSolver> solver_;
    long calls_ = 0;
};

}  // namespace gridforge::deduce
