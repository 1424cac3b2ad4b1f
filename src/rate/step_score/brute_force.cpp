// HoDoKu's last resort, Brute Force (step.hpp; HoDoKu BruteForceSolver, as read in hodoku-py
// solver/brute_force.py): the middle one of the empty cells (in cell order) gets its solution digit.
#include <optional>
#include <vector>

#include "rate/step_score/step.hpp"

namespace gridforge::hodoku {

std::optional<Step> find_brute_force(const CandidateGrid& grid, const std::array<std::uint8_t, 81>& solution) {
    std::vector<int> empty;
    for (int cell = 0; cell < 81; ++cell) {
        if (grid.value[cell] == 0) empty.push_back(cell);
    }
    if (empty.empty()) return std::nullopt;
    const int cell = empty[empty.size() / 2];
    if (solution[cell] == 0) return std::nullopt;
    Step step;
    step.kind = Kind::brute_force;
    step.placements.emplace_back(cell, solution[cell]);
    return step;
}

}  // namespace gridforge::hodoku
