#include "gridforge/deduce/reasoner.hpp"

#include <stdexcept>

#include "deduce/enumerate.hpp"
#include "gridforge/deadline.hpp"
#include "gridforge/deduce/clue_cnf.hpp"
#include "sat/sat_solver.hpp"

namespace gridforge::deduce {
namespace {

thread_local ReasonerBackend current_backend = ReasonerBackend::sat;

}  // namespace

const char* backend_name(ReasonerBackend backend) { return backend == ReasonerBackend::sat ? "sat" : "enumeration"; }

ReasonerBackend default_backend() { return current_backend; }

ScopedReasonerBackend::ScopedReasonerBackend(ReasonerBackend backend) : chosen_(current_backend, backend) {}

Reasoner::Reasoner(const Board& board, const std::vector<CompiledClue>& clues, Mask solution)
    : Reasoner(board, clues, solution, default_backend()) {}

Reasoner::Reasoner(const Board& board, const std::vector<CompiledClue>& clues, Mask solution, ReasonerBackend backend)
    : board_(board), solution_(solution), backend_(backend), builder_(board.cells()) {
    if (backend_ == ReasonerBackend::sat) {
        solver_ = std::make_unique<SatSolver>();
        solver_->reserve(board.cells());  // so every cell variable is valid even when no clue mentions it
    } else if (board.cells() > kEnumerableCells) {
        throw std::invalid_argument("Reasoner: the enumeration backend takes boards up to 25 cells, not " + board.size_name());
    }
    for (const CompiledClue& clue : clues) add_clue(clue);
}

Reasoner::~Reasoner() = default;

int Reasoner::add_clue(const CompiledClue& clue) {
    if (backend_ == ReasonerBackend::enumeration) {
        clues_.push_back(clue);
        return static_cast<int>(clues_.size()) - 1;
    }
    literals_.push_back(encode_clue(clue, builder_));
    const auto& clauses = builder_.cnf().clauses;
    for (; loaded_ < clauses.size(); ++loaded_) solver_->add_clause(clauses[loaded_]);
    return static_cast<int>(literals_.size()) - 1;
}

int Reasoner::fact_literal(int cell) const {
    const int variable = CnfBuilder::cell_literal(cell);
    return (solution_ >> cell & 1) ? variable : -variable;
}

bool Reasoner::refuted(const Support& support, int cell) {
    check_deadline();  // every oracle call: closure, hint paths, their minimisation and generation all come here
    ++calls_;
    if (backend_ == ReasonerBackend::enumeration) return !some_model(support, Mask{1} << cell, 0, nullptr);
    for (int clue : support.clues) solver_->assume(literals_.at(static_cast<std::size_t>(clue)));
    for (int v : bits::set_bits(support.facts)) solver_->assume(fact_literal(v));
    solver_->assume(-fact_literal(cell));
    return solver_->solve() == SatSolver::Answer::unsatisfiable;
}

bool Reasoner::some_model(const Support& support, Mask also, Mask open, Mask* differ) {
    std::vector<const CompiledClue*> chosen;
    for (int clue : support.clues) chosen.push_back(&clues_.at(static_cast<std::size_t>(clue)));
    const Mask full = board_.full();
    // Facts at the solution's verdicts, the cells of `also` at the other one.
    const Mask criminals = (support.facts & solution_) | (also & ~solution_);
    const Mask innocents = (support.facts & ~solution_ & full) | (also & solution_);
    bool found = false;
    detail::for_each_model(full, detail::by_selectivity(chosen, full), criminals, innocents, [&](Mask model) {
        found = true;
        if (differ == nullptr) return false;
        *differ |= model ^ solution_;
        return (open & ~*differ) != 0;
    });
    return found;
}

bool Reasoner::forces(const Support& support, int cell) {
    if (support.facts >> cell & 1) return true;
    return refuted(support, cell);
}

Mask Reasoner::forced(const Support& support) {
    const Mask open = board_.full() & ~support.facts;
    if (backend_ == ReasonerBackend::sat) return forced_by_sat(support);
    // One walk over the models: a cell is forced when no model differs from the solution there.
    check_deadline();
    ++calls_;
    Mask differ = 0;
    (void)some_model(support, 0, open, &differ);
    return open & ~differ;
}

Mask Reasoner::forced_by_sat(const Support& support) {
    Mask open = board_.full() & ~support.facts;  // cells not yet shown unforced by a model
    Mask result = 0;
    while (open != 0) {
        const int cell = bits::lowest(open);
        open &= open - 1;
        if (refuted(support, cell)) {
            result |= Mask{1} << cell;
            continue;
        }
        // The model differs from the solution at `cell` and maybe elsewhere: none of those is forced.
        for (int v : bits::set_bits(open)) {
            if (solver_->value(CnfBuilder::cell_literal(v)) != ((solution_ >> v & 1) != 0)) open &= ~(Mask{1} << v);
        }
    }
    return result;
}

}  // namespace gridforge::deduce
