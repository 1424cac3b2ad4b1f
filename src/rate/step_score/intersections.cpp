// HoDoKu's locked candidates (step.hpp; HoDoKu SimpleSolver.findLockedCandidates, as read in
// hodoku-py solver/simple.py). Pointing scans the boxes, claiming the rows then the columns; each
// house, digits 1-9; the digit must sit in 2 or 3 cells of the house, all in one other house that
// holds it elsewhere too. Eliminations in that other house's cell order.
#include <optional>

#include "rate/classic/cell_set.hpp"
#include "rate/step_score/step.hpp"

namespace gridforge::hodoku {

using classic::bit;
using classic::kCellHouses;
using classic::kHouseCells;

namespace {

Step make_step(const CandidateGrid& grid, Kind kind, int digit, int source, int target) {
    Step step;
    step.kind = kind;
    for (const std::uint8_t cell : kHouseCells[target]) {
        if (!grid.has(cell, digit)) continue;
        const auto& houses = kCellHouses[cell];
        if (houses[0] != source && houses[1] != source && houses[2] != source) step.eliminations.emplace_back(cell, digit);
    }
    return step;
}

// Scans houses first..first+8. Pointing when `first` is 18 (boxes), claiming otherwise.
std::optional<Step> scan(const CandidateGrid& grid, int first) {
    const bool pointing = first == 18;
    for (int house = first; house < first + 9; ++house) {
        for (int digit = 1; digit <= 9; ++digit) {
            const int here = free_count(grid, house, digit);
            if (here != 2 && here != 3) continue;
            bool found = false;
            bool same[3] = {true, true, true};
            int common[3] = {0, 0, 0};
            for (const std::uint8_t cell : kHouseCells[house]) {
                if (!grid.has(cell, digit)) continue;
                const auto& houses = kCellHouses[cell];
                if (!found) {
                    for (int j = 0; j < 3; ++j) common[j] = houses[j];
                    found = true;
                } else {
                    for (int j = 0; j < 3; ++j) {
                        if (same[j] && common[j] != houses[j]) same[j] = false;
                    }
                }
            }
            if (pointing) {
                for (int j = 0; j < 2; ++j) {
                    if (same[j] && free_count(grid, common[j], digit) > here) {
                        return make_step(grid, Kind::locked_candidates_1, digit, house, common[j]);
                    }
                }
            } else if (same[2] && free_count(grid, common[2], digit) > here) {
                return make_step(grid, Kind::locked_candidates_2, digit, house, common[2]);
            }
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<Step> find_locked_candidates_1(const CandidateGrid& grid) { return scan(grid, 18); }

std::optional<Step> find_locked_candidates_2(const CandidateGrid& grid) {
    if (auto step = scan(grid, 0)) return step;
    return scan(grid, 9);
}

}  // namespace gridforge::hodoku
