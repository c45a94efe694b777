#include "bird_instances.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include <gtest/gtest.h>

#include "murmur/model/initial_condition.hpp"

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

#include "wedge_mesh.hpp"

namespace murmur::render {
namespace {

TEST(WedgeMesh, PointsAlongTheHeadingWithNoDegenerateTriangles) {
    const WedgeMesh m = makeWedge();
    ASSERT_EQ(m.indices.size() % 3, 0u);
    float maxZ = -1.0f, minZ = 1.0f, width = 0.0f;
    for (const auto& v : m.vertices) {
        maxZ = std::max(maxZ, v.local.z);
        minZ = std::min(minZ, v.local.z);
        width = std::max(width, std::abs(v.local.x));
        EXPECT_GT(v.shade, 0.0f);
        EXPECT_LE(v.shade, 1.0f);
    }
    EXPECT_FLOAT_EQ(maxZ, 0.5f);  // the nose leads along +z (the heading)
    EXPECT_FLOAT_EQ(minZ, -0.5f);
    EXPECT_LT(width, 0.5f);  // slimmer than long: it reads as pointing somewhere
    int nose = 0;
    for (const auto& v : m.vertices) nose += v.local.z == maxZ;
    EXPECT_EQ(nose, 1);  // one point, not a blunt edge
    for (std::size_t i = 0; i < m.indices.size(); i += 3) {
        ASSERT_LT(m.indices[i + 2], m.vertices.size());
        const glm::vec3 a = m.vertices[m.indices[i]].local, b = m.vertices[m.indices[i + 1]].local,
                        c = m.vertices[m.indices[i + 2]].local;
        EXPECT_GT(glm::length(glm::cross(b - a, c - a)), 1e-3f);
    }
}

}  // namespace
}  // namespace murmur::render
