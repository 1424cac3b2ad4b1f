#pragma once
// Shared test helpers: puzzles from text and the public data files.

#include <fstream>
#include <string>
#include <vector>

#include "gridforge/format.hpp"
#include "gridforge/puzzle.hpp"
#include "support/sanitizers.hpp"

namespace gridforge::testing {

inline Puzzle puzzle_from(std::string_view text) { return parse_puzzle(text).puzzle; }

/// A classic puzzle from a line of N*N characters without the reader's validation, for testing
/// how solvers meet givens that break a rule.
inline Puzzle puzzle_from_unchecked(std::string_view line) {
    int size = 1;
    while (size * size < static_cast<int>(line.size())) ++size;
    Grid grid(size);
    for (Cell cell = 0; cell < grid.cell_count(); ++cell) {
        if (auto digit = digit_from_char(line[static_cast<std::size_t>(cell)])) grid.set(cell, *digit);
    }
    return Puzzle::classic(grid);
}

/// Non-empty, non-comment lines of a data file; empty when the file is missing.
inline std::vector<std::string> read_lines(const std::string& path) {
    std::vector<std::string> lines;
    std::ifstream file(path);
    for (std::string line; std::getline(file, line);) {
        if (!line.empty() && line[0] != '#') lines.push_back(line);
    }
    return lines;
}

/// `lines` in Release; under the sanitizers every `step`-th of them, the first included. The whole
/// set runs in the Release build (ctest-release); the sanitizer build (ctest-asan) checks memory
/// and undefined behaviour on the sample, which is what keeps CI within its time (scripts/test).
inline std::vector<std::string> sanitizer_sample(const std::vector<std::string>& lines, std::size_t step = 10) {
    if (!kUnderSanitizers) return lines;
    std::vector<std::string> sample;
    for (std::size_t i = 0; i < lines.size(); i += step) sample.push_back(lines[i]);
    return sample;
}

inline std::string test_data(const std::string& name) { return std::string(GRIDFORGE_TEST_DATA) + "/" + name; }
inline std::string shared_data(const std::string& name) { return std::string(GRIDFORGE_SHARED_DATA) + "/" + name; }

}  // namespace gridforge::testing
