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

class Repair {
public:
    /// `other`: the second solution the move must break; nullptr lists every merge (cage_merges).
    Repair(std::vector<std::vector<Cell>>& cages, const Geometry& geometry, const Grid& solution, const Grid* other,
           Rng& rng, int max_cage, int lone_cages, Symmetry symmetry)
        : cages_(cages), geometry_(geometry), solution_(solution), other_(other), rng_(rng), max_cage_(max_cage),
          lone_cages_(lone_cages), symmetry_(symmetry), cage_of_(static_cast<std::size_t>(geometry.cell_count()), -1) {
        for (std::size_t id = 0; id < cages.size(); ++id) {
            for (Cell cell : cages[id]) cage_of_[static_cast<std::size_t>(cell)] = static_cast<int>(id);
        }
    }

    bool run() {
        std::vector<int> touched;  // cages holding a cell where the grids differ
        for (Cell cell = 0; cell < geometry_.cell_count(); ++cell) {
            const int cage = cage_of_[static_cast<std::size_t>(cell)];
            if (solution_.at(cell) != other_->at(cell) && std::find(touched.begin(), touched.end(), cage) == touched.end()) {
                touched.push_back(cage);
            }
        }
        std::vector<Move> merges, splits, lone_splits;
        for (int cage : touched) {
            add_merges(cage, merges);
            add_splits(cage, splits, lone_splits);
        }
        for (std::vector<Move>* moves : {&merges, &splits, &lone_splits}) {
            rng_.shuffle(*moves);
            for (const Move& move : *moves) {
                std::vector<std::vector<Cell>> changed = cages_;
                if (apply_with_images(changed, move) && valid(changed)) {
                    cages_ = std::move(changed);
                    return true;
                }
            }
        }
        return false;
    }

    /// Every valid layout one merge (and its images) away, in random order.
    std::vector<std::vector<std::vector<Cell>>> merged_layouts() {
        std::vector<Move> merges;
        for (int cage = 0; cage < static_cast<int>(cages_.size()); ++cage) add_merges(cage, merges);
        rng_.shuffle(merges);
        std::vector<std::vector<std::vector<Cell>>> layouts;
        for (const Move& move : merges) {
            std::vector<std::vector<Cell>> changed = cages_;
            if (apply_with_images(changed, move) && valid(changed)) layouts.push_back(std::move(changed));
        }
        return layouts;
    }

private:
    /// Merges of `cage` with a neighbouring cage: within max_cage cells and distinct digits in the
    /// solution; with `other`, only merges whose union repeats a digit there (they break it); without,
    /// each pair once (the partner's number above the cage's).
    void add_merges(int cage, std::vector<Move>& moves) const {
        const auto& cells = cages_[static_cast<std::size_t>(cage)];
        std::vector<int> partners;
        for (Cell cell : cells) {
            for (Cell beside : orthogonal_neighbours(geometry_, cell)) {
                const int partner = cage_of_[static_cast<std::size_t>(beside)];
                const bool listed = std::find(partners.begin(), partners.end(), partner) != partners.end();
                if (partner != cage && (other_ != nullptr || partner > cage) && !listed) {
                    partners.push_back(partner);
                }
            }
        }
        std::sort(partners.begin(), partners.end());
        for (int partner : partners) {
            std::vector<Cell> merged = cells;
            const auto& more = cages_[static_cast<std::size_t>(partner)];
            merged.insert(merged.end(), more.begin(), more.end());
            if (static_cast<int>(merged.size()) <= max_cage_ && distinct(solution_, merged) &&
                (other_ == nullptr || !distinct(*other_, merged))) {
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
            if (part.empty() || !orthogonally_connected(geometry_, keep) || !orthogonally_connected(geometry_, part)) {
                continue;
            }
            if (cage_sum(solution_, part) == cage_sum(*other_, part)) continue;  // `other` would still fit
            (keep.size() >= 2 && part.size() >= 2 ? balanced : lone).push_back(Move{cage, -1, part});
        }
    }

    /// The cage of `layout` holding `cell` (every cell has one).
    static std::size_t cage_holding(const std::vector<std::vector<Cell>>& layout, Cell cell) {
        for (std::size_t id = 0; id < layout.size(); ++id) {
            if (std::binary_search(layout[id].begin(), layout[id].end(), cell)) return id;
        }
        return layout.size();
    }

    /// Image k of `cells` under the symmetry, sorted.
    std::vector<Cell> image(const std::vector<Cell>& cells, std::size_t k) const {
        std::vector<Cell> out;
        for (Cell cell : cells) out.push_back(symmetry_images(geometry_, symmetry_, cell)[k]);
        std::sort(out.begin(), out.end());
        return out;
    }

    /// Makes `move` on `layout`, then the same move on each image of its cages (a no-op where an
    /// image is the cage itself). False when an image cannot be made (its cells are not one cage).
    bool apply_with_images(std::vector<std::vector<Cell>>& layout, const Move& move) const {
        const std::size_t images = symmetry_images(geometry_, symmetry_, 0).size();
        const std::vector<Cell> first = cages_[static_cast<std::size_t>(move.first)];
        for (std::size_t k = 0; k < images; ++k) {
            if (move.second >= 0) {
                const std::size_t a = cage_holding(layout, image(first, k).front());
                const std::size_t b = cage_holding(layout, image(cages_[static_cast<std::size_t>(move.second)], k).front());
                if (a == b) continue;  // merged already, by an earlier image
                layout[a].insert(layout[a].end(), layout[b].begin(), layout[b].end());
                std::sort(layout[a].begin(), layout[a].end());
                layout.erase(layout.begin() + static_cast<std::ptrdiff_t>(b));
                continue;
            }
            const std::vector<Cell> part = image(move.part, k);
            const std::size_t id = cage_holding(layout, part.front());
            auto& cage = layout[id];
            if (cage == part) continue;  // split already, by an earlier image
            if (!std::includes(cage.begin(), cage.end(), part.begin(), part.end())) return false;
            std::erase_if(cage, [&](Cell cell) { return std::binary_search(part.begin(), part.end(), cell); });
            layout.push_back(part);
        }
        return true;
    }

    /// Whether `layout` is a layout grow_cages could give: connected cages of distinct digits in
    /// the solution, within max_cage, at most lone_cages 1-cell cages, every image of a cage a cage.
    bool valid(const std::vector<std::vector<Cell>>& layout) const {
        int lone = 0;
        for (const auto& cage : layout) {
            if (cage.empty() || static_cast<int>(cage.size()) > max_cage_ || !distinct(solution_, cage) ||
                !orthogonally_connected(geometry_, cage)) {
                return false;
            }
            if (cage.size() == 1) ++lone;
        }
        if (lone > lone_cages_) return false;
        if (symmetry_ == Symmetry::none) return true;
        const std::size_t images = symmetry_images(geometry_, symmetry_, 0).size();
        for (const auto& cage : layout) {
            for (std::size_t k = 1; k < images; ++k) {
                if (std::find(layout.begin(), layout.end(), image(cage, k)) == layout.end()) return false;
            }
        }
        return true;
    }

    std::vector<std::vector<Cell>>& cages_;
    const Geometry& geometry_;
    const Grid& solution_;
    const Grid* other_;
    Rng& rng_;
    int max_cage_;
    int lone_cages_;
    Symmetry symmetry_;
    std::vector<int> cage_of_;
};

}  // namespace

bool repair_cages(std::vector<std::vector<Cell>>& cages, const Geometry& geometry, const Grid& solution,
                  const Grid& other, Rng& rng, int max_cage, int lone_cages, Symmetry symmetry) {
    for (auto& cage : cages) std::sort(cage.begin(), cage.end());
    return Repair(cages, geometry, solution, &other, rng, max_cage, lone_cages, symmetry).run();
}

std::vector<std::vector<std::vector<Cell>>> cage_merges(std::vector<std::vector<Cell>> cages, const Geometry& geometry,
                                                        const Grid& solution, Rng& rng, int max_cage, int lone_cages,
                                                        Symmetry symmetry) {
    for (auto& cage : cages) std::sort(cage.begin(), cage.end());
    return Repair(cages, geometry, solution, nullptr, rng, max_cage, lone_cages, symmetry).merged_layouts();
}

}  // namespace gridforge::generate_detail
