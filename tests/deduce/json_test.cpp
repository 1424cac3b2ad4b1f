/// The JSON form round-trips and the reader names the bad key.

#include <gtest/gtest.h>

#include "gridforge/deduce/generate.hpp"
#include "gridforge/deduce/json.hpp"
#include "gridforge/deduce/theme.hpp"

namespace gridforge::deduce {
namespace json_test {
namespace {

DeducePuzzle sample() {
    DeduceGenerateOptions options;
    options.board = Board(4, 4);
    options.seed = 3;
    return generate_deduce(options).puzzle;
}

std::string error_of(nlohmann::json object) {
    try {
        (void)from_json(object);
    } catch (const DeduceFormatError& error) {
        return error.what();
    }
    return "no error";
}

/// What read_deduce_puzzle says of `text`, or "no error".
std::string message_of(const std::string& text) {
    try {
        (void)read_deduce_puzzle(text);
    } catch (const DeduceFormatError& error) {
        return error.what();
    }
    return "no error";
}

TEST(DeduceJson, RefusesDeepNestingWithTheLimitNamedAndReadsSixtyFourLevels) {
    const auto lists = [](int depth) { return std::string(static_cast<std::size_t>(depth), '[') + std::string(static_cast<std::size_t>(depth), ']'); };
    nlohmann::json object = to_json(sample());
    const std::string text = object.dump();
    const std::string head = text.substr(0, text.size() - 1) + R"(, "extra": )";
    EXPECT_NE(message_of(head + lists(100000) + "}").find("JSON nested deeper than 64 levels"), std::string::npos)
        << message_of(head + lists(100000) + "}");
    // 63 levels of lists in the object: parsed, then judged by the reader's own rules, not the depth.
    EXPECT_EQ(message_of(head + lists(63) + "}").find("nested"), std::string::npos) << message_of(head + lists(63) + "}");
}

TEST(DeduceJson, RefusesMoreThanEightCluesAPersonWithTheLimitNamed) {
    const nlohmann::json good = to_json(sample());  // 4x4: 16 people, so at most 128 clues
    nlohmann::json many = good;
    while (many["clues"].size() < 128) many["clues"].push_back(good["clues"][0]);
    EXPECT_EQ(error_of(many), "no error");  // true clues, repeated: as many as the limit are read
    many["clues"].push_back(good["clues"][0]);
    EXPECT_EQ(error_of(many), "JSON key 'clues': 129 clues, at most 128 (8 per person; the limit)");
}

TEST(DeduceJson, AKeyWrittenTwiceIsNamedOnceByItsPath) {
    const std::string text = to_json(sample()).dump();
    EXPECT_EQ(message_of(R"({"mode": "a", "mode": "b"})"), "JSON key 'mode': appears twice");
    const std::size_t clue = text.find(R"("clues":[{)") + 10;
    EXPECT_EQ(message_of(text.substr(0, clue) + R"("n": 1, "n": 2, )" + text.substr(clue)), "JSON key 'clues[0].n': appears twice");
    EXPECT_EQ(message_of("[1").rfind("not JSON: ", 0), 0u) << message_of("[1");  // no empty key named
}

TEST(DeduceJson, RoundTripsEveryField) {
    const DeducePuzzle puzzle = sample();
    const nlohmann::json object = to_json(puzzle);
    const DeducePuzzle back = read_deduce_puzzle(object.dump());
    EXPECT_EQ(back.board.size_name(), "4x4");
    EXPECT_EQ(back.clues, puzzle.clues);
    EXPECT_EQ(back.solution, puzzle.solution);
    EXPECT_EQ(back.reveals, puzzle.reveals);
    EXPECT_EQ(to_json(back), object);
    EXPECT_EQ(object["clues"][0]["text"], render(puzzle.clues[0], puzzle.board, puzzle.people));
}

TEST(DeduceJson, EveryClueTypeRoundTrips) {
    const Board board(5, 4);
    Rng rng(1);
    DeducePuzzle puzzle;
    puzzle.board = board;
    puzzle.people = random_cast(board, rng, cast_theme(kDefaultTheme));
    std::vector<bool> seen(kClueTypeCount);
    for (const Clue& clue : all_clues(board, puzzle.people)) {
        if (seen[static_cast<std::size_t>(clue.type)]) continue;
        seen[static_cast<std::size_t>(clue.type)] = true;
        puzzle.clues = {clue};
        // A solution the clue holds on: search the masks.
        const CompiledClue compiled = compile(clue, board, puzzle.people);
        for (Mask x = 0; x <= board.full(); ++x) {
            if (eval(compiled, x, board.full())) { puzzle.solution = x; break; }
        }
        EXPECT_EQ(from_json(to_json(puzzle)).clues, puzzle.clues) << clue_info(clue.type).name;
    }
}

TEST(DeduceJson, MalformedFilesNameTheKey) {
    const nlohmann::json good = to_json(sample());
    nlohmann::json bad = good;
    bad["clues"][1]["unit"] = "row:9";
    bad["clues"][1]["type"] = "number_of_traits_in_unit";
    bad["clues"][1]["n"] = 1;
    EXPECT_NE(error_of(bad).find("JSON key 'clues[1].unit'"), std::string::npos) << error_of(bad);
    bad = good;
    bad.erase("solution");
    EXPECT_EQ(error_of(bad), "JSON key 'solution': missing");
    bad = good;
    bad["solution"] = "CC";
    EXPECT_NE(error_of(bad).find("JSON key 'solution'"), std::string::npos);
    bad = good;
    bad["people"][2]["name"] = good["people"][1]["name"];
    EXPECT_NE(error_of(bad).find("JSON key 'people[2].name'"), std::string::npos);
    bad = good;
    bad["colour"] = "red";
    EXPECT_EQ(error_of(bad), "JSON key 'colour': unknown key");
    bad = good;
    bad["clues"][0]["type"] = "telepathy";
    EXPECT_NE(error_of(bad).find("JSON key 'clues[0].type'"), std::string::npos);
    bad = good;
    bad["size"] = "9x9";
    EXPECT_NE(error_of(bad).find("JSON key 'size'"), std::string::npos);
    bad = good;
    bad["solution"] = std::string(16, 'I') == good["solution"] ? std::string(16, 'C') : std::string(16, 'I');
    EXPECT_NE(error_of(bad).find("false on the solution"), std::string::npos);
    EXPECT_THROW((void)read_deduce_puzzle("{\"format\": "), DeduceFormatError);
}

TEST(DeduceJson, DifficultyAndHintsRoundTripAndAreChecked) {
    DeduceGenerateOptions options;
    options.board = Board(4, 4);
    options.mode = Mode::revealed;
    options.seed = 3;
    const DeduceGenerated generated = generate_deduce(options);
    const nlohmann::json good = to_json(generated.puzzle, &generated.analysis);
    DeduceAnalysis read;
    const DeducePuzzle back = from_json(good, &read);
    EXPECT_EQ(back.reveals, generated.puzzle.reveals);
    EXPECT_EQ(back.mode, Mode::revealed);
    EXPECT_DOUBLE_EQ(read.difficulty.score, generated.analysis.difficulty.score);
    EXPECT_EQ(read.difficulty.band, generated.analysis.difficulty.band);
    ASSERT_EQ(read.hints.size(), generated.analysis.hints.size());
    EXPECT_EQ(read.hints[0].clues, generated.analysis.hints[0].clues);
    EXPECT_EQ(read.hints[0].facts, generated.analysis.hints[0].facts);
    EXPECT_EQ(to_json(back, &read), good);

    nlohmann::json bad = good;
    bad["hints"][0]["clues"] = {99};
    EXPECT_EQ(error_of(bad), "JSON key 'hints[0].clues[0]': expected an index into 'clues'");
    bad = good;
    bad["hints"][1]["cell"] = "Z9";
    EXPECT_NE(error_of(bad).find("JSON key 'hints[1].cell'"), std::string::npos) << error_of(bad);
    bad = good;
    bad["hints"][0]["verdict"] = bad["hints"][0]["verdict"] == "criminal" ? "innocent" : "criminal";
    EXPECT_EQ(error_of(bad), "JSON key 'hints[0].verdict': not the solution's verdict");
    bad = good;
    bad["hints"][0]["level"] = 7;
    EXPECT_EQ(error_of(bad), "JSON key 'hints[0].level': not the number of clues");
    bad = good;
    bad["hints"][0].erase("facts");
    EXPECT_EQ(error_of(bad), "JSON key 'hints[0].facts': missing");
    bad = good;
    bad["difficulty"]["score"] = 140;
    EXPECT_EQ(error_of(bad), "JSON key 'difficulty.score': expected a number from 0 to 100");
    bad = good;
    bad["difficulty"]["band"] = good["difficulty"]["band"] == "easy" ? "brutal" : "easy";
    EXPECT_NE(error_of(bad).find("JSON key 'difficulty.band'"), std::string::npos);
    bad = good;
    bad["difficulty"]["mood"] = "grim";
    EXPECT_EQ(error_of(bad), "JSON key 'difficulty.mood': unknown key");
    bad = good;
    bad["reveals"] = nlohmann::json::array();
    EXPECT_EQ(error_of(bad), "JSON key 'reveals': revealed mode needs a revealed person");
    bad = good;
    bad["mode"] = "hidden";
    EXPECT_NE(error_of(bad).find("JSON key 'mode'"), std::string::npos);
}

}  // namespace
}  // namespace json_test
}  // namespace gridforge::deduce
