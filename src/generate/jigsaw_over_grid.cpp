// A jigsaw partition cut over a filled grid (generate_variants.hpp: jigsaw_layout_over_grid).
//
// Why: under rules that say more than their houses (non-consecutive, anti-knight), a random
// partition rarely admits a fill at all (a 9x9 jigsaw + non-consecutive: thousands of partitions,
// none filled). A grid under rows, columns and those rules is easy to fill, and many partitions
// into regions of distinct digits exist over it; this finds one by local search.
//
// The search starts from a random partition (random_jigsaw_layout's growth) and moves one cell at
// a time into a bordering region; regions may grow and shrink on the way. The cost is
// Σ over regions and digits of |cells of the region holding the digit − 1|: zero exactly when
// every region holds each digit once, and so has N cells. A step takes a cell whose digit its
// region holds twice and moves it to the bordering region where the cost ends lowest (ties drawn
// at random), when that does not raise the cost; one step in kNoiseOdds moves a random boundary
// cell instead, if that raises the cost by at most kNoiseRise. A move must leave the region it
// leaves connected and not empty, and make no stripe of N cells.
// Tried first: swapping pairs of cells (sizes fixed) stalled at two misplaced digits in regions far
// apart, which single moves carry across the board. Walks that keep the symmetry of a rotation
// (moving a cell with its images) stalled at 6-10 misplaced digits on every 9x9 grid tried, so
// symmetric partitions are drawn before the fill (jigsaw_cuts_over_fill).
// Measured on 40 grids of rows, columns and non-consecutive (9x9): a walk of 100·N² moves finds a
// partition in about half of them; a grid whose three walks fail is better dropped than walked on
// (100 moves per cell and 3 walks: 0.3 s per partition with the fill; 1000 and 8: 1.4 s).
// Integer draws only, so every platform takes the same walk.
#include <algorithm>
#include <cstdlib>
#include <optional>

#include "generate/jigsaw_regions.hpp"

namespace gridforge {
namespace generate_detail {
namespace {

/// Moves tried per cell of the board before a walk starts over, and walks before the grid is given up.
constexpr int kMovesPerCell = 100;
constexpr int kWalks = 3;
/// One step in this many moves a random boundary cell: enough to leave a local minimum, rare
/// enough that the walk still descends.
constexpr std::uint64_t kNoiseOdds = 4;
/// The most a noise step may raise the cost.
constexpr int kNoiseRise = 2;

/// A cell going to a region.
struct RegionMove {
    Cell cell;
    int region;
};

class GridPartition {
public:
    GridPartition(const Geometry& geometry, const Grid& grid, std::vector<int> region_of)
        : geometry_(geometry), grid_(grid), size_(geometry.size()),
          region_of_(std::move(region_of)), counts_(static_cast<std::size_t>(size_ * (size_ + 1)), 0),
          sizes_(static_cast<std::size_t>(size_), 0) {
        for (Cell cell = 0; cell < geometry_.cell_count(); ++cell) {
            ++count(region_at(cell), grid_.at(cell));
            ++sizes_[static_cast<std::size_t>(region_at(cell))];
        }
        for (int region = 0; region < size_; ++region) cost_ += region_cost(region);
    }

    /// Whether every region holds each digit once (none is a stripe: moves never make one).
    [[nodiscard]] bool done() const { return cost_ == 0; }
    [[nodiscard]] const std::vector<int>& regions() const { return region_of_; }

    void step(Rng& rng) {
        if (rng.below(kNoiseOdds) == 0) {
            noise(rng);
            return;
        }
        std::vector<Cell> repeated;
        for (Cell cell = 0; cell < geometry_.cell_count(); ++cell) {
            if (count(region_at(cell), grid_.at(cell)) > 1) repeated.push_back(cell);
        }
        const Cell from = repeated[static_cast<std::size_t>(rng.below(repeated.size()))];
        std::vector<Cell> doors = doors_of(from);
        rng.shuffle(doors);
        std::optional<RegionMove> best;
        int best_cost = cost_ + 1;
        for (Cell door : doors) {
            const RegionMove move{from, region_at(door)};
            const std::optional<int> after = cost_after(move);
            if (after && *after < best_cost) {
                best = move;
                best_cost = *after;
            }
        }
        if (best) apply(*best);
    }

private:
    int& count(int region, Digit digit) { return counts_[static_cast<std::size_t>(region * (size_ + 1) + digit)]; }
    [[nodiscard]] int count(int region, Digit digit) const {
        return counts_[static_cast<std::size_t>(region * (size_ + 1) + digit)];
    }
    [[nodiscard]] int region_at(Cell cell) const { return region_of_[static_cast<std::size_t>(cell)]; }

    [[nodiscard]] int region_cost(int region) const {
        int cost = 0;
        for (Digit digit = 1; digit <= size_; ++digit) cost += std::abs(count(region, digit) - 1);
        return cost;
    }

    /// A random cell moves into a random bordering region, if its shapes allow and the cost rises
    /// by at most kNoiseRise.
    void noise(Rng& rng) {
        const Cell cell = static_cast<Cell>(rng.below(static_cast<std::uint64_t>(geometry_.cell_count())));
        const std::vector<Cell> doors = doors_of(cell);
        if (doors.empty()) return;
        const RegionMove move{cell, region_at(doors[static_cast<std::size_t>(rng.below(doors.size()))])};
        const std::optional<int> after = cost_after(move);
        if (after && *after <= cost_ + kNoiseRise) apply(move);
    }

    /// The orthogonal neighbours of `cell` in other regions: the ways it can move.
    [[nodiscard]] std::vector<Cell> doors_of(Cell cell) const {
        std::vector<Cell> doors;
        for (Cell next : orthogonal_neighbours(geometry_, cell)) {
            if (region_at(next) != region_at(cell)) doors.push_back(next);
        }
        return doors;
    }

    /// The cost after `move`, or nothing when the region it leaves would be empty or split, or a
    /// region it touches would be a stripe of N cells (every row holds each digit once: a cost-0
    /// state that is no jigsaw piece).
    [[nodiscard]] std::optional<int> cost_after(const RegionMove& move) {
        const RegionMove undo{move.cell, region_at(move.cell)};
        apply(move);
        const bool shaped = sizes_[static_cast<std::size_t>(undo.region)] > 0 && connected(undo.region) &&
                            !stripe(undo.region) && !stripe(move.region);
        const int after = cost_;
        apply(undo);
        return shaped ? std::optional(after) : std::nullopt;
    }

    [[nodiscard]] bool stripe(int region) const {
        return sizes_[static_cast<std::size_t>(region)] == size_ && striped_region(geometry_, region_of_, region);
    }

    void apply(const RegionMove& move) {
        const int old = region_at(move.cell);
        const Digit digit = grid_.at(move.cell);
        cost_ -= region_cost(old) + region_cost(move.region);
        --count(old, digit);
        --sizes_[static_cast<std::size_t>(old)];
        region_of_[static_cast<std::size_t>(move.cell)] = move.region;
        ++count(move.region, digit);
        ++sizes_[static_cast<std::size_t>(move.region)];
        cost_ += region_cost(old) + region_cost(move.region);
    }

    [[nodiscard]] bool connected(int region) const {
        std::vector<Cell> reached;
        std::vector<bool> seen(static_cast<std::size_t>(geometry_.cell_count()), false);
        for (Cell cell = 0; cell < geometry_.cell_count() && reached.empty(); ++cell) {
            if (region_at(cell) == region) {
                reached.push_back(cell);
                seen[static_cast<std::size_t>(cell)] = true;
            }
        }
        for (std::size_t next = 0; next < reached.size(); ++next) {
            for (Cell beside : orthogonal_neighbours(geometry_, reached[next])) {
                if (region_at(beside) != region || seen[static_cast<std::size_t>(beside)]) continue;
                seen[static_cast<std::size_t>(beside)] = true;
                reached.push_back(beside);
            }
        }
        return static_cast<int>(reached.size()) == sizes_[static_cast<std::size_t>(region)];
    }

    const Geometry& geometry_;
    const Grid& grid_;
    int size_;
    std::vector<int> region_of_;
    std::vector<int> counts_;  ///< [region][digit]: cells of the region holding the digit
    std::vector<int> sizes_;   ///< cells per region
    int cost_ = 0;
};

}  // namespace
}  // namespace generate_detail

std::optional<std::string> jigsaw_layout_over_grid(const Geometry& geometry, const Grid& grid, Rng& rng,
                                                   std::uint64_t& attempts) {
    using namespace generate_detail;
    const int moves = kMovesPerCell * geometry.cell_count();
    for (int walk = 0; walk < kWalks; ++walk) {
        GridPartition partition(geometry, grid, random_partition(geometry, rng, attempts, Symmetry::none));
        for (int move = 0; move < moves && !partition.done(); ++move) partition.step(rng);
        if (partition.done()) return layout_text(partition.regions(), geometry.size());
    }
    return std::nullopt;
}

}  // namespace gridforge
