#include "gridforge/deadline.hpp"

#include <cmath>
#include <cstdio>
#include <string>

namespace gridforge {
namespace {

/// "5", "0.5", "1e-09": as the command line's --time-limit message writes seconds ({:g}).
std::string limit_text(double seconds) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", seconds);
    return text;
}

}  // namespace

DeadlineReached::DeadlineReached(double seconds)
    : std::runtime_error("time limit of " + limit_text(seconds) + " s reached"), seconds_(seconds) {}

DeadlineScope::Armed& DeadlineScope::current() {
    thread_local Armed armed;
    return armed;
}

DeadlineScope::DeadlineScope(double seconds) {
    if (!std::isfinite(seconds) || seconds <= 0) {
        throw std::invalid_argument("DeadlineScope: the limit must be a positive number of seconds, got " + std::to_string(seconds));
    }
    Armed& armed = current();
    previous_ = armed;
    const auto span = std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(seconds));
    armed = {std::chrono::steady_clock::now() + span, seconds, true};
}

DeadlineScope::~DeadlineScope() { current() = previous_; }

bool deadline_passed() {
    const DeadlineScope::Armed& armed = DeadlineScope::current();
    return armed.on && std::chrono::steady_clock::now() >= armed.at;
}

void check_deadline() {
    const DeadlineScope::Armed& armed = DeadlineScope::current();
    if (armed.on && std::chrono::steady_clock::now() >= armed.at) throw DeadlineReached(armed.seconds);
}

}  // namespace gridforge
