#pragma once
// Internal: what HoDoKu's forcing chain and forcing net searches share (forcing.cpp): the
// implications of one premise as sets, the contradiction and verity checks of TablingSolver
// (checkOneChain, checkTwoChains, checkAllChainsForHouse) and the choice among the results
// (TablingComparator).

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "rate/classic/cell_set.hpp"
#include "rate/step_score/step.hpp"
#include "rate/step_score/tabling.hpp"

namespace gridforge::hodoku::forcing {

using classic::CellSet;

/// The expanded table of one premise, as HoDoKu's onSets/offSets (digit 1..9).
struct Implications {
    bool valid = false;       ///< false when the candidate does not exist
    bool premise_on = false;  ///< premise "digit set in cell" (else "digit deleted from cell")
    int cell = 0;
    int digit = 0;
    std::array<CellSet, 10> on{};   ///< cells where the digit gets set
    std::array<CellSet, 10> off{};  ///< cells where the digit gets deleted
    /// Chain length (nodes from the premise) of "digit set in cell" [1][digit][cell] and "digit
    /// deleted" [0][digit][cell]; HoDoKu prefers the shorter chains among equal results.
    std::array<std::array<std::array<std::uint16_t, 81>, 10>, 2> length{};
    int chain(bool set, int at, int d) const { return length[set ? 1 : 0][d][at]; }
};

/// The results in HoDoKu's order (one per kind and result, the shortest chains kept) and the one
/// its sort puts first: placements before eliminations, then the lowest cell (placements) or
/// 10*cell+digit (eliminations); among equal results the shorter chains (same kind, or any kind
/// for eliminations), else the first found.
struct Conclusions {
    struct Found {
        Kind kind;
        bool place;
        int cell;
        int digit;
        int length;
    };
    std::vector<Found> found;
    void add(Kind kind, bool place, int cell, int digit, int length);
    std::optional<Step> step() const;
};

/// Runs every check over the tables of all premises (index 9*cell + digit-1).
void check_all(const classic::CandidateGrid& grid, const std::vector<Implications>& on,
               const std::vector<Implications>& off, Kind contradiction, Kind verity, Conclusions& out);

/// Expands the table of both premises of every candidate ("set", "deleted") over `tables`, keeps
/// their cell nodes (not group nodes) as Implications and runs check_all: the step HoDoKu takes
/// (forcing chains with plain tables, forcing nets with look-ahead ones), or nullopt.
std::optional<Step> conclude(const classic::CandidateGrid& grid, tabling::Tables& tables, Kind contradiction,
                             Kind verity);

}  // namespace gridforge::hodoku::forcing
