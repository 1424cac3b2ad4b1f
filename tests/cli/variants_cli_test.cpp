#include <gtest/gtest.h>

#include <sstream>

#include "cli/run_cli.hpp"
#include "support/known_puzzles.hpp"

namespace gridforge {
namespace variants_cli_test {
namespace {

using testing::kTop95First;
using testing::run_cli;

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

bool holds(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(CliVariants, GenerateKillerJsonCarriesCagesSolutionAndStatistics) {
    const auto run = run_cli("generate --variant killer --max-cage 4 --seed 2 --json");
    EXPECT_EQ(run.exit_code, 0);
    const std::string line = first_line(run.out);
    EXPECT_EQ(run.out, line + "\n");  // one line
    for (const char* key : {"\"cages\":[", "\"sum\":", "\"solution\":", "\"variant\":\"killer\"", "\"cage_layouts\":",
                            "\"cage_repairs\":", "\"givens\":\"" /* all empty */}) {
        EXPECT_TRUE(holds(line, key)) << key << " in " << line;
    }
    EXPECT_TRUE(holds(line, "\"givens\":\"" + std::string(81, '.') + "\"")) << line;
    // It reads back, and the SAT solver finds it unique.
    const auto counted = run_cli("count --strategy sat -", line);
    EXPECT_EQ(counted.exit_code, 0);
    EXPECT_EQ(counted.out.substr(0, 2), "1 ") << counted.out;
}

TEST(CliVariants, GenerateTextNamesTheVariantAndDrawsItsRules) {
    const auto run = run_cli("generate --variant killer,x --max-cage 4 --seed 1");
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_TRUE(holds(first_line(run.out), "9x9 Killer X Sudoku, technique level ")) << run.out;
    EXPECT_TRUE(holds(first_line(run.out), ", 0 givens (seed 1, symmetry none, variant killer,x)")) << run.out;
    EXPECT_TRUE(holds(run.out, "cages (")) << run.out;  // more than one cage: counted
    EXPECT_TRUE(holds(run.out, "diagonals (both)")) << run.out;
    EXPECT_TRUE(holds(run.out, "variant: 0 layouts dropped")) << run.out;
}

TEST(CliVariants, GenerateIsReproducible) {
    const auto first = run_cli("generate --variant jigsaw,thermo --seed 4 --json");
    const auto second = run_cli("generate --variant jigsaw,thermo --seed 4 --json");
    EXPECT_EQ(first.exit_code, 0);
    EXPECT_EQ(first.out, second.out);
    EXPECT_TRUE(holds(first.out, "\"regions\":\"")) << first.out;
    EXPECT_TRUE(holds(first.out, "\"thermos\":[[")) << first.out;
}

TEST(CliVariants, BadVariantsAndKnobsAreUsageErrorsNamingThem) {
    const auto unknown = run_cli("generate --variant killer,samurai 2>&1");
    EXPECT_EQ(unknown.exit_code, 2);
    EXPECT_TRUE(holds(unknown.out, "unknown variant 'samurai'")) << unknown.out;
    const auto twice = run_cli("generate --variant x,x 2>&1");
    EXPECT_EQ(twice.exit_code, 2);
    EXPECT_TRUE(holds(twice.out, "variant 'x' appears twice")) << twice.out;
    const auto cage = run_cli("generate --variant killer --size 6 --max-cage 7 2>&1");
    EXPECT_EQ(cage.exit_code, 2);
    EXPECT_TRUE(holds(cage.out, "--max-cage: 7 cells do not fit a 6x6 board (2..6)")) << cage.out;
    // Issue 19: unset, the default (5 cells) is cut to a small board's side rather than refused.
    for (const std::string variant : {"killer", "thermo"}) {
        const auto small = run_cli("generate --variant " + variant + " --size 4 --seed 2 --json 2>&1");
        EXPECT_EQ(small.exit_code, 0) << variant << ": " << small.out;
        EXPECT_FALSE(holds(small.out, "must be 2..4")) << small.out;
    }
}

TEST(CliVariants, ShowDrawsCagesThermometersAndRegions) {
    const std::string killer =
        R"({"size":4,"givens":"1...............","cages":[{"sum":5,"cells":["r1c2","r2c2"]}],)"
        R"("thermos":[["r3c1","r4c2"]],"diagonals":"main"})";
    const auto run = run_cli("show '" + killer + "'");
    EXPECT_EQ(run.exit_code, 0) << run.out;
    const std::string expected =
        "+-----+-----+-----+-----+\n"
        "|    \\:5    |           |\n"
        "|   1 :   . |   .     . |\n"
        "+     .     +           +\n"
        "|     :    \\|           |\n"
        "|   . :   . |   .     . |\n"
        "+-----+-----+-----+-----+\n"
        "|           |    \\      |\n"
        "|A@ .     . |   .     . |\n"
        "+           +           +\n"
        "|           |          \\|\n"
        "|   .  a2 . |   .     . |\n"
        "+-----+-----+-----+-----+\n"
        "diagonals (main): every digit once along each marked diagonal\n"
        "cages: digits differ within a cage and add up to the sum in its first cell\n"
        "thermometers: digits rise from the bulb along the thermometer\n"
        "marks: '\\' and '/' mark the diagonals, 'X' both; ':' and '.' frame cages, '!' and '~' are region borders "
        "inside a cage, a cage's sum is in its first cell; A@ is the bulb of thermometer A, then a2, a3, ...\n"
        "\n";
    EXPECT_EQ(run.out, expected);
}

TEST(CliVariants, ShowReadsWhatGenerateWrites) {
    const auto generated = run_cli("generate --variant jigsaw --seed 2 --json");
    const auto shown = run_cli("show -", first_line(generated.out));
    EXPECT_EQ(shown.exit_code, 0);
    EXPECT_TRUE(holds(shown.out, "regions: jigsaw")) << shown.out;
    const auto classic = run_cli(std::string("show ") + kTop95First);
    EXPECT_EQ(classic.exit_code, 0);
    EXPECT_TRUE(holds(classic.out, "|   4     .     . |")) << classic.out;
    const auto bad = run_cli("show 12345 2>&1");
    EXPECT_EQ(bad.exit_code, 3);
}

}  // namespace
}  // namespace variants_cli_test
}  // namespace gridforge
