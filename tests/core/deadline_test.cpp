// The cooperative deadline (gridforge/deadline.hpp): armed per thread, read by check_deadline().
// The limits are a nanosecond and the waits spin until the clock has passed them: nothing is timed.

#include <gtest/gtest.h>

#include <chrono>
#include <limits>
#include <optional>
#include <stdexcept>
#include <thread>

#include "gridforge/deadline.hpp"

namespace gridforge {
namespace {

/// Spins until the steady clock has moved past `limit` seconds from now.
void wait_past(double limit) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(limit);
    while (std::chrono::steady_clock::now() <= until) {
    }
}

TEST(Deadline, NoneArmedNeverThrows) {
    EXPECT_NO_THROW(check_deadline());
    EXPECT_FALSE(deadline_passed());
}

TEST(Deadline, PassedDeadlineThrowsNamingTheLimit) {
    const DeadlineScope scope(1e-9);
    wait_past(1e-6);
    EXPECT_TRUE(deadline_passed());
    try {
        check_deadline();
        FAIL() << "no DeadlineReached";
    } catch (const DeadlineReached& reached) {
        EXPECT_EQ(reached.seconds(), 1e-9);
        EXPECT_STREQ(reached.what(), "time limit of 1e-09 s reached");
    }
}

TEST(Deadline, FarDeadlineDoesNotThrow) {
    const DeadlineScope scope(3600);
    EXPECT_NO_THROW(check_deadline());
    EXPECT_FALSE(deadline_passed());
}

TEST(Deadline, ScopeRestoresTheOuterDeadline) {
    const DeadlineScope outer(3600);
    {
        const DeadlineScope inner(1e-9);
        wait_past(1e-6);
        EXPECT_THROW(check_deadline(), DeadlineReached);
    }
    EXPECT_NO_THROW(check_deadline());
}

TEST(Deadline, EndedScopeLeavesNoDeadline) {
    { const DeadlineScope scope(1e-9); }
    wait_past(1e-6);
    EXPECT_NO_THROW(check_deadline());
}

TEST(Deadline, BelongsToTheArmingThread) {
    const DeadlineScope scope(1e-9);
    wait_past(1e-6);
    bool other_passed = true;
    std::thread other([&] { other_passed = deadline_passed(); });
    other.join();
    EXPECT_FALSE(other_passed);
    EXPECT_TRUE(deadline_passed());
}

TEST(Deadline, AnotherThreadAdoptsTheSameTimePoint) {
    const DeadlineScope scope(3600);
    const std::optional<Deadline> armed = current_deadline();
    ASSERT_TRUE(armed.has_value());
    EXPECT_EQ(armed->seconds, 3600);
    std::optional<Deadline> adopted_there;
    std::optional<Deadline> after_there;
    std::thread worker([&] {
        {
            const DeadlineScope adopted(*armed);
            adopted_there = current_deadline();
        }
        after_there = current_deadline();
    });
    worker.join();
    ASSERT_TRUE(adopted_there.has_value());
    EXPECT_EQ(adopted_there->at, armed->at);
    EXPECT_EQ(adopted_there->seconds, 3600);
    EXPECT_FALSE(after_there.has_value());
}

TEST(Deadline, AnAdoptedDeadlineThatHasPassedThrowsThere) {
    const DeadlineScope scope(1e-9);
    wait_past(1e-6);
    const Deadline armed = *current_deadline();
    bool thrown = false;
    std::thread worker([&] {
        const DeadlineScope adopted(armed);
        try {
            check_deadline();
        } catch (const DeadlineReached& reached) {
            thrown = reached.seconds() == 1e-9;
        }
    });
    worker.join();
    EXPECT_TRUE(thrown);
}

TEST(Deadline, TickerReadsTheClockOnceInEvery) {
    const DeadlineScope scope(1e-9);
    wait_past(1e-6);
    DeadlineTicker ticker(3);
    EXPECT_NO_THROW(ticker.tick());
    EXPECT_NO_THROW(ticker.tick());
    EXPECT_THROW(ticker.tick(), DeadlineReached);
}

TEST(Deadline, RefusesALimitThatIsNotPositive) {
    // A named scope each: `DeadlineScope(name);` alone would declare a variable (clang reads
    // the NaN line that way).
    EXPECT_THROW({ const DeadlineScope scope(0); }, std::invalid_argument);
    EXPECT_THROW({ const DeadlineScope scope(-1); }, std::invalid_argument);
    EXPECT_THROW({ const DeadlineScope scope(std::numeric_limits<double>::quiet_NaN()); }, std::invalid_argument);
}

}  // namespace
}  // namespace gridforge
