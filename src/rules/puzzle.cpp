#include "gridforge/puzzle.hpp"

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace gridforge {
namespace {

Topology build_topology(const Geometry& geometry, const RuleList& rules) {
    Topology topology;
    const auto cells = static_cast<std::size_t>(geometry.cell_count());
    topology.houses_of_cell.resize(cells);
    topology.peers.resize(cells);
    for (const RulePtr& rule : rules) {
        for (const House& house : rule->houses()) {
            const int index = static_cast<int>(topology.houses.size());
            topology.houses.push_back(house);
            for (Cell cell : house.cells) {
                topology.houses_of_cell[static_cast<std::size_t>(cell)].push_back(index);
                auto& peers = topology.peers[static_cast<std::size_t>(cell)];
                for (Cell other : house.cells) {
                    if (other != cell) peers.push_back(other);
                }
            }
        }
        if (!rule->houses_only()) topology.extra_rules.push_back(rule.get());
    }
    for (auto& peers : topology.peers) {
        std::sort(peers.begin(), peers.end());
        peers.erase(std::unique(peers.begin(), peers.end()), peers.end());
    }
    return topology;
}

void check_givens_range(const Grid& givens, const Geometry& geometry) {
    for (Cell cell = 0; cell < givens.cell_count(); ++cell) {
        if (givens.at(cell) < 0 || givens.at(cell) > geometry.size()) {
            throw std::invalid_argument("Puzzle: given at " + geometry.cell_name(cell) + " is out of range");
        }
    }
}

}  // namespace

Puzzle::Puzzle(Geometry geometry, Grid givens, RuleList rules)
    : geometry_(std::make_shared<const Geometry>(std::move(geometry))),
      givens_(std::move(givens)),
      rules_(std::make_shared<const RuleList>(std::move(rules))) {
    if (givens_.size() != geometry_->size()) {
        throw std::invalid_argument("Puzzle: givens are " + std::to_string(givens_.size()) + "x" +
                                    std::to_string(givens_.size()) + " but the geometry is " +
                                    std::to_string(geometry_->size()) + "x" + std::to_string(geometry_->size()));
    }
    check_givens_range(givens_, *geometry_);
    topology_ = std::make_shared<const Topology>(build_topology(*geometry_, *rules_));
}

Puzzle Puzzle::classic(Grid givens) {
    // Readers build one puzzle per line and the generator one per attempt: the classic rule list
    // and its topology are built once per size and shared (function-local static: thread-safe).
    static const std::vector<Puzzle> empty_classics = [] {
        std::vector<Puzzle> puzzles;
        for (int size = 1; size <= 16; ++size) {  // 16: the largest side Geometry accepts
            if (!Geometry::supported(size)) continue;
            Geometry geometry(size);
            RuleList rules = classic_rules(geometry);
            puzzles.push_back(Puzzle(std::move(geometry), Grid(size), std::move(rules)));
        }
        return puzzles;
    }();
    for (const Puzzle& empty : empty_classics) {
        if (empty.geometry().size() == givens.size()) return empty.with_givens(std::move(givens));
    }
    Geometry unsupported(givens.size());  // throws std::invalid_argument naming the size
    return Puzzle(std::move(unsupported), std::move(givens), classic_rules(unsupported));
}

Puzzle Puzzle::with_givens(Grid givens) const {
    if (givens.size() != geometry_->size()) {
        throw std::invalid_argument("Puzzle::with_givens: grid size differs from the puzzle's");
    }
    check_givens_range(givens, *geometry_);
    Puzzle copy = *this;
    copy.givens_ = std::move(givens);
    return copy;
}

std::optional<Conflict> Puzzle::first_conflict() const {
    for (const RulePtr& rule : *rules_) {
        if (auto conflict = rule->conflict(givens_)) return conflict;
    }
    return std::nullopt;
}

std::vector<Conflict> all_conflicts(const Puzzle& puzzle, const Grid& grid) {
    std::vector<Conflict> out;
    for (const RulePtr& rule : puzzle.rules()) rule->collect_conflicts(grid, out, SIZE_MAX);
    return out;
}

bool Puzzle::is_solution(const Grid& grid) const {
    if (grid.size() != givens_.size() || !grid.full()) return false;
    for (Cell cell = 0; cell < grid.cell_count(); ++cell) {
        if (givens_.at(cell) != 0 && givens_.at(cell) != grid.at(cell)) return false;
    }
    return std::all_of(rules_->begin(), rules_->end(), [&](const RulePtr& rule) { return rule->satisfied(grid); });
}

}  // namespace gridforge
