#include <stdexcept>

#include "gridforge/logic/state.hpp"

namespace gridforge {
namespace {

std::shared_ptr<const LogicTables> build_tables(const Puzzle& puzzle) {
    auto tables = std::make_shared<LogicTables>();
    const Topology& topology = puzzle.topology();
    const auto cells = static_cast<std::size_t>(puzzle.geometry().cell_count());
    tables->sees.assign(cells, std::vector<bool>(cells, false));
    for (std::size_t cell = 0; cell < cells; ++cell) {
        for (Cell peer : topology.peers[cell]) tables->sees[cell][static_cast<std::size_t>(peer)] = true;
    }
    for (const House& house : topology.houses) tables->kinds.push_back(house.kind);
    for (std::size_t a = 0; a < topology.houses.size(); ++a) {
        std::vector<bool> in_a(cells, false);
        for (Cell cell : topology.houses[a].cells) in_a[static_cast<std::size_t>(cell)] = true;
        for (std::size_t b = 0; b < topology.houses.size(); ++b) {
            if (a == b) continue;
            std::vector<Cell> shared;
            for (Cell cell : topology.houses[b].cells) {
                if (in_a[static_cast<std::size_t>(cell)]) shared.push_back(cell);
            }
            if (shared.size() >= 2 && shared.size() < topology.houses[a].cells.size()) {
                tables->intersections.push_back({static_cast<int>(a), static_cast<int>(b), shared});
            }
        }
    }
    return tables;
}

}  // namespace

LogicState::LogicState(const Puzzle& puzzle) : LogicState(puzzle, Grid(puzzle.geometry().size())) {}

LogicState::LogicState(const Puzzle& puzzle, const Grid& entries, const std::optional<Candidates>& pencil_marks)
    : puzzle_(puzzle), tables_(build_tables(puzzle)), grid_(puzzle.geometry().size()),
      candidates_(static_cast<std::size_t>(puzzle.geometry().cell_count()), puzzle.geometry().all_digits()) {
    if (entries.size() != grid_.size()) {
        throw std::invalid_argument("LogicState: the entries are " + std::to_string(entries.size()) + "x" +
                                    std::to_string(entries.size()) + ", the puzzle is " +
                                    std::to_string(grid_.size()) + "x" + std::to_string(grid_.size()));
    }
    if (pencil_marks && pencil_marks->size() != candidates_.size()) {
        throw std::invalid_argument("LogicState: pencil marks for " + std::to_string(pencil_marks->size()) +
                                    " cells, the puzzle has " + std::to_string(candidates_.size()));
    }
    const Grid& givens = puzzle.givens();
    for (Cell cell = 0; cell < grid_.cell_count(); ++cell) {
        const Digit given = givens.at(cell);
        const Digit entry = entries.at(cell);
        if (given != 0 && entry != 0 && entry != given) {
            throw std::invalid_argument("LogicState: the entry " + std::to_string(entry) + " at " +
                                        geometry().cell_name(cell) + " overwrites the given " +
                                        std::to_string(given));
        }
        const Digit digit = given != 0 ? given : entry;
        if (digit == 0) continue;
        // A digit a peer already excludes is placed anyway: contradiction() then reports it.
        grid_.set(cell, digit);
    }
    for (Cell cell = 0; cell < grid_.cell_count(); ++cell) {
        const Digit digit = grid_.at(cell);
        if (digit == 0) continue;
        candidates_[static_cast<std::size_t>(cell)] = DigitSet::of(digit);
        for (Cell peer : puzzle.topology().peers[static_cast<std::size_t>(cell)]) {
            if (grid_.at(peer) == 0) candidates_[static_cast<std::size_t>(peer)].erase(digit);
        }
    }
    if (pencil_marks) {
        for (Cell cell = 0; cell < grid_.cell_count(); ++cell) {
            if (grid_.at(cell) == 0) {
                candidates_[static_cast<std::size_t>(cell)] = candidates_[static_cast<std::size_t>(cell)] &
                                                              (*pencil_marks)[static_cast<std::size_t>(cell)];
            }
        }
    }
}

bool LogicState::contradiction() const {
    for (Cell cell = 0; cell < grid_.cell_count(); ++cell) {
        if (candidates(cell).empty()) return true;
        if (grid_.at(cell) != 0 && !candidates(cell).contains(grid_.at(cell))) return true;
    }
    for (const House& house : houses()) {
        DigitSet seen;
        DigitSet placed;
        for (Cell cell : house.cells) {
            const Digit digit = grid_.at(cell);
            if (digit != 0) {
                if (placed.contains(digit)) return true;
                placed.insert(digit);
            }
            seen = seen | candidates(cell);
        }
        if (static_cast<int>(house.cells.size()) == size() && seen != geometry().all_digits()) return true;
    }
    return false;
}

void LogicState::place(Cell cell, Digit digit) {
    grid_.set(cell, digit);
    candidates_[static_cast<std::size_t>(cell)] = DigitSet::of(digit);
    for (Cell peer : puzzle_.topology().peers[static_cast<std::size_t>(cell)]) {
        if (grid_.at(peer) == 0) candidates_[static_cast<std::size_t>(peer)].erase(digit);
    }
}

void LogicState::apply(const Step& step) {
    for (const Candidate& c : step.placements) {
        if (grid_.at(c.cell) == 0) place(c.cell, c.digit);
    }
    for (const Candidate& c : step.eliminations) {
        if (grid_.at(c.cell) == 0) eliminate(c.cell, c.digit);
    }
}

}  // namespace gridforge
