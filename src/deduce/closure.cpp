#include <cadical.hpp>

#include <stdexcept>

#include "gridforge/deduce/clue_cnf.hpp"
#include "gridforge/deduce/solve.hpp"

namespace gridforge::deduce {

Closure closure(const DeducePuzzle& puzzle) {
    const Board& board = puzzle.board;
    const Mask full = board.full();
    const std::vector<CompiledClue> clues = puzzle.compiled();
    for (std::size_t i = 0; i < clues.size(); ++i) {
        if (!eval(clues[i], puzzle.solution, full)) {
            throw std::invalid_argument("closure: clue " + std::to_string(i + 1) + " is false on the solution");
        }
    }
    // Every clue's definition is loaded; a clue counts only when its literal is assumed.
    CnfBuilder builder(board.cells());
    std::vector<int> literals;
    for (const CompiledClue& clue : clues) literals.push_back(encode_clue(clue, builder));
    CaDiCaL::Solver solver;
    if (!solver.set("quiet", 1)) throw std::logic_error("closure: CaDiCaL has no option 'quiet'");
    for (const auto& clause : builder.cnf().clauses) {
        for (int literal : clause) solver.add(literal);
        solver.add(0);
    }
    const auto truth = [&](int cell) {
        const int variable = CnfBuilder::cell_literal(cell);
        return puzzle.solution >> cell & 1 ? variable : -variable;
    };

    Closure result;
    std::vector<int> first;
    for (int cell : puzzle.reveals) {
        if (cell < 0 || cell >= board.cells()) throw std::invalid_argument("closure: revealed cell off the board");
        if (!(result.revealed >> cell & 1)) first.push_back(cell);
        result.revealed |= Mask{1} << cell;
    }
    result.waves.push_back(first);
    for (;;) {
        std::vector<int> assumptions;
        for (std::size_t i = 0; i < clues.size(); ++i) {
            const int carrier = puzzle.clues[i].carrier;
            const bool visible = puzzle.mode == Mode::open || (carrier >= 0 && (result.revealed >> carrier & 1));
            if (visible) assumptions.push_back(literals[i]);
        }
        for (int cell = 0; cell < board.cells(); ++cell) {
            if (result.revealed >> cell & 1) assumptions.push_back(truth(cell));
        }
        std::vector<int> wave;
        for (int cell = 0; cell < board.cells(); ++cell) {
            if (result.revealed >> cell & 1) continue;
            for (int literal : assumptions) solver.assume(literal);
            solver.assume(-truth(cell));
            const int answer = solver.solve();
            if (answer == 20) wave.push_back(cell);
            else if (answer != 10) throw std::logic_error("closure: CaDiCaL stopped without an answer");
        }
        if (wave.empty()) break;
        for (int cell : wave) result.revealed |= Mask{1} << cell;
        result.waves.push_back(wave);
    }
    result.complete = result.revealed == full;
    return result;
}

}  // namespace gridforge::deduce
