// Arrow: the digits along an arrow's shaft add up to the number in its circle. The circle is one
// cell, or a pill of two or three orthogonally neighbouring cells read as a number in the order
// listed (12 = 1 then 2; boards of digits 1-9 only). An arrow may have several lines, each
// starting on a circle cell; the shaft is every line's cells after its first, and they all count
// towards one sum. Digits on a shaft may repeat unless a house forbids it.
// Source: the Arrow Sudoku rule as published (e.g. Cracking the Cryptic, f-puzzles.com's "arrow"
// constraint, whose JSON shape this reads: {"cells": circle, "lines": [[circle cell, shaft ...]]}).
//
// prune: generalised arc consistency on the sum over groups of shaft cells. Shaft cells that share
// a house of the puzzle (from the rules read before the arrow: rows, columns, boxes or regions)
// are grouped, up to three at a time, and a group's cells take different digits, since a player
// reads a two-cell shaft in one row as at least 1 + 2; other cells are taken independently (the
// houses between groups are the solvers' business). With the sets of sums the groups before and
// after a group can reach (a prefix and a suffix table of sums, as bitsets indexed by the sum),
// an assignment of a group stays when some sum of the others plus its own is a value the circle
// can hold, and a circle value stays when the whole shaft can reach it. Sound for any grid that
// keeps the houses; `conflict` judges the rule alone (every cell its own group).
#include <algorithm>
#include <array>
#include <bit>
#include <bitset>
#include <cstdlib>
#include <iterator>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "gridforge/cnf_formula.hpp"
#include "gridforge/logic/state.hpp"
#include "gridforge/logic/step.hpp"
#include "gridforge/sketch.hpp"
#include "logic/techniques.hpp"
#include "logic/wording.hpp"
#include "rules/cell_sets.hpp"
#include "rules/edge_rule.hpp"
#include "rules/rule_kind.hpp"

namespace gridforge {
namespace {

using rules_detail::CellSets;

/// Sums up to 1023: a circle holds at most 999 (a 3-cell pill), and a shaft sum beyond every
/// circle value is dropped off the top of the bitset, which only forgets sums that cannot match.
using ArrowSums = std::bitset<1024>;
constexpr int kMaxCircle = 3;

/// The number a circle of `count` cells reads when each holds `size`: 9, 99, 999 (16 on 16x16).
int largest_circle(int count, int size) {
    int value = 0;
    for (int i = 0; i < count; ++i) value = value * 10 + size;
    return value;
}

/// Every number the circle cells local[0 .. circle) can read, with the digits that read it
/// (visit(value, digits)).
template <typename Visit>
void each_circle_value(const CellSets& local, std::size_t circle, Visit visit) {
    std::array<Digit, kMaxCircle> digits{};
    const auto walk = [&](const auto& self, std::size_t i, int value) -> void {
        if (i == circle) {
            visit(value, digits);
            return;
        }
        for (const Digit digit : local[i]) {
            digits[i] = digit;
            self(self, i + 1, value * 10 + digit);
        }
    };
    walk(walk, 0, 0);
}

/// A partition of the shaft (indices 0.. into the shaft cells) into groups of at most
/// kMaxGroup cells that must hold different digits: shaft cells that share a house of the
/// puzzle. Singleton groups say nothing beyond the rule.
using ShaftGroups = std::vector<std::vector<std::size_t>>;
constexpr std::size_t kMaxGroup = 3;

/// Calls visit(digits, sum) for every assignment of different digits to the group's cells
/// (local[circle + index]) within their candidates.
template <typename Visit>
void each_group_assignment(const CellSets& local, std::size_t circle, const std::vector<std::size_t>& group, Visit visit) {
    std::array<Digit, kMaxGroup> digits{};
    const auto walk = [&](const auto& self, std::size_t i, int sum) -> void {
        if (i == group.size()) {
            visit(digits, sum);
            return;
        }
        for (const Digit digit : local[circle + group[i]]) {
            if (std::find(digits.begin(), digits.begin() + static_cast<std::ptrdiff_t>(i), digit) != digits.begin() + static_cast<std::ptrdiff_t>(i)) continue;
            digits[i] = digit;
            self(self, i + 1, sum + digit);
        }
    };
    walk(walk, 0, 0);
}

/// The arc consistency of the file comment on local = circle cells, then shaft cells, digits
/// 1..size, with the cells of each shaft group taken together (different digits); false when a
/// cell is left empty.
bool prune_arrow(CellSets& local, std::size_t circle, int size, const ShaftGroups& groups) {
    const std::size_t largest = static_cast<std::size_t>(largest_circle(static_cast<int>(circle), size));
    const std::size_t count = groups.size();
    // The sums each group can make, then prefix and suffix sums over the groups.
    std::array<ArrowSums, rules_detail::kMaxRuleCells> group_sums{};
    for (std::size_t g = 0; g < count; ++g) {
        each_group_assignment(local, circle, groups[g], [&](const std::array<Digit, kMaxGroup>&, int sum) {
            group_sums[g].set(static_cast<std::size_t>(sum));
        });
        if (group_sums[g].none()) return false;
    }
    const auto add = [&](const ArrowSums& from, const ArrowSums& sums) {
        ArrowSums out;
        for (std::size_t sum = 0; sum <= largest; ++sum) {
            if (sums.test(sum)) out |= from << sum;
        }
        return out;
    };
    std::array<ArrowSums, rules_detail::kMaxRuleCells + 1> prefix{};
    std::array<ArrowSums, rules_detail::kMaxRuleCells + 1> suffix{};
    prefix[0].set(0);
    for (std::size_t g = 0; g < count; ++g) prefix[g + 1] = add(prefix[g], group_sums[g]);
    suffix[count].set(0);
    for (std::size_t g = count; g-- > 0;) suffix[g] = add(suffix[g + 1], group_sums[g]);
    // The circle: values the whole shaft reaches.
    ArrowSums values;
    std::array<DigitSet, kMaxCircle> keep{};
    each_circle_value(local, circle, [&](int value, const std::array<Digit, kMaxCircle>& digits) {
        if (!prefix[count].test(static_cast<std::size_t>(value))) return;
        values.set(static_cast<std::size_t>(value));
        for (std::size_t i = 0; i < circle; ++i) keep[i].insert(digits[i]);
    });
    for (std::size_t i = 0; i < circle; ++i) {
        local[i] = keep[i];
        if (local[i].empty()) return false;
    }
    // Each group: an assignment stays when its sum plus some sum of the other groups is a value
    // the circle can hold; its digits stay.
    for (std::size_t g = 0; g < count; ++g) {
        const ArrowSums others = add(prefix[g], suffix[g + 1]);
        std::array<DigitSet, kMaxGroup> kept{};
        each_group_assignment(local, circle, groups[g], [&](const std::array<Digit, kMaxGroup>& digits, int sum) {
            if (((others << static_cast<std::size_t>(sum)) & values).none()) return;
            for (std::size_t i = 0; i < groups[g].size(); ++i) kept[i].insert(digits[i]);
        });
        for (std::size_t i = 0; i < groups[g].size(); ++i) {
            local[circle + groups[g][i]] = kept[i];
            if (kept[i].empty()) return false;
        }
    }
    return true;
}

bool king_neighbours(const Geometry& geometry, Cell a, Cell b) {
    const int rows = std::abs(geometry.row_of(a) - geometry.row_of(b));
    const int columns = std::abs(geometry.column_of(a) - geometry.column_of(b));
    return std::max(rows, columns) == 1;
}

/// "5-9" for the numbers from..to, "5" when they are one.
std::string span_text(int from, int to) { return from == to ? std::to_string(from) : fmt::format("{}-{}", from, to); }

/// Shaft cells that must differ, grouped: cells in order join the first group all of whose cells
/// share a house of `context` with them and that has room (kMaxGroup), else start a group.
ShaftGroups shaft_groups(const std::vector<Cell>& shaft, const RuleList& context) {
    const auto share_house = [&](Cell a, Cell b) {
        for (const RulePtr& rule : context) {
            for (const House& house : rule->houses()) {
                const bool has_a = std::find(house.cells.begin(), house.cells.end(), a) != house.cells.end();
                if (has_a && std::find(house.cells.begin(), house.cells.end(), b) != house.cells.end()) return true;
            }
        }
        return false;
    };
    ShaftGroups groups;
    for (std::size_t i = 0; i < shaft.size(); ++i) {
        bool placed = false;
        for (auto& group : groups) {
            if (group.size() >= kMaxGroup) continue;
            if (!std::all_of(group.begin(), group.end(), [&](std::size_t j) { return share_house(shaft[i], shaft[j]); })) continue;
            group.push_back(i);
            placed = true;
            break;
        }
        if (!placed) groups.push_back({i});
    }
    return groups;
}

class Arrow final : public Rule {
public:
    /// Throws std::invalid_argument with problem()'s text. `context`: the puzzle's other rules
    /// (at least its rows and columns), whose houses say which shaft cells must differ.
    Arrow(const Geometry& geometry, std::vector<Cell> circle, std::vector<std::vector<Cell>> lines, const RuleList& context)
        : size_(geometry.size()), circle_(std::move(circle)), lines_(std::move(lines)) {
        if (auto reason = problem(geometry, circle_, lines_)) throw std::invalid_argument("Arrow: " + *reason);
        where_ = "arrow at " + geometry.cell_name(circle_.front());
        cells_ = circle_;
        for (const auto& line : lines_) cells_.insert(cells_.end(), line.begin() + 1, line.end());
        const std::vector<Cell> shaft(cells_.begin() + static_cast<std::ptrdiff_t>(circle_.size()), cells_.end());
        groups_ = shaft_groups(shaft, context);
        for (std::size_t i = 0; i < shaft.size(); ++i) alone_.push_back({i});
    }

    /// The first reason the arrow cannot be, or nullopt (messages in docs/rules/arrow.md).
    static std::optional<std::string> problem(const Geometry& geometry, const std::vector<Cell>& circle,
                                              const std::vector<std::vector<Cell>>& lines) {
        const auto on_board = [&](Cell cell) { return cell >= 0 && cell < geometry.cell_count(); };
        if (circle.empty()) return "arrow has no circle";
        for (const auto& line : lines) {
            for (const Cell cell : line) {
                if (!on_board(cell)) return fmt::format("cell {} is off the {}x{} board", cell, geometry.size(), geometry.size());
            }
        }
        for (const Cell cell : circle) {
            if (!on_board(cell)) return fmt::format("cell {} is off the {}x{} board", cell, geometry.size(), geometry.size());
        }
        const std::string where = "arrow at " + geometry.cell_name(circle.front());
        if (circle.size() > static_cast<std::size_t>(kMaxCircle)) return fmt::format("{}: a circle of {} cells, at most {}", where, circle.size(), kMaxCircle);
        if (circle.size() > 1 && geometry.size() > 9) {
            return fmt::format("{}: a pill of {} cells reads its digits as a number, which needs digits 1-9 (the board is {}x{})",
                               where, circle.size(), geometry.size(), geometry.size());
        }
        std::vector<Cell> seen;
        const auto twice = [&](Cell cell) -> std::optional<std::string> {
            if (std::find(seen.begin(), seen.end(), cell) != seen.end()) return fmt::format("{}: {} appears twice", where, geometry.cell_name(cell));
            seen.push_back(cell);
            return std::nullopt;
        };
        for (std::size_t i = 0; i < circle.size(); ++i) {
            if (auto problem = twice(circle[i])) return problem;
            if (i > 0 && !rules_detail::orthogonal(geometry, circle[i - 1], circle[i])) {
                return fmt::format("{}: the circle's {} and {} are not orthogonal neighbours", where,
                                   geometry.cell_name(circle[i - 1]), geometry.cell_name(circle[i]));
            }
        }
        if (lines.empty()) return where + ": no lines";
        for (std::size_t l = 0; l < lines.size(); ++l) {
            const auto& line = lines[l];
            if (line.size() < 2) return fmt::format("{}: line {} has no cells beyond the circle", where, l + 1);
            if (std::find(circle.begin(), circle.end(), line.front()) == circle.end()) {
                return fmt::format("{}: line {} starts at {}, not on the circle", where, l + 1, geometry.cell_name(line.front()));
            }
            for (std::size_t i = 1; i < line.size(); ++i) {
                if (std::find(circle.begin(), circle.end(), line[i]) != circle.end()) {
                    return fmt::format("{}: line {} runs back into the circle at {}", where, l + 1, geometry.cell_name(line[i]));
                }
                if (auto problem = twice(line[i])) return problem;
                if (!king_neighbours(geometry, line[i - 1], line[i])) {
                    return fmt::format("{}: line {}: {} and {} are not neighbours", where, l + 1, geometry.cell_name(line[i - 1]),
                                       geometry.cell_name(line[i]));
                }
            }
        }
        if (seen.size() > rules_detail::kMaxRuleCells) return fmt::format("{}: {} cells, at most {}", where, seen.size(), rules_detail::kMaxRuleCells);
        return std::nullopt;
    }

    [[nodiscard]] std::string_view name() const override { return "arrow"; }
    [[nodiscard]] std::string label() const override { return where_; }
    [[nodiscard]] const std::vector<House>& houses() const override { return no_houses_; }
    [[nodiscard]] bool houses_only() const override { return false; }
    [[nodiscard]] std::span<const Cell> scope() const override { return cells_; }

    [[nodiscard]] bool satisfied(const Grid& full_grid) const override {
        int circle = 0;
        for (const Cell cell : circle_) circle = circle * 10 + full_grid.at(cell);
        int shaft = 0;
        for (std::size_t i = circle_.size(); i < cells_.size(); ++i) shaft += full_grid.at(cells_[i]);
        return circle == shaft;
    }

    /// One conflict when no digits for the empty cells make the shaft add up to the circle,
    /// naming the filled cells of circle and shaft in `cells`.
    void collect_conflicts(const Grid& grid, std::vector<Conflict>& out, std::size_t limit) const override {
        // The rule alone: a grid that breaks a house is the house's conflict.
        CellSets local = rules_detail::from_grid(grid, cells_);
        if (prune_arrow(local, circle_.size(), size_, alone_)) return;
        std::vector<Cell> at_fault;
        std::copy_if(cells_.begin(), cells_.end(), std::back_inserter(at_fault), [&](Cell cell) { return grid.at(cell) != 0; });
        const bool full = at_fault.size() == cells_.size();
        std::string text;
        if (full) {
            int circle = 0;
            for (const Cell cell : circle_) circle = circle * 10 + grid.at(cell);
            int shaft = 0;
            for (std::size_t i = circle_.size(); i < cells_.size(); ++i) shaft += grid.at(cells_[i]);
            text = fmt::format("{}: the circle holds {} but its shaft adds up to {}", where_, circle, shaft);
        } else {
            text = fmt::format("{}: no digits for its empty cells make the shaft add up to the circle", where_);
        }
        // first and second are filled cells, so the cells at fault name no empty one.
        const Cell first = at_fault.empty() ? cells_.front() : at_fault.front();
        const Cell second = at_fault.empty() ? cells_.back() : at_fault.back();
        append_conflict(out, limit, Conflict{first, second, grid.at(first), where_, text, std::move(at_fault)});
    }

    [[nodiscard]] DigitSet allowed(const Grid& grid, Cell cell) const override {
        const int index = rules_detail::index_of(cells_, cell);
        if (index < 0) return DigitSet::all(size_);
        CellSets local = rules_detail::from_grid(grid, cells_);
        local[static_cast<std::size_t>(index)] = DigitSet::all(size_);
        if (!prune_arrow(local, circle_.size(), size_, groups_)) return DigitSet();
        return local[static_cast<std::size_t>(index)];
    }

    PruneResult prune(Candidates& candidates) const override {
        CellSets local = rules_detail::gather(candidates, cells_);
        if (!prune_arrow(local, circle_.size(), size_, groups_)) return PruneResult::conflict;
        return rules_detail::scatter(local, candidates, cells_);
    }

    void write_json(nlohmann::json& puzzle, const Geometry& geometry) const override {
        const auto names = [&](const std::vector<Cell>& cells) {
            nlohmann::json out = nlohmann::json::array();
            for (const Cell cell : cells) out.push_back(geometry.cell_name(cell));
            return out;
        };
        nlohmann::json lines = nlohmann::json::array();
        for (const auto& line : lines_) lines.push_back(names(line));
        puzzle["arrow"].push_back({{"cells", names(circle_)}, {"lines", std::move(lines)}});
    }

    /// Partial sums, one-hot: P[i][v] "the first i+1 shaft cells add up to v", for the v a
    /// circle can hold. x(c_0, d) -> P[0][d]; P[i-1][u] and x(c_i, d) -> P[i][u + d] (or, when
    /// u + d is beyond every circle value, the pair is forbidden); at most one P per layer; the
    /// last layer's P[v] forces the circle's digits to read v (or is false when no digits do).
    /// Each P is then a function of the cell variables: one model per solution.
    void encode_cnf(Cnf& cnf, const Geometry& geometry) const override {
        const int size = geometry.size();
        const std::size_t circle = circle_.size();
        const int largest = largest_circle(static_cast<int>(circle), size);
        std::vector<int> previous;  // variable per sum (index), 0 where none
        for (std::size_t i = circle; i < cells_.size(); ++i) {
            const Cell cell = cells_[i];
            std::vector<int> layer(static_cast<std::size_t>(largest) + 1, 0);
            const auto variable = [&](int sum) {
                int& slot = layer[static_cast<std::size_t>(sum)];
                if (slot == 0) slot = ++cnf.variables;
                return slot;
            };
            for (Digit digit = 1; digit <= size; ++digit) {
                const int x = cnf_variable(cell, digit, size);
                if (i == circle) {
                    if (digit <= largest) cnf.clauses.push_back({-x, variable(digit)});
                    else cnf.clauses.push_back({-x});
                    continue;
                }
                for (int sum = 0; sum < static_cast<int>(previous.size()); ++sum) {
                    const int before = previous[static_cast<std::size_t>(sum)];
                    if (before == 0) continue;
                    if (sum + digit <= largest) cnf.clauses.push_back({-before, -x, variable(sum + digit)});
                    else cnf.clauses.push_back({-before, -x});
                }
            }
            std::vector<int> used;
            for (const int var : layer) {
                if (var != 0) used.push_back(var);
            }
            for (std::size_t a = 0; a < used.size(); ++a) {
                for (std::size_t b = a + 1; b < used.size(); ++b) cnf.clauses.push_back({-used[a], -used[b]});
            }
            previous = std::move(layer);
        }
        for (int sum = 0; sum < static_cast<int>(previous.size()); ++sum) {
            const int var = previous[static_cast<std::size_t>(sum)];
            if (var == 0) continue;
            // The circle's digits that read `sum`, last cell = units.
            std::vector<Digit> digits(circle);
            int rest = sum;
            bool readable = true;
            for (std::size_t j = circle; j-- > 0;) {
                digits[j] = circle == 1 ? rest : rest % 10;
                rest = circle == 1 ? 0 : rest / 10;
                if (digits[j] < 1 || digits[j] > size) readable = false;
            }
            if (rest != 0) readable = false;
            if (!readable) {
                cnf.clauses.push_back({-var});
                continue;
            }
            for (std::size_t j = 0; j < circle; ++j) cnf.clauses.push_back({-var, cnf_variable(circle_[j], digits[j], size)});
        }
    }

    void draw(Sketch& sketch) const override {
        sketch.add(SketchShape{CellShape::ring, circle_});
        const int group = sketch.next_group(PathStyle::arrow);
        for (const auto& line : lines_) sketch.add(SketchPath{PathStyle::arrow, line, group});
        sketch.legend("arrows", "the digits along an arrow add up to the number in its circle");
    }

    [[nodiscard]] std::optional<Step> find_step(TechniqueId technique, const LogicState& state) const override {
        if (technique != TechniqueId::arrow_sum) return std::nullopt;
        const Geometry& g = state.geometry();
        Step step;
        step.technique = TechniqueId::arrow_sum;
        step.eliminations = logic_detail::rule_eliminations(state, *this);
        logic_detail::tidy(step, state);
        if (step.eliminations.empty()) return std::nullopt;
        step.cells = cells_;
        // The ranges a player works with: what the circle can read and what the shaft can total.
        int low = 0;
        int high = 0;
        for (const Cell cell : circle_) {
            const DigitSet options = state.candidates(cell);
            low = low * 10 + options.lowest();
            high = high * 10 + (32 - std::countl_zero(options.bits()));
        }
        // The shaft's totals with different digits where cells share a house, as prune sees it.
        const CellSets local = rules_detail::gather(state.all_candidates(), cells_);
        int shaft_low = 0;
        int shaft_high = 0;
        bool distinct = false;
        for (const auto& group : groups_) {
            int low_sum = 1 << 20;
            int high_sum = 0;
            each_group_assignment(local, circle_.size(), group, [&](const std::array<Digit, kMaxGroup>&, int sum) {
                low_sum = std::min(low_sum, sum);
                high_sum = std::max(high_sum, sum);
            });
            shaft_low += low_sum;
            shaft_high += high_sum;
            distinct = distinct || group.size() > 1;
        }
        const std::vector<Cell> shaft(cells_.begin() + static_cast<std::ptrdiff_t>(circle_.size()), cells_.end());
        Candidates after = state.all_candidates();
        for (const Candidate& gone : step.eliminations) after[static_cast<std::size_t>(gone.cell)].erase(gone.digit);
        std::vector<std::string> results;
        for (const Cell cell : cells_) {
            const DigitSet now = after[static_cast<std::size_t>(cell)];
            if (now != state.candidates(cell)) results.push_back(g.cell_name(cell) + " is " + rules_detail::digit_range(now));
        }
        const std::string circle_text = circle_.size() == 1 ? "the circle " + g.cell_name(circle_.front())
                                                            : "the " + std::to_string(circle_.size()) + "-cell circle " +
                                                                  wording::cells(g, circle_) + " read as a number";
        step.text = std::string(technique_name(TechniqueId::arrow_sum)) + ": " + circle_text + " (" + span_text(low, high) + ") equals the sum of " +
                    wording::cells(g, shaft) + " on its arrow (" + span_text(shaft_low, shaft_high) +
                    (distinct ? " with their candidates, different digits where they share a house" : " with their candidates") + "), so " + wording::join(results) + ": " + wording::removal(g, step.eliminations) + ".";
        return step;
    }

private:
    int size_;
    std::vector<Cell> circle_;
    std::vector<std::vector<Cell>> lines_;  ///< as given: each starts on a circle cell
    std::vector<Cell> cells_;               ///< the circle, then every line's cells after its first
    ShaftGroups groups_;                    ///< shaft cells that share a house, taken together
    ShaftGroups alone_;                     ///< each shaft cell alone: the rule by itself
    std::string where_;
    std::vector<House> no_houses_;
};

void read_arrows(const nlohmann::json& puzzle, const Geometry& geometry, int line, RuleList& rules) {
    const JsonPlace place(line, "arrow");
    const nlohmann::json& arrows = puzzle.at("arrow");
    if (!arrows.is_array()) place.fail("expected a list of arrows");
    for (std::size_t i = 0; i < arrows.size(); ++i) {
        const nlohmann::json& item = arrows[i];
        const std::string name = fmt::format("arrow {}", i + 1);
        rules_detail::check_item_keys(place, item, name, {"cells", "lines"}, R"({"cells": ["r1c1"], "lines": [["r1c1", "r1c2", "r1c3"]]})");
        const auto circle_value = item.find("cells");
        if (circle_value == item.end()) place.fail(name + ": 'cells' (the circle) is required");
        const std::vector<Cell> circle = place.cells(*circle_value, geometry, name);
        const auto lines_value = item.find("lines");
        if (lines_value == item.end() || !lines_value->is_array() || lines_value->empty()) {
            place.fail(name + ": 'lines' must be a non-empty list of lines, each a list of cell names");
        }
        std::vector<std::vector<Cell>> lines;
        for (std::size_t l = 0; l < lines_value->size(); ++l) {
            lines.push_back(place.cells((*lines_value)[l], geometry, fmt::format("{}, line {}", name, l + 1)));
        }
        if (auto problem = Arrow::problem(geometry, circle, lines)) place.fail(fmt::format("{}: {}", name, *problem));
        rules.push_back(std::make_shared<Arrow>(geometry, circle, std::move(lines), rules));
    }
}

/// Arrows read off the solution: a circle on a cell holding 3 or more, its shaft a walk through
/// free king neighbours that keeps its direction three times in four (straight or gently bent
/// lines, not zig-zags) and takes only digits that fit the rest of the circle's number, until
/// the digits add up to it with two cells or more. Up to recipe.marks arrows (0: (2N+1)/3, 6 on
/// 9x9) on cells no other arrow uses; a walk that runs into a dead end is dropped (at most 40
/// tries per arrow wanted). The layout ignores recipe.symmetry: arrows follow the digits.
void decorate_arrows(Decoration& decoration) {
    const Geometry& geometry = decoration.geometry;
    const Grid& solution = *decoration.solution;
    Rng& rng = decoration.rng;
    const int size = geometry.size();
    const int wanted = decoration.recipe.marks > 0 ? decoration.recipe.marks : (2 * size + 1) / 3;
    std::vector<bool> used(static_cast<std::size_t>(geometry.cell_count()), false);
    constexpr std::array<std::array<int, 2>, 8> kArrowSteps{{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}};
    int laid = 0;
    for (int attempt = 0; attempt < 40 * wanted && laid < wanted; ++attempt) {
        const Cell start = static_cast<Cell>(rng.below(static_cast<std::uint64_t>(geometry.cell_count())));
        if (used[static_cast<std::size_t>(start)] || solution.at(start) < 3) continue;
        std::vector<Cell> line{start};
        int remaining = solution.at(start);
        std::size_t direction = static_cast<std::size_t>(rng.below(8));
        while (remaining > 0) {
            const Cell here = line.back();
            const auto fits = [&](std::size_t step) -> std::optional<Cell> {
                const int row = geometry.row_of(here) + kArrowSteps[step][0];
                const int column = geometry.column_of(here) + kArrowSteps[step][1];
                if (row < 0 || row >= size || column < 0 || column >= size) return std::nullopt;
                const Cell next = geometry.cell_at(row, column);
                if (used[static_cast<std::size_t>(next)] || std::find(line.begin(), line.end(), next) != line.end()) return std::nullopt;
                const int digit = solution.at(next);
                // The last cell must not close the sum with a one-cell shaft.
                if (digit > remaining || (digit == remaining && line.size() < 2)) return std::nullopt;
                return next;
            };
            std::optional<Cell> next;
            if (rng.below(4) != 0) next = fits(direction);
            if (!next) {
                std::vector<std::size_t> options;
                for (std::size_t step = 0; step < kArrowSteps.size(); ++step) {
                    if (fits(step)) options.push_back(step);
                }
                if (options.empty()) break;
                direction = options[static_cast<std::size_t>(rng.below(options.size()))];
                next = fits(direction);
            }
            line.push_back(*next);
            remaining -= solution.at(*next);
        }
        if (remaining != 0) continue;
        for (const Cell cell : line) used[static_cast<std::size_t>(cell)] = true;
        decoration.rules.push_back(
            std::make_shared<Arrow>(geometry, std::vector<Cell>{start}, std::vector<std::vector<Cell>>{line}, decoration.rules));
        ++laid;
    }
}

}  // namespace

const RuleKind& arrow_kind() {
    static const RuleKind kind{"arrows", {"arrow"}, read_arrows, "arrow", RecipePhase::decoration, decorate_arrows};
    return kind;
}

}  // namespace gridforge
