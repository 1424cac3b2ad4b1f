// gridforge convert --to FORM: every readable form in, the chosen form out; a form that cannot hold
// a puzzle is a usage error naming why, and the run goes on with the next puzzle.
#include <gtest/gtest.h>

#include <string>

#include "cli/run_cli.hpp"
#include "support/known_puzzles.hpp"

namespace gridforge {
namespace convert_cli_test {
namespace {

using testing::kTop95First;
using testing::run_cli;
using testing::shell_quoted;
using testing::sixteen_line;

constexpr const char* kKiller4 = R"({"givens":"1...............","cages":[{"cells":["r1c2","r1c3"],"sum":5},{"cells":["r4c4","r3c4"],"sum":3}]})";


TEST(DigitsCli, SixteenBySixteenInHexIsReadAndWrittenWhenChosen) {
    const std::string hex = "0123456789ABCDEF";
    const auto solved = run_cli("solve --digits hex " + sixteen_line(hex, false));
    EXPECT_EQ(solved.exit_code, 0);
    EXPECT_EQ(solved.out, sixteen_line(hex, true) + "\n");
    // Unchosen, a line with '0' and no 'G' is refused rather than read by a guess.
    const auto unchosen = run_cli("solve " + sixteen_line(hex, false) + " 2>&1");
    EXPECT_EQ(unchosen.exit_code, 3);
    EXPECT_NE(unchosen.out.find("line 1: a 16x16 board with '0' and no 'G' may be written in hex"), std::string::npos)
        << unchosen.out;
    // Read and written in the chosen style, the JSON form's givens too.
    EXPECT_EQ(run_cli("convert --to line --digits hex " + sixteen_line(hex, false)).out, sixteen_line(hex, false) + "\n");
    const auto json = run_cli("convert --to json --digits hex " + sixteen_line(hex, false));
    EXPECT_NE(json.out.find(sixteen_line(hex, false)), std::string::npos) << json.out;  // JSON givens as chosen
    const auto back = run_cli("convert --to line --digits hex", json.out);
    EXPECT_EQ(back.out, sixteen_line(hex, false) + "\n");
    EXPECT_EQ(run_cli("generate --size 16 --digits octal").exit_code, 2);
}

TEST(DigitsCli, EveryCommandThatReadsPuzzlesTakesDigits) {
    const std::string hex = sixteen_line("0123456789ABCDEF", false);
    for (const std::string command : {"show", "hint", "cnf", "validate", "count", "rate", "solve"}) {
        const auto run = run_cli(command + " --digits hex " + hex + " 2>&1");
        EXPECT_EQ(run.exit_code, 0) << command << ": " << run.out;
    }
    for (const std::string command : {"explain", "print", "bank add", "convert"}) {
        EXPECT_NE(run_cli(command + " --help").out.find("--digits"), std::string::npos) << command;
    }
}

TEST(ConvertCli, AnFpuzzlesLinkReadsBackAsTheSamePuzzle) {
    const auto link = run_cli("convert --to fpuzzles " + shell_quoted(kKiller4));
    ASSERT_EQ(link.exit_code, 0);
    ASSERT_TRUE(link.out.starts_with("https://f-puzzles.com/?load=")) << link.out;
    const auto back = run_cli("convert --to json " + shell_quoted(link.out.substr(0, link.out.size() - 1)));
    EXPECT_EQ(back.exit_code, 0);
    EXPECT_EQ(back.out, R"({"cages":[{"cells":["r1c2","r1c3"],"sum":5},{"cells":["r4c4","r3c4"],"sum":3}],"givens":"1...............","size":4})"
                        "\n");
}

TEST(ConvertCli, AFormThatCannotHoldAPuzzleIsAUsageErrorAndTheRunGoesOn) {
    const auto run = run_cli("convert --to sdm", std::string(kKiller4) + "\n" + kTop95First + "\n");
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.out.find("sdm holds 9x9 puzzles only; this one is 4x4"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find(std::string(kTop95First) + "\n"), std::string::npos) << run.out;
}

// Issue 19: json keeps all of a record, a line-form comment too (as solve --json writes it).
TEST(ConvertCli, JsonKeepsTheLineFormCommentAsXComment) {
    const auto run = run_cli("convert --to json -", std::string(kTop95First) + " rating 9.5 \xc3\xa9\\n");
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_NE(run.out.find("\"x-comment\":\"rating 9.5 \xc3\xa9\""), std::string::npos) << run.out;
    EXPECT_EQ(run_cli("convert --to json " + std::string(kTop95First)).out.find("x-comment"), std::string::npos);
}

TEST(ConvertCli, AnUnknownFormIsRefusedWithTheChoices) {
    const auto run = run_cli("convert --to pdf 2>&1", kTop95First);
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.out.find("unknown form 'pdf' (choose line, grid, json, fpuzzles, sudokupad, sdk, sdm, ss, sukaku, solo, ps, sumocue, triples)"), std::string::npos)
        << run.out;
}

TEST(ConvertCli, ASoloKillerIdBecomesPsAndSumoCueTextsOfTheSamePuzzle) {
    // A killer id printed by Debian's sgt-solo (tests/data/formats/solo_ids.txt, line 3).
    const std::string solo =
        "3x3k:zzzc,____aa_____a_aa_b_a___a_a__a__aaa__aa____a______a__ab_aab_____b_____b_a__aaa__a__a_a______"
        "a_a_bbaaa_,6_10_12_8_11a9a15d10_9a12a9a15e15_10_12a5_10_17_12c8e15_6_14_9a17a8d12a7a7_15a6_12_13a14_10b14f11c";
    const auto json = run_cli("convert --to json " + shell_quoted(solo));
    ASSERT_EQ(json.exit_code, 0) << json.out;
    for (const char* form : {"ps", "sumocue", "solo"}) {
        const auto text = run_cli(std::string("convert --to ") + form + " " + shell_quoted(solo));
        ASSERT_EQ(text.exit_code, 0) << form << ": " << text.out;
        const auto back = run_cli("convert --to json " + shell_quoted(text.out.substr(0, text.out.size() - 1)));
        EXPECT_EQ(back.out, json.out) << form;
    }
}

}  // namespace
}  // namespace convert_cli_test
}  // namespace gridforge
