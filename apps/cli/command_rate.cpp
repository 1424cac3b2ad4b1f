#include <cstdio>
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/format.hpp"
#include "gridforge/rate.hpp"
#include "gridforge/rating.hpp"
#include "logic_json.hpp"
#include "options.hpp"
#include "report.hpp"

namespace gridforge::cli {
namespace {

struct RateOptions {
    std::vector<std::string> inputs;
    bool json = false;
};

/// The three ratings of a unique puzzle: the search level (always), the technique rating and the
/// singles-and-oracle rating (both need the solution, so only for unique puzzles).
struct Ratings {
    SearchRating search;
    std::optional<TechniqueRating> technique;
    std::optional<OracleRating> mcm;
};

std::string score_text(double score) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%.3f", score);
    return buffer;
}

Ratings rate_all(const Puzzle& puzzle) {
    Ratings ratings{rate_search(puzzle), std::nullopt, std::nullopt};
    if (ratings.search.outcome != Outcome::unique || !ratings.search.counters.solution) return ratings;
    const Grid& solution = *ratings.search.counters.solution;
    LogicOptions logic;
    logic.known_solution = &solution;
    ratings.technique = rate_path(solve_logically(puzzle, logic), puzzle);
    ratings.mcm = rate_singles_and_oracle(puzzle, solution);
    return ratings;
}

int rate_record(const RateOptions& options, const PuzzleRecord& record) {
    const Ratings ratings = rate_all(record.puzzle);
    const SearchRating& search = ratings.search;
    if (options.json) {
        nlohmann::json out = answer_json(record, search.counters.count == 1 ? search.counters.solution : std::nullopt);
        nlohmann::json search_json = counters_json(search.counters);
        search_json["outcome"] = outcome_key(search.outcome);
        if (search.level) {
            out["level"] = level_name(*search.level);
            search_json["level"] = level_name(*search.level);
        }
        out["rating"] = {{"search", search_json}};
        if (ratings.technique) out["rating"]["technique"] = technique_rating_json(*ratings.technique);
        if (ratings.mcm) out["rating"]["mcm"] = oracle_rating_json(*ratings.mcm);
        out["x-line"] = record.line;
        print_json_line(out);
    } else if (search.level) {
        std::cout << level_name(*search.level) << " nodes=" << search.counters.nodes
                  << " deductions=" << search.counters.deductions;
        if (const auto& t = ratings.technique) {
            std::cout << " technique=" << (t->hardest ? technique_key(*t->hardest) : "none") << " se=" << se_text(t->se)
                      << " score=" << t->score << " technique_level=" << hodoku_level_name(t->level);
            if (t->outcome != LogicOutcome::solved) std::cout << " (stuck)";
        }
        if (const auto& m = ratings.mcm) {
            std::cout << " singles=" << m->singles() << " oracle_visits=" << m->oracle_visits
                      << " mcm=" << score_text(m->score) << " band=" << oracle_band_name(m->band);
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
        "Rate puzzles three ways: the search level (easy, medium, hard, evil) from the propagation solver's "
        "nodes; the technique rating (hardest technique of the logic path, Sudoku Explainer value, HoDoKu-style "
        "score and level); and the singles-and-oracle score and band (cinch, confusing, challenging, crazy)");
    add_inputs_option(*command, options->inputs);
    add_json_flag(*command, options->json);
    command->footer(std::string("Levels by nodes (guesses): easy 0, medium 1-3, hard 4-11, evil 12 or more.\n"
                                "Technique rating and singles-and-oracle score: docs/techniques.md.\n") +
                    kExitCodeHelp);
    command->callback([&run, options] { run = each_record_action(options, rate_record); });
}

}  // namespace gridforge::cli
