#include "throughput_report.hpp"

#include <iterator>
#include <optional>

#include <fmt/format.h>

#include "gridforge/rate.hpp"
#include "report_common.hpp"

namespace bench {
namespace {

/// Issue 3's generation targets: any level, and each exact level (puzzles/s).
constexpr double kAnyLevelTarget = 2700.0;
constexpr double kExactLevelTarget = 100.0;
/// A level rarer than this share of attempts is reported with its rarity (issue 3).
constexpr double kRareShare = 1.0 / 50.0;

/// A whole number with thousands separators: 57,000.
std::string grouped(double value) {
    std::string digits = fmt::format("{:.0f}", value);
    std::string out;
    const std::size_t lead = digits.size() % 3 == 0 ? 3 : digits.size() % 3;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i != 0 && i >= lead && (i - lead) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

/// Three significant figures or so, without exponent notation.
std::string grouped_number(double value) {
    if (value >= 100.0) return grouped(value);
    if (value >= 10.0) return fmt::format("{:.1f}", value);
    return fmt::format("{:.2f}", value);
}

std::string level_label(const std::optional<gridforge::Level>& level) {
    return level ? std::string(gridforge::level_name(*level)) : "any";
}

void header(std::string& out, const ThroughputResults& results) {
    const Environment& env = results.environment;
    const ThroughputOptions& o = results.options;
    auto put = std::back_inserter(out);
    fmt::format_to(put, "# Throughput benchmark: gridforge\n\n");
    fmt::format_to(put, "- machine: {} ({} hardware threads) — `{}`\n", env.cpu_model, env.cores, env.machine);
    fmt::format_to(put, "- compiler: {}\n", env.compiler);
    fmt::format_to(put, "- build type: {} (assertions {})\n", env.build_type, env.assertions ? "on" : "off");
    fmt::format_to(put, "- date: {}\n", env.date_utc);
    fmt::format_to(put, "- command: `{}`\n", env.command);
    fmt::format_to(put, "- load average (1, 5, 15 min) before / after the run: {} / {} (other work on the "
                        "machine lowers every rate, and the speed-up of the threaded batch most)\n",
                   results.load_before, results.load_after);
    fmt::format_to(put,
                   "- protocol: a pass counts the first n puzzles of a set once, in order, timed as a whole; "
                   "{} passes per limit, alternating limit 1 (first solution) and limit 2 (uniqueness); "
                   "puzzles/s = n / median pass time, µs/puzzle = median pass time / n [fastest–slowest pass]. "
                   "n is the whole set or, for a slow solver, the prefix that a probe (a child process, killed "
                   "at a deadline) found to fit in {:.2f} s per pass. Digits tried = CountResult::nodes, branch points = "
                   "CountResult::choices; "
                   "\"no guess\" = share of puzzles with nodes = 0. Every count is checked against the "
                   "set's expected answer. One thread.\n",
                   o.solver_plan.runs, o.solver_plan.budget_s / (2.0 * o.solver_plan.runs));
    fmt::format_to(put,
                   "- replication: a set of fewer than {} lines is copied, in rounds of the whole file in a "
                   "fresh shuffled order, each copy under its own random digit relabelling, row swaps "
                   "within bands, band swaps, column swaps within stacks, stack swaps and transposition "
                   "(gridforge/transform.hpp), up to {} puzzles; larger sets are only shuffled. Seed {}.\n\n",
                   o.replicate_to, o.replicate_to, o.seed);
}

void set_table(std::string& out, const ThroughputResults& results) {
    auto put = std::back_inserter(out);
    out += "## Data sets\n\n| set | file lines | puzzles in the run | count(·, 2) of every puzzle | file |\n"
           "|---|--:|--:|--:|---|\n";
    for (const SetSummary& set : results.sets) {
        if (!set.loaded) {
            fmt::format_to(put, "| {} | — | skipped: file not found | — | `{}` |\n", set.spec.name, set.spec.path);
            continue;
        }
        fmt::format_to(put, "| {} | {} | {}{} | {} | `{}` |\n", set.spec.name, grouped(double(set.file_lines)),
                       grouped(double(set.puzzles)), set.replicated ? " (replicated)" : "", set.spec.count_limit_2,
                       set.spec.path);
    }
    out += "\n";
}

/// Per set: the solver with the highest limit-2 rate.
void target_table(std::string& out, const ThroughputResults& results) {
    auto put = std::back_inserter(out);
    out += "## Against the tdoku targets (count to 2, one thread)\n\n"
           "| set | tdoku target puzzles/s | our fastest solver | puzzles/s | ours / target | µs/puzzle "
           "| digits tried/puzzle | branch points/puzzle | tdoku's branch points/puzzle | no guess | puzzles run |\n"
           "|---|--:|---|--:|--:|--:|--:|--:|--:|--:|--:|\n";
    for (const SetSummary& set : results.sets) {
        const SolverThroughput* best = nullptr;
        for (const SolverSetEntry& row : results.solvers) {
            if (row.set != set.spec.name || !row.entry.result) continue;
            const SolverThroughput& r = *row.entry.result;
            if (!best || r.uniqueness.puzzles_per_s > best->uniqueness.puzzles_per_s) best = &r;
        }
        if (!best) {
            fmt::format_to(put, "| {} | {} | — | not run | | | | | | | |\n", set.spec.name,
                           grouped(set.spec.tdoku_target_per_s));
            continue;
        }
        const LimitThroughput& u = best->uniqueness;
        fmt::format_to(put, "| {} | {} | {} | {} | {:.2f} | {} | {} | {} | {} | {} | {} |\n", set.spec.name,
                       grouped(set.spec.tdoku_target_per_s), best->solver, grouped(u.puzzles_per_s),
                       u.puzzles_per_s / set.spec.tdoku_target_per_s, grouped_number(u.us_per_puzzle),
                       best->counters ? grouped_number(u.guesses_per_puzzle) : "—",
                       best->branch_points ? grouped_number(u.choices_per_puzzle) : "—",
                       set.spec.tdoku_guesses ? grouped_number(*set.spec.tdoku_guesses) : "—",
                       best->counters ? percent(u.no_guess_share) : "—", grouped(double(best->puzzles)));
    }
    out += "\nDigits tried = CountResult::nodes; branch points = CountResult::choices, the cells (dlx: "
           "exact-cover columns) where the search chose among two or more options, which tdoku's tables "
           "call guesses. tdoku's column: its published table (github.com/t-dillon/tdoku, "
           "benchmarks/results_GCE-c2-standard-4, clang-11 -O3 native), over the whole set with every "
           "puzzle randomly permuted. Branch points do not depend on the machine, but they do on the "
           "puzzles' orientation and on the prefix run: only sets under the replication size are "
           "transformed here.\n\n";
}

std::string limit_cells(const LimitThroughput& limit, bool counters, bool branch_points) {
    return fmt::format("{} | {} [{}–{}] | {} | {} | {}", grouped(limit.puzzles_per_s),
                       grouped_number(limit.us_per_puzzle), grouped_number(limit.min_us), grouped_number(limit.max_us),
                       counters ? grouped_number(limit.guesses_per_puzzle) : "—",
                       branch_points ? grouped_number(limit.choices_per_puzzle) : "—",
                       counters ? percent(limit.no_guess_share) : "—");
}

void solver_table(std::string& out, const ThroughputResults& results) {
    auto put = std::back_inserter(out);
    out += "## Solvers × sets\n\n"
           "| set | solver | puzzles run | limit 1 puzzles/s | µs/puzzle | digits tried/puzzle | branch points/puzzle "
           "| no guess | limit 2 puzzles/s | µs/puzzle | digits tried/puzzle | branch points/puzzle | no guess |\n"
           "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n";
    std::string skipped;
    bool dashes = false;
    for (const SolverSetEntry& row : results.solvers) {
        if (!row.entry.result) {
            fmt::format_to(std::back_inserter(skipped), "- {} on {}: {}\n", row.solver, row.set,
                           row.entry.skipped_because);
            continue;
        }
        const SolverThroughput& r = *row.entry.result;
        const std::string run = r.puzzles == r.set_size ? grouped(double(r.puzzles))
                                                        : fmt::format("{} of {}", grouped(double(r.puzzles)),
                                                                      grouped(double(r.set_size)));
        fmt::format_to(put, "| {} | {} | {} | {} | {} |\n", r.set, r.solver, run,
                       limit_cells(r.first, r.counters, r.branch_points),
                       limit_cells(r.uniqueness, r.counters, r.branch_points));
        dashes = dashes || !r.branch_points;
    }
    out += "\n";
    if (dashes) out += "— : not reported (sat: its digits-tried column is CaDiCaL's conflicts; its decisions are not counted).\n\n";
    if (!skipped.empty()) out += "Not measured:\n\n" + skipped + "\n";
}

void generation_table(std::string& out, const ThroughputResults& results) {
    auto put = std::back_inserter(out);
    const GenerationPlan& plan = results.options.generation_plan;
    fmt::format_to(put,
                   "## Generation per level\n\n"
                   "generate_batch_items(seed {}.., count, threads): 9×9, Symmetry none, default attempts per "
                   "puzzle; the batch is sized from a probe to take about {:.1f} s on one thread, then timed once "
                   "on 1 thread and once on {} threads (the same seeds: the same puzzles). puzzles/s counts "
                   "successful puzzles; \"share of attempts\" = puzzles / attempts (GenerationStats::attempts "
                   "summed), how often an attempt lands on the level.\n\n",
                   plan.base_seed, plan.budget_s, plan.threads);
    fmt::format_to(put,
                   "| level | puzzles | failed | attempts | share of attempts | puzzles/s, 1 thread | puzzles/s, {} "
                   "threads | speed-up | target | 1 thread / target | {} threads / target |\n"
                   "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n",
                   plan.threads, plan.threads);
    std::string rare;
    for (const LevelThroughput& row : results.generation) {
        const double target = row.level ? kExactLevelTarget : kAnyLevelTarget;
        const int successes = row.puzzles - row.failures;
        const double share = row.attempts ? successes / static_cast<double>(row.attempts) : 0.0;
        fmt::format_to(put, "| {} | {} | {} | {} | {} | {} | {} | {:.2f} | {} | {:.2f} | {:.2f} |\n",
                       level_label(row.level), grouped(row.puzzles), grouped(row.failures),
                       grouped(static_cast<double>(row.attempts)), percent(share),
                       grouped_number(row.single_thread_per_s), grouped_number(row.all_threads_per_s),
                       row.single_thread_per_s > 0 ? row.all_threads_per_s / row.single_thread_per_s : 0.0,
                       grouped(target), row.single_thread_per_s / target, row.all_threads_per_s / target);
        if (share < kRareShare) {
            fmt::format_to(std::back_inserter(rare), "- {}: 1 in {:.0f} attempts\n", level_label(row.level),
                           share > 0 ? 1.0 / share : 0.0);
        }
    }
    out += "\nTargets (issue 3): ≥ 2,700 unique puzzles/s when any level will do; ≥ 100/s per exact level.\n";
    if (!rare.empty()) out += "\nLevels rarer than 1 in 50 attempts:\n\n" + rare;
    out += "\n";
}

}  // namespace

std::string throughput_markdown(const ThroughputResults& results) {
    std::string out;
    header(out, results);
    set_table(out, results);
    target_table(out, results);
    solver_table(out, results);
    generation_table(out, results);
    return out;
}

}  // namespace bench
