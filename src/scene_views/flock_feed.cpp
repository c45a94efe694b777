#include "flock_feed.hpp"

#include "bird_instances.hpp"

namespace murmur::scene_views {

void UploadFeed::pack(Simulation& sim) {
    sim.backend().download(state_);
    render::packBirdInstances(state_, packed_);
}

void UploadFeed::stepped(Simulation& sim) {
    pack(sim);
    stream_.push(packed_);
}

void UploadFeed::restart(Simulation& sim) {
    pack(sim);
    stream_.restart(packed_);
}

}  // namespace murmur::scene_views
