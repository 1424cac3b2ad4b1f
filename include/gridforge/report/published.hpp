#pragma once
/// \file
/// Published figures our measurements are compared with, read from one data file
/// (share/gridforge/published_figures.json: every figure beside its source) so that no such number
/// lives in code: the singles-and-oracle bands of "Taking the Mystery Out of Sudoku Difficulty"
/// and tdoku's throughput and guesses per data set.

#include <array>
#include <map>
#include <optional>
#include <string>

namespace gridforge::report {

/// tdoku's figures for one data set.
struct TdokuFigures {
    double puzzles_per_s = 0.0;                  ///< counting to 2 on one thread
    std::optional<double> guesses_per_puzzle;    ///< its branch points; absent where its tables lack the set
};

struct PublishedFigures {
    std::string mcm_source;
    int mcm_puzzles = 0;                 ///< puzzles the article rated
    std::array<int, 4> mcm_bands{};      ///< puzzles per band: cinch, confusing, challenging, crazy
    std::string tdoku_rate_source;
    std::string tdoku_guesses_source;
    std::map<std::string, TdokuFigures> tdoku;  ///< by data set name ("top95", "17-clue", ...)
};

/// Reads the data file. Throws std::runtime_error naming the file and the missing or mistyped key
/// (or the JSON syntax error) when it cannot be read.
PublishedFigures load_published_figures(const std::string& path);

}  // namespace gridforge::report
