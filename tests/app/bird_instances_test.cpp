#include "bird_instances.hpp"

#include <gtest/gtest.h>

#include "murmur/initial_condition.hpp"

namespace murmur::render {
namespace {

TEST(BirdInstances, PacksEveryBirdInIndexOrder) {
    SimParams params;
    params.birdCount = 37;
    FlockState state = makeInitialFlock(params);
    state.edge.assign(state.size(), 0.0f);
    state.edge[5] = 0.75f;
    state.fear[6] = 0.5f;
    std::vector<gl::BirdInstance> out(3);
    packBirdInstances(state, out);
    ASSERT_EQ(out.size(), 37u);
    for (std::size_t i = 0; i < out.size(); ++i) {
        EXPECT_EQ(glm::vec3(out[i].positionEdge), state.position[i]);
        EXPECT_EQ(glm::vec3(out[i].headingFear), state.heading[i]);
    }
    EXPECT_FLOAT_EQ(out[5].positionEdge.w, 0.75f);
    EXPECT_FLOAT_EQ(out[6].headingFear.w, 0.5f);
    packBirdInstances(FlockState{}, out);
    EXPECT_TRUE(out.empty());
}

}  // namespace
}  // namespace murmur::render
