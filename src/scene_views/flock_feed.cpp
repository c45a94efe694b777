#include "flock_feed.hpp"

#include <glm/common.hpp>

#include "bird_instances.hpp"

namespace murmur::scene_views {

void UploadFeed::pack(Simulation& sim) {
    sim.backend().download(state_);
    render::packBirdInstances(state_, packed_);
}

void UploadFeed::stepped(Simulation& sim) {
    std::swap(previous_, state_);
    std::swap(packedPrevious_, packed_);
    pack(sim);
    stream_.push(packed_);
    if (packedPrevious_.size() != packed_.size()) packedPrevious_ = packed_;  // the stream restarted
}

void UploadFeed::restart(Simulation& sim) {
    pack(sim);
    previous_ = state_;
    packedPrevious_ = packed_;
    stream_.restart(packed_);
}

BirdCloseUp UploadFeed::closeUp(const SimParams& world, std::uint32_t bird) {
    return closeUpOf(world, previous_, state_, bird);
}

std::vector<glm::vec3> UploadFeed::shownPositions(float alpha) {
    std::vector<glm::vec3> out(state_.size());
    for (std::size_t i = 0; i < out.size(); ++i) out[i] = glm::mix(previous_.position[i], state_.position[i], alpha);
    return out;
}

std::vector<glm::vec3> GpuFeed::shownPositions(float alpha) {
    const std::size_t n = backend_.birdCount();
    std::vector<gl::BirdInstance> previous(n), current(n);
    backend_.previousInstances().download(0, n * sizeof(gl::BirdInstance), previous.data());
    backend_.currentInstances().download(0, n * sizeof(gl::BirdInstance), current.data());
    std::vector<glm::vec3> out(n);
    for (std::size_t i = 0; i < n; ++i)
        out[i] = glm::mix(glm::vec3(previous[i].positionEdge), glm::vec3(current[i].positionEdge), alpha);
    return out;
}

}  // namespace murmur::scene_views
