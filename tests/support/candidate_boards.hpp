#pragma once
// Shared test helpers for the SE and HoDoKu rating tests: candidate boards from the texts the
// reference programs print, and the known-solution guard on a step.
//
// Texts: serate's %m (9 characters per cell, digit d at position d or '.'), optionally with its
// %i values (81 characters, '.' = empty); HoDoKu-style tokens (81 space-separated tokens: "v5" a
// placed 5, "g5" a given 5, else the candidate digits, e.g. "1289"). Malformed text throws
// std::invalid_argument.

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "rate/classic/candidate_grid.hpp"

namespace gridforge::testing {

/// serate's %m board. Without `values` a cell showing one digit counts as placed (at a pattern
/// step no naked single is left); with serate's %i `values`, exactly the cells with a value are
/// placed and every other cell keeps its marks as candidates (a naked single stays a candidate).
inline classic::CandidateGrid board_from_marks(const std::string& marks, const std::string& values = "") {
    if (marks.size() != 729 || (!values.empty() && values.size() != 81)) {
        throw std::invalid_argument("board: 729 marks (and 81 values) expected");
    }
    classic::CandidateGrid grid;
    for (int cell = 0; cell < 81; ++cell) {
        if (!values.empty() && values[cell] >= '1' && values[cell] <= '9') {
            grid.value[cell] = static_cast<std::uint8_t>(values[cell] - '0');
            continue;
        }
        classic::Mask mask = 0;
        for (int d = 1; d <= 9; ++d)
            if (marks[9 * cell + d - 1] == static_cast<char>('0' + d)) mask |= classic::bit(d);
        if (values.empty() && classic::popcount(mask) == 1) {
            grid.value[cell] = static_cast<std::uint8_t>(classic::first_digit(mask));
        } else {
            grid.candidates[cell] = mask;
        }
    }
    return grid;
}

/// A HoDoKu-style token board; `given`, when not null, gets which cells are givens ("g").
inline classic::CandidateGrid board_from_tokens(const std::string& text, std::array<bool, 81>* given = nullptr) {
    classic::CandidateGrid grid;
    std::istringstream in(text);
    std::string token;
    int cell = 0;
    while (in >> token) {
        if (cell == 81) throw std::invalid_argument("board: more than 81 tokens");
        if (token[0] == 'g' || token[0] == 'v') {
            grid.value[cell] = static_cast<std::uint8_t>(token[1] - '0');
            if (given != nullptr) (*given)[cell] = token[0] == 'g';
        } else {
            for (const char c : token) grid.candidates[cell] |= classic::bit(c - '0');
        }
        ++cell;
    }
    if (cell != 81) throw std::invalid_argument("board: 81 tokens expected");
    return grid;
}

/// A solved board from 81 digits.
inline classic::CandidateGrid solved_board(const std::string& solution) {
    if (solution.size() != 81) throw std::invalid_argument("board: 81 digits expected");
    classic::CandidateGrid grid;
    for (int cell = 0; cell < 81; ++cell) grid.value[cell] = static_cast<std::uint8_t>(solution[cell] - '0');
    return grid;
}

/// The known-solution guard: no elimination removes the solution's digit and a placement
/// (cell >= 0) puts the solution's digit.
inline void expect_agrees_with_solution(const std::string& solution,
                                        const std::vector<std::pair<int, int>>& eliminations, int cell = -1,
                                        int digit = 0) {
    for (const auto& [at, removed] : eliminations) {
        EXPECT_NE(solution[at] - '0', removed) << "removes the solution at " << classic::cell_name(at);
    }
    if (cell >= 0) {
        EXPECT_EQ(solution[cell] - '0', digit) << "places a wrong digit at " << classic::cell_name(cell);
    }
}

}  // namespace gridforge::testing
