#include <algorithm>
#include <bit>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "gridforge/cnf_formula.hpp"
#include "gridforge/sketch.hpp"
#include "gridforge/variants.hpp"
#include "generate/decorations.hpp"
#include "rules/rule_kind.hpp"
#include "rules/cell_list_problem.hpp"
#include "rules/cell_sets.hpp"

namespace gridforge {
namespace {

using rules_detail::CellSets;

/// The largest digit of a non-empty set.
Digit highest(DigitSet set) { return 32 - std::countl_zero(set.bits()); }

/// The digits of `all` above `digit`.
DigitSet above(DigitSet all, Digit digit) { return DigitSet::from_bits(all.bits() & ~((1u << digit) - 1u)); }
/// The digits below `digit`.
DigitSet below(Digit digit) { return DigitSet::from_bits((1u << (digit - 1)) - 1u); }

/// Bounds propagation along the chain, bulb to tip then back; false when a cell is left empty.
/// After the forward pass every cell lies above the smallest candidate of the cell before it;
/// the backward pass only removes digits at or above the largest candidate of the next cell,
/// which leaves each smallest candidate in place (or empties the cell), so one pass each way is
/// the fixpoint.
bool prune_thermometer(CellSets& local, int size) {
    const DigitSet all = DigitSet::all(size);
    for (std::size_t i = 0; i < local.count; ++i) {
        if (i > 0) local[i] = local[i] & above(all, local[i - 1].lowest());
        if (local[i].empty()) return false;
    }
    for (std::size_t i = local.count - 1; i-- > 0;) {
        local[i] = local[i] & below(highest(local[i + 1]));
        if (local[i].empty()) return false;
    }
    return true;
}

/// "thermos": [["r1c1", "r1c2", ...], ...], bulb first (docs/rules/thermo.md).
void read_thermometers(const nlohmann::json& puzzle, const Geometry& geometry, int line, RuleList& rules) {
    const JsonPlace place(line, "thermos");
    const nlohmann::json& value = puzzle.at("thermos");
    if (!value.is_array()) place.fail("expected a list of thermometers");
    for (std::size_t i = 0; i < value.size(); ++i) {
        const std::string item = fmt::format("thermometer {}", i + 1);
        const std::vector<Cell> cells = place.cells(value[i], geometry, item);
        if (auto problem = Thermometer::problem(geometry, cells)) place.fail(*problem);
        rules.push_back(std::make_shared<Thermometer>(geometry, cells));
    }
}

}  // namespace

std::optional<std::string> Thermometer::problem(const Geometry& geometry, const std::vector<Cell>& cells) {
    const auto bulb_name = [](const Geometry& board, const std::vector<Cell>& list) {
        return "thermometer at " + board.cell_name(list.front());
    };
    if (auto problem = cell_list_problem(geometry, cells, "thermometer", bulb_name)) return problem;
    const std::string where = bulb_name(geometry, cells);
    for (std::size_t i = 1; i < cells.size(); ++i) {
        const int rows_apart = std::abs(geometry.row_of(cells[i]) - geometry.row_of(cells[i - 1]));
        const int columns_apart = std::abs(geometry.column_of(cells[i]) - geometry.column_of(cells[i - 1]));
        if (std::max(rows_apart, columns_apart) != 1) {
            return fmt::format("{}: {} and {} are not neighbours", where, geometry.cell_name(cells[i - 1]),
                               geometry.cell_name(cells[i]));
        }
    }
    return std::nullopt;
}

Thermometer::Thermometer(const Geometry& geometry, std::vector<Cell> cells)
    : size_(geometry.size()), cells_(std::move(cells)) {
    if (auto reason = problem(geometry, cells_)) throw std::invalid_argument("Thermometer: " + *reason);
    where_ = "thermometer at " + geometry.cell_name(cells_.front());
    for (const Cell cell : cells_) names_.push_back(geometry.cell_name(cell));
}

void Thermometer::collect_conflicts(const Grid& grid, std::vector<Conflict>& out, std::size_t limit) const {
    const int count = static_cast<int>(cells_.size());
    for (int j = 0; j < count; ++j) {
        const Digit high = grid.at(cells_[static_cast<std::size_t>(j)]);
        if (high == 0) continue;
        for (int i = 0; i < j; ++i) {
            const Digit low = grid.at(cells_[static_cast<std::size_t>(i)]);
            if (low == 0 || high - low >= j - i) continue;
            const std::string& low_name = names_[static_cast<std::size_t>(i)];
            const std::string& high_name = names_[static_cast<std::size_t>(j)];
            const std::string text =
                j - i == 1 ? fmt::format("{}: {} = {} does not rise above {} = {}", where_, high_name,
                                         digit_char(high), low_name, digit_char(low))
                           : fmt::format("{}: {} = {} must exceed {} = {} by at least {}", where_, high_name,
                                         digit_char(high), low_name, digit_char(low), j - i);
            if (append_conflict(out, limit, Conflict{cells_[static_cast<std::size_t>(i)], cells_[static_cast<std::size_t>(j)], high, where_, text})) return;
        }
    }
    for (int p = 0; p < count; ++p) {
        const Cell cell = cells_[static_cast<std::size_t>(p)];
        const Digit digit = grid.at(cell);
        const int lowest = p + 1;
        const int highest_digit = size_ - (count - 1 - p);
        if (digit == 0 || (digit >= lowest && digit <= highest_digit)) continue;
        const std::string text = fmt::format("{}: {} = {}, but cell {} of {} holds {} to {}", where_,
                                             names_[static_cast<std::size_t>(p)], digit_char(digit), p + 1, count,
                                             digit_char(lowest), digit_char(highest_digit));
        if (append_conflict(out, limit, Conflict{cell, cell, digit, where_, text})) return;
    }
}

DigitSet Thermometer::allowed(const Grid& grid, Cell cell) const {
    const int index = rules_detail::index_of(cells_, cell);
    if (index < 0) return DigitSet::all(size_);
    CellSets local = rules_detail::from_grid(grid, cells_);
    local[static_cast<std::size_t>(index)] = DigitSet::all(size_);
    if (!prune_thermometer(local, size_)) return DigitSet();
    return local[static_cast<std::size_t>(index)];
}

bool Thermometer::satisfied(const Grid& full_grid) const {
    Digit previous = 0;
    for (const Cell cell : cells_) {
        const Digit digit = full_grid.at(cell);
        if (digit <= previous || digit > size_) return false;
        previous = digit;
    }
    return true;
}

PruneResult Thermometer::prune(Candidates& candidates) const {
    CellSets local = rules_detail::gather(candidates, cells_);
    if (!prune_thermometer(local, size_)) return PruneResult::conflict;
    return rules_detail::scatter(local, candidates, cells_);
}

void Thermometer::write_json(nlohmann::json& puzzle, const Geometry& geometry) const {
    nlohmann::json names = nlohmann::json::array();
    for (const Cell cell : cells_) names.push_back(geometry.cell_name(cell));
    puzzle["thermos"].push_back(std::move(names));
}

void Thermometer::encode_cnf(Cnf& cnf, const Geometry& /*geometry*/) const {
    // For each step bulb to tip, every pair of digits that does not rise is forbidden: one binary
    // clause per pair, N(N+1)/2 per step.
    for (std::size_t i = 1; i < cells_.size(); ++i) {
        for (Digit lower = 1; lower <= size_; ++lower) {
            for (Digit upper = 1; upper <= lower; ++upper) {
                cnf.clauses.push_back({-cnf_variable(cells_[i - 1], lower, size_), -cnf_variable(cells_[i], upper, size_)});
            }
        }
    }
}

void Thermometer::draw(Sketch& sketch) const {
    sketch.add(SketchPath{PathStyle::thermometer, cells_, sketch.next_group(PathStyle::thermometer)});
    sketch.legend("thermometers", "digits rise from the bulb along the thermometer");
}

const RuleKind& thermometer_kind() {
    static const RuleKind kind{"thermometers", {"thermos"}, read_thermometers, "thermo", RecipePhase::decoration, decorate_thermo};
    return kind;
}

}  // namespace gridforge
