#pragma once
/// \file
/// Counting solutions with a SAT solver: the puzzle's CNF (cnf.hpp, the encoding of Lynce &
/// Ouaknine, "Sudoku as a SAT Problem", 2006) is handed to CaDiCaL, linked as a library (A. Biere,
/// K. Fazekas, M. Fleury, M. Heisinger, "CaDiCaL, Kissat, Paracooba, Plingeling and Treengeling
/// Entering the SAT Competition 2020", Proc. SAT Competition 2020). Each model is a solution; to
/// find the next one, a clause that blocks it (one of its non-given cells must differ) is added and
/// the incremental solver is asked again, so limit 2 proves uniqueness by an UNSATISFIABLE answer
/// that any other SAT solver can confirm on the file `gridforge cnf` writes.
///
/// Counters: a SAT solver does not search the way the other solvers do, so its counters are not
/// comparable to theirs. `nodes` counts CaDiCaL's conflicts (the clauses it learns, reported
/// through its Learner callback; CaDiCaL 1.5 offers no call that reads its decision count, it only
/// prints its statistics); 0 means the puzzle fell to unit propagation alone. `deductions` is 0:
/// its unit propagations are neither naked nor hidden singles.

#include <cstdint>

#include "gridforge/puzzle.hpp"
#include "gridforge/solve.hpp"

namespace gridforge {

/// Whether count_by_sat serves the puzzle: every rule has a CNF encoding (cnf_supports).
bool sat_supports(const Puzzle& puzzle);

/// Counts solutions up to `limit` (>= 1; throws std::invalid_argument otherwise, and for a rule
/// without encoding, see encode_cnf). The first solution found is kept. Inconsistent givens give
/// an unsatisfiable formula and count 0.
CountResult count_by_sat(const Puzzle& puzzle, std::int64_t limit);

}  // namespace gridforge
