#include "gridforge/report/throughput_solvers.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

#include "gridforge/report/statistics.hpp"
#include "gridforge/report/throughput_probe.hpp"

namespace gridforge::report {
namespace {

using Clock = std::chrono::steady_clock;

struct Pass {
    double seconds = 0.0;
    std::uint64_t nodes = 0;
    std::uint64_t choices = 0;
    std::uint64_t deductions = 0;
    std::size_t without_guess = 0;
};

Pass run_pass(const gridforge::Solver& solver, const ThroughputSet& set, std::size_t n, std::int64_t limit) {
    const std::int64_t expected = limit == 1 ? 1 : set.spec.count_limit_2;
    Pass pass;
    const Clock::time_point start = Clock::now();
    for (std::size_t i = 0; i < n; ++i) {
        const gridforge::CountResult result = solver.count(set.puzzles[i], limit);
        // The check stays inside the timed loop: it is one comparison, and it makes the result live.
        if (result.count != expected) {
            throw std::runtime_error(fmt::format(
                "solver '{}' counted {} (limit {}) on set '{}', puzzle from line {} of {}{}; expected {}",
                solver.name(), result.count, limit, set.spec.name, set.origin_line[i], set.spec.path,
                set.replicated ? " (transformed copy)" : "", expected));
        }
        pass.nodes += result.nodes;
        pass.choices += result.choices;
        pass.deductions += result.deductions;
        if (result.nodes == 0) ++pass.without_guess;
    }
    pass.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return pass;
}

LimitThroughput summarize(const std::vector<Pass>& passes, std::size_t n) {
    std::vector<double> seconds;
    for (const Pass& pass : passes) seconds.push_back(pass.seconds);
    const double count = static_cast<double>(n);
    const double median_s = median(seconds);
    LimitThroughput out;
    out.puzzles_per_s = median_s > 0.0 ? count / median_s : 0.0;
    out.us_per_puzzle = 1e6 * median_s / count;
    out.min_us = 1e6 * *std::min_element(seconds.begin(), seconds.end()) / count;
    out.max_us = 1e6 * *std::max_element(seconds.begin(), seconds.end()) / count;
    out.guesses_per_puzzle = static_cast<double>(passes.front().nodes) / count;
    out.choices_per_puzzle = static_cast<double>(passes.front().choices) / count;
    out.no_guess_share = static_cast<double>(passes.front().without_guess) / count;
    return out;
}

/// The longest prefix whose probed time fits in `pass_budget_s`; at least 1 when the first
/// puzzle was probed at all.
std::size_t affordable_prefix(const ProbeResult& probe, double pass_budget_s) {
    std::size_t n = 0;
    double spent = 0.0;
    for (double seconds : probe.seconds) {
        if (spent + seconds > pass_budget_s) break;
        spent += seconds;
        ++n;
    }
    return std::max<std::size_t>(n, probe.seconds.empty() ? 0 : 1);
}

}  // namespace

SolverThroughputEntry measure_throughput(const gridforge::Solver& solver, const ThroughputSet& set,
                                         const ThroughputPlan& plan) {
    if (plan.runs < 1 || plan.budget_s <= 0.0) throw std::invalid_argument("measure_throughput: bad plan");
    SolverThroughputEntry entry;
    if (set.puzzles.empty()) {
        entry.skipped_because = "empty set";
        return entry;
    }
    if (!solver.supports(set.puzzles.front())) {
        entry.skipped_because = "does not support classic 9×9";
        return entry;
    }
    const double pass_budget_s = plan.budget_s / (2.0 * plan.runs);
    const double deadline_s = plan.deadline_factor * pass_budget_s;
    const ProbeResult probe = probe_solver(solver, set.puzzles, pass_budget_s, deadline_s);
    const std::size_t n = affordable_prefix(probe, pass_budget_s);
    // A single puzzle that alone takes more than the deadline would make the timed passes last
    // minutes: such a pair is reported, not measured.
    if (n == 0) {
        entry.skipped_because = fmt::format("the first puzzle took more than {:.1f} s", deadline_s);
        return entry;
    }

    std::vector<Pass> first, uniqueness;
    for (int run = 0; run < plan.runs; ++run) {
        first.push_back(run_pass(solver, set, n, 1));
        uniqueness.push_back(run_pass(solver, set, n, 2));
    }
    SolverThroughput result;
    result.solver = std::string(solver.name());
    result.set = set.spec.name;
    result.puzzles = n;
    result.set_size = set.puzzles.size();
    result.counters = uniqueness.front().nodes + uniqueness.front().deductions > 0;
    result.branch_points = result.counters && (uniqueness.front().choices > 0 || uniqueness.front().nodes == 0);
    result.first = summarize(first, n);
    result.uniqueness = summarize(uniqueness, n);
    entry.result = result;
    return entry;
}

}  // namespace gridforge::report
