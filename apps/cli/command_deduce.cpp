#include "command_deduce.hpp"

#include <charconv>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include <fmt/format.h>

#include "exit_codes.hpp"
#include "gridforge/deduce/generate.hpp"
#include "gridforge/deduce/json.hpp"
#include "gridforge/deduce/solve.hpp"

namespace gridforge::cli {
namespace {

using namespace gridforge::deduce;

struct DeduceGenerateCli {
    std::string size = "4x5";
    std::string mode = "open";
    std::string seed = "1";
    int attempts = 20;
    bool json = false;
};

struct DeduceCountCli {
    std::string file;
    bool json = false;
};

/// The board as a table: cell, name, profession (and verdict when `verdicts`).
std::string draw(const DeducePuzzle& puzzle, bool verdicts) {
    const Board& board = puzzle.board;
    std::string out = "    ";
    for (int c = 0; c < board.columns(); ++c) out += fmt::format("{:<22}", std::string(1, static_cast<char>('A' + c)));
    out += "\n";
    for (int r = 0; r < board.rows(); ++r) {
        out += fmt::format("{:>2}  ", r + 1);
        for (int c = 0; c < board.columns(); ++c) {
            const int cell = board.cell_at(r, c);
            const Person& p = puzzle.people[static_cast<std::size_t>(cell)];
            std::string text = p.name + " (" + std::string(profession_names()[static_cast<std::size_t>(p.profession)]) + ")";
            if (verdicts) text = (puzzle.solution >> cell & 1 ? "[C] " : "[I] ") + text;
            out += fmt::format("{:<22}", text);
        }
        out += "\n";
    }
    return out;
}

int run_generate(const DeduceGenerateCli& cli) {
    DeduceGenerateOptions options;
    try {
        options.board = Board::parse_size(cli.size);
        options.mode = parse_mode(cli.mode);
    } catch (const std::invalid_argument& error) {
        std::cerr << "gridforge: " << error.what() << '\n';
        return kUsageError;
    }
    const char* end = cli.seed.data() + cli.seed.size();
    const auto [stop, error] = std::from_chars(cli.seed.data(), end, options.seed);
    if (cli.seed.empty() || error != std::errc() || stop != end) {
        std::cerr << "gridforge: --seed '" << cli.seed << "' is not an integer 0..2^64-1\n";
        return kUsageError;
    }
    if (options.mode == Mode::revealed) {
        std::cerr << "gridforge: --mode revealed is not implemented yet (use open)\n";
        return kUsageError;
    }
    options.attempts = cli.attempts;
    DeduceGenerated result;
    try {
        result = generate_deduce(options);
    } catch (const DeduceGenerationError& failure) {
        std::cerr << "gridforge: " << failure.what() << '\n';
        return kGenerationFailed;
    }
    const DeducePuzzle& puzzle = result.puzzle;
    const DeduceGenerationStats& stats = result.stats;
    if (cli.json) {
        nlohmann::json object = to_json(puzzle);
        object["x-generation"] = {{"seed", options.seed},       {"attempts", stats.attempts}, {"pool", stats.pool},
                                  {"selected", stats.selected}, {"pruned", stats.pruned},     {"milliseconds", stats.milliseconds}};
        std::cout << object.dump() << '\n';
        return kSuccess;
    }
    std::cout << fmt::format("{} deduction puzzle, {} mode, {} clues (seed {})\n\n", puzzle.board.size_name(),
                             mode_name(puzzle.mode), puzzle.clues.size(), options.seed);
    std::cout << draw(puzzle, false) << '\n';
    for (std::size_t i = 0; i < puzzle.clues.size(); ++i) {
        const Clue& clue = puzzle.clues[i];
        std::cout << fmt::format("{:>2}. {} ({}): {}\n", i + 1, puzzle.people[static_cast<std::size_t>(clue.carrier)].name,
                                 puzzle.board.cell_name(clue.carrier), render(clue, puzzle.board, puzzle.people));
    }
    std::cout << "\nSolution (C = criminal, I = innocent):\n" << draw(puzzle, true);
    std::cout << fmt::format("\n{} attempt(s), pool {} clues, {} selected, {} pruned, {:.0f} ms\n", stats.attempts, stats.pool,
                             stats.selected, stats.pruned, stats.milliseconds);
    return kSuccess;
}

int run_count(const DeduceCountCli& cli) {
    std::ifstream in(cli.file);
    if (!in) {
        std::cerr << "gridforge: cannot read '" << cli.file << "'\n";
        return kInputError;
    }
    std::stringstream text;
    text << in.rdbuf();
    DeducePuzzle puzzle;
    try {
        puzzle = read_deduce_puzzle(text.str());
    } catch (const DeduceFormatError& error) {
        std::cerr << "gridforge: " << cli.file << ": " << error.what() << '\n';
        return kInputError;
    }
    const auto compiled = puzzle.compiled();
    const bool enumerable = puzzle.board.cells() <= 25;
    const std::int64_t by_enumeration = enumerable ? count_by_enumeration(puzzle.board, compiled, 2).count : -1;
    const std::int64_t by_sat = count_by_sat(puzzle.board, compiled, 2).count;
    const Closure reached = closure(puzzle);
    if (cli.json) {
        nlohmann::json out{{"count_sat", by_sat}, {"limit", 2}, {"closure_complete", reached.complete},
                           {"waves", static_cast<int>(reached.waves.size()) - 1}};
        if (enumerable) out["count_enumeration"] = by_enumeration;
        std::cout << out.dump() << '\n';
    } else {
        std::cout << fmt::format("{} (limit 2) enumeration {} sat {}; no-guess closure {} in {} wave(s)\n", by_sat,
                                 enumerable ? std::to_string(by_enumeration) : "n/a", by_sat,
                                 reached.complete ? "complete" : "incomplete", reached.waves.size() - 1);
    }
    if (enumerable && by_enumeration != by_sat) return kInternalError;
    if (by_sat == 0) return kNoSolution;
    if (by_sat > 1) return kSeveralSolutions;
    return kSuccess;
}

}  // namespace

void add_deduce_command(CLI::App& app, Action& run) {
    CLI::App* deduce = app.add_subcommand("deduce", "Deduction-grid puzzles: people, hidden verdicts, true clues (docs/deduce.md)");
    deduce->require_subcommand(1);

    auto generate = std::make_shared<DeduceGenerateCli>();
    CLI::App* g = deduce->add_subcommand("generate", "Generate a puzzle whose solution is unique (open mode)");
    g->add_option("--size", generate->size, "COLUMNSxROWS, 2..6 each, at most 26 cells")->capture_default_str();
    g->add_option("--mode", generate->mode, "open (all clues visible) or revealed (not implemented yet)")->capture_default_str();
    g->add_option("--seed", generate->seed, "Seed 0..2^64-1: the same seed gives the same puzzle")->capture_default_str();
    g->add_option("--attempts", generate->attempts, "Attempts before giving up (exit 6)")->check(CLI::Range(1, 10000))->capture_default_str();
    g->add_flag("--json", generate->json, "One line of JSON (docs/deduce.md) with an x-generation key");
    g->callback([&run, generate] { run = [generate] { return run_generate(*generate); }; });

    auto count = std::make_shared<DeduceCountCli>();
    CLI::App* c = deduce->add_subcommand("count", "Count solutions (limit 2) by enumeration and by CaDiCaL; run the no-guess closure");
    c->add_option("FILE", count->file, "A puzzle in the JSON form of docs/deduce.md")->required();
    c->add_flag("--json", count->json, "Answer as one JSON object");
    c->footer("Exit 0 unique, 4 no solution, 5 several solutions, 3 unreadable file, 1 if the two methods disagree.");
    c->callback([&run, count] { run = [count] { return run_count(*count); }; });
}

}  // namespace gridforge::cli
