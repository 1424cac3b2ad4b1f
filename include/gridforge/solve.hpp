#pragma once
/// \file
/// The one solver contract: count(puzzle, limit) -> {count, first solution, nodes, deductions},
/// and the registry of solvers that tests, benchmarks and the CLI iterate over.
///
/// Counters:
///  - nodes: guesses the search may undo — one per digit tried at a cell that had two or more
///    candidates when it was chosen;
///  - choices: the branch points behind those guesses — one per cell (dlx: exact-cover column)
///    where the search chose among two or more options. tdoku counts one "guess" per yes/no
///    decision (k-1 for a cell of k candidates), which is within about 1 % of this number on the
///    classic sets (docs/solver-speed.md, "Branch points counted as tdoku counts them"); for a unique puzzle counted to 2 every option of every branch point is
///    tried, so nodes >= 2 × choices there;
///  - deductions: forced placements — naked singles (a cell with one candidate left) and hidden
///    singles (a digit with one place left in a house). Givens count as neither.
/// Limit 2 proves uniqueness: the search stops as soon as it has found `limit` solutions.
///
/// Registered solvers, fastest first:
///  - "triad": classic 9×9 only; all candidates in SIMD vectors (a row a register), singles and
///    the triad permutation rule for the whole board at once, guesses on the bivalue cell with the
///    most open peers (src/solve/triad.hpp);
///  - "bitboard": classic 9×9 only; one 27-bit word per digit and band, singles and locked
///    candidates by table lookups, guesses on the bivalue cell with the most unsolved peers;
///  - "planes": boards of up to 128 cells (sides 4 to 10) whose rules are houses only (Sudoku X,
///    jigsaw, windoku, classic 6x6); one 128-bit word per digit, singles by bit-sliced counting;
///  - "dlx": exact cover with dancing links (Knuth, "Dancing Links", 2000) for any N and any
///    houses-only rule list;
///  - "propagation": naked and hidden singles (names as in HoDoKu and Sudoku Explainer) to a
///    fixpoint before each guess, then MRV — the scheme of Norvig's "Solving Every Sudoku Puzzle";
///  - "mrv": backtracking on an empty cell with the fewest candidates ("minimum remaining values",
///    Russell & Norvig, Artificial Intelligence: A Modern Approach, ch. 6);
///  - "sequential": backtracking on the first empty cell in reading order;
///  - "sat": the CNF encoding (cnf.hpp) solved by CaDiCaL, uniqueness by a blocking clause — an
///    independent check of the searches' verdicts; its nodes are CaDiCaL's conflicts, its deductions and choices 0.
/// Propagation, mrv and sequential serve any rule list: houses through the puzzle's topology,
/// other rules through Rule::prune (propagation) or Rule::allowed (mrv, sequential); sat serves
/// houses, killer cages and thermometers; planes and dlx serve houses only (classic, Sudoku X, jigsaw).
/// Typical cost on top95 (Release, one core of a 2-core EPYC VM, limit 2):
/// triad ~6 µs, bitboard ~20 µs, dlx and propagation ~0.4 ms, mrv ~8 ms, sequential ~300 ms a puzzle
/// (bench/results/).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridforge/grid.hpp"
#include "gridforge/puzzle.hpp"

namespace gridforge {

/// What a search established about a puzzle (one outcome type for solving and grading).
enum class Outcome { no_solution, unique, several_solutions };

struct CountResult {
    std::int64_t count = 0;            ///< solutions found, at most the limit
    std::optional<Grid> solution;      ///< the first solution found, if any
    std::uint64_t nodes = 0;           ///< guesses (see file comment)
    std::uint64_t choices = 0;         ///< branch points behind the guesses (see file comment)
    std::uint64_t deductions = 0;      ///< forced placements (see file comment)

    /// Meaningful for limit >= 2: 0 -> no_solution, 1 -> unique, otherwise several_solutions.
    [[nodiscard]] Outcome outcome() const;
};

class Solver {
public:
    virtual ~Solver() = default;
    /// Registry name: "sequential", "mrv", "propagation", ...
    [[nodiscard]] virtual std::string_view name() const = 0;
    /// One line for `--help` and listings.
    [[nodiscard]] virtual std::string_view description() const = 0;
    /// Whether this solver serves every rule of the puzzle.
    [[nodiscard]] virtual bool supports(const Puzzle& puzzle) const = 0;
    /// Counts solutions up to `limit` (>= 1). Throws std::invalid_argument for a smaller limit or
    /// a puzzle this solver does not support.
    /// An inconsistent set of givens answers 0 without searching.
    [[nodiscard]] virtual CountResult count(const Puzzle& puzzle, std::int64_t limit) const = 0;
};

/// All registered solvers, fastest first.
const std::vector<const Solver*>& solvers();
/// The solver of that name; throws std::invalid_argument listing the known names.
const Solver& solver_named(std::string_view name);
/// The fastest registered solver that supports the puzzle's rules (on puzzles as generation digs
/// them, nearly determined, where a search answers in microseconds).
const Solver& fastest_solver_for(const Puzzle& puzzle);
/// The solver for a user's puzzle when none is named (count, solve, the API): on 16x16 boards sat
/// (CaDiCaL) when it supports the rules, whose time does not swing with the puzzle as the
/// searches' does (a near-unique 16x16: 0.05 s against 11 s); otherwise fastest_solver_for.
const Solver& default_solver_for(const Puzzle& puzzle);

/// count(puzzle, limit) with the fastest supporting solver.
CountResult count_solutions(const Puzzle& puzzle, std::int64_t limit);

// ---- The propagation solver's trace -------------------------------------------------------

/// Why a digit was placed.
enum class StepKind { guess, naked_single, hidden_single };

/// One event of a search: a placement, the undoing of one when the search backtracks, or the
/// mark that the grid is now a full solution.
struct TraceEvent {
    enum class Action { place, undo, solved } action;
    Cell cell = -1;            ///< -1 for `solved`
    Digit digit = 0;           ///< the digit placed or removed
    StepKind kind = StepKind::guess;  ///< why it had been placed
};

/// The events of a propagation search in order. On backtracking the placements of the abandoned
/// branch are undone in reverse order (the placements form a stack), so replaying the events from
/// the givens reproduces every intermediate grid.
using Trace = std::vector<TraceEvent>;

/// The propagation solver with a trace recorded into `trace` (cleared first).
CountResult count_with_trace(const Puzzle& puzzle, std::int64_t limit, Trace& trace);

/// The solutions of `puzzle`, up to `limit` (>= 1) of them, each full and distinct, in the
/// propagation solver's search order: fewer when the puzzle has fewer (none when it has none).
/// Memory: the search's trace (one event per placement tried) while it runs. Throws
/// std::invalid_argument for a limit below 1.
std::vector<Grid> list_solutions(const Puzzle& puzzle, std::int64_t limit);

/// Applies one event to a grid (place sets the digit, undo clears it, solved changes nothing).
/// Throws std::logic_error when the event does not fit the grid (placing on a filled cell,
/// undoing a different digit, `solved` on a grid that is not full).
void apply(const TraceEvent& event, Grid& grid);

}  // namespace gridforge
