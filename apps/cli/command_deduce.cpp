#include "command_deduce.hpp"

#include <algorithm>
#include <memory>
#include <string>

#include "deduce_commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/api.hpp"
#include "time_limit.hpp"

namespace gridforge::cli {

namespace {

using deduce_cli::FileOptions;

/// A subcommand reading one puzzle FILE with --json; `action` is one of the deduce_cli runs.
CLI::App* add_file_command(CLI::App* deduce, Action& run, const std::string& name, const std::string& description,
                           int (*action)(const FileOptions&)) {
    auto options = std::make_shared<FileOptions>();
    CLI::App* command = deduce->add_subcommand(name, description);
    // play reads its moves from standard input, so its puzzle cannot come from there, and it
    // answers a person at a terminal: no --json (the API's deduce_mark is the JSON game).
    const bool play = name == "play";
    command->add_option("FILE", options->file, play ? "A puzzle in the JSON form of docs/deduce.md"
                                                    : "A puzzle in the JSON form of docs/deduce.md, or - for standard input")
        ->required()
        ->check(CLI::Validator(
            [play](std::string& file) {
                return play && file == "-" ? "the puzzle cannot come from standard input, which carries the moves" : "";
            },
            "FILE"));
    if (!play) {
        command->add_flag("--json", options->json, "Answer as JSON");
        add_time_limit_option(*command, options->time_limit);
    }
    command->callback([&run, options, action] {
        run = [options, action] {
            // The answer is written whole at the end: within the limit, or not at all.
            const TimeLimit limit(options->time_limit, "puzzles", 1);
            return limit.run([&] { return write_whole_item([&] { return action(*options); }); });
        };
    });
    if (name == "hint") {
        // An empty list, or an empty name in it ("A1,,C2", "A1,"), is refused rather than read as
        // "no one more": the cells are checked against the board once the puzzle is read.
        command->add_option("--revealed", options->revealed, "People revealed besides the initial reveals, e.g. A1,C2")
            ->check(CLI::Validator(
                [](std::string& list) {
                    if (list.empty()) return std::string("the list is empty: name one cell or more (A1,C2), or leave the option out");
                    int place = 1;
                    for (std::size_t start = 0;; ++place) {
                        const std::size_t comma = std::min(list.find(',', start), list.size());
                        if (comma == start) return "name " + std::to_string(place) + " of '" + list + "' is empty";
                        if (comma == list.size()) return std::string();
                        start = comma + 1;
                    }
                },
                "CELL,..."));
    }
    if (name == "explain") {
        // The format is checked by run_explain, which names the formats in its refusal.
        command->add_option("--graph", options->graph, "Write the logic graph instead: dot (Graphviz) or svg (drawn by gridforge)")
            ->excludes("--json");
    }
    return command;
}

}  // namespace

void add_deduce_command(CLI::App& app, Action& run) {
    CLI::App* deduce = app.add_subcommand("deduce", "Deduction-grid puzzles: people, hidden verdicts, true clues (docs/deduce.md)");
    deduce->require_subcommand(1);

    auto generate = std::make_shared<deduce_cli::GenerateOptions>();
    CLI::App* g = deduce->add_subcommand("generate", "Generate a puzzle with a unique solution reachable without a guess");
    g->add_option("--size", generate->size, "COLUMNSxROWS, 2..6 each, at most 26 cells")->capture_default_str();
    g->add_option("--mode", generate->mode, "revealed (clues show as their carriers are revealed) or open (all visible)")
        ->capture_default_str();
    CLI::Option* seed = g->add_option("--seed", generate->seed, "Seed 0..2^64-1: the same seed gives the same puzzle")->capture_default_str();
    g->add_option("--daily", generate->daily,
                  "YYYY-MM-DD: the day's puzzle, the same everywhere and in the web player (seed YYYYMMDD)")
        ->excludes(seed);
    g->add_option("--band", generate->band, "easy, medium, tricky, hard or brutal (the hardest step: 1-2, 3, 4, 5, 6+ clues): retry until the path is in it (exit 6 if not)");
    g->add_option("--theme", generate->theme, "Cast theme: names and professions (" + deduce::theme_choices() + ")")
        ->capture_default_str();
    g->add_option("--attempts", generate->attempts, "Attempts before giving up (exit 6)")->check(CLI::Range(1, api::kLargestDeduceAttempts))->capture_default_str();
    g->add_flag("--json", generate->json, "One line of JSON (docs/deduce.md) with difficulty, hints and x-generation");
    add_time_limit_option(*g, generate->time_limit);
    g->callback([&run, generate] {
        run = [generate] {
            const TimeLimit limit(generate->time_limit, "puzzles", 1);
            return limit.run([&] { return write_whole_item([&] { return deduce_cli::run_generate(*generate); }); });
        };
    });

    add_file_command(deduce, run, "solve", "The solution, and whether it is reachable without a guess", deduce_cli::run_solve);
    add_file_command(deduce, run, "count", "Count solutions (limit 2) by enumeration and by CaDiCaL; run the no-guess closure",
                     deduce_cli::run_count)
        ->footer("Exit 0 unique, 4 no solution, 5 several solutions, 3 unreadable file, 1 if the two methods disagree.");
    add_file_command(deduce, run, "rate", "Difficulty 0-100, its band and factors, and the logic score", deduce_cli::run_rate);
    add_file_command(deduce, run, "hint", "The cheapest step from the initial state (or --revealed)", deduce_cli::run_hint);
    add_file_command(deduce, run, "explain", "The whole hint sequence, one sentence per step; --json adds the logic graph",
                     deduce_cli::run_explain)
        ->footer("--graph dot | svg writes the logic graph (docs/deduce.md); another format exits 2.");
    add_file_command(deduce, run, "play", "Play in the terminal: moves from standard input, one per line", deduce_cli::run_play)
        ->footer("Exit 0 solved, 11 ended unsolved (quit, or the end of the input), 3 unreadable file.");
}

}  // namespace gridforge::cli
