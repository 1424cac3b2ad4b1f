// `gridforge api` and parity: every `--json` answer of the command line equals the JSON API's
// result for the same request, since both are built by the same code (src/api).

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "cli/run_cli.hpp"
#include "support/known_puzzles.hpp"

namespace gridforge::testing {
namespace api_cli_test {
namespace {

nlohmann::json parsed(const CliRun& run) {
    EXPECT_EQ(run.exit_code, 0) << run.out;
    return nlohmann::json::parse(run.out, nullptr, /*allow_exceptions=*/false);
}

/// The API's answer to `request` through `gridforge api`.
nlohmann::json api(const nlohmann::json& request) { return parsed(run_cli("api " + shell_quoted(request.dump()))); }

TEST(ApiCli, GenerateJsonEqualsTheApiResult) {
    EXPECT_EQ(parsed(run_cli("generate --seed 5 --json")), api({{"op", "generate"}, {"seed", 5}}));
    EXPECT_EQ(parsed(run_cli("generate --seed 7 --level hard --symmetry rotate180 --json")),
              api({{"op", "generate"}, {"seed", 7}, {"level", "hard"}, {"symmetry", "rotate180"}}));
    EXPECT_EQ(parsed(run_cli("generate --seed 3 --variant killer,x --json")),
              api({{"op", "generate"}, {"seed", 3}, {"variant", "killer,x"}}));
    EXPECT_EQ(parsed(run_cli("generate --seed 2 --variant jigsaw,thermo --scale mcm --json")),
              api({{"op", "generate"}, {"seed", 2}, {"variant", "jigsaw,thermo"}, {"scale", "mcm"}}));
}

TEST(ApiCli, SolveCountRateExplainHintJsonEqualTheApiResults) {
    const std::string puzzle = kTop95First;
    EXPECT_EQ(parsed(run_cli("solve --json " + puzzle)), api({{"op", "solve"}, {"puzzle", puzzle}}));
    EXPECT_EQ(parsed(run_cli("count --json --limit 5 --strategy dlx " + puzzle)),
              api({{"op", "count"}, {"puzzle", puzzle}, {"limit", 5}, {"strategy", "dlx"}}));
    EXPECT_EQ(parsed(run_cli("rate --json " + puzzle)), api({{"op", "rate"}, {"puzzle", puzzle}}));
    EXPECT_EQ(parsed(run_cli("explain --json " + puzzle)), api({{"op", "explain"}, {"puzzle", puzzle}}));
    const nlohmann::json state = {{"grid", puzzle}, {"candidates", {{"r1c2", "79"}}}};
    EXPECT_EQ(parsed(run_cli("hint --json " + puzzle + " --state " + shell_quoted(state.dump()))),
              api({{"op", "hint"}, {"puzzle", puzzle}, {"state", state}}));
}

TEST(ApiCli, DeductionJsonEqualsTheApiResults) {
    nlohmann::json generated = parsed(run_cli("deduce generate --size 4x4 --seed 4 --json"));
    nlohmann::json answer = api({{"op", "generate"}, {"family", "deduce"}, {"size", "4x4"}, {"seed", 4}});
    generated["x-generation"].erase("milliseconds");  // wall clock
    answer["x-generation"].erase("milliseconds");
    EXPECT_EQ(generated, answer);
    generated.erase("x-generation");
    const std::string file = ::testing::TempDir() + "api_cli_deduce.json";
    std::ofstream(file) << generated.dump();
    EXPECT_EQ(parsed(run_cli("deduce rate --json " + file)), api({{"op", "deduce_rate"}, {"puzzle", generated}}));
    EXPECT_EQ(parsed(run_cli("deduce hint --json " + file)), api({{"op", "deduce_hint"}, {"puzzle", generated}})["hint"]);
}

TEST(ApiCli, AnswersEachRequestOnItsLineAndExitsWithTheErrorsCode) {
    const CliRun lines = run_cli("api", "{\"op\": \"version\"}\\n\\n{\"op\": \"solve\", \"puzzle\": \"" + std::string(kTop95First) + "\"}\\n");
    EXPECT_EQ(lines.exit_code, 0);
    EXPECT_EQ(std::count(lines.out.begin(), lines.out.end(), '\n'), 2) << lines.out;
    EXPECT_EQ(run_cli("api '{\"op\": \"solve\"}'").exit_code, 2);
    EXPECT_EQ(run_cli("api '{\"op\": \"solve\", \"puzzle\": \"12x\"}'").exit_code, 3);
    const CliRun failed = run_cli("api '{\"op\": \"generate\", \"level\": \"evil\", \"attempts\": 1}'");
    EXPECT_EQ(failed.exit_code, 6) << failed.out;
    EXPECT_EQ(nlohmann::json::parse(failed.out)["kind"], "generation");
}

TEST(ApiCli, ARequestPastItsTimeLimitExitsWith12AndTheNextIsAnswered) {
    // A nanosecond: the rating reads the clock before its first step, whatever the machine's speed.
    const std::string late = "{\"op\": \"rate\", \"puzzle\": \"" + std::string(kEasterMonster) + "\", \"time_limit\": 1e-9}";
    const CliRun run = run_cli("api", late + "\\n{\"op\": \"solve\", \"puzzle\": \"" + std::string(kTop95First) + "\"}\\n");
    EXPECT_EQ(run.exit_code, 12) << run.out;
    const std::string first = run.out.substr(0, run.out.find('\n'));
    const nlohmann::json answer = nlohmann::json::parse(first);
    EXPECT_EQ(answer["kind"], "time_limit");
    EXPECT_EQ(answer["key"], "time_limit");
    EXPECT_NE(run.out.find(kTop95FirstSolution), std::string::npos) << run.out;
}

}  // namespace
}  // namespace api_cli_test
}  // namespace gridforge::testing
