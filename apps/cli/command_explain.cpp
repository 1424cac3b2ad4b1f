#include <iostream>
#include <memory>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/logic.hpp"
#include "gridforge/rating.hpp"
#include "logic_json.hpp"
#include "options.hpp"
#include "report.hpp"

namespace gridforge::cli {
namespace {

struct ExplainOptions {
    std::vector<std::string> inputs;
    bool json = false;
};

int explain_record(const ExplainOptions& options, const PuzzleRecord& record) {
    const CountResult counted = count_solutions(record.puzzle, 2);
    const Outcome outcome = counted.outcome();
    if (outcome != Outcome::unique) {
        if (options.json) {
            nlohmann::json out = answer_json(record, std::nullopt);
            out["x-explain"] = {{"outcome", outcome_key(outcome)}};
            print_json_line(out);
        } else {
            std::cout << (outcome == Outcome::no_solution ? "no solution" : "several solutions") << '\n';
        }
        return exit_code_for(outcome);
    }
    LogicOptions logic;
    logic.known_solution = &*counted.solution;
    const LogicPath path = solve_logically(record.puzzle, logic);
    const TechniqueRating rating = rate_path(path, record.puzzle);
    if (options.json) {
        nlohmann::json out = answer_json(record, counted.solution);
        nlohmann::json steps = nlohmann::json::array();
        for (const Step& step : path.steps) steps.push_back(step_json(step, record.puzzle));
        out["x-explain"] = {{"steps", steps}, {"rating", technique_rating_json(rating)}};
        print_json_line(out);
        return kSuccess;
    }
    int number = 0;
    for (const Step& step : path.steps) std::cout << ++number << ". " << step.text << '\n';
    std::cout << (path.outcome == LogicOutcome::solved ? "Solved" : "Stuck") << " in " << path.steps.size()
              << " steps; hardest: " << (rating.hardest ? std::string(technique_name(*rating.hardest)) : "none")
              << " (SE " << se_text(rating.se) << "); HoDoKu-style score " << rating.score << " ("
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
