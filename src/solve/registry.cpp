#include <stdexcept>
#include <string>

#include "gridforge/solve.hpp"
#include "solve/backtracking.hpp"
#include "solve/check_limit.hpp"
#include "solve/propagation.hpp"

namespace gridforge {
namespace {

class SequentialSolver final : public Solver {
public:
    std::string_view name() const override { return "sequential"; }
    std::string_view description() const override {
        return "backtracking on the first empty cell in reading order; any rule list";
    }
    bool supports(const Puzzle&) const override { return true; }
    CountResult count(const Puzzle& puzzle, std::int64_t limit) const override {
        check_limit(limit, "sequential count");
        return count_by_backtracking(puzzle, limit, CellOrder::reading);
    }
};

class MrvSolver final : public Solver {
public:
    std::string_view name() const override { return "mrv"; }
    std::string_view description() const override {
        return "backtracking on an empty cell with the fewest candidates; any rule list";
    }
    bool supports(const Puzzle&) const override { return true; }
    CountResult count(const Puzzle& puzzle, std::int64_t limit) const override {
        check_limit(limit, "mrv count");
        return count_by_backtracking(puzzle, limit, CellOrder::fewest_candidates);
    }
};

class PropagationSolver final : public Solver {
public:
    std::string_view name() const override { return "propagation"; }
    std::string_view description() const override {
        return "naked and hidden singles to a fixpoint before each guess, then MRV; any rule list";
    }
    bool supports(const Puzzle&) const override { return true; }
    CountResult count(const Puzzle& puzzle, std::int64_t limit) const override {
        check_limit(limit, "propagation count");
        return count_by_propagation(puzzle, PropagationOptions{limit});
    }
};

}  // namespace

const std::vector<const Solver*>& solvers() {
    static const PropagationSolver propagation;
    static const MrvSolver mrv;
    static const SequentialSolver sequential;
    static const std::vector<const Solver*> registry{&propagation, &mrv, &sequential};
    return registry;
}

const Solver& solver_named(std::string_view name) {
    std::string known;
    for (const Solver* solver : solvers()) {
        if (solver->name() == name) return *solver;
        known += (known.empty() ? "" : ", ") + std::string(solver->name());
    }
    throw std::invalid_argument("unknown strategy '" + std::string(name) + "' (known: " + known + ")");
}

const Solver& fastest_solver_for(const Puzzle& puzzle) {
    for (const Solver* solver : solvers()) {
        if (solver->supports(puzzle)) return *solver;
    }
    throw std::logic_error("no registered solver supports this puzzle");  // propagation supports all
}

CountResult count_solutions(const Puzzle& puzzle, std::int64_t limit) {
    return fastest_solver_for(puzzle).count(puzzle, limit);
}

CountResult count_with_trace(const Puzzle& puzzle, std::int64_t limit, Trace& trace) {
    check_limit(limit, "count_with_trace");
    trace.clear();
    return count_by_propagation(puzzle, PropagationOptions{limit, &trace});
}

}  // namespace gridforge
