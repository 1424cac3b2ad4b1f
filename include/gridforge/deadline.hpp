#pragma once
/// \file
/// A cooperative deadline (issue 19): a caller arms one on its thread with DeadlineScope, and the
/// engine's long loops (the logic solver's steps, the forcing chains' trials, the searches' nodes,
/// the generator's attempts, the deduce reasoner's SAT calls and closure rounds) call
/// check_deadline(), which throws DeadlineReached once it has passed; a CaDiCaL solve in progress
/// is ended from inside by a terminator that reads deadline_passed() (src/sat/sat_solver.cpp). No
/// thread is needed, so it serves the JSON API in WebAssembly (a Web Worker without threads) as
/// well as natively and the command line's --time-limit; the engine's state is left as a throw
/// leaves it (every object is destroyed normally), so the caller goes on with its next request.
///
/// The deadline belongs to the arming thread (thread_local). Work the engine hands to other
/// threads adopts it: the thread that starts them reads current_deadline() and each new thread
/// arms the same time point with DeadlineScope(const Deadline&) (generate_stream does so). With
/// none armed, check_deadline() is one thread-local load and a branch.

#include <chrono>
#include <optional>
#include <stdexcept>

#include "gridforge/scoped_value.hpp"

namespace gridforge {

/// Thrown by check_deadline() once the armed deadline has passed. seconds() is the limit the
/// scope was armed with, for the message.
class DeadlineReached : public std::runtime_error {
public:
    explicit DeadlineReached(double seconds);
    [[nodiscard]] double seconds() const { return seconds_; }

private:
    double seconds_;
};

/// An armed deadline: the time point (std::chrono::steady_clock) and the limit in seconds it was
/// armed with (for DeadlineReached's message).
struct Deadline {
    std::chrono::steady_clock::time_point at;
    double seconds = 0;
};

/// Arms a deadline on this thread for the life of the object; the previous one (if any) is
/// restored when it ends.
class DeadlineScope {
public:
    /// `seconds` (> 0, wall clock) from now. Throws std::invalid_argument for a limit that is not a
    /// positive finite number.
    explicit DeadlineScope(double seconds);
    /// Exactly `deadline` (read on another thread with current_deadline()): a worker thread adopts
    /// its caller's deadline, so both end at the same time point.
    explicit DeadlineScope(const Deadline& deadline);

private:
    ScopedValue<std::optional<Deadline>> armed_;
};

/// The deadline armed on this thread, if any.
std::optional<Deadline> current_deadline();
/// Throws DeadlineReached when a deadline is armed on this thread and has passed.
void check_deadline();
/// Whether a deadline is armed on this thread and has passed (for loops that must not throw).
bool deadline_passed();

/// Calls check_deadline() once in `every` calls of tick(): for hot loops (a search's nodes) where
/// reading the clock each time would cost.
class DeadlineTicker {
public:
    explicit DeadlineTicker(unsigned every = 4096) : every_(every), left_(every) {}
    void tick() {
        if (--left_ == 0) {
            left_ = every_;
            check_deadline();
        }
    }

private:
    unsigned every_;
    unsigned left_;
};

}  // namespace gridforge
