// "solvers_per_level" and "generation_per_level" of gridforge report (report.hpp).
#include <fmt/format.h>

#include "gridforge/report/generation_measure.hpp"
#include "gridforge/report/solver_measure.hpp"
#include "gridforge/report/statistics.hpp"
#include "gridforge/solve.hpp"
#include "report_sections.hpp"

namespace gridforge::report {
void measure_search_sections(const ReportOptions& options, const ReportPlan& plan, nlohmann::ordered_json& document) {
    std::vector<LevelGeneration> generations;
    nlohmann::ordered_json generation_json = nlohmann::ordered_json::array();
    for (Level level : {Level::easy, Level::medium, Level::hard, Level::evil}) {
        fmt::print(stderr, "report: generating {} puzzles ({} seeds from {})\n", level_name(level),
                   plan.seeds_per_level, options.seed);
        LevelGeneration generation = run_generation(level, plan.seeds_per_level, plan.generation_attempts, options.seed);
        std::vector<double> ms, attempts;
        nlohmann::ordered_json runs = nlohmann::ordered_json::array();
        for (const GenerationRun& run : generation.runs) {
            runs.push_back({{"seed", run.seed}, {"ok", run.ok}, {"time_ms", run.ms}, {"attempts", run.stats.attempts},
                            {"givens", run.givens}, {"puzzle_nodes", run.nodes}});
            if (!run.ok) continue;
            ms.push_back(run.ms);
            attempts.push_back(static_cast<double>(run.stats.attempts));
        }
        const GenerationSummary summary = summarize(generation);
        generation_json.push_back({{"level", level_name(level)},
                                   {"runs", summary.runs},
                                   {"failures", summary.failures},
                                   {"time_ms", spread_json(ms, "")},
                                   {"attempts", spread_json(attempts, "")},
                                   {"median_count_calls", summary.median_count_calls},
                                   {"median_nodes_in_count_calls", summary.median_nodes},
                                   {"mean_givens", summary.mean_givens},
                                   {"mean_puzzle_nodes", summary.mean_puzzle_nodes},
                                   {"per_seed", runs}});
        generations.push_back(std::move(generation));
    }

    nlohmann::ordered_json solver_json = nlohmann::ordered_json::array();
    for (const Solver* solver : solvers()) {
        for (const LevelGeneration& generation : generations) {
            if (generation.set.puzzles.empty()) continue;
            fmt::print(stderr, "report: timing {} on {}\n", solver->name(), generation.set.name);
            const SolverSetResult result = measure_solver(*solver, generation.set, plan.series);
            solver_json.push_back({{"solver", result.solver},
                                   {"level", result.set},
                                   {"puzzles", result.puzzles},
                                   {"unique", result.unique},
                                   {"mean_nodes", result.mean_nodes},
                                   {"mean_deductions", result.mean_deductions},
                                   {"first_solution", timing_json(result.first)},
                                   {"uniqueness", timing_json(result.uniqueness)},
                                   {"ratio", result.ratio}});
        }
    }
    document["solvers_per_level"] = {
        {"protocol", fmt::format("Per solver and level: mean nodes of count(puzzle, 2) over generate(seed {}..{}, "
                                 "level) puzzles (Symmetry none, {} attempts); time per call = a batch of {} "
                                 "consecutive calls cycling through the set / {}, median [min-max] of {} series, "
                                 "for limit 1 (first solution) and limit 2 (uniqueness)",
                                 options.seed, options.seed + static_cast<std::uint64_t>(plan.seeds_per_level) - 1,
                                 plan.generation_attempts, plan.series.batch, plan.series.batch, plan.series.series)},
        {"results", solver_json}};
    document["generation_per_level"] = {
        {"protocol", "generate({seed, level, Symmetry none}) for each seed, one timed call each (wall time); "
                     "statistics over the successful runs"},
        {"results", generation_json}};
}

}  // namespace gridforge::report
