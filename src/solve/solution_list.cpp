#include <stdexcept>

#include "gridforge/solve.hpp"

namespace gridforge {

std::vector<Grid> list_solutions(const Puzzle& puzzle, std::int64_t limit) {
    if (limit < 1) throw std::invalid_argument("list_solutions: limit must be at least 1");
    // The propagation search's trace, replayed from the givens, passes through every solution it
    // found: each `solved` mark stands on one. No second search is needed.
    Trace trace;
    const CountResult counted = count_with_trace(puzzle, limit, trace);
    std::vector<Grid> solutions;
    solutions.reserve(static_cast<std::size_t>(counted.count));
    Grid grid = puzzle.givens();
    for (const TraceEvent& event : trace) {
        apply(event, grid);
        if (event.action == TraceEvent::Action::solved) solutions.push_back(grid);
    }
    return solutions;
}

}  // namespace gridforge
