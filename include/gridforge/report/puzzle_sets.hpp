#pragma once
/// \file
/// The puzzle sets of the protocol: top95 read from a file, and one set of generated puzzles per
/// level (built by the generation measurement, see generation_measure.hpp).

#include <string>
#include <vector>

#include "gridforge/puzzle.hpp"

namespace gridforge::report {

struct PuzzleSet {
    std::string name;                       ///< "top95", "easy", "medium", ...
    std::string source;                     ///< where the puzzles came from, for the report
    std::vector<gridforge::Puzzle> puzzles;
};

/// Reads every puzzle of a file (line form, one per line; '#' and blank lines skipped).
/// Throws std::runtime_error naming the file and line on a bad record or a missing file.
PuzzleSet load_puzzle_file(const std::string& name, const std::string& path);

}  // namespace gridforge::report
