#include <algorithm>
#include <numeric>
#include <span>
#include <stdexcept>

#include "core/check_limit.hpp"
#include "deduce/enumerate.hpp"
#include "gridforge/deadline.hpp"
#include "gridforge/deduce/clue_cnf.hpp"
#include "gridforge/deduce/solve.hpp"
#include "sat/sat_solver.hpp"

namespace gridforge::deduce {

std::vector<const CompiledClue*> detail::by_selectivity(const std::vector<const CompiledClue*>& clues, Mask full) {
    Rng rng(0x5eed);
    std::vector<Mask> sample(256);
    for (Mask& mask : sample) mask = static_cast<Mask>(rng.next()) & full;
    std::vector<int> passes(clues.size());
    for (std::size_t i = 0; i < clues.size(); ++i) {
        for (Mask mask : sample) passes[i] += eval(*clues[i], mask, full);
    }
    std::vector<std::size_t> order(clues.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return passes[a] < passes[b]; });
    std::vector<const CompiledClue*> sorted;
    for (std::size_t i : order) sorted.push_back(clues[i]);
    return sorted;
}

std::vector<int> reveal_facts(const DeducePuzzle& puzzle) {
    std::vector<int> facts;
    for (int cell : puzzle.reveals) {
        const int variable = CnfBuilder::cell_literal(cell);
        facts.push_back((puzzle.solution >> cell & 1) ? variable : -variable);
    }
    return facts;
}

DeduceCount count_by_enumeration(const Board& board, const std::vector<CompiledClue>& clues, std::int64_t limit,
                                 const std::vector<int>& facts) {
    check_limit(limit, "count_by_enumeration");
    if (board.cells() > kEnumerableCells) {
        throw std::invalid_argument("count_by_enumeration: boards above 25 cells need count_by_sat");
    }
    const Mask full = board.full();
    std::vector<const CompiledClue*> pointers;
    for (const CompiledClue& clue : clues) pointers.push_back(&clue);
    Mask criminals = 0, innocents = 0;
    for (int fact : facts) {
        const int cell = (fact > 0 ? fact : -fact) - 1;
        if (cell < 0 || cell >= board.cells()) throw std::invalid_argument("count_by_enumeration: a fact is off the board");
        (fact > 0 ? criminals : innocents) |= Mask{1} << cell;
    }
    DeduceCount result;
    detail::for_each_model(full, detail::by_selectivity(pointers, full), criminals, innocents, [&](Mask mask) {
        result.found.push_back(mask);
        return ++result.count < limit;
    });
    return result;
}

DeduceCount count_by_sat(const Board& board, const std::vector<CompiledClue>& clues, std::int64_t limit,
                         const std::vector<int>& facts) {
    check_limit(limit, "count_by_sat");
    const Cnf cnf = encode_clues(clues, board.cells());
    SatSolver solver;
    solver.reserve(board.cells());
    solver.add_clauses(cnf.clauses);
    for (int fact : facts) solver.add_clause(std::span<const int>(&fact, 1));
    DeduceCount result;
    std::vector<int> blocking;
    while (result.count < limit) {
        check_deadline();  // between solutions; SatSolver ends a solve in progress itself
        if (solver.solve() == SatSolver::Answer::unsatisfiable) break;
        Mask mask = 0;
        for (int cell = 0; cell < board.cells(); ++cell) {
            if (solver.value(CnfBuilder::cell_literal(cell))) mask |= Mask{1} << cell;
        }
        result.found.push_back(mask);
        ++result.count;
        blocking.clear();
        for (int cell = 0; cell < board.cells(); ++cell) {
            const int variable = CnfBuilder::cell_literal(cell);
            blocking.push_back(mask >> cell & 1 ? -variable : variable);
        }
        solver.add_clause(blocking);
    }
    return result;
}

}  // namespace gridforge::deduce
