// "throughput" of gridforge report (report.hpp): the throughput runner's solver passes on tdoku's
// data sets, beside tdoku's published figures.

#include <fmt/format.h>

#include "gridforge/report/throughput_run.hpp"
#include "report_sections.hpp"

namespace gridforge::report {

nlohmann::ordered_json measure_throughput_section(const ReportOptions& options, const ReportPlan& plan,
                                                  const PublishedFigures& published) {
    ThroughputOptions throughput;
    throughput.test_data = options.test_data;
    throughput.shared_data = options.shared_data;
    throughput.replicate_to = plan.replicate_to;
    throughput.solver_plan = plan.throughput;
    throughput.published = published;
    throughput.generation = false;  // generation cost has its own section
    const ThroughputResults results = run_throughput(throughput, Environment{});

    nlohmann::ordered_json sets = nlohmann::ordered_json::array();
    for (const SetSummary& set : results.sets) {
        nlohmann::ordered_json solvers = nlohmann::ordered_json::array();
        for (const SolverSetEntry& entry : results.solvers) {
            if (entry.set != set.spec.name) continue;
            if (!entry.entry.result) {
                solvers.push_back({{"solver", entry.solver}, {"skipped_because", entry.entry.skipped_because}});
                continue;
            }
            const SolverThroughput& r = *entry.entry.result;
            solvers.push_back({{"solver", entry.solver},
                               {"puzzles_run", r.puzzles},
                               {"first_solution_per_s", r.first.puzzles_per_s},
                               {"uniqueness_per_s", r.uniqueness.puzzles_per_s},
                               {"uniqueness_us_per_puzzle", r.uniqueness.us_per_puzzle},
                               {"branch_points_per_puzzle",
                                r.branch_points ? nlohmann::ordered_json(r.uniqueness.choices_per_puzzle) : nullptr}});
        }
        sets.push_back({{"set", set.spec.name},
                        {"loaded", set.loaded},
                        {"file_puzzles", set.file_lines},
                        {"replicated", set.replicated},
                        {"puzzles", set.puzzles},
                        {"tdoku_per_s", set.spec.tdoku_target_per_s},
                        {"tdoku_guesses_per_puzzle",
                         set.spec.tdoku_guesses ? nlohmann::ordered_json(*set.spec.tdoku_guesses) : nullptr},
                        {"solvers", solvers}});
    }
    return {{"protocol", fmt::format("Per solver and set: passes over the first n puzzles (n: the set, or the "
                                     "prefix that fits {} s of work), {} passes per limit alternating limit 1 and "
                                     "limit 2, one thread; puzzles/s = n / median pass time; sets shorter than {} "
                                     "replicated under random transforms (seed 2026)",
                                     plan.throughput.budget_s, plan.throughput.runs, plan.replicate_to)},
            {"tdoku_rate_source", published.tdoku_rate_source},
            {"tdoku_guesses_source", published.tdoku_guesses_source},
            {"sets", sets}};
}

}  // namespace gridforge::report
