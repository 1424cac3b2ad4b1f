// bench_deduce: generation of deduction puzzles per size and mode over seeds 1..N (default 20):
// median and max generation time, clues per puzzle, difficulty bands, time to answer a hint.
// Every puzzle is verified on the way (unique given its reveals by enumeration and by CaDiCaL,
// closure complete, every hint valid), so the run doubles as the seeds-1..20 sweep on the large
// boards that the unit tests only sample. Writes bench/results/deduce-<machine>.md.
//
//   build/bench/bench_deduce [--seeds N] [--no-write]

#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <string>

#include <fmt/format.h>

#include "report_library.hpp"
#include "gridforge/deduce/generate.hpp"
#include "gridforge/deduce/solve.hpp"
#include "gridforge/deduce/steps.hpp"

namespace {

using namespace gridforge::deduce;
using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) { return std::chrono::duration<double, std::milli>(Clock::now() - start).count(); }

/// Returns "" or why the puzzle fails verification.
std::string verify(const DeduceGenerated& generated) {
    const DeducePuzzle& puzzle = generated.puzzle;
    const auto compiled = puzzle.compiled();
    const auto facts = reveal_facts(puzzle);
    if (count_by_enumeration(puzzle.board, compiled, 2, facts).count != 1) return "enumeration count is not 1";
    if (count_by_sat(puzzle.board, compiled, 2, facts).count != 1) return "SAT count is not 1";
    if (!closure(puzzle).complete) return "closure incomplete";
    Mask revealed = puzzle.revealed_at_start();
    for (const Step& step : generated.analysis.hints) {
        const std::string why = check_step(puzzle, step, revealed);
        if (!why.empty()) return "hint for " + puzzle.board.cell_name(step.cell) + ": " + why;
        revealed |= Mask{1} << step.cell;
    }
    return revealed == puzzle.board.full() ? "" : "hints do not reveal everyone";
}

struct Row {
    std::string size, mode;
    std::vector<double> ms, clues, hint_ms, scores, levels;
    std::map<std::string, int> bands;
    int attempts = 0;
};

}  // namespace

int main(int argc, char** argv) {
    int seeds = 20;
    bool write = true;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--seeds") == 0 && i + 1 < argc) seeds = std::atoi(argv[++i]);
        else if (std::strcmp(argv[i], "--no-write") == 0) write = false;
        else {
            std::fprintf(stderr, "usage: bench_deduce [--seeds N] [--no-write]\n");
            return 2;
        }
    }
    const bench::Environment env = bench::detect_environment(argc, argv);
    std::vector<Row> rows;
    for (const char* size : {"3x3", "4x4", "4x5", "5x5"}) {
        for (Mode mode : {Mode::revealed, Mode::open}) {
            Row row;
            row.size = size;
            row.mode = std::string(mode_name(mode));
            for (int seed = 1; seed <= seeds; ++seed) {
                DeduceGenerateOptions options;
                options.board = Board::parse_size(size);
                options.mode = mode;
                options.seed = static_cast<std::uint64_t>(seed);
                const Clock::time_point start = Clock::now();
                const DeduceGenerated generated = generate_deduce(options);
                row.ms.push_back(ms_since(start));
                row.attempts += generated.stats.attempts;
                const std::string why = verify(generated);
                if (!why.empty()) {
                    std::fprintf(stderr, "%s %s seed %d: %s\n", size, row.mode.c_str(), seed, why.c_str());
                    return 1;
                }
                row.clues.push_back(static_cast<double>(generated.puzzle.clues.size()));
                row.scores.push_back(generated.analysis.difficulty.score);
                row.levels.push_back(generated.analysis.difficulty.mean_level);
                ++row.bands[generated.analysis.difficulty.band];
                // A hint as `gridforge deduce hint` answers it: build the reasoner, find the step,
                // from the state halfway through the hint sequence.
                Mask revealed = generated.puzzle.revealed_at_start();
                const auto& hints = generated.analysis.hints;
                for (std::size_t k = 0; k < hints.size() / 2; ++k) revealed |= Mask{1} << hints[k].cell;
                const Clock::time_point hint_start = Clock::now();
                Reasoner reasoner(generated.puzzle.board, generated.puzzle.compiled(), generated.puzzle.solution);
                (void)next_hint(generated.puzzle, reasoner, revealed);
                row.hint_ms.push_back(ms_since(hint_start));
            }
            std::printf("%s %-8s median %7.0f ms  max %7.0f ms  clues %.1f  hint %.1f ms\n", size, row.mode.c_str(),
                        bench::median(row.ms), *std::max_element(row.ms.begin(), row.ms.end()), bench::mean(row.clues),
                        bench::median(row.hint_ms));
            std::fflush(stdout);
            rows.push_back(row);
        }
    }
    std::string md = fmt::format("# Deduction puzzles: generation, difficulty, hints\n\nMachine: {} ({} cores), {} {}, {}.\n"
                                 "Command: `{}`. Seeds 1..{} per size and mode; every puzzle verified (unique given its "
                                 "reveals by enumeration and CaDiCaL, no-guess closure complete, every hint valid).\n\n",
                                 env.cpu_model, env.cores, env.compiler, env.build_type, env.date_utc, env.command, seeds);
    md += "| size | mode | median ms | max ms | attempts | clues (mean, min–max) | score (median) | mean level | easy | medium | tricky | hard | brutal | hint ms (median, max) |\n";
    md += "|---|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---|\n";
    for (const Row& row : rows) {
        md += fmt::format("| {} | {} | {:.0f} | {:.0f} | {} | {:.1f}, {:.0f}–{:.0f} | {:.1f} | {:.2f} | {} | {} | {} | {} | {} | {:.1f}, {:.1f} |\n",
                          row.size, row.mode, bench::median(row.ms), *std::max_element(row.ms.begin(), row.ms.end()), row.attempts,
                          bench::mean(row.clues), *std::min_element(row.clues.begin(), row.clues.end()),
                          *std::max_element(row.clues.begin(), row.clues.end()), bench::median(row.scores), bench::mean(row.levels),
                          row.bands.count("easy") ? row.bands.at("easy") : 0, row.bands.count("medium") ? row.bands.at("medium") : 0,
                          row.bands.count("tricky") ? row.bands.at("tricky") : 0, row.bands.count("hard") ? row.bands.at("hard") : 0,
                          row.bands.count("brutal") ? row.bands.at("brutal") : 0, bench::median(row.hint_ms),
                          *std::max_element(row.hint_ms.begin(), row.hint_ms.end()));
    }
    md += "\nTimes are wall clock for `generate_deduce` (pool, selection, pruning, verification, hints, rating). "
          "Hint = building the reasoner and finding the cheapest step from the state halfway through the hint sequence.\n";
    std::printf("\n%s", md.c_str());
    if (write) {
        const std::string path = std::string(GRIDFORGE_BENCH_DIR) + "/results/deduce-" + env.machine + ".md";
        std::ofstream(path) << md;
        std::printf("written %s\n", path.c_str());
    }
    return 0;
}
