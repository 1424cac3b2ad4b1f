#include "time_limit.hpp"

#include <atomic>
#include <iostream>
#include <sstream>

#include <fmt/format.h>

#include "exit_codes.hpp"

namespace gridforge::cli {
namespace {

// The armed limit's count of items written. Items are written one at a time (records in turn; the
// generate sink never concurrently), but perhaps on different threads (generate's workers).
std::atomic<bool> armed{false};
std::atomic<long long> written{0};

}  // namespace

void add_time_limit_option(CLI::App& command, double& seconds) {
    command
        .add_option("--time-limit", seconds,
                    "End the command after SECONDS (wall clock) with exit code 12 and a message on stderr; "
                    "every line already written stays complete (0: no limit)")
        ->check(CLI::Validator(
            [](std::string& text) {
                // CLI::Range lets "nan" through (every comparison with NaN is false).
                return text.find_first_of("nN") != std::string::npos ? text + " is not a finite number of seconds"
                                                                       : std::string();
            },
            "", "not NaN"))
        ->check(CLI::Range(0.0, 1e9))
        ->capture_default_str();
}

TimeLimit::TimeLimit(double seconds, std::string items, long long planned,
                     std::function<std::string(long long written)> detail)
    : seconds_(seconds), items_(std::move(items)), planned_(planned), detail_(std::move(detail)) {
    if (seconds <= 0) return;
    deadline_.emplace(seconds);
    written = 0;
    armed = true;
}

TimeLimit::~TimeLimit() {
    if (deadline_) armed = false;
}

int TimeLimit::run(const std::function<int()>& command, const std::function<void(const std::string&)>& say) const {
    try {
        return command();
    } catch (const DeadlineReached&) {
        const long long count = written.load();
        const std::string of_planned = planned_ >= 0 ? fmt::format(" of {}", planned_) : std::string();
        // The noun agrees with the number next to it: "0 of 1 booklet", "1 puzzle", "0 puzzles".
        const long long next_to_noun = planned_ >= 0 ? planned_ : count;
        const std::string noun = next_to_noun == 1 && items_.ends_with('s') ? items_.substr(0, items_.size() - 1) : items_;
        const std::string message = fmt::format("gridforge: time limit of {:g} s reached after {}{} {} written{}\n",
                                                seconds_, count, of_planned, noun, detail_ ? detail_(count) : std::string());
        std::cout.flush();
        if (say) {
            say(message);
        } else {
            std::cerr << message << std::flush;
        }
        return kTimeLimit;
    }
}

int write_whole_item(const std::function<int()>& write_item) {
    if (!armed) return write_item();  // only the command's own thread arms and disarms: no race
    std::ostringstream gathered;
    std::streambuf* const real = std::cout.rdbuf(gathered.rdbuf());
    int code = 0;
    try {
        code = write_item();
    } catch (...) {
        std::cout.rdbuf(real);
        throw;
    }
    std::cout.rdbuf(real);
    std::cout << gathered.str() << std::flush;
    ++written;
    return code;
}

}  // namespace gridforge::cli
