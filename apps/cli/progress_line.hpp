#pragma once
/// \file
/// A batch's progress on the terminal: one line on stderr, redrawn in place (\r) about every half
/// second and cleared at the end: "412/20000 puzzles, 803/s, ETA 0:24; easy 97, medium 151, hard
/// 140, evil 24; 0 failed". Only when asked for (the command shows it when stderr is a terminal):
/// a log file never receives it.

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <ostream>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

namespace gridforge::cli {

class ProgressLine {
public:
    /// `total` items are expected; `levels` are the level names in the order to list them (others
    /// are listed after, as first seen). When `shown` is false, nothing is drawn and write() only
    /// writes.
    ProgressLine(int total, const std::vector<std::string_view>& levels, bool shown);
    ProgressLine(const ProgressLine&) = delete;
    ProgressLine& operator=(const ProgressLine&) = delete;
    /// Stops the redrawing and clears the line.
    ~ProgressLine();

    /// Writes `text` to `stream` and flushes it; when the progress line shares the terminal with it
    /// (stderr, or stdout on a terminal), the line is cleared first and drawn again after.
    void write(std::ostream& stream, std::string_view text);

    /// Counts an item done: of `level` ("hard"), or failed.
    void count_done(std::string_view level);
    void count_failed();

private:
    void draw();   ///< under the lock
    void clear();  ///< under the lock
    [[nodiscard]] std::string text() const;

    const int total_;
    const bool shown_;
    const bool stdout_on_terminal_;
    const std::size_t width_;  ///< the terminal's columns: a longer line would wrap, and \r would not clear it
    const std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
    std::mutex mutex_;
    std::condition_variable finished_;
    bool finishing_ = false;
    bool drawn_ = false;
    int done_ = 0;
    int failed_ = 0;
    std::vector<std::pair<std::string, int>> levels_;  ///< items done per level name, in listing order
    std::thread ticker_;
};

/// Whether a batch shows its progress: yes with --progress, no with --no-progress, else whether
/// stderr is a terminal.
bool progress_wanted(bool progress, bool no_progress);

}  // namespace gridforge::cli
