#pragma once
/// \file
/// --time-limit SECONDS on the long commands (issue 19), on the engine's cooperative deadline
/// (gridforge/deadline.hpp): TimeLimit arms it on the command's thread (generate's worker threads
/// adopt it, CaDiCaL solves are ended by a terminator reading it), the engine's long loops throw
/// DeadlineReached once it has passed, and TimeLimit::run turns that into a message on stderr and
/// exit code 12 (kTimeLimit). Every output item (one record's answer, one generated puzzle) is
/// written whole or not at all: while a limit is armed each is gathered in memory and written and
/// flushed at once, so an item whose work the deadline ends leaves nothing behind. With no limit
/// armed, items are written straight through, as before.

#include <CLI/CLI.hpp>

#include <functional>
#include <optional>
#include <string>

#include "gridforge/deadline.hpp"

namespace gridforge::cli {

/// Adds --time-limit SECONDS (a positive number; 0, the default, means none) writing into `seconds`.
void add_time_limit_option(CLI::App& command, double& seconds);

/// Arms the deadline on this thread for the life of the object when `seconds` > 0 (else does
/// nothing). `items` names what the message counts, in the plural ("puzzles"; the message drops
/// the "s" next to a 1); `planned` is how many the command will write, or -1 when unknown
/// (streamed input); `detail`, when set, adds to the message what the count of items written means (generate: " (seeds 1 to 3)"). Only one may be alive at a
/// time (a command arms one).
class TimeLimit {
public:
    TimeLimit(double seconds, std::string items, long long planned = -1,
              std::function<std::string(long long written)> detail = nullptr);
    ~TimeLimit();
    TimeLimit(const TimeLimit&) = delete;
    TimeLimit& operator=(const TimeLimit&) = delete;

    /// Runs `command` and returns its exit code; when the deadline passes first (DeadlineReached),
    /// writes "gridforge: time limit of 5 s reached after 3 of 10 puzzles written (seeds 1 to 3)\n"
    /// through `say` (default: to stderr, flushed; generate passes its progress line's writer) and
    /// returns kTimeLimit (12).
    int run(const std::function<int()>& command, const std::function<void(const std::string&)>& say = nullptr) const;

private:
    std::optional<DeadlineScope> deadline_;
    double seconds_;
    std::string items_;
    long long planned_;
    std::function<std::string(long long written)> detail_;
};

/// Runs `write_item`, which writes one whole output item to std::cout (and perhaps std::cerr).
/// With a limit armed, std::cout's output is gathered in memory, then written and flushed at once
/// and the item counted (a DeadlineReached from `write_item` drops what it gathered); otherwise it
/// is called as it is. Returns what `write_item` returns.
int write_whole_item(const std::function<int()>& write_item);

}  // namespace gridforge::cli
