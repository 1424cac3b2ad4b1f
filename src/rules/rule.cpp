#include "gridforge/rule.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "gridforge/cnf_formula.hpp"
#include "gridforge/logic/step.hpp"
#include "gridforge/sketch.hpp"

namespace gridforge {

std::string_view house_kind_name(HouseKind kind) {
    static constexpr std::array<std::string_view, 6> kNames{"row", "column", "box", "region", "diagonal", "extra"};
    return kNames[static_cast<std::size_t>(kind)];
}

std::string Conflict::describe(const Geometry& geometry) const {
    if (!text.empty()) return text;
    return geometry.cell_name(first) + " and " + geometry.cell_name(second) + " are both " +
           std::string(1, digit_char(digit)) + " (" + where + ")";
}

std::vector<Cell> Conflict::cells_at_fault() const {
    std::vector<Cell> out = cells;
    out.push_back(first);
    out.push_back(second);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

bool append_conflict(std::vector<Conflict>& out, std::size_t limit, Conflict conflict) {
    out.push_back(std::move(conflict));
    return out.size() >= limit;
}

void Rule::collect_conflicts(const Grid& grid, std::vector<Conflict>& out, std::size_t limit) const {
    // Each repeat is paired with the digit's first cell in the house, so a digit three times
    // names that cell twice rather than chaining the pairs. Digits go up to 16 (geometry.hpp).
    for (const House& house : houses()) {
        // A bit mask first: most grids a reader checks have no repeat, and this pass costs a few
        // instructions a cell (bit 0, the empty cell, may repeat).
        std::uint32_t seen = 0;
        std::uint32_t repeated = 0;
        for (Cell cell : house.cells) {
            const std::uint32_t bit = 1u << grid.at(cell);
            repeated |= seen & bit;
            seen |= bit;
        }
        if ((repeated & ~1u) == 0) continue;
        std::array<Cell, 17> first_of{};
        first_of.fill(-1);
        for (Cell cell : house.cells) {
            const Digit digit = grid.at(cell);
            if (digit == 0) continue;
            Cell& first = first_of[static_cast<std::size_t>(digit)];
            if (first < 0) {
                first = cell;
            } else if (append_conflict(out, limit, Conflict{first, cell, digit, house.name})) {
                return;
            }
        }
    }
}

std::optional<Conflict> Rule::conflict(const Grid& grid) const {
    // An empty vector allocates nothing until a conflict is pushed.
    std::vector<Conflict> found;
    collect_conflicts(grid, found, 1);
    if (found.empty()) return std::nullopt;
    return std::move(found.front());
}

DigitSet Rule::allowed(const Grid& grid, Cell cell) const {
    DigitSet left = DigitSet::all(grid.size());
    for (const House& house : houses()) {
        bool contains_cell = false;
        for (Cell member : house.cells) contains_cell = contains_cell || member == cell;
        if (!contains_cell) continue;
        for (Cell member : house.cells) {
            if (member != cell && grid.at(member) != 0) left.erase(grid.at(member));
        }
    }
    return left;
}

bool Rule::satisfied(const Grid& full_grid) const {
    const DigitSet every = DigitSet::all(full_grid.size());
    for (const House& house : houses()) {
        DigitSet seen;
        for (Cell cell : house.cells) {
            const Digit digit = full_grid.at(cell);
            if (digit < 1 || digit > full_grid.size()) return false;
            seen.insert(digit);
        }
        if (seen != every) return false;
    }
    return true;
}

PruneResult Rule::prune(Candidates& candidates) const {
    Grid placed(board_side(candidates));
    for (Cell cell = 0; cell < placed.cell_count(); ++cell) {
        const DigitSet options = candidates[static_cast<std::size_t>(cell)];
        if (options.empty()) return PruneResult::conflict;
        if (options.size() == 1) placed.set(cell, options.lowest());
    }
    if (conflict(placed)) return PruneResult::conflict;
    PruneResult result = PruneResult::fixpoint;
    for (Cell cell = 0; cell < placed.cell_count(); ++cell) {
        if (placed.at(cell) != 0) continue;
        DigitSet& options = candidates[static_cast<std::size_t>(cell)];
        const DigitSet narrowed = options & allowed(placed, cell);
        if (narrowed == options) continue;
        if (narrowed.empty()) return PruneResult::conflict;
        options = narrowed;
        result = PruneResult::changed;
    }
    return result;
}

void Rule::write_json(nlohmann::json& /*puzzle*/, const Geometry& /*geometry*/) const {
    throw std::invalid_argument("write_json: rule '" + std::string(name()) + "' has no JSON form");
}

void Rule::encode_cnf(Cnf& /*cnf*/, const Geometry& /*geometry*/) const {
    // The houses are encoded for every rule by encode_cnf; a rule that says more must say how.
    if (houses_only()) return;
    throw std::invalid_argument("CNF encoding of rule '" + std::string(name()) + "' is not implemented");
}

void Rule::draw(Sketch& sketch) const { sketch.legend(std::string(name()), "not drawn"); }

std::optional<Step> Rule::find_step(TechniqueId /*technique*/, const LogicState& /*state*/) const { return std::nullopt; }

HouseRule::HouseRule(std::string name, std::vector<House> houses)
    : name_(std::move(name)), houses_(std::move(houses)) {}

void HouseRule::write_json(nlohmann::json& /*puzzle*/, const Geometry& /*geometry*/) const {
    // Rows, columns and boxes are implied by the JSON form; any other house list has no key.
    for (const House& house : houses_) {
        if (house.kind != HouseKind::row && house.kind != HouseKind::column && house.kind != HouseKind::box) {
            throw std::invalid_argument("write_json: rule '" + name_ + "' has no JSON form");
        }
    }
}

void HouseRule::draw(Sketch& sketch) const {
    for (const House& house : houses_) {
        if (house.kind == HouseKind::box) sketch.add(SketchRegion{house.cells, {}});
    }
}

}  // namespace gridforge
