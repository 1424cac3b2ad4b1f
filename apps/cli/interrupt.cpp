#include "interrupt.hpp"

#include <signal.h>

namespace gridforge::cli {
namespace interrupt_handling {
namespace {

// A lock-free atomic: storing to it is async-signal-safe (checked below).
std::atomic<bool> interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free);

void note_interrupt(int) { interrupted.store(true); }

}  // namespace
}  // namespace interrupt_handling

const std::atomic<bool>& interrupt_flag() {
    static const bool installed = [] {
        struct sigaction action = {};
        action.sa_handler = interrupt_handling::note_interrupt;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESTART | SA_RESETHAND;  // the second Ctrl-C is the default: it ends the process
        return sigaction(SIGINT, &action, nullptr) == 0;
    }();
    (void)installed;
    return interrupt_handling::interrupted;
}

}  // namespace gridforge::cli
