#include "gridforge/report/throughput_probe.hpp"

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <stdexcept>
#include <string>

namespace gridforge::report {
namespace {

using Clock = std::chrono::steady_clock;

/// The child's side: never returns; _exit skips the parent's atexit handlers and stream flushes.
[[noreturn]] void run_child(int write_fd, const gridforge::Solver& solver,
                            const std::vector<gridforge::Puzzle>& puzzles, double budget_s) {
    double spent = 0.0;
    // An exception must not unwind out of the child into the parent's code paths.
    try {
    for (const gridforge::Puzzle& puzzle : puzzles) {
        const Clock::time_point start = Clock::now();
        const gridforge::CountResult result = solver.count(puzzle, 2);
        double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        if (result.count < 0) seconds = -1.0;  // never: keeps the call from being optimised away
        // 8 bytes are below PIPE_BUF, so each write is atomic.
        if (write(write_fd, &seconds, sizeof seconds) != static_cast<ssize_t>(sizeof seconds)) _exit(2);
        spent += seconds;
        if (spent >= budget_s) break;
    }
    } catch (...) {
        _exit(3);
    }
    _exit(0);
}

}  // namespace

ProbeResult probe_solver(const gridforge::Solver& solver, const std::vector<gridforge::Puzzle>& puzzles,
                         double budget_s, double deadline_s) {
    int fds[2];
    if (pipe(fds) != 0) throw std::runtime_error(std::string("probe: pipe: ") + std::strerror(errno));
    const pid_t child = fork();
    if (child < 0) throw std::runtime_error(std::string("probe: fork: ") + std::strerror(errno));
    if (child == 0) {
        close(fds[0]);
        run_child(fds[1], solver, puzzles, budget_s);
    }
    close(fds[1]);

    ProbeResult result;
    const Clock::time_point deadline =
        Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(deadline_s));
    double value = 0.0;
    std::size_t have = 0;  // bytes of `value` read so far
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        if (left <= 0) {
            result.timed_out = true;
            break;
        }
        pollfd wait_for{fds[0], POLLIN, 0};
        const int ready = poll(&wait_for, 1, static_cast<int>(left));
        if (ready < 0 && errno == EINTR) continue;
        if (ready == 0) continue;  // the loop head sees the deadline passed
        const ssize_t got = read(fds[0], reinterpret_cast<char*>(&value) + have, sizeof value - have);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;  // end of file: the child is done
        have += static_cast<std::size_t>(got);
        if (have == sizeof value) {
            result.seconds.push_back(value);
            have = 0;
        }
    }
    close(fds[0]);
    if (result.timed_out) kill(child, SIGKILL);
    int status = 0;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    if (!result.timed_out && !(WIFEXITED(status) && WEXITSTATUS(status) == 0)) {
        throw std::runtime_error("probe: the child counting with solver '" + std::string(solver.name()) +
                                 "' failed (status " + std::to_string(status) + ")");
    }
    return result;
}

}  // namespace gridforge::report
