// flock_feed.hpp - how the birds of the last two steps reach the renderer's GL buffers.
//
// With the CPU backend the state is downloaded, packed as BirdInstance and uploaded (a few
// hundred kilobytes per step). With the GPU backend the buffers are the backend's own and
// nothing is copied. Either way the renderer gets BirdBuffers (previous, current).
// The inspector asks the feed for one bird up close (every frame a bird is selected: the CPU
// feed reads its own copy, the GPU feed reads back one small record) and, for a click's pick,
// for every bird where it is drawn (a copy of the flock, once per click).
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include <glm/vec3.hpp>

#include "bird_instance.hpp"
#include "gpu_backend.hpp"
#include "instance_stream.hpp"
#include "murmur/model/bird_close_up.hpp"
#include "murmur/model/flock_state.hpp"
#include "murmur/simulation/simulation.hpp"
#include "scene_renderer.hpp"

namespace murmur::scene_views {

class FlockFeed {
public:
    virtual ~FlockFeed() = default;
    // The simulation just stepped and this step will be (or precede) the one shown.
    virtual void stepped(Simulation& sim) = 0;
    // The flock jumped (reset, resize): show the current state with no interpolation.
    virtual void restart(Simulation& sim) = 0;
    virtual render::BirdBuffers buffers() const = 0;
    // What buffers() holds, where this side holds a copy (the renderer's level of detail
    // chooses from it); empty where only the GL buffers hold it.
    virtual std::span<const gl::BirdInstance> previousBirds() const { return {}; }
    virtual std::span<const gl::BirdInstance> currentBirds() const { return {}; }
    // Bird `bird` (< the flock's size) at the two steps shown and the neighbours the later one
    // was stepped from (bird_close_up.hpp). world: the params as run (Simulation::world()).
    virtual BirdCloseUp closeUp(const SimParams& world, std::uint32_t bird) = 0;
    // Every bird where the renderer draws it at alpha (0: the previous step, 1: the current).
    virtual std::vector<glm::vec3> shownPositions(float alpha) = 0;
};

// For backends whose state lives in memory: download, pack, upload.
class UploadFeed final : public FlockFeed {
public:
    void stepped(Simulation& sim) override;
    void restart(Simulation& sim) override;
    render::BirdBuffers buffers() const override { return stream_.buffers(); }
    std::span<const gl::BirdInstance> previousBirds() const override { return packedPrevious_; }
    std::span<const gl::BirdInstance> currentBirds() const override { return packed_; }
    BirdCloseUp closeUp(const SimParams& world, std::uint32_t bird) override;
    std::vector<glm::vec3> shownPositions(float alpha) override;

private:
    void pack(Simulation& sim);
    FlockState previous_;  // the step shown before state_ (the one it was stepped from)
    FlockState state_;
    std::vector<gl::BirdInstance> packedPrevious_;  // what the stream's previous buffer holds
    std::vector<gl::BirdInstance> packed_;
    render::InstanceStream stream_;
};

// For the GPU backend: its own ping-pong state buffers are the instance buffers.
class GpuFeed final : public FlockFeed {
public:
    explicit GpuFeed(gl::GpuBackend& backend) : backend_(backend) {}
    void stepped(Simulation&) override {}
    void restart(Simulation&) override {}
    render::BirdBuffers buffers() const override {
        return {&backend_.previousInstances(), &backend_.currentInstances(), backend_.birdCount()};
    }
    BirdCloseUp closeUp(const SimParams& world, std::uint32_t bird) override { return backend_.closeUp(world, bird); }
    std::vector<glm::vec3> shownPositions(float alpha) override;

private:
    gl::GpuBackend& backend_;
};

}  // namespace murmur::scene_views
