// generate --scale: a level on the technique or mcm scale, as a user types it.
#include <gtest/gtest.h>

#include <string>

#include "cli/run_cli.hpp"

namespace gridforge {
namespace scale_cli_test {
namespace {

using testing::run_cli;

TEST(CliScale, GenerateReachesATechniqueLevelAndSaysSo) {
    const auto run = run_cli("generate --scale technique --level unfair --seed 3 --json");
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_NE(run.out.find(R"("technique":{"level":"unfair"})"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find(R"("scale":"technique")"), std::string::npos) << run.out;
    // rate agrees on the puzzle written.
    const auto rated = run_cli("rate --json -", run.out);
    EXPECT_NE(rated.out.find(R"("level":"unfair")"), std::string::npos) << rated.out;
}

TEST(CliScale, LevelsAreCheckedAgainstTheirScale) {
    const auto wrong = run_cli("generate --scale technique --level evil 2>&1");
    EXPECT_EQ(wrong.exit_code, 2);
    EXPECT_EQ(wrong.out, "gridforge: --level: no level 'evil' on the technique scale (levels: easy, medium, hard, unfair, extreme)\n");
    const auto unknown = run_cli("generate --level nasty 2>&1");
    EXPECT_EQ(unknown.exit_code, 2);
    EXPECT_EQ(unknown.out, "gridforge: --level: no level 'nasty' on the search scale (levels: easy, medium, hard, evil)\n");
    const auto scale = run_cli("generate --scale vibes 2>&1");
    EXPECT_EQ(scale.exit_code, 2);
}

TEST(CliScale, AnUnreachedLevelExitsWithTheGenerationCode) {
    const auto run = run_cli("generate --scale technique --level extreme --seed 3 --attempts 3 2>&1");
    EXPECT_EQ(run.exit_code, 6);
    EXPECT_NE(run.out.find("technique levels seen: medium 2, unfair 1"), std::string::npos) << run.out;
}

}  // namespace
}  // namespace scale_cli_test
}  // namespace gridforge
