#include <cstdio>
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/api.hpp"
#include "gridforge/format.hpp"
#include "gridforge/rate.hpp"
#include "gridforge/rating.hpp"
#include "options.hpp"
#include "time_limit.hpp"
#include "report.hpp"

namespace gridforge::cli {
namespace {

struct RateOptions {
    std::vector<std::string> inputs;
    std::string digits;  ///< --digits: letters, hex or "" (digit_style_of)
    double time_limit = 0;  ///< --time-limit SECONDS (0: none)
    bool json = false;
};

std::string score_text(double score) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%.3f", score);
    return buffer;
}

int rate_record(const RateOptions& options, const PuzzleRecord& record) {
    const api::Ratings ratings = api::rate_all(record.puzzle);
    const SearchRating& search = ratings.search;
    if (options.json) {
        print_json_line(api::rate_json(record, ratings));
    } else if (search.level) {
        std::cout << level_name(*search.level) << " nodes=" << search.counters.nodes
                  << " deductions=" << search.counters.deductions;
        if (const auto& t = ratings.technique) {
            std::cout << " technique=" << (t->hardest ? technique_key(*t->hardest) : "none") << " se=" << api::se_text(t->se)
                      << " score=" << t->score << " technique_level=" << hodoku_level_name(t->level);
            if (t->outcome != LogicOutcome::solved) std::cout << " (stuck)";
        }
        if (const auto& m = ratings.mcm) {
            std::cout << " singles=" << m->singles() << " oracle_visits=" << m->oracle_visits
                      << " mcm=" << score_text(m->score) << " band=" << oracle_band_name(m->band);
        }
        if (const auto& se = ratings.se) {
            std::cout << " er=" << api::se_text(se->er) << " ep=" << api::se_text(se->ep) << " ed=" << api::se_text(se->ed);
        }
        if (const auto& hodoku = ratings.hodoku) {
            std::cout << " hodoku=" << hodoku->score << " hodoku_level=" << hodoku_level_name(hodoku->level);
        }
        std::cout << '\n';
    } else {
        std::cout << (search.outcome == Outcome::no_solution ? "no solution" : "several solutions") << '\n';
    }
    return exit_code_for(search.outcome);
}

}  // namespace

void add_rate_command(CLI::App& app, Action& run) {
    auto options = std::make_shared<RateOptions>();
    CLI::App* command = app.add_subcommand(
        "rate",
        "Rate puzzles: the search level (easy, medium, hard, evil) from the propagation solver's nodes; the "
        "technique rating (hardest technique of the logic path, Sudoku Explainer value, HoDoKu-style score and "
        "level); the singles-and-oracle score and band (cinch, confusing, challenging, crazy); and, for classic "
        "9x9 puzzles, Sudoku Explainer's ER/EP/ED and HoDoKu's score and level as those programs compute them");
    add_inputs_option(*command, options->inputs, options->digits);
    add_json_flag(*command, options->json);
    add_time_limit_option(*command, options->time_limit);
    command->footer(std::string("Levels by nodes (guesses): easy 0, medium 1-3, hard 4-11, evil 12 or more.\n"
                                "Technique rating and singles-and-oracle score: docs/techniques.md. SE and HoDoKu: docs/ratings.md.\n") +
                    kExitCodeHelp);
    command->callback([&run, options] { run = each_record_action(options, rate_record); });
}

}  // namespace gridforge::cli
