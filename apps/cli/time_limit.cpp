#include "time_limit.hpp"

#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <iostream>
#include <mutex>
#include <sstream>
#include <thread>

#include <fmt/format.h>

#include "exit_codes.hpp"

namespace gridforge::cli {
namespace time_limit_watch {
namespace {

// One watchdog per process: the state it shares with the writers.
std::mutex output_lock;               // held while an item is written, and by the watchdog at the end
std::condition_variable finished_cv;  // wakes the watchdog early when the command ends
bool armed = false;
bool finished = false;
long long written = 0;
std::thread watchdog;

/// "5 s", "0.5 s".
std::string seconds_text(double seconds) { return fmt::format("{:g} s", seconds); }

void watch(double seconds, std::string items, long long planned,
           std::function<std::string(long long written)> detail) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    std::unique_lock lock(output_lock);
    if (finished_cv.wait_until(lock, deadline, [] { return finished; })) return;
    // The lock is held: no item is half written, and none will be. What a writer gathered but
    // had not yet written is dropped with the process (every written item was flushed whole).
    const std::string of_planned = planned >= 0 ? fmt::format(" of {}", planned) : std::string();
    std::cerr << fmt::format("gridforge: time limit of {} reached after {}{} {} written{}\n", seconds_text(seconds),
                             written, of_planned, items, detail ? detail(written) : std::string())
              << std::flush;
    std::_Exit(kTimeLimit);
}

}  // namespace
}  // namespace time_limit_watch

void add_time_limit_option(CLI::App& command, double& seconds) {
    command
        .add_option("--time-limit", seconds,
                    "End the command after SECONDS (wall clock) with exit code 12 and a message on stderr; "
                    "every line already written stays complete (0: no limit)")
        ->check(CLI::Range(0.0, 1e9))
        ->capture_default_str();
}

TimeLimit::TimeLimit(double seconds, std::string items, long long planned,
                     std::function<std::string(long long written)> detail) {
    namespace w = time_limit_watch;
    if (seconds <= 0) return;
    std::lock_guard lock(w::output_lock);
    w::armed = true;
    w::finished = false;
    w::written = 0;
    w::watchdog = std::thread(w::watch, seconds, std::move(items), planned, std::move(detail));
}

TimeLimit::~TimeLimit() {
    namespace w = time_limit_watch;
    {
        std::lock_guard lock(w::output_lock);
        if (!w::armed) return;
        w::finished = true;
        w::armed = false;
    }
    w::finished_cv.notify_all();
    w::watchdog.join();
}

int write_whole_item(const std::function<int()>& write_item) {
    namespace w = time_limit_watch;
    if (!w::armed) return write_item();  // only the command's own thread arms and disarms: no race
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
    write_locked(std::cout, gathered.str(), true);
    return code;
}

void write_locked(std::ostream& out, const std::string& text, bool counts) {
    namespace w = time_limit_watch;
    std::lock_guard lock(w::output_lock);
    out << text << std::flush;
    if (counts) ++w::written;
}

}  // namespace gridforge::cli
