#pragma once
/// \file
/// The measurements of `gridforge report` (docs/report.md): one JSON document, regenerated from
/// scratch on every run, holding every number its charts show, with units in the key names
/// (_us microseconds, _ms milliseconds, _per_s per second) and in its "units" object.
///
/// Sections (docs/report.md gives the schema key by key):
///  - "solvers_per_level": per registered solver and search level, on generate(seed, level) puzzles:
///    mean nodes of count(puzzle, 2) and the time per call for limit 1 and limit 2 (medians of
///    timed series, series_timer.hpp) and their ratio;
///  - "generation_per_level": those generate() calls, each timed once: time and attempts
///    (median, quartiles, min, max);
///  - "mcm": N generated puzzles of any level rated with singles and the oracle, per band, beside
///    the published bands (published.hpp); the same puzzles' clue counts against their search nodes
///    ("clues_vs_nodes", Spearman and Pearson);
///  - "ratings": rate_se's ER and rate_hodoku's score against the published values of reference
///    files (rated_puzzles.hpp);
///  - "throughput": the throughput runner (throughput_run.hpp, solvers only) beside tdoku's figures.
/// Counters are deterministic for a seed; times depend on the machine and its load, recorded
/// before and after.

#include <cstddef>
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "gridforge/report/environment.hpp"
#include "gridforge/report/series_timer.hpp"
#include "gridforge/report/throughput_solvers.hpp"

namespace gridforge::report {

/// The sizes of a run; report_plan() gives the full and the quick one.
struct ReportPlan {
    int seeds_per_level = 24;             ///< generate(seed .. seed + n - 1, level) per search level
    int generation_attempts = 120;        ///< GenerateOptions::attempts of those calls
    SeriesPlan series{5, 20};             ///< timed series per solver, level and limit
    int mcm_puzzles = 1100;               ///< generated puzzles of any level for the bands
    std::size_t se_reference_limit = 0;   ///< puzzles of tests/data/rated's reference (0: all)
    std::size_t shared_rated_limit = 300; ///< puzzles of each ../shared/data/rated file used
    ThroughputPlan throughput{5, 0.5, 5.0};
    std::size_t replicate_to = 20000;     ///< throughput sets shorter than this are replicated
};

/// The full plan, or the quick one of the test (`--quick`: a few seconds).
ReportPlan report_plan(bool quick);

struct ReportOptions {
    bool quick = false;
    std::string test_data;          ///< folder of top95.txt, tdoku_magictour_top1465.txt, rated/
    std::string shared_data;        ///< folder of the large sets; absent files are skipped, saying so
    std::string published_figures;  ///< share/gridforge/published_figures.json
    std::uint64_t seed = 1;         ///< first seed of every generated set
};

/// Measures everything (progress on stderr) and returns the document. Throws std::runtime_error
/// naming the file when the published figures or a present data file cannot be read.
nlohmann::ordered_json measure_report(const ReportOptions& options, const Environment& environment);

}  // namespace gridforge::report
