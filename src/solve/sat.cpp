#include "solve/sat.hpp"

#include <vector>

#include "gridforge/deadline.hpp"
#include "sat/sat_solver.hpp"
#include "core/check_limit.hpp"
#include "gridforge/cnf.hpp"

namespace gridforge {
namespace {

/// The grid of the current model: each cell gets the digit whose variable is true.
Grid read_model(const SatSolver& solver, int size) {
    Grid grid(size);
    for (Cell cell = 0; cell < grid.cell_count(); ++cell) {
        for (Digit digit = 1; digit <= size; ++digit) {
            const int variable = cnf_variable(cell, digit, size);
            if (solver.value(variable)) {
                grid.set(cell, digit);
                break;
            }
        }
    }
    return grid;
}

}  // namespace

bool sat_supports(const Puzzle& puzzle) { return cnf_supports(puzzle); }

CountResult count_by_sat(const Puzzle& puzzle, std::int64_t limit) {
    check_limit(limit, "count_by_sat");
    const Cnf cnf = encode_cnf(puzzle);
    const int size = puzzle.geometry().size();
    const Grid& givens = puzzle.givens();

    SatSolver solver;
    solver.add_clauses(cnf.clauses);
    solver.count_conflicts();
    CountResult result;
    std::vector<int> blocking;
    for (;;) {
        check_deadline();  // between solutions: one CaDiCaL solve is not interrupted
        if (solver.solve() == SatSolver::Answer::unsatisfiable) break;
        const Grid solution = read_model(solver, size);
        if (result.count++ == 0) result.solution = solution;
        if (result.count >= limit) break;
        // Block this solution: some cell the givens leave open must hold another digit.
        blocking.clear();
        for (Cell cell = 0; cell < solution.cell_count(); ++cell) {
            if (givens.at(cell) == 0) blocking.push_back(-cnf_variable(cell, solution.at(cell), size));
        }
        if (blocking.empty()) break;  // a full grid of givens has no other solution
        solver.add_clause(blocking);
    }
    result.nodes = solver.conflicts();
    return result;
}

}  // namespace gridforge
