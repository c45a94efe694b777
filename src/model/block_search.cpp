#include "murmur/model/block_search.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define MURMUR_BLOCK_SEARCH_AVX2 1
#endif

#include "murmur/model/params.hpp"
#include "ring_search.hpp"
#include "search_bounds.hpp"

namespace murmur {
namespace {

// The first threshold: 1.2 times the bird's own k-th squared distance of the last step
// (its neighbourhood changes little in a step), else 1.3 times the previous bird's (birds
// of one cell have similar k-th distances); either keeps under twice k candidates. One
// that keeps too few is doubled, then widened to the whole range. (Speed only: any
// threshold gives the exact answer.)
constexpr float kGuessFromOwn = 1.2f;
constexpr float kGuessFromPrevious = 1.3f;
constexpr float kWiden = 2.0f;

// Up to this many kept candidates are ordered by counting (m * m compares, no branch),
// more by insertion.
constexpr std::size_t kRankedAtMost = 16;

// Squared distances are never negative (nor NaN: positions are finite), so their bits
// order like the floats; with the bird index below them, one integer compare is
// nearerThan.
std::uint64_t key(float distSq, std::uint32_t bird) {
    return std::uint64_t{std::bit_cast<std::uint32_t>(distSq)} << 32 | bird;
}
Neighbour fromKey(std::uint64_t k) {
    return {std::bit_cast<float>(static_cast<std::uint32_t>(k >> 32)), static_cast<std::uint32_t>(k)};
}

// The two loops every search runs over the whole block: its squared distances to p, and
// the indices of those within a threshold, packed. Each has a plain version and, on x86,
// an AVX2 one (chosen at run time); both give the same bits (the same float operations,
// in the same order; no FMA).
void measureBlock(const float* xs, const float* ys, const float* zs, std::size_t n, glm::vec3 p, float* d) {
    for (std::size_t i = 0; i < n; ++i) {
        const float dx = xs[i] - p.x, dy = ys[i] - p.y, dz = zs[i] - p.z;
        d[i] = dx * dx + dy * dy + dz * dz;  // = distanceSq, bit for bit
    }
}

// With no branch per candidate: each index is written, and kept by moving on past it.
std::size_t keepWithin(const float* d, std::size_t from, std::size_t n, float threshold, std::uint32_t* kept,
                       std::size_t count) {
    for (std::size_t i = from; i < n; ++i) {
        kept[count] = static_cast<std::uint32_t>(i);
        count += d[i] <= threshold ? 1 : 0;
    }
    return count;
}

// Orders keys[0, count) (distinct; the rest kNoKey) into sorted: each key's place is how
// many keys are below it, counted over all kRankedAtMost (a fixed count: no branch).
using RankedKeys = std::array<std::uint64_t, kRankedAtMost>;
// Above every key (a key's distance bits are at most +inf's, 0x7f800000), and still positive
// as a signed number, which AVX2's compare needs.
constexpr std::uint64_t kNoKey = std::numeric_limits<std::int64_t>::max();

void orderByCounting(const RankedKeys& keys, std::size_t count, RankedKeys& sorted) {
    for (std::size_t t = 0; t < count; ++t) {
        std::size_t below = 0;
        for (std::size_t u = 0; u < kRankedAtMost; ++u) below += keys[u] < keys[t] ? 1 : 0;
        sorted[below] = keys[t];  // keys differ (the bird index is in them): places do too
    }
}

#if MURMUR_BLOCK_SEARCH_AVX2
// The same count, four keys a compare.
__attribute__((target("avx2"))) void orderByCountingAvx2(const RankedKeys& keys, std::size_t count,
                                                         RankedKeys& sorted) {
    static_assert(kRankedAtMost == 16, "four vectors of four keys");
    const auto* v = reinterpret_cast<const __m256i*>(keys.data());
    const __m256i k0 = _mm256_load_si256(v), k1 = _mm256_load_si256(v + 1), k2 = _mm256_load_si256(v + 2),
                  k3 = _mm256_load_si256(v + 3);
    for (std::size_t t = 0; t < count; ++t) {
        const __m256i x = _mm256_set1_epi64x(static_cast<long long>(keys[t]));
        // Each lane is -1 where the key there is below x.
        const __m256i below = _mm256_add_epi64(_mm256_add_epi64(_mm256_cmpgt_epi64(x, k0), _mm256_cmpgt_epi64(x, k1)),
                                               _mm256_add_epi64(_mm256_cmpgt_epi64(x, k2), _mm256_cmpgt_epi64(x, k3)));
        const __m128i pairs = _mm_add_epi64(_mm256_castsi256_si128(below), _mm256_extracti128_si256(below, 1));
        const long long total = _mm_cvtsi128_si64(_mm_add_epi64(pairs, _mm_unpackhi_epi64(pairs, pairs)));
        sorted[static_cast<std::size_t>(-total)] = keys[t];
    }
}

// For each 8-bit mask, the lanes it has set, in order (then zeros): the permutation that
// packs them to the front of a vector.
constexpr std::array<std::uint64_t, 256> packOrders() {
    std::array<std::uint64_t, 256> orders{};
    for (unsigned mask = 0; mask < 256; ++mask) {
        int slot = 0;
        for (unsigned lane = 0; lane < 8; ++lane)
            if (mask & (1u << lane)) orders[mask] |= std::uint64_t{lane} << (8 * slot++);
    }
    return orders;
}
constexpr std::array<std::uint64_t, 256> kPackOrders = packOrders();

// Eight candidates at a time: compare, pack the kept lanes' indices with one permute, store
// all eight (kept has room for 8 past the block), move on by how many were kept.
__attribute__((target("avx2,popcnt"))) std::size_t keepWithinAvx2(const float* d, std::size_t n, float threshold,
                                                                  std::uint32_t* kept) {
    const __m256 limit = _mm256_set1_ps(threshold);
    __m256i index = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i eight = _mm256_set1_epi32(8);
    std::size_t count = 0, i = 0;
    for (; i + 8 <= n; i += 8) {
        const int mask = _mm256_movemask_ps(_mm256_cmp_ps(_mm256_loadu_ps(d + i), limit, _CMP_LE_OQ));
        const __m256i order = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128(static_cast<long long>(kPackOrders[mask])));
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(kept + count), _mm256_permutevar8x32_epi32(index, order));
        count += static_cast<std::size_t>(__builtin_popcount(static_cast<unsigned>(mask)));
        index = _mm256_add_epi32(index, eight);
    }
    return keepWithin(d, i, n, threshold, kept, count);
}

// measureBlock, vectorised eight wide (the same source, compiled for AVX2).
__attribute__((target("avx2"))) void measureBlockAvx2(const float* xs, const float* ys, const float* zs, std::size_t n,
                                                      glm::vec3 p, float* d) {
    for (std::size_t i = 0; i < n; ++i) {
        const float dx = xs[i] - p.x, dy = ys[i] - p.y, dz = zs[i] - p.z;
        d[i] = dx * dx + dy * dy + dz * dz;  // = distanceSq, bit for bit
    }
}
#endif

}  // namespace

bool BlockSearch::avx2Available() {
#if MURMUR_BLOCK_SEARCH_AVX2
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt");
#else
    return false;
#endif
}

BlockSearch::BlockSearch(const UniformGrid& grid, std::span<const glm::vec3> positions, Kernels kernels)
    : grid_(grid),
      positions_(positions),
      slack_(boundSlack(grid)),
      avx2_(kernels == Kernels::Fastest && avx2Available()) {}

void BlockSearch::gather(glm::ivec3 cell) {
    const UniformGrid& g = grid_;
    cell_ = cell;
    const std::int64_t cellIndex = g.cellIndex(cell);
    const glm::ivec3 lo = glm::max(cell - 1, glm::ivec3(0));
    const glm::ivec3 hi = glm::min(cell + 1, g.dims - 1);
    // The block is at most 9 rows; each row's cells are contiguous slots in the grid.
    std::array<std::uint32_t, 9> begin{}, end{};
    int rows = 0;
    std::size_t total = 0;
    for (int z = lo.z; z <= hi.z; ++z)
        for (int y = lo.y; y <= hi.y; ++y, ++rows) {
            begin[rows] = g.cellStart[g.cellIndex({lo.x, y, z})];
            end[rows] = g.cellStart[g.cellIndex({hi.x, y, z}) + 1];
            total += end[rows] - begin[rows];
        }
    if (x_.size() < total) {
        for (auto* v : {&x_, &y_, &z_, &distSq_}) v->resize(total);
        bird_.resize(total);
        kept_.resize(total + kPackSpill);
    }
    // The cell's own birds sit in the middle row of the block, after the row's cells left of it.
    const int ownRow = (cell.z - lo.z) * (hi.y - lo.y + 1) + (cell.y - lo.y);
    // Raw pointers: with the vectors' own, every store could move their data pointers.
    float* x = x_.data();
    float* y = y_.data();
    float* z = z_.data();
    std::uint32_t* bird = bird_.data();
    const float* sx = g.sortedX.data();
    const float* sy = g.sortedY.data();
    const float* sz = g.sortedZ.data();
    const std::uint32_t* sb = g.birdOfSlot.data();
    std::size_t at = 0;
    for (int r = 0; r < rows; ++r) {
        if (r == ownRow) {
            ownBegin_ = at + (g.cellStart[cellIndex] - begin[r]);
            ownEnd_ = at + (g.cellStart[cellIndex + 1] - begin[r]);
        }
        const std::uint32_t len = end[r] - begin[r];
        std::copy_n(sx + begin[r], len, x + at);
        std::copy_n(sy + begin[r], len, y + at);
        std::copy_n(sz + begin[r], len, z + at);
        std::copy_n(sb + begin[r], len, bird + at);
        at += len;
    }
    size_ = total;
}

int BlockSearch::searchBlock(std::uint32_t self, int k, float maxDistance, float kthGuessSq, Neighbour* out) {
    const glm::vec3 p = positions_[self];
    const std::size_t n = size_;
    float* d = distSq_.data();
#if MURMUR_BLOCK_SEARCH_AVX2
    if (avx2_) measureBlockAvx2(x_.data(), y_.data(), z_.data(), n, p, d);
    else
#endif
        measureBlock(x_.data(), y_.data(), z_.data(), n, p, d);
    // The bird itself never passes a threshold: NaN compares false.
    d[selfAt_] = std::numeric_limits<float>::quiet_NaN();

    // Thresholds tried in turn; the last one, the range itself, always decides.
    const float maxDistSq = maxDistance * maxDistance;
    const float guess = kthGuessSq > 0.0f   ? std::min(maxDistSq, kGuessFromOwn * kthGuessSq)
                        : lastKthSq_ > 0.0f ? std::min(maxDistSq, kGuessFromPrevious * lastKthSq_)
                                            : maxDistSq;
    const std::array<float, 3> thresholds{guess, std::min(maxDistSq, kWiden * guess), maxDistSq};
    std::array<std::uint64_t, kMaxTopologicalK> best;
    int count = 0;
    for (std::size_t attempt = 0; attempt < thresholds.size(); ++attempt) {
        // Candidates within the threshold, compacted without a branch.
        const float threshold = thresholds[attempt];
        std::uint32_t* kept = kept_.data();
#if MURMUR_BLOCK_SEARCH_AVX2
        const std::size_t keptCount =
            avx2_ ? keepWithinAvx2(d, n, threshold, kept) : keepWithin(d, 0, n, threshold, kept, 0);
#else
        const std::size_t keptCount = keepWithin(d, 0, n, threshold, kept, 0);
#endif
        // With k of them, every nearer bird of the block is among them.
        if (keptCount < static_cast<std::size_t>(k) && threshold < maxDistSq) continue;
        if (keptCount <= kRankedAtMost) {
            // Few kept (the usual case): each key's place is how many keys are below it, counted
            // with no branch; insertion's branches were mispredicted about once a key.
            alignas(32) std::array<std::uint64_t, kRankedAtMost> keys;
            keys.fill(kNoKey);
            for (std::size_t t = 0; t < keptCount; ++t) keys[t] = key(d[kept[t]], bird_[kept[t]]);
            std::array<std::uint64_t, kRankedAtMost> sorted;
#if MURMUR_BLOCK_SEARCH_AVX2
            if (avx2_) orderByCountingAvx2(keys, keptCount, sorted);
            else
#endif
                orderByCounting(keys, keptCount, sorted);
            std::copy_n(sorted.begin(), std::min<std::size_t>(keptCount, k), best.begin());
        } else {
            std::fill_n(best.begin(), k, std::numeric_limits<std::uint64_t>::max());
            for (std::size_t t = 0; t < keptCount; ++t) {
                const std::uint64_t x = key(d[kept[t]], bird_[kept[t]]);
                if (x >= best[k - 1]) continue;
                int j = k - 1;  // insertion from the far end
                for (; j > 0 && x < best[j - 1]; --j) best[j] = best[j - 1];
                best[j] = x;
            }
        }
        count = static_cast<int>(std::min<std::size_t>(keptCount, k));
        break;
    }
    for (int j = 0; j < count; ++j) out[j] = fromKey(best[j]);
    if (count == k) lastKthSq_ = out[k - 1].distSq;
    return count;
}

int BlockSearch::topological(std::uint32_t self, int k, float maxDistance, Neighbour* out, float kthGuessSq) {
    if (k <= 0 || positions_.size() < 2) return 0;
    if (k > kMaxTopologicalK) return topologicalNeighbours(grid_, positions_, self, k, maxDistance, out);
    // Birds come in grid order: most are in the cell whose block is already gathered.
    selfAt_ = std::find(bird_.begin() + ownBegin_, bird_.begin() + ownEnd_, self) - bird_.begin();
    if (selfAt_ == ownEnd_) {
        gather(grid_.cellOf(positions_[self]));
        selfAt_ = std::find(bird_.begin() + ownBegin_, bird_.begin() + ownEnd_, self) - bird_.begin();
        // Not filed where its position says: a grid built from other positions.
        if (selfAt_ == ownEnd_) return topologicalNeighbours(grid_, positions_, self, k, maxDistance, out);
    }
    const int count = searchBlock(self, k, maxDistance, kthGuessSq, out);
    // Nearer birds may lie outside the block: the ring search goes on from ring 2.
    const float bound = unscannedBound(grid_, cell_, 1, positions_[self], slack_);
    if (searchDone(bound, maxDistance, count, k, count > 0 ? out[count - 1].distSq : 0.0f)) return count;
    return continueTopologicalBeyondBlock(grid_, positions_, self, k, maxDistance, out, count);
}

}  // namespace murmur
