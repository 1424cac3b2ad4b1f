#pragma once
/// \file
/// --time-limit SECONDS on the long commands (issue 19): a watchdog thread ends the process with
/// exit code 12 (kTimeLimit) and a message on stderr once the limit has passed, whatever the
/// engine is doing, so no library loop has to poll a clock. Every output item (one record's
/// answer, one generated puzzle) is written whole or not at all: while a limit is armed, each is
/// built in memory and written and flushed under one lock, which the watchdog takes before it ends
/// the process. With no limit armed, items are written straight through, as before.

#include <CLI/CLI.hpp>

#include <functional>
#include <iosfwd>
#include <string>

namespace gridforge::cli {

/// Adds --time-limit SECONDS (a positive number; 0, the default, means none) writing into `seconds`.
void add_time_limit_option(CLI::App& command, double& seconds);

/// Arms the watchdog for the life of the object when `seconds` > 0 (else does nothing). `items`
/// names what the message counts ("puzzles"); `planned` is how many the command will write, or
/// -1 when unknown (streamed input); `detail`, when set, adds to the message what the count of
/// items written means (generate: " (seeds 1 to 3)"). When the limit passes first, the watchdog
/// prints "gridforge: time limit of 5 s reached after 3 of 10 puzzles written (seeds 1 to 3)"
/// and calls _Exit(12). Only one may be alive at a time (a command arms one).
class TimeLimit {
public:
    TimeLimit(double seconds, std::string items, long long planned = -1,
              std::function<std::string(long long written)> detail = nullptr);
    ~TimeLimit();
    TimeLimit(const TimeLimit&) = delete;
    TimeLimit& operator=(const TimeLimit&) = delete;
};

/// Runs `write_item`, which writes one whole output item to std::cout (and perhaps std::cerr).
/// With a limit armed, std::cout's output is gathered in memory and then written and flushed
/// under the watchdog's lock, and the item is counted; otherwise it is called as it is.
/// Returns what `write_item` returns.
int write_whole_item(const std::function<int()>& write_item);

/// Writes `text` to `out` (std::cout or std::cerr) as one whole item under the watchdog's lock and
/// counts it when `counts` (for the generate sink, which builds its text itself).
void write_locked(std::ostream& out, const std::string& text, bool counts);

}  // namespace gridforge::cli
