#include "generate/differs_from.hpp"

namespace gridforge::generate_detail {

void DiffersFrom::collect_conflicts(const Grid& grid, std::vector<Conflict>& out, std::size_t limit) const {
    if (!(grid == refused_)) return;
    append_conflict(out, limit, Conflict{0, 0, grid.at(0), std::string(name()), "the grid is the refused solution"});
}

DigitSet DiffersFrom::allowed(const Grid& grid, Cell cell) const {
    DigitSet digits = DigitSet::all(grid.size());
    for (Cell other = 0; other < grid.cell_count(); ++other) {
        if (other != cell && grid.at(other) != refused_.at(other)) return digits;
    }
    digits.erase(refused_.at(cell));
    return digits;
}

PruneResult DiffersFrom::prune(Candidates& candidates) const {
    Cell open = -1;  // the one cell not yet fixed to the refused digit
    for (Cell cell = 0; cell < refused_.cell_count(); ++cell) {
        if (candidates[static_cast<std::size_t>(cell)] == DigitSet::of(refused_.at(cell))) continue;
        if (open >= 0) return PruneResult::fixpoint;  // two open cells: nothing to say yet
        open = cell;
    }
    if (open < 0) return PruneResult::conflict;
    DigitSet& options = candidates[static_cast<std::size_t>(open)];
    if (!options.contains(refused_.at(open))) return PruneResult::fixpoint;
    options.erase(refused_.at(open));
    return options.empty() ? PruneResult::conflict : PruneResult::changed;
}

}  // namespace gridforge::generate_detail
