#pragma once
// Internal: the engine's one door to CaDiCaL. Sudoku counting (solve/sat.cpp) and the deduction
// grids (deduce/count.cpp, deduce/reasoner.cpp) all set the solver up, read its answers and
// models through this class; only sat_solver.cpp includes <cadical.hpp>.
//
// Literals are DIMACS integers: variable v >= 1 is v, its negation -v; 0 is never a literal.
// Answers are only "satisfiable" or "unsatisfiable". When the caller's deadline (gridforge/deadline.hpp)
// is armed, CaDiCaL gets a terminator that ends the solve once it has passed, and solve() then
// throws DeadlineReached; CaDiCaL stopping without an answer otherwise (it is given no other limit)
// is a broken contract and throws std::logic_error.

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace CaDiCaL {
class Solver;
}

namespace gridforge {

class SatSolver {
public:
    enum class Answer { satisfiable, unsatisfiable };

    /// A quiet solver (CaDiCaL otherwise prints lines such as "c found falsified original clause"
    /// on stdout). Throws std::logic_error when the linked CaDiCaL lacks the option.
    SatSolver();
    ~SatSolver();
    SatSolver(SatSolver&&) noexcept;
    SatSolver& operator=(SatSolver&&) noexcept;
    SatSolver(const SatSolver&) = delete;
    SatSolver& operator=(const SatSolver&) = delete;

    /// Makes variables 1..variables valid even when no clause mentions them (value() and assume()
    /// on such a variable are then allowed).
    void reserve(int variables);
    /// Adds the disjunction of `literals` (an empty span adds the empty clause: unsatisfiable).
    void add_clause(std::span<const int> literals);
    /// Adds each clause in turn; throws DeadlineReached once the caller's deadline has passed (read
    /// every 4,096 clauses).
    void add_clauses(const std::vector<std::vector<int>>& clauses);
    /// Assumes `literal` for the next solve() only (IPASIR semantics).
    void assume(int literal);
    /// Solves under the clauses and the pending assumptions, which it then forgets. Throws
    /// DeadlineReached when the caller's armed deadline passes during the solve (the solver may be
    /// solved again afterwards, under a later deadline or none).
    Answer solve();
    /// After a satisfiable answer: whether `variable` is true in the model.
    [[nodiscard]] bool value(int variable) const;

    /// Starts counting conflicts (one learned clause each, units included) from here on: the only
    /// measure of its search CaDiCaL 1.5 hands to a caller, used as "nodes" by count_by_sat.
    void count_conflicts();
    /// Conflicts since count_conflicts() (0 if it was never called).
    [[nodiscard]] std::uint64_t conflicts() const;

private:
    class ConflictCounter;
    std::unique_ptr<CaDiCaL::Solver> solver_;
    std::unique_ptr<ConflictCounter> counter_;
};

}  // namespace gridforge
