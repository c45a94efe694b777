// sandbox_emitter.hpp - the chapter's "basic particle" and "lifespan & emitter" system.
//
// Every frame new particles are born at the emitter with a random direction and a speed in
// [1, 3] px/frame; gravity pulls them down (+y, as on the chapter's canvas) by 0.05 px/frame^2;
// their lifetime starts at 255 and drops by 2 per frame (the alpha a view fades them with);
// a particle whose lifetime is below 0 is removed in that same step. Order per step, as in
// the chapter: emit, then update everyone (newborns included), then remove the dead.
// Deterministic: a particle's start is the core's counter hash of (seed, its serial number).
// Not here: drawing.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec2.hpp>

namespace murmur::scenes {

struct EmitterParams {
    float particlesPerFrame = 1.0f;  // the chapter pushes one per frame; fractions accumulate
    float minSpeed = 1.0f;           // px/frame
    float maxSpeed = 3.0f;           // px/frame
    float gravity = 0.05f;           // px/frame^2, downward (+y)
    float lifetime = 255.0f;         // the starting lifetime (also the full alpha)
    float lifetimeDecay = 2.0f;      // per frame
    int maxParticles = 50000;        // births stop at this many live particles
    std::uint32_t seed = 3;
};

struct EmitterParticle {
    glm::vec2 position{0.0f};  // px
    glm::vec2 velocity{0.0f};  // px/frame
    float lifetime = 0.0f;     // > 0 while shown; alpha = lifetime / params.lifetime
};

class ParticleEmitter {
public:
    explicit ParticleEmitter(const EmitterParams& params = {}) : params_(params) {}

    void reset();
    void setOrigin(glm::vec2 origin) { origin_ = origin; }
    glm::vec2 origin() const { return origin_; }

    // Emits, updates and culls for a step of dtSeconds (see steering.hpp for the clock).
    void step(double dtSeconds);

    EmitterParams& params() { return params_; }
    const EmitterParams& params() const { return params_; }
    std::span<const EmitterParticle> particles() const { return particles_; }
    std::uint64_t bornCount() const { return serial_; }

private:
    void emitOne();

    EmitterParams params_;
    glm::vec2 origin_{400.0f, 100.0f};  // the chapter's (width / 2, 100) on its 800 x 400 canvas
    std::vector<EmitterParticle> particles_;
    float emitDebt_ = 0.0f;
    std::uint64_t serial_ = 0;
};

}  // namespace murmur::scenes
