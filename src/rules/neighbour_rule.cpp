// The shared body of the neighbour rules (neighbour_rule.hpp).
#include "rules/neighbour_rule.hpp"

#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "gridforge/cnf_formula.hpp"
#include "gridforge/logic/state.hpp"
#include "logic/techniques.hpp"
#include "logic/wording.hpp"

namespace gridforge::rules_detail {
namespace {

constexpr std::array<Move, 8> kKnight{{{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}}};
constexpr std::array<Move, 8> kKing{{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}};
constexpr std::array<Move, 4> kOrthogonal{{{-1, 0}, {0, -1}, {0, 1}, {1, 0}}};

}  // namespace

std::span<const Move> knight_moves() { return kKnight; }
std::span<const Move> king_moves() { return kKing; }
std::span<const Move> orthogonal_moves() { return kOrthogonal; }

NeighbourRule::NeighbourRule(const Geometry& geometry, std::span<const Move> moves, Forbidden forbidden)
    : geometry_(geometry), forbidden_(forbidden), neighbours_(static_cast<std::size_t>(geometry.cell_count())) {
    const int size = geometry.size();
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
        auto& list = neighbours_[static_cast<std::size_t>(cell)];
        for (const auto& [row_step, column_step] : moves) {
            const int row = geometry.row_of(cell) + row_step;
            const int column = geometry.column_of(cell) + column_step;
            if (row < 0 || row >= size || column < 0 || column >= size) continue;
            list.push_back(geometry.cell_at(row, column));
        }
        std::sort(list.begin(), list.end());
        list.erase(std::unique(list.begin(), list.end()), list.end());
        for (const Cell other : list) {
            if (cell < other) pairs_.emplace_back(cell, other);
        }
    }
}

DigitSet NeighbourRule::bad(Digit digit) const {
    if (forbidden_ == Forbidden::same_digit) return DigitSet::of(digit);
    DigitSet out;
    if (digit > 1) out.insert(digit - 1);
    if (digit < geometry_.size()) out.insert(digit + 1);
    return out;
}

DigitSet NeighbourRule::excluded_by(DigitSet options) const {
    // Only a single digit excludes anything under equal digits; under consecutive digits a set
    // of three or more digits has no common neighbour digit (d-1, d+1 for all of them).
    if (options.empty() || options.size() > (forbidden_ == Forbidden::same_digit ? 1 : 2)) return {};
    DigitSet out = DigitSet::all(geometry_.size());
    for (const Digit digit : options) out = out & bad(digit);
    return out;
}

void NeighbourRule::collect_conflicts(const Grid& grid, std::vector<Conflict>& out, std::size_t limit) const {
    for (const auto& [a, b] : pairs_) {
        const Digit da = grid.at(a);
        const Digit db = grid.at(b);
        if (da == 0 || db == 0 || !bad(da).contains(db)) continue;
        if (append_conflict(out, limit, Conflict{a, b, db, label(), describe_pair(a, da, b, db)})) return;
    }
}

DigitSet NeighbourRule::allowed(const Grid& grid, Cell cell) const {
    DigitSet left = DigitSet::all(grid.size());
    for (const Cell other : neighbours(cell)) {
        if (grid.at(other) != 0) left = left - bad(grid.at(other));
    }
    return left;
}

bool NeighbourRule::satisfied(const Grid& full_grid) const {
    for (Cell cell = 0; cell < full_grid.cell_count(); ++cell) {
        if (full_grid.at(cell) < 1 || full_grid.at(cell) > full_grid.size()) return false;
    }
    return !conflict(full_grid).has_value();
}

PruneResult NeighbourRule::prune(Candidates& candidates) const {
    PruneResult result = PruneResult::fixpoint;
    for (std::size_t cell = 0; cell < candidates.size(); ++cell) {
        const DigitSet options = candidates[cell];
        if (options.empty()) return PruneResult::conflict;
        const DigitSet excluded = excluded_by(options);
        if (excluded.empty()) continue;
        for (const Cell other : neighbours_[cell]) {
            DigitSet& theirs = candidates[static_cast<std::size_t>(other)];
            if ((theirs & excluded).empty()) continue;
            theirs = theirs - excluded;
            if (theirs.empty()) return PruneResult::conflict;
            result = PruneResult::changed;
        }
    }
    return result;
}

void NeighbourRule::encode_cnf(Cnf& cnf, const Geometry& geometry) const {
    const int size = geometry.size();
    for (const auto& [a, b] : pairs_) {
        for (Digit da = 1; da <= size; ++da) {
            for (const Digit db : bad(da)) cnf.clauses.push_back({-cnf_variable(a, da, size), -cnf_variable(b, db, size)});
        }
    }
}

std::optional<Step> NeighbourRule::exclusion_step(const LogicState& state) const {
    for (Cell cell = 0; cell < state.cell_count(); ++cell) {
        const DigitSet options = state.candidates(cell);
        const DigitSet excluded = excluded_by(options);
        if (excluded.empty()) continue;
        Step step;
        step.technique = TechniqueId::neighbour_exclusion;
        step.cells.push_back(cell);
        for (const Digit digit : options) step.pattern.push_back({cell, digit});
        for (const Cell other : neighbours(cell)) {
            if (!state.empty_at(other)) continue;
            const DigitSet hit = state.candidates(other) & excluded;
            for (const Digit digit : hit) step.eliminations.push_back({other, digit});
            if (!hit.empty()) step.cells.push_back(other);
        }
        logic_detail::tidy(step, state);
        if (step.eliminations.empty()) continue;
        step.text = exclusion_sentence(cell, options, !state.empty_at(cell), excluded,
                                       wording::removal(state.geometry(), step.eliminations));
        return step;
    }
    return std::nullopt;
}

bool read_flag(const nlohmann::json& puzzle, int line, std::string_view key) {
    const JsonPlace place(line, key);
    const nlohmann::json& value = puzzle.at(std::string(key));
    if (!value.is_boolean()) place.fail(fmt::format("expected true or false, not {}", value.dump()));
    return value.get<bool>();
}

}  // namespace gridforge::rules_detail
