#pragma once
// Test helpers for a rule kind's oracle tests (arrow, kropki, xv): its rules read from JSON through
// the kind, the full grids of small boards, random candidates around a grid, and a check of a
// CNF against a grid by unit propagation (independent of the SAT solver: a grid satisfies the
// formula with exactly one model when propagation from its cell variables assigns every variable
// without conflict and satisfies every clause; it has none when propagation meets a conflict).

#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "gridforge/candidates.hpp"
#include "gridforge/cnf.hpp"
#include "gridforge/format.hpp"
#include "gridforge/generate.hpp"
#include "gridforge/puzzle.hpp"
#include "gridforge/rng.hpp"
#include "rules/rule_kind.hpp"
#include "support/variant_rules.hpp"

namespace gridforge::testing {

/// The marks the generator lays for `steps` on a 9x9 puzzle with `seed` under `symmetry`: the
/// puzzle's JSON array `key` (e.g. "sandwichsum"), for tests of where marks stand.
inline nlohmann::json generated_marks(const std::vector<std::string>& steps, std::uint64_t seed, Symmetry symmetry,
                                      const std::string& key) {
    GenerateOptions options;
    options.seed = seed;
    options.variant.steps = steps;
    options.symmetry = symmetry;
    const Generated made = generate(options);
    return write_json(PuzzleRecord{1, made.puzzle, {}, nlohmann::json::object()}).at(key);
}

/// The rules `kind` reads from `puzzle` (a JSON object with the kind's keys) on `geometry`, after
/// the rows, columns and boxes (which the reader sees, as the puzzle reader gives them).
inline RuleList read_kind(const RuleKind& kind, const nlohmann::json& puzzle, const Geometry& geometry) {
    RuleList rules = classic_rules(geometry);
    const std::size_t before = rules.size();
    kind.read_json(puzzle, geometry, 1, rules);
    return RuleList(rules.begin() + static_cast<std::ptrdiff_t>(before), rules.end());
}

/// The message `kind` gives for `puzzle`, or "" when it reads without error.
inline std::string read_error(const RuleKind& kind, const nlohmann::json& puzzle, const Geometry& geometry) {
    try {
        (void)read_kind(kind, puzzle, geometry);
    } catch (const std::exception& error) {
        return error.what();
    }
    return "";
}

/// Every full 4x4 grid (288).
inline const std::vector<Grid>& every_four_by_four_grid() {
    static const std::vector<Grid> grids = [] {
        const Puzzle blank = Puzzle::classic(Grid(4));
        return BruteForce(blank).solutions(1000);
    }();
    return grids;
}

/// `count` random full classic grids of `geometry` (distinct seeds; duplicates are possible).
inline std::vector<Grid> random_classic_grids(const Geometry& geometry, int count, std::uint64_t seed) {
    std::vector<Grid> grids;
    const RuleList rules = classic_rules(geometry);
    for (int i = 0; i < count; ++i) {
        Rng rng(seed + static_cast<std::uint64_t>(i) * 7919);
        grids.push_back(random_house_grid(geometry, rules, rng));
    }
    return grids;
}

/// Random candidates: each cell a random subset (sometimes all digits, sometimes a singleton),
/// always holding `anchor`'s digit when an anchor is given.
inline Candidates random_candidates(const Geometry& geometry, Rng& rng, const Grid* anchor) {
    const int size = geometry.size();
    Candidates candidates(static_cast<std::size_t>(geometry.cell_count()));
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
        DigitSet options;
        switch (pick(rng, 4)) {
            case 0: options = DigitSet::all(size); break;
            case 1: options = DigitSet::of(1 + pick(rng, size)); break;
            default: options = DigitSet::from_bits(static_cast<std::uint32_t>(rng.below(1u << size))); break;
        }
        if (anchor != nullptr) options.insert(anchor->at(cell));
        if (options.empty()) options = DigitSet::of(1 + pick(rng, size));
        candidates[static_cast<std::size_t>(cell)] = options;
    }
    return candidates;
}

inline bool grid_within(const Grid& grid, const Candidates& candidates) {
    for (Cell cell = 0; cell < grid.cell_count(); ++cell) {
        if (!candidates[static_cast<std::size_t>(cell)].contains(grid.at(cell))) return false;
    }
    return true;
}

/// `rule.prune` repeated until it stops changing (at most 200 rounds: a failure beyond).
inline PruneResult prune_until_fixpoint(const Rule& rule, Candidates& candidates) {
    for (int round = 0; round < 200; ++round) {
        const PruneResult result = rule.prune(candidates);
        if (result != PruneResult::changed) return result;
    }
    ADD_FAILURE() << "prune of " << rule.name() << " never reached a fixpoint";
    return PruneResult::fixpoint;
}

/// Unit propagation from the cell variables of `grid` (every other cell variable false) over
/// `cnf`; nullopt on a conflict, else the values (index = variable; 1 true, -1 false, 0 open).
inline std::optional<std::vector<int>> propagate_grid(const Cnf& cnf, const Grid& grid) {
    const int size = grid.size();
    std::vector<int> value(static_cast<std::size_t>(cnf.variables) + 1, 0);
    for (Cell cell = 0; cell < grid.cell_count(); ++cell) {
        for (Digit digit = 1; digit <= size; ++digit) {
            value[static_cast<std::size_t>(cnf_variable(cell, digit, size))] = grid.at(cell) == digit ? 1 : -1;
        }
    }
    const auto literal_value = [&](int literal) {
        const int v = value[static_cast<std::size_t>(literal > 0 ? literal : -literal)];
        return literal > 0 ? v : -v;
    };
    for (bool changed = true; changed;) {
        changed = false;
        for (const auto& clause : cnf.clauses) {
            int open = 0;
            int last_open = 0;
            bool satisfied = false;
            for (const int literal : clause) {
                const int v = literal_value(literal);
                if (v > 0) satisfied = true;
                if (v == 0) {
                    ++open;
                    last_open = literal;
                }
            }
            if (satisfied) continue;
            if (open == 0) return std::nullopt;
            if (open == 1) {
                value[static_cast<std::size_t>(last_open > 0 ? last_open : -last_open)] = last_open > 0 ? 1 : -1;
                changed = true;
            }
        }
    }
    return value;
}

/// The CNF of `puzzle` (no givens) against every grid of `grids`: a grid with `expected(grid)`
/// true has exactly one model (propagation assigns every variable and satisfies every clause),
/// any other grid none (propagation meets a conflict). Returns how many grids satisfied.
template <typename Expected>
int expect_cnf_agrees(const Puzzle& puzzle, const std::vector<Grid>& grids, Expected expected) {
    const Cnf cnf = encode_cnf(puzzle);
    int satisfying = 0;
    for (const Grid& grid : grids) {
        const std::optional<std::vector<int>> values = propagate_grid(cnf, grid);
        if (!expected(grid)) {
            EXPECT_FALSE(values.has_value()) << "a grid that breaks the rule satisfies the CNF";
            continue;
        }
        ++satisfying;
        EXPECT_TRUE(values.has_value()) << "a grid that keeps the rule falsifies the CNF";
        if (!values) continue;
        for (int variable = 1; variable <= cnf.variables; ++variable) {
            EXPECT_NE((*values)[static_cast<std::size_t>(variable)], 0) << "variable " << variable << " is not determined by the grid";
        }
    }
    return satisfying;
}

}  // namespace gridforge::testing
