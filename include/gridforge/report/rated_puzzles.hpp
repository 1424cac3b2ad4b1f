#pragma once
/// \file
/// Reference files of rated puzzles (tests/data/rated, ../shared/data/rated): one puzzle a line,
/// 81 characters ('.' for empty cells), then space-separated key=value fields: serate's `ER EP ED`
/// (or Sudoku Coach's `SE`), `HoDoKu HoDoKuLevel`, a `set` label, ... ('-' for a missing value).

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gridforge::report {

struct RatedPuzzle {
    std::string puzzle;   ///< the 81 characters
    std::string group;    ///< the `set` field, else the file's name up to its first '.'
    std::map<std::string, std::string> fields;

    /// The field as a number; nullopt when absent, '-' or not a number.
    [[nodiscard]] std::optional<double> number(const std::string& key) const;
    /// The field's text, "-" when absent.
    [[nodiscard]] std::string text(const std::string& key) const;
};

/// The puzzles of a reference file ('#' lines and lines shorter than 81 characters skipped), at
/// most `limit` of them spread evenly over the file (0: all). Throws std::runtime_error when the
/// file cannot be read.
std::vector<RatedPuzzle> read_rated_puzzles(const std::string& path, std::size_t limit = 0);

}  // namespace gridforge::report
