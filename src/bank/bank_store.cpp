// The bank file: schema, adding, picking, selecting, counting and merging (bank.hpp).
#include <ctime>
#include <string>
#include <vector>

#include <SQLiteCpp/SQLiteCpp.h>

#include "gridforge/bank.hpp"

namespace gridforge::bank {
namespace bank_store {

// Version 1. Levels are the rating's names per scale; a NULL used_at means unused. The partial
// indexes serve `pick --unused` (the common case) without scanning the used puzzles.
constexpr const char* kSchema = R"sql(
CREATE TABLE puzzles (
    id              INTEGER PRIMARY KEY,
    canonical_key   TEXT NOT NULL UNIQUE,
    puzzle          TEXT NOT NULL,
    json            TEXT NOT NULL,
    solution        TEXT,
    variant         TEXT NOT NULL,
    size            INTEGER NOT NULL,
    search_level    TEXT,
    technique_level TEXT,
    mcm_band        TEXT,
    se_er           REAL,
    se_ep           REAL,
    se_ed           REAL,
    hodoku_score    INTEGER,
    generator       TEXT,
    seed            TEXT,
    added_at        TEXT NOT NULL,
    used_at         TEXT
);
CREATE INDEX puzzles_unused_search ON puzzles(variant, search_level) WHERE used_at IS NULL;
CREATE INDEX puzzles_unused_technique ON puzzles(variant, technique_level) WHERE used_at IS NULL;
CREATE INDEX puzzles_unused_mcm ON puzzles(variant, mcm_band) WHERE used_at IS NULL;
CREATE INDEX puzzles_variant ON puzzles(variant);
)sql";

constexpr const char* kColumns =
    "id, canonical_key, puzzle, json, solution, variant, size, search_level, technique_level, mcm_band, "
    "se_er, se_ep, se_ed, hodoku_score, generator, seed, added_at, used_at";

std::string now_utc() {
    const std::time_t now = std::time(nullptr);
    std::tm parts{};
    gmtime_r(&now, &parts);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &parts);
    return text;
}

/// The column a scale's level lives in; throws BankError for an unknown scale.
std::string level_column(const std::string& scale) {
    if (scale == "search") return "search_level";
    if (scale == "technique") return "technique_level";
    if (scale == "mcm") return "mcm_band";
    throw BankError("unknown scale '" + scale + "' (search, technique, mcm)");
}

/// " WHERE ..." for `filter` (parameters bound by bind_filter, in this order), or "".
std::string where_clause(const Filter& filter) {
    std::vector<std::string> terms;
    if (!filter.variant.empty()) terms.push_back("variant = ?");
    if (!filter.level.empty()) terms.push_back(level_column(filter.scale) + " = ?");
    if (filter.unused_only) terms.push_back("used_at IS NULL");
    std::string clause;
    for (const std::string& term : terms) clause += (clause.empty() ? " WHERE " : " AND ") + term;
    return clause;
}

int bind_filter(SQLite::Statement& statement, const Filter& filter) {
    int index = 1;
    if (!filter.variant.empty()) statement.bind(index++, filter.variant);
    if (!filter.level.empty()) statement.bind(index++, filter.level);
    return index;
}

void bind_text_or_null(SQLite::Statement& statement, int index, const std::string& text) {
    if (text.empty()) {
        statement.bind(index);
    } else {
        statement.bind(index, text);
    }
}

template <class T>
void bind_optional(SQLite::Statement& statement, int index, const std::optional<T>& value) {
    if (value) {
        statement.bind(index, *value);
    } else {
        statement.bind(index);
    }
}

std::string text_column(const SQLite::Statement& statement, int index) {
    const SQLite::Column column = statement.getColumn(index);
    return column.isNull() ? std::string() : column.getString();
}

std::optional<double> real_column(const SQLite::Statement& statement, int index) {
    const SQLite::Column column = statement.getColumn(index);
    return column.isNull() ? std::nullopt : std::optional<double>(column.getDouble());
}

BankPuzzle entry_of_row(const SQLite::Statement& row) {
    BankPuzzle entry;
    entry.id = row.getColumn(0).getInt64();
    entry.key = text_column(row, 1);
    entry.puzzle = text_column(row, 2);
    entry.json = text_column(row, 3);
    entry.solution = text_column(row, 4);
    entry.variant = text_column(row, 5);
    entry.size = row.getColumn(6).getInt();
    entry.search_level = text_column(row, 7);
    entry.technique_level = text_column(row, 8);
    entry.mcm_band = text_column(row, 9);
    entry.se_er = real_column(row, 10);
    entry.se_ep = real_column(row, 11);
    entry.se_ed = real_column(row, 12);
    if (!row.getColumn(13).isNull()) entry.hodoku_score = row.getColumn(13).getInt64();
    entry.generator = text_column(row, 14);
    if (const std::string seed = text_column(row, 15); !seed.empty()) entry.seed = std::stoull(seed);
    entry.added_at = text_column(row, 16);
    entry.used_at = text_column(row, 17);
    return entry;
}

/// Runs `work`, turning SQLite's exceptions into BankError naming `path`.
template <class Work>
auto naming_file(const std::string& path, Work work) -> decltype(work()) {
    try {
        return work();
    } catch (const SQLite::Exception& error) {
        throw BankError(path + ": " + error.what());
    }
}

/// Creates the schema in an empty file; refuses a file of another version.
void check_schema(SQLite::Database& database, const std::string& path) {
    const int version = database.execAndGet("PRAGMA user_version").getInt();
    if (version == kSchemaVersion) return;
    if (version != 0) {
        throw BankError(path + ": bank schema version " + std::to_string(version) + ", this gridforge reads version " + std::to_string(kSchemaVersion));
    }
    if (database.tableExists("puzzles")) throw BankError(path + ": has a 'puzzles' table but no bank schema version: not a gridforge bank");
    SQLite::Transaction transaction(database);
    database.exec(kSchema);
    database.exec("PRAGMA user_version = " + std::to_string(kSchemaVersion));
    transaction.commit();
}

}  // namespace bank_store

Bank::Bank(const std::string& path) : path_(path) {
    using namespace bank_store;
    naming_file(path, [&] {
        database_ = std::make_unique<SQLite::Database>(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        database_->setBusyTimeout(5000);
        database_->exec("PRAGMA journal_mode = WAL");
        database_->exec("PRAGMA synchronous = NORMAL");
        check_schema(*database_, path);
        return 0;
    });
}

Bank::~Bank() = default;

AddCounts Bank::add(const std::vector<BankPuzzle>& entries) {
    using namespace bank_store;
    return naming_file(path_, [&] {
        AddCounts counts;
        const std::string added_at = now_utc();
        SQLite::Transaction transaction(*database_);
        SQLite::Statement insert(*database_,
                                 "INSERT OR IGNORE INTO puzzles (canonical_key, puzzle, json, solution, variant, size, search_level, "
                                 "technique_level, mcm_band, se_er, se_ep, se_ed, hodoku_score, generator, seed, added_at) "
                                 "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        for (const BankPuzzle& entry : entries) {
            insert.bind(1, entry.key);
            insert.bind(2, entry.puzzle);
            insert.bind(3, entry.json);
            bind_text_or_null(insert, 4, entry.solution);
            insert.bind(5, entry.variant);
            insert.bind(6, entry.size);
            bind_text_or_null(insert, 7, entry.search_level);
            bind_text_or_null(insert, 8, entry.technique_level);
            bind_text_or_null(insert, 9, entry.mcm_band);
            bind_optional(insert, 10, entry.se_er);
            bind_optional(insert, 11, entry.se_ep);
            bind_optional(insert, 12, entry.se_ed);
            bind_optional(insert, 13, entry.hodoku_score);
            bind_text_or_null(insert, 14, entry.generator);
            bind_text_or_null(insert, 15, entry.seed ? std::to_string(*entry.seed) : std::string());
            insert.bind(16, added_at);
            (insert.exec() == 1 ? counts.added : counts.duplicates) += 1;
            insert.reset();
        }
        transaction.commit();
        return counts;
    });
}

std::vector<BankPuzzle> Bank::pick(const Filter& filter, int count, const std::function<void(const BankPuzzle&)>& check) {
    using namespace bank_store;
    return naming_file(path_, [&] {
        SQLite::Transaction transaction(*database_);
        SQLite::Statement query(*database_, std::string("SELECT ") + kColumns + " FROM puzzles" + where_clause(filter) + " ORDER BY id LIMIT ?");
        query.bind(bind_filter(query, filter), count);
        std::vector<BankPuzzle> picked;
        while (query.executeStep()) picked.push_back(entry_of_row(query));
        if (check) {
            for (const BankPuzzle& entry : picked) check(entry);  // a throw rolls the transaction back
        }
        const std::string used_at = now_utc();
        SQLite::Statement mark(*database_, "UPDATE puzzles SET used_at = ? WHERE id = ?");
        for (BankPuzzle& entry : picked) {
            entry.used_at = used_at;
            mark.bind(1, used_at);
            mark.bind(2, entry.id);
            mark.exec();
            mark.reset();
        }
        transaction.commit();
        return picked;
    });
}

std::vector<BankPuzzle> Bank::select(const Filter& filter) {
    using namespace bank_store;
    return naming_file(path_, [&] {
        SQLite::Statement query(*database_, std::string("SELECT ") + kColumns + " FROM puzzles" + where_clause(filter) + " ORDER BY id");
        bind_filter(query, filter);
        std::vector<BankPuzzle> rows;
        while (query.executeStep()) rows.push_back(entry_of_row(query));
        return rows;
    });
}

std::vector<StatsRow> Bank::stats(const Filter& filter) {
    using namespace bank_store;
    return naming_file(path_, [&] {
        const std::string level = level_column(filter.scale);
        SQLite::Statement query(*database_, "SELECT variant, " + level + ", COUNT(*), SUM(used_at IS NULL) FROM puzzles" + where_clause(filter) +
                                                " GROUP BY variant, " + level + " ORDER BY variant, " + level);
        bind_filter(query, filter);
        std::vector<StatsRow> rows;
        while (query.executeStep()) {
            rows.push_back({text_column(query, 0), text_column(query, 1), query.getColumn(2).getInt64(), query.getColumn(3).getInt64()});
        }
        return rows;
    });
}

MergeCounts Bank::merge(const std::string& other_path) {
    using namespace bank_store;
    { Bank other(other_path); }  // refuses a missing schema or another version, naming that file
    return naming_file(path_ + " + " + other_path, [&] {
        SQLite::Statement attach(*database_, "ATTACH DATABASE ? AS other");
        attach.bind(1, other_path);
        attach.exec();
        MergeCounts counts;
        {
            SQLite::Transaction transaction(*database_);
            const std::string copied = "canonical_key, puzzle, json, solution, variant, size, search_level, technique_level, mcm_band, "
                                       "se_er, se_ep, se_ed, hodoku_score, generator, seed, added_at, used_at";
            counts.added = database_->exec("INSERT OR IGNORE INTO main.puzzles (" + copied + ") SELECT " + copied + " FROM other.puzzles ORDER BY id");
            counts.marked_used = database_->exec(
                "UPDATE main.puzzles SET used_at = (SELECT o.used_at FROM other.puzzles o WHERE o.canonical_key = main.puzzles.canonical_key) "
                "WHERE used_at IS NULL AND canonical_key IN (SELECT canonical_key FROM other.puzzles WHERE used_at IS NOT NULL)");
            transaction.commit();
        }
        database_->exec("DETACH DATABASE other");
        return counts;
    });
}

}  // namespace gridforge::bank
