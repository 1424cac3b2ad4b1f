// generate --count as a stream: shards that concatenate to one run, --shard env, Ctrl-C.

#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "cli/run_cli.hpp"

namespace gridforge {
namespace batch_cli_test {
namespace {

using testing::run_cli;
using testing::run_shell;

/// `gridforge <arguments>` with only `variables` of the shard variables set (so that a test run
/// inside a Slurm array job or a Kubernetes Job is not steered by its own), stderr kept.
testing::CliRun run_with_environment(const std::string& variables, const std::string& arguments) {
    return run_shell("env -u SLURM_ARRAY_TASK_ID -u SLURM_ARRAY_TASK_MIN -u SLURM_ARRAY_TASK_STEP "
                     "-u SLURM_ARRAY_TASK_COUNT -u JOB_COMPLETION_INDEX " +
                     variables + " " + GRIDFORGE_CLI + " " + arguments + " 2>&1");
}

/// The outputs of `generate <arguments> --shard i/shards` for every i, concatenated in order.
std::string shards_concatenated(const std::string& arguments, int shards) {
    std::string out;
    for (int i = 0; i < shards; ++i) {
        const auto run = run_cli(arguments + " --shard " + std::to_string(i) + "/" + std::to_string(shards));
        EXPECT_EQ(run.exit_code, 0) << "shard " << i;
        out += run.out;
    }
    return out;
}

TEST(BatchCli, ShardsConcatenatedAreOneRunInText) {
    const std::string arguments = "generate --seed 50 --count 7 --threads 2";
    const auto one = run_cli(arguments);
    ASSERT_EQ(one.exit_code, 0);
    EXPECT_NE(one.out.find("(seed 56,"), std::string::npos);
    EXPECT_EQ(shards_concatenated(arguments, 3), one.out);
    EXPECT_EQ(shards_concatenated(arguments, 2), one.out);
    // Shard 1 of 2 starts at item 3 (7*1/2): its first block is seed 53's, after the separator.
    const auto second = run_cli(arguments + " --shard 1/2");
    EXPECT_EQ(second.out.rfind("\n9x9 Sudoku, level ", 0), 0u);
    EXPECT_NE(second.out.find("(seed 53,"), std::string::npos);
    EXPECT_EQ(second.out.find("(seed 52,"), std::string::npos);
}

TEST(BatchCli, ShardsConcatenatedAreOneRunInJsonEvenWithEmptyShards) {
    const std::string arguments = "generate --seed 9 --level medium --count 3 --json";
    const auto one = run_cli(arguments);
    ASSERT_EQ(one.exit_code, 0);
    EXPECT_EQ(shards_concatenated(arguments, 2), one.out);
    EXPECT_EQ(shards_concatenated(arguments, 5), one.out);  // shards 0 and 2 make nothing
    EXPECT_EQ(run_cli(arguments + " --shard 0/5").out, "");
}

TEST(BatchCli, ShardEnvReadsSlurmAndKubernetesVariables) {
    const std::string arguments = "generate --seed 30 --count 4 --json";
    const std::string second_half = run_cli(arguments + " --shard 1/2").out;
    const std::string first_half = run_cli(arguments + " --shard 0/2").out;
    ASSERT_NE(second_half, first_half);
    EXPECT_EQ(run_with_environment("SLURM_ARRAY_TASK_ID=1 SLURM_ARRAY_TASK_COUNT=2", arguments + " --shard env").out,
              second_half);
    EXPECT_EQ(run_with_environment("SLURM_ARRAY_TASK_ID=1", arguments + " --shard env/2").out, second_half);
    // --array=1-2 and --array=10-20:10: the index counts from the array's first task, in its steps.
    EXPECT_EQ(run_with_environment("SLURM_ARRAY_TASK_ID=2 SLURM_ARRAY_TASK_MIN=1 SLURM_ARRAY_TASK_COUNT=2",
                                   arguments + " --shard env")
                  .out,
              second_half);
    EXPECT_EQ(run_with_environment("SLURM_ARRAY_TASK_ID=10 SLURM_ARRAY_TASK_MIN=10 SLURM_ARRAY_TASK_STEP=10",
                                   arguments + " --shard env/2")
                  .out,
              first_half);
    EXPECT_EQ(run_with_environment("JOB_COMPLETION_INDEX=1", arguments + " --shard env/2").out, second_half);
    EXPECT_EQ(run_with_environment("JOB_COMPLETION_INDEX=0", arguments + " --shard env/2").out, first_half);
}

TEST(BatchCli, BadShardsAreUsageErrorsNamingTheValue) {
    const auto expect_refused = [](const std::string& variables, const std::string& shard, const std::string& message) {
        const auto run = run_with_environment(variables, "generate --count 4 --shard " + shard);
        EXPECT_EQ(run.exit_code, 2) << shard;
        EXPECT_EQ(run.out, "gridforge: " + message + "\n") << shard;
    };
    const std::string forms = "expected I/N (shard I of N, counted from 0), env or env/N";
    expect_refused("", "3/2", "--shard 3/2: shard 3 is not a shard of 2 (shards are numbered 0..1)");
    expect_refused("", "2/2", "--shard 2/2: shard 2 is not a shard of 2 (shards are numbered 0..1)");
    expect_refused("", "0/0", "--shard 0/0: the number of shards must be at least 1");
    expect_refused("", "x", "--shard x: " + forms);
    expect_refused("", "1", "--shard 1: " + forms);
    expect_refused("", "1/2x", "--shard 1/2x: " + forms);
    expect_refused("", "env",
                   "--shard env: neither SLURM_ARRAY_TASK_ID (a Slurm array job) nor JOB_COMPLETION_INDEX (a "
                   "Kubernetes Indexed Job) is set");
    expect_refused("JOB_COMPLETION_INDEX=2", "env",
                   "--shard env: JOB_COMPLETION_INDEX=2 gives the shard but not the number of shards: give it, "
                   "--shard env/N (N = the Job's completions)");
    expect_refused("JOB_COMPLETION_INDEX=4", "env/4",
                   "--shard env/4: JOB_COMPLETION_INDEX=4 is not a shard of 4 (shards are numbered 0..3)");
    expect_refused("SLURM_ARRAY_TASK_ID=abc", "env/4", "--shard env/4: SLURM_ARRAY_TASK_ID=abc is not a whole number");
    expect_refused("SLURM_ARRAY_TASK_ID=1", "env",
                   "--shard env: SLURM_ARRAY_TASK_ID=1 gives the shard but SLURM_ARRAY_TASK_COUNT is not set: give "
                   "the number, --shard env/N");
    expect_refused("SLURM_ARRAY_TASK_ID=1 SLURM_ARRAY_TASK_COUNT=3", "env/4",
                   "--shard env/4: SLURM_ARRAY_TASK_COUNT=3 says 3 shards, not 4: the shards would overlap or leave "
                   "gaps");
    expect_refused("SLURM_ARRAY_TASK_ID=9 SLURM_ARRAY_TASK_MIN=1 SLURM_ARRAY_TASK_STEP=2", "env/4",
                   "--shard env/4: SLURM_ARRAY_TASK_ID=9 is not a shard of 4 (shards are numbered 0..3)");
    expect_refused("SLURM_ARRAY_TASK_ID=4 SLURM_ARRAY_TASK_MIN=1 SLURM_ARRAY_TASK_STEP=2", "env/4",
                   "--shard env/4: SLURM_ARRAY_TASK_ID=4 is not on the array SLURM_ARRAY_TASK_MIN=1, "
                   "SLURM_ARRAY_TASK_STEP=2");
}

TEST(BatchCli, NoProgressLineWhenStderrIsNotATerminal) {
    const auto quiet = run_cli("generate --seed 2 --count 200 --json");
    const auto with_stderr = run_cli("generate --seed 2 --count 200 --json 2>&1");
    EXPECT_EQ(with_stderr.out, quiet.out);
    EXPECT_EQ(with_stderr.out.find('\r'), std::string::npos);
}

/// Starts gridforge with `arguments` (stdout into a pipe, stderr to /dev/null); returns its pid
/// and the pipe's reading end.
std::pair<pid_t, int> spawn(const std::vector<std::string>& arguments) {
    std::string program = GRIDFORGE_CLI;
    std::vector<std::string> copies = arguments;
    std::vector<char*> argv{program.data()};
    for (std::string& argument : copies) argv.push_back(argument.data());
    argv.push_back(nullptr);
    std::array<int, 2> ends{};
    if (pipe(ends.data()) != 0) return {-1, -1};
    const pid_t pid = fork();
    if (pid == 0) {
        dup2(ends[1], STDOUT_FILENO);
        close(ends[0]);
        close(ends[1]);
        const int null = open("/dev/null", O_WRONLY);  // only async-signal-safe calls between fork and exec
        if (null < 0 || dup2(null, STDERR_FILENO) < 0) _exit(127);
        execv(program.c_str(), argv.data());
        _exit(127);
    }
    close(ends[1]);
    return {pid, ends[0]};
}

TEST(BatchCli, CtrlCStopsAfterCompleteLinesWithExitCode130) {
    // Far more puzzles than can be made before the signal: the run must be stopped by it.
    const auto [pid, out] = spawn({"generate", "--count", "1000000", "--threads", "2", "--json"});
    ASSERT_GT(pid, 0);
    std::string text;
    std::array<char, 4096> buffer{};
    bool signalled = false;
    while (true) {
        const ssize_t n = read(out, buffer.data(), buffer.size());
        if (n <= 0) break;
        text.append(buffer.data(), static_cast<std::size_t>(n));
        if (!signalled && text.find('\n') != std::string::npos) {
            kill(pid, SIGINT);  // after the first complete line
            signalled = true;
        }
    }
    close(out);
    int status = 0;
    ASSERT_EQ(waitpid(pid, &status, 0), pid);
    ASSERT_TRUE(signalled);
    ASSERT_TRUE(WIFEXITED(status)) << "ended by signal " << (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
    EXPECT_EQ(WEXITSTATUS(status), 130);
    ASSERT_FALSE(text.empty());
    EXPECT_EQ(text.back(), '\n');  // nothing partial after the last line
    std::istringstream lines(text);
    int count = 0;
    for (std::string line; std::getline(lines, line); ++count) {
        EXPECT_EQ(line.rfind("{\"", 0), 0u) << "line " << count;
        EXPECT_EQ(line.back(), '}') << "line " << count;
        EXPECT_NE(line.find("\"seed\":" + std::to_string(1 + count) + ","), std::string::npos) << "line " << count;
    }
    EXPECT_GE(count, 1);
    EXPECT_LT(count, 1000000);
}

}  // namespace
}  // namespace batch_cli_test
}  // namespace gridforge
