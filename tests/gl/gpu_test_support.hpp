// gpu_test_support.hpp - what the GPU test files share: the backends as factories (so one
// test body runs on the CPU reference and on the GPU), and flock states worth testing.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "gpu_backend.hpp"
#include "murmur/model/backend.hpp"
#include "murmur/model/flock_state.hpp"
#include "murmur/model/hawk.hpp"
#include "murmur/model/obstacle_shapes.hpp"
#include "murmur/model/params.hpp"

namespace murmur::gl::testing {

// "cpu" or "gpu"; the GPU one owns a headless EGL context. Fails the test (returns null)
// when no OpenGL 4.3 context can be had.
inline std::unique_ptr<FlockBackend> makeBackend(const std::string& name, std::string& error) {
    if (name == "cpu") return makeCpuBackend(1);
    auto gpu = makeHeadlessGpuBackend();
    if (!gpu) {
        error = gpu.error();
        return nullptr;
    }
    return std::move(*gpu);
}

// The initial flock of `count` birds after `warmSteps` CPU steps (so the state has
// structure: clusters, edges, aligned headings).
FlockState warmFlock(const SimParams& params, int warmSteps);

// A world of obstacles in the middle of a flock (around `centre`, the position of some bird):
// an upright cylinder through it, a box and a ball beside it, sized by the flock's world (the
// seed model's units or the starling model's metres are both about a bird a unit apart).
ObstacleList obstaclesAround(glm::vec3 centre);

// The obstacle scene did what it is for: some bird began inside an obstacle and some outside
// turned away; after the step no bird is inside one on either backend.
void expectObstaclesActed(const SimParams& params, const HawkView& hawk, const FlockState& before,
                          const FlockState& cpuNext, const FlockState& gpuNext);

// Dusk in the middle of a flock's step (roost_descent.hpp): params get a dusk that began 50
// steps ago with a spread of 200 (some birds due, some following, some not yet); in the state
// every seventh bird has settled and every 31st sits just over the reed bed, going down.
void duskAround(SimParams& params, FlockState& state);

// The dusk scene did what it is for: the settled birds did not move, some bird settled in this
// step, and some bird flew otherwise than without a dusk.
void expectDuskActed(const SimParams& params, const HawkView& hawk, const FlockState& before,
                     const FlockState& cpuNext);

// Several hawks: `first` and two more beside birds a fifth and four fifths along the list.
HawkView withOtherHawks(HawkView first, const FlockState& state);

// The several-hawks scene did what it is for: each hawk frightened some bird near it and near
// no other hawk (so a backend that saw only the first would differ).
void expectEveryHawkFeared(const SimParams& params, const HawkView& hawks, const FlockState& before,
                           const FlockState& next);

// The several-flocks scene did what it is for: with one flock (every home the centre) some
// bird would have flown otherwise.
void expectHomesActed(const SimParams& params, const HawkView& hawk, const FlockState& before,
                      const FlockState& cpuNext);

// One GPU backend with its own context for a whole test suite (creating one compiles every
// program); gpu_ is null, and error_ says why, when no OpenGL 4.3 context can be had.
template <class Base = ::testing::Test>
class SharedGpuBackend : public Base {
protected:
    static void SetUpTestSuite() {
        auto gpu = makeHeadlessGpuBackend();
        if (gpu) gpu_ = (*gpu).release();
        error_ = gpu.error();
    }
    static void TearDownTestSuite() {
        delete gpu_;
        gpu_ = nullptr;
    }
    inline static HeadlessGpuBackend* gpu_ = nullptr;
    inline static std::string error_;
};

// A run's means over steps 100-599, clusters every 10th step (as the live app may).
struct RunMeans {
    double polarization = 0;
    double clumping = 0;
    double largestPct = 0;
};
RunMeans runMeans(const SimParams& params, std::unique_ptr<FlockBackend> backend);

// runMeans on the CPU reference and on the GPU for seeds 1-4 of params, each seed's printed;
// the means over the seeds. Fails the test (and gives zeros) without a GPU backend.
struct BackendMeans {
    RunMeans cpu, gpu;
};
BackendMeans meansOverFourSeeds(SimParams params);

}  // namespace murmur::gl::testing
