#include <algorithm>
#include <cstdint>
#include <memory>
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

std::string cage_name(const Geometry& geometry, const std::vector<Cell>& cells) {
    return "cage at " + geometry.cell_name(*std::min_element(cells.begin(), cells.end()));
}

/// Narrows the candidates of a cage's cells; false when no assignment of them is left.
bool prune_cage(CellSets& local, const std::optional<int>& sum, const std::vector<DigitSet>& combinations) {
    for (bool again = true; again;) {
        again = false;
        DigitSet placed;
        DigitSet held;  // every digit some cell still allows: a combination must lie within it
        for (std::size_t i = 0; i < local.count; ++i) {
            if (local[i].empty()) return false;
            held = held | local[i];
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
                if ((combination & placed) != placed || !(combination - held).empty()) continue;
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

/// A cage sum: a whole number within int range far beyond any reachable sum, so that
/// KillerCage::problem can refuse an unreachable one in words.
std::optional<int> read_sum(const nlohmann::json& cage, const JsonPlace& place, const std::string& item) {
    const auto found = cage.find("sum");
    if (found == cage.end()) return std::nullopt;
    if (!found->is_number_integer()) place.fail(fmt::format("{}: 'sum' must be a whole number", item));
    constexpr std::int64_t kFar = 1'000'000;
    // nlohmann keeps non-negative integers unsigned: read them so, capped, to stay in range.
    const std::int64_t value =
        found->is_number_unsigned()
            ? static_cast<std::int64_t>(std::min<std::uint64_t>(found->get<std::uint64_t>(), kFar + 1))
            : found->get<std::int64_t>();
    if (value < -kFar || value > kFar) place.fail(fmt::format("{}: 'sum' {} is out of range", item, found->dump()));
    return static_cast<int>(value);
}

/// "cages": [{"cells": [...], "sum": 15}, ...] (docs/rules/killer.md); no cell in two cages.
void read_cages(const nlohmann::json& puzzle, const Geometry& geometry, int line, RuleList& rules) {
    const JsonPlace place(line, "cages");
    const nlohmann::json& value = puzzle.at("cages");
    if (!value.is_array()) place.fail("expected a list of cages");
    std::vector<std::string> cage_of_cell(static_cast<std::size_t>(geometry.cell_count()));
    for (std::size_t i = 0; i < value.size(); ++i) {
        const nlohmann::json& cage = value[i];
        const std::string item = fmt::format("cage {}", i + 1);
        if (!cage.is_object()) place.fail(item + R"(: expected an object {"sum": ..., "cells": [...]})");
        for (const auto& entry : cage.items()) {
            if (entry.key() != "sum" && entry.key() != "cells") place.fail(fmt::format("{}: unknown key '{}'", item, entry.key()));
        }
        const auto cells_value = cage.find("cells");
        if (cells_value == cage.end()) place.fail(item + ": 'cells' is required");
        const std::vector<Cell> cells = place.cells(*cells_value, geometry, item);
        const std::optional<int> sum = read_sum(cage, place, item);
        if (auto problem = KillerCage::problem(geometry, cells, sum)) place.fail(*problem);
        auto rule = std::make_shared<KillerCage>(geometry, cells, sum);
        for (const Cell cell : cells) {
            std::string& owner = cage_of_cell[static_cast<std::size_t>(cell)];
            if (!owner.empty()) place.fail(fmt::format("{} is in {} and in {}", geometry.cell_name(cell), owner, rule->where()));
            owner = rule->where();
        }
        rules.push_back(std::move(rule));
    }
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
    if (static_cast<int>(cells_.size()) == size_) houses_.push_back(House{HouseKind::extra, where_, cells_});
}

void KillerCage::collect_conflicts(const Grid& grid, std::vector<Conflict>& out, std::size_t limit) const {
    // The repeats first, each with the digit's first cell in the cage; then the sum.
    int total = 0;
    std::size_t filled = 0;
    bool repeats = false;
    for (std::size_t i = 0; i < cells_.size(); ++i) {
        const Digit digit = grid.at(cells_[i]);
        if (digit == 0) continue;
        ++filled;
        total += digit;
        for (std::size_t j = 0; j < i; ++j) {
            if (grid.at(cells_[j]) != digit) continue;
            repeats = true;
            if (append_conflict(out, limit, Conflict{cells_[j], cells_[i], digit, where_})) return;
            break;
        }
    }
    if (!sum_) return;
    // A repeat already fails the combination table, so with repeats only a full cage's total
    // speaks of the sum.
    const bool full = filled == cells_.size();
    bool reachable = !full || total == *sum_;
    if (!repeats) {
        CellSets local = rules_detail::from_grid(grid, cells_);
        reachable = prune_cage(local, sum_, combinations_);
    }
    if (reachable) return;
    std::vector<Cell> at_fault;
    std::string terms;
    for (std::size_t i = 0; i < cells_.size(); ++i) {
        const Digit digit = grid.at(cells_[i]);
        if (full) {
            terms += (terms.empty() ? "" : " + ") + names_[i];
        } else if (digit != 0) {
            terms += fmt::format("{}{} = {}", terms.empty() ? "" : ", ", names_[i], digit_char(digit));
        }
        if (digit != 0) at_fault.push_back(cells_[i]);
    }
    const Cell cell = at_fault.empty() ? cells_.front() : at_fault.front();
    const std::string text = full ? fmt::format("{}: {} = {}, not {}", where_, terms, total, *sum_)
                                  : fmt::format("{} cannot reach its sum {} with {}", where_, *sum_, terms);
    append_conflict(out, limit, Conflict{cell, cell, grid.at(cell), where_, text, std::move(at_fault)});
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

void KillerCage::write_json(nlohmann::json& puzzle, const Geometry& geometry) const {
    nlohmann::json names = nlohmann::json::array();
    for (const Cell cell : cells_) names.push_back(geometry.cell_name(cell));
    nlohmann::json written = {{"cells", std::move(names)}};
    if (sum_) written["sum"] = *sum_;
    puzzle["cages"].push_back(std::move(written));
}

void KillerCage::encode_cnf(Cnf& cnf, const Geometry& /*geometry*/) const {
    // No digit twice: one binary clause per digit and pair of cells (for an N-cell cage the house
    // clauses say it already; repeating them costs little and keeps this rule whole).
    for (Digit digit = 1; digit <= size_; ++digit) {
        for (std::size_t i = 0; i < cells_.size(); ++i) {
            for (std::size_t j = i + 1; j < cells_.size(); ++j) {
                cnf.clauses.push_back({-cnf_variable(cells_[i], digit, size_), -cnf_variable(cells_[j], digit, size_)});
            }
        }
    }
    if (!sum_) return;
    // One variable per combination of the table, at least one true, each forbidding the digits
    // outside it. n distinct digits drawn from a combination of n digits are that combination, so
    // at most one is true and the models stay one per solution.
    std::vector<int> some_combination;
    for (const DigitSet combination : combinations_) {
        const int chosen = ++cnf.variables;
        some_combination.push_back(chosen);
        for (const Cell cell : cells_) {
            for (Digit digit = 1; digit <= size_; ++digit) {
                if (!combination.contains(digit)) cnf.clauses.push_back({-chosen, -cnf_variable(cell, digit, size_)});
            }
        }
    }
    cnf.clauses.push_back(some_combination);  // non-empty: the constructor refuses an unreachable sum
}

void KillerCage::draw(Sketch& sketch) const {
    sketch.add(SketchCage{cells_, sum_ ? std::to_string(*sum_) : std::string()});
    sketch.legend("cages", "digits differ within a cage and add up to the sum in its first cell");
}

const RuleKind& killer_cage_kind() {
    static const RuleKind kind{"killer cages", {"cages"}, read_cages, "killer", RecipePhase::decoration, decorate_killer};
    return kind;
}

}  // namespace gridforge
