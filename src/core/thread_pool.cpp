#include "murmur/thread_pool.hpp"

#include <algorithm>

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
    for (int i = 1; i < total; ++i) workers_.emplace_back([this, i] { workerLoop(i); });
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
