// Sandwich sums: a number outside the board, above a column or left of a row, is the sum of the
// digits that row or column holds strictly between its 1 and its N (its 9 on a 9x9 board); 0 when
// the 1 and the N are neighbours. Source: the sandwich Sudoku rule as published by puzzle authors
// (Cracking the Cryptic, f-puzzles' "sandwichsum" constraint), for any board size.
//
// JSON (docs/rules/sandwich.md): "sandwichsum": [{"cell": "r0c3", "value": 10}], the f-puzzles
// shape: row 0 above a column, column 0 left of a row (and row / column N+1 below / right of the
// board, the same line). "value" is a number, or a string of digits as f-puzzles writes it.
//
// Reasoning (prune and the step): the line is a row or column, so it holds each digit once. For
// every placement of the 1 and the N (two cells, either order) with k cells between them, the
// cells between hold a set C of k digits from 2..N-1 adding up to the sum, and the cells outside
// the rest of 2..N-1. Such a placement with such a set survives when the 1 and the N fit their
// cells, every cell between keeps a candidate in C, every outside cell one outside C, and every
// digit keeps a cell on its side; a candidate that no surviving (placement, set) uses goes.
#include <algorithm>
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
#include "rules/outside_clue.hpp"
#include "rules/rule_kind.hpp"

namespace gridforge {
namespace {

using rules_detail::CellSets;
using rules_detail::OutsidePosition;

/// The largest sandwich sum on an N x N board: 2 + 3 + ... + (N-1).
int largest_sum(int size) { return size * (size - 1) / 2 - 1; }

/// One way the line can meet its clue: the 1 and the N `gap` cells apart, with `between` between.
struct SandwichOption {
    int gap;
    DigitSet between;
};

class Sandwich final : public Rule {
public:
    /// `clue` is on one side of the board, not a corner (sandwich_problem).
    Sandwich(const Geometry& geometry, OutsidePosition clue, int sum);

    [[nodiscard]] std::string_view name() const override { return "sandwich"; }
    [[nodiscard]] const std::vector<House>& houses() const override { return no_houses_; }
    [[nodiscard]] bool houses_only() const override { return false; }
    [[nodiscard]] std::string label() const override { return where_; }
    [[nodiscard]] std::span<const Cell> scope() const override { return line_; }

    /// One conflict when the placed digits leave no way to make the sum; `cells` holds the 1, the
    /// N and the filled cells between them when both are placed, else every filled cell.
    void collect_conflicts(const Grid& grid, std::vector<Conflict>& out, std::size_t limit) const override;
    [[nodiscard]] DigitSet allowed(const Grid& grid, Cell cell) const override;
    [[nodiscard]] bool satisfied(const Grid& full_grid) const override;
    PruneResult prune(Candidates& candidates) const override;
    void write_json(nlohmann::json& puzzle, const Geometry& geometry) const override;
    void encode_cnf(Cnf& cnf, const Geometry& geometry) const override;
    void draw(Sketch& sketch) const override;
    [[nodiscard]] std::optional<Step> find_step(TechniqueId technique, const LogicState& state) const override;

private:
    /// Narrows `local` (the line's candidates, in line order) to what some surviving placement and
    /// set uses (file comment); false when none survives or a digit is placed twice. Lists the
    /// surviving (gap, set) pairs in `options` when given.
    bool narrow(CellSets& local, std::vector<SandwichOption>* options) const;

    int size_;
    OutsidePosition clue_;
    int sum_;
    std::vector<Cell> line_;                       ///< the row or column, in reading order
    std::vector<std::vector<DigitSet>> between_;   ///< per gap k: the k-digit sets of 2..N-1 with the sum
    std::string line_name_;                        ///< "row 3", "column 5"
    std::string where_;                            ///< "sandwich of row 3"
    std::vector<std::string> names_;               ///< "r3c1" per line cell, for messages
    std::vector<House> no_houses_;
};

/// Whether `clue` is a sandwich position (a side of the board, not a corner) and `sum` can be
/// made; the reason when not.
std::optional<std::string> sandwich_problem(int size, OutsidePosition clue, int sum) {
    const bool row_side = (clue.row == 0 || clue.row == size + 1) && clue.column >= 1 && clue.column <= size;
    const bool column_side = (clue.column == 0 || clue.column == size + 1) && clue.row >= 1 && clue.row <= size;
    if (!row_side && !column_side) {
        return fmt::format("{} is not beside a row or column (row 0 above a column, column 0 left of a row)",
                           rules_detail::outside_name(clue));
    }
    if (sum < 0 || sum > largest_sum(size)) {
        return fmt::format("sum {} is outside 0..{}", sum, largest_sum(size));
    }
    // Which sums the digits 2..N-1 can make (each digit at most once): a subset-sum table.
    std::vector<bool> reachable(static_cast<std::size_t>(largest_sum(size)) + 1, false);
    reachable[0] = true;
    for (int digit = 2; digit < size; ++digit) {
        for (int total = largest_sum(size); total >= digit; --total) {
            if (reachable[static_cast<std::size_t>(total - digit)]) reachable[static_cast<std::size_t>(total)] = true;
        }
    }
    if (!reachable[static_cast<std::size_t>(sum)]) return fmt::format("no digits from 2 to {} add up to {}", size - 1, sum);
    return std::nullopt;
}

Sandwich::Sandwich(const Geometry& geometry, OutsidePosition clue, int sum)
    : size_(geometry.size()), clue_(clue), sum_(sum) {
    if (auto problem = sandwich_problem(size_, clue, sum)) throw std::invalid_argument("Sandwich: " + *problem);
    const bool column = clue.row == 0 || clue.row == size_ + 1;
    const int index = (column ? clue.column : clue.row) - 1;
    line_ = column ? geometry.columns()[static_cast<std::size_t>(index)] : geometry.rows()[static_cast<std::size_t>(index)];
    line_name_ = fmt::format("{} {}", column ? "column" : "row", index + 1);
    where_ = "sandwich of " + line_name_;
    for (const Cell cell : line_) names_.push_back(geometry.cell_name(cell));
    // The sets of digits 2..N-1 with the sum, by their size (N <= 16: at most 2^14 masks).
    between_.resize(static_cast<std::size_t>(size_ - 1));
    const int middle = size_ - 2;
    for (std::uint32_t mask = 0; mask < (1u << middle); ++mask) {
        const DigitSet set = DigitSet::from_bits(mask << 1);  // bit 0 of the mask is digit 2
        int total = 0;
        for (const Digit digit : set) total += digit;
        if (total == sum_) between_[static_cast<std::size_t>(set.size())].push_back(set);
    }
}

bool Sandwich::narrow(CellSets& local, std::vector<SandwichOption>* options) const {
    const int n = size_;
    DigitSet placed;
    for (std::size_t i = 0; i < local.count; ++i) {
        if (local[i].empty()) return false;
        if (local[i].size() != 1) continue;
        if (!(placed & local[i]).empty()) return false;  // a digit twice in the line
        placed = placed | local[i];
    }
    const DigitSet middle = DigitSet::all(n - 1) - DigitSet::of(1);  // 2..N-1
    CellSets support;
    support.count = local.count;
    for (int a = 0; a < n; ++a) {
        for (int b = a + 1; b < n; ++b) {
            const int gap = b - a - 1;
            for (const auto& [at_a, at_b] : {std::pair<Digit, Digit>{1, n}, std::pair<Digit, Digit>{n, 1}}) {
                if (!local[static_cast<std::size_t>(a)].contains(at_a) || !local[static_cast<std::size_t>(b)].contains(at_b)) continue;
                for (const DigitSet inside : between_[static_cast<std::size_t>(gap)]) {
                    const DigitSet outside = middle - inside;
                    DigitSet covered_inside;
                    DigitSet covered_outside;
                    bool fits = true;
                    for (int i = 0; i < n && fits; ++i) {
                        if (i == a || i == b) continue;
                        const bool between = i > a && i < b;
                        const DigitSet fitting = local[static_cast<std::size_t>(i)] & (between ? inside : outside);
                        fits = !fitting.empty();
                        if (between) {
                            covered_inside = covered_inside | fitting;
                        } else {
                            covered_outside = covered_outside | fitting;
                        }
                    }
                    if (!fits || covered_inside != inside || covered_outside != outside) continue;
                    support[static_cast<std::size_t>(a)].insert(at_a);
                    support[static_cast<std::size_t>(b)].insert(at_b);
                    for (int i = 0; i < n; ++i) {
                        if (i == a || i == b) continue;
                        const DigitSet side = i > a && i < b ? inside : outside;
                        support[static_cast<std::size_t>(i)] = support[static_cast<std::size_t>(i)] | (local[static_cast<std::size_t>(i)] & side);
                    }
                    if (options != nullptr) {
                        const SandwichOption option{gap, inside};
                        const bool known = std::any_of(options->begin(), options->end(), [&](const SandwichOption& o) {
                            return o.gap == option.gap && o.between == option.between;
                        });
                        if (!known) options->push_back(option);
                    }
                }
            }
        }
    }
    for (std::size_t i = 0; i < local.count; ++i) {
        local[i] = local[i] & support[i];
        if (local[i].empty()) return false;
    }
    return true;
}

void Sandwich::collect_conflicts(const Grid& grid, std::vector<Conflict>& out, std::size_t limit) const {
    CellSets local = rules_detail::from_grid(grid, line_);
    if (narrow(local, nullptr)) return;
    // Name the cells: the 1 and the N when both are placed, else the first filled cell.
    const auto find = [&](Digit digit) {
        const auto at = std::find_if(line_.begin(), line_.end(), [&](Cell cell) { return grid.at(cell) == digit; });
        return at == line_.end() ? std::optional<Cell>() : std::optional<Cell>(*at);
    };
    const std::optional<Cell> one = find(1);
    const std::optional<Cell> top = find(size_);
    const auto name = [&](Cell cell) { return names_[static_cast<std::size_t>(rules_detail::index_of(line_, cell))]; };
    std::string text;
    Cell first = line_.front();
    Cell second = line_.back();
    std::vector<Cell> at_fault;
    if (one && top) {
        first = std::min(*one, *top);
        second = std::max(*one, *top);
        int total = 0;
        bool full = true;
        const auto from = std::find(line_.begin(), line_.end(), first);
        const auto to = std::find(line_.begin(), line_.end(), second);
        for (auto at = from; at != to + 1; ++at) {
            if (grid.at(*at) != 0) at_fault.push_back(*at);
            if (at == from || at == to) continue;
            total += grid.at(*at);
            full = full && grid.at(*at) != 0;
        }
        text = full ? fmt::format("{}: the digits between the 1 and the {} ({} and {}) add up to {}, not {}", where_, size_,
                                  name(first), name(second), total, sum_)
                    : fmt::format("{}: the digits between the 1 and the {} ({} and {}) cannot add up to {}", where_,
                                  size_, name(first), name(second), sum_);
    } else {
        std::copy_if(line_.begin(), line_.end(), std::back_inserter(at_fault), [&](Cell cell) { return grid.at(cell) != 0; });
        if (!at_fault.empty()) first = second = at_fault.front();
        text = fmt::format("{}: the digits placed leave no way to put {} between the 1 and the {}", where_, sum_, size_);
    }
    append_conflict(out, limit, Conflict{first, second, grid.at(first), where_, text, std::move(at_fault)});
}

DigitSet Sandwich::allowed(const Grid& grid, Cell cell) const {
    const int index = rules_detail::index_of(line_, cell);
    if (index < 0) return DigitSet::all(size_);
    CellSets local = rules_detail::from_grid(grid, line_);
    local[static_cast<std::size_t>(index)] = DigitSet::all(size_);
    if (!narrow(local, nullptr)) return DigitSet();
    return local[static_cast<std::size_t>(index)];
}

bool Sandwich::satisfied(const Grid& full_grid) const {
    // The line holds each digit once (it is a row or column), and the digits between its 1 and
    // its N add up to the sum.
    DigitSet seen;
    int one = -1;
    int top = -1;
    for (int i = 0; i < size_; ++i) {
        const Digit digit = full_grid.at(line_[static_cast<std::size_t>(i)]);
        if (digit < 1 || digit > size_ || seen.contains(digit)) return false;
        seen.insert(digit);
        if (digit == 1) one = i;
        if (digit == size_) top = i;
    }
    int total = 0;
    for (int i = std::min(one, top) + 1; i < std::max(one, top); ++i) total += full_grid.at(line_[static_cast<std::size_t>(i)]);
    return total == sum_;
}

PruneResult Sandwich::prune(Candidates& candidates) const {
    CellSets local = rules_detail::gather(candidates, line_);
    if (!narrow(local, nullptr)) return PruneResult::conflict;
    return rules_detail::scatter(local, candidates, line_);
}

void Sandwich::write_json(nlohmann::json& puzzle, const Geometry& /*geometry*/) const {
    puzzle["sandwichsum"].push_back({{"cell", rules_detail::outside_name(clue_)}, {"value", sum_}});
}

/// Per pair of cells a < b of the line: y(a, b), true when the 1 and the N are at a and b (either
/// order); per set C of the gap's table a variable z(a, b, C), true when y(a, b) and the cells
/// between hold only digits of C (then exactly C: they are distinct and as many). y implies some
/// z; a gap without sets forbids y. Each auxiliary variable is defined by the cell variables (both
/// directions are clauses), so the models stay one per solution. The clauses rely on the line's
/// house (one digit per cell, each digit once), which every puzzle encodes.
void Sandwich::encode_cnf(Cnf& cnf, const Geometry& /*geometry*/) const {
    const int n = size_;
    const auto var = [&](int index, Digit digit) { return cnf_variable(line_[static_cast<std::size_t>(index)], digit, n); };
    for (int a = 0; a < n; ++a) {
        for (int b = a + 1; b < n; ++b) {
            const int y = ++cnf.variables;
            const int a1 = var(a, 1), an = var(a, n), b1 = var(b, 1), bn = var(b, n);
            cnf.clauses.push_back({-a1, -bn, y});
            cnf.clauses.push_back({-an, -b1, y});
            cnf.clauses.push_back({-y, a1, an});
            cnf.clauses.push_back({-y, b1, bn});
            cnf.clauses.push_back({-y, a1, b1});
            cnf.clauses.push_back({-y, an, bn});
            const auto& sets = between_[static_cast<std::size_t>(b - a - 1)];
            std::vector<int> some{-y};
            for (const DigitSet set : sets) {
                const int z = ++cnf.variables;
                some.push_back(z);
                cnf.clauses.push_back({-z, y});
                std::vector<int> defined{-y, z};
                for (int i = a + 1; i < b; ++i) {
                    for (Digit digit = 1; digit <= n; ++digit) {
                        if (set.contains(digit)) continue;
                        cnf.clauses.push_back({-z, -var(i, digit)});
                        defined.push_back(var(i, digit));
                    }
                }
                cnf.clauses.push_back(std::move(defined));
            }
            cnf.clauses.push_back(std::move(some));  // just {-y} when the gap has no set
        }
    }
}

void Sandwich::draw(Sketch& sketch) const {
    const int n = size_;
    // Sketch positions are 0-based with -1 and N off the board.
    sketch.add(SketchOutside{clue_.row - 1, clue_.column - 1, std::to_string(sum_), std::nullopt});
    sketch.legend("sandwich", fmt::format("a number beside a row or column is the sum of the digits between its 1 and its {}", n));
}

std::optional<Step> Sandwich::find_step(TechniqueId technique, const LogicState& state) const {
    if (technique != TechniqueId::sandwich_combination) return std::nullopt;
    CellSets local = rules_detail::gather(state.all_candidates(), line_);
    std::vector<SandwichOption> options;
    if (!narrow(local, &options)) return std::nullopt;  // a contradiction is for the solver to find
    Step step;
    step.technique = technique;
    for (std::size_t i = 0; i < line_.size(); ++i) {
        const Cell cell = line_[i];
        if (!state.empty_at(cell)) continue;
        for (const Digit digit : state.candidates(cell) - local[i]) step.eliminations.push_back({cell, digit});
    }
    logic_detail::tidy(step, state);
    if (step.eliminations.empty()) return std::nullopt;
    step.cells = line_;
    const Geometry& geometry = state.geometry();

    // The ways left, by gap: "2 cells apart holding 2+8, 3+7 or 4+6"; a long list is summed up.
    std::sort(options.begin(), options.end(), [](const SandwichOption& x, const SandwichOption& y) {
        return x.gap != y.gap ? x.gap < y.gap : x.between.bits() < y.between.bits();
    });
    std::string ways;
    if (options.size() <= 6) {
        std::string groups;
        for (std::size_t i = 0; i < options.size();) {
            std::vector<std::string> sets;
            std::size_t j = i;
            for (; j < options.size() && options[j].gap == options[i].gap; ++j) {
                std::string terms;
                for (const Digit digit : options[j].between) terms += (terms.empty() ? "" : "+") + std::to_string(digit);
                sets.push_back(terms);
            }
            const int gap = options[i].gap;
            groups += i == 0 ? "" : ", or ";
            groups += gap == 0 ? std::string("no cell between them")
                               : wording::counted(gap, "cell") + (i == 0 ? " between them" : "") + " holding " +
                                     wording::join(sets, "or");
            i = j;
        }
        ways = "the 1 and the " + std::to_string(size_) + " have " + groups;
    } else {
        const int fewest = options.front().gap;
        const int most = options.back().gap;
        ways = fewest == most ? fmt::format("{} lie between the 1 and the {}", wording::counted(fewest, "cell"), size_)
                              : fmt::format("{} to {} cells lie between the 1 and the {}", fewest, most, size_);
    }
    // What each narrowed cell may still hold.
    std::vector<std::string> left;
    for (std::size_t i = 0; i < line_.size(); ++i) {
        const Cell cell = line_[i];
        if (state.empty_at(cell) && local[i] != state.candidates(cell)) {
            left.push_back(rules_detail::cell_left_text(geometry.cell_name(cell), local[i], state.candidates(cell)));
        }
    }
    step.text = fmt::format("Sandwich combinations: the digits between the 1 and the {} of {} add up to {}; as its "
                            "cells allow, {}, so {}: {}.",
                            size_, line_name_, sum_, ways, wording::join(left), wording::removal(geometry, step.eliminations));
    return step;
}

void read_sandwiches(const nlohmann::json& puzzle, const Geometry& geometry, int line, RuleList& rules) {
    const JsonPlace place(line, "sandwichsum");
    const nlohmann::json& list = puzzle.at("sandwichsum");
    if (!list.is_array()) place.fail("expected a list of clues such as {\"cell\": \"r0c3\", \"value\": 10}");
    std::vector<OutsidePosition> seen;
    int number = 0;
    for (const nlohmann::json& clue : list) {
        const std::string item = fmt::format("clue {}", ++number);
        if (!clue.is_object() || !clue.contains("cell") || !clue.contains("value")) {
            place.fail(item + ": expected an object with \"cell\" and \"value\"");
        }
        const OutsidePosition position = rules_detail::outside_position(place, clue.at("cell"), geometry.size(), item);
        const std::string at = item + " at " + rules_detail::outside_name(position);
        const int sum = rules_detail::clue_value(place, clue.at("value"), 0, largest_sum(geometry.size()), at, "'value'");
        if (auto problem = sandwich_problem(geometry.size(), position, sum)) place.fail(at + ": " + *problem);
        if (std::find(seen.begin(), seen.end(), position) != seen.end()) place.fail(at + ": a second clue in the same place");
        seen.push_back(position);
        rules.push_back(std::make_shared<Sandwich>(geometry, position, sum));
    }
}

/// recipe.marks lines (default: about two thirds of the 2N, 12 on 9x9), drawn at random, each with
/// the sum the solution gives it: the clue above each chosen column, left of each chosen row.
void decorate_sandwich(Decoration& decoration) {
    const Geometry& geometry = decoration.geometry;
    const Grid& solution = *decoration.solution;
    const int n = geometry.size();
    std::vector<OutsidePosition> positions;
    std::vector<std::vector<Cell>> lines;
    for (int index = 1; index <= n; ++index) {
        positions.push_back({0, index});  // above column `index`
        lines.push_back(geometry.columns()[static_cast<std::size_t>(index - 1)]);
        positions.push_back({index, 0});  // left of row `index`
        lines.push_back(geometry.rows()[static_cast<std::size_t>(index - 1)]);
    }
    const int wanted = decoration.recipe.marks > 0 ? decoration.recipe.marks : (4 * n + 2) / 3;
    std::vector<OutsidePosition> clues;
    for (const std::size_t line :
         rules_detail::take_orbits(rules_detail::line_orbits(geometry, decoration.recipe.symmetry, lines),
                                   static_cast<std::size_t>(wanted), decoration.rng)) {
        clues.push_back(positions[line]);
    }
    // Reading order of the clues (top row first, then the left side) keeps the JSON tidy.
    std::sort(clues.begin(), clues.end(), [](OutsidePosition x, OutsidePosition y) {
        return x.row != y.row ? x.row < y.row : x.column < y.column;
    });
    for (const OutsidePosition clue : clues) {
        const bool column = clue.row == 0;
        const std::vector<Cell>& cells = column ? geometry.columns()[static_cast<std::size_t>(clue.column - 1)]
                                                : geometry.rows()[static_cast<std::size_t>(clue.row - 1)];
        int one = 0;
        int top = 0;
        for (int i = 0; i < n; ++i) {
            if (solution.at(cells[static_cast<std::size_t>(i)]) == 1) one = i;
            if (solution.at(cells[static_cast<std::size_t>(i)]) == n) top = i;
        }
        int sum = 0;
        for (int i = std::min(one, top) + 1; i < std::max(one, top); ++i) sum += solution.at(cells[static_cast<std::size_t>(i)]);
        decoration.rules.push_back(std::make_shared<Sandwich>(geometry, clue, sum));
    }
}

}  // namespace

const RuleKind& sandwich_kind() {
    static const RuleKind kind{
        "sandwich sums", {"sandwichsum"}, read_sandwiches, "sandwich", RecipePhase::decoration, decorate_sandwich,
    };
    return kind;
}

}  // namespace gridforge
