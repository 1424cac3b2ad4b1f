// Killer cage layouts grown over a full grid (generate_variants.hpp: grow_cages).
#include <algorithm>
#include <vector>

#include "gridforge/generate_variants.hpp"

namespace gridforge {
namespace {

constexpr int kNoCage = -1;
/// Layouts grown before grow_cages gives up on keeping lone cells within the limit; a layout
/// with a lone cell left after joins and steals is rare (about 1 in 20 on 9x9).
constexpr int kLayoutDraws = 50;

/// A layout in progress: which cage holds each cell. Every change goes through `fits` and `add`,
/// which treat a cage and its images under the symmetry as one, so the layout stays symmetric.
class Layout {
public:
    Layout(const Geometry& geometry, const Grid& solution, Symmetry symmetry)
        : geometry_(geometry), solution_(solution), symmetry_(symmetry),
          cage_of_(static_cast<std::size_t>(geometry.cell_count()), kNoCage) {}

    [[nodiscard]] bool free(Cell cell) const { return cage_of_[static_cast<std::size_t>(cell)] == kNoCage; }
    [[nodiscard]] int cage_of(Cell cell) const { return cage_of_[static_cast<std::size_t>(cell)]; }
    [[nodiscard]] const std::vector<Cell>& cage(int id) const { return cages_[static_cast<std::size_t>(id)]; }
    [[nodiscard]] Digit digit(Cell cell) const { return solution_.at(cell); }

    /// The distinct images of `cells` under the symmetry (the cells themselves first), sorted.
    [[nodiscard]] std::vector<std::vector<Cell>> images(const std::vector<Cell>& cells) const {
        std::vector<std::vector<Cell>> out;
        for (Cell cell : cells) {
            const std::vector<Cell> of_cell = symmetry_images(geometry_, symmetry_, cell);
            out.resize(of_cell.size());
            for (std::size_t k = 0; k < of_cell.size(); ++k) out[k].push_back(of_cell[k]);
        }
        for (auto& image : out) std::sort(image.begin(), image.end());
        std::vector<std::vector<Cell>> distinct;
        for (auto& image : out) {
            if (std::find(distinct.begin(), distinct.end(), image) == distinct.end()) distinct.push_back(std::move(image));
        }
        return distinct;
    }

    /// Whether `cells` and its images can all become cages now: each image free, with distinct
    /// digits, and any two images equal or apart (so a cage never overlaps its own image).
    [[nodiscard]] bool fits(const std::vector<Cell>& cells) const {
        const auto all = images(cells);
        for (std::size_t a = 0; a < all.size(); ++a) {
            DigitSet digits;
            for (Cell cell : all[a]) {
                if (!free(cell) || digits.contains(digit(cell))) return false;
                digits.insert(digit(cell));
            }
            for (std::size_t b = 0; b < a; ++b) {
                for (Cell cell : all[a]) {
                    if (std::binary_search(all[b].begin(), all[b].end(), cell)) return false;
                }
            }
        }
        return true;
    }

    /// Makes `cells` and its images cages. Precondition: fits(cells).
    void add(const std::vector<Cell>& cells) {
        for (auto& image : images(cells)) {
            const int id = static_cast<int>(cages_.size());
            for (Cell cell : image) cage_of_[static_cast<std::size_t>(cell)] = id;
            cages_.push_back(std::move(image));
        }
    }

    /// Frees cage `id` and its images; returns their cells (as cages) for `restore`.
    std::vector<std::vector<Cell>> remove(int id) {
        std::vector<std::vector<Cell>> removed;
        for (const auto& image : images(cage(id))) {
            const int image_id = cage_of(image.front());
            removed.push_back(cages_[static_cast<std::size_t>(image_id)]);
            for (Cell cell : cages_[static_cast<std::size_t>(image_id)]) cage_of_[static_cast<std::size_t>(cell)] = kNoCage;
            cages_[static_cast<std::size_t>(image_id)].clear();
        }
        return removed;
    }

    void restore(const std::vector<std::vector<Cell>>& removed) {
        for (const auto& cells : removed) {
            const int id = static_cast<int>(cages_.size());
            for (Cell cell : cells) cage_of_[static_cast<std::size_t>(cell)] = id;
            cages_.push_back(cells);
        }
    }

    /// The cages, each sorted, empty ones dropped.
    [[nodiscard]] std::vector<std::vector<Cell>> result() const {
        std::vector<std::vector<Cell>> out;
        for (const auto& cells : cages_) {
            if (!cells.empty()) out.push_back(cells);
        }
        return out;
    }

private:
    const Geometry& geometry_;
    const Grid& solution_;
    Symmetry symmetry_;
    std::vector<int> cage_of_;
    std::vector<std::vector<Cell>> cages_;
};

/// Grows one cage (with its images) from the free cell `start` towards `target` cells. A cage that
/// is its own image (around the centre, across an axis) grows by a cell and its images at once,
/// within `max_cage`.
void grow_one(Layout& layout, const Geometry& geometry, Rng& rng, Cell start, int target, int max_cage,
              Symmetry symmetry) {
    std::vector<Cell> cage{start};
    while (static_cast<int>(cage.size()) < target) {
        std::vector<std::vector<Cell>> options;
        for (Cell cell : cage) {
            for (Cell next : orthogonal_neighbours(geometry, cell)) {
                if (!layout.free(next) || std::find(cage.begin(), cage.end(), next) != cage.end()) continue;
                std::vector<Cell> grown = cage;
                grown.push_back(next);
                if (!layout.fits(grown)) {
                    for (Cell image : symmetry_images(geometry, symmetry, next)) {
                        if (std::find(grown.begin(), grown.end(), image) == grown.end()) grown.push_back(image);
                    }
                    if (static_cast<int>(grown.size()) > max_cage || !layout.fits(grown)) continue;
                }
                std::sort(grown.begin(), grown.end());
                if (std::find(options.begin(), options.end(), grown) == options.end()) options.push_back(std::move(grown));
            }
        }
        if (options.empty()) break;
        cage = options[static_cast<std::size_t>(rng.below(options.size()))];
    }
    layout.add(cage);
}

/// Frees the cage of `cell` with its images (nothing when it is free already).
std::vector<std::vector<Cell>> remove_cage_of(Layout& layout, Cell cell) {
    return layout.free(cell) ? std::vector<std::vector<Cell>>{} : layout.remove(layout.cage_of(cell));
}

/// The lone cell `cell` joins a neighbouring cage that lacks its digit and has room (its images
/// do the same). True on success; the layout is unchanged otherwise.
bool join_neighbour(Layout& layout, const Geometry& geometry, Rng& rng, Cell cell, int max_cage) {
    std::vector<Cell> beside = orthogonal_neighbours(geometry, cell);
    rng.shuffle(beside);
    for (Cell next : beside) {
        const int id = layout.cage_of(next);
        if (id == layout.cage_of(cell) || static_cast<int>(layout.cage(id).size()) >= max_cage) continue;
        std::vector<Cell> merged = layout.cage(id);
        merged.push_back(cell);
        const auto removed_cage = remove_cage_of(layout, next);
        const auto removed_lone = remove_cage_of(layout, cell);
        if (layout.fits(merged)) {
            layout.add(merged);
            return true;
        }
        layout.restore(removed_lone);
        layout.restore(removed_cage);
    }
    return false;
}

/// The lone cell `cell` takes a cell of a neighbouring cage of 3 or more cells that stays
/// connected without it: a 2-cell cage (its images do the same). True on success; the layout is
/// unchanged otherwise.
bool steal_neighbour(Layout& layout, const Geometry& geometry, Rng& rng, Cell cell) {
    std::vector<Cell> beside = orthogonal_neighbours(geometry, cell);
    rng.shuffle(beside);
    for (Cell taken : beside) {
        const int id = layout.cage_of(taken);
        if (id == layout.cage_of(cell) || layout.cage(id).size() < 3 || layout.digit(taken) == layout.digit(cell)) continue;
        std::vector<Cell> rest = layout.cage(id);
        std::erase(rest, taken);
        if (!orthogonally_connected(geometry, rest)) continue;
        const std::vector<Cell> pair{cell, taken};
        const auto removed_cage = remove_cage_of(layout, taken);
        const auto removed_lone = remove_cage_of(layout, cell);
        if (layout.fits(pair)) {
            layout.add(pair);
            if (layout.fits(rest)) {
                layout.add(rest);
                return true;
            }
            (void)layout.remove(layout.cage_of(cell));
        }
        layout.restore(removed_lone);
        layout.restore(removed_cage);
    }
    return false;
}

/// One layout, lone cells joined or paired where they can be.
std::vector<std::vector<Cell>> draw_layout(const Geometry& geometry, const Grid& solution, Rng& rng, int max_cage,
                                           Symmetry symmetry) {
    Layout layout(geometry, solution, symmetry);
    std::vector<Cell> order(static_cast<std::size_t>(geometry.cell_count()));
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) order[static_cast<std::size_t>(cell)] = cell;
    rng.shuffle(order);
    for (Cell start : order) {
        if (!layout.free(start)) continue;
        const int target = 2 + static_cast<int>(rng.below(static_cast<std::uint64_t>(max_cage - 1)));
        grow_one(layout, geometry, rng, start, target, max_cage, symmetry);
    }
    // A lone cell is a given in disguise: it joins a neighbour, else takes a cell from one. Each
    // success removes a lone cell, so this ends.
    for (bool progress = true; progress;) {
        progress = false;
        for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
            if (layout.cage(layout.cage_of(cell)).size() != 1) continue;
            if (join_neighbour(layout, geometry, rng, cell, max_cage) || steal_neighbour(layout, geometry, rng, cell)) {
                progress = true;
            }
        }
    }
    return layout.result();
}

}  // namespace

int cage_sum(const Grid& grid, const std::vector<Cell>& cells) {
    int sum = 0;
    for (Cell cell : cells) sum += grid.at(cell);
    return sum;
}

std::optional<std::vector<std::vector<Cell>>> grow_cages(const Geometry& geometry, const Grid& solution, Rng& rng,
                                                         int max_cage, int lone_cages, Symmetry symmetry) {
    for (int draw = 0; draw < kLayoutDraws; ++draw) {
        auto cages = draw_layout(geometry, solution, rng, max_cage, symmetry);
        const auto lone = std::count_if(cages.begin(), cages.end(), [](const auto& cage) { return cage.size() == 1; });
        if (lone <= lone_cages) return cages;
    }
    return std::nullopt;
}

}  // namespace gridforge
