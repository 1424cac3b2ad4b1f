// bench_search: the search measurement protocol.
//
//  1. sets: top95 (file) and, per level, the puzzles of generate({seed 1..12, level}) (Symmetry none,
//     120 attempts); each of those generate() calls is timed once: the generation cost per level;
//  2. per registered solver and set: mean nodes and deductions per puzzle of count(puzzle, 2), and
//     the time per call for limit 1 and limit 2, each in 5 series of one batch of 20 consecutive
//     calls cycling through the set (median, min, max); ratio = uniqueness / first solution;
//  3. with --calibrate: the level histogram of 1000 uncapped generation attempts (docs/levels.md);
//  4. JSON and Markdown written to files; the Markdown also to stdout.
//
// With --throughput, instead: the throughput runner of throughput_run.hpp (tdoku's data sets,
// puzzles/s per solver, generation per level on 1 and --threads threads), written as Markdown to
// bench/results/throughput-<machine>-<compiler>.md and stdout.

#include <algorithm>
#include <exception>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "calibration.hpp"
#include "report_library.hpp"
#include "gridforge/solve.hpp"
#include "results.hpp"
#include "throughput_report.hpp"

#ifndef GRIDFORGE_TEST_DATA
#define GRIDFORGE_TEST_DATA "tests/data"
#endif
#ifndef GRIDFORGE_BENCH_DIR
#define GRIDFORGE_BENCH_DIR "bench"
#endif
#ifndef GRIDFORGE_PUBLISHED_FIGURES
#define GRIDFORGE_PUBLISHED_FIGURES "share/gridforge/published_figures.json"
#endif
#ifndef GRIDFORGE_SHARED_DATA
#define GRIDFORGE_SHARED_DATA "../shared/data"
#endif

namespace {

struct Options {
    std::string top95 = GRIDFORGE_TEST_DATA "/top95.txt";
    std::string json_out;
    std::string markdown_out;
    bool quick = false;
    bench::SeriesPlan plan;
    std::vector<std::string> skip_solvers;
    bool calibrate = false;
    int calibrate_attempts = 1000;
    int seeds = 12;
    int attempts = 120;
    bool throughput = false;
    bench::ThroughputOptions throughput_options{GRIDFORGE_TEST_DATA, GRIDFORGE_SHARED_DATA, {}, 20000, 2026, {}, {}, {}, true};
};

void write_file(const std::string& path, const std::string& text) {
    const std::filesystem::path file(path);
    if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path());
    std::ofstream out(file);
    out << text;
    if (!out) throw std::runtime_error("cannot write '" + path + "'");
}

bool skipped(const Options& options, std::string_view name) {
    for (const std::string& skip : options.skip_solvers) {
        if (skip == name) return true;
    }
    return false;
}

void run(const Options& options, bench::BenchResults& results) {
    using gridforge::Level;
    for (const std::string& name : options.skip_solvers) (void)gridforge::solver_named(name);  // names must exist

    std::vector<bench::PuzzleSet> sets;
    sets.push_back(bench::load_puzzle_file("top95", options.top95));
    for (Level level : {Level::easy, Level::medium, Level::hard, Level::evil}) {
        fmt::print(stderr, "generating {} (seeds 1..{})\n", gridforge::level_name(level), options.seeds);
        bench::LevelGeneration generation = bench::run_generation(level, options.seeds, options.attempts);
        sets.push_back(generation.set);
        results.generation.push_back(std::move(generation));
    }
    for (const bench::PuzzleSet& set : sets) results.sets.push_back({set.name, set.source, set.puzzles.size()});

    for (const gridforge::Solver* solver : gridforge::solvers()) {
        if (skipped(options, solver->name())) {
            results.skipped_solvers.emplace_back(solver->name());
            continue;
        }
        for (const bench::PuzzleSet& set : sets) {
            if (set.puzzles.empty()) continue;
            fmt::print(stderr, "timing {} on {}\n", solver->name(), set.name);
            results.solvers.push_back(bench::measure_solver(*solver, set, options.plan));
        }
    }

    if (options.calibrate) {
        fmt::print(stderr, "calibrating levels ({} attempts)\n", options.calibrate_attempts);
        results.calibration = bench::run_calibration(options.calibrate_attempts, 2026);
    }
}

int run_throughput_mode(const Options& options, int argc, char** argv) {
    try {
        const bench::Environment environment = bench::detect_environment(argc, argv);
        bench::ThroughputOptions throughput_options = options.throughput_options;
        throughput_options.published = bench::load_published_figures(GRIDFORGE_PUBLISHED_FIGURES);
        const bench::ThroughputResults results = bench::run_throughput(throughput_options, environment);
        const std::string path = options.markdown_out.empty()
                                     ? std::string(GRIDFORGE_BENCH_DIR) + "/results/throughput-" +
                                           environment.machine + "-" + environment.compiler + ".md"
                                     : options.markdown_out;
        const std::string markdown = bench::throughput_markdown(results);
        write_file(path, markdown);
        fmt::print("{}", markdown);
        fmt::print(stderr, "wrote {}\n", path);
    } catch (const std::exception& error) {
        fmt::print(stderr, "bench_search: {}\n", error.what());
        return 1;
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    Options options;
    CLI::App app{"gridforge search benchmark: solvers on top95 and generated puzzles, generation cost per level"};
    app.add_option("--top95", options.top95, "top95 puzzle file")->capture_default_str();
    app.add_option("--json-out", options.json_out,
                   "JSON result file (default bench/results/search-<machine>-<compiler>.json)");
    app.add_option("--markdown-out", options.markdown_out,
                   "Markdown result file (default bench/results/search-<machine>-<compiler>.md)");
    app.add_flag("--quick", options.quick, "smoke run: 3 series of 5 calls");
    app.add_option("--series", options.plan.series, "timed series per measurement")
        ->capture_default_str()
        ->check(CLI::PositiveNumber);
    app.add_option("--batch", options.plan.batch, "calls per series")->capture_default_str()->check(CLI::PositiveNumber);
    app.add_option("--skip-solver", options.skip_solvers, "leave out a solver (repeatable)");
    app.add_flag("--calibrate", options.calibrate, "also histogram the levels of uncapped generation attempts");
    app.add_option("--calibrate-attempts", options.calibrate_attempts, "attempts for --calibrate")
        ->capture_default_str()
        ->check(CLI::PositiveNumber);
    app.add_option("--seeds", options.seeds, "generated puzzles per level (seeds 1..N)")
        ->capture_default_str()
        ->check(CLI::PositiveNumber);
    app.add_option("--attempts", options.attempts, "generation attempts per puzzle")
        ->capture_default_str()
        ->check(CLI::PositiveNumber);
    bench::ThroughputOptions& throughput = options.throughput_options;
    throughput.generation_plan.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    app.add_flag("--throughput", options.throughput,
                 "instead: the throughput runner (puzzles/s on tdoku's data sets, generation per level); "
                 "writes bench/results/throughput-<machine>-<compiler>.md (Markdown only)");
    app.add_option("--threads", throughput.generation_plan.threads, "--throughput: threads of the parallel batch")
        ->capture_default_str()
        ->check(CLI::PositiveNumber);
    app.add_option("--solvers", throughput.solvers, "--throughput: only these solvers (comma-separated)")
        ->delimiter(',');
    app.add_option("--budget", throughput.solver_plan.budget_s,
                   "--throughput: seconds of timed work per solver and set (slow solvers run a prefix)")
        ->capture_default_str()
        ->check(CLI::PositiveNumber);
    app.add_option("--passes", throughput.solver_plan.runs, "--throughput: timed passes per limit (median)")
        ->capture_default_str()
        ->check(CLI::PositiveNumber);
    app.add_option("--generation-budget", throughput.generation_plan.budget_s,
                   "--throughput: seconds of single-thread generation per level")
        ->capture_default_str()
        ->check(CLI::PositiveNumber);
    app.add_option("--replicate-to", throughput.replicate_to,
                   "--throughput: sets with fewer lines are replicated to this many by random transforms")
        ->capture_default_str()
        ->check(CLI::PositiveNumber);
    app.add_option("--shared-data", throughput.shared_data, "--throughput: folder of the large tdoku sets")
        ->capture_default_str();
    CLI11_PARSE(app, argc, argv);
    if (options.quick) {
        options.plan = bench::SeriesPlan{3, 5};
        throughput.solver_plan.runs = 3;
        throughput.solver_plan.budget_s = 0.2;
        throughput.generation_plan.budget_s = 0.2;
        throughput.replicate_to = 2000;
    }
    if (options.throughput) return run_throughput_mode(options, argc, argv);

    try {
        bench::BenchResults results;
        results.environment = bench::detect_environment(argc, argv);
        results.plan = options.plan;
        results.seeds_per_level = options.seeds;
        results.generation_attempts = options.attempts;
        run(options, results);

        const std::string stem = std::string(GRIDFORGE_BENCH_DIR) + "/results/search-" + results.environment.machine +
                                 "-" + results.environment.compiler;
        const std::string json_path = options.json_out.empty() ? stem + ".json" : options.json_out;
        const std::string markdown_path = options.markdown_out.empty() ? stem + ".md" : options.markdown_out;
        const std::string markdown = bench::to_markdown(results);
        write_file(json_path, bench::to_json(results).dump(2) + "\n");
        write_file(markdown_path, markdown);
        fmt::print("{}", markdown);
        fmt::print(stderr, "wrote {} and {}\n", json_path, markdown_path);
    } catch (const std::exception& error) {
        fmt::print(stderr, "bench_search: {}\n", error.what());
        return 1;
    }
    return 0;
}
