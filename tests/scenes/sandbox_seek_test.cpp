#include <gtest/gtest.h>

#include <cmath>

#include "scenes/sandbox_seek.hpp"

namespace murmur::scenes {
namespace {

constexpr double kFrame = 1.0 / 60.0;

TEST(Seek, SteeringForcesNeverExceedMaxForce) {
    SeekParams p;
    p.agentCount = 200;
    SeekAgents a(p, 2.0f);
    PointerInput ptr{{700.0f, 50.0f}, true, false};
    for (int s = 0; s < 90; ++s) {
        a.step(kFrame, ptr);
        if (s % 10 != 0) continue;
        for (std::uint32_t i = 0; i < a.agents().size(); ++i) {
            ASSERT_LE(glm::length(a.seekForce(i, ptr.world)), p.maxForce + 1e-6f);
            ASSERT_LE(glm::length(a.separationForce(i)), p.maxForce + 1e-6f);
        }
    }
    for (const auto& g : a.agents()) EXPECT_LE(glm::length(g.velocity), p.maxSpeed + 1e-5f);
}

TEST(Seek, AgentsReachThePointerAndStayApart) {
    SeekAgents a({}, 2.0f);  // 80 agents, bunched at the centre
    PointerInput ptr{{600.0f, 300.0f}, true, false};
    for (int s = 0; s < 600; ++s) a.step(kFrame, ptr);
    float meanDistance = 0.0f;
    for (const auto& g : a.agents()) meanDistance += glm::length(g.position - ptr.world);
    meanDistance /= static_cast<float>(a.agents().size());
    EXPECT_LT(meanDistance, 60.0f);  // they started ~220 px away
    // Separation keeps most pairs from sitting on top of each other.
    int overlapping = 0;
    for (std::size_t i = 0; i < a.agents().size(); ++i)
        for (std::size_t j = i + 1; j < a.agents().size(); ++j)
            if (glm::length(a.agents()[i].position - a.agents()[j].position) < 2.0f) ++overlapping;
    EXPECT_LT(overlapping, 40);
}

TEST(Seek, SeekSteersTowardTheTargetByAtMostMaxForce) {
    SeekParams p;
    p.agentCount = 1;
    SeekAgents a(p, 2.0f);
    a.setAgent(0, {{100.0f, 100.0f}, {0.0f, 0.0f}});
    const glm::vec2 f = a.seekForce(0, {200.0f, 100.0f});
    // desired = (2, 0), current 0: the force is (2, 0) limited to 0.2.
    EXPECT_NEAR(f.x, 0.2f, 1e-6f);
    EXPECT_NEAR(f.y, 0.0f, 1e-6f);
}

TEST(Seek, SeparationActsAcrossTheSeamAndEdgesWrap) {
    SeekParams p;
    p.agentCount = 2;
    SeekAgents a(p, 2.0f);  // 800 x 400
    a.setAgent(0, {{1.0f, 200.0f}, {0.0f, 0.0f}});
    a.setAgent(1, {{797.0f, 200.0f}, {0.0f, 0.0f}});  // 4 px away across x = 0
    EXPECT_GT(a.separationForce(0).x, 0.0f);
    EXPECT_LT(a.separationForce(1).x, 0.0f);
    // Nothing steers (no seeking, the other agent far away): straight out of the right edge...
    a.params().seekWeight = 0.0f;
    a.setAgent(0, {{400.0f, 100.0f}, {0.0f, 0.0f}});
    a.setAgent(1, {{799.5f, 200.0f}, {2.0f, 0.0f}});
    a.step(2 * kFrame, PointerInput{});
    EXPECT_NEAR(a.agents()[1].position.x, 3.5f, 1e-3f);  // ...and back in at the left
}

}  // namespace
}  // namespace murmur::scenes
