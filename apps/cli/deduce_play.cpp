// deduce play: a terminal game reading moves from standard input (one per line).

#include <algorithm>
#include <cctype>
#include <iostream>
#include <sstream>

#include <fmt/format.h>

#include "deduce_commands.hpp"
#include "input.hpp"
#include "exit_codes.hpp"
#include "gridforge/deduce/play.hpp"
#include "gridforge/format.hpp"

namespace gridforge::cli::deduce_cli {

using namespace gridforge::deduce;
using gridforge::deduce::Step;  // rule.hpp declares gridforge::Step (the logic step): name this one

namespace {

constexpr const char* kHelp =
    "Type a name (or cell) and a verdict, e.g. \"Ben criminal\" or \"B2 i\"; \"hint\" for the next step;\n"
    "\"board\" to show the board and visible clues; \"quit\" to stop.\n";

std::optional<Trait> parse_verdict(std::string word) {
    std::transform(word.begin(), word.end(), word.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (word == "c" || word == "criminal") return Trait::criminal;
    if (word == "i" || word == "innocent") return Trait::innocent;
    return std::nullopt;
}

void show(const DeducePuzzle& puzzle, const DeduceGame& game) {
    std::cout << draw_board(puzzle, verdict_marks(puzzle, game.revealed())) << "Visible clues:\n"
              << list_clues(puzzle, puzzle.visible_clues(game.revealed()));
}

}  // namespace

int run_play(const FileOptions& options) {
    const auto puzzle = load_puzzle(options.file);
    if (!puzzle) return kInputError;
    DeduceGame game(*puzzle);
    std::cout << fmt::format("{} deduction puzzle, {} mode, theme {}. {}", puzzle->board.size_name(), mode_name(puzzle->mode),
                             puzzle->theme, kHelp);
    show(*puzzle, game);
    int moves = 0;
    std::string line;
    // A move line past the length limit is not understood, like any other nonsense.
    const auto next_move = [&line] {
        try {
            return read_line(standard_input(), line);
        } catch (const InputError&) {
            line = "(a line too long to read)";
            return true;
        }
    };
    while (!game.finished() && (std::cout << "> " << std::flush, next_move())) {
        std::istringstream words(line);
        std::string first, second, extra;
        words >> first >> second >> extra;
        if (first.empty()) continue;
        if (first == "quit" || first == "exit") break;
        if (first == "help") {
            std::cout << kHelp;
            continue;
        }
        if (first == "board") {
            show(*puzzle, game);
            continue;
        }
        if (first == "hint") {
            const std::optional<Step> step = game.hint();
            std::cout << (step ? "Hint: " + step_text(*puzzle, *step) + "\n" : std::string("No person is forced: nothing to hint.\n"));
            continue;
        }
        const int cell = game.find_person(first);
        const std::optional<Trait> verdict = parse_verdict(second);
        if (cell < 0 || !verdict || !extra.empty()) {
            // Say which word was not understood, so the player can mend just that.
            std::string why;
            if (cell < 0 && !second.empty()) {
                why = fmt::format(" No one is called '{}' or sits there (cells {} to {}).", first, puzzle->board.cell_name(0),
                                  puzzle->board.cell_name(puzzle->board.cells() - 1));
            } else if (cell >= 0 && !second.empty() && !verdict) {
                why = fmt::format(" '{}' is not a verdict: criminal (c) or innocent (i).", second);
            }
            std::cout << fmt::format("Not understood: '{}'.{} {}", line, why, kHelp);
            continue;
        }
        ++moves;
        const std::string& name = puzzle->people[static_cast<std::size_t>(cell)].name;
        const Mask before = game.revealed();
        switch (game.mark(cell, *verdict)) {
            case MoveOutcome::accepted: {
                std::cout << fmt::format("Right: {} is {}.\n", name, *verdict == Trait::criminal ? "a criminal" : "innocent");
                std::vector<int> appeared;
                for (int index : puzzle->visible_clues(game.revealed())) {
                    const auto& shown = puzzle->visible_clues(before);
                    if (std::find(shown.begin(), shown.end(), index) == shown.end()) appeared.push_back(index);
                }
                std::cout << list_clues(*puzzle, appeared);
                break;
            }
            case MoveOutcome::mistake:
                std::cout << fmt::format("Wrong: {} is not {} (mistakes: {}).\n", name, trait_name(*verdict), game.mistakes());
                break;
            case MoveOutcome::guess:
                std::cout << fmt::format("Refused: nothing visible forces {}'s verdict yet; that would be a guess (guesses: {}).\n",
                                         name, game.guesses());
                break;
            case MoveOutcome::already_revealed: std::cout << fmt::format("{} is already revealed.\n", name); break;
        }
    }
    const int revealed = popcount(game.revealed());
    std::cout << fmt::format("{} {} of {} people revealed in {} moves: {} mistake(s), {} refused guess(es), {} hint(s).\n",
                             game.finished() ? "Solved!" : "Stopped:", revealed, puzzle->board.cells(), moves, game.mistakes(),
                             game.guesses(), game.hints());
    return game.finished() ? kSuccess : kUnfinished;
}

}  // namespace gridforge::cli::deduce_cli
