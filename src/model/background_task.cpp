#include "murmur/model/background_task.hpp"

#include <chrono>
#include <cmath>
#include <stdexcept>
#include <system_error>
#include <utility>

#include "murmur/model/thread_pool.hpp"

namespace murmur {

BackgroundTask::BackgroundTask() {
    try {
        thread_ = std::thread([this] { loop(); });
    } catch (const std::system_error& why) {
        noteFewerThreads(1, 2, why);  // the caller's thread runs every job itself
    }
}

BackgroundTask::~BackgroundTask() {
    {
        std::unique_lock lock(mutex_);
        done_.wait(lock, [this] { return !running_ && !job_; });
        stopping_ = true;
    }
    wake_.notify_all();
    if (thread_.joinable()) thread_.join();
}

void BackgroundTask::start(std::function<void()> job) {
    if (busy_) throw std::logic_error("BackgroundTask::start: a job is under way");
    busy_ = true;
    if (!threaded()) {
        try {
            job();
        } catch (...) {
            failure_ = std::current_exception();
        }
        return;
    }
    {
        std::lock_guard lock(mutex_);
        job_ = std::move(job);
        running_ = true;
    }
    wake_.notify_one();
}

bool BackgroundTask::wait() {
    if (!busy_) return false;
    bool waited = false;
    {
        std::unique_lock lock(mutex_);
        waited = running_;
        done_.wait(lock, [this] { return !running_; });
    }
    collect();
    return waited;
}

bool BackgroundTask::waitFor(double ms, bool* blocked) {
    if (blocked) *blocked = false;
    if (!busy_) return true;
    if (std::isinf(ms) && ms > 0.0) {
        const bool waited = wait();
        if (blocked) *blocked = waited;
        return true;
    }
    {
        std::unique_lock lock(mutex_);
        if (blocked) *blocked = running_;
        const auto limit = std::chrono::duration<double, std::milli>(ms > 0.0 ? ms : 0.0);
        if (!done_.wait_for(lock, limit, [this] { return !running_; })) return false;
    }
    collect();
    return true;
}

void BackgroundTask::collect() {
    busy_ = false;
    std::exception_ptr failure;
    {
        std::lock_guard lock(mutex_);
        failure = std::exchange(failure_, nullptr);
    }
    if (failure) std::rethrow_exception(failure);
}

void BackgroundTask::loop() {
    std::unique_lock lock(mutex_);
    for (;;) {
        wake_.wait(lock, [this] { return stopping_ || job_; });
        if (!job_) return;  // stopping, nothing left
        std::function<void()> job = std::move(job_);
        job_ = nullptr;
        lock.unlock();
        std::exception_ptr failure;
        try {
            job();
        } catch (...) {
            failure = std::current_exception();
        }
        lock.lock();
        failure_ = failure;
        running_ = false;
        done_.notify_all();
    }
}

}  // namespace murmur
