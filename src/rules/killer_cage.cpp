#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "gridforge/variants.hpp"
#include "rules/cell_list_problem.hpp"
#include "rules/cell_sets.hpp"

namespace gridforge {
namespace {

using rules_detail::CellSets;

std::string cage_name(const Geometry& geometry, const std::vector<Cell>& cells) {
    return "cage at " + geometry.cell_name(*std::min_element(cells.begin(), cells.end()));
}

/// Narrows the candidates of a cage's cells; false when no assignment of them is left.
bool prune_cage(CellSets& local, const std::optional<int>& sum, const std::vector<DigitSet>& combinations) {
    for (bool again = true; again;) {
        again = false;
        DigitSet placed;
        for (std::size_t i = 0; i < local.count; ++i) {
            if (local[i].empty()) return false;
            if (local[i].size() != 1) continue;
            if (!(placed & local[i]).empty()) return false;  // the same digit twice in the cage
            placed = placed | local[i];
        }
        DigitSet viable = placed;
        DigitSet required = placed;  // digits in every surviving combination
        if (sum) {
            viable = DigitSet();
            required = DigitSet::from_bits(~0u);
            for (const DigitSet combination : combinations) {
                if ((combination & placed) != placed) continue;
                DigitSet covered;
                bool every_cell = true;
                for (std::size_t i = 0; i < local.count && every_cell; ++i) {
                    const DigitSet fitting = local[i] & combination;
                    every_cell = !fitting.empty();
                    covered = covered | fitting;
                }
                if (every_cell && covered == combination) {
                    viable = viable | combination;
                    required = required & combination;
                }
            }
            if (viable.empty()) return false;
        }
        for (std::size_t i = 0; i < local.count; ++i) {
            DigitSet narrowed = local[i];
            if (sum) narrowed = narrowed & viable;
            if (local[i].size() != 1) narrowed = narrowed - placed;
            if (narrowed == local[i]) continue;
            if (narrowed.empty()) return false;
            local[i] = narrowed;
            again = true;
        }
        // A digit the cage must hold with one cell left for it goes there (a hidden single of
        // the cage).
        for (const Digit digit : required - placed) {
            std::size_t places = 0;
            std::size_t last = 0;
            for (std::size_t i = 0; i < local.count; ++i) {
                if (local[i].contains(digit)) {
                    ++places;
                    last = i;
                }
            }
            if (places == 0) return false;
            if (places == 1 && local[last].size() > 1) {
                local[last] = DigitSet::of(digit);
                again = true;
            }
        }
    }
    return true;
}

}  // namespace

std::optional<std::string> KillerCage::problem(const Geometry& geometry, const std::vector<Cell>& cells,
                                               std::optional<int> sum) {
    if (auto problem = cell_list_problem(geometry, cells, "cage", cage_name)) return problem;
    const std::string where = cage_name(geometry, cells);
    const int count = static_cast<int>(cells.size());
    if (sum && cage_combinations(count, *sum, geometry.size()).empty()) {
        return fmt::format("{}: {} cell{} cannot sum to {}", where, count, count == 1 ? "" : "s", *sum);
    }
    return std::nullopt;
}

KillerCage::KillerCage(const Geometry& geometry, std::vector<Cell> cells, std::optional<int> sum)
    : size_(geometry.size()), cells_(std::move(cells)), sum_(sum) {
    if (auto reason = problem(geometry, cells_, sum_)) throw std::invalid_argument("KillerCage: " + *reason);
    where_ = cage_name(geometry, cells_);
    for (const Cell cell : cells_) names_.push_back(geometry.cell_name(cell));
    if (sum_) combinations_ = cage_combinations(static_cast<int>(cells_.size()), *sum_, size_);
    if (static_cast<int>(cells_.size()) == size_) houses_.push_back(House{where_, cells_});
}

std::optional<Conflict> KillerCage::conflict(const Grid& grid) const {
    std::vector<std::string> filled;
    int total = 0;
    for (std::size_t i = 0; i < cells_.size(); ++i) {
        const Digit digit = grid.at(cells_[i]);
        if (digit == 0) continue;
        for (std::size_t j = 0; j < i; ++j) {
            if (grid.at(cells_[j]) == digit) return Conflict{cells_[j], cells_[i], digit, where_};
        }
        filled.push_back(fmt::format("{} = {}", names_[i], digit_char(digit)));
        total += digit;
    }
    CellSets local = rules_detail::from_grid(grid, cells_);
    if (!sum_ || prune_cage(local, sum_, combinations_)) return std::nullopt;
    const auto first_filled = std::find_if(cells_.begin(), cells_.end(), [&](Cell cell) { return grid.at(cell) != 0; });
    const Cell cell = first_filled == cells_.end() ? cells_.front() : *first_filled;
    std::string text;
    if (filled.size() == cells_.size()) {
        std::string terms;
        for (const std::string& name : names_) terms += (terms.empty() ? "" : " + ") + name;
        text = fmt::format("{}: {} = {}, not {}", where_, terms, total, *sum_);
    } else {
        std::string placed;
        for (const std::string& term : filled) placed += (placed.empty() ? "" : ", ") + term;
        text = fmt::format("{} cannot reach its sum {} with {}", where_, *sum_, placed);
    }
    return Conflict{cell, cell, grid.at(cell), where_, text};
}

DigitSet KillerCage::allowed(const Grid& grid, Cell cell) const {
    const int index = rules_detail::index_of(cells_, cell);
    if (index < 0) return DigitSet::all(size_);
    CellSets local = rules_detail::from_grid(grid, cells_);
    local[static_cast<std::size_t>(index)] = DigitSet::all(size_);
    if (!prune_cage(local, sum_, combinations_)) return DigitSet();
    return local[static_cast<std::size_t>(index)];
}

bool KillerCage::satisfied(const Grid& full_grid) const {
    DigitSet seen;
    int total = 0;
    for (const Cell cell : cells_) {
        const Digit digit = full_grid.at(cell);
        if (digit < 1 || digit > size_ || seen.contains(digit)) return false;
        seen.insert(digit);
        total += digit;
    }
    return !sum_ || total == *sum_;
}

PruneResult KillerCage::prune(Candidates& candidates) const {
    CellSets local = rules_detail::gather(candidates, cells_);
    if (!prune_cage(local, sum_, combinations_)) return PruneResult::conflict;
    return rules_detail::scatter(local, candidates, cells_);
}

}  // namespace gridforge
