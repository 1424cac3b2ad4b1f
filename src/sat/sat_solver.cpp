#include "sat/sat_solver.hpp"

#include <cadical.hpp>

#include <stdexcept>
#include <string>

namespace gridforge {
namespace {

// CaDiCaL's answers from solve() (the IPASIR convention).
constexpr int kSatisfiable = 10;
constexpr int kUnsatisfiable = 20;

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
    for (const auto& clause : clauses) add_clause(clause);
}

void SatSolver::assume(int literal) { solver_->assume(literal); }

SatSolver::Answer SatSolver::solve() {
    const int answer = solver_->solve();
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
