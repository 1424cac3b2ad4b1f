#include <algorithm>
#include <vector>

#include "gridforge/generate_variants.hpp"

namespace gridforge {
namespace {

constexpr int kNoCage = -1;

bool holds_digit(const Grid& grid, const std::vector<Cell>& cage, Digit digit) {
    return std::any_of(cage.begin(), cage.end(), [&](Cell cell) { return grid.at(cell) == digit; });
}

/// The cages beside `cell` that lack its digit and have room for one more cell.
std::vector<int> cages_that_can_take(const Geometry& geometry, const Grid& solution, const std::vector<int>& cage_of,
                                     const std::vector<std::vector<Cell>>& cages, Cell cell, int max_cage) {
    std::vector<int> options;
    for (Cell next : orthogonal_neighbours(geometry, cell)) {
        const int cage = cage_of[static_cast<std::size_t>(next)];
        if (cage == cage_of[static_cast<std::size_t>(cell)]) continue;
        const auto& cells = cages[static_cast<std::size_t>(cage)];
        if (static_cast<int>(cells.size()) < max_cage && !holds_digit(solution, cells, solution.at(cell)) &&
            std::find(options.begin(), options.end(), cage) == options.end()) {
            options.push_back(cage);
        }
    }
    return options;
}

}  // namespace

int cage_sum(const Grid& grid, const std::vector<Cell>& cells) {
    int sum = 0;
    for (Cell cell : cells) sum += grid.at(cell);
    return sum;
}

std::vector<std::vector<Cell>> grow_cages(const Geometry& geometry, const Grid& solution, Rng& rng, int max_cage) {
    std::vector<int> cage_of(static_cast<std::size_t>(geometry.cell_count()), kNoCage);
    std::vector<std::vector<Cell>> cages;
    std::vector<Cell> order(static_cast<std::size_t>(geometry.cell_count()));
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) order[static_cast<std::size_t>(cell)] = cell;
    rng.shuffle(order);

    for (Cell start : order) {
        if (cage_of[static_cast<std::size_t>(start)] != kNoCage) continue;
        const int target = max_cage < 2 ? 1 : 2 + static_cast<int>(rng.below(static_cast<std::uint64_t>(max_cage - 1)));
        const int id = static_cast<int>(cages.size());
        std::vector<Cell> cage{start};
        cage_of[static_cast<std::size_t>(start)] = id;
        while (static_cast<int>(cage.size()) < target) {
            std::vector<Cell> options;
            for (Cell cell : cage) {
                for (Cell next : orthogonal_neighbours(geometry, cell)) {
                    if (cage_of[static_cast<std::size_t>(next)] == kNoCage && !holds_digit(solution, cage, solution.at(next)) &&
                        std::find(options.begin(), options.end(), next) == options.end()) {
                        options.push_back(next);
                    }
                }
            }
            if (options.empty()) break;
            const Cell taken = options[static_cast<std::size_t>(rng.below(options.size()))];
            cage_of[static_cast<std::size_t>(taken)] = id;
            cage.push_back(taken);
        }
        cages.push_back(std::move(cage));
    }

    // A lone cell is a given in disguise: it joins a neighbouring cage when one can take it.
    for (std::size_t id = 0; id < cages.size(); ++id) {
        if (cages[id].size() != 1) continue;
        const Cell cell = cages[id].front();
        const std::vector<int> options = cages_that_can_take(geometry, solution, cage_of, cages, cell, max_cage);
        if (options.empty()) continue;
        const int joined = options[static_cast<std::size_t>(rng.below(options.size()))];
        cages[static_cast<std::size_t>(joined)].push_back(cell);
        cage_of[static_cast<std::size_t>(cell)] = joined;
        cages[id].clear();
    }
    std::erase_if(cages, [](const std::vector<Cell>& cage) { return cage.empty(); });
    for (auto& cage : cages) std::sort(cage.begin(), cage.end());
    return cages;
}

}  // namespace gridforge
