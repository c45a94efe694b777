// background_task.hpp - one thread that runs one job at a time beside its owner's.
//
// The window's CPU backend works out the next step here while the frame draws
// (FlockBackend::prepareInBackground). The owner starts a job, goes on, and later waits for
// it or asks whether it is done; it never starts a second job while one is under way. What
// the job wrote is visible to the owner once wait() or waitFor() has seen it done.
#pragma once

#include <condition_variable>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>

namespace murmur {

class BackgroundTask {
public:
    // Starts the thread. When the system refuses one (a pids limit), start() runs each job
    // at once on the caller's thread instead, and noteFewerThreads says so once.
    BackgroundTask();
    // Waits for the job under way, then stops the thread.
    ~BackgroundTask();
    BackgroundTask(const BackgroundTask&) = delete;
    BackgroundTask& operator=(const BackgroundTask&) = delete;

    // Hands `job` to the thread. No job may be under way (busy() is false: else it throws
    // std::logic_error).
    void start(std::function<void()> job);
    // Whether a job is under way (started and not yet seen done by the owner).
    bool busy() const { return busy_; }
    // Returns once no job is under way: true if it had to wait for one still running. A job
    // that threw rethrows here.
    bool wait();
    // Waits at most `ms` (any length; infinite: as wait()) for the job under way: true once
    // none is (rethrows as wait()). `blocked`, when given, says whether it found the job
    // still running.
    bool waitFor(double ms, bool* blocked = nullptr);
    // Whether the jobs run on a thread of their own (false: the system refused one).
    bool threaded() const { return thread_.joinable(); }

private:
    void loop();
    void collect();  // the owner takes a finished job back: busy_ false, its exception rethrown

    std::mutex mutex_;
    std::condition_variable wake_;
    std::condition_variable done_;
    std::function<void()> job_;   // under mutex_: the job not yet taken by the thread
    bool running_ = false;        // under mutex_: the thread has a job it has not finished
    bool stopping_ = false;       // under mutex_
    std::exception_ptr failure_;  // under mutex_: what the last job threw
    bool busy_ = false;           // the owner's own: a job was started and not yet collected
    std::thread thread_;
};

}  // namespace murmur
