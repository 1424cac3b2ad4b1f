// solve, count, rate, explain and trace of a Sudoku puzzle.

#include "api/operations.hpp"
#include "api/puzzle_input.hpp"

namespace gridforge::api {
namespace {

/// Traces hold every placement and undo; a thousand solutions is already more than a slider shows.
constexpr std::int64_t kLargestTraceLimit = 1000;
constexpr std::int64_t kMostTraceEvents = 10'000'000;

/// The solver of request key "strategy": default_solver_for the puzzle when empty.
const Solver& chosen_solver(const Request& request, const Puzzle& puzzle) {
    const std::string strategy = request.text("strategy", "");
    try {
        const Solver& solver = strategy.empty() ? default_solver_for(puzzle) : solver_named(strategy);
        if (!solver.supports(puzzle)) {
            refuse("strategy", "solver " + strategy + " does not serve this puzzle's rules (count --strategy list says which it serves)");
        }
        return solver;
    } catch (const std::invalid_argument& error) {
        refuse("strategy", error.what());
    }
}

}  // namespace

nlohmann::json op_solve(const Request& request) {
    request.allow({"puzzle", "digits", "strategy"});
    const PuzzleRecord record = read_sudoku_puzzle(request);
    const Solver& solver = chosen_solver(request, record.puzzle);
    return solve_json(record, solver, solver.count(record.puzzle, 2));
}

nlohmann::json op_validate(const Request& request) {
    request.allow({"puzzle", "digits"});
    return validate_json(read_sudoku_puzzle(request));
}

nlohmann::json op_count(const Request& request) {
    request.allow({"puzzle", "digits", "limit", "strategy"});
    const PuzzleRecord record = read_sudoku_puzzle(request);
    const std::int64_t limit = request.integer("limit", 2, 1, kLargestCountLimit);
    const Solver& solver = chosen_solver(request, record.puzzle);
    return count_json(record, solver, solver.count(record.puzzle, limit), limit);
}

nlohmann::json op_rate(const Request& request) {
    request.allow({"puzzle", "digits"});
    const PuzzleRecord record = read_sudoku_puzzle(request);
    return rate_json(record, rate_all(record.puzzle));
}

nlohmann::json op_explain(const Request& request) {
    request.allow({"puzzle", "digits"});
    const PuzzleRecord record = read_sudoku_puzzle(request);
    return explain_json(record, explain(record.puzzle));
}

nlohmann::json op_trace(const Request& request) {
    request.allow({"puzzle", "digits", "limit", "max_events"});
    const PuzzleRecord record = read_sudoku_puzzle(request);
    const std::int64_t limit = request.integer("limit", 2, 1, kLargestTraceLimit);
    const std::int64_t max_events = request.integer("max_events", 100'000, 1, kMostTraceEvents);
    Trace trace;
    const CountResult result = count_with_trace(record.puzzle, limit, trace);
    return trace_json(record, result, trace, static_cast<std::size_t>(max_events));
}

}  // namespace gridforge::api
