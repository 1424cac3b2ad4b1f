#pragma once
// Internal: continuous loops found by the chain searches (X-cycles, XY-loops, nice loops): the
// choice among the loops a search meets and the step a loop makes. A loop is a chain of nodes
// n0 = n1 - n2 = ... = n(k-1) (k even, strong links first) whose last node sees the first with a
// weak link n(k-1) - n0; then every link holds exactly one true end (Sudopedia "Nice Loop",
// continuous type; HoDoKu "Continuous Nice Loop"), so every weak link acts as strong too and
// eliminates: for a weak link between two cells on digit d, d from every other cell seeing both;
// for a weak link inside a cell (the loop enters and leaves the cell by strong links), the
// cell's other candidates. Candidates of the loop itself are kept.

#include <vector>

#include "gridforge/logic/state.hpp"
#include "gridforge/logic/step.hpp"

namespace gridforge::logic_detail {

/// The best loop met so far (none while `nodes` is empty): fewest nodes, then most eliminations.
struct LoopChoice {
    std::vector<Candidate> nodes;
    std::vector<Candidate> eliminations;
};

/// Offers the closed chain `nodes` as a loop; keeps it in `best` when it eliminates something and
/// beats `best`. No links are built here (the search offers many loops): the houses making the
/// links are looked up once, for the loop reported (loop_step).
void offer_loop(const LogicState& state, std::vector<Candidate> nodes, LoopChoice& best);

/// The step of a loop: its eliminations, cells in loop order, nodes as the pattern, links
/// (closing link last), houses and Eureka text; loop = true. The caller writes the sentence.
Step loop_step(const LogicState& state, TechniqueId id, LoopChoice loop);

}  // namespace gridforge::logic_detail
