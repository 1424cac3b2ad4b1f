// gridforge bank: add (counts, duplicates up to transformation), pick (marks used, --unused,
// short picks), stats, export, merge (idempotent), and the errors on a file that is not a bank.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <string>

#include "cli/run_cli.hpp"

namespace gridforge {
namespace bank_cli_test {
namespace {

using testing::run_cli;

class BankCli : public testing::TempDirectoryTest {
protected:
    [[nodiscard]] std::string path(const std::string& name) const { return (dir_ / name).string(); }
    [[nodiscard]] std::string top95() const { return std::string(GRIDFORGE_TEST_DATA) + "/top95.txt"; }
};

int lines_in(const std::string& text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); }

TEST_F(BankCli, AddCountsNewPuzzlesAndDuplicatesUpToTransformation) {
    const std::string bank = path("bank.sqlite");
    auto run = run_cli("bank add --bank " + bank + " " + top95());
    EXPECT_EQ(run.exit_code, 0);
    // top95's puzzles 74 and 76 are one puzzle, its bands in another order.
    EXPECT_EQ(run.out, bank + ": 94 added, 1 duplicate\n");
    // The first top95 puzzle with bands 1 and 2 swapped and digits 4 and 5 exchanged.
    run = run_cli("bank add --bank " + bank + " .2.....6.....8.5......1....5.....8.4.3..........7........6.3.7.4..2.....1.5......");
    EXPECT_EQ(run.out, bank + ": 0 added, 1 duplicate\n");
}

TEST_F(BankCli, PickMarksUsedAndReportsAShortPick) {
    const std::string bank = path("bank.sqlite");
    ASSERT_EQ(run_cli("generate --seed 4 --count 3 --json | " + std::string(GRIDFORGE_CLI) + " bank add --bank " + bank).exit_code, 0);
    auto run = run_cli("bank pick --bank " + bank + " --count 2 --unused");
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_EQ(lines_in(run.out), 2);
    EXPECT_EQ(run.out.find('{'), std::string::npos);  // the line form for classic puzzles
    run = run_cli("bank pick --bank " + bank + " --count 2 --unused --json");
    EXPECT_EQ(run.exit_code, 9);
    EXPECT_EQ(lines_in(run.out), 1);
    EXPECT_NE(run.out.find(R"("x-bank":{)"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find(R"("variant":"classic")"), std::string::npos) << run.out;
    run = run_cli("bank stats --bank " + bank + " --json");
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_NE(run.out.find(R"({"bank":")" + bank + R"(","total":3,"unused":0,"used":3})"), std::string::npos) << run.out;
}

TEST_F(BankCli, PickFiltersByVariantScaleAndLevel) {
    const std::string bank = path("bank.sqlite");
    ASSERT_EQ(run_cli("generate --variant killer --seed 3 --json | " + std::string(GRIDFORGE_CLI) + " bank add --bank " + bank).exit_code, 0);
    ASSERT_EQ(run_cli("bank add --bank " + bank + " " + top95()).exit_code, 0);
    auto run = run_cli("bank pick --bank " + bank + " --variant killer --unused");
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_NE(run.out.find(R"("cages":)"), std::string::npos) << run.out;  // variants come out as JSON
    EXPECT_EQ(run_cli("bank pick --bank " + bank + " --variant killer --unused").exit_code, 9);
    // top95 lines carry no rating: nothing matches a technique level until they are rated.
    EXPECT_EQ(run_cli("bank pick --bank " + bank + " --variant classic --scale technique --level hard").exit_code, 9);
    run = run_cli("bank export --bank " + bank + " --variant classic --to json");
    EXPECT_EQ(lines_in(run.out), 94);
}

// Issue 19: a --to form that cannot hold a variant refuses the pick (exit 2) before anything is
// marked used; export skips such puzzles, naming each, writes the rest and ends with exit 2.
TEST_F(BankCli, ToAFormThatCannotHoldTheVariantRefusesThePickAndExportSkipsIt) {
    const std::string bank = path("bank.sqlite");
    ASSERT_EQ(run_cli("generate --variant x --seed 3 --json | " + std::string(GRIDFORGE_CLI) + " bank add --bank " + bank).exit_code, 0);
    ASSERT_EQ(run_cli("bank add --bank " + bank + " " + top95()).exit_code, 0);
    auto run = run_cli("bank pick --bank " + bank + " --variant x --to sdk 2>&1");
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.out.find("bank pick: puzzle 1 (x): sdk holds classic puzzles only"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("nothing was picked or marked used"), std::string::npos) << run.out;
    run = run_cli("bank stats --bank " + bank + " --json");
    EXPECT_NE(run.out.find(R"("total":95,"unused":95,"used":0})"), std::string::npos) << run.out;
    // The x puzzle is the oldest: export skips it and still writes all 94 classic lines.
    run = run_cli("bank export --bank " + bank + " --to line 2>&1");
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.out.find("bank export: puzzle 1 (x): line holds classic puzzles only"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("; skipped\n"), std::string::npos) << run.out;
    EXPECT_EQ(lines_in(run.out), 95);
    EXPECT_EQ(run_cli("bank pick --bank " + bank + " --variant x --to json").exit_code, 0);
}

// Issue 19: a filter value that names nothing is refused by name (exit 2), not a short pick (9);
// a variant's recipes may come in any order.
TEST_F(BankCli, FilterValuesThatNameNothingAreRefused) {
    const std::string bank = path("bank.sqlite");
    ASSERT_EQ(run_cli("generate --variant killer,x --seed 3 --json | " + std::string(GRIDFORGE_CLI) + " bank add --bank " + bank).exit_code, 0);
    auto run = run_cli("bank pick --bank " + bank + " --variant nope 2>&1");
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.out.find("unknown variant 'nope' in 'nope' (classic, or these joined by '+': "), std::string::npos) << run.out;
    run = run_cli("bank export --bank " + bank + " --scale technique --level evil 2>&1");
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.out.find("'evil' is no level of the technique scale (choose easy, medium, hard, unfair, extreme"), std::string::npos) << run.out;
    run = run_cli("bank pick --bank " + bank + " --count 0 2>&1");
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.out.find("Value 0 not in range 1 to 2147483647"), std::string::npos) << run.out;
    EXPECT_EQ(run_cli("bank stats --bank " + bank + " --variant x+x").exit_code, 2);
    run = run_cli("bank pick --bank " + bank + " --variant killer+x");
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_NE(run.out.find(R"("cages":)"), std::string::npos) << run.out;
}

TEST_F(BankCli, MergeTwiceChangesNothing) {
    const std::string a = path("a.sqlite");
    const std::string b = path("b.sqlite");
    ASSERT_EQ(run_cli("bank add --bank " + a + " " + top95()).exit_code, 0);
    ASSERT_EQ(run_cli("generate --seed 9 --json | " + std::string(GRIDFORGE_CLI) + " bank add --bank " + b).exit_code, 0);
    ASSERT_EQ(run_cli("bank pick --bank " + b).exit_code, 0);
    auto run = run_cli("bank merge --bank " + a + " " + b);
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_EQ(run.out, a + " <- " + b + ": 1 added, 0 marked used\n");
    run = run_cli("bank merge --bank " + a + " " + b);
    EXPECT_EQ(run.out, a + " <- " + b + ": 0 added, 0 marked used\n");
    run = run_cli("bank stats --bank " + a);
    EXPECT_NE(run.out.find("total                                   95         94 unused"), std::string::npos) << run.out;
}

TEST_F(BankCli, AFileThatIsNotABankIsRefusedWithItsNameAndCode8) {
    const std::string text = path("notes.sqlite");
    std::ofstream(text) << "these are notes, not a database; long enough for SQLite to read a header\n";
    const auto run = run_cli("bank stats --bank " + text + " 2>&1");
    EXPECT_EQ(run.exit_code, 8);
    EXPECT_EQ(run.out, "gridforge: bank: " + text + ": file is not a database\n");
}

}  // namespace
}  // namespace bank_cli_test
}  // namespace gridforge
