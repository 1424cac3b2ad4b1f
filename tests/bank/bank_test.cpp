#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <SQLiteCpp/SQLiteCpp.h>

#include "gridforge/bank.hpp"
#include "gridforge/canon.hpp"
#include "gridforge/transform.hpp"
#include "support/puzzles.hpp"
#include "support/temp_directory.hpp"

namespace gridforge {
namespace bank_test {
namespace {

using testing::read_lines;
using testing::test_data;

class BankFile : public testing::TempDirectoryTest {
protected:
    [[nodiscard]] std::string path(const std::string& name) const { return (dir_ / name).string(); }
};

bank::BankPuzzle entry_of(const std::string& text) { return bank::entry_from_record(parse_puzzle(text)); }

/// The first `count` top95 puzzles as entries, with a search level so the filters have something to match.
std::vector<bank::BankPuzzle> top95_entries(int count, const std::string& level) {
    std::vector<bank::BankPuzzle> entries;
    for (const std::string& line : read_lines(test_data("top95.txt"))) {
        if (static_cast<int>(entries.size()) == count) break;
        entries.push_back(entry_of(R"({"givens":")" + line + R"(","level":")" + level + R"("})"));
    }
    return entries;
}

TEST(BankEntry, ReadsTheRatingsAndGeneratorOfGenerateJson) {
    const std::string line =
        R"({"givens":"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......","level":"hard",)"
        R"("rating":{"search":{"level":"hard"},"technique":{"level":"unfair"},"mcm":{"band":"diabolical"},)"
        R"("se":{"er":7.1,"ep":7.0,"ed":2.3},"hodoku":{"score":1234}},"x-generation":{"seed":42}})";
    const bank::BankPuzzle entry = entry_of(line);
    EXPECT_EQ(entry.variant, "classic");
    EXPECT_EQ(entry.size, 9);
    EXPECT_EQ(entry.search_level, "hard");
    EXPECT_EQ(entry.technique_level, "unfair");
    EXPECT_EQ(entry.mcm_band, "diabolical");
    EXPECT_EQ(entry.se_er, 7.1);
    EXPECT_EQ(entry.se_ed, 2.3);
    EXPECT_EQ(entry.hodoku_score, 1234);
    EXPECT_EQ(entry.generator, "gridforge");
    EXPECT_EQ(entry.seed, 42U);
    EXPECT_EQ(entry.puzzle, "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    EXPECT_EQ(entry.key, canonical_key(parse_puzzle(line).puzzle));
}

TEST(BankEntry, NamesTheVariantByItsRulesBeyondClassic) {
    EXPECT_EQ(entry_of(read_lines(test_data("generated_variant_killer.jsonl"))[0]).variant, "killer");
    EXPECT_EQ(entry_of(read_lines(test_data("generated_variant_x.jsonl"))[0]).variant, "x");
    EXPECT_EQ(entry_of(read_lines(test_data("generated_variant_jigsaw.jsonl"))[0]).variant, "jigsaw");
}

TEST_F(BankFile, StoresEachPuzzleOnceEvenRelabelledAndShuffled) {
    bank::Bank bank(path("bank.sqlite"));
    std::vector<bank::BankPuzzle> entries = top95_entries(10, "hard");
    Rng rng(5);
    const Grid moved = apply(random_grid_transform(Geometry(9), rng), parse_puzzle(entries[0].puzzle).puzzle.givens());
    entries.push_back(bank::entry_from_record(parse_puzzle(write_line(moved))));
    const bank::AddCounts counts = bank.add(entries);
    EXPECT_EQ(counts.added, 10);
    EXPECT_EQ(counts.duplicates, 1);
    const bank::AddCounts again = bank.add(entries);
    EXPECT_EQ(again.added, 0);
    EXPECT_EQ(again.duplicates, 11);
}

TEST_F(BankFile, PickMarksUsedAndUnusedSkipsThem) {
    bank::Bank bank(path("bank.sqlite"));
    bank.add(top95_entries(5, "hard"));
    bank.add(top95_entries(8, "easy"));  // the first 5 are duplicates: 3 easy ones are new
    bank::Filter hard{"classic", "search", "hard", true};
    const auto first = bank.pick(hard, 3);
    ASSERT_EQ(first.size(), 3U);
    EXPECT_FALSE(first[0].used_at.empty());
    const auto second = bank.pick(hard, 3);
    ASSERT_EQ(second.size(), 2U);  // only 2 unused hard ones left
    EXPECT_NE(second[0].id, first[0].id);
    EXPECT_EQ(bank.pick(hard, 1).size(), 0U);
    bank::Filter easy{"", "search", "easy", true};
    EXPECT_EQ(bank.pick(easy, 10).size(), 3U);
    const auto stats = bank.stats(bank::Filter{});
    ASSERT_EQ(stats.size(), 2U);
    EXPECT_EQ(stats[0].level, "easy");
    EXPECT_EQ(stats[0].total, 3);
    EXPECT_EQ(stats[0].unused, 0);
    EXPECT_EQ(stats[1].level, "hard");
    EXPECT_EQ(stats[1].total, 5);
    EXPECT_EQ(bank.select(bank::Filter{"killer", "search", "", false}).size(), 0U);
}

TEST_F(BankFile, MergingTwiceChangesNothingAndUsedStaysUsed) {
    bank::Bank a(path("a.sqlite"));
    a.add(top95_entries(4, "hard"));
    {
        bank::Bank b(path("b.sqlite"));
        b.add(top95_entries(6, "hard"));
        b.pick(bank::Filter{"", "search", "", true}, 1);  // the first, which a holds unused
    }
    const bank::MergeCounts first = a.merge(path("b.sqlite"));
    EXPECT_EQ(first.added, 2);
    EXPECT_EQ(first.marked_used, 1);
    const bank::MergeCounts second = a.merge(path("b.sqlite"));
    EXPECT_EQ(second.added, 0);
    EXPECT_EQ(second.marked_used, 0);
    const auto stats = a.stats(bank::Filter{});
    ASSERT_EQ(stats.size(), 1U);
    EXPECT_EQ(stats[0].total, 6);
    EXPECT_EQ(stats[0].unused, 5);
}

TEST_F(BankFile, RefusesAnotherSchemaVersionNamingTheFile) {
    {
        SQLite::Database raw(path("future.sqlite"), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        raw.exec("PRAGMA user_version = 7");
    }
    try {
        bank::Bank bank(path("future.sqlite"));
        FAIL() << "opened a version-7 bank";
    } catch (const bank::BankError& error) {
        EXPECT_EQ(std::string(error.what()), path("future.sqlite") + ": bank schema version 7, this gridforge reads version 1");
    }
}

TEST_F(BankFile, RefusesAFileThatIsNotSqliteNamingItAndSqlitesMessage) {
    std::ofstream(path("text.sqlite")) << "just some text, long enough to be read as a database header .......\n";
    try {
        bank::Bank bank(path("text.sqlite"));
        FAIL() << "opened a text file";
    } catch (const bank::BankError& error) {
        EXPECT_EQ(std::string(error.what()), path("text.sqlite") + ": file is not a database");
    }
}

}  // namespace
}  // namespace bank_test
}  // namespace gridforge
