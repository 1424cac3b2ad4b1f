#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "generate/jigsaw_regions.hpp"

namespace gridforge {
namespace generate_detail {
namespace {

constexpr int kNoRegion = -1;
/// Partitions drawn before giving up; a draw needs a repair now and then, a redraw rarely.
constexpr int kPartitionDraws = 1000;

/// One draw: seeds, growth of the smallest region, boundary moves when a region is stuck.
class Partition {
public:
    Partition(const Geometry& geometry, Rng& rng)
        : geometry_(geometry), rng_(rng), size_(geometry.size()),
          region_of_(static_cast<std::size_t>(geometry.cell_count()), kNoRegion),
          cells_of_(static_cast<std::size_t>(geometry.size())) {}

    /// The region of each cell, or nothing when the draw failed.
    std::optional<std::vector<int>> draw() {
        for (int box = 0; box < size_; ++box) {
            const std::vector<Cell>& cells = geometry_.boxes()[static_cast<std::size_t>(box)];
            assign(cells[static_cast<std::size_t>(rng_.below(cells.size()))], box);
        }
        // Every growth step or boundary move settles or shifts one missing cell; the bound only
        // stops a walk that keeps moving the same deficit around.
        const int move_budget = 8 * geometry_.cell_count();
        for (int moves = 0; moves < move_budget;) {
            const std::vector<int> growable = smallest_growable();
            if (!growable.empty()) {
                const int region = growable[static_cast<std::size_t>(rng_.below(growable.size()))];
                const std::vector<Cell> free = free_cells_beside(region);
                assign(free[static_cast<std::size_t>(rng_.below(free.size()))], region);
                continue;
            }
            const std::vector<int> stuck = short_regions();
            if (stuck.empty()) return striped(geometry_, region_of_) ? std::nullopt : std::optional(region_of_);
            if (!move_boundary_cell(stuck[static_cast<std::size_t>(rng_.below(stuck.size()))])) return std::nullopt;
            ++moves;
        }
        return std::nullopt;
    }

private:
    void assign(Cell cell, int region) {
        const int old = region_of_[static_cast<std::size_t>(cell)];
        if (old != kNoRegion) {
            auto& cells = cells_of_[static_cast<std::size_t>(old)];
            cells.erase(std::find(cells.begin(), cells.end(), cell));
        }
        region_of_[static_cast<std::size_t>(cell)] = region;
        cells_of_[static_cast<std::size_t>(region)].push_back(cell);
    }

    int region_at(Cell cell) const { return region_of_[static_cast<std::size_t>(cell)]; }
    int region_size(int region) const { return static_cast<int>(cells_of_[static_cast<std::size_t>(region)].size()); }

    /// Free cells orthogonally beside `region`, each once, in increasing order.
    std::vector<Cell> free_cells_beside(int region) const {
        std::vector<Cell> free;
        for (Cell cell : cells_of_[static_cast<std::size_t>(region)]) {
            for (Cell next : orthogonal_neighbours(geometry_, cell)) {
                if (region_at(next) == kNoRegion) free.push_back(next);
            }
        }
        std::sort(free.begin(), free.end());
        free.erase(std::unique(free.begin(), free.end()), free.end());
        return free;
    }

    /// The regions below N cells with a free cell beside them, of the smallest size among those.
    std::vector<int> smallest_growable() const {
        std::vector<int> best;
        int best_size = size_;
        for (int region = 0; region < size_; ++region) {
            const int cells = region_size(region);
            if (cells >= best_size || free_cells_beside(region).empty()) continue;
            if (cells < best_size) best.clear();
            best_size = cells;
            best.push_back(region);
        }
        return best;
    }

    std::vector<int> short_regions() const {
        std::vector<int> regions;
        for (int region = 0; region < size_; ++region) {
            if (region_size(region) < size_) regions.push_back(region);
        }
        return regions;
    }

    /// Whether `region` stays orthogonally connected without `removed`.
    bool connected_without(int region, Cell removed) const {
        const auto& cells = cells_of_[static_cast<std::size_t>(region)];
        std::vector<Cell> reached;
        for (Cell cell : cells) {
            if (cell != removed) {
                reached.push_back(cell);
                break;
            }
        }
        if (reached.empty()) return false;  // the region would vanish
        for (std::size_t next = 0; next < reached.size(); ++next) {
            for (Cell beside : orthogonal_neighbours(geometry_, reached[next])) {
                if (beside == removed || region_at(beside) != region) continue;
                if (std::find(reached.begin(), reached.end(), beside) == reached.end()) reached.push_back(beside);
            }
        }
        return reached.size() + 1 == cells.size();
    }

    /// A stuck region takes a random cell of a neighbouring region that stays connected without
    /// it; the deficit moves there. False when no such cell exists.
    bool move_boundary_cell(int stuck) {
        std::vector<Cell> options;
        for (Cell cell : cells_of_[static_cast<std::size_t>(stuck)]) {
            for (Cell next : orthogonal_neighbours(geometry_, cell)) {
                const int other = region_at(next);
                if (other != stuck && other != kNoRegion && connected_without(other, next)) options.push_back(next);
            }
        }
        if (options.empty()) return false;
        assign(options[static_cast<std::size_t>(rng_.below(options.size()))], stuck);
        return true;
    }

    const Geometry& geometry_;
    Rng& rng_;
    int size_;
    std::vector<int> region_of_;
    std::vector<std::vector<Cell>> cells_of_;
};

/// One draw of a partition symmetric under a rotation: regions come in orbits of the rotation's
/// group (region k of an orbit is image k of its first region) and one region, holding the centre
/// when N is odd, is its own image. Growth takes a cell for a region and its images for the
/// region's images at once, always for the smallest region that can grow; a draw in which a
/// region cannot reach N cells fails (no repair: moves would have to keep the symmetry too).
class SymmetricPartition {
public:
    SymmetricPartition(const Geometry& geometry, Rng& rng, Symmetry symmetry)
        : geometry_(geometry), rng_(rng), symmetry_(symmetry), size_(geometry.size()),
          region_of_(static_cast<std::size_t>(geometry.cell_count()), kNoRegion) {}

    std::optional<std::vector<int>> draw() {
        const std::size_t group = symmetry_images(geometry_, symmetry_, 0).size();
        const Cell centre = geometry_.cell_at(size_ / 2, size_ / 2);
        if (size_ % 2 == 1) {  // the centre is its own image: its region is self-symmetric
            self_symmetric_ = 0;
            new_orbit({centre}, true);
        }
        while (static_cast<int>(cells_of_.size()) < size_) {
            std::vector<Cell> seeds;
            for (bool spread : {true, false}) {
                for (Cell cell = 0; cell < geometry_.cell_count(); ++cell) {
                    if (orbit_free(cell, group) && (!spread || !box_seeded(cell))) seeds.push_back(cell);
                }
                if (!seeds.empty()) break;
            }
            if (seeds.empty()) return std::nullopt;
            const Cell seed = seeds[static_cast<std::size_t>(rng_.below(seeds.size()))];
            new_orbit(symmetry_images(geometry_, symmetry_, seed), false);
        }
        for (;;) {
            int best = size_ + 1;
            std::vector<std::pair<int, Cell>> moves;  // (region, cell) for the smallest growable regions
            for (int region = 0; region < size_; ++region) {
                const int cells = static_cast<int>(cells_of_[static_cast<std::size_t>(region)].size());
                if (cells > best) continue;
                const std::vector<Cell> free = growth(region, group);
                if (free.empty()) continue;
                if (cells < best) moves.clear();
                best = cells;
                for (Cell cell : free) moves.emplace_back(region, cell);
            }
            if (moves.empty()) break;
            const auto [region, cell] = moves[static_cast<std::size_t>(rng_.below(moves.size()))];
            take(region, cell);
        }
        for (const auto& cells : cells_of_) {
            if (static_cast<int>(cells.size()) != size_) return std::nullopt;
        }
        if (striped(geometry_, region_of_)) return std::nullopt;
        return region_of_;
    }

private:
    bool orbit_free(Cell cell, std::size_t group) const {
        const std::vector<Cell> images = symmetry_images(geometry_, symmetry_, cell);
        for (std::size_t k = 0; k < images.size(); ++k) {
            if (region_of_[static_cast<std::size_t>(images[k])] != kNoRegion) return false;
            for (std::size_t j = 0; j < k; ++j) {
                if (images[j] == images[k]) return false;
            }
        }
        return images.size() == group;
    }

    bool box_seeded(Cell cell) const {
        const int box = geometry_.box_of(cell);
        for (const auto& cells : cells_of_) {
            if (!cells.empty() && geometry_.box_of(cells.front()) == box) return true;
        }
        return false;
    }

    /// New regions, one per cell of `seeds` (images of one cell); `self`: one self-symmetric region.
    void new_orbit(const std::vector<Cell>& seeds, bool self) {
        const int first = static_cast<int>(cells_of_.size());
        for (std::size_t k = 0; k < (self ? 1 : seeds.size()); ++k) {
            cells_of_.push_back({seeds[k]});
            region_of_[static_cast<std::size_t>(seeds[k])] = static_cast<int>(cells_of_.size()) - 1;
            first_of_.push_back(first);
        }
    }

    /// Free cells beside `region` it may take with their images: the images go to the images of
    /// the region (or all to the region when it is its own image) without exceeding N cells.
    std::vector<Cell> growth(int region, std::size_t group) const {
        const auto& cells = cells_of_[static_cast<std::size_t>(region)];
        const bool self = region == self_symmetric_;
        const int after = static_cast<int>(cells.size()) + (self ? static_cast<int>(group) : 1);
        if (after > size_) return {};
        // Only the first region of an orbit grows; its images follow.
        if (!self && first_of_[static_cast<std::size_t>(region)] != region) return {};
        std::vector<Cell> free;
        for (Cell cell : cells) {
            for (Cell next : orthogonal_neighbours(geometry_, cell)) {
                if (orbit_free(next, group) && std::find(free.begin(), free.end(), next) == free.end()) free.push_back(next);
            }
        }
        std::sort(free.begin(), free.end());
        return free;
    }

    void take(int region, Cell cell) {
        const std::vector<Cell> images = symmetry_images(geometry_, symmetry_, cell);
        for (std::size_t k = 0; k < images.size(); ++k) {
            const int owner = region == self_symmetric_ ? region : region + static_cast<int>(k);
            region_of_[static_cast<std::size_t>(images[k])] = owner;
            cells_of_[static_cast<std::size_t>(owner)].push_back(images[k]);
        }
    }

    const Geometry& geometry_;
    Rng& rng_;
    Symmetry symmetry_;
    int size_;
    int self_symmetric_ = kNoRegion;
    std::vector<int> region_of_;
    std::vector<std::vector<Cell>> cells_of_;
    std::vector<int> first_of_;  ///< per region: the first region of its orbit
};

}  // namespace

std::vector<int> random_partition(const Geometry& geometry, Rng& rng, std::uint64_t& attempts, Symmetry symmetry) {
    const int size = geometry.size();
    if (symmetry == Symmetry::rotate90 && size % 4 != 0 && size % 4 != 1) {
        throw std::invalid_argument("a jigsaw partition symmetric under rotate90 needs a size of 4k or 4k+1, got " +
                                    std::to_string(size));
    }
    const bool symmetric = symmetry == Symmetry::rotate180 || symmetry == Symmetry::rotate90;
    for (int draw = 0; draw < kPartitionDraws; ++draw) {
        ++attempts;
        auto regions = symmetric ? SymmetricPartition(geometry, rng, symmetry).draw() : Partition(geometry, rng).draw();
        if (regions) return std::move(*regions);
    }
    throw std::runtime_error("random_jigsaw_layout: no partition of the " + std::to_string(size) + "x" +
                             std::to_string(size) + " board in " + std::to_string(kPartitionDraws) + " draws");
}

bool striped_region(const Geometry& geometry, const std::vector<int>& region_of, int region) {
    int row = -1, column = -1;
    bool one_row = true, one_column = true;
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
        if (region_of[static_cast<std::size_t>(cell)] != region) continue;
        if (row >= 0 && geometry.row_of(cell) != row) one_row = false;
        if (column >= 0 && geometry.column_of(cell) != column) one_column = false;
        row = geometry.row_of(cell);
        column = geometry.column_of(cell);
    }
    return one_row || one_column;
}

bool striped(const Geometry& geometry, const std::vector<int>& region_of) {
    for (int region = 0; region < geometry.size(); ++region) {
        if (striped_region(geometry, region_of, region)) return true;
    }
    return false;
}

std::string layout_text(const std::vector<int>& region_of, int size) {
    std::vector<int> name_of(static_cast<std::size_t>(size), kNoRegion);
    int named = 0;
    std::string layout;
    for (int region : region_of) {
        int& name = name_of[static_cast<std::size_t>(region)];
        if (name == kNoRegion) name = ++named;
        layout += digit_char(name);
    }
    return layout;
}

}  // namespace generate_detail

std::string random_jigsaw_layout(const Geometry& geometry, Rng& rng, std::uint64_t& attempts, Symmetry symmetry) {
    return generate_detail::layout_text(generate_detail::random_partition(geometry, rng, attempts, symmetry),
                                        geometry.size());
}

}  // namespace gridforge
