// Graded hints (request key "level"), placement hints for a player without pencil marks, mistakes
// by level, and states that erase a given. The step sentences are the techniques' own (their tests
// hold them); what is held here is this layer's: kinds, levels, keys, nudges and lists.

#include <gtest/gtest.h>

#include "api/api_test_support.hpp"

namespace gridforge::testing {
namespace hint_levels_test {
namespace {

/// top95 #20: no digit can be placed from the givens alone; a pointing pair and a naked triple lead
/// to the naked single r6c4 = 9.
constexpr const char* kNoSingleAtStart = "..84...3....3.....9....157479...8........7..514.....2...9.6...2.5....4......9..56";

nlohmann::json hint_at(const nlohmann::json& request, int level) {
    nlohmann::json with_level = request;
    with_level["level"] = level;
    return call(with_level)["x-hint"];
}

std::string with_entries(std::string grid, const std::vector<std::pair<int, char>>& entries) {
    for (const auto& [cell, digit] : entries) grid[static_cast<std::size_t>(cell)] = digit;
    return grid;
}

TEST(ApiHintLevels, EachLevelShowsMoreOfTheStep) {
    const nlohmann::json request = {{"op", "hint"}, {"puzzle", kTop95First}};
    const nlohmann::json nudge = hint_at(request, 1);
    EXPECT_EQ(nudge, nlohmann::json({{"level", 1},
                                     {"kind", "placement"},
                                     {"text", "Look at box 4: one digit has only one place there."},
                                     {"family", "singles"},
                                     {"houses", {"box 4"}}}));
    const nlohmann::json pattern = hint_at(request, 2);
    EXPECT_EQ(pattern, nlohmann::json({{"level", 2},
                                       {"kind", "placement"},
                                       {"text", "Hidden single at r6c2."},
                                       {"family", "singles"},
                                       {"houses", {"box 4"}},
                                       {"cells", {"r6c2"}},
                                       {"technique", "hidden_single"},
                                       {"name", "Hidden single"}}));
    const nlohmann::json full = hint_at(request, 3);
    EXPECT_EQ(full, call(request)["x-hint"]) << "level 3 is the default";
    for (const char* key : {"steps", "placements", "eliminations"}) EXPECT_TRUE(full.contains(key)) << key;
}

TEST(ApiHintLevels, APlayerWithoutPencilMarksGetsThePlacementAndTheStepsThatLeadToIt) {
    const nlohmann::json request = {{"op", "hint"}, {"puzzle", kNoSingleAtStart}};
    const nlohmann::json full = hint_at(request, 3);
    EXPECT_EQ(full["kind"], "placement");
    const nlohmann::json& steps = full["steps"];
    ASSERT_EQ(steps.size(), 3u) << full.dump();
    EXPECT_EQ(steps[0]["technique"], "locked_pointing");
    EXPECT_EQ(steps[1]["technique"], "naked_triple");
    EXPECT_EQ(steps[2]["technique"], "naked_single");
    for (std::size_t i = 0; i < 2; ++i) {
        EXPECT_EQ(steps[i]["placements"], nlohmann::json::array());
        EXPECT_FALSE(steps[i]["eliminations"].empty());
    }
    EXPECT_EQ(full["placements"], nlohmann::json::parse(R"([{"cell": "r6c4", "digit": 9}])"));
    EXPECT_EQ(full["technique"], "naked_triple") << "the hardest step is the one to find";
    EXPECT_EQ(full["family"], "subsets");
    EXPECT_EQ(full["text"], steps[0]["text"].get<std::string>() + " " + steps[1]["text"].get<std::string>() + " " +
                                steps[2]["text"].get<std::string>());
    // The eliminations of the chain, all of them, sorted.
    std::size_t eliminations = 0;
    for (const auto& step : steps) eliminations += step["eliminations"].size();
    EXPECT_EQ(full["eliminations"].size(), eliminations);

    EXPECT_EQ(hint_at(request, 1)["text"], "A digit can be placed in box 5 after some eliminations: think of locked candidates and a naked or hidden subset.");
    EXPECT_EQ(hint_at(request, 2)["text"],
              "Locked candidates (pointing) on r1c6 and r2c6, then naked triple on r6c3, r6c5 and r6c6, then naked single at r6c4.");
    EXPECT_EQ(hint_at(request, 2)["cells"], nlohmann::json({"r1c6", "r2c6", "r6c3", "r6c5", "r6c6", "r6c4"}));
}

TEST(ApiHintLevels, WithPencilMarksTheHintIsTheNextStepItself) {
    // Pencil marks can record an elimination: the pointing pair alone.
    const nlohmann::json state = {{"grid", kNoSingleAtStart}, {"candidates", nlohmann::json::object()}};
    const nlohmann::json full = hint_at({{"op", "hint"}, {"puzzle", kNoSingleAtStart}, {"state", state}}, 3);
    EXPECT_EQ(full["kind"], "step");
    ASSERT_EQ(full["steps"].size(), 1u);
    EXPECT_EQ(full["technique"], "locked_pointing");
    EXPECT_EQ(full["placements"], nlohmann::json::array());
    EXPECT_EQ(full["eliminations"], full["steps"][0]["eliminations"]);
    const nlohmann::json nudge = hint_at({{"op", "hint"}, {"puzzle", kNoSingleAtStart}, {"state", state}}, 1);
    EXPECT_EQ(nudge["text"], "Think of locked candidates in box 2 and column 5.");
    EXPECT_EQ(nudge["family"], "intersections");
}

TEST(ApiHintLevels, MistakesGoFromTheRowToTheCellToTheDigit) {
    // top95 #1: r1c2 is 1 and r3c3 is 8 in the solution.
    const std::string two_wrong = with_entries(kTop95First, {{1, '2'}, {20, '5'}});
    const nlohmann::json request = {{"op", "hint"}, {"puzzle", kTop95First}, {"state", two_wrong}};
    const nlohmann::json nudge = hint_at(request, 1);
    EXPECT_EQ(nudge["kind"], "mistake");
    EXPECT_EQ(nudge["text"], "There are 2 mistakes, in rows 1 and 3.");
    EXPECT_EQ(nudge["houses"], nlohmann::json({"row 1", "row 3"}));
    EXPECT_EQ(nudge["wrong_entries"], nlohmann::json::parse(R"([{"house": "row 1"}, {"house": "row 3"}])"));
    EXPECT_FALSE(nudge.contains("cells"));
    const nlohmann::json cells = hint_at(request, 2);
    EXPECT_EQ(cells["text"], "r1c2 and r3c3 are wrong.");
    EXPECT_EQ(cells["cells"], nlohmann::json({"r1c2", "r3c3"}));
    EXPECT_EQ(cells["wrong_entries"], nlohmann::json::parse(R"([{"cell": "r1c2"}, {"cell": "r3c3"}])"));
    const nlohmann::json digits = hint_at(request, 3);
    EXPECT_EQ(digits["text"], "r1c2 is not 2 and r3c3 is not 5.");
    EXPECT_EQ(digits["wrong_entries"], nlohmann::json::parse(R"([{"cell": "r1c2", "digit": 2}, {"cell": "r3c3", "digit": 5}])"));

    const nlohmann::json one = hint_at({{"op", "hint"}, {"puzzle", kTop95First}, {"state", with_entries(kTop95First, {{1, '2'}})}}, 1);
    EXPECT_EQ(one["text"], "There is a mistake in row 1.");
    // A lost pencil mark (r1c3 is 7) is a mistake too.
    const nlohmann::json lost = {{"grid", kTop95First}, {"candidates", {{"r1c3", "29"}}}};
    const nlohmann::json lost_request = {{"op", "hint"}, {"puzzle", kTop95First}, {"state", lost}};
    EXPECT_EQ(hint_at(lost_request, 1)["text"], "There is a mistake in row 1.");
    EXPECT_EQ(hint_at(lost_request, 2)["text"], "A needed pencil mark is missing in r1c3.");
    EXPECT_EQ(hint_at(lost_request, 3)["text"], "Pencil marks to restore: 7 in r1c3.");
    EXPECT_EQ(hint_at(lost_request, 3)["removed_candidates"], nlohmann::json::parse(R"([{"cell": "r1c3", "digit": 7}])"));
}

TEST(ApiHintLevels, AnUnknownLevelIsAUsageErrorNamingTheKey) {
    expect_error(call({{"op", "hint"}, {"puzzle", kTop95First}, {"level", 4}}), "usage", "level", "out of range 1..3");
    expect_error(call({{"op", "hint"}, {"puzzle", kTop95First}, {"level", 0}}), "usage", "level", "out of range 1..3");
    expect_error(call({{"op", "hint"}, {"puzzle", kTop95First}, {"level", "2"}}), "usage", "level", "expected an integer");
    expect_error(call({{"op", "check"}, {"puzzle", kTop95First}, {"state", kTop95First}, {"level", 2}}), "usage", "level", "unknown key");
}

TEST(ApiHintLevels, AStateThatErasesAGivenIsRefused) {
    // r1c1 is the given 4.
    std::string line = kTop95First;
    line[0] = '.';
    const std::string message = "r1c1 is a given (4); the state leaves it empty";
    expect_error(call({{"op", "hint"}, {"puzzle", kTop95First}, {"state", line}}), "input", "state", message);
    expect_error(call({{"op", "hint"}, {"puzzle", kTop95First}, {"state", {{"grid", line}}}}), "input", "state", message);
    expect_error(call({{"op", "check"}, {"puzzle", kTop95First}, {"state", {{"grid", line}}}}), "input", "state", message);
    // The pencil-mark grid: marks where the given stands.
    std::string tokens = "1234";
    for (std::size_t cell = 1; cell < 81; ++cell) tokens += std::string(" ") + (kTop95First[cell] == '.' ? "." : std::string(1, kTop95First[cell]));
    expect_error(call({{"op", "hint"}, {"puzzle", kTop95First}, {"state", tokens}}), "input", "state", message);
}

TEST(ApiHintLevels, PencilMarksOnAGivenAreRefusedNamingTheCellAndTheKey) {
    // r1c1 is the given 4; r1c2 is empty. Marks on a given, even the given alone, are refused by
    // check and hint alike, in the JSON object and in its text; marks on an empty cell are read.
    const nlohmann::json on_given = {{"grid", kTop95First}, {"candidates", {{"r1c2", "12"}, {"R1C1", "4"}}}};
    const std::string message = "request key \"state\": JSON key \"candidates\": r1c1 is a given (4); pencil marks go on the cells the player fills";
    for (const char* op : {"check", "hint"}) {
        expect_error(call({{"op", op}, {"puzzle", kTop95First}, {"state", on_given}}), "input", "state", message);
        expect_error(call({{"op", op}, {"puzzle", kTop95First}, {"state", on_given.dump()}}), "input", "state", message);
    }
    const nlohmann::json on_empty = {{"grid", kTop95First}, {"candidates", {{"r1c2", "12"}}}};
    const nlohmann::json checked = call({{"op", "check"}, {"puzzle", kTop95First}, {"state", on_empty}});
    ASSERT_TRUE(checked.contains("x-check")) << checked.dump();
}

TEST(ApiHintLevels, EveryTechniqueHasAFamily) {
    const std::vector<std::string_view> families{"singles", "intersections", "subsets", "fish", "single-digit patterns",
                                                 "wings", "uniqueness", "colouring", "chains", "forcing chains",
                                                 "cages", "thermometers", "arrows", "dots", "outside sums",
                                                 "variant rules"};
    for (const Technique& t : techniques()) {
        const std::string_view family = api::technique_family(t.id);
        EXPECT_NE(std::find(families.begin(), families.end(), family), families.end()) << technique_key(t.id) << ": " << family;
    }
    EXPECT_EQ(api::technique_family(TechniqueId::x_wing), "fish");
    EXPECT_EQ(api::technique_family(TechniqueId::bug_plus_one), "uniqueness");
    EXPECT_EQ(api::technique_family(TechniqueId::innies_outies), "cages");
    EXPECT_EQ(api::technique_family(TechniqueId::kropki_pair), "dots");
}

}  // namespace
}  // namespace hint_levels_test
}  // namespace gridforge::testing
