// `gridforge hint --level 1|2|3` and a --state that erases a given, as a player runs them.

#include <gtest/gtest.h>

#include <fstream>

#include <nlohmann/json.hpp>

#include "run_cli.hpp"
#include "support/known_puzzles.hpp"

namespace gridforge::testing {
namespace hint_cli_test {
namespace {

TEST(CliHint, LevelsGoFromANudgeToTheWholeStep) {
    const CliRun nudge = run_cli(std::string("hint --level 1 ") + kTop95First);
    EXPECT_EQ(nudge.exit_code, 0);
    EXPECT_EQ(nudge.out, "Look at box 4: one digit has only one place there.\n");
    const CliRun pattern = run_cli(std::string("hint --level 2 ") + kTop95First);
    EXPECT_EQ(pattern.out, "Hidden single at r6c2.\n");
    // Level 3, the default, is the step's own sentence, as --json carries it.
    const CliRun full = run_cli(std::string("hint --level 3 ") + kTop95First);
    EXPECT_EQ(full.out, run_cli(std::string("hint ") + kTop95First).out);
    const nlohmann::json json = nlohmann::json::parse(run_cli(std::string("hint --json ") + kTop95First).out);
    EXPECT_EQ(full.out, json["x-hint"]["steps"][0]["text"].get<std::string>() + "\n");
    const nlohmann::json json_nudge = nlohmann::json::parse(run_cli(std::string("hint --json --level 1 ") + kTop95First).out);
    EXPECT_EQ(json_nudge["x-hint"]["level"], 1);
    EXPECT_EQ(json_nudge["x-hint"]["text"], "Look at box 4: one digit has only one place there.");
    EXPECT_FALSE(json_nudge["x-hint"].contains("steps"));
}

TEST(CliHint, MistakeLevels) {
    std::string state = kTop95First;
    state[1] = '2';  // r1c2 is 1 in the solution
    const std::string command = std::string("hint ") + kTop95First + " --state " + state + " --level ";
    EXPECT_EQ(run_cli(command + "1").out, "There is a mistake in row 1.\n");
    EXPECT_EQ(run_cli(command + "2").out, "r1c2 is wrong.\n");
    EXPECT_EQ(run_cli(command + "3").out, "r1c2 is not 2.\n");
}

TEST(CliHint, AStateFromStandardInputIsTheSameAsGivenInline) {
    std::string state = kTop95First;
    state[1] = '2';  // r1c2 is 1 in the solution
    const CliRun piped = run_shell("echo " + state + " | " + GRIDFORGE_CLI + " hint --level 2 --state - " + kTop95First);
    EXPECT_EQ(piped.exit_code, 0);
    EXPECT_EQ(piped.out, "r1c2 is wrong.\n");
    const CliRun short_grid = run_shell(std::string("echo 12 | ") + GRIDFORGE_CLI + " hint --state - " + kTop95First + " 2>&1");
    EXPECT_EQ(short_grid.exit_code, 3);
    EXPECT_NE(short_grid.out.find("--state (standard input): 2 cells, expected 81"), std::string::npos) << short_grid.out;
    // The puzzles cannot come from standard input as well.
    const CliRun both = run_shell("echo " + state + " | " + GRIDFORGE_CLI + " hint --state - 2>&1");
    EXPECT_EQ(both.exit_code, 2);
    EXPECT_NE(both.out.find("the puzzles must come from an argument or a file"), std::string::npos) << both.out;
}

TEST(CliHint, ALevelOutsideOneToThreeIsBadUsage) {
    EXPECT_EQ(run_cli(std::string("hint --level 4 ") + kTop95First).exit_code, 2);
    EXPECT_EQ(run_cli(std::string("hint --level two ") + kTop95First).exit_code, 2);
}

TEST(CliHint, AStateThatErasesAGivenIsBadInput) {
    std::string state = kTop95First;
    state[0] = '.';  // the given 4
    const CliRun run = run_cli(std::string("hint ") + kTop95First + " --state " + state + " 2>&1");
    EXPECT_EQ(run.exit_code, 3);
    EXPECT_NE(run.out.find("--state: r1c1 is a given (4); the state leaves it empty"), std::string::npos) << run.out;
}

TEST(CliHint, AStateFileThatCannotBeReadIsNamed) {
    const CliRun missing = run_cli(std::string("hint ") + kTop95First + " --state /nonexistent/state.txt 2>&1");
    EXPECT_EQ(missing.exit_code, 3);
    EXPECT_NE(missing.out.find("--state: cannot read the file '/nonexistent/state.txt'"), std::string::npos) << missing.out;
    // A bare file name is a path too, not a grid with a bad first character.
    const CliRun bare = run_cli(std::string("hint ") + kTop95First + " --state no-such-state.txt 2>&1");
    EXPECT_EQ(bare.exit_code, 3);
    EXPECT_NE(bare.out.find("--state: cannot read the file 'no-such-state.txt'"), std::string::npos) << bare.out;

    const std::string path = ::testing::TempDir() + "gridforge_bad_state.txt";
    std::ofstream(path) << "not a grid\n";
    const CliRun bad = run_cli(std::string("hint ") + kTop95First + " --state " + path + " 2>&1");
    EXPECT_EQ(bad.exit_code, 3);
    EXPECT_NE(bad.out.find("--state file '" + path + "': "), std::string::npos) << bad.out;
}

}  // namespace
}  // namespace hint_cli_test
}  // namespace gridforge::testing
