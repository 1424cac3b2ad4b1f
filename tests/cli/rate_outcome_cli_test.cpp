// rate, explain, hint and validate settle the number of solutions with the solver count uses
// (sat on 16x16), so a puzzle count answers at once does not keep them searching (issue 19).

#include <gtest/gtest.h>

#include <string>

#include "cli/run_cli.hpp"

namespace gridforge {
namespace rate_outcome_cli_test {
namespace {

using testing::run_cli;

// generate --size 16 --seed 1 with 25 givens removed and one changed: several solutions. dlx, the
// fastest solver on the nearly determined puzzles of generation, searched it for over 120 s.
constexpr const char* kSeveral16 =
    "C4.....5.......253A.....9.7....F.6.E.....31.9C......4.........D....57....C....E1..4.2..6...7....9.2.....B....3..1.C.......8...A...7.F...25..B..DB....2.9.........168...........7.C....6..D..........B.F....6.E...B.......4..5..8.2....E4....DB.....4C......G.1..";

TEST(RateOutcomeCli, A16x16WithSeveralSolutionsIsAnsweredAsCountAnswersIt) {
    EXPECT_EQ(run_cli(std::string("count ") + kSeveral16).out.substr(0, 2), "2 ");
    const auto rated = run_cli(std::string("rate ") + kSeveral16);
    EXPECT_EQ(rated.exit_code, 5);
    EXPECT_EQ(rated.out, "several solutions\n");
    const auto explained = run_cli(std::string("explain ") + kSeveral16);
    EXPECT_EQ(explained.exit_code, 5);
    const auto validated = run_cli(std::string("validate ") + kSeveral16);
    EXPECT_EQ(validated.exit_code, 5);
}

}  // namespace
}  // namespace rate_outcome_cli_test
}  // namespace gridforge
