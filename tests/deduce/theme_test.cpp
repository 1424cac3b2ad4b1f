/// Cast themes (theme.hpp): their word lists, the casts drawn from them, and the theme as a
/// puzzle records it.

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>

#include "gridforge/deduce/generate.hpp"
#include "gridforge/deduce/json.hpp"
#include "gridforge/deduce/theme.hpp"

namespace gridforge::deduce {
namespace theme_test {
namespace {

TEST(DeduceTheme, EveryThemeHasSixNamesPerInitialAndTwelveProfessions) {
    ASSERT_GE(cast_themes().size(), 3u);
    EXPECT_EQ(cast_themes()[0].name, kDefaultTheme);
    for (const CastTheme& theme : cast_themes()) {
        for (std::size_t initial = 0; initial < 26; ++initial) {
            std::set<std::string_view> names;
            for (std::string_view name : theme.names[initial]) {
                ASSERT_FALSE(name.empty()) << theme.name;
                EXPECT_EQ(name[0], static_cast<char>('A' + initial)) << theme.name << ": " << name;
                names.insert(name);
            }
            EXPECT_EQ(names.size(), kNamesPerInitial) << theme.name << ": a name repeats under " << static_cast<char>('A' + initial);
        }
        EXPECT_GE(theme.professions.size(), 12u) << theme.name;
        const std::set<int> distinct(theme.professions.begin(), theme.professions.end());
        EXPECT_EQ(distinct.size(), theme.professions.size()) << theme.name;
    }
}

TEST(DeduceTheme, ProfessionsAreWordsWithTheirOwnPlurals) {
    const auto& names = profession_names();
    EXPECT_EQ(std::set<std::string_view>(names.begin(), names.end()).size(), names.size()) << "a profession is listed twice";
    for (std::size_t i = 0; i < names.size(); ++i) {
        const std::string plural = profession_plural(static_cast<int>(i));
        EXPECT_NE(plural, names[i]);
        EXPECT_EQ(find_profession(names[i]), static_cast<int>(i));
    }
    const auto index = [&](std::string_view word) { return static_cast<int>(std::find(names.begin(), names.end(), word) - names.begin()); };
    EXPECT_EQ(profession_plural(index("fisherman")), "fishermen");
    EXPECT_EQ(profession_plural(index("witch")), "witches");
    EXPECT_EQ(profession_plural(index("police officer")), "police officers");
    // The first catalogue's clipped words still read, as the words they stood for.
    EXPECT_EQ(find_profession("mech"), index("mechanic"));
    EXPECT_EQ(find_profession("sleuth"), index("detective"));
    EXPECT_EQ(find_profession("cop"), index("police officer"));
    EXPECT_EQ(find_profession("coder"), index("programmer"));
    EXPECT_EQ(find_profession("astronaut-chef"), -1);
}

TEST(DeduceTheme, UnknownThemeNamesItAndTheChoices) {
    try {
        (void)cast_theme("pirates");
        FAIL() << "no error";
    } catch (const std::invalid_argument& error) {
        EXPECT_EQ(std::string(error.what()), "unknown theme 'pirates' (themes: " + theme_choices() + ")");
    }
    EXPECT_NE(theme_choices().find("village"), std::string::npos);
    DeduceGenerateOptions options;
    options.theme = "pirates";
    EXPECT_THROW((void)generate_deduce(options), std::invalid_argument);
}

TEST(DeduceTheme, CastDrawsNamesAndProfessionsFromItsTheme) {
    const Board board(5, 5);
    for (const CastTheme& theme : cast_themes()) {
        Rng rng(7);
        const std::vector<Person> people = random_cast(board, rng, theme);
        std::set<std::string> names;
        for (std::size_t cell = 0; cell < people.size(); ++cell) {
            const auto& row = theme.names[cell];
            EXPECT_NE(std::find(row.begin(), row.end(), people[cell].name), row.end()) << theme.name << " cell " << cell;
            names.insert(people[cell].name);
            EXPECT_NE(std::find(theme.professions.begin(), theme.professions.end(), people[cell].profession), theme.professions.end());
        }
        EXPECT_EQ(names.size(), people.size());
    }
}

TEST(DeduceTheme, SameSeedAndThemeGiveTheSamePuzzleAndJsonKeepsTheTheme) {
    DeduceGenerateOptions options;
    options.board = Board(4, 4);
    options.seed = 5;
    options.theme = "village";
    const DeducePuzzle first = generate_deduce(options).puzzle;
    const DeducePuzzle second = generate_deduce(options).puzzle;
    EXPECT_EQ(to_json(first), to_json(second));
    EXPECT_EQ(first.theme, "village");
    const nlohmann::json object = to_json(first);
    EXPECT_EQ(object["theme"], "village");
    EXPECT_EQ(from_json(object).theme, "village");
    // Files written before themes: no key, the default theme.
    nlohmann::json older = object;
    older.erase("theme");
    EXPECT_EQ(from_json(older).theme, kDefaultTheme);
    nlohmann::json bad = object;
    bad["theme"] = "pirates";
    try {
        (void)from_json(bad);
        FAIL() << "no error";
    } catch (const DeduceFormatError& error) {
        EXPECT_EQ(error.key(), "theme");
    }
}

}  // namespace
}  // namespace theme_test
}  // namespace gridforge::deduce
