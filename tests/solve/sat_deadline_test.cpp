// The caller's deadline ends one CaDiCaL solve from inside (sat/sat_solver.hpp): the pigeonhole
// formula of 13 pigeons in 12 holes takes CaDiCaL far longer than the limit of 0.05 s (it is
// exponential for resolution), so the solve ends by the terminator or never; nothing is timed.

#include <gtest/gtest.h>

#include <vector>

#include "gridforge/deadline.hpp"
#include "sat/sat_solver.hpp"

namespace gridforge {
namespace sat_deadline_test {
namespace {

/// Pigeon p (0..holes) sits in some hole; no two pigeons share a hole: unsatisfiable.
void add_pigeonhole(SatSolver& solver, int holes) {
    const auto sits = [holes](int pigeon, int hole) { return pigeon * holes + hole + 1; };
    for (int pigeon = 0; pigeon <= holes; ++pigeon) {
        std::vector<int> somewhere;
        for (int hole = 0; hole < holes; ++hole) somewhere.push_back(sits(pigeon, hole));
        solver.add_clause(somewhere);
    }
    for (int hole = 0; hole < holes; ++hole) {
        for (int a = 0; a <= holes; ++a) {
            for (int b = a + 1; b <= holes; ++b) solver.add_clause(std::vector<int>{-sits(a, hole), -sits(b, hole)});
        }
    }
}

TEST(SatDeadline, ALongSolveEndsAtTheCallersDeadline) {
    SatSolver solver;
    add_pigeonhole(solver, 12);
    const DeadlineScope scope(0.05);
    try {
        (void)solver.solve();
        FAIL() << "the solve answered within the limit";
    } catch (const DeadlineReached& reached) {
        EXPECT_EQ(reached.seconds(), 0.05);
    }
}

TEST(SatDeadline, AQuickSolveWithinTheLimitAnswers) {
    SatSolver solver;
    add_pigeonhole(solver, 3);
    const DeadlineScope scope(3600);
    EXPECT_EQ(solver.solve(), SatSolver::Answer::unsatisfiable);
}

}  // namespace
}  // namespace sat_deadline_test
}  // namespace gridforge
