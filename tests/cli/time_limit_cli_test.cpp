// --time-limit SECONDS (issue 19): the command ends with exit code 12 and a message naming the
// limit and how many items were written, and every line written is complete. The limits are tiny
// and the work far longer, so the limit ends each run whatever the machine's speed; nothing is timed.

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "cli/run_cli.hpp"

namespace gridforge {
namespace time_limit_cli_test {
namespace {

using testing::run_cli;
using testing::run_shell;

constexpr const char* kPuzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/// The lines of `text`, which must end with a newline (nothing partial after the last line).
std::vector<std::string> complete_lines(const std::string& text) {
    std::vector<std::string> lines;
    if (!text.empty()) {
        EXPECT_EQ(text.back(), '\n') << "a partial last line: " << text.substr(text.rfind('\n') + 1);
    }
    std::istringstream stream(text);
    for (std::string line; std::getline(stream, line);) lines.push_back(line);
    return lines;
}

TEST(TimeLimitCli, GenerateBatchEndsWithExitCode12AndCompleteJsonLines) {
    const std::string stderr_file = ::testing::TempDir() + "/time_limit_generate.err";
    const auto run = run_cli("generate --count 1000000 --json --no-progress --time-limit 0.3 2>" + stderr_file);
    EXPECT_EQ(run.exit_code, 12);
    const std::vector<std::string> lines = complete_lines(run.out);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        EXPECT_EQ(lines[i].rfind("{\"", 0), 0u) << "line " << i;
        EXPECT_EQ(lines[i].back(), '}') << "line " << i;
        EXPECT_NE(lines[i].find("\"seed\":" + std::to_string(1 + i) + ","), std::string::npos) << "line " << i;
    }
    const std::string message = run_shell("cat " + stderr_file).out;
    EXPECT_NE(message.find("gridforge: time limit of 0.3 s reached after " + std::to_string(lines.size()) +
                           " of 1000000 puzzles written"),
              std::string::npos)
        << message;
}

TEST(TimeLimitCli, OneLongGenerationIsEndedInsideTheLibrary) {
    // One 16x16 evil puzzle takes far longer than 0.1 s: the watchdog ends it mid-generation.
    const auto run = run_cli("generate --size 16 --level evil --attempts 1000 --time-limit 0.1 2>&1");
    EXPECT_EQ(run.exit_code, 12);
    EXPECT_EQ(run.out, "gridforge: time limit of 0.1 s reached after 0 of 1 puzzle written\n");
}

TEST(TimeLimitCli, WorkerThreadsEndAtTheLimitToo) {
    // Each 16x16 evil puzzle takes far longer than 0.1 s, on either of the two worker threads.
    const auto run = run_cli("generate --size 16 --level evil --attempts 1000 --count 4 --threads 2 --time-limit 0.1 2>&1");
    EXPECT_EQ(run.exit_code, 12);
    EXPECT_EQ(run.out, "gridforge: time limit of 0.1 s reached after 0 of 4 puzzles written\n");
}

TEST(TimeLimitCli, ThreadedBatchEndsWithCompleteLinesInSeedOrder) {
    const std::string stderr_file = ::testing::TempDir() + "/time_limit_threads.err";
    const auto run = run_cli("generate --count 1000000 --threads 2 --format line --no-progress --time-limit 0.3 2>" + stderr_file);
    EXPECT_EQ(run.exit_code, 12);
    const std::vector<std::string> lines = complete_lines(run.out);
    for (std::size_t i = 0; i < lines.size(); ++i) EXPECT_EQ(lines[i].size(), 81u) << "line " << i;
    if (!lines.empty()) {
        EXPECT_EQ(lines.front(), run_cli("generate --seed 1 --format line").out.substr(0, 81));
    }
    const std::string message = run_shell("cat " + stderr_file).out;
    EXPECT_NE(message.find("gridforge: time limit of 0.3 s reached after " + std::to_string(lines.size()) +
                           " of 1000000 puzzles written"),
              std::string::npos)
        << message;
}

TEST(TimeLimitCli, TheSatStrategyEndsAtTheLimit) {
    // A million solutions of an empty 16x16 grid, each one CaDiCaL solve: far more than 0.2 s.
    const auto run = run_cli("count --strategy sat --limit 1000000 --time-limit 0.2 " + std::string(256, '.') + " 2>&1");
    EXPECT_EQ(run.exit_code, 12);
    EXPECT_EQ(run.out, "gridforge: time limit of 0.2 s reached after 0 puzzles written\n");
}

TEST(TimeLimitCli, DeduceGenerateEndsAtTheLimit) {
    const auto run = run_cli("deduce generate --size 5x5 --band brutal --attempts 10000 --time-limit 0.05 2>&1");
    EXPECT_EQ(run.exit_code, 12);
    EXPECT_EQ(run.out, "gridforge: time limit of 0.05 s reached after 0 of 1 puzzle written\n");
}

TEST(TimeLimitCli, RateOfAStreamEndsWithCompleteLines) {
    const std::string stderr_file = ::testing::TempDir() + "/time_limit_rate.err";
    const auto run = run_shell("yes " + std::string(kPuzzle) + " | head -n 1000000 | " + GRIDFORGE_CLI +
                               " rate --json --time-limit 0.3 2>" + stderr_file);
    EXPECT_EQ(run.exit_code, 12);
    const std::vector<std::string> lines = complete_lines(run.out);
    for (std::size_t i = 0; i < lines.size(); ++i) EXPECT_EQ(lines[i].back(), '}') << "line " << i;
    const std::string message = run_shell("cat " + stderr_file).out;
    EXPECT_NE(message.find("gridforge: time limit of 0.3 s reached after " + std::to_string(lines.size()) +
                           (lines.size() == 1 ? " puzzle written" : " puzzles written")),
              std::string::npos)
        << message;
}

TEST(TimeLimitCli, AStreamOfQuickCountsEndsAtTheLimit) {
    // Each count takes a few branches, never as many as a solver's own reading of the deadline
    // needs: the command reads it before each record.
    const std::string stderr_file = ::testing::TempDir() + "/time_limit_count.err";
    const auto run = run_shell("yes " + std::string(kPuzzle) + " | head -n 3000000 | " + GRIDFORGE_CLI +
                               " count --time-limit 0.2 2>" + stderr_file);
    EXPECT_EQ(run.exit_code, 12);
    const std::vector<std::string> lines = complete_lines(run.out);
    for (std::size_t i = 0; i < lines.size(); ++i) EXPECT_EQ(lines[i].rfind("1 nodes=", 0), 0u) << "line " << i;
    EXPECT_LT(lines.size(), 3000000u);
    const std::string message = run_shell("cat " + stderr_file).out;
    EXPECT_NE(message.find("gridforge: time limit of 0.2 s reached after " + std::to_string(lines.size()) +
                           (lines.size() == 1 ? " puzzle written" : " puzzles written")),
              std::string::npos)
        << message;
}

TEST(TimeLimitCli, WorkWithinTheLimitIsUnchanged) {
    for (const std::string command : {"solve", "count", "rate", "explain", "hint"}) {
        const auto plain = run_cli(command + " " + kPuzzle);
        const auto limited = run_cli(command + " --time-limit 600 " + kPuzzle);
        EXPECT_EQ(limited.exit_code, plain.exit_code) << command;
        EXPECT_EQ(limited.out, plain.out) << command;
    }
    const auto generated = run_cli("generate --seed 4 --count 3 --json --time-limit 600");
    EXPECT_EQ(generated.exit_code, 0);
    EXPECT_EQ(generated.out, run_cli("generate --seed 4 --count 3 --json").out);
}

TEST(TimeLimitCli, ANegativeLimitIsAUsageError) {
    EXPECT_EQ(run_cli("solve --time-limit -1 " + std::string(kPuzzle)).exit_code, 2);
}

TEST(TimeLimitCli, ALimitThatIsNotAFiniteNumberIsAUsageError) {
    for (const std::string limit : {"nan", "-nan", "inf"}) {
        const auto run = run_cli("count --time-limit " + limit + " " + kPuzzle + " 2>&1");
        EXPECT_EQ(run.exit_code, 2) << limit;
        EXPECT_NE(run.out.find(limit + " is not a finite number of seconds"), std::string::npos) << run.out;
    }
}

TEST(TimeLimitCli, ValidateAndPrintEndAtTheLimit) {
    // An empty 16x16 under five constraints at once: its search runs for minutes.
    const std::string hard = R"({"givens":")" + std::string(256, '.') +
                             R"(","antiknight":true,"nonconsecutive":true,"antiking":true,"diagonals":"both"})";
    const auto validated = run_shell("echo '" + hard + "' | " + GRIDFORGE_CLI + " validate --time-limit 0.2 - 2>&1");
    EXPECT_EQ(validated.exit_code, 12);
    EXPECT_EQ(validated.out, "gridforge: time limit of 0.2 s reached after 0 puzzles written\n");
    const std::string booklet = ::testing::TempDir() + "/time_limit_print.pdf";
    const auto printed =
        run_shell("echo '" + hard + "' | " + GRIDFORGE_CLI + " print --time-limit 0.2 -o " + booklet + " - 2>&1");
    EXPECT_EQ(printed.exit_code, 12);
    EXPECT_EQ(printed.out, "gridforge: time limit of 0.2 s reached after 0 of 1 booklet written\n");
    EXPECT_NE(run_shell("test -e " + booklet).exit_code, 0);  // nothing half written
}

}  // namespace
}  // namespace time_limit_cli_test
}  // namespace gridforge
