// explain for a person (consecutive singles on one line unless --all, the summary's hardest
// technique with its own SE value), show numbering jigsaw regions as the steps name them, and
// generate's header on the scale asked for.
#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <string>

#include "cli/run_cli.hpp"
#include "support/known_puzzles.hpp"

namespace gridforge {
namespace explain_show_cli_test {
namespace {

using testing::kTop95First;
using testing::run_cli;

/// The lines of `text`.
std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    for (std::size_t end = text.find('\n'); end != std::string::npos; start = end + 1, end = text.find('\n', start)) {
        lines.push_back(text.substr(start, end - start));
    }
    return lines;
}

TEST(CliExplain, GroupsConsecutiveSinglesOnOneLine) {
    const auto run = run_cli(std::string("explain ") + kTop95First);
    EXPECT_EQ(run.exit_code, 0);
    const std::vector<std::string> lines = lines_of(run.out);
    ASSERT_GE(lines.size(), 4u) << run.out;
    EXPECT_EQ(lines[0], "1-3. 3 singles: r6c2=4, r8c3=3, r8c6=1");
    EXPECT_EQ(lines[1], "4. Locked candidates (pointing): in box 3 the digit 7 lies only in row 2 (r2c7 and r2c9), so the rest "
                        "of row 2 cannot hold it: 7 is removed from r2c1 and r2c3.");
    // A single alone keeps its sentence; a later run starts with "Then".
    EXPECT_NE(run.out.find("\n7. Naked single: r1c6 can only be 9.\n"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("\n11-19. Then 9 singles: r1c3=7, r1c5=6, r1c8=2, r1c4=3, r1c2=1, r2c4=1, r4c5=3, r4c4=4, r9c4=8\n"),
              std::string::npos)
        << run.out;
    EXPECT_EQ(lines.back().rfind("Solved in 71 steps; hardest: Locked candidates (pointing) (SE 2.6)", 0), 0u) << run.out;
}

TEST(CliExplain, AllPrintsEveryStepInFull) {
    const auto run = run_cli(std::string("explain --all ") + kTop95First);
    EXPECT_EQ(run.exit_code, 0);
    const std::vector<std::string> lines = lines_of(run.out);
    ASSERT_EQ(lines.size(), 72u) << run.out;  // 71 steps and the summary
    EXPECT_EQ(lines[0], "1. Hidden single: in box 4 the digit 4 fits only in r6c2.");
    EXPECT_EQ(lines[70].rfind("71. ", 0), 0u) << lines[70];
    EXPECT_EQ(run.out.find("singles:"), std::string::npos) << run.out;
}

TEST(CliExplain, TheSummaryNamesTheHardestTechniqueWithItsOwnSeValue) {
    // A naked triple (SE 3.6) and a hidden pair (SE 3.4, later in the catalogue): once printed as
    // "hardest: Hidden pair (SE 3.6)".
    const auto run = run_cli("explain 3...8.......7....51..............36...2..4....7...........6.13..452...........8..");
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_NE(run.out.find("Solved in 82 steps; hardest: Naked triple (SE 3.6);"), std::string::npos) << run.out;
}

// A generated jigsaw (generate --variant jigsaw --seed 4) whose regions are named 1..9.
constexpr const char* kJigsaw =
    R"({"givens": "...2...4......9.........97.8..73.6...........4......38..2.1....7.5....2...4......", )"
    R"("regions": "111222223111122323141442333444455333445556666555576666888879969887777999888777999"})";

TEST(CliShow, NumbersJigsawRegionsAsTheStepsNameThem) {
    const auto shown = run_cli(std::string("show '") + kJigsaw + "'");
    EXPECT_EQ(shown.exit_code, 0);
    const std::vector<std::string> lines = lines_of(shown.out);
    ASSERT_GE(lines.size(), 3u) << shown.out;
    EXPECT_EQ(lines[1], "|#1               |#2                           |#3   |");
    EXPECT_EQ(lines[2], "|   .     .     . |   2     .     .     .     4 |   . |");
    EXPECT_NE(shown.out.find("'#2' marks region 2, as hints name it"), std::string::npos) << shown.out;
    // Every region a step names is marked in the drawing (above the legend), once.
    const std::string drawing = shown.out.substr(0, shown.out.find("regions: jigsaw"));
    const auto explained = run_cli(std::string("explain --all '") + kJigsaw + "'");
    std::set<std::string> named;
    const std::regex region("region ([0-9])");
    for (auto it = std::sregex_iterator(explained.out.begin(), explained.out.end(), region); it != std::sregex_iterator(); ++it) {
        named.insert((*it)[1]);
    }
    EXPECT_FALSE(named.empty()) << explained.out;
    for (const std::string& name : named) {
        const std::string mark = "#" + name;
        const std::size_t at = drawing.find(mark);
        EXPECT_NE(at, std::string::npos) << mark;
        EXPECT_EQ(drawing.find(mark, at + 1), std::string::npos) << mark << " twice";
    }
}

TEST(CliGenerate, TheHeaderGivesTheLevelOnTheScaleAskedFor) {
    EXPECT_EQ(lines_of(run_cli("generate --scale technique --level unfair --seed 3").out).at(0),
              "9x9 Sudoku, technique level unfair, 24 givens (seed 3, symmetry none)");
    EXPECT_EQ(lines_of(run_cli("generate --scale mcm --seed 3").out).at(0),
              "9x9 Sudoku, mcm level confusing, 24 givens (seed 3, symmetry none)");
    EXPECT_EQ(lines_of(run_cli("generate --seed 3").out).at(0), "9x9 Sudoku, level medium, 24 givens (seed 3, symmetry none)");
}

}  // namespace
}  // namespace explain_show_cli_test
}  // namespace gridforge
