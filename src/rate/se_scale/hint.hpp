#pragma once
// Internal: a hint of the Sudoku Explainer emulation and the producers that find them. Each
// producer returns the hint serate's SingleHintAccumulator would take first from the SE producer
// of the same name (SukakuExplainer, diuf/sudoku/solver/rules), or nullopt.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "rate/classic/candidate_grid.hpp"

namespace gridforge::se {

using classic::CandidateGrid;

struct Hint {
    std::string name;          // as serate names it
    double difficulty = 0.0;   // SE's rating, increments included
    int cell = -1;             // a hint that sets a value (SE's Hint.getCell() != null)
    int digit = 0;
    std::vector<std::pair<int, int>> eliminations;  // (cell, digit)
};

// ---- basic.cpp, sets.cpp, fish.cpp, uniqueness.cpp (driver owner) ----
std::optional<Hint> find_hidden_single(const CandidateGrid& grid);
std::optional<Hint> find_naked_single(const CandidateGrid& grid);
/// Locking(direct): pointing and claiming; direct = only when it yields a hidden single.
std::optional<Hint> find_locking(const CandidateGrid& grid, bool direct);
/// HiddenSet(degree, direct).
std::optional<Hint> find_hidden_set(const CandidateGrid& grid, int degree, bool direct);
/// NakedSet(degree).
std::optional<Hint> find_naked_set(const CandidateGrid& grid, int degree);
/// Fisherman(degree): X-Wing 2, Swordfish 3, Jellyfish 4.
std::optional<Hint> find_fish(const CandidateGrid& grid, int degree);
std::optional<Hint> find_unique_loops(const CandidateGrid& grid);
std::optional<Hint> find_bivalue_universal_grave(const CandidateGrid& grid);

// ---- strong_links.cpp, wings.cpp, aligned_exclusion.cpp (patterns owner) ----
/// StrongLinks(links): 2 = turbot fish family (skyscraper, 2-string kite, empty rectangle ...).
std::optional<Hint> find_strong_links(const CandidateGrid& grid, int links);
/// XYWing(xyz).
std::optional<Hint> find_xy_wing(const CandidateGrid& grid, bool xyz);
std::optional<Hint> find_wxyz_wing(const CandidateGrid& grid);
std::optional<Hint> find_vwxyz_wing(const CandidateGrid& grid);
std::optional<Hint> find_uvwxyz_wing(const CandidateGrid& grid);
std::optional<Hint> find_tuvwxyz_wing(const CandidateGrid& grid);
std::optional<Hint> find_aligned_pair_exclusion(const CandidateGrid& grid);
/// AlignedExclusion(degree), degree 3 in SE's default order.
std::optional<Hint> find_aligned_exclusion(const CandidateGrid& grid, int degree);

// ---- chaining*.cpp (chaining owner) ----
/// SE's Chaining(isMultipleEnabled, isDynamicMode, isNishioMode, level, ...) producers.
struct ChainingMode {
    bool multiple = false;
    bool dynamic = false;
    bool nishio = false;
    int level = 0;       // 0 plain, 1 "+" (dynamic plus), 2.. nested
    int nesting_limit = 0;  // SE's nestingLimit (0, 1, 2 for the level-4 producers)
};
std::optional<Hint> find_chaining(const CandidateGrid& grid, const ChainingMode& mode);

}  // namespace gridforge::se
