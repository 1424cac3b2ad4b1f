#include <iostream>
#include <memory>

#include <fmt/format.h>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/api.hpp"
#include "gridforge/classic_count.hpp"
#include "gridforge/format.hpp"
#include "options.hpp"
#include "time_limit.hpp"
#include "report.hpp"

namespace gridforge::cli {
namespace {

struct CountOptions {
    std::vector<std::string> inputs;
    std::string digits;  ///< --digits: letters, hex or "" (digit_style_of)
    double time_limit = 0;  ///< --time-limit SECONDS (0: none)
    std::string strategy;
    std::int64_t limit = 2;
    bool json = false;
};

/// The text answer: the count, the counters, and the cap when the count reached --limit.
void print_count_line(const CountOptions& options, const CountResult& result) {
    // Formatted in one buffer (no allocation: fmt's inline storage) and written at once: over a
    // file of puzzles the output is part of the per-puzzle cost (docs/solver-speed.md, "Whole process").
    fmt::memory_buffer out;
    fmt::format_to(fmt::appender(out), "{} nodes={} choices={} deductions={}", result.count, result.nodes,
                   result.choices, result.deductions);
    if (result.count >= options.limit) fmt::format_to(fmt::appender(out), " (stopped at --limit {})", options.limit);
    out.push_back('\n');
    std::cout.write(out.data(), static_cast<std::streamsize>(out.size()));
}

int count_record(const CountOptions& options, const PuzzleRecord& record) {
    const Solver& solver = pick_solver(options.strategy, record.puzzle);
    const CountResult result = solver.count(record.puzzle, options.limit);
    if (options.json) {
        print_json_line(api::count_json(record, solver, result, options.limit));
    } else {
        print_count_line(options, result);
    }
    return kSuccess;
}

/// count_record's text answer for a plain classic line, without building its record.
/// With the default strategy, the 81 cells are counted as read (count_classic_cells: the triad
/// solver, classic 9x9's default, with the same result), without a Grid or a Puzzle per line.
int count_plain_line(const CountOptions& options, const PlainClassicLine& plain) {
    if (options.strategy.empty() || options.strategy == "triad") {
        print_count_line(options, count_classic_cells(plain.cells, options.limit));
        return kSuccess;
    }
    const Puzzle puzzle = Puzzle::classic(plain.givens());
    print_count_line(options, pick_solver(options.strategy, puzzle).count(puzzle, options.limit));
    return kSuccess;
}

}  // namespace

void add_count_command(CLI::App& app, Action& run) {
    auto options = std::make_shared<CountOptions>();
    CLI::App* command = app.add_subcommand(
        "count", "Count solutions up to --limit; the count is the first token of each output line");
    add_inputs_option(*command, options->inputs, options->digits);
    add_strategy_option(*command, options->strategy, /*accept_list=*/true);
    command->add_option("--limit", options->limit, "Stop counting at this many solutions (2 proves uniqueness; at most 10,000,000)")
        ->check(CLI::Range(std::int64_t{1}, api::kLargestCountLimit))
        ->capture_default_str();
    add_json_flag(*command, options->json);
    add_time_limit_option(*command, options->time_limit);
    command->footer(kExitCodeHelp);
    command->callback([&run, options, command] {
        if (options->strategy == "list") {
            // The list answers alone: a puzzle or another option beside it would be ignored.
            for (const char* other : {"INPUT", "--json", "--limit", "--digits", "--time-limit"}) {
                if (command->count(other) > 0) {
                    throw CLI::ValidationError("--strategy", std::string("list prints the solvers and reads no puzzles: drop ") +
                                                                 (std::string(other) == "INPUT" ? "the puzzles" : other) + " or list alone");
                }
            }
            run = [] {
                print_strategy_list();
                return int{kSuccess};
            };
        } else {
            // --json answers carry the record's comment and metadata: those lines are read whole.
            run = options->json ? each_record_action(options, count_record)
                                : each_record_action(options, count_record, count_plain_line);
        }
    });
}

}  // namespace gridforge::cli
