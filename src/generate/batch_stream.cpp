// The streaming batch (generate_stream.hpp) and the two collecting batches over it (generate.hpp).

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

#include "gridforge/deadline.hpp"
#include "gridforge/generate.hpp"
#include "gridforge/generate_stream.hpp"
#include "generate/steps.hpp"

namespace gridforge {
namespace batch_stream {
namespace {

/// Threads joined when the group is destroyed, also when the caller's own share throws (a joinable
/// std::thread would call std::terminate). std::jthread does the same, but emscripten's libc++ 14
/// lacks it.
class JoiningThreads {
public:
    JoiningThreads() = default;
    JoiningThreads(const JoiningThreads&) = delete;
    JoiningThreads& operator=(const JoiningThreads&) = delete;
    ~JoiningThreads() {
        for (std::thread& thread : threads_) thread.join();
    }

    /// Runs `work` on a new thread; false when none can be started (std::system_error: resources
    /// exhausted, or WebAssembly built without threads), the caller then does the work itself.
    template <class Work>
    bool start(const Work& work) {
        try {
            threads_.emplace_back(work);
            return true;
        } catch (const std::system_error&) {
            return false;
        }
    }

private:
    std::vector<std::thread> threads_;
};

/// An item made by a worker, waiting for its turn: the item, or the exception its generate()
/// threw (anything but GenerationError).
struct Made {
    std::optional<BatchItem> item;
    std::exception_ptr error;
};

/// The state the workers share, guarded by `mutex`.
class Stream {
public:
    Stream(const GenerateOptions& options, int count, int window, const std::atomic<bool>* cancel,
           const BatchSink& sink)
        : options_(options), count_(count), window_(window), cancel_(cancel), sink_(sink) {}

    /// One worker: take an index, make its item, hand over what is ready; until no index is left
    /// or the stream stops.
    void work() {
        std::unique_lock lock(mutex_);
        while (true) {
            window_open_.wait(lock, [&] { return ended() || next_index_ < first_waiting_ + window_; });
            if (ended()) return;
            const int index = next_index_++;
            lock.unlock();
            Made made = make(index);
            lock.lock();
            place(index, std::move(made));
            if (!handing_over_) hand_over(lock);
        }
    }

    /// After every worker has returned.
    [[nodiscard]] StreamSummary summary() const {
        StreamSummary summary = summary_;
        summary.stopped = stopped_ && summary.delivered < count_;
        return summary;
    }
    [[nodiscard]] std::exception_ptr error() const { return error_; }

private:
    bool cancelled() const { return cancel_ != nullptr && cancel_->load(); }

    /// No index is to be started any more. Under the lock.
    bool ended() {
        if (!stopped_ && cancelled()) stop();
        return stopped_ || next_index_ >= count_;
    }

    /// Under the lock: no more items are started or handed over; waiting workers wake to leave.
    void stop() {
        stopped_ = true;
        window_open_.notify_all();
    }

    Made make(int index) const {
        GenerateOptions item_options = options_;
        item_options.seed = options_.seed + static_cast<std::uint64_t>(index);  // wraps modulo 2^64
        Made made;
        try {
            made.item.emplace(std::in_place_index<0>, generate(item_options));
        } catch (const GenerationError& error) {
            made.item.emplace(std::in_place_index<1>, error);
        } catch (...) {
            made.error = std::current_exception();
        }
        return made;
    }

    /// Under the lock: parks item `index` in its slot of the window.
    void place(int index, Made made) {
        const auto slot = static_cast<std::size_t>(index - first_waiting_);
        if (waiting_.size() <= slot) waiting_.resize(slot + 1);
        waiting_[slot] = std::move(made);
        int done = 0;
        for (const std::optional<Made>& waiting : waiting_) done += waiting.has_value() ? 1 : 0;
        summary_.most_waiting = std::max(summary_.most_waiting, done);
    }

    /// Under the lock (released around each sink call): hands over the items ready in order, until
    /// the next one is still being made. Only one worker hands over at a time (`handing_over_`);
    /// the others only park their items, which this loop picks up since it looks again after
    /// every call.
    void hand_over(std::unique_lock<std::mutex>& lock) {
        handing_over_ = true;
        while (!stopped_ && !waiting_.empty() && waiting_.front().has_value()) {
            if (cancelled()) {
                stop();
                break;
            }
            Made made = std::move(*waiting_.front());
            waiting_.pop_front();
            const int index = first_waiting_++;
            window_open_.notify_all();
            if (made.error) {
                error_ = made.error;
                stop();
                break;
            }
            lock.unlock();
            SinkReply reply = SinkReply::stop;
            std::exception_ptr sink_error;
            try {
                reply = sink_(index, std::move(*made.item));
            } catch (...) {
                sink_error = std::current_exception();
            }
            lock.lock();
            if (sink_error) {
                error_ = sink_error;
                stop();
                break;
            }
            ++summary_.delivered;
            if (reply == SinkReply::stop) stop();
        }
        handing_over_ = false;
    }

    const GenerateOptions& options_;
    const int count_;
    const int window_;
    const std::atomic<bool>* const cancel_;
    const BatchSink& sink_;

    std::mutex mutex_;
    std::condition_variable window_open_;  ///< first_waiting_ moved on, or the stream stopped
    int next_index_ = 0;                   ///< the next index a worker takes
    int first_waiting_ = 0;                ///< the next index to hand over; waiting_[0] is its slot
    std::deque<std::optional<Made>> waiting_;  ///< slots of indices first_waiting_ .. next_index_-1
    bool handing_over_ = false;
    bool stopped_ = false;
    StreamSummary summary_;
    std::exception_ptr error_;
};

void check_count(const char* function, const char* what, int value, const char* bound) {
    if (value < 0) {
        throw std::invalid_argument(std::string(function) + ": " + what + " must be at least 0" + bound + ", got " +
                                    std::to_string(value));
    }
}

}  // namespace
}  // namespace batch_stream

StreamSummary generate_stream(const GenerateOptions& options, int count, const StreamOptions& stream,
                              const BatchSink& sink) {
    batch_stream::check_count("generate_stream", "count", count, "");
    batch_stream::check_count("generate_stream", "threads", stream.threads, " (0 = all cores)");
    batch_stream::check_count("generate_stream", "window", stream.window, " (0 = 4 x threads)");
    generate_detail::check_generate_options(options);
    if (count == 0) return {};
    int threads = stream.threads;
    if (threads == 0) threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    threads = std::min(threads, count);
    const int window = stream.window > 0 ? stream.window : 4 * threads;

    batch_stream::Stream run(options, count, window, stream.cancel, sink);
    {
        // Each worker adopts the caller's deadline (gridforge/deadline.hpp), if one is armed: the
        // same time point, so an item past it throws DeadlineReached on whichever thread makes it.
        // Declared before the workers, so that it outlives them when an exception unwinds this
        // scope (the workers are joined in their destructor and read it until then).
        const std::optional<Deadline> deadline = current_deadline();
        const auto work = [&run, &deadline] {
            if (!deadline) return run.work();
            const DeadlineScope adopted(*deadline);
            run.work();
        };
        // threads == 1 starts no thread at all (WebAssembly has none).
        batch_stream::JoiningThreads workers;
        for (int t = 1; t < threads && workers.start(work); ++t) {
        }
        run.work();  // the calling thread is worker 0
    }  // the workers join here
    if (run.error()) std::rethrow_exception(run.error());
    return run.summary();
}

std::vector<BatchItem> generate_batch_items(const GenerateOptions& options, int count, int threads) {
    std::vector<BatchItem> items;
    items.reserve(static_cast<std::size_t>(std::max(count, 0)));
    (void)generate_stream(options, count, {.threads = threads}, [&items](int, BatchItem&& item) {
        items.push_back(std::move(item));
        return SinkReply::more;
    });
    return items;
}

std::vector<Generated> generate_batch(const GenerateOptions& options, int count, int threads) {
    std::vector<Generated> puzzles;
    puzzles.reserve(static_cast<std::size_t>(std::max(count, 0)));
    std::optional<GenerationError> failure;
    (void)generate_stream(options, count, {.threads = threads}, [&](int, BatchItem&& item) {
        if (auto* error = std::get_if<GenerationError>(&item)) {
            failure.emplace(std::move(*error));
            return SinkReply::stop;
        }
        puzzles.push_back(std::get<Generated>(std::move(item)));
        return SinkReply::more;
    });
    if (failure) throw *failure;
    return puzzles;
}

}  // namespace gridforge
