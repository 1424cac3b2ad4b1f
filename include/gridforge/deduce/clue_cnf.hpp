#pragma once
/// \file
/// CNF encodings of clues (docs/deduction.md §6): each clue becomes a literal equivalent to it, built
/// from the cell variables by CnfBuilder's gates and totalizers. Per type (C = a totalizer over
/// the trait literals of a unit; "=n" = C≥n ∧ ¬C≥n+1):
///  - counts, at least, comparisons, sums: totalizers and gates over their outputs; #A > #B as
///    ∨_k (A≥k ∧ ¬B≥k), #A = #B as ∧_k (A≥k ↔ B≥k), #A + #B = n as one totalizer over A ∪ B
///    (two lists, so a cell in both counts twice, as in the definition);
///  - neighbour counts per person (#12, #24, #25): one totalizer per neighbourhood, an "=n"
///    literal per person, then a totalizer over those;
///  - direction clues: an and-gate per (person, target) pair, then a totalizer;
///  - line connectivity (#26): at least one ∧ no gap, ∧_{i<j<k} ¬(t_i ∧ ¬t_j ∧ t_k);
///  - both connected (#27): "=2" ∧ ∨ over orthogonally adjacent pairs of the unit of (t_v ∧ t_w);
///  - parity: an xor chain.
/// Every auxiliary variable is defined in both directions, so the formula plus the clue literal
/// as a unit clause has, on the cell variables, exactly the clue's models, one model each.

#include <vector>

#include "gridforge/deduce/clue.hpp"
#include "gridforge/deduce/cnf_builder.hpp"

namespace gridforge::deduce {

/// A literal of `builder` equivalent to the clue.
int encode_clue(const CompiledClue& clue, CnfBuilder& builder);

/// The formula of all `clues` asserted true (cells 1..N as in CnfBuilder), with `literals`
/// receiving each clue's literal if not null.
Cnf encode_clues(const std::vector<CompiledClue>& clues, int cells, std::vector<int>* literals = nullptr);

}  // namespace gridforge::deduce
