#pragma once
/// \file
/// Building the CNF of deduction clues: variable i+1 is "person i is a criminal" (DIMACS, 1-based);
/// every further variable is an auxiliary defined by clauses in both directions, so its value is a
/// function of the cell variables and unit propagation from a full cell assignment derives it:
///  - gates (and, or, xor of two) by the Tseitin transformation (Tseitin 1968);
///  - counts as a totalizer (Bailleux & Boufkhad, "Efficient CNF encoding of Boolean cardinality
///    constraints", CP 2003) with both the upward and the downward clauses, so output k is
///    equivalent to "at least k inputs are true" (docs/deduction.md §6 proposes totalizers);
///  - parity as a chain of xor gates (docs/deduction.md §6).
/// Hence a formula built here plus the unit clause of a clue's literal has, on the cell variables,
/// exactly the clue's satisfying assignments, one model each.

#include <vector>

#include "gridforge/cnf_formula.hpp"

namespace gridforge::deduce {

class CnfBuilder {
public:
    /// Reserves variables 1..cells for the cells; a further variable is the constant true.
    explicit CnfBuilder(int cells);
    [[nodiscard]] static int cell_literal(int cell) { return cell + 1; }
    [[nodiscard]] int constant(bool value) const { return value ? true_ : -true_; }
    [[nodiscard]] int fresh();
    void add_clause(std::vector<int> clause);
    /// Literals equivalent to the conjunction / disjunction / exclusive or of `literals`
    /// (empty: true / false / false).
    int and_of(const std::vector<int>& literals);
    int or_of(const std::vector<int>& literals);
    int xor_of(const std::vector<int>& literals);
    int iff(int a, int b) { return -xor_of({a, b}); }
    /// Unary count: result[k] is equivalent to "at least k+1 of `literals` are true" (size = input size).
    std::vector<int> unary(const std::vector<int>& literals);
    /// Literal equivalent to "at least n of `literals`" (n <= 0: true; n > size: false).
    int at_least(const std::vector<int>& unary_count, int n) const;
    /// Literal equivalent to "exactly n of them", from a unary count.
    int exactly(const std::vector<int>& unary_count, int n);
    [[nodiscard]] const Cnf& cnf() const { return cnf_; }
    [[nodiscard]] int variables() const { return cnf_.variables; }

private:
    std::vector<int> merge(const std::vector<int>& a, const std::vector<int>& b);
    Cnf cnf_;
    int true_ = 0;
};

}  // namespace gridforge::deduce
