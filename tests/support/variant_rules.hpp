#pragma once
// Test helpers for the variant rules: a brute-force solver that trusts only the rules' houses and
// `satisfied`, and random rule lists laid over a full grid (so the grid satisfies them): region
// partitions, cages grown over distinct digits, thermometers laid along increasing digits.

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gridforge/generate_variants.hpp"
#include "gridforge/puzzle.hpp"
#include "gridforge/rng.hpp"
#include "gridforge/rule.hpp"
#include "gridforge/variants.hpp"

namespace gridforge::testing {

inline int pick(Rng& rng, int bound) { return static_cast<int>(rng.below(static_cast<std::uint64_t>(bound))); }

/// Orthogonal neighbours of `cell`, and diagonal ones too when `diagonal` (the generator's own
/// neighbourhoods, generate_variants.hpp).
inline std::vector<Cell> neighbours(const Geometry& geometry, Cell cell, bool diagonal) {
    return diagonal ? king_neighbours(geometry, cell) : orthogonal_neighbours(geometry, cell);
}

/// Depth-first search in reading order that checks only the houses of the rules (read straight
/// from Rule::houses) while filling, and whole grids with Puzzle::is_solution (every rule's
/// `satisfied`). Independent of every solver; for small boards and few empty cells.
class BruteForce {
public:
    /// Digits are tried in increasing order, or in an order drawn from `shuffle` when set.
    explicit BruteForce(const Puzzle& puzzle, Rng* shuffle = nullptr)
        : puzzle_(puzzle), shuffle_(shuffle), grid_(puzzle.givens()) {
        house_cells_.resize(static_cast<std::size_t>(grid_.cell_count()));
        for (const RulePtr& rule : puzzle.rules()) {
            for (const House& house : rule->houses()) {
                for (Cell cell : house.cells) house_cells_[static_cast<std::size_t>(cell)].push_back(&house.cells);
            }
        }
    }

    /// Every solution, up to `cap`; the search gives up after `node_limit` placements (then
    /// `gave_up()` is true and the list may be short).
    std::vector<Grid> solutions(std::size_t cap, std::size_t node_limit = SIZE_MAX) {
        found_.clear();
        cap_ = cap;
        nodes_ = 0;
        node_limit_ = node_limit;
        search(0);
        return found_;
    }
    [[nodiscard]] bool gave_up() const { return nodes_ >= node_limit_; }

private:
    bool fits(Cell cell, Digit digit) const {
        for (const auto* house : house_cells_[static_cast<std::size_t>(cell)]) {
            for (Cell other : *house) {
                if (other != cell && grid_.at(other) == digit) return false;
            }
        }
        return true;
    }

    void search(Cell from) {
        Cell cell = from;
        while (cell < grid_.cell_count() && grid_.at(cell) != 0) ++cell;
        if (cell == grid_.cell_count()) {
            if (puzzle_.is_solution(grid_)) found_.push_back(grid_);
            return;
        }
        std::vector<Digit> digits;
        for (Digit digit = 1; digit <= grid_.size(); ++digit) digits.push_back(digit);
        if (shuffle_) shuffle_->shuffle(digits);
        for (Digit digit : digits) {
            if (!fits(cell, digit)) continue;
            if (++nodes_ >= node_limit_) return;
            grid_.set(cell, digit);
            search(cell + 1);
            grid_.clear(cell);
            if (found_.size() >= cap_ || nodes_ >= node_limit_) return;
        }
    }

    const Puzzle& puzzle_;
    Rng* shuffle_;
    Grid grid_;
    std::vector<std::vector<const std::vector<Cell>*>> house_cells_;
    std::vector<Grid> found_;
    std::size_t cap_ = 0;
    std::size_t nodes_ = 0;
    std::size_t node_limit_ = SIZE_MAX;
};

/// A random full grid of the houses of `rules` (no givens), or an empty grid when there is none
/// or the search gives up (after 200,000 placements).
inline Grid random_house_grid(const Geometry& geometry, const RuleList& rules, Rng& rng) {
    RuleList houses;
    for (const RulePtr& rule : rules) {
        if (rule->houses_only()) houses.push_back(rule);
    }
    const Puzzle blank(geometry, Grid(geometry.size()), houses);
    BruteForce search(blank, &rng);
    const std::vector<Grid> grids = search.solutions(1, 200'000);
    return grids.empty() ? Grid(geometry.size()) : grids.front();
}

/// A random partition into N orthogonally connected regions of N cells, labelled '1', '2', ...:
/// N seeds grow one random free neighbour at a time, smallest region first; a dead end restarts.
inline std::string random_region_layout(const Geometry& geometry, Rng& rng) {
    const int size = geometry.size();
    for (;;) {
        std::string layout(static_cast<std::size_t>(geometry.cell_count()), ' ');
        std::vector<std::vector<Cell>> regions(static_cast<std::size_t>(size));
        bool stuck = false;
        for (int region = 0; region < size && !stuck; ++region) {
            std::vector<Cell> free;
            for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
                if (layout[static_cast<std::size_t>(cell)] == ' ') free.push_back(cell);
            }
            const Cell seed = free[static_cast<std::size_t>(pick(rng, static_cast<int>(free.size())))];
            layout[static_cast<std::size_t>(seed)] = digit_char(region + 1);
            regions[static_cast<std::size_t>(region)].push_back(seed);
        }
        for (int added = size; added < geometry.cell_count() && !stuck; ++added) {
            // The smallest region still growing takes a random free orthogonal neighbour.
            std::size_t smallest = 0;
            for (std::size_t r = 1; r < regions.size(); ++r) {
                if (regions[r].size() < regions[smallest].size()) smallest = r;
            }
            std::vector<Cell> options;
            for (Cell member : regions[smallest]) {
                for (Cell next : neighbours(geometry, member, false)) {
                    if (layout[static_cast<std::size_t>(next)] == ' ') options.push_back(next);
                }
            }
            if (options.empty()) {
                stuck = true;
                break;
            }
            const Cell next = options[static_cast<std::size_t>(pick(rng, static_cast<int>(options.size())))];
            layout[static_cast<std::size_t>(next)] = digit_char(static_cast<int>(smallest) + 1);
            regions[smallest].push_back(next);
        }
        if (!stuck && !Regions::problem(geometry, layout)) return layout;
    }
}

/// Killer cages over `solution`: from each free cell in a random order a cage grows through
/// random orthogonal neighbours whose digit it lacks, up to `max_cells`; a cage gets its sum
/// (read off the solution) with probability 3/4; with `cover_all` false about a third of the
/// cages are dropped.
inline std::vector<std::shared_ptr<const KillerCage>> random_cages(const Geometry& geometry, const Grid& solution,
                                                                   Rng& rng, int max_cells, bool cover_all) {
    std::vector<Cell> order(static_cast<std::size_t>(geometry.cell_count()));
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) order[static_cast<std::size_t>(cell)] = cell;
    rng.shuffle(order);
    std::vector<bool> taken(order.size(), false);
    std::vector<std::shared_ptr<const KillerCage>> cages;
    for (Cell start : order) {
        if (taken[static_cast<std::size_t>(start)]) continue;
        std::vector<Cell> cells{start};
        DigitSet digits = DigitSet::of(solution.at(start));
        taken[static_cast<std::size_t>(start)] = true;
        const int target = 1 + pick(rng, max_cells);
        while (static_cast<int>(cells.size()) < target) {
            std::vector<Cell> options;
            for (Cell member : cells) {
                for (Cell next : neighbours(geometry, member, false)) {
                    if (!taken[static_cast<std::size_t>(next)] && !digits.contains(solution.at(next))) options.push_back(next);
                }
            }
            if (options.empty()) break;
            const Cell next = options[static_cast<std::size_t>(pick(rng, static_cast<int>(options.size())))];
            cells.push_back(next);
            digits.insert(solution.at(next));
            taken[static_cast<std::size_t>(next)] = true;
        }
        if (!cover_all && pick(rng, 3) == 0) continue;
        std::optional<int> sum;
        if (pick(rng, 4) != 0) {
            sum = 0;
            for (Cell cell : cells) *sum += solution.at(cell);
        }
        cages.push_back(std::make_shared<KillerCage>(geometry, cells, sum));
    }
    return cages;
}

/// `count` thermometers over `solution`: each starts at a random cell and steps to a random
/// neighbour (orthogonal or diagonal) holding a larger digit, up to `max_length` cells (at least 2
/// when the start allows a step).
inline std::vector<std::shared_ptr<const Thermometer>> random_thermometers(const Geometry& geometry,
                                                                           const Grid& solution, Rng& rng,
                                                                           int count, int max_length) {
    std::vector<std::shared_ptr<const Thermometer>> thermometers;
    for (int t = 0; t < count; ++t) {
        std::vector<Cell> cells{static_cast<Cell>(pick(rng, geometry.cell_count()))};
        const int target = 2 + pick(rng, std::max(1, max_length - 1));
        while (static_cast<int>(cells.size()) < target) {
            std::vector<Cell> options;
            for (Cell next : neighbours(geometry, cells.back(), true)) {
                if (solution.at(next) > solution.at(cells.back())) options.push_back(next);
            }
            if (options.empty()) break;
            cells.push_back(options[static_cast<std::size_t>(pick(rng, static_cast<int>(options.size())))]);
        }
        thermometers.push_back(std::make_shared<Thermometer>(geometry, cells));
    }
    return thermometers;
}

/// A random rule list of `size` and a full grid that satisfies it: classic or jigsaw houses,
/// maybe diagonals, maybe cages, maybe thermometers (at least one extra rule of some kind).
struct RandomVariant {
    RuleList rules;
    Grid solution;
    std::string description;  ///< for failure messages
};

inline RandomVariant random_variant(int size, std::uint64_t seed) {
    Rng rng(seed);
    const Geometry geometry(size);
    for (;;) {
        RandomVariant variant{{}, Grid(size), ""};
        if (pick(rng, 3) == 0) {
            const std::string layout = random_region_layout(geometry, rng);
            variant.rules = jigsaw_rules(geometry, layout);
            variant.description += "regions " + layout + "; ";
        } else {
            variant.rules = classic_rules(geometry);
        }
        if (pick(rng, 3) == 0) {
            const auto kind = static_cast<DiagonalKind>(pick(rng, 3));
            variant.rules.push_back(std::make_shared<Diagonals>(geometry, kind));
            variant.description += "diagonals " + std::string(diagonal_kind_name(kind)) + "; ";
        }
        variant.solution = random_house_grid(geometry, variant.rules, rng);
        if (variant.solution.filled_count() == 0) continue;  // these houses admit no grid: draw again
        const int extras = pick(rng, 4);  // 0: cages, 1: thermometers, 2: both, 3: houses only
        if (extras == 0 || extras == 2) {
            // One draw per statement: a call's arguments are evaluated in an unspecified order.
            const int largest = 1 + pick(rng, size);
            const bool cover_all = pick(rng, 2) == 0;
            for (auto& cage : random_cages(geometry, variant.solution, rng, largest, cover_all)) {
                variant.description += cage->where() + (cage->sum() ? " sum " + std::to_string(*cage->sum()) : "") + "; ";
                variant.rules.push_back(std::move(cage));
            }
        }
        if (extras == 1 || extras == 2) {
            for (auto& thermometer : random_thermometers(geometry, variant.solution, rng, 1 + pick(rng, 4), size)) {
                variant.description += thermometer->where() + "; ";
                variant.rules.push_back(std::move(thermometer));
            }
        }
        variant.description += "seed " + std::to_string(seed);
        return variant;
    }
}

}  // namespace gridforge::testing
