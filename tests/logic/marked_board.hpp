#pragma once
// Test boards with candidates given explicitly: a classic 9x9 puzzle (givens optional) whose
// empty cells hold every digit except where a digit map or a cell's own list says otherwise.

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "gridforge/logic.hpp"
#include "support/puzzles.hpp"

namespace gridforge::testing {

/// Drops spaces, so maps can be written as nine groups of nine.
inline std::string squeeze(std::string text) {
    std::erase(text, ' ');
    return text;
}

/// A digit map row where the digit is a candidate in all nine cells.
inline const std::string kFull = "xxxxxxxxx ";

struct Marks {
    std::string givens = std::string(81, '.');
    /// digit -> 81 characters: 'x' where the digit is a candidate, '.' where it is not.
    std::map<Digit, std::string> digit_maps;
    /// "r1c1" -> "12": the cell's exact candidates (applied after the digit maps).
    std::map<std::string, std::string> cells;
};

inline LogicState marked_state(const Marks& marks) {
    const Puzzle puzzle = puzzle_from(marks.givens);
    Candidates pencil(81, DigitSet::all(9));
    for (const auto& [digit, map] : marks.digit_maps) {
        const std::string m = squeeze(map);
        for (std::size_t c = 0; c < 81; ++c) {
            if (m.at(c) == '.') pencil[c].erase(digit);
        }
    }
    for (const auto& [name, digits] : marks.cells) {
        DigitSet set;
        for (char ch : digits) set.insert(ch - '0');
        pencil[static_cast<std::size_t>(*puzzle.geometry().parse_cell_name(name))] = set;
    }
    return LogicState(puzzle, Grid(9), pencil);
}

/// "r1c2:5" strings of a step's eliminations, in order, for readable assertions.
inline std::vector<std::string> eliminations_of(const Step& step) {
    const Geometry geometry(9);
    std::vector<std::string> out;
    for (const Candidate& c : step.eliminations) out.push_back(geometry.cell_name(c.cell) + ":" + std::to_string(c.digit));
    return out;
}

inline std::vector<std::string> names(std::initializer_list<const char*> cells, int digit) {
    std::vector<std::string> out;
    for (const char* cell : cells) out.push_back(std::string(cell) + ":" + std::to_string(digit));
    std::sort(out.begin(), out.end(), [](const std::string& a, const std::string& b) {
        const Geometry geometry(9);
        return *geometry.parse_cell_name(a.substr(0, a.find(':'))) < *geometry.parse_cell_name(b.substr(0, b.find(':')));
    });
    return out;
}

/// What technique `id` finds on the marked board.
inline std::optional<Step> find_on(TechniqueId id, const Marks& marks) { return technique(id).find(marked_state(marks)); }

}  // namespace gridforge::testing
