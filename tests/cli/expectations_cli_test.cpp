// What a user of Sudoku tools expects from the command line (issue 19): validate, solve --all,
// and options that would do nothing refused by name.

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/run_cli.hpp"
#include "support/known_puzzles.hpp"

namespace gridforge {
namespace expectations_cli_test {
namespace {

using testing::kEasy;
using testing::kEasySolution;
using testing::kTwoSolutions;
using testing::run_cli;

std::vector<std::string> output_lines(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

std::size_t occurrences(const std::string& text, const std::string& part) {
    std::size_t count = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++count;
    return count;
}

TEST(ValidateCli, AFullGridWithoutClashIsCompleteAndValid) {
    const auto run = run_cli(std::string("validate ") + kEasySolution);
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_EQ(run.out, "complete and valid\n");
}

TEST(ValidateCli, APartialGridIsCheckedForOneSolution) {
    const auto empties = std::count(kEasy, kEasy + 81, '.');
    const auto unique = run_cli(std::string("validate ") + kEasy);
    EXPECT_EQ(unique.exit_code, 0);
    EXPECT_EQ(unique.out, "valid puzzle: no clash, one solution (" + std::to_string(empties) + " empty cells)\n");
    const auto several = run_cli(std::string("validate ") + kTwoSolutions);
    EXPECT_EQ(several.exit_code, 5);
    EXPECT_EQ(several.out, "no clash, but several solutions (4 empty cells)\n");
}

TEST(ValidateCli, AGridWithClashesNamesEveryOne) {
    std::string grid = kEasySolution;
    grid[0] = grid[1];  // r1c1 = 3: clashes with r1c2 (row 1, box 1) and with the 3 of column 1
    const auto run = run_cli("validate " + grid);
    EXPECT_EQ(run.exit_code, 3);
    EXPECT_EQ(run.out,
              "error: line 1: r1c1 and r1c2 are both 3 (row 1); r1c1 and r9c1 are both 3 (column 1); "
              "r1c1 and r1c2 are both 3 (box 1)\n");
    EXPECT_EQ(occurrences(run.out, "are both"), 3u);
}

TEST(ValidateCli, JsonSaysCompleteAndTheEmptyCells) {
    const auto run = run_cli(std::string("validate --json ") + kEasySolution + " " + kEasy);
    EXPECT_EQ(run.exit_code, 0);
    const auto lines = output_lines(run.out);
    ASSERT_EQ(lines.size(), 2u);
    const auto full = nlohmann::json::parse(lines[0]);
    EXPECT_EQ(full["x-validate"]["complete"], true);
    EXPECT_EQ(full["x-validate"]["empty_cells"], 0);
    EXPECT_EQ(full["x-validate"]["outcome"], "unique");
    const auto partial = nlohmann::json::parse(lines[1]);
    EXPECT_EQ(partial["x-validate"]["complete"], false);
    EXPECT_EQ(partial["x-validate"]["line"], 1);  // each argument is an input of its own
}

TEST(ValidateCli, JsonEqualsTheApiValidateAnswer) {
    const auto cli = run_cli(std::string("validate --json ") + kEasy);
    const auto api = run_cli("api " + testing::shell_quoted(nlohmann::json{{"op", "validate"}, {"puzzle", kEasy}}.dump()));
    EXPECT_EQ(nlohmann::json::parse(cli.out), nlohmann::json::parse(api.out));
    std::string clashing = kEasySolution;
    clashing[0] = clashing[1];
    const auto refused =
        run_cli("api " + testing::shell_quoted(nlohmann::json{{"op", "validate"}, {"puzzle", clashing}}.dump()));
    EXPECT_NE(refused.out.find("r1c1 and r1c2 are both 3 (row 1); r1c1 and r9c1 are both 3 (column 1)"),
              std::string::npos)
        << refused.out;
}

TEST(SolveAllCli, ListsBothSolutionsOfATwoSolutionPuzzle) {
    const auto run = run_cli(std::string("solve --all ") + kTwoSolutions);
    EXPECT_EQ(run.exit_code, 5);
    std::string swapped = kEasySolution;  // the 6 and 7 of r1c4, r1c5, r4c4, r4c5 exchanged
    for (int cell : {3, 4, 30, 31}) swapped[cell] = swapped[cell] == '6' ? '7' : '6';
    const auto lines = output_lines(run.out);
    EXPECT_EQ(std::set<std::string>(lines.begin(), lines.end()), (std::set<std::string>{kEasySolution, swapped}));
    EXPECT_EQ(lines.size(), 2u);
}

TEST(SolveAllCli, AUniquePuzzleGivesOneLineAndExitZero) {
    const auto run = run_cli(std::string("solve --all ") + kEasy);
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_EQ(run.out, std::string(kEasySolution) + "\n");
}

TEST(SolveAllCli, LimitCapsTheListOfDistinctSolutions) {
    const auto run = run_cli("solve --all --limit 3 " + std::string(16, '.'));
    EXPECT_EQ(run.exit_code, 5);
    const auto lines = output_lines(run.out);
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(std::set<std::string>(lines.begin(), lines.end()).size(), 3u);
    for (const std::string& line : lines) {
        EXPECT_EQ(line.size(), 16u);
        EXPECT_EQ(line.find('.'), std::string::npos) << line;
        EXPECT_EQ(run_cli("validate " + line).out, "complete and valid\n") << line;
    }
}

TEST(SolveAllCli, JsonHoldsTheSolutionsAsAnArray) {
    const auto run = run_cli("solve --all --limit 5 --json " + std::string(kTwoSolutions));
    EXPECT_EQ(run.exit_code, 5);
    const auto answer = nlohmann::json::parse(run.out);
    ASSERT_TRUE(answer["x-solutions"].is_array());
    EXPECT_EQ(answer["x-solutions"].size(), 2u);
    EXPECT_EQ(answer["x-solve"]["outcome"], "several_solutions");
    EXPECT_EQ(answer["x-solve"]["limit_reached"], false);
}

TEST(SolveAllCli, LimitWithoutAllAndAllWithAStrategyAreUsageErrors) {
    EXPECT_EQ(run_cli(std::string("solve --limit 3 ") + kEasy).exit_code, 2);
    EXPECT_EQ(run_cli(std::string("solve --all --strategy dlx ") + kEasy).exit_code, 2);
    EXPECT_EQ(run_cli(std::string("solve --all --limit 0 ") + kEasy).exit_code, 2);
}

TEST(SolveFormatCli, CsvHasAHeaderThenOneRowAPuzzle) {
    const auto run = run_cli("solve --format csv -", std::string(kEasy) + "\\n" + std::string(81, '.') + "\\n");
    EXPECT_EQ(run.exit_code, 5);
    EXPECT_EQ(run.out, std::string("puzzle,solution,outcome\n") + kEasy + "," + kEasySolution + ",unique\n" +
                           std::string(81, '.') + ",,several_solutions\n");
}

TEST(SolveFormatCli, JsonAndGridAreSynonymsOfTheirFormats) {
    EXPECT_EQ(run_cli(std::string("solve --format json ") + kEasy).out, run_cli(std::string("solve --json ") + kEasy).out);
    EXPECT_EQ(run_cli(std::string("solve --format grid ") + kEasy).out, run_cli(std::string("solve --grid ") + kEasy).out);
    EXPECT_EQ(run_cli(std::string("solve --format line ") + kEasy).out, std::string(kEasySolution) + "\n");
    EXPECT_EQ(run_cli(std::string("solve --format json --grid ") + kEasy).exit_code, 2);
    EXPECT_EQ(run_cli(std::string("solve --format xml ") + kEasy).exit_code, 2);
}

TEST(SolveFormatCli, CsvWithAllGivesOneRowASolution) {
    const auto run = run_cli(std::string("solve --all --format csv ") + kTwoSolutions);
    EXPECT_EQ(run.exit_code, 5);
    const auto lines = output_lines(run.out);
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lines[0], "puzzle,solution,outcome");
    EXPECT_EQ(lines[1].substr(0, 82), std::string(kTwoSolutions) + ",");
    EXPECT_EQ(lines[2].substr(lines[2].size() - 18), ",several_solutions");
}

TEST(GenerateFormatCli, LineAndCsvGiveBareLinesForBatches) {
    const auto text = run_cli("generate --seed 7 --count 2");
    const auto lines = run_cli("generate --seed 7 --count 2 --format line");
    EXPECT_EQ(lines.exit_code, 0);
    const auto puzzles = output_lines(lines.out);
    ASSERT_EQ(puzzles.size(), 2u);
    for (const std::string& puzzle : puzzles) {
        EXPECT_EQ(puzzle.size(), 81u);
        EXPECT_NE(text.out.find("puzzle:   " + puzzle + "\n"), std::string::npos) << puzzle;
    }
    const auto csv = output_lines(run_cli("generate --seed 7 --count 2 --format csv").out);
    ASSERT_EQ(csv.size(), 3u);
    EXPECT_EQ(csv[0], "puzzle,solution,level,seed");
    EXPECT_EQ(csv[1].substr(0, 82), puzzles[0] + ",");
    EXPECT_EQ(csv[2].substr(csv[2].size() - 2), ",8");
}

TEST(GenerateFormatCli, ClassicFormsRefuseAVariantByName) {
    const auto run = run_cli("generate --seed 1 --variant x --format line 2>&1");
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.out.find("--format"), std::string::npos) << run.out;
    EXPECT_EQ(run_cli("generate --seed 1 --json --format line").exit_code, 2);
}

TEST(GenerateCli, KnobsOfAVariantNotAskedForAreRefusedByName) {
    for (const std::string knob : {"--givens 30", "--max-cage 4", "--lone-cages 1", "--thermos 3", "--thermo-length 4"}) {
        const auto run = run_cli("generate --seed 1 " + knob + " 2>&1");
        EXPECT_EQ(run.exit_code, 2) << knob;
        const std::string name = knob.substr(0, knob.find(' '));
        EXPECT_NE(run.out.find(name), std::string::npos) << run.out;
    }
    const auto thermo_on_killer = run_cli("generate --seed 1 --variant killer --thermos 3 2>&1");
    EXPECT_EQ(thermo_on_killer.exit_code, 2);
    EXPECT_NE(thermo_on_killer.out.find("add thermo to --variant"), std::string::npos) << thermo_on_killer.out;
}

}  // namespace
}  // namespace expectations_cli_test
}  // namespace gridforge
