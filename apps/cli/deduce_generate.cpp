#include <iostream>
#include <numeric>

#include <fmt/format.h>

#include "deduce_commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/api.hpp"
#include "gridforge/daily.hpp"
#include "gridforge/deduce/generate.hpp"
#include "gridforge/deduce/steps.hpp"

namespace gridforge::cli::deduce_cli {

using namespace gridforge::deduce;

int run_generate(const GenerateOptions& cli) {
    DeduceGenerateOptions options;
    try {
        options.board = Board::parse_size(cli.size);
        options.mode = parse_mode(cli.mode);
        if (!cli.band.empty()) (void)parse_band(cli.band);
        (void)cast_theme(cli.theme);
    } catch (const std::invalid_argument& error) {
        std::cerr << "gridforge: " << error.what() << '\n';
        return kUsageError;
    }
    options.band = cli.band;
    options.theme = cli.theme;
    if (!cli.daily.empty()) {
        try {
            options.seed = daily_seed(cli.daily);
        } catch (const std::invalid_argument& error) {
            std::cerr << "gridforge: --daily " << error.what() << '\n';
            return kUsageError;
        }
    } else if (const auto seed = api::parse_seed(cli.seed)) {
        options.seed = *seed;
    } else {
        std::cerr << "gridforge: --seed '" << cli.seed << "' is not an integer 0..2^64-1\n";
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
        std::cout << api::deduce_generated_json(result, options.seed).dump() << '\n';
        return kSuccess;
    }
    std::cout << fmt::format("{} deduction puzzle, {} mode, {} clues (seed {}, theme {})\n\n", puzzle.board.size_name(),
                             mode_name(puzzle.mode), puzzle.clues.size(), options.seed, puzzle.theme);
    std::cout << draw_board(puzzle, verdict_marks(puzzle, puzzle.revealed_at_start())) << '\n';
    if (puzzle.mode == Mode::revealed) {
        std::cout << "Clues (each shows once its carrier is revealed):\n";
    }
    std::vector<int> all(puzzle.clues.size());
    std::iota(all.begin(), all.end(), 0);
    std::cout << list_clues(puzzle, all);
    std::cout << "\nSolution (C = criminal, I = innocent):\n" << draw_board(puzzle, verdict_marks(puzzle, puzzle.board.full()));
    std::cout << '\n' << describe(result.analysis.difficulty) << '\n';
    std::cout << fmt::format("{} attempt(s), pool {} clues, {} selected, {} pruned, {} added for the band, {:.0f} ms\n", stats.attempts,
                             stats.pool, stats.selected, stats.pruned, stats.added, stats.milliseconds);
    return kSuccess;
}

}  // namespace gridforge::cli::deduce_cli
