// The pool's loops: every index handed out exactly once, in contiguous chunks that shrink
// as the loop runs out, loop after loop, on any thread count.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <utility>
#include <vector>

#include "murmur/model/thread_pool.hpp"

namespace murmur {
namespace {

TEST(ThreadPool, EveryIndexOnceInContiguousChunksForAnyCountAndThreads) {
    for (int threads : {1, 2, 3, 8}) {
        ThreadPool pool(threads);
        for (std::size_t n : {std::size_t{1}, std::size_t{2}, std::size_t{31}, std::size_t{32}, std::size_t{33},
                              std::size_t{1000}, std::size_t{100003}}) {
            std::vector<std::atomic<int>> seen(n);
            std::mutex m;
            std::vector<std::pair<std::size_t, std::size_t>> chunks;
            pool.parallelFor(n, [&](std::size_t b, std::size_t e) {
                ASSERT_LT(b, e);
                for (std::size_t i = b; i < e; ++i) seen[i].fetch_add(1);
                std::lock_guard lock(m);
                chunks.emplace_back(b, e);
            });
            for (std::size_t i = 0; i < n; ++i) ASSERT_EQ(seen[i].load(), 1) << "index " << i << " of " << n;
            std::sort(chunks.begin(), chunks.end());
            for (std::size_t c = 1; c < chunks.size(); ++c) ASSERT_EQ(chunks[c].first, chunks[c - 1].second);
            if (threads > 1 && n == 100003) {
                // Guided: the first chunk is a share of the whole loop, the last the smallest.
                EXPECT_GE(chunks.front().second - chunks.front().first, n / (2 * threads) - 1);
                EXPECT_LE(chunks.back().second - chunks.back().first, 32u);
                EXPECT_LT(chunks.size(), 200u);  // few hand-outs, not one per index
            }
        }
    }
}

TEST(ThreadPool, ManyShortLoopsInARowAllFinish) {
    ThreadPool pool(2);
    std::atomic<long> total{0};
    for (int loop = 0; loop < 5000; ++loop)
        pool.parallelFor(100, [&](std::size_t b, std::size_t e) { total += static_cast<long>(e - b); });
    EXPECT_EQ(total.load(), 5000L * 100);
}

}  // namespace
}  // namespace murmur
