#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "cli/run_cli.hpp"
#include "support/known_puzzles.hpp"

namespace gridforge {
namespace cli_test {
namespace {

using testing::kEasy;
using testing::kEasySolution;
using testing::kTop95First;
using testing::run_cli;
using testing::run_shell;

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

TEST(Cli, SolvePrintsTheSolution) {
    const auto run = run_cli(std::string("solve ") + kEasy);
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_EQ(run.out, std::string(kEasySolution) + "\n");
}

TEST(Cli, SolveWithEveryStrategyAgrees) {
    for (const char* strategy : {"triad", "bitboard", "planes", "dlx", "propagation", "mrv", "sequential", "sat"}) {
        const auto run = run_cli(std::string("solve --strategy ") + strategy + " " + kEasy);
        EXPECT_EQ(run.out, std::string(kEasySolution) + "\n") << strategy;
    }
}

TEST(Cli, SolveReportsSeveralAndNoSolutionsWithDistinctCodes) {
    const auto several = run_cli("solve " + std::string(81, '.'));
    EXPECT_EQ(several.exit_code, 5);
    EXPECT_EQ(several.out, "several solutions\n");
    const auto none = run_cli("solve 12345678.........9" + std::string(63, '.'));
    EXPECT_EQ(none.exit_code, 4);
    EXPECT_EQ(none.out, "no solution\n");
}

TEST(Cli, CountPrintsTheCappedCountFirst) {
    const auto run = run_cli("count --limit 2 534..8912672195348198342567859..1423426853791713924856961537284287419635345286179");
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_EQ(run.out.substr(0, 2), "2 ");
    const auto full = run_cli("count --limit 1000 1234" + std::string(12, '.'));
    EXPECT_EQ(full.out.substr(0, 3), "12 ");
}

TEST(Cli, CountReportsGuessesBranchPointsAndDeductions) {
    // top95 line 4 needs search by the bitboard solver; counted to 2, a unique puzzle tries both
    // digits of each bivalue cell it branches on.
    const std::string puzzle = "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....";
    const auto run = run_cli("count --limit 2 --strategy bitboard " + puzzle);
    EXPECT_EQ(run.exit_code, 0);
    unsigned long long nodes = 0, choices = 0, deductions = 0;
    ASSERT_EQ(std::sscanf(run.out.c_str(), "1 nodes=%llu choices=%llu deductions=%llu", &nodes, &choices, &deductions), 3)
        << run.out;
    EXPECT_GT(choices, 0u);
    EXPECT_EQ(nodes, 2 * choices);
    EXPECT_GT(deductions, 0u);
    const auto json = run_cli("count --json --limit 2 --strategy bitboard " + puzzle);
    EXPECT_NE(json.out.find("\"choices\":" + std::to_string(choices) + ","), std::string::npos) << json.out;
}

TEST(Cli, StreamsAFileOneLinePerPuzzleAndReportsBadLines) {
    const std::string input = std::string("# a comment\\n") + kEasy + " rated 1.2\\n" + std::string(80, '.') + "\\n" +
                              kTop95First + "\\n";
    const auto run = run_cli("solve -", input);
    EXPECT_EQ(run.exit_code, 3);
    const auto lines = lines_of(run.out);
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lines[0], kEasySolution);
    EXPECT_EQ(lines[1], "error: line 3: 80 cells, expected 81");
    EXPECT_EQ(lines[2].size(), 81u);
}

TEST(Cli, AKeyWrittenTwiceInsideACageIsRefusedWithExitThree) {
    const std::string killer = R"({"givens":")" + std::string(81, '.') + R"(","cages":[{"sum":10,"sum":3,"cells":["r1c1","r1c2"]}]})";
    const auto run = run_cli("count -", killer + "\n");
    EXPECT_EQ(run.exit_code, 3);
    EXPECT_NE(run.out.find("line 1: JSON key 'cages[0].sum': appears twice"), std::string::npos) << run.out;
}

TEST(Cli, OldMacLineEndsSeparateRecordsAsLfDoes) {
    const std::string records = std::string(kEasy) + "\\r" + std::string(80, '.') + "\\r" + kTop95First + "\\r";
    const auto run = run_cli("solve -", records);
    EXPECT_EQ(run.exit_code, 3);
    const auto lines = lines_of(run.out);
    ASSERT_EQ(lines.size(), 3u) << run.out;
    EXPECT_EQ(lines[0], kEasySolution);
    EXPECT_EQ(lines[1], "error: line 2: 80 cells, expected 81");
    EXPECT_EQ(lines[2].size(), 81u);
}

TEST(Cli, AClosedPipeEndsTheRunWithExitCodeSeven) {
    // The file eight times over: about 400 KB of answers, far more than a pipe holds (64 KB on
    // Linux), so writes go on after `head` has quit whatever the timing. (Once, about 50 KB: the
    // pipe could take it all before `head` quit, and the run ended 0 under load.)
    std::string files;
    for (int i = 0; i < 8; ++i) files += " " GRIDFORGE_TEST_DATA "/tdoku_magictour_top1465.txt";
    const auto run = run_shell("bash -c '" GRIDFORGE_CLI " count" + files +
                               " 2>/dev/null | head -c 1 >/dev/null; echo ${PIPESTATUS[0]}'");
    EXPECT_EQ(run.out, "7\n");
}

TEST(Cli, SolveJsonCarriesOutcomeAndCounters) {
    const auto run = run_cli(std::string("solve --json ") + kEasy);
    EXPECT_NE(run.out.find("\"outcome\":\"unique\""), std::string::npos) << run.out;
    EXPECT_NE(run.out.find(std::string("\"solution\":\"") + kEasySolution + "\""), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("\"nodes\":0"), std::string::npos) << run.out;
}

TEST(Cli, RatePrintsLevelAndCounters) {
    const auto easy = run_cli(std::string("rate ") + kEasy);
    EXPECT_EQ(easy.exit_code, 0);
    EXPECT_EQ(easy.out.substr(0, 13), "easy nodes=0 ");
    const auto evil = run_cli(std::string("rate ") + kTop95First);
    EXPECT_EQ(evil.out.substr(0, 5), "evil ");
}

TEST(Cli, GenerateJsonIsOneLineWithLevelRatingAndStatistics) {
    const auto run = run_cli("generate --seed 3 --level medium --json");
    EXPECT_EQ(run.exit_code, 0);
    const auto lines = lines_of(run.out);
    ASSERT_EQ(lines.size(), 1u);
    for (const char* key : {"\"givens\":", "\"solution\":", "\"level\":\"medium\"", "\"rating\":", "\"x-generation\":",
                            "\"count_calls\":", "\"winning_attempt\":"}) {
        EXPECT_NE(lines[0].find(key), std::string::npos) << key << " in " << lines[0];
    }
    // The JSON it writes is a puzzle the reader accepts, and it is unique.
    const auto solved = run_cli("solve -", lines[0]);
    EXPECT_EQ(solved.exit_code, 0) << solved.out;
}

TEST(Cli, GenerateIsReproducible) {
    const auto first = run_cli("generate --seed 11 --level hard --symmetry rotate180");
    const auto second = run_cli("generate --seed 11 --level hard --symmetry rotate180");
    EXPECT_EQ(first.exit_code, 0);
    EXPECT_EQ(first.out, second.out);
    EXPECT_NE(first.out.find("level hard"), std::string::npos) << first.out;
}

TEST(Cli, GenerateFailureNamesTheLevelAndAttempts) {
    const auto run = run_cli("generate --seed 1 --level evil --attempts 1 2>&1");
    if (run.exit_code == 0) GTEST_SKIP() << "attempt 0 of seed 1 happens to be evil";
    EXPECT_EQ(run.exit_code, 6);
    EXPECT_NE(run.out.find("no evil puzzle found in 1 attempts"), std::string::npos) << run.out;
}

TEST(Cli, GenerateCountPrintsOneJsonLinePerSeedInOrderWhateverTheThreads) {
    const auto one = run_cli("generate --seed 20 --level hard --count 4 --threads 1 --json");
    const auto two = run_cli("generate --seed 20 --level hard --count 4 --threads 2 --json");
    EXPECT_EQ(one.exit_code, 0);
    EXPECT_EQ(one.out, two.out);
    const auto lines = lines_of(one.out);
    ASSERT_EQ(lines.size(), 4u);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        EXPECT_NE(lines[i].find("\"seed\":" + std::to_string(20 + i) + ","), std::string::npos) << lines[i];
        EXPECT_NE(lines[i].find("\"level\":\"hard\""), std::string::npos) << lines[i];
    }
    // Item i is the single puzzle of seed 20 + i.
    EXPECT_EQ(lines[2], lines_of(run_cli("generate --seed 22 --level hard --json").out).at(0));
}

TEST(Cli, GenerateCountWithAFailedItemPrintsTheOthersAndExitsSix) {
    // Attempt 0 is evil for a few seeds only: with --attempts 1 most of seeds 3..8 fail.
    const auto run = run_cli("generate --seed 3 --level evil --attempts 1 --count 6 --threads 2 --json");
    EXPECT_EQ(run.exit_code, 6);
    const auto lines = lines_of(run.out);
    ASSERT_EQ(lines.size(), 6u);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const bool failed = lines[i].rfind("{\"error\":\"no evil puzzle found in 1 attempts", 0) == 0;
        const bool evil = lines[i].find("\"level\":\"evil\"") != std::string::npos;
        EXPECT_NE(failed, evil) << lines[i];
        EXPECT_NE(lines[i].find("\"seed\":" + std::to_string(3 + i) + ","), std::string::npos) << lines[i];
    }
}

TEST(Cli, GenerateWithDiagonalBoxesFill) {
    const auto run = run_cli("generate --seed 4 --fill diagonal-boxes --level medium --json");
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_NE(run.out.find("\"fill\":\"diagonal-boxes\""), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("\"level\":\"medium\""), std::string::npos) << run.out;
    EXPECT_EQ(run.out, run_cli("generate --seed 4 --fill diagonal-boxes --level medium --json").out);
    EXPECT_NE(run.out, run_cli("generate --seed 4 --level medium --json").out);
    const auto six = run_cli("generate --fill diagonal-boxes --size 6 2>&1");
    EXPECT_EQ(six.exit_code, 2);
    EXPECT_NE(six.out.find("size 6 has 2x3 boxes"), std::string::npos) << six.out;
    EXPECT_EQ(run_cli("generate --fill random").exit_code, 2);
    EXPECT_EQ(run_cli("generate --count 0").exit_code, 2);
    EXPECT_EQ(run_cli("generate --threads -1").exit_code, 2);
}

TEST(Cli, BadUsageHasItsOwnCode) {
    EXPECT_EQ(run_cli("solve --strategy nonsense " + std::string(kEasy)).exit_code, 2);
    EXPECT_EQ(run_cli("generate --level impossible").exit_code, 2);
    EXPECT_EQ(run_cli("frobnicate").exit_code, 2);
    EXPECT_EQ(run_cli("count --limit 0 " + std::string(kEasy)).exit_code, 2);
}

TEST(Cli, MissingFileIsNamed) {
    const auto run = run_cli("solve no-such-file.txt");
    EXPECT_EQ(run.exit_code, 3);
    EXPECT_EQ(run.out, "error: cannot open 'no-such-file.txt': no such file\n");
    const auto directory = run_cli("solve " GRIDFORGE_TEST_DATA);
    EXPECT_EQ(directory.exit_code, 3);
    EXPECT_EQ(directory.out, "error: '" GRIDFORGE_TEST_DATA "' is a directory, not a puzzle file\n");
}

// Issue 19: standard input that is a directory is named (exit 3), by every command that reads it.
TEST(Cli, StandardInputThatIsADirectoryIsNamed) {
    for (const std::string command : {"count -", "solve", "convert --to json", "api", "deduce solve -"}) {
        const auto run = run_cli(command + " < " GRIDFORGE_TEST_DATA " 2>&1");
        EXPECT_EQ(run.exit_code, 3) << command;
        EXPECT_NE(run.out.find("gridforge: standard input is a directory"), std::string::npos) << command << ": " << run.out;
        EXPECT_EQ(run.out.find("internal error"), std::string::npos) << command << ": " << run.out;
    }
}

TEST(Cli, ATypoInAPuzzleArgumentIsNamedByColumn) {
    std::string typo = kEasy;
    typo.back() = 'x';
    const auto run = run_cli("solve " + typo);
    EXPECT_EQ(run.exit_code, 3);
    EXPECT_EQ(run.out, "error: line 1, column 81: unknown character 'x'\n");
}

TEST(Cli, ReadsAnyReadablePathIncludingPipes) {
    const auto run = run_cli("solve /dev/stdin", std::string(kEasy) + "\\n");
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_EQ(run.out, std::string(kEasySolution) + "\n");
}

TEST(Cli, InputWithoutAnyPuzzleIsAnError) {
    const auto empty = run_cli("solve /dev/null");
    EXPECT_EQ(empty.exit_code, 3);
    EXPECT_EQ(empty.out, "error: /dev/null: no puzzle found\n");
    const auto comments = run_cli("solve -", "# only a comment\\n\\n");
    EXPECT_EQ(comments.exit_code, 3);
    EXPECT_EQ(comments.out, "error: standard input: no puzzle found\n");
}

TEST(Cli, SeedsOutsideTheRangeAreRefusedNotWrapped) {
    EXPECT_EQ(run_cli("generate --seed -1").exit_code, 2);
    EXPECT_EQ(run_cli("generate --seed 18446744073709551616").exit_code, 2);
    EXPECT_EQ(run_cli("generate --seed 12abc").exit_code, 2);
    EXPECT_EQ(run_cli("generate --seed 18446744073709551615 --level easy").exit_code, 0);
    // Issue 19: report's seed is checked the same way, before anything is measured.
    const auto report = run_cli("report --quick --out /nonexistent/report --seed -1 2>&1");
    EXPECT_EQ(report.exit_code, 2);
    EXPECT_NE(report.out.find("--seed: seed must be an integer from 0 to 18446744073709551615"), std::string::npos) << report.out;
}

TEST(Cli, OutputThatCannotBeWrittenHasItsOwnCode) {
    EXPECT_EQ(run_cli(std::string("solve ") + kEasy + " >/dev/full").exit_code, 7);
    // Issue 19: the help and the version are output too.
    EXPECT_EQ(run_cli("--help >/dev/full").exit_code, 7);
    EXPECT_EQ(run_cli("--version >/dev/full").exit_code, 7);
    EXPECT_EQ(run_cli("solve --help >/dev/full").exit_code, 7);
    // cnf -o names the system's reason.
    const auto cnf = run_cli(std::string("cnf ") + kEasy + " -o " GRIDFORGE_TEST_DATA " 2>&1");
    EXPECT_EQ(cnf.exit_code, 7);
    EXPECT_EQ(cnf.out, "gridforge: cannot write '" GRIDFORGE_TEST_DATA "': Is a directory\n");
    // report refuses a --test-data folder that is not there rather than measuring nothing.
    EXPECT_EQ(run_cli("report --quick --out /nonexistent/report --test-data /nonexistent/data").exit_code, 2);
}

class CliCopied : public testing::TempDirectoryTest {};

TEST_F(CliCopied, ReportFromABinaryWithoutItsShareFolderCannotReadItsFilesAndSaysWhereItLooked) {
    // A binary copied away from build/ (which holds share/gridforge) finds neither folder: exit 3,
    // the code of an input that cannot be read, not 1 (a bug).
    const std::filesystem::path binary = dir_ / "bin" / "gridforge";
    std::filesystem::create_directories(binary.parent_path());
    std::filesystem::copy_file(GRIDFORGE_CLI, binary);
    const auto run = run_shell(binary.string() + " report --quick --out " + (dir_ / "report").string() + " 2>&1");
    EXPECT_EQ(run.exit_code, 3) << run.out;
    const std::string expected = "gridforge report: cannot read share/gridforge (report_charts.py, published_figures.json): not found in " +
                                 (dir_ / "bin" / "share" / "gridforge").string() + ", " + (dir_ / "share" / "gridforge").string();
    EXPECT_NE(run.out.find(expected), std::string::npos) << run.out;
    EXPECT_FALSE(std::filesystem::exists(dir_ / "report")) << "nothing is written before the files are found";
}

TEST(Cli, UnknownCommandIsNamed) {
    const auto run = run_cli("frobnicate 2>&1");
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_EQ(run.out, "gridforge: unknown command 'frobnicate' (commands: solve, count, rate, generate, cnf, explain, hint, show, print, bank, convert, deduce, api, report, validate)\n");
}

TEST(Cli, JsonAnswersReplaceStaleResultsAndReadBack) {
    // The input claims the evil top95 #1 is easy, with a wrong solution; rate's answer must not echo that.
    const std::string input = std::string(R"({"givens":")") + kTop95First +
                              R"(","level":"easy","solution":"123","title":"top95 #1"})";
    const auto rated = run_cli("rate --json -", input);
    EXPECT_EQ(rated.exit_code, 0);
    EXPECT_NE(rated.out.find(R"("level":"evil")"), std::string::npos) << rated.out;
    EXPECT_EQ(rated.out.find(R"("level":"easy")"), std::string::npos) << rated.out;
    EXPECT_EQ(rated.out.find(R"("solution":"123")"), std::string::npos) << rated.out;
    EXPECT_NE(rated.out.find(R"("title":"top95 #1")"), std::string::npos) << rated.out;
    const auto again = run_cli("solve -", rated.out);
    EXPECT_EQ(again.exit_code, 0) << again.out;
    const auto solved = run_cli("solve --json -", rated.out);
    const auto reread = run_cli("count -", solved.out);
    EXPECT_EQ(reread.out.substr(0, 2), "1 ") << reread.out;
}

TEST(Cli, StrategyListNamesEverySolver) {
    const auto run = run_cli("count --strategy list");
    EXPECT_EQ(run.exit_code, 0);
    const auto lines = lines_of(run.out);
    ASSERT_EQ(lines.size(), 8u);
    EXPECT_EQ(lines[0].substr(0, 7), "triad: ");
    EXPECT_EQ(lines[1].substr(0, 10), "bitboard: ");
    EXPECT_EQ(lines[2].substr(0, 8), "planes: ");
    EXPECT_EQ(lines[7].substr(0, 5), "sat: ");
}

TEST(Cli, AStrategyThatCannotServeThePuzzleIsNamed) {
    const auto run = run_cli("count --strategy bitboard 1234" + std::string(12, '.'));
    EXPECT_EQ(run.exit_code, 2);
    // Issue 19: when the size alone rules the strategy out, the message says so.
    EXPECT_EQ(run.out, "error: line 1: strategy 'bitboard' does not support a 4x4 board (count --strategy list says what each serves)\n");
    const auto planes = run_cli("count --strategy planes " + std::string(256, '.'));
    EXPECT_EQ(planes.exit_code, 2);
    EXPECT_NE(planes.out.find("strategy 'planes' does not support a 16x16 board"), std::string::npos) << planes.out;
    const auto rules = run_cli("count --strategy bitboard '{\"givens\":\"" + std::string(81, '.') + "\",\"diagonals\":\"both\"}'");
    EXPECT_EQ(rules.out, "error: line 1: strategy 'bitboard' does not support this puzzle's rules\n");
    const auto sat = run_cli("count --strategy sat --limit 1000 1234" + std::string(12, '.'));
    EXPECT_EQ(sat.out.substr(0, 3), "12 ");
}

TEST(Cli, CnfWritesDimacs) {
    const auto run = run_cli(std::string("cnf ") + kEasy);
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_NE(run.out.find("\np cnf 729 "), std::string::npos);
}

TEST(Cli, HelpListsExitCodes) {
    const auto run = run_cli("solve --help");
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_NE(run.out.find("Exit codes"), std::string::npos);
    EXPECT_NE(run.out.find("--strategy"), std::string::npos);
}

}  // namespace
}  // namespace cli_test
}  // namespace gridforge

namespace gridforge {
namespace cli_test {
namespace {

TEST(Cli, HintGivesTheNextStepAndExplainTheWholePath) {
    const auto hint = run_cli(std::string("hint ") + kTop95First);
    EXPECT_EQ(hint.exit_code, 0);
    EXPECT_EQ(hint.out, "Hidden single: in box 4 the digit 4 fits only in r6c2.\n");
    const auto explain = run_cli(std::string("explain ") + kTop95First);
    EXPECT_EQ(explain.exit_code, 0);
    EXPECT_NE(explain.out.find("Solved in 71 steps; hardest: Locked candidates (pointing) (SE 2.6)"), std::string::npos)
        << explain.out;
}

TEST(Cli, HintRefusesAStateThatChangesAGiven) {
    std::string state = kTop95First;
    state[0] = state[0] == '5' ? '6' : '5';
    const auto run = run_cli(std::string("hint ") + kTop95First + " --state " + state + " 2>/dev/null");
    EXPECT_EQ(run.exit_code, 3) << "a state that does not fit the puzzle is bad input";
    EXPECT_NE(run.out.find("--state: r1c1 holds"), std::string::npos) << run.out;
}

}  // namespace
}  // namespace cli_test
}  // namespace gridforge

namespace gridforge {
namespace cli_test {
namespace {

// er/ep/ed as serate (SukakuExplainer 362854e, default options) prints them: 2.6/1.2/1.2 "Pointing";
// hodoku as HoDoKu 2.2.0 /bs prints it: Medium (696).
TEST(Cli, RateShowsEveryRating) {
    const auto text = run_cli(std::string("rate ") + kTop95First);
    EXPECT_EQ(text.exit_code, 0);
    EXPECT_EQ(text.out, "evil nodes=100 deductions=377 technique=locked_pointing se=2.6 score=1016 technique_level=hard "
                        "singles=58 oracle_visits=6 mcm=0.909 band=crazy er=2.6 ep=1.2 ed=1.2 hodoku=696 hodoku_level=medium\n");
    const auto json = run_cli(std::string("rate --json ") + kTop95First);
    EXPECT_EQ(json.exit_code, 0);
    for (const char* key : {R"("search":{"choices":50,"count":1,"deductions":377,"level":"evil","nodes":100,"outcome":"unique"})",
                            R"("hardest":"locked_pointing")", R"("se":2.6)", R"("score":1016)", R"("level":"hard")",
                            R"("singles":58)", R"("oracle_visits":6)", R"("band":"crazy")",
                            R"("se":{"ed":1.2,"ep":1.2,"er":2.6,"solved":true,"step":"Pointing"})",
                            R"("hodoku":{"level":"medium","score":696,"solved":true})"}) {
        EXPECT_NE(json.out.find(key), std::string::npos) << key << " in " << json.out;
    }
    // No solution: the search rating only.
    const auto none = run_cli("rate --json 12345678.........9" + std::string(63, '.'));
    EXPECT_EQ(none.exit_code, 4);
    EXPECT_EQ(none.out.find("\"technique\""), std::string::npos) << none.out;
    EXPECT_EQ(none.out.find("\"hodoku\""), std::string::npos) << none.out;
    // A jigsaw has neither SE nor HoDoKu rating: both programs rate classic sudoku only.
    std::ifstream jigsaws(std::string(GRIDFORGE_TEST_DATA) + "/generated_variant_jigsaw.jsonl");
    std::string jigsaw_line;
    while (std::getline(jigsaws, jigsaw_line) && jigsaw_line.rfind('#', 0) == 0) {
    }
    const auto jigsaw = run_cli("rate --json -", jigsaw_line + "\n");
    EXPECT_EQ(jigsaw.exit_code, 0) << jigsaw.out;
    EXPECT_NE(jigsaw.out.find("\"technique\""), std::string::npos) << jigsaw.out;
    EXPECT_EQ(jigsaw.out.find("\"se\":{"), std::string::npos) << jigsaw.out;
    EXPECT_EQ(jigsaw.out.find("\"hodoku\""), std::string::npos) << jigsaw.out;
}

// top95 #1 solved: row 1 is 417369825, box 1 holds 4 1 7 / 6 3 2 / 9 5 8 (givens r1c1 = 4, r2c2 = 3).
const std::string kBox1Marks = R"("r1c2": "17", "r1c3": "27", "r2c1": "26", "r2c3": "27", "r3c1": "29", "r3c2": "25", "r3c3": "28")";

TEST(Cli, HintWorksFromThePlayersPencilMarks) {
    const std::string json_state = std::string(R"({"grid": ")") + kTop95First + R"(", "candidates": {)" + kBox1Marks + "}}";
    const auto hint = run_cli(std::string("hint ") + kTop95First + " --state '" + json_state + "'");
    EXPECT_EQ(hint.exit_code, 0);
    EXPECT_EQ(hint.out, "Hidden single: in box 1 the digit 1 fits only in r1c2.\n");
    // The same marks as a pencil-mark grid: a digit per placed cell, a digit list per marked cell.
    std::string grid;
    const std::map<int, std::string> box1{{1, "17"}, {2, "27"}, {9, "26"}, {11, "27"}, {18, "29"}, {19, "25"}, {20, "28"}};
    for (int cell = 0; cell < 81; ++cell) {
        const char given = kTop95First[cell];
        grid += (grid.empty() ? "" : " ") + (box1.count(cell) ? box1.at(cell) : std::string(1, given));
    }
    EXPECT_EQ(run_cli(std::string("hint ") + kTop95First + " --state '" + grid + "'").out, hint.out);
}

TEST(Cli, HintReportsRemovedTrueCandidatesFirst) {
    const std::string state = std::string(R"({"grid": ")") + kTop95First + R"(", "candidates": {"r1c2": "79"}})";
    const auto text = run_cli(std::string("hint ") + kTop95First + " --state '" + state + "'");
    EXPECT_EQ(text.exit_code, 0);
    EXPECT_EQ(text.out, "Pencil marks to restore: 1 in r1c2.\n");
    const auto json = run_cli(std::string("hint --json ") + kTop95First + " --state '" + state + "'");
    EXPECT_NE(json.out.find(R"("removed_candidates":[{"cell":"r1c2","digit":1}])"), std::string::npos) << json.out;
    const auto bad = run_cli(std::string("hint ") + kTop95First + R"( --state '{"grid": "x", "pencil": 1}' 2>/dev/null)");
    EXPECT_EQ(bad.exit_code, 3);
    EXPECT_NE(bad.out.find("--state:"), std::string::npos) << bad.out;
}

// Issue 19: options that would be ignored are refused by name (exit 2).
TEST(Cli, OptionsThatWouldBeIgnoredAreRefused) {
    const auto explain = run_cli("explain --all --json " + std::string(kEasy) + " 2>&1");
    EXPECT_EQ(explain.exit_code, 2);
    EXPECT_NE(explain.out.find("--json excludes --all"), std::string::npos) << explain.out;
    const auto list = run_cli("count --strategy list " + std::string(kEasy) + " 2>&1");
    EXPECT_EQ(list.exit_code, 2);
    EXPECT_NE(list.out.find("list prints the solvers and reads no puzzles: drop the puzzles"), std::string::npos) << list.out;
    EXPECT_EQ(run_cli("count --strategy list --json").exit_code, 2);
    EXPECT_EQ(run_cli("count --strategy list").exit_code, 0);
    const auto api = run_cli("api --foo 2>&1");
    EXPECT_EQ(api.exit_code, 2);
    EXPECT_NE(api.out.find("--foo: api has no such option"), std::string::npos) << api.out;
    EXPECT_EQ(run_cli("bank pick --bank /nonexistent/b.sqlite --to sdk --json").exit_code, 2);
}

}  // namespace
}  // namespace cli_test
}  // namespace gridforge
