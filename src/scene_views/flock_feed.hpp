// flock_feed.hpp - how the birds of the last two steps reach the renderer's GL buffers.
//
// With the CPU backend the state is downloaded, packed as BirdInstance and uploaded (a few
// hundred kilobytes per step). With the GPU backend the buffers are the backend's own and
// nothing is copied. Either way the renderer gets BirdBuffers (previous, current).
#pragma once

#include <memory>
#include <vector>

#include "bird_instance.hpp"
#include "gpu_backend.hpp"
#include "instance_stream.hpp"
#include "murmur/flock_state.hpp"
#include "murmur/simulation.hpp"
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
};

// For backends whose state lives in memory: download, pack, upload.
class UploadFeed final : public FlockFeed {
public:
    void stepped(Simulation& sim) override;
    void restart(Simulation& sim) override;
    render::BirdBuffers buffers() const override { return stream_.buffers(); }

private:
    void pack(Simulation& sim);
    FlockState state_;
    std::vector<gl::BirdInstance> packed_;
    render::InstanceStream stream_;
};

// For the GPU backend: its own ping-pong state buffers are the instance buffers.
class GpuFeed final : public FlockFeed {
public:
    explicit GpuFeed(const gl::GpuBackend& backend) : backend_(backend) {}
    void stepped(Simulation&) override {}
    void restart(Simulation&) override {}
    render::BirdBuffers buffers() const override {
        return {&backend_.previousInstances(), &backend_.currentInstances(), backend_.birdCount()};
    }

private:
    const gl::GpuBackend& backend_;
};

}  // namespace murmur::scene_views
