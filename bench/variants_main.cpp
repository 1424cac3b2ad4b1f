// bench_variants: issue 15's measurements of the variant generator. For each variant list and
// seeds 1..N at default settings: the share the logic solver finishes without forcing chains,
// the technique-level distribution and the median and largest generation time; then, for
// `--scale technique` at each level, the share of seeds reaching it within the attempts and the
// median time. Prints a Markdown report (bench/results/variants-issue15-*.md keeps one).
//
//   bench_variants [--seeds N] [--level-seeds M] [--variants "killer;x;jigsaw,killer"] [--no-levels]
//
// Times are wall-clock (std::chrono::steady_clock) of one generate() call on one thread, so they
// depend on the machine's load; the shares and levels do not (same seed, same puzzle).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "report_library.hpp"
#include "gridforge/generate.hpp"
#include "gridforge/rating.hpp"
#include "gridforge/scale.hpp"

namespace {

using gridforge::GenerateOptions;

/// The eight lists of issue 15's survey, each new rule alone, and combinations with the others.
const std::vector<std::string> kDefaultLists{
    "killer", "killer,x", "jigsaw,killer", "thermo", "jigsaw", "x", "jigsaw,thermo,x", "thermo,x",
    "anti-knight", "anti-king", "non-consecutive", "windoku", "even-odd", "arrow", "kropki", "xv", "sandwich",
    "little-killer", "killer,anti-knight", "jigsaw,kropki", "x,xv", "thermo,even-odd",
    "jigsaw,non-consecutive", "jigsaw,anti-knight"};

/// --verbose: one line of generation statistics per puzzle on stderr.
bool g_verbose = false;

struct Sample {
    bool made = false;
    bool without_chains = false;
    std::string level;  ///< technique level, or "stuck"
    double seconds = 0.0;
    int givens = 0;
};

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

Sample run(GenerateOptions options) {
    Sample sample;
    const auto start = std::chrono::steady_clock::now();
    try {
        const gridforge::Generated result = gridforge::generate(options);
        sample.seconds = seconds_since(start);
        sample.made = true;
        sample.givens = result.puzzle.givens().filled_count() + result.givens_in_disguise;
        if (g_verbose) {
            const gridforge::GenerationStats& stats = result.stats;
            fmt::print(stderr,
                       "seed {}: {:.2f} s, attempts {}, grids {}, fill failures {}, cage layouts {}, repairs {}, "
                       "rating calls {}, count calls {}, logic solves {}, refusals {}, givens added {}\n",
                       options.seed, sample.seconds, stats.attempts, stats.full_grids, stats.fill_failures,
                       stats.cage_layouts, stats.cage_repairs, stats.rating_calls, stats.count_calls, stats.logic_solves,
                       stats.level_refusals, stats.givens_added);
        }
        const gridforge::TechniqueRating rating = gridforge::rate_techniques(result.puzzle);
        const auto uses = [&](gridforge::TechniqueId id) { return rating.counts.count(id) != 0; };
        sample.without_chains = rating.outcome == gridforge::LogicOutcome::solved &&
                                !uses(gridforge::TechniqueId::forcing_chain) &&
                                !uses(gridforge::TechniqueId::nested_forcing_chain);
        sample.level = rating.outcome == gridforge::LogicOutcome::solved
                           ? std::string(gridforge::hodoku_level_name(rating.level))
                           : std::string("stuck");
    } catch (const gridforge::GenerationError&) {
        sample.seconds = seconds_since(start);
    }
    return sample;
}

GenerateOptions options_for(const std::string& list, std::uint64_t seed) {
    GenerateOptions options;
    options.seed = seed;
    options.variant.steps = gridforge::parse_variant_list(list);
    return options;
}

/// The defaults table: seeds 1..`seeds` of each list.
void report_defaults(const std::vector<std::string>& lists, int seeds, const std::vector<std::string_view>& level_names) {
    fmt::print("## Defaults, seeds 1..{}\n\n", seeds);

    fmt::print("| variant | made | without forcing chains | technique levels | givens (median) | median s | max s |\n");
    fmt::print("|---|---|---|---|---|---|---|\n");
    int all_made = 0, all_without = 0;
    for (const std::string& list : lists) {
        std::vector<double> times;
        std::vector<int> givens;
        std::map<std::string, int> levels;
        int made = 0, without = 0;
        for (int seed = 1; seed <= seeds; ++seed) {
            const Sample sample = run(options_for(list, static_cast<std::uint64_t>(seed)));
            times.push_back(sample.seconds);
            if (!sample.made) continue;
            ++made;
            without += sample.without_chains ? 1 : 0;
            ++levels[sample.level];
            givens.push_back(sample.givens);
        }
        std::string level_text;
        for (std::string_view name : level_names) {
            if (levels.count(std::string(name)) != 0) level_text += fmt::format("{} {}, ", name, levels[std::string(name)]);
        }
        if (levels.count("stuck") != 0) level_text += fmt::format("stuck {}, ", levels["stuck"]);
        if (!level_text.empty()) level_text.resize(level_text.size() - 2);
        all_made += made;
        all_without += without;
        fmt::print("| {} | {}/{} | {}/{} | {} | {} | {:.2f} | {:.2f} |\n", list, made, seeds, without, made, level_text,
                   givens.empty() ? 0.0 : bench::median(givens), bench::median(times),
                   *std::max_element(times.begin(), times.end()));
        std::fflush(stdout);
    }
    fmt::print("\nAll lists: {} of {} made puzzles finish without forcing chains ({:.1f} %).\n\n", all_without, all_made,
               all_made == 0 ? 0.0 : 100.0 * all_without / all_made);
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"Measure the variant generator (issue 15): logic without forcing chains, levels, time"};
    int seeds = 20;
    int level_seeds = 5;
    std::string lists_text;
    bool no_levels = false;
    app.add_option("--seeds", seeds, "Seeds per variant list at defaults")->capture_default_str();
    app.add_option("--level-seeds", level_seeds, "Seeds per variant list and technique level")->capture_default_str();
    app.add_option("--variants", lists_text, "Variant lists separated by ';' (default: issue 15's survey)");
    app.add_flag("--no-levels", no_levels, "Skip the --scale technique part");
    app.add_flag("--verbose", g_verbose, "Generation statistics per puzzle on stderr");
    CLI11_PARSE(app, argc, argv);
    std::vector<std::string> lists;
    if (lists_text.empty()) {
        lists = kDefaultLists;
    } else {
        for (std::size_t start = 0;;) {
            const std::size_t end = lists_text.find(';', start);
            lists.push_back(lists_text.substr(start, end == std::string::npos ? std::string::npos : end - start));
            if (end == std::string::npos) break;
            start = end + 1;
        }
    }
    const bench::Environment environment = bench::detect_environment(argc, argv);
    fmt::print("# Variant generation (issue 15)\n\n{} ({} cores), {} {}, {}; `{}`\n\n", environment.cpu_model,
               environment.cores, environment.compiler, environment.build_type, environment.date_utc,
               environment.command);
    const auto& level_names = gridforge::scale_levels(gridforge::Scale::technique);

    if (seeds > 0) report_defaults(lists, seeds, level_names);
    if (no_levels || level_seeds <= 0) return 0;

    fmt::print("## --scale technique --level L, seeds 1..{} (default --attempts)\n\n", level_seeds);
    fmt::print("| variant |");
    for (std::string_view name : level_names) fmt::print(" {} |", name);
    fmt::print("\n|---|");
    for (std::size_t i = 0; i < level_names.size(); ++i) fmt::print("---|");
    fmt::print("\n");
    for (const std::string& list : lists) {
        fmt::print("| {} |", list);
        for (std::size_t level = 0; level < level_names.size(); ++level) {
            std::vector<double> times;
            int reached = 0;
            for (int seed = 1; seed <= level_seeds; ++seed) {
                GenerateOptions options = options_for(list, static_cast<std::uint64_t>(seed));
                options.scale_level = gridforge::ScaleLevel{gridforge::Scale::technique, static_cast<int>(level)};
                const Sample sample = run(options);
                times.push_back(sample.seconds);
                reached += sample.made ? 1 : 0;
            }
            fmt::print(" {}/{}, {:.2f} s |", reached, level_seeds, bench::median(times));
            std::fflush(stdout);
        }
        fmt::print("\n");
    }
    fmt::print("\nEach cell: seeds reaching the level / seeds tried, median seconds per generate() call.\n");
    return 0;
}
