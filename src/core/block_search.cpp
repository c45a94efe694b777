#include "murmur/block_search.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>

#include "murmur/params.hpp"
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

// Squared distances are never negative (nor NaN: positions are finite), so their bits
// order like the floats; with the bird index below them, one integer compare is
// nearerThan.
std::uint64_t key(float distSq, std::uint32_t bird) {
    return std::uint64_t{std::bit_cast<std::uint32_t>(distSq)} << 32 | bird;
}
Neighbour fromKey(std::uint64_t k) {
    return {std::bit_cast<float>(static_cast<std::uint32_t>(k >> 32)), static_cast<std::uint32_t>(k)};
}

}  // namespace

BlockSearch::BlockSearch(const UniformGrid& grid, std::span<const glm::vec3> positions)
    : grid_(grid), positions_(positions), slack_(boundSlack(grid)) {}

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
        for (auto* v : {&bird_, &kept_}) v->resize(total);
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
        for (std::uint32_t s = begin[r]; s < end[r]; ++s, ++at) {
            x[at] = sx[s];
            y[at] = sy[s];
            z[at] = sz[s];
            bird[at] = sb[s];
        }
    }
    size_ = total;
}

int BlockSearch::searchBlock(std::uint32_t self, int k, float maxDistance, float kthGuessSq, Neighbour* out) {
    const glm::vec3 p = positions_[self];
    const std::size_t n = size_;
    float* d = distSq_.data();
    {
        const float* xs = x_.data();
        const float* ys = y_.data();
        const float* zs = z_.data();
        for (std::size_t i = 0; i < n; ++i) {
            const float dx = xs[i] - p.x, dy = ys[i] - p.y, dz = zs[i] - p.z;
            d[i] = dx * dx + dy * dy + dz * dz;  // = distanceSq, bit for bit
        }
    }
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
        std::size_t keptCount = 0;
        for (std::size_t i = 0; i < n; ++i) {
            kept[keptCount] = static_cast<std::uint32_t>(i);
            keptCount += d[i] <= threshold ? 1 : 0;
        }
        // With k of them, every nearer bird of the block is among them.
        if (keptCount < static_cast<std::size_t>(k) && threshold < maxDistSq) continue;
        std::fill_n(best.begin(), k, std::numeric_limits<std::uint64_t>::max());
        for (std::size_t t = 0; t < keptCount; ++t) {
            const std::uint64_t x = key(d[kept[t]], bird_[kept[t]]);
            if (x >= best[k - 1]) continue;
            int j = k - 1;  // insertion from the far end
            for (; j > 0 && x < best[j - 1]; --j) best[j] = best[j - 1];
            best[j] = x;
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
