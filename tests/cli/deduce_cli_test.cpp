/// `gridforge deduce ...` as a user runs it: generate, solve, count, rate, hint, explain (and its graph), play.

#include <gtest/gtest.h>

#include <cctype>
#include <cstdlib>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "cli/run_cli.hpp"

namespace gridforge::testing {
namespace deduce_cli_test {
namespace {

/// A generated 4×4 revealed-mode puzzle (seed 4) in a temporary file, made once.
const std::string& puzzle_file() {
    static const std::string path = [] {
        const std::string file = ::testing::TempDir() + "deduce_cli_puzzle.json";
        const CliRun run = run_cli("deduce generate --size 4x4 --mode revealed --seed 4 --json");
        std::ofstream(file) << run.out;
        return file;
    }();
    return path;
}

nlohmann::json puzzle_json() {
    std::ifstream in(puzzle_file());
    return nlohmann::json::parse(in);
}

std::string write_file(const std::string& name, const std::string& text) {
    const std::string file = ::testing::TempDir() + name;
    std::ofstream(file) << text;
    return file;
}

TEST(DeduceCli, GenerateJsonHoldsEverythingAndIsReproducible) {
    const nlohmann::json puzzle = puzzle_json();
    for (const char* key : {"size", "mode", "people", "clues", "reveals", "solution", "difficulty", "hints"}) {
        EXPECT_TRUE(puzzle.contains(key)) << key;
    }
    EXPECT_EQ(puzzle["mode"], "revealed");
    EXPECT_EQ(puzzle["reveals"].size(), 1u);
    EXPECT_EQ(puzzle["hints"].size(), 15u);
    EXPECT_TRUE(puzzle["clues"][0]["text"].is_string());
    nlohmann::json again = nlohmann::json::parse(run_cli("deduce generate --size 4x4 --mode revealed --seed 4 --json").out);
    nlohmann::json first = puzzle;
    first.erase("x-generation");
    again.erase("x-generation");
    EXPECT_EQ(first, again);
}

TEST(DeduceCli, DailyIsTheSeedOfTheDateAndRefusesOtherText) {
    const CliRun daily = run_cli("deduce generate --daily 2026-12-02 --json");
    ASSERT_EQ(daily.exit_code, 0);
    // The web player's daily deduction puzzle: 4x5, revealed, seed YYYYMMDD (all but the time taken).
    const auto untimed = [](const std::string& out) {
        nlohmann::json json = nlohmann::json::parse(out);
        json["x-generation"].erase("milliseconds");
        return json;
    };
    EXPECT_EQ(untimed(daily.out), untimed(run_cli("deduce generate --size 4x5 --mode revealed --seed 20261202 --json").out));
    EXPECT_EQ(untimed(daily.out)["x-generation"]["seed"], 20261202u);
    const CliRun impossible = run_cli("deduce generate --daily 2026-02-30 2>&1");
    EXPECT_EQ(impossible.exit_code, 2);
    EXPECT_NE(impossible.out.find("'2026-02-30' is not a date: February 2026 has 28 days"), std::string::npos) << impossible.out;
    EXPECT_EQ(run_cli("deduce generate --daily 2026-12-02 --seed 3").exit_code, 2);
}

TEST(DeduceCli, GenerateRefusesBadOptionsAndUnreachableBands) {
    EXPECT_EQ(run_cli("deduce generate --size 9x9").exit_code, 2);
    EXPECT_EQ(run_cli("deduce generate --mode hidden").exit_code, 2);
    const CliRun band = run_cli("deduce generate --band nightmare 2>&1");
    EXPECT_EQ(band.exit_code, 2);
    EXPECT_NE(band.out.find("band 'nightmare' is not one of easy, medium, tricky, hard, brutal"), std::string::npos) << band.out;
    const CliRun brutal = run_cli("deduce generate --size 3x3 --band brutal --attempts 2 2>&1");
    EXPECT_EQ(brutal.exit_code, 6);
    EXPECT_NE(brutal.out.find("no brutal puzzle (a step of 5 or more clues, or a step of 4 and another of 3 or more) in 2 attempt(s) from seed 1 on 3x3 revealed"), std::string::npos) << brutal.out;
}

TEST(DeduceCli, GenerateThemeIsKeptAndAnUnknownOneIsAUsageError) {
    const CliRun village = run_cli("deduce generate --size 3x3 --seed 2 --theme village --json");
    EXPECT_EQ(village.exit_code, 0);
    EXPECT_EQ(nlohmann::json::parse(village.out)["theme"], "village");
    const CliRun unknown = run_cli("deduce generate --theme pirates 2>&1");
    EXPECT_EQ(unknown.exit_code, 2);
    EXPECT_NE(unknown.out.find("unknown theme 'pirates' (themes: everyday, village, station)"), std::string::npos) << unknown.out;
}

TEST(DeduceCli, GenerateTextShowsTheBoardCluesAndDifficulty) {
    const CliRun run = run_cli("deduce generate --size 3x3 --mode open --seed 2");
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_NE(run.out.find("3x3 deduction puzzle, open mode"), std::string::npos);
    EXPECT_NE(run.out.find("difficulty "), std::string::npos);
    EXPECT_NE(run.out.find(" 1. "), std::string::npos);
}

TEST(DeduceCli, SolveCountRateAnswerForAFile) {
    const std::string solution = puzzle_json()["solution"];
    const CliRun solve = run_cli("deduce solve --json " + puzzle_file());
    EXPECT_EQ(solve.exit_code, 0);
    const nlohmann::json solved = nlohmann::json::parse(solve.out);
    EXPECT_EQ(solved["solution"], solution);
    EXPECT_EQ(solved["no_guess"], true);
    const CliRun count = run_cli("deduce count " + puzzle_file());
    EXPECT_EQ(count.exit_code, 0);
    EXPECT_EQ(count.out.rfind("1 (limit 2) enumeration 1 sat 1; no-guess closure complete", 0), 0u) << count.out;
    const CliRun rate = run_cli("deduce rate --json " + puzzle_file());
    EXPECT_EQ(rate.exit_code, 0);
    EXPECT_EQ(nlohmann::json::parse(rate.out)["score"], puzzle_json()["difficulty"]["score"]);
}

TEST(DeduceCli, HintAndExplainGiveSentences) {
    const nlohmann::json puzzle = puzzle_json();
    const CliRun hint = run_cli("deduce hint --json " + puzzle_file());
    EXPECT_EQ(hint.exit_code, 0);
    const nlohmann::json step = nlohmann::json::parse(hint.out);
    EXPECT_EQ(step["round"], 0) << "a player-state hint has no closure round";
    EXPECT_NE(step["text"].get<std::string>().find(", so "), std::string::npos);
    const CliRun explain = run_cli("deduce explain " + puzzle_file());
    EXPECT_EQ(explain.exit_code, 0);
    EXPECT_EQ(std::count(explain.out.begin(), explain.out.end(), '\n'), 15);
    EXPECT_EQ(explain.out.rfind(" 1. [round 1, level ", 0), 0u) << explain.out;
    EXPECT_EQ(run_cli("deduce hint --revealed Z9 " + puzzle_file()).exit_code, 2);
}

TEST(DeduceCli, HintRefusesAnEmptyRevealedListOrAnEmptyNameInIt) {
    // An option given with no value is refused by name, not read as "no one more revealed".
    const CliRun empty = run_cli("deduce hint --revealed '' " + puzzle_file() + " 2>&1");
    EXPECT_EQ(empty.exit_code, 2);
    EXPECT_NE(empty.out.find("--revealed: the list is empty: name one cell or more (A1,C2), or leave the option out"), std::string::npos)
        << empty.out;
    const CliRun gap = run_cli("deduce hint --revealed A1,,B2 " + puzzle_file() + " 2>&1");
    EXPECT_EQ(gap.exit_code, 2);
    EXPECT_NE(gap.out.find("name 2 of 'A1,,B2' is empty"), std::string::npos) << gap.out;
    const CliRun trailing = run_cli("deduce hint --revealed A1, " + puzzle_file() + " 2>&1");
    EXPECT_EQ(trailing.exit_code, 2);
    EXPECT_NE(trailing.out.find("name 2 of 'A1,' is empty"), std::string::npos) << trailing.out;
    EXPECT_EQ(run_cli("deduce hint --revealed A1,B2 " + puzzle_file()).exit_code, 0);
}

TEST(DeduceCli, ExplainJsonCarriesTheHintsAndTheLogicGraph) {
    const nlohmann::json puzzle = puzzle_json();
    const CliRun explain = run_cli("deduce explain --json " + puzzle_file());
    ASSERT_EQ(explain.exit_code, 0);
    const nlohmann::json answer = nlohmann::json::parse(explain.out);
    EXPECT_EQ(answer["hints"], puzzle["hints"]);
    EXPECT_EQ(answer["graph"]["nodes"].size(), puzzle["clues"].size() + puzzle["people"].size());
}

TEST(DeduceCli, ExplainDrawsTheGraphAsDotOrSvgAndRefusesOtherFormats) {
    const CliRun svg = run_cli("deduce explain --graph svg " + puzzle_file());
    EXPECT_EQ(svg.exit_code, 0);
    EXPECT_EQ(svg.out.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg ", 0), 0u) << svg.out.substr(0, 200);
    const CliRun dot = run_cli("deduce explain --graph dot " + puzzle_file());
    EXPECT_EQ(dot.exit_code, 0);
    EXPECT_EQ(dot.out.rfind("digraph logic {\n", 0), 0u) << dot.out.substr(0, 200);
    // Graphviz itself, when installed, must accept the DOT (it is not a dependency of gridforge).
    if (std::system("command -v dot >/dev/null 2>&1") == 0) {
        const CliRun drawn = run_cli("deduce explain --graph dot " + puzzle_file() + " | dot -Tsvg 2>&1");
        EXPECT_EQ(drawn.exit_code, 0) << drawn.out;
        EXPECT_NE(drawn.out.find("<svg"), std::string::npos);
        EXPECT_EQ(drawn.out.find("Warning"), std::string::npos) << drawn.out;
    }
    const CliRun png = run_cli("deduce explain --graph png " + puzzle_file() + " 2>&1");
    EXPECT_EQ(png.exit_code, 2);
    EXPECT_EQ(png.out, "gridforge: --graph: unknown format 'png' (formats: dot, svg)\n");
    EXPECT_EQ(run_cli("deduce explain --graph dot --json " + puzzle_file()).exit_code, 2);
}

TEST(DeduceCli, PlayCountsGuessesMistakesAndHints) {
    const nlohmann::json puzzle = puzzle_json();
    const nlohmann::json& hints = puzzle["hints"];
    // The last hint's person is forced only late: marking them first is a guess, even if right.
    const nlohmann::json& last = hints.back();
    const nlohmann::json& first = hints.front();
    const std::string wrong = first["verdict"] == "criminal" ? "innocent" : "criminal";
    std::string moves = last["cell"].get<std::string>() + " " + last["verdict"].get<std::string>() + "\\n" +
                        first["cell"].get<std::string>() + " " + wrong + "\\nhint\\nnonsense\\nZ9 criminal\\nA1 guilty\\n";
    for (const auto& step : hints) moves += step["cell"].get<std::string>() + " " + step["verdict"].get<std::string>() + "\\n";
    const CliRun run = run_cli("deduce play " + puzzle_file(), moves);
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_NE(run.out.find("Refused: nothing visible forces"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("Wrong: "), std::string::npos);
    EXPECT_NE(run.out.find("Hint: "), std::string::npos);
    EXPECT_NE(run.out.find("Not understood: 'nonsense'"), std::string::npos);
    EXPECT_NE(run.out.find("Not understood: 'Z9 criminal'. No one is called 'Z9' or sits there (cells A1 to D4)."),
              std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("Not understood: 'A1 guilty'. 'guilty' is not a verdict: criminal (c) or innocent (i)."),
              std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("Solved! 16 of 16 people revealed in 17 moves: 1 mistake(s), 1 refused guess(es), 1 hint(s)."),
              std::string::npos)
        << run.out;
    const CliRun stopped = run_cli("deduce play " + puzzle_file(), "quit\\n");
    EXPECT_NE(stopped.out.find("Stopped: 1 of 16 people revealed in 0 moves"), std::string::npos) << stopped.out;
    EXPECT_EQ(stopped.exit_code, 11) << "a game left unsolved has its own exit code";
    // Moves that run out before the end: unsolved too. A cell name in lower case is the same cell.
    std::string lower = first["cell"].get<std::string>();
    lower[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(lower[0])));
    const CliRun ended = run_cli("deduce play " + puzzle_file(), lower + " " + first["verdict"].get<std::string>() + "\\n");
    EXPECT_EQ(ended.exit_code, 11);
    EXPECT_NE(ended.out.find("Right: "), std::string::npos) << ended.out;
}

TEST(DeduceCli, OneConventionForStandardInputJsonAndCellNames) {
    const CliRun piped = run_shell("cat " + puzzle_file() + " | " GRIDFORGE_CLI " deduce solve --json -");
    EXPECT_EQ(piped.exit_code, 0);
    EXPECT_EQ(nlohmann::json::parse(piped.out)["solution"], puzzle_json()["solution"]);
    // play reads its moves from standard input and answers a person: neither "-" nor --json.
    EXPECT_EQ(run_cli("deduce play -", "quit\\n").exit_code, 2);
    EXPECT_EQ(run_cli("deduce play --json " + puzzle_file(), "quit\\n").exit_code, 2);
    const std::string cell = puzzle_json()["hints"][0]["cell"];
    std::string lower = cell;
    lower[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(lower[0])));
    const CliRun upper_hint = run_cli("deduce hint --json --revealed " + cell + " " + puzzle_file());
    const CliRun lower_hint = run_cli("deduce hint --json --revealed " + lower + " " + puzzle_file());
    EXPECT_EQ(lower_hint.exit_code, upper_hint.exit_code);
    EXPECT_EQ(lower_hint.out, upper_hint.out);
    EXPECT_FALSE(lower_hint.out.empty());
}

TEST(DeduceCli, MalformedFilesAreRejectedNamingTheKey) {
    nlohmann::json puzzle = puzzle_json();
    puzzle["hints"][0]["clues"] = {99};
    const CliRun hints = run_cli("deduce count " + write_file("deduce_bad_hint.json", puzzle.dump()) + " 2>&1");
    EXPECT_EQ(hints.exit_code, 3);
    EXPECT_NE(hints.out.find("JSON key 'hints[0].clues[0]'"), std::string::npos) << hints.out;
    puzzle = puzzle_json();
    puzzle.erase("people");
    const CliRun people = run_cli("deduce play " + write_file("deduce_no_people.json", puzzle.dump()) + " 2>&1");
    EXPECT_EQ(people.exit_code, 3);
    EXPECT_NE(people.out.find("JSON key 'people': missing"), std::string::npos) << people.out;
    EXPECT_EQ(run_cli("deduce rate " + write_file("deduce_not_json.json", "{\"size\": ")).exit_code, 3);
    EXPECT_EQ(run_cli("deduce solve /nonexistent/puzzle.json").exit_code, 3);
}

}  // namespace
}  // namespace deduce_cli_test
}  // namespace gridforge::testing
