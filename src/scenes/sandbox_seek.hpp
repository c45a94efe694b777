// sandbox_seek.hpp - the chapter's seeking agents that keep apart (steering behaviours).
//
// 80 agents start near the centre. Each frame an agent adds two Reynolds steering forces
// (desired velocity minus current velocity, limited to maxForce): seek, whose desired velocity
// is maxSpeed toward the target (the pointer), and separate, whose desired velocity is maxSpeed
// away from neighbours closer than 2 * radius + 10 px (each pushing by 1 / d), weighted 1.2
// against seek's 1.0 so agents do not overlap. Then v += a, |v| <= maxSpeed, x += v; the edges
// wrap (the chapter's checkEdges), and distances between agents are taken the short way round.
// All agents steer from the same previous state. With no pointer the target stays where the
// pointer was last (the world's centre at first).
// Not here: drawing.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec2.hpp>

#include "scenes/pointer.hpp"
#include "scenes/torus.hpp"
#include "scenes/torus_grid.hpp"

namespace murmur::scenes {

struct SeekParams {
    int agentCount = 80;
    float maxSpeed = 2.0f;           // px/frame
    float maxForce = 0.2f;           // px/frame^2, the limit of each steering force
    float radius = 2.0f;             // px, the agent's drawn radius
    float separationMargin = 10.0f;  // separation starts below 2 * radius + margin
    float separationWeight = 1.2f;
    float seekWeight = 1.0f;
    float startSpread = 20.0f;  // start within +-spread px of the centre
    std::uint32_t seed = 3;

    float separationDistance() const { return radius * 2.0f + separationMargin; }
};

struct Agent {
    glm::vec2 position{0.0f};
    glm::vec2 velocity{0.0f};
};

class SeekAgents {
public:
    explicit SeekAgents(const SeekParams& params = {}, float aspect = 2.0f);

    void reset();
    void setAspect(float aspect);
    void setCount(int count);

    void step(double dtSeconds, const PointerInput& pointer);

    // The two unweighted steering forces of agent i toward target (each |f| <= maxForce).
    glm::vec2 seekForce(std::uint32_t i, glm::vec2 target) const;
    glm::vec2 separationForce(
        std::uint32_t i) const;  // uses the grid of the last step (or a brute-force scan before any)

    glm::vec2 target() const { return target_; }
    SeekParams& params() { return params_; }
    const SeekParams& params() const { return params_; }
    const Torus& torus() const { return torus_; }
    std::span<const Agent> agents() const { return agents_; }
    void setAgent(std::uint32_t i, const Agent& a);

private:
    void spawn(std::uint32_t from, std::uint32_t to);

    SeekParams params_;
    Torus torus_;
    glm::vec2 target_{0.0f};
    std::vector<Agent> agents_;
    std::vector<Agent> next_;
    std::vector<glm::vec2> positions_;  // the grid's input
    TorusGrid grid_;
    bool gridValid_ = false;
};

}  // namespace murmur::scenes
