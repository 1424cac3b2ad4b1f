// HoDoKu's naked, locked and hidden subsets (step.hpp; HoDoKu SimpleSolver.findNakedXle /
// findHiddenXle, as read in hodoku-py solver/simple.py).
//
// Naked: boxes, then rows, then columns; in each house the cells with 1..size candidates, their
// combinations in lexicographic order; a combination whose candidates number `size` eliminates
// them from every house all its cells share (row, column, box in that order, cells in house order,
// digits ascending). It is "locked" (Locked Pair/Triple) when size < 4, the cells share a box and
// a line, and eliminations fall both in the box and outside it. Locked subsets are looked for in
// the boxes only; the naked search skips them.
// Hidden: boxes, rows, columns; digits with 1..size places in a house with more than `size`
// empty cells, digit combinations in lexicographic order; the cells of a combination lose their
// other candidates.
#include <optional>
#include <vector>

#include "rate/classic/cell_set.hpp"
#include "rate/step_score/step.hpp"

namespace gridforge::hodoku {

using classic::bit;
using classic::CellSet;
using classic::kCellHouses;
using classic::kHouseCells;
using classic::Mask;
using classic::popcount;

namespace {

enum class Want { locked, naked };

std::optional<Step> subset_step(const CandidateGrid& grid, const std::vector<int>& cells, Mask digits, Want want) {
    const int size = static_cast<int>(cells.size());
    const auto& first = kCellHouses[cells[0]];
    bool same[3] = {true, true, true};
    for (std::size_t i = 1; i < cells.size(); ++i) {
        for (int j = 0; j < 3; ++j) {
            if (same[j] && first[j] != kCellHouses[cells[i]][j]) same[j] = false;
        }
    }
    Step step;
    CellSet seen[10] = {};
    bool found_in[3] = {false, false, false};
    int houses_with_eliminations = 0;
    CellSet subset;
    for (const int cell : cells) subset.add(cell);
    for (int j = 0; j < 3; ++j) {
        if (!same[j]) continue;
        for (const std::uint8_t cell : kHouseCells[first[j]]) {
            if (subset.has(cell)) continue;
            const Mask hit = grid.candidates[cell] & digits;
            if (hit == 0) continue;
            for (int d = 1; d <= 9; ++d) {
                if ((hit & bit(d)) && !seen[d].has(cell)) {
                    seen[d] |= CellSet::of(cell);
                    step.eliminations.emplace_back(cell, d);
                }
            }
            if (!found_in[j] && (j == 2 || kCellHouses[cell][2] != first[2])) {
                found_in[j] = true;
                ++houses_with_eliminations;
            }
        }
    }
    if (step.eliminations.empty()) return std::nullopt;
    const bool locked = size < 4 && houses_with_eliminations > 1 && same[2] && (same[0] || same[1]);
    if ((want == Want::locked) != locked) return std::nullopt;
    if (locked) {
        step.kind = size == 2 ? Kind::locked_pair : Kind::locked_triple;
    } else {
        step.kind = size == 2 ? Kind::naked_pair : size == 3 ? Kind::naked_triple : Kind::naked_quadruple;
    }
    return step;
}

// Combinations of `size` among `pool` (lexicographic) whose candidate union has `size` digits.
std::optional<Step> naked_in_house(const CandidateGrid& grid, int house, int size, Want want) {
    std::vector<int> pool;
    for (const std::uint8_t cell : kHouseCells[house]) {
        const int n = popcount(grid.candidates[cell]);
        if (n > 0 && n <= size) pool.push_back(cell);
    }
    const int n = static_cast<int>(pool.size());
    if (n < size) return std::nullopt;
    std::vector<int> chosen;
    std::optional<Step> result;
    auto recurse = [&](auto&& self, int start, Mask so_far) -> bool {
        for (int i = start; i < n; ++i) {
            const Mask mask = so_far | grid.candidates[pool[i]];
            if (popcount(mask) > size) continue;
            chosen.push_back(pool[i]);
            if (static_cast<int>(chosen.size()) == size) {
                if (popcount(mask) == size) {
                    result = subset_step(grid, chosen, mask, want);
                    if (result) return true;
                }
            } else if (self(self, i + 1, mask)) {
                return true;
            }
            chosen.pop_back();
        }
        return false;
    };
    recurse(recurse, 0, 0);
    return result;
}

std::optional<Step> naked_in(const CandidateGrid& grid, int first, int size, Want want) {
    for (int house = first; house < first + 9; ++house) {
        if (auto step = naked_in_house(grid, house, size, want)) return step;
    }
    return std::nullopt;
}

std::optional<Step> hidden_in_house(const CandidateGrid& grid, int house, int size) {
    int empty = 0;
    for (const std::uint8_t cell : kHouseCells[house]) empty += grid.candidates[cell] != 0;
    if (empty <= size) return std::nullopt;
    std::vector<int> digits;
    std::array<Mask, 10> places{};
    for (int d = 1; d <= 9; ++d) {
        const int f = free_count(grid, house, d);
        if (f == 0 || f > size) continue;
        digits.push_back(d);
        for (int j = 0; j < 9; ++j) {
            if (grid.has(kHouseCells[house][j], d)) places[d] |= static_cast<Mask>(1u << j);
        }
    }
    const int n = static_cast<int>(digits.size());
    if (n < size) return std::nullopt;
    std::vector<int> chosen;
    std::optional<Step> result;
    auto recurse = [&](auto&& self, int start, Mask so_far) -> bool {
        for (int i = start; i < n; ++i) {
            const Mask where = so_far | places[digits[i]];
            chosen.push_back(digits[i]);
            if (static_cast<int>(chosen.size()) == size) {
                if (popcount(where) == size) {
                    Mask keep = 0;
                    for (const int d : chosen) keep |= bit(d);
                    Step step;
                    step.kind = size == 2 ? Kind::hidden_pair : size == 3 ? Kind::hidden_triple : Kind::hidden_quadruple;
                    for (int j = 0; j < 9; ++j) {
                        if ((where & (1u << j)) == 0) continue;
                        const int cell = kHouseCells[house][j];
                        const Mask drop = grid.candidates[cell] & static_cast<Mask>(~keep);
                        for (int d = 1; d <= 9; ++d) {
                            if (drop & bit(d)) step.eliminations.emplace_back(cell, d);
                        }
                    }
                    if (!step.eliminations.empty()) {
                        result = std::move(step);
                        return true;
                    }
                }
            } else if (self(self, i + 1, where)) {
                return true;
            }
            chosen.pop_back();
        }
        return false;
    };
    recurse(recurse, 0, 0);
    return result;
}

}  // namespace

std::optional<Step> find_locked_pair(const CandidateGrid& grid) { return naked_in(grid, 18, 2, Want::locked); }
std::optional<Step> find_locked_triple(const CandidateGrid& grid) { return naked_in(grid, 18, 3, Want::locked); }

std::optional<Step> find_naked_subset(const CandidateGrid& grid, int size) {
    for (const int first : {18, 0, 9}) {
        if (auto step = naked_in(grid, first, size, Want::naked)) return step;
    }
    return std::nullopt;
}

std::optional<Step> find_hidden_subset(const CandidateGrid& grid, int size) {
    for (const int first : {18, 0, 9}) {
        for (int house = first; house < first + 9; ++house) {
            if (auto step = hidden_in_house(grid, house, size)) return step;
        }
    }
    return std::nullopt;
}

}  // namespace gridforge::hodoku
