#include <algorithm>
#include <cstdint>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/api.hpp"
#include "gridforge/format.hpp"
#include "options.hpp"
#include "time_limit.hpp"
#include "report.hpp"

namespace gridforge::cli {
namespace {

struct SolveOptions {
    std::vector<std::string> inputs;
    std::string digits;  ///< --digits: letters, hex or "" (digit_style_of)
    double time_limit = 0;  ///< --time-limit SECONDS (0: none)
    std::string strategy;
    std::string format = "line";  ///< --format: line, grid, csv or json (--json and --grid are synonyms)
    bool json = false;
    bool drawn = false;
    bool csv = false;
    bool all = false;
    std::int64_t limit = 10;
};

/// The header of --format csv, written once before the rows.
constexpr const char* kSolveCsvHeader = "puzzle,solution,outcome\n";

/// One --format csv row: the givens, a solution (empty when there is none to print), the outcome.
/// The fields are line-form cells and outcome keys, which hold no comma or quote to escape.
/// The fields' digits as --digits chose.
std::string solve_csv_row(const Puzzle& puzzle, const std::optional<Grid>& solution, Outcome outcome,
                          DigitStyle digits) {
    return write_line(puzzle.givens(), digits) + "," + (solution ? write_line(*solution, digits) : std::string()) + "," +
           std::string(api::outcome_key(outcome)) + "\n";
}

Outcome outcome_of_count(std::size_t count) {
    if (count == 0) return Outcome::no_solution;
    return count == 1 ? Outcome::unique : Outcome::several_solutions;
}

// solve --all: the solutions themselves, up to --limit, each on its own line (a drawn grid each
// with --grid); at least two are looked for, so that the exit code still tells one from several.
int list_record_solutions(const SolveOptions& options, const PuzzleRecord& record) {
    std::vector<Grid> solutions = list_solutions(record.puzzle, std::max<std::int64_t>(options.limit, 2));
    const Outcome outcome = outcome_of_count(solutions.size());
    const DigitStyle digits = digit_style_of(options.digits);
    const bool limit_reached = static_cast<std::int64_t>(solutions.size()) >= options.limit;
    if (static_cast<std::int64_t>(solutions.size()) > options.limit) {
        solutions.erase(solutions.begin() + static_cast<std::ptrdiff_t>(options.limit), solutions.end());
    }
    if (options.json) {
        nlohmann::json out = api::answer_json(record, outcome == Outcome::unique ? std::optional<Grid>(solutions.front()) : std::nullopt);
        nlohmann::json lines = nlohmann::json::array();
        for (const Grid& solution : solutions) lines.push_back(write_line(solution));
        out["x-solutions"] = lines;
        out["x-solve"] = {{"line", record.line},
                          {"outcome", api::outcome_key(outcome)},
                          {"strategy", "propagation"},
                          {"limit", options.limit},
                          {"limit_reached", limit_reached}};
        print_json_line(out);
    } else if (options.csv) {
        if (solutions.empty()) std::cout << solve_csv_row(record.puzzle, std::nullopt, outcome, digits);
        for (const Grid& solution : solutions) std::cout << solve_csv_row(record.puzzle, solution, outcome, digits);
    } else if (solutions.empty()) {
        std::cout << "no solution\n";
    } else {
        for (std::size_t i = 0; i < solutions.size(); ++i) {
            if (options.drawn) {
                std::cout << (i == 0 ? "" : "\n") << write_drawn_grid(solutions[i], record.puzzle.geometry(), digits);
            } else {
                std::cout << write_line(solutions[i], digits) << '\n';
            }
        }
    }
    return exit_code_for(outcome);
}

/// The answer of a puzzle in the line, grid or csv form (not --json, not --all).
int solve_puzzle(const SolveOptions& options, const Puzzle& puzzle) {
    const CountResult result = pick_solver(options.strategy, puzzle).count(puzzle, 2);
    const Outcome outcome = result.outcome();
    const DigitStyle digits = digit_style_of(options.digits);
    if (options.csv) {
        std::cout << solve_csv_row(puzzle, outcome == Outcome::unique ? result.solution : std::nullopt, outcome, digits);
    } else if (outcome != Outcome::unique) {
        std::cout << (outcome == Outcome::no_solution ? "no solution" : "several solutions") << '\n';
    } else if (options.drawn) {
        std::cout << write_drawn_grid(*result.solution, puzzle.geometry(), digits) << '\n';
    } else {
        std::cout << write_line(*result.solution, digits) << '\n';
    }
    return exit_code_for(outcome);
}

int solve_record(const SolveOptions& options, const PuzzleRecord& record) {
    if (options.all) return list_record_solutions(options, record);
    if (!options.json) return solve_puzzle(options, record.puzzle);
    const Solver& solver = pick_solver(options.strategy, record.puzzle);
    const CountResult result = solver.count(record.puzzle, 2);
    print_json_line(api::solve_json(record, solver, result));
    return exit_code_for(result.outcome());
}

/// solve_record's answer for a plain classic line, without building its record.
int solve_plain_line(const SolveOptions& options, const PlainClassicLine& plain) {
    return solve_puzzle(options, Puzzle::classic(plain.givens()));
}

}  // namespace

void add_solve_command(CLI::App& app, Action& run) {
    auto options = std::make_shared<SolveOptions>();
    CLI::App* command = app.add_subcommand(
        "solve", "Solve puzzles: print each one's solution, or say it has none or several (one line per puzzle)");
    add_inputs_option(*command, options->inputs, options->digits);
    add_strategy_option(*command, options->strategy);
    CLI::Option* format =
        command->add_option("--format", options->format,
                            "Output: line (one line of N*N characters a solution, the default), grid (drawn), csv "
                            "(a header, then puzzle,solution,outcome rows) or json (one object a puzzle)")
            ->check(CLI::IsMember({"line", "grid", "csv", "json"}));
    add_json_flag(*command, options->json);
    add_time_limit_option(*command, options->time_limit);
    command->get_option("--json")->description("The same as --format json")->excludes(format);
    command->add_flag("--grid", options->drawn, "The same as --format grid")
        ->excludes(command->get_option("--json"))
        ->excludes(format);
    CLI::Option* all = command->add_flag(
        "--all", options->all,
        "Print every solution, up to --limit, one line each (exit 5 still when there are several)");
    all->excludes(command->get_option("--strategy"));
    command->add_option("--limit", options->limit, "With --all: the most solutions printed (default 10)")
        ->check(CLI::Range(std::int64_t{1}, std::int64_t{10000}))
        ->needs(all);
    command->footer(kExitCodeHelp);
    command->callback([&run, options] {
        if (options->json) options->format = "json";
        if (options->drawn) options->format = "grid";
        options->json = options->format == "json";
        options->drawn = options->format == "grid";
        options->csv = options->format == "csv";
        // --json answers carry the record's comment and metadata, and --all answers come from
        // list_record_solutions: those lines are read whole.
        const Action each = options->json || options->all ? each_record_action(options, solve_record)
                                                          : each_record_action(options, solve_record, solve_plain_line);
        run = [options, each] {
            if (options->csv) std::cout << kSolveCsvHeader;
            return each();
        };
    });
}

}  // namespace gridforge::cli
