#include <cstddef>

#include "gridforge/rate.hpp"
#include "report_common.hpp"
#include "results.hpp"

namespace bench {
namespace {

nlohmann::ordered_json stats_json(const gridforge::GenerationStats& stats) {
    return {{"attempts", stats.attempts},           {"winning_attempt", stats.winning_attempt},
            {"full_grids", stats.full_grids},       {"count_calls", stats.count_calls},
            {"nodes", stats.nodes},                 {"deductions", stats.deductions},
            {"removals_kept", stats.removals_kept}};
}

nlohmann::ordered_json generation_json(const LevelGeneration& generation) {
    const GenerationSummary summary = summarize(generation);
    nlohmann::ordered_json runs = nlohmann::ordered_json::array();
    for (const GenerationRun& run : generation.runs) {
        runs.push_back({{"seed", run.seed}, {"ok", run.ok}, {"ms", run.ms}, {"givens", run.givens},
                        {"puzzle_nodes", run.nodes}, {"stats", stats_json(run.stats)}});
    }
    return {{"level", gridforge::level_name(generation.level)},
            {"runs", summary.runs},
            {"failures", summary.failures},
            {"median_ms", summary.median_ms},
            {"min_ms", summary.min_ms},
            {"max_ms", summary.max_ms},
            {"median_stats",
             {{"attempts", summary.median_attempts},
              {"full_grids", summary.median_full_grids},
              {"count_calls", summary.median_count_calls},
              {"nodes", summary.median_nodes},
              {"deductions", summary.median_deductions},
              {"removals_kept", summary.median_removals_kept}}},
            {"mean_givens", summary.mean_givens},
            {"mean_puzzle_nodes", summary.mean_puzzle_nodes},
            {"per_seed", runs}};
}

nlohmann::ordered_json calibration_json(const Calibration& calibration, int window) {
    nlohmann::ordered_json histogram = nlohmann::ordered_json::array();
    for (const auto& [nodes, attempts] : calibration.histogram) {
        histogram.push_back({{"nodes", nodes},
                             {"level", gridforge::level_name(gridforge::level_for_nodes(nodes))},
                             {"attempts", attempts}});
    }
    nlohmann::ordered_json levels = nlohmann::ordered_json::array();
    const double n = static_cast<double>(calibration.attempts);
    for (gridforge::Level level : kLevels) {
        const std::size_t i = static_cast<std::size_t>(level);
        const double p = calibration.uncapped_level[i] / n;
        const double q = calibration.capped_hits[i] / n;
        levels.push_back({{"level", gridforge::level_name(level)},
                          {"uncapped_attempts", calibration.uncapped_level[i]},
                          {"uncapped_share", p},
                          {"uncapped_miss_probability", miss_probability(p, window)},
                          {"capped_hits", calibration.capped_hits[i]},
                          {"capped_hit_rate", q},
                          {"capped_miss_probability", miss_probability(q, window)},
                          {"capped_outcome",
                           {{"easy", calibration.capped_outcome[i][0]},
                            {"medium", calibration.capped_outcome[i][1]},
                            {"hard", calibration.capped_outcome[i][2]},
                            {"evil", calibration.capped_outcome[i][3]}}}});
    }
    return {{"attempts", calibration.attempts},
            {"base_seed", calibration.base_seed},
            {"seeds", "derive_seed(base_seed, k), k = 0..attempts-1"},
            {"window_attempts", window},
            {"thresholds",
             {{"medium_from", gridforge::kLevelThresholds.medium_from},
              {"hard_from", gridforge::kLevelThresholds.hard_from},
              {"evil_from", gridforge::kLevelThresholds.evil_from}}},
            {"mean_givens", calibration.mean_givens},
            {"ms_per_attempt", calibration.ms_per_attempt},
            {"histogram", histogram},
            {"levels", levels}};
}

}  // namespace

nlohmann::ordered_json to_json(const BenchResults& results) {
    const Environment& env = results.environment;
    nlohmann::ordered_json out;
    out["environment"] = {{"cpu_model", env.cpu_model}, {"cores", env.cores},
                          {"machine", env.machine},     {"compiler", env.compiler},
                          {"build_type", env.build_type}, {"assertions", env.assertions},
                          {"date_utc", env.date_utc},   {"command", env.command}};
    out["protocol"] = {{"series", results.plan.series},
                       {"batch", results.plan.batch},
                       {"statistic", "median of the series; time per call = batch time / batch"},
                       {"counters", "count(puzzle, 2), mean per puzzle"},
                       {"seeds_per_level", results.seeds_per_level},
                       {"generation_attempts", results.generation_attempts},
                       {"skipped_solvers", results.skipped_solvers}};
    nlohmann::ordered_json sets = nlohmann::ordered_json::array();
    for (const SetInfo& set : results.sets) {
        sets.push_back({{"name", set.name}, {"source", set.source}, {"puzzles", set.puzzles}});
    }
    out["sets"] = sets;
    nlohmann::ordered_json solver_rows = nlohmann::ordered_json::array();
    for (const SolverSetResult& row : results.solvers) {
        solver_rows.push_back({{"solver", row.solver},
                               {"set", row.set},
                               {"puzzles", row.puzzles},
                               {"unique", row.unique},
                               {"mean_nodes", row.mean_nodes},
                               {"mean_deductions", row.mean_deductions},
                               {"first_solution", timing_json(row.first)},
                               {"uniqueness", timing_json(row.uniqueness)},
                               {"ratio_uniqueness_over_first", row.ratio}});
    }
    out["solvers"] = solver_rows;
    nlohmann::ordered_json generation = nlohmann::ordered_json::array();
    for (const LevelGeneration& level : results.generation) generation.push_back(generation_json(level));
    out["generation"] = generation;
    out["calibration"] = results.calibration ? calibration_json(*results.calibration, results.generation_attempts)
                                             : nlohmann::ordered_json(nullptr);
    return out;
}

}  // namespace bench
