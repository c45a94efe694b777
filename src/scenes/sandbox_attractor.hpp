// sandbox_attractor.hpp - the chapter's attraction / repulsion system.
//
// 2,000 particles, each accelerated toward the target (the pointer) with strength 5 / d, d
// clamped to [10, 30] px, or pushed away with the same strength in repulsion mode; a click
// toggles the mode. Per frame, as in the chapter: v += a, x += v, then |v| is limited to 5.
// Particles that leave the world come back at the opposite edge (the chapter lets them fly
// off for good, which empties the screen in repulsion mode). With no pointer the target stays
// where the pointer was last (the world's centre at first).
// Not here: drawing.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec2.hpp>

#include "scenes/pointer.hpp"
#include "scenes/torus.hpp"

namespace murmur::scenes {

struct AttractorParams {
    int particleCount = 2000;
    float strength = 5.0f;      // px/frame^2 times px: acceleration = strength / d
    float minDistance = 10.0f;  // d is clamped into [minDistance, maxDistance]
    float maxDistance = 30.0f;
    float maxSpeed = 5.0f;  // px/frame
    std::uint32_t seed = 3;
};

struct AttractorParticle {
    glm::vec2 position{0.0f};
    glm::vec2 velocity{0.0f};
};

class AttractorField {
public:
    explicit AttractorField(const AttractorParams& params = {}, float aspect = 2.0f);

    void reset();
    void setAspect(float aspect);
    void setCount(int count);  // keeps the first particles, places new ones by the hash

    // A click in the pointer toggles attraction / repulsion before the step's forces.
    void step(double dtSeconds, const PointerInput& pointer);

    // The acceleration a particle at p gets (px/frame^2); the chapter's behaviors().
    glm::vec2 accelerationAt(glm::vec2 p) const;

    bool attracting() const { return attract_; }
    void setAttracting(bool on) { attract_ = on; }
    glm::vec2 target() const { return target_; }
    AttractorParams& params() { return params_; }
    const AttractorParams& params() const { return params_; }
    const Torus& torus() const { return torus_; }
    std::span<const AttractorParticle> particles() const { return particles_; }

private:
    void spawn(std::uint32_t from, std::uint32_t to);

    AttractorParams params_;
    Torus torus_;
    bool attract_ = true;
    glm::vec2 target_{0.0f};
    std::vector<AttractorParticle> particles_;
};

}  // namespace murmur::scenes
