#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "gridforge/generate_variants.hpp"

namespace gridforge {
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
            if (stuck.empty()) return has_stripe() ? std::nullopt : std::optional(region_of_);
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

    /// Whether some region lies in one row or one column: a valid partition, but not a jigsaw piece.
    bool has_stripe() const {
        for (const auto& cells : cells_of_) {
            const auto same = [&](auto line_of) {
                return std::all_of(cells.begin(), cells.end(), [&](Cell cell) { return line_of(cell) == line_of(cells.front()); });
            };
            if (same([&](Cell cell) { return geometry_.row_of(cell); }) ||
                same([&](Cell cell) { return geometry_.column_of(cell); })) {
                return true;
            }
        }
        return false;
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

/// The layout string with regions renamed '1', '2', ... in order of their first cell.
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

}  // namespace

std::string random_jigsaw_layout(const Geometry& geometry, Rng& rng, std::uint64_t& attempts) {
    for (int draw = 0; draw < kPartitionDraws; ++draw) {
        ++attempts;
        if (auto regions = Partition(geometry, rng).draw()) return layout_text(*regions, geometry.size());
    }
    throw std::runtime_error("random_jigsaw_layout: no partition of the " + std::to_string(geometry.size()) + "x" +
                             std::to_string(geometry.size()) + " board in " + std::to_string(kPartitionDraws) +
                             " draws");
}

}  // namespace gridforge
