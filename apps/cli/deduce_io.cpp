#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>

#include <fmt/format.h>

#include "deduce_commands.hpp"
#include "input.hpp"
#include "gridforge/deduce/json.hpp"

namespace gridforge::cli::deduce_cli {

using namespace gridforge::deduce;

std::optional<DeducePuzzle> load_puzzle(const std::string& file) {
    const bool standard_input = file == "-";
    std::ifstream opened;
    if (!standard_input) {
        opened.open(file);
        if (!opened) {
            std::cerr << "gridforge: cannot read '" << file << "'\n";
            return std::nullopt;
        }
    }
    std::stringstream text;
    text << (standard_input ? cli::standard_input() : opened).rdbuf();
    try {
        return read_deduce_puzzle(text.str());
    } catch (const DeduceFormatError& error) {
        std::cerr << "gridforge: " << (standard_input ? std::string("standard input") : file) << ": " << error.what() << '\n';
        return std::nullopt;
    }
}

std::string draw_board(const DeducePuzzle& puzzle, const std::vector<std::string>& marks) {
    const Board& board = puzzle.board;
    std::vector<std::string> labels;  // "[?] Anna (police officer)", per cell
    std::size_t width = 24;           // every column as wide as the longest label and a space
    for (int cell = 0; cell < board.cells(); ++cell) {
        const Person& p = puzzle.people[static_cast<std::size_t>(cell)];
        labels.push_back(marks[static_cast<std::size_t>(cell)] + p.name + " (" +
                         std::string(profession_names()[static_cast<std::size_t>(p.profession)]) + ")");
        width = std::max(width, labels.back().size() + 1);
    }
    std::string out = "    ";
    for (int c = 0; c < board.columns(); ++c) out += fmt::format("{:<{}}", std::string(1, static_cast<char>('A' + c)), width);
    out += "\n";
    for (int r = 0; r < board.rows(); ++r) {
        out += fmt::format("{:>2}  ", r + 1);
        for (int c = 0; c < board.columns(); ++c) out += fmt::format("{:<{}}", labels[static_cast<std::size_t>(board.cell_at(r, c))], width);
        out += "\n";
    }
    return out;
}

std::vector<std::string> verdict_marks(const DeducePuzzle& puzzle, Mask shown) {
    std::vector<std::string> marks;
    for (int cell = 0; cell < puzzle.board.cells(); ++cell) {
        if (!(shown >> cell & 1)) marks.emplace_back("[?] ");
        else marks.emplace_back((puzzle.solution >> cell & 1) ? "[C] " : "[I] ");
    }
    return marks;
}

std::string list_clues(const DeducePuzzle& puzzle, const std::vector<int>& clues) {
    std::string out;
    for (int index : clues) {
        const Clue& clue = puzzle.clues[static_cast<std::size_t>(index)];
        const std::string carrier = clue.carrier >= 0 ? fmt::format("{} ({})", puzzle.people[static_cast<std::size_t>(clue.carrier)].name,
                                                                    puzzle.board.cell_name(clue.carrier))
                                                      : std::string("no card");
        out += fmt::format("{:>2}. {}: {}\n", index + 1, carrier, render(clue, puzzle.board, puzzle.people));
    }
    return out;
}

namespace {
/// "1:15 2:3 3:1" = 15 steps of 1 clue, 3 of 2, 1 of 3.
std::string steps_text(const std::vector<int>& steps_by_clues) {
    std::string text;
    for (std::size_t k = 1; k < steps_by_clues.size(); ++k) {
        if (steps_by_clues[k] > 0) text += fmt::format("{}{}:{}", text.empty() ? "" : " ", k, steps_by_clues[k]);
    }
    return text;
}
}  // namespace

std::string describe(const Difficulty& d) {
    return fmt::format("difficulty {:.1f} ({}): simple share {:.2f}, complex share {:.2f}, deficit {:.2f}, scale {:.2f}; "
                       "logic {:.1f}: mean level {:.2f}, max level {}, steps by clues ({}), closure rounds {}, abstract share {:.2f}",
                       d.score, d.band, d.simple_share, d.complex_share, d.deficit, d.scale, d.logic, d.mean_level, d.max_level,
                       steps_text(d.steps_by_clues), d.rounds, d.abstract_share);
}

}  // namespace gridforge::cli::deduce_cli
