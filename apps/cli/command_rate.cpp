#include <iostream>
#include <memory>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/format.hpp"
#include "gridforge/rate.hpp"
#include "options.hpp"
#include "report.hpp"

namespace gridforge::cli {
namespace {

struct RateOptions {
    std::vector<std::string> inputs;
    bool json = false;
};

int rate_record(const RateOptions& options, const PuzzleRecord& record) {
    const SearchRating rating = rate_search(record.puzzle);
    if (options.json) {
        nlohmann::json out = answer_json(record, rating.counters.count == 1 ? rating.counters.solution : std::nullopt);
        nlohmann::json search = counters_json(rating.counters);
        search["outcome"] = outcome_key(rating.outcome);
        if (rating.level) {
            out["level"] = level_name(*rating.level);
            search["level"] = level_name(*rating.level);
        }
        out["rating"] = {{"search", search}};
        out["x-line"] = record.line;
        print_json_line(out);
    } else if (rating.level) {
        std::cout << level_name(*rating.level) << " nodes=" << rating.counters.nodes
                  << " deductions=" << rating.counters.deductions << '\n';
    } else {
        std::cout << (rating.outcome == Outcome::no_solution ? "no solution" : "several solutions") << '\n';
    }
    return exit_code_for(rating.outcome);
}

}  // namespace

void add_rate_command(CLI::App& app, Action& run) {
    auto options = std::make_shared<RateOptions>();
    CLI::App* command = app.add_subcommand(
        "rate",
        "Rate puzzles by search effort: the level (easy, medium, hard, evil) from the propagation solver's "
        "nodes when proving the solution unique, with its counters");
    add_inputs_option(*command, options->inputs);
    add_json_flag(*command, options->json);
    command->footer(std::string("Levels by nodes (guesses): easy 0, medium 1-3, hard 4-11, evil 12 or more.\n") +
                    kExitCodeHelp);
    command->callback([&run, options] { run = each_record_action(options, rate_record); });
}

}  // namespace gridforge::cli
