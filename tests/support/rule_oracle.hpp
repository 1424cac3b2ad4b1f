#pragma once
// Oracle checks for one kind of rule against its definition written in the test, on 4x4 and 6x6
// boards (the recipe of docs/adding-a-rule.md):
//  - the definition is a predicate on (possibly partial) grids: true when no filled cells break
//    the rule; the grids are found by a depth-first search of this file that checks rows, columns,
//    boxes and that predicate only, so nothing of the rule's code decides which grids exist;
//  - `satisfied`, `conflict` and `allowed` agree with the predicate;
//  - `prune` (to a fixpoint) never removes a digit of a satisfying grid within the candidates, and
//    reports a conflict only when no such grid exists;
//  - the CNF (encode_cnf of the puzzle) has exactly the satisfying grids as models: its clauses
//    hold on a grid exactly when the predicate does, and the SAT count of a dug puzzle equals the
//    count of its completions.

#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "gridforge/candidates.hpp"
#include "gridforge/cnf.hpp"
#include "gridforge/puzzle.hpp"
#include "gridforge/rng.hpp"
#include "rules/rule_kind.hpp"
#include "solve/sat.hpp"
#include "support/rule_checks.hpp"  // read_kind, read_error, every_four_by_four_grid, grid_within

namespace gridforge::testing {

/// A rule's definition: true when the filled cells of `grid` break nothing (empty cells are 0).
using Definition = std::function<bool(const Grid& grid)>;

/// The JSON every rule of `rules` writes, into one puzzle object.
inline nlohmann::json written(const RuleList& rules, const Geometry& geometry) {
    nlohmann::json puzzle = nlohmann::json::object();
    for (const RulePtr& rule : rules) rule->write_json(puzzle, geometry);
    return puzzle;
}

/// A kind read from one f-puzzles key that is true or false ("antiking": true): one rule named
/// `name`, not houses only, written back as {key: true}; false reads as no rule; any other value
/// is refused naming the key; the --variant recipe `recipe` lays it in the layout phase.
inline void check_flag_kind(const RuleKind& kind, const std::string& key, std::string_view name, std::string_view recipe) {
    const Geometry geometry(9);
    const RuleList rules = read_kind(kind, {{key, true}}, geometry);
    ASSERT_EQ(rules.size(), 1u);
    EXPECT_EQ(rules.front()->name(), name);
    EXPECT_FALSE(rules.front()->houses_only());
    const nlohmann::json json = written(rules, geometry);
    EXPECT_EQ(json, nlohmann::json({{key, true}}));
    EXPECT_EQ(written(read_kind(kind, json, geometry), geometry), json);
    EXPECT_TRUE(read_kind(kind, {{key, false}}, geometry).empty());
    EXPECT_EQ(read_error(kind, {{key, 1}}, geometry), "line 1: JSON key '" + key + "': expected true or false, not 1");
    EXPECT_EQ(read_error(kind, {{key, "yes"}}, geometry),
              "line 1: JSON key '" + key + "': expected true or false, not \"yes\"");
    EXPECT_EQ(kind.recipe, recipe);
    EXPECT_EQ(kind.phase, RecipePhase::layout);
}

/// Depth-first search over the empty cells of `start` in reading order, digits in increasing order
/// or shuffled by `rng`: each placement must keep rows, columns and boxes free of repeats and
/// `definition` true. Collects full grids up to `cap`; gives up after `node_limit` placements.
class DefinitionSearch {
public:
    DefinitionSearch(const Grid& start, Definition definition, Rng* rng = nullptr)
        : geometry_(start.size()), grid_(start), definition_(std::move(definition)), rng_(rng) {}

    std::vector<Grid> run(std::size_t cap, std::size_t node_limit = 50'000'000) {
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
        for (Cell other = 0; other < grid_.cell_count(); ++other) {
            if (other == cell || grid_.at(other) != digit) continue;
            if (geometry_.row_of(other) == geometry_.row_of(cell) || geometry_.column_of(other) == geometry_.column_of(cell) ||
                geometry_.box_of(other) == geometry_.box_of(cell)) {
                return false;
            }
        }
        return true;
    }

    void search(Cell from) {
        Cell cell = from;
        while (cell < grid_.cell_count() && grid_.at(cell) != 0) ++cell;
        if (cell == grid_.cell_count()) {
            found_.push_back(grid_);
            return;
        }
        std::vector<Digit> digits;
        for (Digit digit = 1; digit <= grid_.size(); ++digit) digits.push_back(digit);
        if (rng_) rng_->shuffle(digits);
        for (const Digit digit : digits) {
            if (!fits(cell, digit)) continue;
            if (++nodes_ >= node_limit_) return;
            grid_.set(cell, digit);
            if (definition_(grid_)) search(cell + 1);
            grid_.clear(cell);
            if (found_.size() >= cap_ || nodes_ >= node_limit_) return;
        }
    }

    Geometry geometry_;
    Grid grid_;
    Definition definition_;
    Rng* rng_;
    std::vector<Grid> found_;
    std::size_t cap_ = 0;
    std::size_t nodes_ = 0;
    std::size_t node_limit_ = 0;
};

/// Whether every rule of `rules` is satisfied.
inline bool all_satisfied(const RuleList& rules, const Grid& grid) {
    for (const RulePtr& rule : rules) {
        if (!rule->satisfied(grid)) return false;
    }
    return true;
}

/// On every grid of `grids` (full Sudoku grids): `satisfied` and `conflict` of the rules agree with
/// the definition, and with one cell opened, the grid's digit is `allowed` there exactly when the
/// full grid keeps the definition (whenever the opened grid keeps it). Returns how many grids keep it.
inline int check_definition(const RuleList& rules, const std::vector<Grid>& grids, const Definition& definition,
                            const std::string& what) {
    int keeping = 0;
    for (const Grid& grid : grids) {
        const bool expected = definition(grid);
        keeping += expected ? 1 : 0;
        bool any_conflict = false;
        for (const RulePtr& rule : rules) any_conflict = any_conflict || rule->conflict(grid).has_value();
        EXPECT_EQ(all_satisfied(rules, grid), expected) << what;
        EXPECT_EQ(!any_conflict, expected) << what;
        for (Cell cell = 0; cell < grid.cell_count(); ++cell) {
            Grid open = grid;
            open.clear(cell);
            if (!definition(open)) continue;
            DigitSet allowed = DigitSet::all(grid.size());
            for (const RulePtr& rule : rules) allowed = allowed & rule->allowed(open, cell);
            EXPECT_EQ(allowed.contains(grid.at(cell)), expected) << what << " cell " << cell;
        }
        if (::testing::Test::HasFailure()) return keeping;
    }
    return keeping;
}

/// Prunes with every rule of `rules` until none changes anything (or one reports a conflict).
inline PruneResult prune_all(const RuleList& rules, Candidates& candidates) {
    bool changed = false;
    for (int round = 0; round < 200; ++round) {
        bool any = false;
        for (const RulePtr& rule : rules) {
            const PruneResult result = rule->prune(candidates);
            if (result == PruneResult::conflict) return result;
            any = any || result == PruneResult::changed;
        }
        if (!any) return changed ? PruneResult::changed : PruneResult::fixpoint;
        changed = true;
    }
    ADD_FAILURE() << "prune never reached a fixpoint";
    return PruneResult::fixpoint;
}

struct PruneTally {
    int pruned = 0;     ///< trials where some digit went
    int conflicts = 0;  ///< trials that ended in a conflict
};

/// Random candidates on `size`'s board — around one of `satisfying` (full grids keeping the
/// definition) with random extra digits, or wholly random — pruned to a fixpoint: every satisfying
/// grid within the candidates stays within them, and a conflict comes only when none is within.
inline PruneTally check_prune(const RuleList& rules, int size, const std::vector<Grid>& satisfying, Rng& rng, int trials,
                              const std::string& what) {
    PruneTally tally;
    const int cells = size * size;
    const auto pick = [&](int bound) { return static_cast<int>(rng.below(static_cast<std::uint64_t>(bound))); };
    for (int trial = 0; trial < trials; ++trial) {
        Candidates candidates(static_cast<std::size_t>(cells));
        const Grid* anchor = satisfying.empty() || trial % 5 == 4
                                 ? nullptr
                                 : &satisfying[static_cast<std::size_t>(pick(static_cast<int>(satisfying.size())))];
        for (Cell cell = 0; cell < cells; ++cell) {
            DigitSet options = DigitSet::from_bits(static_cast<std::uint32_t>(pick(1 << size)));
            if (pick(3) == 0) options = DigitSet();
            if (anchor) options.insert(anchor->at(cell));
            if (options.empty()) options = DigitSet::of(1 + pick(size));
            candidates[static_cast<std::size_t>(cell)] = options;
        }
        const Candidates before = candidates;
        const PruneResult result = prune_all(rules, candidates);
        bool any_within = false;
        for (const Grid& grid : satisfying) {
            if (!grid_within(grid, before)) continue;
            any_within = true;
            EXPECT_NE(result, PruneResult::conflict) << what << " trial " << trial;
            EXPECT_TRUE(grid_within(grid, candidates)) << what << " trial " << trial;
            if (::testing::Test::HasFailure()) return tally;
        }
        if (result == PruneResult::conflict) {
            ++tally.conflicts;
            EXPECT_FALSE(any_within) << what;
        } else if (candidates != before) {
            ++tally.pruned;
        }
    }
    return tally;
}

/// Whether every clause of `cnf` holds when the cell variables are read off the full `grid`
/// (auxiliary variables, if any, are false).
inline bool clauses_hold(const Cnf& cnf, const Grid& grid) {
    const int size = grid.size();
    const auto value = [&](int literal) {
        const int variable = literal < 0 ? -literal : literal;
        bool is_true = false;
        if (variable <= grid.cell_count() * size) {
            const Cell cell = (variable - 1) / size;
            is_true = grid.at(cell) == (variable - 1) % size + 1;
        }
        return literal < 0 ? !is_true : is_true;
    };
    for (const auto& clause : cnf.clauses) {
        bool holds = false;
        for (const int literal : clause) holds = holds || value(literal);
        if (!holds) return false;
    }
    return true;
}

/// The puzzle of `givens` under rows, columns, boxes and `rules`.
inline Puzzle puzzle_with(const Grid& givens, const RuleList& rules) {
    RuleList all = classic_rules(Geometry(givens.size()));
    all.insert(all.end(), rules.begin(), rules.end());
    return Puzzle(Geometry(givens.size()), givens, all);
}

/// The CNF of the empty puzzle with `rules` holds on exactly the grids keeping the definition, with
/// no auxiliary variable (so its models are those grids, one each).
inline void check_cnf_on_grids(const RuleList& rules, const std::vector<Grid>& grids, const Definition& definition,
                               const std::string& what) {
    ASSERT_FALSE(grids.empty());
    const Cnf cnf = encode_cnf(puzzle_with(Grid(grids.front().size()), rules));
    EXPECT_EQ(cnf.variables, grids.front().cell_count() * grids.front().size()) << what;
    for (const Grid& grid : grids) {
        ASSERT_EQ(clauses_hold(cnf, grid), definition(grid)) << what;
    }
}

/// The sharpest test of `satisfied`, `conflict`, `allowed` and the clauses: each grid of
/// `satisfying` (full grids keeping the definition) with one cell changed to each other digit, so
/// that whatever breaks involves that cell alone. The rules need not see a Sudoku grid: the clauses
/// checked are those of a puzzle of the rules alone (one digit per cell, the rules' own houses and
/// clauses). Returns how many changed grids break the definition.
inline int check_single_changes(const RuleList& rules, const std::vector<Grid>& satisfying, const Definition& definition,
                                const std::string& what) {
    if (satisfying.empty()) return 0;
    const Geometry geometry(satisfying.front().size());
    const Cnf cnf = encode_cnf(Puzzle(geometry, Grid(geometry.size()), rules));
    int breaking = 0;
    for (const Grid& grid : satisfying) {
        EXPECT_TRUE(definition(grid)) << what;
        for (Cell cell = 0; cell < grid.cell_count(); ++cell) {
            Grid open = grid;
            open.clear(cell);
            DigitSet allowed = DigitSet::all(grid.size());
            for (const RulePtr& rule : rules) allowed = allowed & rule->allowed(open, cell);
            for (Digit digit = 1; digit <= grid.size(); ++digit) {
                Grid changed = grid;
                changed.set(cell, digit);
                const bool expected = definition(changed);
                breaking += expected ? 0 : 1;
                bool any_conflict = false;
                for (const RulePtr& rule : rules) any_conflict = any_conflict || rule->conflict(changed).has_value();
                EXPECT_EQ(all_satisfied(rules, changed), expected) << what << " cell " << cell << " digit " << digit;
                EXPECT_EQ(!any_conflict, expected) << what << " cell " << cell << " digit " << digit;
                EXPECT_EQ(allowed.contains(digit), expected) << what << " cell " << cell << " digit " << digit;
                EXPECT_EQ(clauses_hold(cnf, changed), expected) << what << " cell " << cell << " digit " << digit;
                if (::testing::Test::HasFailure()) return breaking;
            }
        }
    }
    return breaking;
}

/// Up to `count` random full grids keeping the definition (each from its own random search).
inline std::vector<Grid> random_satisfying_grids(int size, const Definition& definition, Rng& rng, int count) {
    std::vector<Grid> grids;
    for (int i = 0; i < count; ++i) {
        for (const Grid& grid : DefinitionSearch(Grid(size), definition, &rng).run(1, 2'000'000)) grids.push_back(grid);
    }
    return grids;
}

/// A dug puzzle of `size` for the oracle: a random full grid keeping the definition (nullopt when
/// none is found) with `empty` random cells cleared.
inline std::optional<Grid> dug_grid(int size, const Definition& definition, Rng& rng, int empty) {
    DefinitionSearch search(Grid(size), definition, &rng);
    const std::vector<Grid> found = search.run(1, 2'000'000);
    if (found.empty()) return std::nullopt;
    Grid givens = found.front();
    std::vector<Cell> cells;
    for (Cell cell = 0; cell < givens.cell_count(); ++cell) cells.push_back(cell);
    rng.shuffle(cells);
    for (int i = 0; i < empty; ++i) givens.clear(cells[static_cast<std::size_t>(i)]);
    return givens;
}

/// On dug 6x6 puzzles: every completion (by the definition's search) satisfies the rules, the rules'
/// prune from the givens keeps every completion, and the SAT count equals the completion count.
/// Returns how many completions were seen in all.
inline std::size_t check_dug_puzzles(const RuleList& rules, int size, const Definition& definition, std::uint64_t seed,
                                     int puzzles, int empty, const std::string& what) {
    Rng rng(seed);
    std::size_t seen = 0;
    for (int p = 0; p < puzzles; ++p) {
        const std::optional<Grid> givens = dug_grid(size, definition, rng, empty);
        if (!givens) {
            ADD_FAILURE() << what << ": no grid keeps the definition";
            return seen;
        }
        const std::vector<Grid> completions = DefinitionSearch(*givens, definition).run(100'000);
        EXPECT_FALSE(completions.empty()) << what;
        seen += completions.size();
        for (const Grid& grid : completions) EXPECT_TRUE(all_satisfied(rules, grid)) << what;
        Candidates candidates = candidates_of(*givens);
        EXPECT_NE(prune_all(rules, candidates), PruneResult::conflict) << what;
        for (const Grid& grid : completions) EXPECT_TRUE(grid_within(grid, candidates)) << what;
        const CountResult counted = count_by_sat(puzzle_with(*givens, rules), 100'000);
        EXPECT_EQ(static_cast<std::size_t>(counted.count), completions.size()) << what << " puzzle " << p;
        if (::testing::Test::HasFailure()) return seen;
    }
    return seen;
}

}  // namespace gridforge::testing
