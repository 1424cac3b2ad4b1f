#pragma once
/// \file
/// How many puzzles of a set a solver can afford in a time budget, found without risking the run.
///
/// A plain backtracker can spend minutes on one puzzle (the sequential solver on a 17-clue
/// puzzle), and a count cannot be interrupted. So the probe runs in a child process (fork):
/// it counts (limit 2) the puzzles in order and reports each one's time through a pipe; the parent
/// stops reading, and kills the child, at a deadline. POSIX only; call it while the process has
/// one thread (fork copies only the calling thread).

#include <cstdint>
#include <vector>

#include "gridforge/puzzle.hpp"
#include "gridforge/solve.hpp"

namespace gridforge::report {

struct ProbeResult {
    std::vector<double> seconds;   ///< per puzzle probed, in order: its count(puzzle, 2) time
    bool timed_out = false;        ///< the child was killed at the deadline
};

/// Counts puzzles[0], puzzles[1], ... with limit 2 in a child process until their summed time
/// reaches `budget_s` or every puzzle was counted; the child is killed when `deadline_s` of wall
/// time pass first. Throws std::runtime_error when pipe or fork fail, or the child dies otherwise.
ProbeResult probe_solver(const gridforge::Solver& solver, const std::vector<gridforge::Puzzle>& puzzles,
                         double budget_s, double deadline_s);

}  // namespace gridforge::report
