#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "gridforge/rate.hpp"
#include "report_common.hpp"
#include "results.hpp"

namespace bench {
namespace {

/// Three significant figures or so, without exponent notation.
std::string number(double value) {
    if (value >= 100.0) return fmt::format("{:.0f}", value);
    if (value >= 10.0) return fmt::format("{:.1f}", value);
    return fmt::format("{:.2f}", value);
}

std::string timing_cell(const SeriesTiming& timing) {
    return fmt::format("{} [{}–{}]", number(timing.median_us), number(timing.min_us), number(timing.max_us));
}

/// A probability that may be tiny: percent down to 0.1 %, then scientific.
std::string probability(double p) {
    if (p == 0.0) return "0";
    if (p >= 0.001) return percent(p);
    return fmt::format("{:.1e}", p);
}

void header(std::string& out, const BenchResults& results) {
    const Environment& env = results.environment;
    fmt::format_to(std::back_inserter(out), "# Search benchmark: gridforge\n\n");
    fmt::format_to(std::back_inserter(out), "- machine: {} ({} hardware threads) — `{}`\n", env.cpu_model, env.cores,
                   env.machine);
    fmt::format_to(std::back_inserter(out), "- compiler: {}\n", env.compiler);
    fmt::format_to(std::back_inserter(out), "- build type: {} (assertions {})\n", env.build_type,
                   env.assertions ? "on" : "off");
    fmt::format_to(std::back_inserter(out), "- date: {}\n", env.date_utc);
    fmt::format_to(std::back_inserter(out), "- command: `{}`\n", env.command);
    fmt::format_to(std::back_inserter(out),
                   "- protocol: counters are the mean per puzzle of count(puzzle, 2); time per call = time of a "
                   "batch of {} consecutive calls cycling through the set / {}, median [min–max] of {} series; "
                   "generated sets: generate(seed 1..{}, level), Symmetry none, {} attempts\n",
                   results.plan.batch, results.plan.batch, results.plan.series, results.seeds_per_level,
                   results.generation_attempts);
    if (!results.skipped_solvers.empty()) {
        std::string names;
        for (const std::string& name : results.skipped_solvers) names += (names.empty() ? "" : ", ") + name;
        fmt::format_to(std::back_inserter(out), "- skipped solvers: {}\n", names);
    }
    out += "\n";
}

void solver_table(std::string& out, const BenchResults& results) {
    out += "## Solvers × sets\n\n";
    out += "| solver | set | puzzles | unique | nodes/puzzle | deductions/puzzle | µs/call first solution "
           "| µs/call uniqueness | uniqueness / first |\n";
    out += "|---|---|--:|--:|--:|--:|--:|--:|--:|\n";
    for (const SolverSetResult& row : results.solvers) {
        fmt::format_to(std::back_inserter(out), "| {} | {} | {} | {} | {} | {} | {} | {} | {:.2f} |\n", row.solver,
                       row.set, row.puzzles, row.unique, number(row.mean_nodes), number(row.mean_deductions),
                       timing_cell(row.first), timing_cell(row.uniqueness), row.ratio);
    }
    out += "\n";
}

void generation_table(std::string& out, const BenchResults& results) {
    fmt::format_to(std::back_inserter(out),
                   "## Generation per level (seeds 1..{}, one timed call each; medians of GenerationStats)\n\n",
                   results.seeds_per_level);
    out += "| level | runs | failed | ms median [min–max] | attempts | full grids | count calls | nodes "
           "| deductions | removals kept | givens (mean) | puzzle nodes (mean) |\n";
    out += "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n";
    for (const LevelGeneration& generation : results.generation) {
        const GenerationSummary s = summarize(generation);
        fmt::format_to(std::back_inserter(out), "| {} | {} | {} | {} [{}–{}] | {} | {} | {} | {} | {} | {} | {} | {} |\n",
                       gridforge::level_name(generation.level), s.runs, s.failures, number(s.median_ms),
                       number(s.min_ms), number(s.max_ms), s.median_attempts, s.median_full_grids,
                       s.median_count_calls, s.median_nodes, s.median_deductions, s.median_removals_kept,
                       number(s.mean_givens), number(s.mean_puzzle_nodes));
    }
    out += "\n";
}

/// Histogram rows: single node counts up to a little past the evil threshold, then wider ranges.
std::vector<std::pair<std::uint64_t, std::uint64_t>> histogram_bins(std::uint64_t largest) {
    std::vector<std::pair<std::uint64_t, std::uint64_t>> bins;
    const std::uint64_t singles_to = gridforge::kLevelThresholds.evil_from + 3;
    for (std::uint64_t v = 0; v <= singles_to; ++v) bins.emplace_back(v, v);
    std::uint64_t low = singles_to + 1;
    std::uint64_t width = 4;
    while (low <= largest) {
        bins.emplace_back(low, low + width - 1);
        low += width;
        width *= 2;
    }
    return bins;
}

void calibration_tables(std::string& out, const BenchResults& results) {
    const Calibration& c = *results.calibration;
    const auto& t = gridforge::kLevelThresholds;
    fmt::format_to(std::back_inserter(out),
                   "## Level calibration ({} uncapped attempts, seeds derive_seed({}, k), k = 0..{})\n\n"
                   "Thresholds: easy 0, medium {}–{}, hard {}–{}, evil ≥ {} propagation nodes (count with limit 2). "
                   "Mean givens of the uncapped minimal puzzles: {}; {} ms per uncapped attempt.\n\n",
                   c.attempts, c.base_seed, c.attempts - 1, t.medium_from, t.hard_from - 1, t.hard_from,
                   t.evil_from - 1, t.evil_from, number(c.mean_givens), number(c.ms_per_attempt));

    out += "| nodes | level | attempts | share |\n|--:|---|--:|--:|\n";
    const std::uint64_t largest = c.histogram.empty() ? 0 : c.histogram.rbegin()->first;
    const double n = static_cast<double>(c.attempts);
    for (const auto& [low, high] : histogram_bins(largest)) {
        int attempts = 0;
        for (auto it = c.histogram.lower_bound(low); it != c.histogram.end() && it->first <= high; ++it) {
            attempts += it->second;
        }
        const std::string range = low == high ? std::to_string(low) : fmt::format("{}–{}", low, high);
        const std::string level(gridforge::level_name(gridforge::level_for_nodes(low)));
        fmt::format_to(std::back_inserter(out), "| {} | {} | {} | {} |\n", range, level, attempts,
                       percent(attempts / n));
    }
    out += "\n";

    const int window = results.generation_attempts;
    fmt::format_to(std::back_inserter(out),
                   "| level | uncapped share p | P(none in {} uncapped attempts) = (1−p)^{} "
                   "| capped hit rate q | (1−q)^{} | capped outcome easy / medium / hard / evil |\n"
                   "|---|--:|--:|--:|--:|--:|\n",
                   window, window, window);
    for (gridforge::Level level : kLevels) {
        const std::size_t i = static_cast<std::size_t>(level);
        const double p = c.uncapped_level[i] / n;
        const double q = c.capped_hits[i] / n;
        const auto& outcome = c.capped_outcome[i];
        fmt::format_to(std::back_inserter(out), "| {} | {} ({}) | {} | {} ({}) | {} | {} / {} / {} / {} |\n",
                       gridforge::level_name(level), percent(p), c.uncapped_level[i],
                       probability(miss_probability(p, window)), percent(q), c.capped_hits[i],
                       probability(miss_probability(q, window)), outcome[0], outcome[1], outcome[2], outcome[3]);
    }
    out += "\nCapped: the same seeds dug with the level cap (a removal is kept only while the level does not "
           "exceed the target); the cap at evil is no cap. An attempt capped at a level can end below it.\n\n";
}

}  // namespace

std::string to_markdown(const BenchResults& results) {
    std::string out;
    header(out, results);
    solver_table(out, results);
    generation_table(out, results);
    if (results.calibration) calibration_tables(out, results);
    return out;
}

}  // namespace bench
