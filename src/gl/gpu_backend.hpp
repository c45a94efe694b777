// gpu_backend.hpp - docs/model.md on OpenGL 4.3 compute shaders: the GPU FlockBackend.
//
// Implemented: the whole step on the GPU (grid, topological and metric neighbours, the
// rules, hawk flee and fear, turn, speed, move, the render-only edge value) for the seed
// model, and the starling model's step (step_starling.comp: visible neighbours within the
// adaptive range, the decision at each bird's reaction times, flight and banking; its
// per-bird traits come from the CPU's starlingTraits, uploaded when they change), the metrics
// (polarization, centroid, mean distance: reductions finished in double) and the clusters,
// whenever measure() asks for them: a lock-free union-find over the "closer than 3" links
// found through the grid, summarised on the GPU as well. That gives exactly the CPU's labels
// and costs one neighbour pass, where reading the flock back every few steps would cost
// bandwidth and a CPU pass, and leave the live chart stale in between. The flock stays on
// the GPU between steps; measure() reads back 80 bytes. After each step the state buffer *is* the
// renderer's BirdInstance buffer (bird_instance.hpp), and the previous step's is kept.
//
// Two ways to get one:
// - makeGpuBackend: in the GL context current on this thread (the window program's). Every
//   call must then come with that context current.
// - makeHeadlessGpuBackend: owns its own EGL context (CLI, tests, benchmarks); each call
//   makes it current first.
// Both return a Result: the backend, or a one-line error when the context is below 4.3 or a
// shader fails.
// upload() throws std::length_error when a flock exceeds the device's storage-block size and
// std::runtime_error when GPU memory runs out (environment limits, reported at the boundary).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gl_handles.hpp"
#include "gpu_layout.hpp"
#include "murmur/model/backend.hpp"
#include "murmur/model/bird_close_up.hpp"
#include "murmur/model/obstacles.hpp"
#include "murmur/model/result.hpp"
#include "shader_sources.hpp"

namespace murmur::gl {

class HeadlessContext;
struct SimPrograms;
class GpuGrid;

class GpuBackend final : public FlockBackend {
public:
    ~GpuBackend() override;

    std::string name() const override { return "gpu"; }
    void upload(const FlockState& state) override;
    void download(FlockState& state) override;
    std::size_t birdCount() const override { return count_; }
    std::uint32_t stepIndex() const override { return step_; }
    void step(const SimParams& params, const HawkView& hawk) override;
    FlockMetrics measure(const SimParams& params, bool withClusters) override;
    void finish() override;

    // For the renderer: BirdInstance[birdCount()] of the current and of the previous step
    // (equal right after upload). Both change identity every step: fetch them per frame.
    const Buffer& currentInstances() const { return state_[current_]; }
    const Buffer& previousInstances() const { return state_[1 - current_]; }

    // The inspector's bird (< birdCount()): its state at the last two steps and the neighbours
    // the last step read for it, computed on the GPU (close_up.comp, closeUpOf's rule, in
    // passes of bounded loops) and read back as one small record (64 bytes and 48 a
    // neighbour); nothing else of the flock leaves the GPU. params: as run.
    BirdCloseUp closeUp(const SimParams& params, std::uint32_t bird);

    // For the tests. One step that also records every bird's neighbours (bird index order;
    // topological lists nearest first, metric lists in cell-scan order; a starling's
    // partners, which it searches for at this step whether it decides or not).
    std::vector<std::vector<std::uint32_t>> stepRecordingNeighbours(const SimParams& params, const HawkView& hawk);
    // Each bird's cluster label (its component's lowest index) for the current state.
    std::vector<std::uint32_t> clusterLabels(const SimParams& params);
    // The grid built for the current state.
    layout::GpuGridInfo gridInfo(const SimParams& params);
    // The nominal cell edge the last step's grid was built with: the density-sized edge in
    // topological mode once a step has measured the k-th distances (densityCellEdge), else
    // SimParams::cellSize. Reading the sample back waits for the step before (a few
    // kilobytes): the GPU cannot run a step ahead of the CPU's next call.
    float stepCellEdge() const { return stepCellEdge_; }
    // The grid the last step searched (not rebuilt, unlike gridInfo).
    layout::GpuGridInfo stepGridInfo() const;

private:
    friend Result<std::unique_ptr<GpuBackend>> makeGpuBackend(const ShaderSources& sources);
    explicit GpuBackend(std::unique_ptr<SimPrograms> programs);

    void writeParams(const SimParams& params, const HawkView& hawk, bool debugNeighbours);
    void ensureGrid(float nominalCellSize);
    void stepImpl(const SimParams& params, const HawkView& hawk, bool debugNeighbours);
    void ensureTraits(const SimParams& params);
    void ensureObstacles(const SimParams& params);
    void runClusters(float nominalCellSize);
    void reserve(std::size_t count);

    std::unique_ptr<SimPrograms> programs_;
    std::unique_ptr<GpuGrid> grid_;
    Buffer params_;
    Buffer state_[2];  // BirdInstance[], ping-pong: state_[current_] is step step_
    Buffer speed_;
    Buffer partials_;
    Buffer metricSums_;
    Buffer clusterParent_;
    Buffer clusterSize_;
    Buffer clusterSummary_;
    Buffer debugLists_;
    Buffer closeUp_;
    Buffer closeUpLists_;  // close_up.comp's partial lists
    int current_ = 0;
    std::size_t count_ = 0;
    std::size_t capacity_ = 0;
    std::uint32_t step_ = 0;
    bool gridCurrent_ = false;   // the grid was built from the current state...
    float gridCellSize_ = 0.0f;  // ...with this nominal cell size
    // Density-sized cells: the last step's sample of k-th distances (the CPU's stride), read
    // back before the next step (kDensityCellSample floats at most: a few kilobytes).
    Buffer kthSample_;
    bool kthKnown_ = false;
    std::vector<float> kthHost_, kthScratch_;
    float stepCellEdge_ = 0.0f;
    std::size_t maxBlockBytes_ = 0;
    // The starling model's flock (FlockState::flight): its own state, and the traits with
    // the settings they were drawn from (redrawn when any of those changes).
    bool flight_ = false;
    Buffer starlings_;       // GpuStarlingBird[]
    Buffer starlingTraits_;  // GpuStarlingTraits[]
    Buffer gusts_;           // GpuGustMode[kGustModes]: this step's gust field
    // The world's obstacles as the CPU bins them (rebuilt and uploaded when they change).
    ObstacleField obstacles_;
    Buffer obstacleShapes_;            // GpuObstacle[]
    Buffer obstacleBins_;              // uint[]: ObstacleField::binStart, then binItems
    std::vector<float> speedScratch_;  // measure's copy of the speeds at dusk (the settled birds)
    Buffer otherHawks_;                // vec4[kMaxHawks - 1]: the hawks in the sky after the first
    std::size_t starlingCapacity_ = 0;
    using TraitSettings = std::array<float, 9>;  // what ensureTraits compares, a step at a time
    std::optional<TraitSettings> traitsDrawnFrom_;
};

// The GPU backend in the current context, or an error.
Result<std::unique_ptr<GpuBackend>> makeGpuBackend();
// The same from given shader sources (tests: a broken shader must give an error, not a crash).
Result<std::unique_ptr<GpuBackend>> makeGpuBackend(const ShaderSources& sources);

// A GPU backend with its own headless EGL context; makeHeadlessGpuBackend gives one, or an
// error.
class HeadlessGpuBackend final : public FlockBackend {
public:
    ~HeadlessGpuBackend() override;
    std::string name() const override { return "gpu"; }
    void upload(const FlockState& state) override;
    void download(FlockState& state) override;
    std::size_t birdCount() const override { return backend_->birdCount(); }
    std::uint32_t stepIndex() const override { return backend_->stepIndex(); }
    void step(const SimParams& params, const HawkView& hawk) override;
    FlockMetrics measure(const SimParams& params, bool withClusters) override;
    void finish() override;

    // The backend inside, for the test hooks; call makeCurrent() first if other contexts
    // were used on this thread since.
    GpuBackend& gpu() { return *backend_; }
    void makeCurrent() const;
    std::string description() const;

private:
    friend Result<std::unique_ptr<HeadlessGpuBackend>> makeHeadlessGpuBackend();
    HeadlessGpuBackend() = default;

    std::unique_ptr<HeadlessContext> context_;  // declared first: destroyed last
    std::unique_ptr<GpuBackend> backend_;
};

Result<std::unique_ptr<HeadlessGpuBackend>> makeHeadlessGpuBackend();

}  // namespace murmur::gl
