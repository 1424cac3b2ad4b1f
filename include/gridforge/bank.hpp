#pragma once
/// \file
/// A puzzle bank: an SQLite file of rated puzzles, each stored once up to the transformations
/// that keep its rules (canon.hpp), picked by variant and level and marked used when picked
/// (docs/bank.md). Native builds only; the file is opened through SQLiteCpp.
///
/// The file: one table `puzzles` (schema version 1 in PRAGMA user_version; a file of another
/// version is refused), write-ahead logging, each add / pick / merge one transaction.

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "gridforge/format.hpp"

namespace SQLite {
class Database;
}

namespace gridforge::bank {

/// The schema version this build writes and reads (PRAGMA user_version).
inline constexpr int kSchemaVersion = 1;

/// A bank file that cannot be opened, read or written, or has an unknown schema: the message
/// names the file and gives SQLite's ("puzzles.sqlite: unable to open database file").
class BankError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// One stored puzzle. Ratings are empty / nullopt when the input did not carry them.
struct BankPuzzle {
    std::int64_t id = 0;            ///< set by the bank (0 before it is stored)
    std::string key;                ///< canonical_key (canon.hpp): unique in a bank
    std::string puzzle;             ///< the givens in the line form ('.' for empty)
    std::string json;               ///< the JSON form (docs/formats.md) with the metadata read
    std::string solution;           ///< line form, or empty
    std::string variant;            ///< "classic", or the rule recipes beyond classic joined by '+': "x", "x+killer", "jigsaw"
    int size = 9;
    std::string search_level;       ///< "easy" ... (rating.search.level, or the record's "level")
    std::string technique_level;    ///< rating.technique.level
    std::string mcm_band;           ///< rating.mcm.band
    std::optional<double> se_er, se_ep, se_ed;  ///< rating.se
    std::optional<std::int64_t> hodoku_score;   ///< rating.hodoku.score
    std::string generator;          ///< "gridforge" for generate's output, else the record's "source" or "author"
    std::optional<std::uint64_t> seed;          ///< x-generation.seed
    std::string added_at;           ///< UTC, "2026-12-02T22:30:00Z" (set by the bank)
    std::string used_at;            ///< UTC when picked; empty while unused
};

/// The bank entry of a read puzzle: its canonical key, forms, variant and whatever ratings,
/// level, solution and generator its metadata carries (generate --json and rate --json keys).
BankPuzzle entry_from_record(const PuzzleRecord& record);

/// The puzzle of a stored entry, with its metadata (read back from `json`).
PuzzleRecord record_of(const BankPuzzle& entry);

/// A --variant filter as the bank stores it: "classic", or recipe names (those of generate
/// --variant and api parse's "rules": x, jigsaw, killer, thermo, arrow, ...) joined by '+', put in
/// the stored order ("killer+x" is stored "x+killer"). Throws std::invalid_argument naming the
/// part that is no recipe, or one given twice.
std::string variant_filter_name(const std::string& variant);

/// Which puzzles pick, export and stats look at. Empty strings match everything.
struct Filter {
    std::string variant;
    std::string scale = "search";   ///< "search", "technique" or "mcm": the column `level` is matched in
    std::string level;
    bool unused_only = false;
};

struct AddCounts {
    int added = 0;
    int duplicates = 0;             ///< already in the bank (same canonical key)
};

struct StatsRow {
    std::string variant;
    std::string level;              ///< of the filter's scale; "" when unrated on it
    std::int64_t total = 0;
    std::int64_t unused = 0;
};

struct MergeCounts {
    std::int64_t added = 0;         ///< puzzles of the other bank new to this one
    std::int64_t marked_used = 0;   ///< puzzles unused here and used there, now used here
};

class Bank {
public:
    /// Opens (creating when missing) the bank at `path`. Throws BankError when the file cannot be
    /// opened or created, is not an SQLite file, or has another schema version.
    explicit Bank(const std::string& path);
    ~Bank();
    Bank(const Bank&) = delete;
    Bank& operator=(const Bank&) = delete;

    /// Stores the entries whose key is new, in one transaction; added_at is now.
    AddCounts add(const std::vector<BankPuzzle>& entries);
    /// Up to `count` puzzles matching `filter`, oldest first, marked used now (in the same
    /// transaction). `check`, when given, sees every chosen puzzle before any is marked; what it
    /// throws ends the pick with nothing marked (the CLI refuses a --to form that cannot hold one).
    std::vector<BankPuzzle> pick(const Filter& filter, int count, const std::function<void(const BankPuzzle&)>& check = nullptr);
    /// Every puzzle matching `filter`, oldest first; nothing is marked.
    std::vector<BankPuzzle> select(const Filter& filter);
    /// Counts by variant and level of `filter.scale` (other filter fields narrow them).
    std::vector<StatsRow> stats(const Filter& filter);
    /// Adds the puzzles of the bank at `other_path` that this one lacks and marks used those used
    /// there; merging the same bank again changes nothing. Throws BankError as the constructor for
    /// the other file.
    MergeCounts merge(const std::string& other_path);

    [[nodiscard]] const std::string& path() const { return path_; }

private:
    std::string path_;
    std::unique_ptr<SQLite::Database> database_;
};

}  // namespace gridforge::bank
