#include <stdexcept>
#include <string>

#include "gridforge/solve.hpp"
#include "solve/backtracking.hpp"
#include "solve/bitboard.hpp"
#include "core/check_limit.hpp"
#include "solve/dlx.hpp"
#include "solve/house_planes.hpp"
#include "solve/propagation.hpp"
#include "solve/sat.hpp"
#include "solve/triad.hpp"

namespace gridforge {
namespace {

/// A registered search: its name, what it is, which puzzles it serves, and how it counts.
class RegisteredSolver final : public Solver {
public:
    using CountFunction = CountResult (*)(const Puzzle&, std::int64_t);
    using SupportsFunction = bool (*)(const Puzzle&);
    RegisteredSolver(std::string_view name, std::string_view description, CountFunction count_function,
                     SupportsFunction supports_function = any_rule_list)
        : name_(name), description_(description), count_(count_function), supports_(supports_function) {}
    std::string_view name() const override { return name_; }
    std::string_view description() const override { return description_; }
    bool supports(const Puzzle& puzzle) const override { return supports_(puzzle); }
    CountResult count(const Puzzle& puzzle, std::int64_t limit) const override {
        check_limit(limit, name_);
        if (!supports_(puzzle)) {
            // When even a classic puzzle of this size is outside the strategy, the size is the reason.
            const int size = puzzle.geometry().size();
            if (!supports_(Puzzle::classic(Grid(size)))) {
                throw std::invalid_argument("strategy '" + std::string(name_) + "' does not support a " + std::to_string(size) + "x" +
                                            std::to_string(size) + " board (count --strategy list says what each serves)");
            }
            throw std::invalid_argument("strategy '" + std::string(name_) + "' does not support this puzzle's rules");
        }
        return count_(puzzle, limit);
    }

private:
    /// The generic searches serve houses through the topology and other rules through `allowed`.
    static bool any_rule_list(const Puzzle&) { return true; }

    std::string_view name_;
    std::string_view description_;
    CountFunction count_;
    SupportsFunction supports_;
};

CountResult count_sequential(const Puzzle& puzzle, std::int64_t limit) {
    return count_by_backtracking(puzzle, limit, CellOrder::reading);
}
CountResult count_mrv(const Puzzle& puzzle, std::int64_t limit) {
    return count_by_backtracking(puzzle, limit, CellOrder::fewest_candidates);
}
CountResult count_propagation(const Puzzle& puzzle, std::int64_t limit) {
    return count_by_propagation(puzzle, PropagationOptions{limit});
}

}  // namespace

const std::vector<const Solver*>& solvers() {
    static const RegisteredSolver triad(
        "triad", "all candidates in SIMD vectors, a row a register: singles and the triad permutation rule; classic 9x9 only",
        count_by_triad, bitboard_supports);
    static const RegisteredSolver bitboard(
        "bitboard", "one bit word per digit and band: singles and locked candidates by table lookups; classic 9x9 only",
        count_by_bitboard, bitboard_supports);
    static const RegisteredSolver planes(
        "planes",
        "one 128-bit word per digit: singles by bit-sliced counting; boards up to 10x10 whose rules are houses only "
        "(Sudoku X, jigsaw, windoku)",
        count_by_house_planes, house_planes_supports);
    static const RegisteredSolver dlx(
        "dlx", "exact cover with dancing links (Knuth's Algorithm X); any N, houses-only rule lists", count_by_dlx,
        dlx_supports);
    static const RegisteredSolver propagation(
        "propagation", "naked and hidden singles to a fixpoint before each guess, then MRV; any rule list",
        count_propagation);
    static const RegisteredSolver mrv(
        "mrv", "backtracking on an empty cell with the fewest candidates; any rule list", count_mrv);
    static const RegisteredSolver sequential(
        "sequential", "backtracking on the first empty cell in reading order; any rule list", count_sequential);
    static const RegisteredSolver sat(
        "sat", "CaDiCaL on the CNF encoding, one blocking clause per solution found; every rule with an encoding",
        count_by_sat, sat_supports);
    static const std::vector<const Solver*> registry{&triad, &bitboard, &planes, &dlx, &propagation, &mrv, &sequential, &sat};
    return registry;
}

const Solver& solver_named(std::string_view name) {
    std::string known;
    for (const Solver* solver : solvers()) {
        if (solver->name() == name) return *solver;
        known += (known.empty() ? "" : ", ") + std::string(solver->name());
    }
    throw std::invalid_argument("unknown strategy '" + std::string(name) + "' (known: " + known + ")");
}

const Solver& fastest_solver_for(const Puzzle& puzzle) {
    for (const Solver* solver : solvers()) {
        if (solver->supports(puzzle)) return *solver;
    }
    throw std::logic_error("no registered solver supports this puzzle");  // propagation supports all
}

const Solver& default_solver_for(const Puzzle& puzzle) {
    // On 16x16 the searches' time swings with the puzzle: a near-unique one took dlx 11.3 s and
    // propagation 69 s, CaDiCaL 0.05 s, while an easy one costs CaDiCaL a few tenths of a second
    // more at worst (docs/solver-speed.md, Large boards): the bounded choice goes first there.
    constexpr int kSatFromSide = 16;
    if (puzzle.geometry().size() >= kSatFromSide) {
        const Solver& sat = solver_named("sat");
        if (sat.supports(puzzle)) return sat;
    }
    return fastest_solver_for(puzzle);
}

CountResult count_solutions(const Puzzle& puzzle, std::int64_t limit) {
    return fastest_solver_for(puzzle).count(puzzle, limit);
}

CountResult count_with_trace(const Puzzle& puzzle, std::int64_t limit, Trace& trace) {
    check_limit(limit, "count_with_trace");
    trace.clear();
    return count_by_propagation(puzzle, PropagationOptions{limit, &trace});
}

}  // namespace gridforge
