#pragma once
/// \file
/// A puzzle as a propositional formula in conjunctive normal form (CNF), and its DIMACS text.
///
/// The encoding is the "extended" Sudoku encoding of Lynce & Ouaknine, "Sudoku as a SAT Problem"
/// (9th International Symposium on Artificial Intelligence and Mathematics, 2006), stated over the
/// puzzle's rule list rather than over rows, columns and boxes: one Boolean variable per
/// (cell, digit) pair, true when the cell holds the digit, and
///  - per cell: at least one digit, and at most one digit (one binary clause per pair of digits);
///  - per house of every rule (rows, columns, boxes, diagonals, regions) and per digit: at least
///    one cell, and at most one cell (one binary clause per pair of cells);
///  - per given: a unit clause.
/// The "at most one" halves are implied by the others (pigeonhole), but they cost little and give
/// the SAT solver's unit propagation the eliminations a human would make at once.
///
/// Rules that say more than their houses (Topology::extra_rules) add their own clauses through
/// Rule::encode_cnf, documented with each rule (docs/rules/): e.g. a killer cage that is not a
/// house, per digit at most one of its cells and, with a sum, one auxiliary variable per digit
/// combination of the table, each forbidding the digits outside it; a thermometer, for
/// consecutive cells a, b and digits d >= e, the clause (not a=d or not b=e). Auxiliary variables
/// are numbered after the N^3 cell variables and are functions of them, so there is one model per
/// solution. A rule without an encoding makes encode_cnf refuse the puzzle rather than answer for
/// a different one.

#include <iosfwd>
#include <string>
#include <vector>

#include "gridforge/cnf_formula.hpp"
#include "gridforge/puzzle.hpp"

namespace gridforge {

/// Whether encode_cnf can encode every rule of the puzzle (every extra rule answers
/// Rule::encode_cnf without throwing; it is asked once, into a scratch formula).
bool cnf_supports(const Puzzle& puzzle);

/// The puzzle's formula: N^3 cell variables (cnf_variable), then the auxiliary variables of the
/// extra rules in rule order; its models, read on the cell variables, are exactly the
/// puzzle's solutions, one model each (inconsistent givens give an unsatisfiable formula). Throws
/// std::invalid_argument naming the first rule it cannot encode:
/// "CNF encoding of rule 'even cells' is not implemented".
Cnf encode_cnf(const Puzzle& puzzle);

/// Comment lines that make a DIMACS file of `puzzle` readable alone: the givens in line form,
/// the rules, what each variable means, and how to check uniqueness with any SAT solver.
std::vector<std::string> dimacs_comments(const Puzzle& puzzle);

/// Writes DIMACS CNF: each comment as "c <line>", the header "p cnf <variables> <clauses>", then
/// one clause per line ending in 0. Comment lines must not contain a newline (throws
/// std::invalid_argument).
void write_dimacs(const Cnf& cnf, std::ostream& out, const std::vector<std::string>& comments = {});

}  // namespace gridforge
