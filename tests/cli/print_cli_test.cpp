// gridforge print: booklets of Sudoku puzzles and deduction grids as a PDF (read back with
// poppler's pdfinfo and pdftotext) or SVG pages, and the errors: a file name of another kind, a
// page layout that does not exist, an output that cannot be written, nothing to print.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "cli/run_cli.hpp"

namespace gridforge {
namespace print_cli_test {
namespace {

using testing::run_cli;

constexpr const char* kClassic = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/// The standard output of a shell command.
std::string shell(const std::string& command) { return testing::run_shell(command).out; }

/// The page count pdfinfo reports ("Pages:           3"); -1 when it reports none.
int pdf_pages(const std::string& file) {
    const std::string info = shell("pdfinfo " + file);
    const std::size_t at = info.find("Pages:");
    return at == std::string::npos ? -1 : std::stoi(info.substr(at + 6));
}

class PrintCli : public testing::TempDirectoryTest {
protected:
    [[nodiscard]] std::string path(const std::string& name) const { return (dir_ / name).string(); }
};

TEST_F(PrintCli, APdfBookletHoldsThePuzzlesThenTheirSolutions) {
    ASSERT_EQ(run_cli("generate --variant killer --seed 3 --json > " + path("killer.json")).exit_code, 0);
    const std::string titled = R"({"title":"Morning one","givens":")" + std::string(kClassic) + R"("})";
    const auto run = run_cli("print -o " + path("book.pdf") + " --per-page 2 --solutions back --title 'Winter book' " + path("killer.json") + " - " + kClassic,
                             titled + "\\n");
    ASSERT_EQ(run.exit_code, 0) << run.out;
    EXPECT_EQ(run.out, path("book.pdf") + ": 3 puzzles on 3 pages\n");
    EXPECT_EQ(pdf_pages(path("book.pdf")), 3);
    const std::string text = shell("pdftotext -layout " + path("book.pdf") + " -");
    for (const char* expected : {"Winter book", "Puzzle 1", "seed 3", "Morning one", "Puzzle 3", "evil", "cages (", "Solutions", "page 1 of 3", "page 3 of 3"}) {
        EXPECT_NE(text.find(expected), std::string::npos) << expected << " in\n" << text;
    }
}

/// The horizontal extent of every word pdftotext -bbox finds on page 1 of `file`: {xMin, xMax}.
std::vector<std::pair<double, double>> word_extents(const std::string& file) {
    const std::string boxes = shell("pdftotext -bbox -f 1 -l 1 " + file + " -");
    std::vector<std::pair<double, double>> extents;
    const std::regex word(R"re(<word xMin="([-0-9.]+)" yMin="[-0-9.]+" xMax="([-0-9.]+)")re");
    for (auto it = std::sregex_iterator(boxes.begin(), boxes.end(), word); it != std::sregex_iterator(); ++it) {
        extents.emplace_back(std::stod((*it)[1].str()), std::stod((*it)[2].str()));
    }
    return extents;
}

TEST_F(PrintCli, ALongTitleShrinksThenIsCutToFitThePageAndThePdfKeepsItWhole) {
    std::string title;
    while (title.size() < 200) title += "A very long booklet title that goes on and on ";
    title.resize(200);
    const auto run = run_cli("print -o " + path("long.pdf") + " --title '" + title + "' " + kClassic);
    ASSERT_EQ(run.exit_code, 0) << run.out;
    const auto extents = word_extents(path("long.pdf"));
    ASSERT_GT(extents.size(), 20u);
    for (const auto& [left, right] : extents) {
        EXPECT_GE(left, 40 - 0.5) << "a word starts left of the margin";
        EXPECT_LE(right, 595.28 - 40 + 0.5) << "a word ends right of the margin";
    }
    const std::string text = shell("pdftotext -f 1 -l 1 " + path("long.pdf") + " -");
    EXPECT_NE(text.find("A very long booklet title that goes on and on A very long"), std::string::npos) << text;
    EXPECT_NE(text.find(" \u2026"), std::string::npos) << "cut after a whole word, with an ellipsis:\n" << text;
    const std::string info = shell("pdfinfo " + path("long.pdf"));
    const std::size_t title_line = info.find("Title:");
    ASSERT_NE(title_line, std::string::npos) << info;
    EXPECT_NE(info.find(" " + title + "\n", title_line), std::string::npos) << info;
}

TEST_F(PrintCli, DeductionGridsAndSudokuShareABooklet) {
    const auto grid = run_cli("deduce generate --size 3x3 --mode revealed --seed 2 --json > " + path("grid.json"));
    ASSERT_EQ(grid.exit_code, 0);
    const auto run = run_cli("print -o " + path("mixed.pdf") + " --per-page 2 " + path("grid.json") + " " + kClassic);
    ASSERT_EQ(run.exit_code, 0) << run.out;
    EXPECT_EQ(run.out, path("mixed.pdf") + ": 2 puzzles on 1 page\n");
    const std::string text = shell("pdftotext -layout " + path("mixed.pdf") + " -");
    EXPECT_NE(text.find("deduction grid 3x3, revealed"), std::string::npos) << text;
    EXPECT_NE(text.find("seed 2"), std::string::npos) << text;
    EXPECT_NE(text.find("Sealed clues"), std::string::npos) << text;
}

TEST_F(PrintCli, DeepJsonIsRefusedWithTheLimitWhereDeductionGridsAreLookedFor) {
    // print looks for deduction grids in its input before the Sudoku reader: both use the checked parser.
    const int depth = 100000;
    {
        std::ofstream deep(path("deep.json"));
        deep << R"({"format": "gridforge-deduce/1", "x": )" << std::string(depth, '[') << std::string(depth, ']') << "}\n"
             << kClassic << "\n";
    }
    const auto run = run_cli("print -o " + path("deep.pdf") + " " + path("deep.json") + " 2>&1");
    EXPECT_EQ(run.exit_code, 3) << run.out;
    EXPECT_NE(run.out.find(path("deep.json") + ": line 1: JSON nested deeper than 64 levels"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("1 puzzle on 1 page"), std::string::npos) << run.out;
}

TEST_F(PrintCli, AnSvgBookletWritesOneImagePerPage) {
    std::string input;
    for (int i = 0; i < 5; ++i) input += std::string(kClassic) + "\\n";
    const auto run = run_cli("print -o " + path("book.svg") + " --per-page 4 -", input);
    ASSERT_EQ(run.exit_code, 0) << run.out;
    EXPECT_NE(run.out.find("5 puzzles on 2 pages (pages 2 to 2 in " + path("book-2.svg")), std::string::npos) << run.out;
    std::ifstream first(path("book.svg"));
    std::string head(5, ' ');
    first.read(head.data(), 5);
    EXPECT_EQ(head, "<?xml");
    EXPECT_TRUE(std::filesystem::exists(path("book-2.svg")));
    EXPECT_FALSE(std::filesystem::exists(path("book-3.svg")));
}

TEST_F(PrintCli, BadRequestsAreUsageErrorsAndNothingIsWritten) {
    const auto text_file = run_cli("print -o " + path("book.txt") + " " + kClassic + " 2>&1");
    EXPECT_EQ(text_file.exit_code, 2);
    EXPECT_NE(text_file.out.find("must end in .pdf or .svg"), std::string::npos) << text_file.out;
    const auto three = run_cli("print -o " + path("book.pdf") + " --per-page 3 " + kClassic + " 2>&1");
    EXPECT_EQ(three.exit_code, 2);
    EXPECT_NE(three.out.find("--per-page"), std::string::npos) << three.out;
    EXPECT_EQ(run_cli(std::string("print ") + kClassic).exit_code, 2);  // no -o
    EXPECT_FALSE(std::filesystem::exists(path("book.pdf")));
}

TEST_F(PrintCli, AnUnwritableOutputIsAnOutputError) {
    const auto run = run_cli("print -o " + path("missing/book.pdf") + " " + kClassic + " 2>&1");
    EXPECT_EQ(run.exit_code, 7);
    EXPECT_NE(run.out.find("cannot write"), std::string::npos) << run.out;
}

TEST_F(PrintCli, PuzzlesWithoutOneSolutionAreLeftOutAndNamed) {
    // Line 2 has several solutions; line 3 is not a puzzle: the booklet holds line 1 alone.
    const std::string input = std::string(kClassic) + "\\n" + std::string(80, '.') + "1\\nnot a puzzle\\n";
    const auto run = run_cli("print -o " + path("book.pdf") + " - 2>/dev/null", input);
    EXPECT_EQ(run.exit_code, 3);
    EXPECT_NE(run.out.find("line 2: several solutions; not printed"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("1 puzzle on 1 page"), std::string::npos) << run.out;
    // From a file, each message names it, as the reader's own do: FILE: line N.
    {
        std::ofstream file(path("mixed.txt"));
        file << kClassic << "\n" << std::string(80, '.') << "1\nnot a puzzle\n";
    }
    const auto from_file = run_cli("print -o " + path("file.pdf") + " " + path("mixed.txt") + " 2>/dev/null");
    EXPECT_EQ(from_file.exit_code, 3);
    EXPECT_NE(from_file.out.find("error: " + path("mixed.txt") + ": line 2: several solutions; not printed\n"), std::string::npos) << from_file.out;
    EXPECT_NE(from_file.out.find("error: " + path("mixed.txt") + ": line 3, column 1: "), std::string::npos) << from_file.out;
    const auto nothing = run_cli("print -o " + path("empty.pdf") + " - 2>&1", "not a puzzle\\n");
    EXPECT_EQ(nothing.exit_code, 3);
    EXPECT_FALSE(std::filesystem::exists(path("empty.pdf")));
}

}  // namespace
}  // namespace print_cli_test
}  // namespace gridforge
