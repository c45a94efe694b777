#include "bird_instances.hpp"

#include <cassert>

namespace murmur::render {

void packBirdInstances(const FlockState& state, std::vector<gl::BirdInstance>& out) {
    const std::size_t n = state.size();
    assert(state.heading.size() == n && state.speed.size() == n && state.fear.size() == n &&
           "FlockState arrays must all have one entry per bird");
    const bool hasEdge = state.edge.size() == n;
    out.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        out[i].positionEdge = glm::vec4(state.position[i], hasEdge ? state.edge[i] : 0.0f);
        out[i].headingFear = glm::vec4(state.heading[i], state.fear[i]);
    }
}

}  // namespace murmur::render
