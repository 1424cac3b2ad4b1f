#pragma once
/// \file
/// Counting the assignments that satisfy a clue set, two independent ways, and the no-guess closure.
///
///  - count_by_enumeration: every mask 0..2^N−1, clues tested most selective first (selectivity
///    measured on 256 fixed pseudo-random masks), so most masks fail at the first clue. Cost
///    ~2^N × a few ns: 4×5 ≈ 10 ms, 5×5 ≈ 0.3 s (docs/deduction.md §6 "enumerate").
///  - count_by_sat: the clues' CNF (clue_cnf.hpp) solved by CaDiCaL, each model blocked by a clause
///    over the cell variables; one model per assignment because auxiliaries are determined.
///  - closure: S₀ = initial reveals; S_{j+1} = S_j ∪ forced(S_j), where v is forced when every
///    assignment consistent with the visible clues and the verdicts of S_j gives v the same verdict
///    (tested with CaDiCaL: the clues plus the facts plus "v has the other verdict" is
///    unsatisfiable, the guess-free Minesweeper test [MS]). Forcedness is monotone in S, so the
///    rounds (S₁ \ S₀, S₂ \ S₁, …: the "closure rounds"; the logic graph's chain depth is another
///    thing, logic_graph.hpp) do not depend on the order of correct moves [docs/deduction.md §1, §4].

#include <cstdint>
#include <vector>

#include "gridforge/deduce/puzzle.hpp"
#include "gridforge/deduce/reasoner.hpp"

namespace gridforge::deduce {

struct DeduceCount {
    std::int64_t count = 0;      ///< at most the limit
    std::vector<Mask> found;     ///< the assignments found, in the order found (at most the limit)
};

/// Throws std::invalid_argument for limit < 1 or a board above 25 cells (use SAT there).
/// `facts` are fixed verdicts as in count_by_sat (+(cell+1) criminal, −(cell+1) innocent): only
/// the other cells are enumerated.
DeduceCount count_by_enumeration(const Board& board, const std::vector<CompiledClue>& clues, std::int64_t limit,
                                 const std::vector<int>& facts = {});
/// Same answer by CaDiCaL; `facts` are unit literals added first (CnfBuilder::cell_literal ±).
DeduceCount count_by_sat(const Board& board, const std::vector<CompiledClue>& clues, std::int64_t limit,
                         const std::vector<int>& facts = {});

struct Closure {
    bool complete = false;               ///< every person was reached
    std::vector<std::vector<int>> rounds; ///< rounds[0] = initial reveals, then the cells forced in each round
    Mask revealed = 0;                   ///< the cells reached
};

/// The no-guess closure of a puzzle from its initial reveals (mode decides which clues are
/// visible). Throws std::invalid_argument when the solution contradicts a clue or a revealed
/// cell is off the board (check_clues_hold).
Closure closure(const DeducePuzzle& puzzle);
/// The same with a Reasoner already built on puzzle.compiled() and puzzle.solution.
Closure closure(const DeducePuzzle& puzzle, Reasoner& reasoner);
/// Throws std::invalid_argument naming the first clue false on the solution or a bad reveal.
void check_clues_hold(const DeducePuzzle& puzzle, const std::vector<CompiledClue>& clues);
/// The initial reveals as unit literals for count_by_enumeration / count_by_sat.
std::vector<int> reveal_facts(const DeducePuzzle& puzzle);

}  // namespace gridforge::deduce
