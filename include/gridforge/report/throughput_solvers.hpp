#pragma once
/// \file
/// Solver throughput on one data set: puzzles per second for limit 1 (first solution) and limit 2
/// (uniqueness), with the guesses behind them, in the units of tdoku's benchmark tables.
///
/// A pass counts puzzles[0..n) once, in order, timed as a whole (std::chrono::steady_clock);
/// `runs` passes per limit, alternating limit 1 and limit 2, and the median pass gives the rate.
/// n is the whole set, or the prefix a probe (throughput_probe.hpp) found affordable:
/// the prefix whose limit-2 time fits in budget / (2 × runs), at least one puzzle.
/// Every count is checked against the set's expected answer (limit 1: 1; limit 2: the set's
/// count_limit_2); a mismatch throws std::runtime_error naming solver, set and file line.

#include <cstddef>
#include <optional>
#include <string>

#include "gridforge/solve.hpp"
#include "gridforge/report/throughput_sets.hpp"

namespace gridforge::report {

struct ThroughputPlan {
    int runs = 5;                 ///< timed passes per limit (the median is reported)
    double budget_s = 2.0;        ///< timed work allowed per (solver, set), both limits, all runs
    double deadline_factor = 5.0; ///< the probe is killed after this many pass budgets
};

/// One limit's passes over the same n puzzles.
struct LimitThroughput {
    double puzzles_per_s = 0.0;     ///< n / median pass time
    double us_per_puzzle = 0.0;     ///< median pass time / n, in µs
    double min_us = 0.0;            ///< fastest pass / n
    double max_us = 0.0;            ///< slowest pass / n
    double guesses_per_puzzle = 0.0;  ///< mean CountResult::nodes (deterministic: from the first pass)
    double choices_per_puzzle = 0.0;  ///< mean CountResult::choices, the branch points (tdoku's "guesses")
    double no_guess_share = 0.0;      ///< share of puzzles with nodes == 0
};

struct SolverThroughput {
    std::string solver;
    std::string set;
    std::size_t puzzles = 0;        ///< n, the puzzles each pass counted
    std::size_t set_size = 0;       ///< puzzles in the (replicated) set
    bool counters = true;           ///< false when the solver reports no nodes or deductions
    /// false when it reports guesses but no branch points behind them (sat: its nodes are
    /// CaDiCaL's conflicts)
    bool branch_points = true;
    LimitThroughput first;          ///< limit 1
    LimitThroughput uniqueness;     ///< limit 2
};

/// The outcome for one (solver, set): measured, or why not.
struct SolverThroughputEntry {
    std::optional<SolverThroughput> result;
    std::string skipped_because;    ///< set when result is empty
};

/// Probes, then measures. Never throws for a slow solver (the entry says why it was skipped);
/// throws std::runtime_error for a wrong count.
SolverThroughputEntry measure_throughput(const gridforge::Solver& solver, const ThroughputSet& set,
                                         const ThroughputPlan& plan);

}  // namespace gridforge::report
