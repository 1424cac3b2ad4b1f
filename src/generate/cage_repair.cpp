#include "generate/cage_repair.hpp"

#include <algorithm>
#include <cstdint>

#include "gridforge/generate_variants.hpp"

namespace gridforge::generate_detail {
namespace {

/// Cages up to this size have their splits enumerated (2^(n-1) subsets); larger ones try a random
/// sample of that many subsets.
constexpr int kEnumeratedSplitCells = 12;

/// One candidate move: merge cage `first` with `second`, or split `first` into `part` and the rest.
struct Move {
    int first;
    int second = -1;              ///< merge partner, -1 for a split
    std::vector<Cell> part;       ///< split: the cells that leave `first`
};

bool distinct(const Grid& grid, const std::vector<Cell>& cells) {
    DigitSet seen;
    for (Cell cell : cells) {
        if (seen.contains(grid.at(cell))) return false;
        seen.insert(grid.at(cell));
    }
    return true;
}

bool connected(const Geometry& geometry, const std::vector<Cell>& cells) {
    if (cells.empty()) return false;
    std::vector<Cell> reached{cells.front()};
    for (std::size_t next = 0; next < reached.size(); ++next) {
        for (Cell beside : orthogonal_neighbours(geometry, reached[next])) {
            if (std::find(cells.begin(), cells.end(), beside) != cells.end() &&
                std::find(reached.begin(), reached.end(), beside) == reached.end()) {
                reached.push_back(beside);
            }
        }
    }
    return reached.size() == cells.size();
}

class Repair {
public:
    Repair(std::vector<std::vector<Cell>>& cages, const Geometry& geometry, const Grid& solution, const Grid& other,
           Rng& rng, int max_cage)
        : cages_(cages), geometry_(geometry), solution_(solution), other_(other), rng_(rng), max_cage_(max_cage),
          cage_of_(static_cast<std::size_t>(geometry.cell_count()), -1) {
        for (std::size_t id = 0; id < cages.size(); ++id) {
            for (Cell cell : cages[id]) cage_of_[static_cast<std::size_t>(cell)] = static_cast<int>(id);
        }
    }

    bool run() {
        std::vector<int> touched;  // cages holding a cell where the grids differ
        for (Cell cell = 0; cell < geometry_.cell_count(); ++cell) {
            const int cage = cage_of_[static_cast<std::size_t>(cell)];
            if (solution_.at(cell) != other_.at(cell) && std::find(touched.begin(), touched.end(), cage) == touched.end()) {
                touched.push_back(cage);
            }
        }
        std::vector<Move> merges, splits, lone_splits;
        for (int cage : touched) {
            add_merges(cage, merges);
            add_splits(cage, splits, lone_splits);
        }
        for (std::vector<Move>* moves : {&merges, &splits, &lone_splits}) {
            if (moves->empty()) continue;
            apply((*moves)[static_cast<std::size_t>(rng_.below(moves->size()))]);
            return true;
        }
        return false;
    }

private:
    void add_merges(int cage, std::vector<Move>& moves) const {
        const auto& cells = cages_[static_cast<std::size_t>(cage)];
        std::vector<int> partners;
        for (Cell cell : cells) {
            for (Cell beside : orthogonal_neighbours(geometry_, cell)) {
                const int partner = cage_of_[static_cast<std::size_t>(beside)];
                if (partner != cage && std::find(partners.begin(), partners.end(), partner) == partners.end()) {
                    partners.push_back(partner);
                }
            }
        }
        std::sort(partners.begin(), partners.end());
        for (int partner : partners) {
            std::vector<Cell> merged = cells;
            const auto& more = cages_[static_cast<std::size_t>(partner)];
            merged.insert(merged.end(), more.begin(), more.end());
            if (static_cast<int>(merged.size()) <= max_cage_ && distinct(solution_, merged) && !distinct(other_, merged)) {
                moves.push_back(Move{cage, partner, {}});
            }
        }
    }

    void add_splits(int cage, std::vector<Move>& balanced, std::vector<Move>& lone) const {
        const auto& cells = cages_[static_cast<std::size_t>(cage)];
        const int count = static_cast<int>(cells.size());
        if (count < 2) return;
        // Subsets holding the cage's first cell name every split once (the part that keeps it).
        const int free_cells = count - 1;
        const std::uint64_t subsets = std::uint64_t{1} << std::min(free_cells, kEnumeratedSplitCells);
        for (std::uint64_t draw = 0; draw < subsets; ++draw) {
            const std::uint64_t mask =
                free_cells <= kEnumeratedSplitCells ? draw : rng_.below(std::uint64_t{1} << free_cells);
            std::vector<Cell> keep{cells.front()}, part;
            for (int i = 1; i < count; ++i) ((mask >> (i - 1)) & 1u ? keep : part).push_back(cells[static_cast<std::size_t>(i)]);
            if (part.empty() || !connected(geometry_, keep) || !connected(geometry_, part)) continue;
            if (cage_sum(solution_, part) == cage_sum(other_, part)) continue;  // `other` would still fit
            (keep.size() >= 2 && part.size() >= 2 ? balanced : lone).push_back(Move{cage, -1, part});
        }
    }

    void apply(const Move& move) {
        auto& first = cages_[static_cast<std::size_t>(move.first)];
        if (move.second >= 0) {
            auto& second = cages_[static_cast<std::size_t>(move.second)];
            first.insert(first.end(), second.begin(), second.end());
            std::sort(first.begin(), first.end());
            cages_.erase(cages_.begin() + move.second);
            return;
        }
        std::erase_if(first, [&](Cell cell) { return std::find(move.part.begin(), move.part.end(), cell) != move.part.end(); });
        std::vector<Cell> part = move.part;
        std::sort(part.begin(), part.end());
        cages_.push_back(std::move(part));
    }

    std::vector<std::vector<Cell>>& cages_;
    const Geometry& geometry_;
    const Grid& solution_;
    const Grid& other_;
    Rng& rng_;
    int max_cage_;
    std::vector<int> cage_of_;
};

}  // namespace

bool repair_cages(std::vector<std::vector<Cell>>& cages, const Geometry& geometry, const Grid& solution,
                  const Grid& other, Rng& rng, int max_cage) {
    return Repair(cages, geometry, solution, other, rng, max_cage).run();
}

}  // namespace gridforge::generate_detail
