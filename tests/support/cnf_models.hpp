#pragma once
// Test helper: checks a rule's CNF clauses against a full grid without a SAT solver. The cell
// variables (cnf.hpp: cell * N + digit) are fixed to the grid; the auxiliary variables the rule
// added are searched by a small DPLL (unit propagation, then both values of the first open
// variable), counting the models up to a cap. A rule's encoding is right on the grid when the
// count is 1 for a grid that satisfies the rule and 0 for one that does not (its auxiliary
// variables are functions of the cells: one model per solution).

#include <cstdint>
#include <vector>

#include "gridforge/cnf.hpp"
#include "gridforge/grid.hpp"

namespace gridforge::testing {

namespace cnf_models_detail {

/// 1 true, -1 false, 0 open; indexed by variable (entry 0 unused).
using Values = std::vector<signed char>;

inline int count(const Cnf& cnf, Values values, int cap) {
    for (bool changed = true; changed;) {
        changed = false;
        for (const auto& clause : cnf.clauses) {
            int open = 0;
            int last_open = 0;
            bool satisfied = false;
            for (const int literal : clause) {
                const int variable = literal > 0 ? literal : -literal;
                const signed char value = values[static_cast<std::size_t>(variable)];
                if (value == 0) {
                    ++open;
                    last_open = literal;
                } else if ((value > 0) == (literal > 0)) {
                    satisfied = true;
                    break;
                }
            }
            if (satisfied) continue;
            if (open == 0) return 0;
            if (open == 1) {
                values[static_cast<std::size_t>(last_open > 0 ? last_open : -last_open)] = last_open > 0 ? 1 : -1;
                changed = true;
            }
        }
    }
    for (int variable = 1; variable <= cnf.variables; ++variable) {
        if (values[static_cast<std::size_t>(variable)] != 0) continue;
        Values when_true = values;
        when_true[static_cast<std::size_t>(variable)] = 1;
        const int models = count(cnf, when_true, cap);
        if (models >= cap) return models;
        values[static_cast<std::size_t>(variable)] = -1;
        return models + count(cnf, values, cap - models);
    }
    return 1;
}

}  // namespace cnf_models_detail

/// The models of `cnf` whose cell variables spell `grid` (full), up to `cap`.
inline int models_on_grid(const Cnf& cnf, const Grid& grid, int cap = 2) {
    const int size = grid.size();
    cnf_models_detail::Values values(static_cast<std::size_t>(cnf.variables) + 1, 0);
    for (Cell cell = 0; cell < grid.cell_count(); ++cell) {
        for (Digit digit = 1; digit <= size; ++digit) {
            values[static_cast<std::size_t>(cnf_variable(cell, digit, size))] = grid.at(cell) == digit ? 1 : -1;
        }
    }
    return cnf_models_detail::count(cnf, std::move(values), cap);
}

}  // namespace gridforge::testing
