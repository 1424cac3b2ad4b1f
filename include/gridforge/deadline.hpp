#pragma once
/// \file
/// A cooperative deadline (issue 19): a caller arms one on its thread with DeadlineScope, and the
/// engine's long loops (the logic solver's steps, the forcing chains' trials, the searches' nodes,
/// the generator's attempts) call check_deadline(), which throws DeadlineReached once it has
/// passed. No thread is needed, so it serves the JSON API in WebAssembly (a Web Worker without
/// threads) as well as natively; the engine's state is left as a throw leaves it (every object is
/// destroyed normally), so the caller goes on with its next request.
///
/// The deadline belongs to the arming thread (thread_local): work that the engine hands to other
/// threads (generate with several worker threads) does not see it. With none armed,
/// check_deadline() is one thread-local load and a branch.

#include <chrono>
#include <stdexcept>

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

/// Arms a deadline `seconds` (> 0, wall clock, std::chrono::steady_clock) from now on this thread
/// for the life of the object; the previous one (if any) is restored when it ends. Throws
/// std::invalid_argument for a limit that is not a positive finite number.
class DeadlineScope {
public:
    explicit DeadlineScope(double seconds);
    ~DeadlineScope();
    DeadlineScope(const DeadlineScope&) = delete;
    DeadlineScope& operator=(const DeadlineScope&) = delete;

private:
    struct Armed {
        std::chrono::steady_clock::time_point at;
        double seconds = 0;
        bool on = false;
    };
    Armed previous_;
    friend void check_deadline();
    friend bool deadline_passed();
    static Armed& current();
};

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
