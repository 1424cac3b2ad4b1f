#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <string>
#include <thread>
#include <variant>
#include <vector>

#include "gridforge/deadline.hpp"
#include "gridforge/format.hpp"
#include "gridforge/generate.hpp"
#include "gridforge/generate_stream.hpp"

namespace gridforge {
namespace generate_stream_test {
namespace {

GenerateOptions any_level_from(std::uint64_t seed) {
    GenerateOptions options;
    options.seed = seed;
    return options;
}

/// The givens of each item, as a line ("error" for a failed item).
std::string line_of(const BatchItem& item) {
    if (const auto* made = std::get_if<Generated>(&item)) return write_line(made->puzzle.givens());
    return "error";
}

struct Received {
    std::vector<int> indices;
    std::vector<std::string> lines;
};

TEST(GenerateStream, HandsItemsOverInSeedOrderAsTheBatchMakesThem) {
    const GenerateOptions options = any_level_from(300);
    std::vector<std::string> batch;
    for (const BatchItem& item : generate_batch_items(options, 30, 1)) batch.push_back(line_of(item));
    for (int threads : {1, 3}) {
        SCOPED_TRACE("threads " + std::to_string(threads));
        Received received;
        const StreamSummary summary =
            generate_stream(options, 30, {.threads = threads}, [&](int index, BatchItem&& item) {
                received.indices.push_back(index);
                received.lines.push_back(line_of(item));
                return SinkReply::more;
            });
        EXPECT_EQ(summary.delivered, 30);
        EXPECT_FALSE(summary.stopped);
        ASSERT_EQ(received.indices.size(), 30u);
        for (int i = 0; i < 30; ++i) EXPECT_EQ(received.indices[static_cast<std::size_t>(i)], i);
        EXPECT_EQ(received.lines, batch);
    }
    EXPECT_EQ(batch[7], write_line(generate(any_level_from(307)).puzzle.givens()));
}

TEST(GenerateStream, HoldsNoMoreThanTheWindowWhileTheSinkIsSlow) {
    // The sink dawdles on item 0 so that the two other workers run ahead until the window stops
    // them; without the window they would make dozens of items meanwhile.
    Received received;
    const StreamSummary summary =
        generate_stream(any_level_from(40), 60, {.threads = 3, .window = 2}, [&](int index, BatchItem&& item) {
            if (index == 0) std::this_thread::sleep_for(std::chrono::milliseconds(300));
            received.indices.push_back(index);
            received.lines.push_back(line_of(item));
            return SinkReply::more;
        });
    EXPECT_EQ(summary.delivered, 60);
    EXPECT_GE(summary.most_waiting, 1);
    EXPECT_LE(summary.most_waiting, 2);
    ASSERT_EQ(received.lines.size(), 60u);
    EXPECT_EQ(received.lines.back(), write_line(generate(any_level_from(99)).puzzle.givens()));
}

TEST(GenerateStream, ASinkThatSaysStopEndsTheStreamAfterThatItem) {
    std::vector<int> indices;
    const StreamSummary summary =
        generate_stream(any_level_from(5), 40, {.threads = 2}, [&](int index, BatchItem&&) {
            indices.push_back(index);
            return index == 4 ? SinkReply::stop : SinkReply::more;
        });
    EXPECT_EQ(indices, (std::vector<int>{0, 1, 2, 3, 4}));
    EXPECT_EQ(summary.delivered, 5);
    EXPECT_TRUE(summary.stopped);
}

TEST(GenerateStream, CancelStopsBeforeTheNextItem) {
    std::atomic<bool> cancel{false};
    std::vector<int> indices;
    const StreamSummary summary =
        generate_stream(any_level_from(5), 40, {.threads = 2, .cancel = &cancel}, [&](int index, BatchItem&&) {
            indices.push_back(index);
            if (index == 2) cancel = true;  // as a SIGINT handler would
            return SinkReply::more;
        });
    EXPECT_EQ(indices, (std::vector<int>{0, 1, 2}));
    EXPECT_TRUE(summary.stopped);
}

TEST(GenerateStream, WorkerThreadsAdoptTheCallersDeadline) {
    // Each 16x16 evil item takes far longer than the limit: a worker that did not adopt the
    // caller's deadline would keep the stream (which joins its workers) from ending.
    GenerateOptions options = any_level_from(3);
    options.size = 16;
    options.level = Level::evil;
    options.attempts = 1000;
    int delivered = 0;
    const DeadlineScope scope(1e-9);
    EXPECT_THROW((void)generate_stream(options, 4, {.threads = 2},
                                       [&](int, BatchItem&&) {
                                           ++delivered;
                                           return SinkReply::more;
                                       }),
                 DeadlineReached);
    EXPECT_EQ(delivered, 0);
}

TEST(GenerateStream, AThrowingSinkStopsTheStreamAndItsExceptionComesOut) {
    std::vector<int> indices;
    EXPECT_THROW((void)generate_stream(any_level_from(5), 20, {.threads = 2},
                                       [&](int index, BatchItem&&) {
                                           indices.push_back(index);
                                           if (index == 3) throw std::runtime_error("disk full");
                                           return SinkReply::more;
                                       }),
                 std::runtime_error);
    EXPECT_EQ(indices, (std::vector<int>{0, 1, 2, 3}));
}

TEST(GenerateStream, FailedItemsAreItemsAndBadArgumentsAreRefusedFirst) {
    GenerateOptions evil = any_level_from(1);
    evil.level = Level::evil;
    evil.attempts = 1;  // about 9 % of single attempts are evil: most items fail
    int failures = 0;
    const StreamSummary summary = generate_stream(evil, 12, {.threads = 2}, [&](int, BatchItem&& item) {
        failures += std::holds_alternative<GenerationError>(item) ? 1 : 0;
        return SinkReply::more;
    });
    EXPECT_EQ(summary.delivered, 12);
    EXPECT_GT(failures, 6);

    int calls = 0;
    const BatchSink counting = [&](int, BatchItem&&) {
        ++calls;
        return SinkReply::more;
    };
    EXPECT_EQ(generate_stream(GenerateOptions{}, 0, {}, counting).delivered, 0);
    EXPECT_THROW((void)generate_stream(GenerateOptions{}, -1, {}, counting), std::invalid_argument);
    EXPECT_THROW((void)generate_stream(GenerateOptions{}, 3, {.threads = -1}, counting), std::invalid_argument);
    EXPECT_THROW((void)generate_stream(GenerateOptions{}, 3, {.window = -1}, counting), std::invalid_argument);
    GenerateOptions bad;
    bad.size = 7;
    EXPECT_THROW((void)generate_stream(bad, 3, {}, counting), std::invalid_argument);
    EXPECT_EQ(calls, 0);
}

}  // namespace
}  // namespace generate_stream_test
}  // namespace gridforge
