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

TEST(CliScale, A16x16LevelBelowTheHardestIsRefusedAtOnce) {
    // Dug 16x16 puzzles rate technique extreme and are never solved by singles alone (mcm cinch)
    // (docs/levels.md): such a level used to run all its attempts (minutes) before exit 6.
    const auto technique = run_cli("generate --size 16 --scale technique --level easy 2>&1");
    EXPECT_EQ(technique.exit_code, 2);
    EXPECT_EQ(technique.out,
              "gridforge: generate: --size 16 cannot reach technique level easy: dug 16x16 puzzles rate extreme "
              "on the technique scale (docs/levels.md); ask for extreme, or a size up to 15\n");
    const auto mcm = run_cli("generate --size 16 --scale mcm --level cinch 2>&1");
    EXPECT_EQ(mcm.exit_code, 2);
    EXPECT_NE(mcm.out.find("cannot reach mcm level cinch: dug 16x16 puzzles rate confusing or harder"), std::string::npos)
        << mcm.out;
    EXPECT_EQ(run_cli("generate --size 16 --scale technique --level unfair 2>&1").exit_code, 2);
    // Smaller boards are not refused (whatever the attempt gives, or the time limit ends it).
    EXPECT_NE(run_cli("generate --size 12 --scale technique --level easy --attempts 1 --time-limit 0.01").exit_code, 2);
    // The API shares the check.
    const auto api = run_cli(R"(api '{"op":"generate","size":16,"scale":"mcm","level":"cinch"}')");
    EXPECT_NE(api.out.find("cannot reach mcm level cinch"), std::string::npos) << api.out;
}

}  // namespace
}  // namespace scale_cli_test
}  // namespace gridforge
