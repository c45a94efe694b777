#include "murmur/model/thread_pool.hpp"

#include <algorithm>
#include <cstdio>

namespace murmur {

namespace {
// Chunks shrink as the loop runs out (guided scheduling): each is a share of what is left,
// so the first are big (few hand-outs) and the last small, and no thread waits long for
// another's last chunk (equal chunks left up to half a chunk's time idle per loop).
constexpr std::size_t kShareOfRestPerThread = 2;  // a chunk is rest / (threads * this)...
constexpr std::size_t kMinChunk = 32;             // ...but never under this, while that many are left
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
    std::unique_lock lock(mutex_);
    body_ = &body;
    n_ = n;
    next_ = 0;
    itemsDone_ = 0;
    ++generation_;
    lock.unlock();
    wake_.notify_all();
    // The caller takes chunks too.
    lock.lock();
    for (std::size_t begin, end; takeChunk(begin, end);) {
        lock.unlock();
        body(begin, end);
        lock.lock();
        finishChunk(begin, end);
    }
    done_.wait(lock, [&] { return itemsDone_ == n_; });
    body_ = nullptr;
}

bool ThreadPool::takeChunk(std::size_t& begin, std::size_t& end) {
    if (!body_ || next_ >= n_) return false;
    const std::size_t rest = n_ - next_;
    const std::size_t share = rest / (static_cast<std::size_t>(threadCount()) * kShareOfRestPerThread);
    begin = next_;
    end = begin + std::min(rest, std::max(kMinChunk, share));
    next_ = end;
    return true;
}

void ThreadPool::finishChunk(std::size_t begin, std::size_t end) {
    itemsDone_ += end - begin;
    if (itemsDone_ == n_) done_.notify_all();
}

void ThreadPool::workerLoop(int) {
    std::uint64_t seen = 0;
    std::unique_lock lock(mutex_);
    for (;;) {
        wake_.wait(lock, [&] { return stopping_ || (generation_ != seen && body_ && next_ < n_); });
        if (stopping_) return;
        seen = generation_;
        for (std::size_t begin, end; takeChunk(begin, end);) {
            const auto* body = body_;
            lock.unlock();
            (*body)(begin, end);
            lock.lock();
            finishChunk(begin, end);
        }
    }
}

}  // namespace murmur
