// The project's standing peer benchmark (issue 16): the step's k-nearest search against
// nanoflann's kd-tree (Debian's libnanoflann-dev), rebuilt every step as a moving flock
// needs, on the same points: makeInitialFlock's starting ball (radius 20) of N birds, k = 7.
// Each iteration is one whole step's search: build the structure, then every bird's
// neighbours. Compare the rates within one run:
//   build/bench/knn_peer_bench --benchmark_filter='/100000'
// Ours runs with CELL = 3 (edge 0) and with the density-sized edge the step uses (edge 1;
// murmur/model/grid.hpp, densityCellEdge). Before timing, each checks its neighbour sets against
// the other's for the first 200 birds (the same sets, or the benchmark reports an error).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <map>
#include <vector>

#include <nanoflann.hpp>

#include "murmur/model/block_search.hpp"
#include "murmur/model/initial_condition.hpp"

namespace murmur {
namespace {

constexpr int kK = 7;
constexpr float kMaxDistance = 24.0f;  // TOPO_MAX
constexpr std::size_t kChecked = 200;

const std::vector<glm::vec3>& ball(int n) {  // made once per size: 1e6 birds take a while
    static std::map<int, std::vector<glm::vec3>> made;
    auto it = made.find(n);
    if (it == made.end()) {
        SimParams p;
        p.birdCount = n;
        it = made.emplace(n, makeInitialFlock(p).position).first;
    }
    return it->second;
}

struct Cloud {
    const std::vector<glm::vec3>* points;
    std::size_t kdtree_get_point_count() const { return points->size(); }
    float kdtree_get_pt(std::size_t i, std::size_t d) const { return (*points)[i][static_cast<int>(d)]; }
    template <class Box>
    bool kdtree_get_bbox(Box&) const {
        return false;
    }
};
using KdTree = nanoflann::KDTreeSingleIndexAdaptor<nanoflann::L2_Simple_Adaptor<float, Cloud>, Cloud, 3, std::uint32_t>;

// nanoflann's k + 1 nearest (itself included), as sorted (distance, index) other birds.
std::vector<std::uint32_t> kdNeighbours(const KdTree& tree, const std::vector<glm::vec3>& pts, std::uint32_t i) {
    std::array<std::uint32_t, kK + 1> idx;
    std::array<float, kK + 1> d2;
    nanoflann::KNNResultSet<float, std::uint32_t> result(kK + 1);
    result.init(idx.data(), d2.data());
    tree.findNeighbors(result, &pts[i].x, nanoflann::SearchParams(10));
    std::vector<Neighbour> nb;
    for (std::size_t j = 0; j < result.size(); ++j)
        if (idx[j] != i) nb.push_back({d2[j], idx[j]});
    std::sort(nb.begin(), nb.end(), nearerThan);
    std::vector<std::uint32_t> out;
    for (std::size_t j = 0; j < nb.size() && j < kK; ++j) out.push_back(nb[j].index);
    return out;
}

// The edge the step would use for these points: from their k-th distances (one pass at CELL).
float stepEdge(const std::vector<glm::vec3>& pts) {
    UniformGrid grid;
    grid.build(pts, 3.0f);
    BlockSearch search(grid, pts);
    std::vector<float> kth(pts.size(), 0.0f), scratch;
    std::array<Neighbour, kK> out;
    for (std::uint32_t i = 0; i < pts.size(); ++i)
        if (search.topological(i, kK, kMaxDistance, out.data()) == kK) kth[i] = out[kK - 1].distSq;
    return densityCellEdge(kth, kK, 3.0f, scratch);
}

void BM_KnnOurs(benchmark::State& state) {
    const auto& pts = ball(static_cast<int>(state.range(0)));
    const float edge = state.range(1) ? stepEdge(pts) : 3.0f;
    UniformGrid grid;
    std::vector<float> kth(pts.size(), 0.0f);
    std::array<Neighbour, kK> out;
    {  // the same sets as nanoflann's
        grid.build(pts, edge);
        BlockSearch search(grid, pts);
        const Cloud cloud{&pts};  // the tree keeps a reference to it
        KdTree tree(3, cloud, nanoflann::KDTreeSingleIndexAdaptorParams(10));
        for (std::uint32_t i = 0; i < kChecked && i < pts.size(); ++i) {
            const int n = search.topological(i, kK, kMaxDistance, out.data());
            std::vector<std::uint32_t> ours;
            for (int j = 0; j < n; ++j) ours.push_back(out[std::size_t(j)].index);
            if (ours != kdNeighbours(tree, pts, i)) state.SkipWithError("neighbour sets differ from nanoflann's");
        }
    }
    for (auto _ : state) {
        grid.build(pts, edge);
        BlockSearch search(grid, pts);  // in grid order with last step's k-th distance, as the step
        for (std::uint32_t s = 0; s < pts.size(); ++s) {
            const std::uint32_t i = grid.birdOfSlot[s];
            const int n = search.topological(i, kK, kMaxDistance, out.data(), kth[i]);
            kth[i] = n == kK ? out[kK - 1].distSq : 0.0f;
        }
        benchmark::DoNotOptimize(kth.data());
    }
    state.counters["edge"] = edge;
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_KnnOurs)
    ->ArgsProduct({{10000, 100000, 1000000}, {0, 1}})
    ->ArgNames({"birds", "edge"})
    ->Unit(benchmark::kMillisecond)
    ->MinTime(1.0);

void BM_KnnNanoflann(benchmark::State& state) {
    const auto& pts = ball(static_cast<int>(state.range(0)));
    std::array<std::uint32_t, kK + 1> idx;
    std::array<float, kK + 1> d2;
    const Cloud cloud{&pts};  // the tree keeps a reference to it
    for (auto _ : state) {
        KdTree tree(3, cloud, nanoflann::KDTreeSingleIndexAdaptorParams(10));  // rebuilt: the birds moved
        for (std::uint32_t i = 0; i < pts.size(); ++i) {
            nanoflann::KNNResultSet<float, std::uint32_t> result(kK + 1);
            result.init(idx.data(), d2.data());
            tree.findNeighbors(result, &pts[i].x, nanoflann::SearchParams(10));
            benchmark::DoNotOptimize(idx.data());
        }
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_KnnNanoflann)
    ->ArgsProduct({{10000, 100000, 1000000}})
    ->ArgNames({"birds"})
    ->Unit(benchmark::kMillisecond)
    ->MinTime(1.0);

}  // namespace
}  // namespace murmur

BENCHMARK_MAIN();
