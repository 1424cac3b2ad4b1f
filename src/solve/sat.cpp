#include "solve/sat.hpp"

#include <cadical.hpp>

#include <stdexcept>
#include <vector>

#include "solve/check_limit.hpp"
#include "solve/sat_answers.hpp"
#include "gridforge/cnf.hpp"

namespace gridforge {
namespace {

/// The grid of the current model: each cell gets the digit whose variable is true.
Grid read_model(CaDiCaL::Solver& solver, int size) {
    Grid grid(size);
    for (Cell cell = 0; cell < grid.cell_count(); ++cell) {
        for (Digit digit = 1; digit <= size; ++digit) {
            const int variable = cnf_variable(cell, digit, size);
            if (solver.val(variable) > 0) {
                grid.set(cell, digit);
                break;
            }
        }
    }
    return grid;
}

/// Counts the clauses CaDiCaL learns, one per conflict (units included), without taking their
/// literals: the only measure of its search that CaDiCaL 1.5 hands to a caller.
class ConflictCounter : public CaDiCaL::Learner {
public:
    bool learning(int /*size*/) override {
        ++conflicts_;
        return false;
    }
    void learn(int /*literal*/) override {}
    [[nodiscard]] std::uint64_t conflicts() const { return conflicts_; }

private:
    std::uint64_t conflicts_ = 0;
};

}  // namespace

bool sat_supports(const Puzzle& puzzle) { return cnf_supports(puzzle); }

CountResult count_by_sat(const Puzzle& puzzle, std::int64_t limit) {
    check_limit(limit, "count_by_sat");
    const Cnf cnf = encode_cnf(puzzle);
    const int size = puzzle.geometry().size();
    const Grid& givens = puzzle.givens();

    CaDiCaL::Solver solver;
    // Without this CaDiCaL prints messages such as "c found falsified original clause" on stdout.
    if (!solver.set("quiet", 1)) throw std::logic_error("count_by_sat: CaDiCaL has no option 'quiet'");
    for (const auto& clause : cnf.clauses) {
        for (int literal : clause) solver.add(literal);
        solver.add(0);
    }

    ConflictCounter conflicts;
    solver.connect_learner(&conflicts);
    CountResult result;
    for (;;) {
        const int answer = solver.solve();
        if (answer == kUnsatisfiable) break;
        if (answer != kSatisfiable) throw std::logic_error("count_by_sat: CaDiCaL stopped without an answer");
        const Grid solution = read_model(solver, size);
        if (result.count++ == 0) result.solution = solution;
        if (result.count >= limit) break;
        // Block this solution: some cell the givens leave open must hold another digit.
        bool open_cell = false;
        for (Cell cell = 0; cell < solution.cell_count(); ++cell) {
            if (givens.at(cell) != 0) continue;
            solver.add(-cnf_variable(cell, solution.at(cell), size));
            open_cell = true;
        }
        if (!open_cell) break;  // a full grid of givens has no other solution
        solver.add(0);
    }
    solver.disconnect_learner();
    result.nodes = conflicts.conflicts();
    return result;
}

}  // namespace gridforge
