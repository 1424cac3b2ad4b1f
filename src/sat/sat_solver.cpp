#include "sat/sat_solver.hpp"

#include <cadical.hpp>

#include <stdexcept>
#include <string>

#include "gridforge/deadline.hpp"

namespace gridforge {
namespace {

// CaDiCaL's answers from solve() (the IPASIR convention).
constexpr int kSatisfiable = 10;
constexpr int kUnsatisfiable = 20;

/// Ends a solve once the solving thread's deadline has passed. CaDiCaL asks it from the thread that
/// called solve() (synchronously, between its search steps), so the thread-local deadline is the
/// caller's; it holds no state, so one object serves every solver.
class DeadlineTerminator : public CaDiCaL::Terminator {
public:
    bool terminate() override { return deadline_passed(); }
};

DeadlineTerminator deadline_terminator;

}  // namespace

/// Counts the clauses CaDiCaL learns, one per conflict, without taking their literals.
class SatSolver::ConflictCounter : public CaDiCaL::Learner {
public:
    bool learning(int /*size*/) override {
        ++conflicts_;
        return false;
    }
    void learn(int /*literal*/) override {}
    [[nodiscard]] std::uint64_t conflicts() const { return conflicts_; }

private:
    std::uint64_t conflicts_ = 0;
};

SatSolver::SatSolver() : solver_(std::make_unique<CaDiCaL::Solver>()) {
    if (!solver_->set("quiet", 1)) throw std::logic_error("SatSolver: CaDiCaL has no option 'quiet'");
}

SatSolver::~SatSolver() {
    if (solver_ && counter_) solver_->disconnect_learner();
}

SatSolver::SatSolver(SatSolver&&) noexcept = default;

SatSolver& SatSolver::operator=(SatSolver&& other) noexcept {
    if (this != &other) {
        if (solver_ && counter_) solver_->disconnect_learner();
        solver_ = std::move(other.solver_);
        counter_ = std::move(other.counter_);
    }
    return *this;
}

void SatSolver::reserve(int variables) { solver_->reserve(variables); }

void SatSolver::add_clause(std::span<const int> literals) {
    for (int literal : literals) {
        if (literal == 0) throw std::logic_error("SatSolver::add_clause: 0 is not a literal");
        solver_->add(literal);
    }
    solver_->add(0);
}

void SatSolver::add_clauses(const std::vector<std::vector<int>>& clauses) {
    DeadlineTicker deadline;  // loading a 16x16 Sudoku's ~100,000 clauses takes tens of milliseconds
    for (const auto& clause : clauses) {
        deadline.tick();
        add_clause(clause);
    }
}

void SatSolver::assume(int literal) { solver_->assume(literal); }

SatSolver::Answer SatSolver::solve() {
    // Connected only while a deadline is armed: without one a solve pays nothing for it.
    const bool timed = current_deadline().has_value();
    if (timed) solver_->connect_terminator(&deadline_terminator);
    const int answer = solver_->solve();
    if (timed) {
        solver_->disconnect_terminator();
        check_deadline();  // an ended solve has no answer; one that finished just after the deadline is dropped too
    }
    if (answer == kSatisfiable) return Answer::satisfiable;
    if (answer == kUnsatisfiable) return Answer::unsatisfiable;
    throw std::logic_error("SatSolver: CaDiCaL stopped without an answer (" + std::to_string(answer) + ")");
}

bool SatSolver::value(int variable) const { return solver_->val(variable) > 0; }

void SatSolver::count_conflicts() {
    if (counter_) return;
    counter_ = std::make_unique<ConflictCounter>();
    solver_->connect_learner(counter_.get());
}

std::uint64_t SatSolver::conflicts() const { return counter_ ? counter_->conflicts() : 0; }

}  // namespace gridforge
