// `count` and `solve` over a file answer plain classic lines without building their record
// (PuzzleReader::hand_out_plain_lines): the answers, the errors and the exit codes must be those
// of the general reader. Each mixed file is run as it is and as a twin whose lines the general
// reader takes (the first empty cell written '_', also an empty cell but not a plain line).

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "cli/run_cli.hpp"
#include "support/known_puzzles.hpp"
#include "support/temp_directory.hpp"

namespace gridforge {
namespace plain_line_cli_test {
namespace {

using testing::kEasy;
using testing::kEasySolution;
using testing::kTop95First;
using testing::run_shell;
using testing::shell_quoted;

/// The lines of the mixed file: every kind of line a puzzle file may hold next to plain ones.
std::vector<std::string> mixed_lines() {
    std::string clash = kEasy;
    clash[2] = '5';  // r1c1 and r1c3 are both 5
    // No two equal givens, yet r1c9 can hold only 9, which column 9 already has.
    const std::string no_solution = "12345678.........9" + std::string(63, '.');
    const std::string several = "1234" + std::string(77, '0');
    return {
        "\xEF\xBB\xBF" + std::string(kEasy) + " rated 1.2",  // a byte-order mark, then a comment
        "# a comment line",
        "",
        kTop95First,
        clash,
        several,
        no_solution,
        std::string(80, '.'),
        std::string(kEasy) + "\tafter a tab",
        std::string(kEasy) + "x",
        "{\"givens\": \"" + std::string(kTop95First) + "\", \"title\": \"json\"}",
        "1 . | . 4",
        ". . | . .",
        "----+----",
        ". . | . .",
        "4 . | . 1",
        kEasySolution,
        "1234341221434321",
    };
}

/// `lines` joined with `end` after each.
std::string joined(const std::vector<std::string>& lines, const std::string& end) {
    std::string text;
    for (const std::string& line : lines) text += line + end;
    return text;
}

/// The twin of `line` that the general reader takes: its first '.' or '0' written '_'.
std::string general_twin(std::string line) {
    const std::size_t empty = line.find_first_of(".0");
    if (empty != std::string::npos) line[empty] = '_';
    return line;
}

class PlainLineCli : public testing::TempDirectoryTest {
protected:
    /// Writes `text` to a file of the test's directory; returns its path.
    std::string file_with(const std::string& name, const std::string& text) {
        const std::string path = (dir_ / name).string();
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }

    /// `gridforge <command> <path>` with standard error kept (after standard output).
    static testing::CliRun run_on(const std::string& command, const std::string& path) {
        return run_shell(std::string(GRIDFORGE_CLI) + " " + command + " " + shell_quoted(path) + " 2>&1");
    }
};

TEST_F(PlainLineCli, CountAndSolveAnswerPlainLinesAsTheGeneralReaderDoesWhateverTheLineEnds) {
    const std::vector<std::string> lines = mixed_lines();
    std::vector<std::string> twins;
    for (const std::string& line : lines) twins.push_back(general_twin(line));
    // Each command and its exit code: 3 for the bad lines, 2 where the strategy cannot serve the
    // 4x4 boards (that usage error outranks them). (--digits hex takes no plain-line path: under
    // hex a 9x9 board's '0' is refused, tests/format/digit_style_test.cpp.)
    const std::vector<std::pair<std::string, int>> commands = {
        {"count", 3}, {"count --limit 1", 3}, {"count --limit 7", 3}, {"count --strategy bitboard", 2},
        {"count --strategy triad", 2}, {"count --time-limit 600", 3}, {"count --digits letters", 3}, {"solve", 3},
        {"solve --format csv", 3}, {"solve --grid", 3}, {"solve --time-limit 600", 3},
    };
    for (const std::string end : {"\n", "\r\n", "\r"}) {
        const std::string plain = file_with("plain.txt", joined(lines, end));
        const std::string general = file_with("general.txt", joined(twins, end));
        for (const auto& [command, exit_code] : commands) {
            const auto fast = run_on(command, plain);
            const auto slow = run_on(command, general);
            EXPECT_EQ(fast.exit_code, exit_code) << command;
            EXPECT_EQ(fast.exit_code, slow.exit_code) << command;
            // The messages name the file: the same name in both runs.
            std::string expected = slow.out;
            for (std::size_t at = 0; (at = expected.find(general, at)) != std::string::npos; at += plain.size()) {
                expected.replace(at, general.size(), plain);
            }
            EXPECT_EQ(fast.out, expected) << command << " with line ends " << (end == "\n" ? "LF" : end == "\r" ? "CR" : "CRLF");
            // Standard input takes the same path as a file.
            const auto piped = run_shell(std::string(GRIDFORGE_CLI) + " " + command + " - < " + shell_quoted(plain) + " 2>&1");
            EXPECT_EQ(piped.exit_code, fast.exit_code) << command;
        }
    }
}

TEST_F(PlainLineCli, CountOverAMixedFilePrintsEachLinesAnswerInItsPlace) {
    const std::string path = file_with("mixed.txt", joined(mixed_lines(), "\n"));
    const auto run = run_shell(std::string(GRIDFORGE_CLI) + " count " + shell_quoted(path) + " 2>/dev/null");
    EXPECT_EQ(run.exit_code, 3);
    const std::string at = "error: " + path + ": line ";
    EXPECT_EQ(run.out, "1 nodes=0 choices=0 deductions=51\n"  // kEasy, after the byte-order mark
                       "1 nodes=0 choices=0 deductions=64\n"  // top95's first
                       + at + "5: r1c1 and r1c3 are both 5 (row 1); r1c1 and r1c3 are both 5 (box 1)\n"
                       "2 nodes=39 choices=38 deductions=83 (stopped at --limit 2)\n"
                       "0 nodes=0 choices=0 deductions=0\n"
                       + at + "8: 80 cells, expected 81\n"
                       "1 nodes=0 choices=0 deductions=51\n"
                       + at + "10, column 82: unknown character 'x'\n"
                       "1 nodes=0 choices=0 deductions=64\n"   // the JSON object
                       "2 nodes=2 choices=1 deductions=18 (stopped at --limit 2)\n"  // the drawn 4x4
                       "1 nodes=0 choices=0 deductions=0\n"    // a solved grid
                       "1 nodes=0 choices=0 deductions=0\n");  // a solved 4x4
}

}  // namespace
}  // namespace plain_line_cli_test
}  // namespace gridforge
