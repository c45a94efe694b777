// The one-job thread behind the window's step thread: a job runs beside its owner, the owner
// sees its writes once it has waited, a wait says whether it had to, and nothing hangs.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <limits>
#include <stdexcept>
#include <thread>

#include "murmur/model/background_task.hpp"

namespace murmur {
namespace {

TEST(BackgroundTask, AJobRunsBesideItsOwnerUntilWaitedFor) {
    BackgroundTask task;
    ASSERT_TRUE(task.threaded());
    EXPECT_FALSE(task.busy());
    EXPECT_FALSE(task.wait());  // nothing to wait for
    std::atomic<bool> release{false};
    int written = 0;
    task.start([&] {
        while (!release.load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        written = 42;
    });
    EXPECT_TRUE(task.busy());
    EXPECT_THROW(task.start([] {}), std::logic_error);  // one job at a time
    bool blocked = false;
    EXPECT_FALSE(task.waitFor(0.0, &blocked));  // still running: it waits on the owner
    EXPECT_TRUE(blocked);
    EXPECT_FALSE(task.waitFor(20.0));  // and still
    // Let go from another thread a second after the owner begins to wait: it has to wait.
    std::thread releaser([&] {
        std::this_thread::sleep_for(std::chrono::seconds(1));
        release.store(true);
    });
    EXPECT_TRUE(task.wait());
    releaser.join();
    EXPECT_FALSE(task.busy());
    EXPECT_EQ(written, 42);
    // A job already done is collected without waiting.
    task.start([&] { written = 7; });
    while (!task.waitFor(1.0)) {
    }
    EXPECT_EQ(written, 7);
    EXPECT_FALSE(task.wait());
    // An endless wait is a plain wait.
    task.start([&] { written = 8; });
    EXPECT_TRUE(task.waitFor(std::numeric_limits<double>::infinity()));
    EXPECT_EQ(written, 8);
}

TEST(BackgroundTask, WhatAJobThrowsReachesItsOwnerAndTheThreadGoesOn) {
    BackgroundTask task;
    task.start([] { throw std::runtime_error("the job failed"); });
    EXPECT_THROW(task.wait(), std::runtime_error);
    EXPECT_FALSE(task.busy());
    int runs = 0;
    for (int i = 0; i < 100; ++i) {
        task.start([&] { ++runs; });
        task.wait();
    }
    EXPECT_EQ(runs, 100);
}

TEST(BackgroundTask, GoingAwayWaitsForTheJobUnderWay) {
    std::atomic<int> finished{0};
    {
        BackgroundTask task;
        task.start([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            finished.store(1);
        });
    }  // never collected: the destructor still waits, and does not hang
    EXPECT_EQ(finished.load(), 1);
}

}  // namespace
}  // namespace murmur
