/// The SQLite functions the command line calls (SQLiteCpp, under src/bank, through `bank`), each
/// forwarding to libsqlite3.so.0 opened on first use (lazy_library.hpp: why). Every SQLite function
/// the executable calls must be here: a missing one makes the linker name libsqlite3 again, which
/// tests/cli/start_libraries_cli_test.cpp catches. Signatures as declared in sqlite3.h (3.40).

#include <sqlite3.h>

#include <cstdarg>

#include "lazy_library.hpp"

namespace {
constexpr gridforge::cli::LazyLibrary kSqlite{"libsqlite3.so.0", "SQLite, to read and write puzzle banks"};
}  // namespace

#define GRIDFORGE_FORWARD_SQLITE(name, ...) GRIDFORGE_LAZY_FORWARD(kSqlite, name __VA_OPT__(, ) __VA_ARGS__)

extern "C" int sqlite3_backup_finish(sqlite3_backup* a0) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_backup_finish, a0);
}
extern "C" sqlite3_backup* sqlite3_backup_init(sqlite3* a0, const char* a1, sqlite3* a2, const char* a3) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_backup_init, a0, a1, a2, a3);
}
extern "C" int sqlite3_backup_pagecount(sqlite3_backup* a0) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_backup_pagecount, a0);
}
extern "C" int sqlite3_backup_remaining(sqlite3_backup* a0) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_backup_remaining, a0);
}
extern "C" int sqlite3_backup_step(sqlite3_backup* a0, int a1) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_backup_step, a0, a1);
}
extern "C" int sqlite3_bind_blob(sqlite3_stmt* a0, int a1, const void* a2, int a3, void(*a4)(void*)) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_bind_blob, a0, a1, a2, a3, a4);
}
extern "C" int sqlite3_bind_double(sqlite3_stmt* a0, int a1, double a2) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_bind_double, a0, a1, a2);
}
extern "C" int sqlite3_bind_int(sqlite3_stmt* a0, int a1, int a2) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_bind_int, a0, a1, a2);
}
extern "C" int sqlite3_bind_int64(sqlite3_stmt* a0, int a1, sqlite3_int64 a2) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_bind_int64, a0, a1, a2);
}
extern "C" int sqlite3_bind_null(sqlite3_stmt* a0, int a1) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_bind_null, a0, a1);
}
extern "C" int sqlite3_bind_parameter_count(sqlite3_stmt* a0) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_bind_parameter_count, a0);
}
extern "C" int sqlite3_bind_parameter_index(sqlite3_stmt* a0, const char* a1) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_bind_parameter_index, a0, a1);
}
extern "C" int sqlite3_bind_text(sqlite3_stmt* a0, int a1, const char* a2, int a3, void(*a4)(void*)) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_bind_text, a0, a1, a2, a3, a4);
}
extern "C" int sqlite3_busy_timeout(sqlite3* a0, int a1) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_busy_timeout, a0, a1);
}
extern "C" int sqlite3_changes(sqlite3* a0) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_changes, a0);
}
extern "C" int sqlite3_clear_bindings(sqlite3_stmt* a0) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_clear_bindings, a0);
}
extern "C" int sqlite3_close(sqlite3* a0) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_close, a0);
}
extern "C" const void* sqlite3_column_blob(sqlite3_stmt* a0, int a1) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_column_blob, a0, a1);
}
extern "C" int sqlite3_column_bytes(sqlite3_stmt* a0, int a1) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_column_bytes, a0, a1);
}
extern "C" int sqlite3_column_count(sqlite3_stmt* a0) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_column_count, a0);
}
extern "C" const char* sqlite3_column_decltype(sqlite3_stmt* a0, int a1) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_column_decltype, a0, a1);
}
extern "C" double sqlite3_column_double(sqlite3_stmt* a0, int a1) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_column_double, a0, a1);
}
extern "C" int sqlite3_column_int(sqlite3_stmt* a0, int a1) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_column_int, a0, a1);
}
extern "C" sqlite3_int64 sqlite3_column_int64(sqlite3_stmt* a0, int a1) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_column_int64, a0, a1);
}
extern "C" const char* sqlite3_column_name(sqlite3_stmt* a0, int a1) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_column_name, a0, a1);
}
extern "C" const char* sqlite3_column_origin_name(sqlite3_stmt* a0, int a1) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_column_origin_name, a0, a1);
}
extern "C" const unsigned char* sqlite3_column_text(sqlite3_stmt* a0, int a1) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_column_text, a0, a1);
}
extern "C" int sqlite3_column_type(sqlite3_stmt* a0, int a1) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_column_type, a0, a1);
}
extern "C" int sqlite3_create_function_v2(sqlite3* a0, const char* a1, int a2, int a3, void* a4, void (*a5)(sqlite3_context*,int,sqlite3_value**), void (*a6)(sqlite3_context*,int,sqlite3_value**), void (*a7)(sqlite3_context*), void(*a8)(void*)) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_create_function_v2, a0, a1, a2, a3, a4, a5, a6, a7, a8);
}
// Variadic: forwarded in the one form SQLiteCpp uses (Database::loadExtension), the on/off options
// that take (int value, int* result); the other options are refused with SQLITE_MISUSE.
extern "C" int sqlite3_db_config(sqlite3* a0, int a1, ...) {
    static const auto real_function = reinterpret_cast<int (*)(sqlite3*, int, ...)>(
        gridforge::cli::lazy_symbol(kSqlite, "sqlite3_db_config"));
    if (a1 < SQLITE_DBCONFIG_ENABLE_FKEY || a1 > SQLITE_DBCONFIG_MAX) return SQLITE_MISUSE;
    std::va_list arguments;
    va_start(arguments, a1);
    const int value = va_arg(arguments, int);
    int* const result = va_arg(arguments, int*);
    va_end(arguments);
    return real_function(a0, a1, value, result);
}
extern "C" int sqlite3_errcode(sqlite3* a0) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_errcode, a0);
}
extern "C" const char* sqlite3_errmsg(sqlite3* a0) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_errmsg, a0);
}
extern "C" const char* sqlite3_errstr(int a0) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_errstr, a0);
}
extern "C" int sqlite3_exec(sqlite3* a0, const char* a1, int (*a2)(void*,int,char**,char**), void* a3, char ** a4) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_exec, a0, a1, a2, a3, a4);
}
extern "C" char* sqlite3_expanded_sql(sqlite3_stmt* a0) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_expanded_sql, a0);
}
extern "C" int sqlite3_extended_errcode(sqlite3* a0) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_extended_errcode, a0);
}
extern "C" int sqlite3_finalize(sqlite3_stmt* a0) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_finalize, a0);
}
extern "C" void sqlite3_free(void* a0) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_free, a0);
}
extern "C" sqlite3_int64 sqlite3_last_insert_rowid(sqlite3* a0) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_last_insert_rowid, a0);
}
extern "C" const char* sqlite3_libversion() {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_libversion);
}
extern "C" int sqlite3_libversion_number() {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_libversion_number);
}
extern "C" int sqlite3_load_extension(sqlite3* a0, const char* a1, const char* a2, char ** a3) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_load_extension, a0, a1, a2, a3);
}
extern "C" int sqlite3_open_v2(const char* a0, sqlite3 ** a1, int a2, const char* a3) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_open_v2, a0, a1, a2, a3);
}
extern "C" int sqlite3_prepare_v2(sqlite3* a0, const char* a1, int a2, sqlite3_stmt ** a3, const char ** a4) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_prepare_v2, a0, a1, a2, a3, a4);
}
extern "C" int sqlite3_reset(sqlite3_stmt* a0) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_reset, a0);
}
extern "C" int sqlite3_step(sqlite3_stmt* a0) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_step, a0);
}
extern "C" int sqlite3_total_changes(sqlite3* a0) {
    GRIDFORGE_FORWARD_SQLITE(sqlite3_total_changes, a0);
}
#undef GRIDFORGE_FORWARD_SQLITE
