#include <stdexcept>

#include "gridforge/deduce/reasoner.hpp"
#include "gridforge/deduce/solve.hpp"

namespace gridforge::deduce {

void check_clues_hold(const DeducePuzzle& puzzle, const std::vector<CompiledClue>& clues) {
    for (std::size_t i = 0; i < clues.size(); ++i) {
        if (!eval(clues[i], puzzle.solution, puzzle.board.full())) {
            throw std::invalid_argument("clue " + std::to_string(i + 1) + " is false on the solution");
        }
    }
    for (int cell : puzzle.reveals) {
        if (cell < 0 || cell >= puzzle.board.cells()) throw std::invalid_argument("a revealed cell is off the board");
    }
}

Closure closure(const DeducePuzzle& puzzle, Reasoner& reasoner) {
    Closure result;
    std::vector<int> first;
    for (int cell : puzzle.reveals) {
        if (!(result.revealed >> cell & 1)) first.push_back(cell);
        result.revealed |= Mask{1} << cell;
    }
    result.rounds.push_back(first);
    for (;;) {
        const Mask forced = reasoner.forced({puzzle.visible_clues(result.revealed), result.revealed});
        if (forced == 0) break;
        std::vector<int> cells;
        for (int cell = 0; cell < puzzle.board.cells(); ++cell) {
            if (forced >> cell & 1) cells.push_back(cell);
        }
        result.revealed |= forced;
        result.rounds.push_back(cells);
    }
    result.complete = result.revealed == puzzle.board.full();
    return result;
}

Closure closure(const DeducePuzzle& puzzle) {
    const std::vector<CompiledClue> clues = puzzle.compiled();
    check_clues_hold(puzzle, clues);
    Reasoner reasoner(puzzle.board, clues, puzzle.solution);
    return closure(puzzle, reasoner);
}

}  // namespace gridforge::deduce
