#pragma once
/// \file
/// A propositional formula in conjunctive normal form, the vocabulary every CNF encoder shares:
/// the Sudoku family's (cnf.hpp: the puzzle's houses and givens; each rule's Rule::encode_cnf) and
/// the deduction grids' (deduce/cnf_builder.hpp). Plain data, so the rules can write their
/// clauses without depending on the solvers.

#include <vector>

#include "gridforge/geometry.hpp"

namespace gridforge {

/// A formula in CNF: clauses over the variables 1..variables; a literal is a variable (true) or
/// its negation (false), as in DIMACS. Every clause is non-empty.
struct Cnf {
    int variables = 0;
    std::vector<std::vector<int>> clauses;
};

/// The variable "cell holds digit": cell * N + digit, so 1-based as DIMACS needs, cell r1c1 = 0
/// and digit 1..N. On a 9×9 board: variable = 81 * row + 9 * column + digit (row, column 0-based).
inline int cnf_variable(Cell cell, Digit digit, int size) { return cell * size + digit; }

}  // namespace gridforge
