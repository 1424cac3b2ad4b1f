// The peer table (peers.hpp): the house peers of the topology, then what each rule beyond its
// houses forbids, found by asking `allowed` on a grid holding one digit.
#include "gridforge/peers.hpp"

#include <algorithm>

namespace gridforge {
namespace {

/// Whether `cell` is among `scope`; an empty scope holds every cell.
bool in_scope(std::span<const Cell> scope, Cell cell) {
    return scope.empty() || std::find(scope.begin(), scope.end(), cell) != scope.end();
}

}  // namespace

std::vector<std::vector<Cell>> peer_table(const Puzzle& puzzle) {
    const Geometry& geometry = puzzle.geometry();
    const int count = geometry.cell_count();
    const DigitSet every = geometry.all_digits();
    // peer[c * count + e]: the house shortcut first, so only other pairs ask the rules.
    std::vector<char> peer(static_cast<std::size_t>(count) * static_cast<std::size_t>(count), 0);
    const auto at = [count](Cell a, Cell b) { return static_cast<std::size_t>(a) * static_cast<std::size_t>(count) + static_cast<std::size_t>(b); };
    for (Cell cell = 0; cell < count; ++cell) {
        for (const Cell other : puzzle.topology().peers[static_cast<std::size_t>(cell)]) peer[at(cell, other)] = 1;
    }
    const std::vector<const Rule*>& rules = puzzle.topology().extra_rules;
    if (!rules.empty()) {
        Grid grid(geometry.size());
        // excluded[e]: the digits d for which d at the current cell leaves e without d.
        std::vector<DigitSet> excluded(static_cast<std::size_t>(count));
        for (Cell cell = 0; cell < count; ++cell) {
            std::fill(excluded.begin(), excluded.end(), DigitSet());
            for (const Rule* rule : rules) {
                const std::span<const Cell> scope = rule->scope();
                if (!in_scope(scope, cell)) continue;
                for (Digit digit = 1; digit <= geometry.size(); ++digit) {
                    grid.set(cell, digit);
                    for (Cell other = 0; other < count; ++other) {
                        if (other == cell || peer[at(cell, other)] || !in_scope(scope, other)) continue;
                        if (!rule->allowed(grid, other).contains(digit)) excluded[static_cast<std::size_t>(other)].insert(digit);
                    }
                }
                grid.set(cell, 0);
            }
            for (Cell other = 0; other < count; ++other) {
                if (excluded[static_cast<std::size_t>(other)] != every) continue;
                peer[at(cell, other)] = 1;
                peer[at(other, cell)] = 1;
            }
        }
    }
    std::vector<std::vector<Cell>> table(static_cast<std::size_t>(count));
    for (Cell cell = 0; cell < count; ++cell) {
        for (Cell other = 0; other < count; ++other) {
            if (peer[at(cell, other)]) table[static_cast<std::size_t>(cell)].push_back(other);
        }
    }
    return table;
}

}  // namespace gridforge
