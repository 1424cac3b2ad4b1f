// gridforge show --svg: the SVG image of each puzzle to a file (the second puzzle to FILE-2.svg),
// or to standard output with '-'; an unwritable file is an output error.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "cli/run_cli.hpp"

namespace gridforge {
namespace show_svg_cli_test {
namespace {

using testing::run_cli;

/// A killer 4x4 with two cages and a given, as JSON on one line.
constexpr const char* kKiller4 = R"({"givens":"1...............","cages":[{"cells":["r1c2","r1c3"],"sum":5},{"cells":["r4c4","r3c4"],"sum":3}]})";

std::size_t occurrences(const std::string& text, const std::string& what) {
    std::size_t count = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++count;
    return count;
}

std::string slurp(const std::filesystem::path& path) {
    std::ifstream file(path);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

class ShowSvg : public testing::TempDirectoryTest {};

TEST_F(ShowSvg, WritesOneImagePerPuzzleBesideTheTextDrawing) {
    const std::string input = std::string(kKiller4) + "\\n" + "..3.............\\n";
    const auto run = run_cli("show --svg " + (dir_ / "board.svg").string() + " -", input);
    EXPECT_EQ(run.exit_code, 0) << run.out;
    EXPECT_NE(run.out.find("cages (2)"), std::string::npos) << run.out;  // the text drawing as before
    const std::string first = slurp(dir_ / "board.svg");
    const std::string second = slurp(dir_ / "board-2.svg");
    ASSERT_EQ(first.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0), 0u) << first;
    EXPECT_EQ(first.substr(first.size() - 7), "</svg>\n");
    EXPECT_EQ(occurrences(first, "class=\"cage\""), 2u) << first;
    EXPECT_EQ(occurrences(first, "class=\"digit\""), 1u) << first;
    EXPECT_EQ(occurrences(second, "class=\"cage\""), 0u) << second;
    EXPECT_EQ(occurrences(second, "class=\"digit\""), 1u) << second;
    EXPECT_FALSE(std::filesystem::exists(dir_ / "board-3.svg"));
}

TEST_F(ShowSvg, DashWritesTheSvgInsteadOfTheText) {
    const auto run = run_cli("show --svg - '" + std::string(kKiller4) + "'");
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_EQ(run.out.rfind("<svg ", 0), 0u) << run.out;
    EXPECT_EQ(run.out.find("+-----+"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("cages (2): digits differ"), std::string::npos) << run.out;  // the legend, in the image
}

TEST_F(ShowSvg, AnUnwritableFileIsAnOutputError) {
    const auto run = run_cli("show --svg " + (dir_ / "missing" / "board.svg").string() + " '" + std::string(kKiller4) + "'");
    EXPECT_EQ(run.exit_code, 7) << run.out;
}

}  // namespace
}  // namespace show_svg_cli_test
}  // namespace gridforge
