#include <iostream>
#include <memory>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/api.hpp"
#include "gridforge/logic.hpp"
#include "gridforge/rating.hpp"
#include "options.hpp"
#include "report.hpp"

namespace gridforge::cli {
namespace {

struct ExplainOptions {
    std::vector<std::string> inputs;
    bool json = false;
};

int explain_record(const ExplainOptions& options, const PuzzleRecord& record) {
    const api::Explanation explanation = api::explain(record.puzzle);
    if (options.json) {
        print_json_line(api::explain_json(record, explanation));
        return exit_code_for(explanation.outcome);
    }
    if (!explanation.path || !explanation.rating) {
        std::cout << (explanation.outcome == Outcome::no_solution ? "no solution" : "several solutions") << '\n';
        return exit_code_for(explanation.outcome);
    }
    const LogicPath& path = *explanation.path;
    const TechniqueRating& rating = *explanation.rating;
    int number = 0;
    for (const Step& step : path.steps) std::cout << ++number << ". " << step.text << '\n';
    std::cout << (path.outcome == LogicOutcome::solved ? "Solved" : "Stuck") << " in " << path.steps.size()
              << " steps; hardest: " << (rating.hardest ? std::string(technique_name(*rating.hardest)) : "none")
              << " (SE " << api::se_text(rating.se) << "); HoDoKu-style score " << rating.score << " ("
              << hodoku_level_name(rating.level) << "); steps:";
    for (const auto& [id, count] : rating.counts) std::cout << ' ' << technique_key(id) << '=' << count;
    std::cout << '\n';
    return kSuccess;
}

}  // namespace

void add_explain_command(CLI::App& app, Action& run) {
    auto options = std::make_shared<ExplainOptions>();
    CLI::App* command = app.add_subcommand(
        "explain",
        "Explain puzzles step by step: the logical path (cheapest technique first), one sentence per step, "
        "then a summary (hardest technique, Sudoku Explainer value, HoDoKu-style score and level)");
    add_inputs_option(*command, options->inputs);
    add_json_flag(*command, options->json);
    command->footer(std::string("Techniques and ratings: docs/techniques.md.\n") + kExitCodeHelp);
    command->callback([&run, options] { run = each_record_action(options, explain_record); });
}

}  // namespace gridforge::cli
