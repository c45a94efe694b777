// thread_pool.hpp - a fixed set of worker threads for data-parallel loops.
//
// parallelFor splits [0, n) into contiguous chunks. Results never depend on the thread
// count as long as each index writes only its own outputs, which is how every caller in
// the core uses it (the step writes bird i's next state from the shared previous state).
#pragma once

#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace murmur {

class ThreadPool {
public:
    // threads <= 0 means one per hardware thread. A pool of 1 runs everything inline.
    // When the system refuses a thread (a pids limit), the pool keeps the ones it started
    // and says so once on stderr (noteFewerThreads); it never fails or hangs for that.
    explicit ThreadPool(int threads = 0);
    ~ThreadPool();
    ThreadPool(const ThreadPool&) = delete;
    ThreadPool& operator=(const ThreadPool&) = delete;

    int threadCount() const { return static_cast<int>(workers_.size()) + 1; }

    // Calls body(begin, end) on disjoint chunks covering [0, n) and returns when all are
    // done. The calling thread works too. Not re-entrant: do not call from inside body.
    void parallelFor(std::size_t n, const std::function<void(std::size_t, std::size_t)>& body);

    static int hardwareThreads();

private:
    void workerLoop(int worker);
    // Under the lock: the next chunk of the loop in flight, if any is left.
    bool takeChunk(std::size_t& begin, std::size_t& end);
    // Under the lock: a chunk is done.
    void finishChunk(std::size_t begin, std::size_t end);

    std::vector<std::thread> workers_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::condition_variable done_;
    const std::function<void(std::size_t, std::size_t)>* body_ = nullptr;
    std::size_t n_ = 0;
    std::size_t next_ = 0;  // the first index not handed out yet
    std::size_t itemsDone_ = 0;
    std::uint64_t generation_ = 0;
    bool stopping_ = false;
};

// Runs worker on `threads` threads at once (the caller's among them) and returns when all
// have returned: for pools of independent runs that each take the next job themselves.
// When the system refuses a thread, fewer run (noteFewerThreads says so); never fails.
void runOnThreads(int threads, const std::function<void()>& worker);

// The one line every thread starter prints when the system gives fewer threads than asked:
// "murmur: note: using 2 threads of 8: cannot start more threads (Resource temporarily ...)".
void noteFewerThreads(int started, int asked, const std::system_error& why);

}  // namespace murmur
