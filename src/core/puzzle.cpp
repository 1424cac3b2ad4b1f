#include "gridforge/puzzle.hpp"

#include <algorithm>
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
    for (Cell cell = 0; cell < givens_.cell_count(); ++cell) {
        if (givens_.at(cell) < 0 || givens_.at(cell) > geometry_->size()) {
            throw std::invalid_argument("Puzzle: given at " + geometry_->cell_name(cell) + " is out of range");
        }
    }
    topology_ = std::make_shared<const Topology>(build_topology(*geometry_, *rules_));
}

Puzzle Puzzle::classic(Grid givens) {
    Geometry geometry(givens.size());
    RuleList rules = classic_rules(geometry);
    return Puzzle(std::move(geometry), std::move(givens), std::move(rules));
}

Puzzle Puzzle::with_givens(Grid givens) const {
    if (givens.size() != geometry_->size()) {
        throw std::invalid_argument("Puzzle::with_givens: grid size differs from the puzzle's");
    }
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

bool Puzzle::is_solution(const Grid& grid) const {
    if (grid.size() != givens_.size() || !grid.full()) return false;
    for (Cell cell = 0; cell < grid.cell_count(); ++cell) {
        if (givens_.at(cell) != 0 && givens_.at(cell) != grid.at(cell)) return false;
    }
    return std::all_of(rules_->begin(), rules_->end(), [&](const RulePtr& rule) { return rule->satisfied(grid); });
}

}  // namespace gridforge
