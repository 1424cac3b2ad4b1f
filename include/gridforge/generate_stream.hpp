#pragma once
/// \file
/// A streaming batch: `count` puzzles handed to a sink one at a time, in seed order, each as soon
/// as it and every puzzle before it are done, with at most a fixed number of puzzles held in
/// memory whatever `count` is. generate_batch_items and generate_batch (generate.hpp) are built
/// on it; the command line's `generate --count` writes through it (docs/batch.md).
///
/// Shape: item i is exactly generate(options) with options.seed + i (modulo 2^64), i = 0..count-1,
/// whatever the number of threads. Workers (the caller's thread and threads-1 std::threads) take
/// the next index from a shared counter; a worker that would take index i waits while
/// i >= (first index not yet handed to the sink) + window, so at most `window` items are being
/// generated or waiting for their turn at any time, plus the one the sink is holding.
/// The sink is called once per item, in index order, one call at a time (never concurrently), on
/// whichever worker thread finished the item that completed the run of consecutive items; while
/// it runs, that worker generates nothing (a slow sink slows the batch, it does not grow memory).

#include <atomic>
#include <functional>

#include "gridforge/generate.hpp"

namespace gridforge {

/// The sink's answer: `more` items, or `stop` (a closed pipe, Ctrl-C): no item is handed over
/// after a stop, no new index is started, and generate_stream returns once the items already
/// started are done (each generate() call runs to its end; their results are dropped).
enum class SinkReply { more, stop };

/// Receives item `index` (0-based, so its seed is options.seed + index); it may move from it.
using BatchSink = std::function<SinkReply(int index, BatchItem&& item)>;

struct StreamOptions {
    /// Worker threads, the caller's included; 0 means std::thread::hardware_concurrency() (at
    /// least 1); never more than `count`. Threads that cannot be started (WebAssembly without
    /// threads) leave their share to the others.
    int threads = 1;
    /// The most items generated or waiting at once (>= 1); 0 means 4 × threads, enough that a
    /// puzzle four times slower than the average does not idle the others.
    int window = 0;
    /// When set and it becomes true (e.g. from a SIGINT handler: a lock-free atomic store is
    /// async-signal-safe), the stream stops as if the sink had answered `stop`: checked before each
    /// index is started and before each item is handed over.
    const std::atomic<bool>* cancel = nullptr;
};

/// What a stream did.
struct StreamSummary {
    int delivered = 0;      ///< items handed to the sink (indices 0..delivered-1)
    bool stopped = false;   ///< the sink answered stop, or `cancel` was set, before the last item
    /// The most items that were generated but not yet handed over, at any one time (<= window):
    /// the memory the stream held beyond the items being generated.
    int most_waiting = 0;
};

/// Runs items 0..count-1 as the file comment says and hands each to `sink` in index order.
/// A GenerationError is an item like any other (the sink decides whether to go on). Any other
/// exception of an item (std::logic_error, std::bad_alloc), or one the sink throws, stops the
/// stream when that item's turn comes (items before it are handed over first) and is rethrown
/// after every thread has joined.
/// The caller's deadline (gridforge/deadline.hpp), when armed, is adopted by every worker thread:
/// an item that passes it throws DeadlineReached, rethrown (as any item's exception) once the items
/// before it are handed over.
/// Throws std::invalid_argument for count < 0, threads < 0, window < 0 or options generate()
/// refuses (checked before any thread starts or any item is made).
StreamSummary generate_stream(const GenerateOptions& options, int count, const StreamOptions& stream,
                              const BatchSink& sink);

}  // namespace gridforge
