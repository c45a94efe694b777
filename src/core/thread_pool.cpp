#include "murmur/thread_pool.hpp"

#include <algorithm>
#include <cstdio>

namespace murmur {

namespace {
// Chunks per thread: enough to balance uneven per-bird work (dense vs sparse regions).
constexpr std::size_t kChunksPerThread = 8;
}  // namespace

int ThreadPool::hardwareThreads() {
    const unsigned n = std::thread::hardware_concurrency();
    return n == 0 ? 1 : static_cast<int>(n);
}

ThreadPool::ThreadPool(int threads) {
    const int total = threads <= 0 ? hardwareThreads() : threads;
    // A thread that cannot start (a pids limit, no memory) leaves a smaller pool that works:
    // results never depend on the thread count. Unwinding instead would destroy the
    // condition variables the started workers wait on, which hangs.
    for (int i = 1; i < total; ++i) {
        try {
            workers_.emplace_back([this, i] { workerLoop(i); });
        } catch (const std::system_error& e) {
            noteFewerThreads(threadCount(), total, e);
            break;
        }
    }
}

void noteFewerThreads(int started, int asked, const std::system_error& why) {
    std::fprintf(stderr, "murmur: note: using %d thread%s of %d: cannot start more threads (%s)\n", started,
                 started == 1 ? "" : "s", asked, why.code().message().c_str());
}

void runOnThreads(int threads, const std::function<void()>& worker) {
    std::vector<std::jthread> pool;
    for (int t = 1; t < threads; ++t) {
        try {
            pool.emplace_back(worker);
        } catch (const std::system_error& e) {  // fewer at once; each job's result is the same
            noteFewerThreads(t, threads, e);
            break;
        }
    }
    worker();
}

ThreadPool::~ThreadPool() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    for (auto& t : workers_) t.join();
}

void ThreadPool::parallelFor(std::size_t n, const std::function<void(std::size_t, std::size_t)>& body) {
    if (n == 0) return;
    if (workers_.empty() || n == 1) {
        body(0, n);
        return;
    }
    const std::size_t chunks = std::min(n, static_cast<std::size_t>(threadCount()) * kChunksPerThread);
    {
        std::lock_guard lock(mutex_);
        body_ = &body;
        n_ = n;
        chunks_ = chunks;
        nextChunk_ = 0;
        chunksDone_ = 0;
        ++generation_;
    }
    wake_.notify_all();
    // The caller takes chunks too.
    for (;;) {
        std::size_t c;
        {
            std::lock_guard lock(mutex_);
            if (nextChunk_ >= chunks_) break;
            c = nextChunk_++;
        }
        body(c * n / chunks, (c + 1) * n / chunks);
        std::lock_guard lock(mutex_);
        if (++chunksDone_ == chunks_) done_.notify_all();
    }
    std::unique_lock lock(mutex_);
    done_.wait(lock, [&] { return chunksDone_ == chunks_; });
    body_ = nullptr;
}

void ThreadPool::workerLoop(int) {
    std::uint64_t seen = 0;
    std::unique_lock lock(mutex_);
    for (;;) {
        wake_.wait(lock, [&] { return stopping_ || (generation_ != seen && body_ && nextChunk_ < chunks_); });
        if (stopping_) return;
        seen = generation_;
        while (body_ && nextChunk_ < chunks_) {
            const std::size_t c = nextChunk_++;
            const auto* body = body_;
            const std::size_t n = n_, chunks = chunks_;
            lock.unlock();
            (*body)(c * n / chunks, (c + 1) * n / chunks);
            lock.lock();
            if (++chunksDone_ == chunks_) done_.notify_all();
        }
    }
}

}  // namespace murmur
