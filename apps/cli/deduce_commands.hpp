#pragma once
/// \file
/// The actions of `gridforge deduce ...` (registered by command_deduce.cpp) and what they share:
/// reading a puzzle file and drawing the board. Each action returns an exit code (exit_codes.hpp).

#include <optional>
#include <string>

#include "gridforge/deduce/difficulty.hpp"
#include "gridforge/deduce/generate.hpp"
#include "gridforge/deduce/puzzle.hpp"

namespace gridforge::cli::deduce_cli {

struct GenerateOptions {
    std::string size = "4x5";
    std::string mode = "revealed";
    std::string seed = "1";
    std::string daily;  ///< YYYY-MM-DD: the seed is the date's (daily.hpp), as the web player's daily
    std::string band;
    std::string theme{deduce::kDefaultTheme};
    int attempts = deduce::DeduceGenerateOptions{}.attempts;  // the library's default, written once
    bool json = false;
    double time_limit = 0;  ///< --time-limit SECONDS (0: none)
};

struct FileOptions {
    std::string file;
    std::string revealed;  ///< hint: extra revealed cells, "A1,B2"
    std::string graph;     ///< explain: "" (the sentences), "dot" or "svg" (the logic graph)
    bool json = false;
    double time_limit = 0;  ///< --time-limit SECONDS (0: none; not on play, which waits on a person)
};

int run_generate(const GenerateOptions& options);
int run_solve(const FileOptions& options);
int run_count(const FileOptions& options);
int run_rate(const FileOptions& options);
int run_hint(const FileOptions& options);
int run_explain(const FileOptions& options);
/// Reads moves from standard input until the puzzle is solved, `quit`, or the end of input: exit 0
/// when solved, kUnfinished otherwise.
int run_play(const FileOptions& options);

/// The puzzle of a JSON file (docs/deduce.md), "-" for standard input; on failure prints
/// "gridforge: FILE: ..." to stderr and returns std::nullopt (exit kInputError).
std::optional<deduce::DeducePuzzle> load_puzzle(const std::string& file);
/// The board as a table: cell, name, profession, and per person `marks[cell]` (e.g. "[C] ").
std::string draw_board(const deduce::DeducePuzzle& puzzle, const std::vector<std::string>& marks);
/// "[C] "/"[I] " for cells in `shown`, "[?] " for the others.
std::vector<std::string> verdict_marks(const deduce::DeducePuzzle& puzzle, deduce::Mask shown);
/// " 3. Ada (B1): There are ..." for each clue index in `clues`.
std::string list_clues(const deduce::DeducePuzzle& puzzle, const std::vector<int>& clues);
/// "score 47.5 (tricky), logic 31.0: ..." one line.
std::string describe(const deduce::Difficulty& difficulty);

}  // namespace gridforge::cli::deduce_cli
