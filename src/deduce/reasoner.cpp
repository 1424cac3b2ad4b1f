#include "gridforge/deduce/reasoner.hpp"

#include "gridforge/deduce/clue_cnf.hpp"
#include "sat/sat_solver.hpp"

namespace gridforge::deduce {

Reasoner::Reasoner(const Board& board, const std::vector<CompiledClue>& clues, Mask solution)
    : board_(board), solution_(solution), builder_(board.cells()), solver_(std::make_unique<SatSolver>()) {
    solver_->reserve(board.cells());  // so every cell variable is valid even when no clue mentions it
    for (const CompiledClue& clue : clues) add_clue(clue);
}

Reasoner::~Reasoner() = default;

int Reasoner::add_clue(const CompiledClue& clue) {
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
    for (int clue : support.clues) solver_->assume(literals_.at(static_cast<std::size_t>(clue)));
    for (int v = 0; v < board_.cells(); ++v) {
        if (support.facts >> v & 1) solver_->assume(fact_literal(v));
    }
    solver_->assume(-fact_literal(cell));
    ++calls_;
    return solver_->solve() == SatSolver::Answer::unsatisfiable;
}

bool Reasoner::forces(const Support& support, int cell) {
    if (support.facts >> cell & 1) return true;
    return refuted(support, cell);
}

Mask Reasoner::forced(const Support& support) {
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
        for (Mask rest = open; rest != 0; rest &= rest - 1) {
            const int v = bits::lowest(rest);
            const bool criminal = solver_->value(CnfBuilder::cell_literal(v));
            if (criminal != ((solution_ >> v & 1) != 0)) open &= ~(Mask{1} << v);
        }
    }
    return result;
}

}  // namespace gridforge::deduce
