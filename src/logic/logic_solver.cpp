// The logic solver: cheapest technique first, restart after every step; the known-solution guard.
#include "gridforge/solve.hpp"
#include "logic/techniques.hpp"

namespace gridforge {

void check_step_against_solution(const Step& step, const Grid& solution, const Geometry& geometry, int step_number) {
    const auto fail = [&](const std::string& what) {
        throw GuardViolation("known-solution guard: " + std::string(technique_name(step.technique)) + " (step " +
                             std::to_string(step_number) + ") " + what + " — \"" + step.text + "\"");
    };
    for (const Candidate& c : step.placements) {
        if (solution.at(c.cell) != c.digit) {
            fail("places " + std::to_string(c.digit) + " at " + geometry.cell_name(c.cell) + " where the solution has " +
                 std::to_string(solution.at(c.cell)));
        }
    }
    for (const Candidate& c : step.eliminations) {
        if (solution.at(c.cell) == c.digit) {
            fail("removes the solution digit " + std::to_string(c.digit) + " from " + geometry.cell_name(c.cell));
        }
    }
}

LogicPath solve_logically(LogicState state, const LogicOptions& options) {
    LogicPath path{{}, LogicOutcome::stuck, state.grid(), std::nullopt};
    const Grid* solution = options.known_solution;
#ifndef NDEBUG
    std::optional<Grid> found;
    if (solution == nullptr) {
        CountResult counted = count_solutions(state.puzzle(), 2);
        if (counted.count == 1 && counted.solution) {
            found = *counted.solution;
            solution = &*found;
        }
    }
#endif
    int hardest = -1;
    while (true) {
        if (state.contradiction()) { path.outcome = LogicOutcome::contradiction; break; }
        if (state.solved()) { path.outcome = LogicOutcome::solved; break; }
        if (static_cast<int>(path.steps.size()) >= options.max_steps) break;
        std::optional<Step> step = next_step(state, options.max_difficulty);
        if (!step) break;
        if (solution != nullptr) {
            check_step_against_solution(*step, *solution, state.geometry(), static_cast<int>(path.steps.size()) + 1);
        }
        state.apply(*step);
        const int difficulty = technique(step->technique).difficulty;
        if (difficulty > hardest) {
            hardest = difficulty;
            path.hardest = step->technique;
        }
        path.steps.push_back(std::move(*step));
    }
    path.grid = state.grid();
    return path;
}

LogicPath solve_logically(const Puzzle& puzzle, const LogicOptions& options) {
    return solve_logically(LogicState(puzzle), options);
}

}  // namespace gridforge
