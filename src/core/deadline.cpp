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

/// This thread's armed deadline.
std::optional<Deadline>& armed() {
    thread_local std::optional<Deadline> deadline;
    return deadline;
}

Deadline from_now(double seconds) {
    if (!std::isfinite(seconds) || seconds <= 0) {
        throw std::invalid_argument("DeadlineScope: the limit must be a positive number of seconds, got " + std::to_string(seconds));
    }
    const auto span = std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(seconds));
    return {std::chrono::steady_clock::now() + span, seconds};
}

}  // namespace

DeadlineReached::DeadlineReached(double seconds)
    : std::runtime_error("time limit of " + limit_text(seconds) + " s reached"), seconds_(seconds) {}

DeadlineScope::DeadlineScope(double seconds) : armed_(armed(), from_now(seconds)) {}

DeadlineScope::DeadlineScope(const Deadline& deadline) : armed_(armed(), deadline) {}

std::optional<Deadline> current_deadline() { return armed(); }

bool deadline_passed() {
    const std::optional<Deadline>& deadline = armed();
    return deadline && std::chrono::steady_clock::now() >= deadline->at;
}

void check_deadline() {
    const std::optional<Deadline>& deadline = armed();
    if (deadline && std::chrono::steady_clock::now() >= deadline->at) throw DeadlineReached(deadline->seconds);
}

}  // namespace gridforge
