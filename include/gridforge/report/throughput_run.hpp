#pragma once
/// \file
/// The throughput runner (`bench_search --throughput`): every data set × every chosen solver,
/// then generation per level; the results, ready for bench/throughput_report.hpp or gridforge report.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "gridforge/report/environment.hpp"
#include "gridforge/report/throughput_generation.hpp"
#include "gridforge/report/throughput_sets.hpp"
#include "gridforge/report/throughput_solvers.hpp"

namespace gridforge::report {

struct ThroughputOptions {
    std::string test_data;                 ///< folder of top95 and magictour_top1465
    std::string shared_data;               ///< folder of the large tdoku sets (may be absent)
    std::vector<std::string> solvers;      ///< registry names to run; empty: all
    std::size_t replicate_to = 20000;      ///< sets with fewer lines are replicated to this many
    std::uint64_t seed = 2026;             ///< replication transforms and set order
    ThroughputPlan solver_plan;
    GenerationPlan generation_plan;        ///< its threads: the all-cores batch
    PublishedFigures published;            ///< tdoku's figures per set (published.hpp)
    bool generation = true;                ///< false: the solvers only, no generation per level
};

/// What a set turned into, for the report.
struct SetSummary {
    ThroughputSetSpec spec;
    bool loaded = false;                   ///< false: the file is absent (skipped)
    std::size_t file_lines = 0;
    bool replicated = false;
    std::size_t puzzles = 0;               ///< after replication
};

struct SolverSetEntry {
    std::string solver;
    std::string set;
    SolverThroughputEntry entry;
};

struct ThroughputResults {
    Environment environment;
    ThroughputOptions options;
    std::vector<SetSummary> sets;
    std::vector<SolverSetEntry> solvers;
    std::vector<LevelThroughput> generation;
    std::string load_before;               ///< /proc/loadavg's 1, 5, 15 minute averages at the start
    std::string load_after;                ///< and at the end: other work on the machine skews rates
};

/// Runs everything, printing progress to stderr. Throws std::invalid_argument for an unknown
/// solver name, std::runtime_error for a wrong count or an unreadable file.
ThroughputResults run_throughput(const ThroughputOptions& options, const Environment& environment);

}  // namespace gridforge::report
