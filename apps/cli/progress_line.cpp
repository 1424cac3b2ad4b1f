#include "progress_line.hpp"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <iostream>

#include <fmt/format.h>

namespace gridforge::cli {
namespace progress_drawing {
namespace {

constexpr auto kRedrawEvery = std::chrono::milliseconds(500);
constexpr const char* kClearToEnd = "\033[K";

/// Columns of the terminal on stderr; 80 when it does not say.
std::size_t terminal_width() {
    winsize size{};
    if (ioctl(STDERR_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
    return 80;
}

/// "0:24", "12:05", "3:02:41".
std::string duration_text(double seconds) {
    const auto whole = static_cast<long long>(seconds + 0.5);
    if (whole >= 3600) return fmt::format("{}:{:02}:{:02}", whole / 3600, whole / 60 % 60, whole % 60);
    return fmt::format("{}:{:02}", whole / 60, whole % 60);
}

}  // namespace
}  // namespace progress_drawing

ProgressLine::ProgressLine(int total, const std::vector<std::string_view>& levels, bool shown)
    : total_(total),
      shown_(shown),
      stdout_on_terminal_(isatty(STDOUT_FILENO) != 0),
      width_(shown ? progress_drawing::terminal_width() : 80) {
    for (std::string_view level : levels) levels_.emplace_back(level, 0);
    if (!shown_) return;
    ticker_ = std::thread([this] {
        std::unique_lock lock(mutex_);
        while (!finished_.wait_for(lock, progress_drawing::kRedrawEvery, [this] { return finishing_; })) draw();
    });
}

ProgressLine::~ProgressLine() {
    if (!shown_) return;
    {
        std::lock_guard lock(mutex_);
        finishing_ = true;
        if (drawn_) clear();
    }
    finished_.notify_all();
    ticker_.join();
}

void ProgressLine::write(std::ostream& stream, std::string_view text) {
    std::lock_guard lock(mutex_);
    const bool shares_the_terminal = drawn_ && (&stream == &std::cerr || stdout_on_terminal_);
    if (shares_the_terminal) clear();
    stream << text;
    stream.flush();
    if (shares_the_terminal) draw();
}

void ProgressLine::count_done(std::string_view level) {
    std::lock_guard lock(mutex_);
    ++done_;
    auto known = std::find_if(levels_.begin(), levels_.end(), [&](const auto& seen) { return seen.first == level; });
    if (known == levels_.end()) known = levels_.emplace(levels_.end(), level, 0);
    ++known->second;
}

void ProgressLine::count_failed() {
    std::lock_guard lock(mutex_);
    ++done_;
    ++failed_;
}

void ProgressLine::draw() {
    std::string line = text();
    if (line.size() >= width_) line.resize(width_ - 1);
    std::cerr << '\r' << line << progress_drawing::kClearToEnd << std::flush;
    drawn_ = true;
}

void ProgressLine::clear() {
    std::cerr << '\r' << progress_drawing::kClearToEnd << std::flush;
    drawn_ = false;
}

std::string ProgressLine::text() const {
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    std::string line = fmt::format("gridforge: {}/{} puzzles", done_, total_);
    if (done_ > 0 && seconds > 0) {
        const double rate = done_ / seconds;
        line += fmt::format(", {:.{}f}/s, ETA {}", rate, rate < 10 ? 1 : 0,
                            progress_drawing::duration_text((total_ - done_) / rate));
    }
    std::string seen;
    for (const auto& [level, count] : levels_) {
        if (count > 0) seen += fmt::format("{}{} {}", seen.empty() ? "" : ", ", level, count);
    }
    if (!seen.empty()) line += "; " + seen;
    return line + fmt::format("; {} failed", failed_);
}

bool progress_wanted(bool progress, bool no_progress) {
    if (progress) return true;
    if (no_progress) return false;
    return isatty(STDERR_FILENO) != 0;
}

}  // namespace gridforge::cli
