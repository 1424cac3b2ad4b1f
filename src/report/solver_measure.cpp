#include "gridforge/report/solver_measure.hpp"

#include <cstdint>
#include <stdexcept>

namespace gridforge::report {
namespace {

/// Keeps the optimiser from discarding results of calls it could otherwise prove unused.
volatile std::uint64_t g_sink = 0;

SeriesTiming time_limit(const gridforge::Solver& solver, const PuzzleSet& set, const SeriesPlan& plan,
                        std::int64_t limit) {
    return time_series(plan, [&](std::size_t index) {
        const gridforge::CountResult result = solver.count(set.puzzles[index % set.puzzles.size()], limit);
        g_sink = g_sink + result.nodes + static_cast<std::uint64_t>(result.count);
    });
}

}  // namespace

SolverSetResult measure_solver(const gridforge::Solver& solver, const PuzzleSet& set, const SeriesPlan& plan) {
    if (set.puzzles.empty()) throw std::invalid_argument("measure_solver: set '" + set.name + "' is empty");
    SolverSetResult result;
    result.solver = std::string(solver.name());
    result.set = set.name;
    result.puzzles = set.puzzles.size();

    std::uint64_t nodes = 0;
    std::uint64_t deductions = 0;
    for (const gridforge::Puzzle& puzzle : set.puzzles) {
        if (!solver.supports(puzzle)) {
            throw std::invalid_argument("solver '" + result.solver + "' does not support set '" + set.name + "'");
        }
        const gridforge::CountResult counted = solver.count(puzzle, 2);
        nodes += counted.nodes;
        deductions += counted.deductions;
        if (counted.outcome() == gridforge::Outcome::unique) ++result.unique;
    }
    const double n = static_cast<double>(set.puzzles.size());
    result.mean_nodes = static_cast<double>(nodes) / n;
    result.mean_deductions = static_cast<double>(deductions) / n;

    result.first = time_limit(solver, set, plan, 1);
    result.uniqueness = time_limit(solver, set, plan, 2);
    result.ratio = result.first.median_us > 0.0 ? result.uniqueness.median_us / result.first.median_us : 0.0;
    return result;
}

}  // namespace gridforge::report
