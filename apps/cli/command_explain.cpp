#include <iostream>
#include <memory>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/api.hpp"
#include "gridforge/logic.hpp"
#include "gridforge/rating.hpp"
#include "options.hpp"
#include "time_limit.hpp"
#include "report.hpp"

namespace gridforge::cli {
namespace {

struct ExplainOptions {
    std::vector<std::string> inputs;
    std::string digits;  ///< --digits: letters, hex or "" (digit_style_of)
    double time_limit = 0;  ///< --time-limit SECONDS (0: none)
    bool json = false;
    bool all = false;  ///< every step on its own line, singles too
};

bool is_single(const Step& step) {
    return step.technique == TechniqueId::full_house || step.technique == TechniqueId::hidden_single ||
           step.technique == TechniqueId::naked_single;
}

/// The steps, numbered from 1. Unless `all`, two or more singles in a row share one line, as a
/// player reads them ("12-23. Then 12 singles: r1c1=5, r1c2=3, ..."): the step around them is
/// what needs a sentence.
void print_steps(const std::vector<Step>& steps, const Geometry& geometry, bool all) {
    std::size_t i = 0;
    while (i < steps.size()) {
        std::size_t end = i;
        while (!all && end < steps.size() && is_single(steps[end])) ++end;
        if (end - i < 2) {
            std::cout << i + 1 << ". " << steps[i].text << '\n';
            ++i;
            continue;
        }
        std::cout << i + 1 << '-' << end << ". " << (i == 0 ? "" : "Then ") << end - i << " singles:";
        for (std::size_t k = i; k < end; ++k) {
            for (const Candidate& c : steps[k].placements) {
                std::cout << (k == i ? " " : ", ") << geometry.cell_name(c.cell) << '=' << static_cast<int>(c.digit);
            }
        }
        std::cout << '\n';
        i = end;
    }
}

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
    print_steps(path.steps, record.puzzle.geometry(), options.all);
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
        "Explain puzzles step by step: the logical path (cheapest technique first), one sentence per step "
        "(singles in a row on one line unless --all), then a summary (hardest technique, Sudoku Explainer value, HoDoKu-style score and level)");
    add_inputs_option(*command, options->inputs, options->digits);
    add_json_flag(*command, options->json);
    add_time_limit_option(*command, options->time_limit);
    // --json lists every step already: --all beside it would change nothing, so the pair is refused.
    command->add_flag("--all", options->all, "Print every step in full (by default two or more singles in a row share one line; --json always does)")
        ->excludes("--json");
    command->footer(std::string("Techniques and ratings: docs/techniques.md.\n") + kExitCodeHelp);
    command->callback([&run, options] { run = each_record_action(options, explain_record); });
}

}  // namespace gridforge::cli
