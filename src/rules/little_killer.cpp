// Little killer sums: a number outside the board with an arrow is the sum of the digits on the
// diagonal the arrow points along, to the board's far edge; digits may repeat on it (a diagonal
// is no house), though the other rules still forbid repeats within a row, column or box. Source:
// the little killer Sudoku rule as published by puzzle authors (f-puzzles' "littlekillersum"
// constraint, Cracking the Cryptic).
//
// JSON (docs/rules/little-killer.md): "littlekiller": [{"cell": "r0c1", "direction": "DR",
// "value": 15}]: the clue's cell is on the ring around the board (f-puzzles numbering: row 0
// above, column 0 left, N+1 below / right), the direction one of UL, UR, DL, DR, and the diagonal
// starts one step from the clue in that direction. f-puzzles' own key "littlekillersum" is read
// too (its optional "cells" list, the diagonal, is ignored: the clue and direction define it).
//
// Reasoning. prune: a digit d stays in a cell when the other cells' candidates can make the sum
// minus d (one reachable-sums table from each end, so exact for the sum alone). The human step is
// sharper: it also knows which cells of the diagonal see each other (share a box or other house)
// and so hold different digits, and keeps a digit only when some assignment of the whole diagonal
// within the candidates, with those cells distinct, makes the sum (a memoised search).
#include <algorithm>
#include <bit>
#include <bitset>
#include <cctype>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <utility>
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

/// The largest sum of a diagonal: 16 cells of 16 on the largest board.
constexpr int kMaxSum = 16 * 16;
using LittleKillerSums = std::bitset<kMaxSum + 1>;

/// A direction as (row step, column step), each -1 or 1.
struct Direction {
    int row;
    int column;
    friend bool operator==(const Direction&, const Direction&) = default;
};

/// "UL", "UR", "DL", "DR" (f-puzzles): U is up (row step -1), L is left (column step -1).
std::string direction_name(Direction direction) {
    return std::string(direction.row < 0 ? "U" : "D") + (direction.column < 0 ? "L" : "R");
}
std::optional<Direction> parse_direction(std::string_view text) {
    if (text.size() != 2) return std::nullopt;
    const char vertical = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    const char horizontal = static_cast<char>(std::toupper(static_cast<unsigned char>(text[1])));
    if ((vertical != 'U' && vertical != 'D') || (horizontal != 'L' && horizontal != 'R')) return std::nullopt;
    return Direction{vertical == 'U' ? -1 : 1, horizontal == 'L' ? -1 : 1};
}

/// The cells from one step past `clue` in `direction` to the board's edge (empty when the first
/// step leaves the board).
std::vector<Cell> diagonal_cells(const Geometry& geometry, OutsidePosition clue, Direction direction) {
    std::vector<Cell> cells;
    const int n = geometry.size();
    for (int row = clue.row + direction.row, column = clue.column + direction.column;
         row >= 1 && row <= n && column >= 1 && column <= n; row += direction.row, column += direction.column) {
        cells.push_back(geometry.cell_at(row - 1, column - 1));
    }
    return cells;
}

/// Narrows each cell to the digits d for which the other cells can make `sum` - d; false when a
/// cell is left empty.
bool narrow_sum(CellSets& local, int sum) {
    const std::size_t count = local.count;
    std::vector<LittleKillerSums> before(count + 1);  // before[i]: sums of cells 0..i-1
    before[0].set(0);
    for (std::size_t i = 0; i < count; ++i) {
        for (const Digit digit : local[i]) before[i + 1] |= before[i] << static_cast<std::size_t>(digit);
    }
    LittleKillerSums after;  // sums of cells i+1..count-1, built from the end
    after.set(0);
    CellSets narrowed = local;
    for (std::size_t i = count; i-- > 0;) {
        LittleKillerSums others;  // sums of every cell but i
        for (int t = 0; t <= sum; ++t) {  // a partial sum above the clue leads nowhere
            if (before[i].test(static_cast<std::size_t>(t))) others |= after << static_cast<std::size_t>(t);
        }
        DigitSet kept;
        for (const Digit digit : local[i]) {
            if (sum - digit >= 0 && others.test(static_cast<std::size_t>(sum - digit))) kept.insert(digit);
        }
        if (kept.empty()) return false;
        narrowed[i] = kept;
        LittleKillerSums next;
        for (const Digit digit : local[i]) next |= after << static_cast<std::size_t>(digit);
        after = next;
    }
    local = narrowed;
    return true;
}

/// The human step's search (file comment): which digits of each cell some assignment of the
/// diagonal uses, with cells that see each other distinct. Gives up (nullopt) past a state budget.
class DiagonalSearch {
public:
    DiagonalSearch(const CellSets& options, std::vector<std::vector<bool>> sees, int sum)
        : options_(options), sees_(std::move(sees)), sum_(sum), assigned_(options.count, 0) {
        support_.count = options.count;
        // The least and most the cells from i on can add, for cutting the search early.
        least_.assign(options.count + 1, 0);
        most_.assign(options.count + 1, 0);
        for (std::size_t i = options.count; i-- > 0;) {
            least_[i] = least_[i + 1] + options[i].lowest();
            most_[i] = most_[i + 1] + (32 - std::countl_zero(options[i].bits()));
        }
        // Whether the digit of cell j still matters at depth i: it sees a cell at i or later.
        matters_.assign(options.count + 1, std::vector<bool>(options.count, false));
        for (std::size_t i = 0; i <= options.count; ++i) {
            for (std::size_t j = 0; j < i; ++j) {
                for (std::size_t l = i; l < options.count; ++l) matters_[i][j] = matters_[i][j] || sees_[j][l];
            }
        }
    }

    /// The digits each cell keeps (all empty when no filling makes the sum), or nullopt past the
    /// budget.
    std::optional<CellSets> run() {
        visit(0, 0);
        if (gave_up_) return std::nullopt;
        return support_;
    }

private:
    bool visit(std::size_t i, int total) {
        if (i == options_.count) return total == sum_;
        if (total + least_[i] > sum_ || total + most_[i] < sum_) return false;
        // The state: depth, running total and the digits of the earlier cells that still matter,
        // packed 5 bits each (digits <= 16, at most 16 cells: 94 bits in two words).
        Key key{static_cast<std::uint64_t>(i) | static_cast<std::uint64_t>(total) << 5, 0};
        for (std::size_t j = 0; j < i; ++j) {
            const auto digit = static_cast<std::uint64_t>(matters_[i][j] ? assigned_[j] : 0);
            if (j < 10) {
                key.first |= digit << (14 + 5 * j);
            } else {
                key.second |= digit << (5 * (j - 10));
            }
        }
        if (const auto known = memo_.find(key); known != memo_.end()) return known->second;
        if (memo_.size() > kBudget) {
            gave_up_ = true;
            return false;
        }
        bool any = false;
        for (const Digit digit : options_[i]) {
            bool clash = false;
            for (std::size_t j = 0; j < i && !clash; ++j) clash = sees_[j][i] && assigned_[j] == digit;
            if (clash) continue;
            assigned_[i] = digit;
            if (visit(i + 1, total + digit)) {
                support_[i].insert(digit);
                any = true;
            }
        }
        assigned_[i] = 0;
        memo_.emplace(key, any);
        return any;
    }

    using Key = std::pair<std::uint64_t, std::uint64_t>;
    struct KeyHash {
        std::size_t operator()(const Key& key) const {
            return static_cast<std::size_t>(key.first * 0x9E3779B97F4A7C15ull ^ (key.second + 0x632BE59BD9B4E019ull));
        }
    };
    static constexpr std::size_t kBudget = 200000;
    const CellSets& options_;
    std::vector<std::vector<bool>> sees_;
    int sum_;
    std::vector<Digit> assigned_;
    std::vector<int> least_;
    std::vector<int> most_;
    std::vector<std::vector<bool>> matters_;
    std::unordered_map<Key, bool, KeyHash> memo_;
    CellSets support_;
    bool gave_up_ = false;
};

class LittleKiller final : public Rule {
public:
    /// The clue must point onto the board and the sum be reachable (little_killer_problem).
    LittleKiller(const Geometry& geometry, OutsidePosition clue, Direction direction, int sum);

    [[nodiscard]] std::string_view name() const override { return "little killer"; }
    [[nodiscard]] const std::vector<House>& houses() const override { return no_houses_; }
    [[nodiscard]] bool houses_only() const override { return false; }
    [[nodiscard]] std::string label() const override { return where_; }
    [[nodiscard]] std::span<const Cell> scope() const override { return cells_; }

    /// One conflict when the placed digits leave no way to make the sum, naming the filled cells
    /// of the diagonal in `cells`.
    void collect_conflicts(const Grid& grid, std::vector<Conflict>& out, std::size_t limit) const override;
    [[nodiscard]] DigitSet allowed(const Grid& grid, Cell cell) const override;
    [[nodiscard]] bool satisfied(const Grid& full_grid) const override;
    PruneResult prune(Candidates& candidates) const override;
    void write_json(nlohmann::json& puzzle, const Geometry& geometry) const override;
    void encode_cnf(Cnf& cnf, const Geometry& geometry) const override;
    void draw(Sketch& sketch) const override;
    [[nodiscard]] std::optional<Step> find_step(TechniqueId technique, const LogicState& state) const override;

private:
    int size_;
    OutsidePosition clue_;
    Direction direction_;
    int sum_;
    std::vector<Cell> cells_;          ///< the diagonal, from the clue outwards
    std::vector<std::string> names_;   ///< "r1c2" per cell, for messages
    std::string where_;                ///< "little killer r1c2-r8c9"
    std::vector<House> no_houses_;
};

/// The reason a clue cannot be, or nullopt: its direction leaves the board at once, or its
/// diagonal's cells cannot add up to the sum (between one 1 and one N per cell).
std::optional<std::string> little_killer_problem(const Geometry& geometry, OutsidePosition clue, Direction direction,
                                                 int sum) {
    const std::vector<Cell> cells = diagonal_cells(geometry, clue, direction);
    if (cells.empty()) {
        return fmt::format("direction {} from {} points away from the board", direction_name(direction),
                           rules_detail::outside_name(clue));
    }
    const int count = static_cast<int>(cells.size());
    if (sum < count || sum > count * geometry.size()) {
        return fmt::format("the {} of its diagonal cannot add up to {} ({}..{})", wording::counted(count, "cell"), sum,
                           count, count * geometry.size());
    }
    return std::nullopt;
}

LittleKiller::LittleKiller(const Geometry& geometry, OutsidePosition clue, Direction direction, int sum)
    : size_(geometry.size()), clue_(clue), direction_(direction), sum_(sum) {
    if (auto problem = little_killer_problem(geometry, clue, direction, sum)) {
        throw std::invalid_argument("LittleKiller: " + *problem);
    }
    cells_ = diagonal_cells(geometry, clue, direction);
    for (const Cell cell : cells_) names_.push_back(geometry.cell_name(cell));
    where_ = cells_.size() == 1 ? "little killer " + names_.front() : "little killer " + names_.front() + "-" + names_.back();
}

void LittleKiller::collect_conflicts(const Grid& grid, std::vector<Conflict>& out, std::size_t limit) const {
    CellSets local = rules_detail::from_grid(grid, cells_);
    if (narrow_sum(local, sum_)) return;
    int placed = 0;
    std::vector<Cell> at_fault;
    std::optional<std::size_t> first;
    for (std::size_t i = 0; i < cells_.size(); ++i) {
        if (grid.at(cells_[i]) == 0) continue;
        placed += grid.at(cells_[i]);
        at_fault.push_back(cells_[i]);
        if (!first) first = i;
    }
    const std::size_t filled = at_fault.size();
    const std::size_t at = first.value_or(0);
    const std::string text =
        filled == cells_.size()
            ? fmt::format("{}: the digits of the diagonal add up to {}, not {}", where_, placed, sum_)
            : fmt::format("{}: the digits placed on the diagonal ({} in {}) leave no way to make {}", where_, placed,
                          wording::counted(static_cast<long long>(filled), "cell"), sum_);
    append_conflict(out, limit, Conflict{cells_[at], cells_[at], grid.at(cells_[at]), where_, text, std::move(at_fault)});
}

DigitSet LittleKiller::allowed(const Grid& grid, Cell cell) const {
    const int index = rules_detail::index_of(cells_, cell);
    if (index < 0) return DigitSet::all(size_);
    CellSets local = rules_detail::from_grid(grid, cells_);
    local[static_cast<std::size_t>(index)] = DigitSet::all(size_);
    if (!narrow_sum(local, sum_)) return DigitSet();
    return local[static_cast<std::size_t>(index)];
}

bool LittleKiller::satisfied(const Grid& full_grid) const {
    int total = 0;
    for (const Cell cell : cells_) {
        const Digit digit = full_grid.at(cell);
        if (digit < 1 || digit > size_) return false;
        total += digit;
    }
    return total == sum_;
}

PruneResult LittleKiller::prune(Candidates& candidates) const {
    CellSets local = rules_detail::gather(candidates, cells_);
    if (!narrow_sum(local, sum_)) return PruneResult::conflict;
    return rules_detail::scatter(local, candidates, cells_);
}

void LittleKiller::write_json(nlohmann::json& puzzle, const Geometry& /*geometry*/) const {
    puzzle["littlekiller"].push_back(
        {{"cell", rules_detail::outside_name(clue_)}, {"direction", direction_name(direction_)}, {"value", sum_}});
}

/// A running sum: after i cells of the diagonal, a variable s(i, t) per partial sum t that can
/// still reach the clue (max(i, S - (k-i)N) <= t <= min(iN, S - (k-i))), true when the first i
/// cells add up to t. s(0, 0) and s(k, S) are true and every other partial sum is false, so they
/// need no variable. Clauses both ways: s(i-1, t') and cell i = d imply s(i, t'+d), and s(i, t)
/// and cell i = d imply s(i-1, t-d); a partial sum out of reach makes the pair a forbidden one.
/// Each s is then the cells' running sum, a function of the cell variables: one model per
/// solution.
void LittleKiller::encode_cnf(Cnf& cnf, const Geometry& /*geometry*/) const {
    const int n = size_;
    const int k = static_cast<int>(cells_.size());
    const auto low = [&](int i) { return std::max(i, sum_ - (k - i) * n); };
    const auto high = [&](int i) { return std::min(i * n, sum_ - (k - i)); };
    // variables[i][t - low(i)] for 0 < i < k.
    std::vector<std::vector<int>> variables(static_cast<std::size_t>(k) + 1);
    for (int i = 1; i < k; ++i) {
        for (int t = low(i); t <= high(i); ++t) variables[static_cast<std::size_t>(i)].push_back(++cnf.variables);
    }
    constexpr int kTrue = 0;    // stands for a constant true partial sum
    constexpr int kFalse = -1;  // for a constant false one
    const auto partial = [&](int i, int t) {
        if (i == 0) return t == 0 ? kTrue : kFalse;
        if (i == k) return t == sum_ ? kTrue : kFalse;
        if (t < low(i) || t > high(i)) return kFalse;
        return variables[static_cast<std::size_t>(i)][static_cast<std::size_t>(t - low(i))];
    };
    // The clause (not premise or not cell=d or conclusion), simplified for constants.
    const auto implies = [&](int premise, int cell_literal, int conclusion) {
        if (premise == kFalse || conclusion == kTrue) return;
        std::vector<int> clause{-cell_literal};
        if (premise != kTrue) clause.push_back(-premise);
        if (conclusion != kFalse) clause.push_back(conclusion);
        cnf.clauses.push_back(std::move(clause));
    };
    for (int i = 1; i <= k; ++i) {
        const Cell cell = cells_[static_cast<std::size_t>(i - 1)];
        for (Digit digit = 1; digit <= n; ++digit) {
            const int literal = cnf_variable(cell, digit, n);
            for (int t = (i == 1 ? 0 : low(i - 1)); t <= (i == 1 ? 0 : high(i - 1)); ++t) implies(partial(i - 1, t), literal, partial(i, t + digit));
            const int from = i == k ? sum_ : low(i);
            const int to = i == k ? sum_ : high(i);
            for (int t = from; t <= to; ++t) implies(partial(i, t), literal, partial(i - 1, t - digit));
        }
    }
}

void LittleKiller::draw(Sketch& sketch) const {
    sketch.add(SketchOutside{clue_.row - 1, clue_.column - 1, std::to_string(sum_),
                             std::pair<int, int>{direction_.row, direction_.column}});
    sketch.legend("little killer",
                  "a number with an arrow outside the grid is the sum of the digits along the diagonal it points to "
                  "(digits may repeat)");
}

std::optional<Step> LittleKiller::find_step(TechniqueId technique, const LogicState& state) const {
    if (technique != TechniqueId::little_killer_sum) return std::nullopt;
    CellSets options = rules_detail::gather(state.all_candidates(), cells_);
    for (std::size_t i = 0; i < options.count; ++i) {
        if (options[i].empty()) return std::nullopt;  // a contradiction is for the solver to find
    }
    const std::size_t count = cells_.size();
    std::vector<std::vector<bool>> sees(count, std::vector<bool>(count, false));
    bool any_sees = false;
    bool all_boxes = true;
    for (std::size_t i = 0; i < count; ++i) {
        for (std::size_t j = 0; j < count; ++j) {
            if (i == j || !state.sees(cells_[i], cells_[j])) continue;
            sees[i][j] = true;
            any_sees = true;
            const std::optional<int> house = logic_detail::shared_house(state, cells_[i], cells_[j]);
            all_boxes = all_boxes && house && state.houses()[static_cast<std::size_t>(*house)].kind == HouseKind::box;
        }
    }
    DiagonalSearch search(options, std::move(sees), sum_);
    std::optional<CellSets> kept = search.run();
    if (!kept) {
        // Past the budget: the sum alone, which the step then words the same way.
        kept = options;
        if (!narrow_sum(*kept, sum_)) return std::nullopt;
    }
    for (std::size_t i = 0; i < count; ++i) {
        if ((*kept)[i].empty()) return std::nullopt;  // no filling at all: a contradiction, for the solver
    }
    Step step;
    step.technique = technique;
    for (std::size_t i = 0; i < count; ++i) {
        if (!state.empty_at(cells_[i])) continue;
        for (const Digit digit : state.candidates(cells_[i]) - (*kept)[i]) step.eliminations.push_back({cells_[i], digit});
    }
    logic_detail::tidy(step, state);
    if (step.eliminations.empty()) return std::nullopt;
    step.cells = cells_;
    const Geometry& geometry = state.geometry();

    // "the placed r3c4 = 2 and r5c6 = 7 leave 6 for r1c2, r2c3 and r4c5"
    std::vector<std::string> placed;
    std::vector<Cell> open;
    int placed_sum = 0;
    for (std::size_t i = 0; i < count; ++i) {
        if (state.empty_at(cells_[i])) {
            open.push_back(cells_[i]);
        } else {
            placed.push_back(names_[i] + " = " + std::to_string(state.value(cells_[i])));
            placed_sum += state.value(cells_[i]);
        }
    }
    const std::string repeat = !any_sees ? "digits may repeat on it"
                               : all_boxes ? "a digit may repeat on it, but not within a box"
                                           : "a digit may repeat on it, but not within a house";
    const std::string rest = placed.empty() ? ""
                                            : fmt::format("; {} {} {} for {}", wording::join(placed),
                                                          placed.size() == 1 ? "leaves" : "leave", sum_ - placed_sum,
                                                          wording::cells(geometry, open));
    std::vector<std::string> left;
    for (std::size_t i = 0; i < count; ++i) {
        if (state.empty_at(cells_[i]) && (*kept)[i] != state.candidates(cells_[i])) {
            left.push_back(rules_detail::cell_left_text(names_[i], (*kept)[i], state.candidates(cells_[i])));
        }
    }
    const std::string along = count == 1 ? "on " + names_.front() : "along the diagonal from " + names_.front() + " to " + names_.back();
    step.text = fmt::format("Little killer sums: the digits {} add up to {} ({}){}; as its cells allow, {}: {}.", along,
                            sum_, repeat, rest, wording::join(left), wording::removal(geometry, step.eliminations));
    return step;
}

void read_list(const nlohmann::json& puzzle, std::string_view key, const Geometry& geometry, int line, RuleList& rules,
               std::vector<std::pair<OutsidePosition, Direction>>& seen) {
    const JsonPlace place(line, key);
    const nlohmann::json& list = puzzle.at(std::string(key));
    if (!list.is_array()) {
        place.fail("expected a list of clues such as {\"cell\": \"r0c1\", \"direction\": \"DR\", \"value\": 15}");
    }
    int number = 0;
    for (const nlohmann::json& clue : list) {
        const std::string item = fmt::format("clue {}", ++number);
        if (!clue.is_object() || !clue.contains("cell") || !clue.contains("direction") || !clue.contains("value")) {
            place.fail(item + ": expected an object with \"cell\", \"direction\" and \"value\"");
        }
        const OutsidePosition position = rules_detail::outside_position(place, clue.at("cell"), geometry.size(), item);
        const std::string at = item + " at " + rules_detail::outside_name(position);
        const nlohmann::json& written = clue.at("direction");
        const std::optional<Direction> direction =
            written.is_string() ? parse_direction(written.get_ref<const std::string&>()) : std::nullopt;
        if (!direction) place.fail(fmt::format("{}: direction {} is not one of UL, UR, DL, DR", at, written.dump()));
        const int sum = rules_detail::clue_value(place, clue.at("value"), 1, kMaxSum, at, "'value'");
        if (auto problem = little_killer_problem(geometry, position, *direction, sum)) place.fail(at + ": " + *problem);
        const std::pair<OutsidePosition, Direction> both{position, *direction};
        if (std::find(seen.begin(), seen.end(), both) != seen.end()) {
            place.fail(fmt::format("{}: a second clue pointing {} from there", at, direction_name(*direction)));
        }
        seen.push_back(both);
        rules.push_back(std::make_shared<LittleKiller>(geometry, position, *direction, sum));
    }
}

void read_little_killers(const nlohmann::json& puzzle, const Geometry& geometry, int line, RuleList& rules) {
    std::vector<std::pair<OutsidePosition, Direction>> seen;
    for (const std::string_view key : {"littlekiller", "littlekillersum"}) {
        if (puzzle.contains(std::string(key))) read_list(puzzle, key, geometry, line, rules, seen);
    }
}

/// recipe.marks diagonals of two or more cells (default 2N/3, 6 on 9x9), drawn at random among
/// both directions without repeating one, each clued from a random end with the sum the solution gives it.
void decorate_little_killer(Decoration& decoration) {
    const Geometry& geometry = decoration.geometry;
    const Grid& solution = *decoration.solution;
    const int n = geometry.size();
    // Each diagonal once, by the clue at its top end: "\" diagonals point DR from the top ring or
    // the left ring, "/" diagonals DL from the top ring or the right ring.
    std::vector<std::pair<OutsidePosition, Direction>> diagonals;
    for (int column = 0; column <= n - 2; ++column) diagonals.push_back({{0, column}, {1, 1}});
    for (int row = 1; row <= n - 2; ++row) diagonals.push_back({{row, 0}, {1, 1}});
    for (int column = 3; column <= n + 1; ++column) diagonals.push_back({{0, column}, {1, -1}});
    for (int row = 1; row <= n - 2; ++row) diagonals.push_back({{row, n + 1}, {1, -1}});
    std::vector<std::vector<Cell>> lines;
    for (const auto& [clue, direction] : diagonals) lines.push_back(diagonal_cells(geometry, clue, direction));
    const int wanted = decoration.recipe.marks > 0 ? decoration.recipe.marks : std::max(2, 2 * n / 3);
    const Symmetry symmetry = decoration.recipe.symmetry;
    // By whole orbits of the symmetry. The first line of an orbit has its clue at a random end;
    // its images have theirs beside the images of that end's cell, so the ring of clues is as
    // symmetric as the lines.
    auto orbits = rules_detail::line_orbits(geometry, symmetry, lines);
    decoration.rng.shuffle(orbits);
    std::size_t taken = 0;
    for (const auto& orbit : orbits) {
        if (taken >= static_cast<std::size_t>(wanted)) break;
        const std::vector<Cell>& first = lines[orbit.front()];
        const Cell anchor = decoration.rng.below(2) == 1 ? first.back() : first.front();
        const std::vector<Cell> images = symmetry_images(geometry, symmetry, anchor);
        for (const std::size_t line : orbit) {
            auto [clue, direction] = diagonals[line];
            const std::vector<Cell>& cells = lines[line];
            if (std::find(images.begin(), images.end(), cells.front()) == images.end()) {
                // Clue the same diagonal from its bottom end: one step past its last cell, pointing back.
                const Cell last = cells.back();
                clue = {geometry.row_of(last) + 1 + direction.row, geometry.column_of(last) + 1 + direction.column};
                direction = {-direction.row, -direction.column};
            }
            int sum = 0;
            for (const Cell cell : cells) sum += solution.at(cell);
            decoration.rules.push_back(std::make_shared<LittleKiller>(geometry, clue, direction, sum));
            ++taken;
        }
    }
}

}  // namespace

const RuleKind& little_killer_kind() {
    static const RuleKind kind{
        "little killer sums", {"littlekiller", "littlekillersum"}, read_little_killers, "little-killer",
        RecipePhase::decoration, decorate_little_killer,
    };
    return kind;
}

}  // namespace gridforge
