#include "gridforge/report/throughput_run.hpp"

#include <fmt/format.h>

#include "gridforge/solve.hpp"

namespace gridforge::report {
namespace {

std::vector<const gridforge::Solver*> chosen_solvers(const std::vector<std::string>& names) {
    if (names.empty()) return gridforge::solvers();
    std::vector<const gridforge::Solver*> chosen;
    for (const std::string& name : names) chosen.push_back(&gridforge::solver_named(name));  // throws on a typo
    return chosen;
}

}  // namespace

ThroughputResults run_throughput(const ThroughputOptions& options, const Environment& environment) {
    ThroughputResults results;
    results.environment = environment;
    results.options = options;
    results.load_before = load_average();
    const std::vector<const gridforge::Solver*> solvers = chosen_solvers(options.solvers);

    for (const ThroughputSetSpec& spec : throughput_set_specs(options.test_data, options.shared_data, options.published)) {
        SetSummary summary{spec, false, 0, false, 0};
        const std::optional<ThroughputSet> set = load_throughput_set(spec, options.replicate_to, options.seed);
        if (!set) {
            fmt::print(stderr, "skipping {}: {} not found\n", spec.name, spec.path);
            results.sets.push_back(summary);
            continue;
        }
        summary.loaded = true;
        summary.file_lines = set->file_lines;
        summary.replicated = set->replicated;
        summary.puzzles = set->puzzles.size();
        results.sets.push_back(summary);
        for (const gridforge::Solver* solver : solvers) {
            fmt::print(stderr, "throughput: {} on {}\n", solver->name(), spec.name);
            SolverSetEntry entry{std::string(solver->name()), spec.name,
                                 measure_throughput(*solver, *set, options.solver_plan)};
            if (!entry.entry.result) fmt::print(stderr, "  skipped: {}\n", entry.entry.skipped_because);
            results.solvers.push_back(std::move(entry));
        }
    }

    // After the solvers: the probes fork, which is only safe while this process has one thread.
    if (options.generation) {
        fmt::print(stderr, "throughput: generation per level (1 and {} threads)\n", options.generation_plan.threads);
        results.generation = measure_generation_throughput(options.generation_plan);
    }
    results.load_after = load_average();
    return results;
}

}  // namespace gridforge::report
