#include "scenes/sandbox_emitter.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "murmur/model/random.hpp"
#include "scenes/steering.hpp"

namespace murmur::scenes {

namespace {
constexpr std::uint32_t kEmitterStep = 0xffffff00u;
constexpr std::uint32_t kEmitterAngle = 300;
constexpr std::uint32_t kEmitterSpeed = 301;
}  // namespace

void ParticleEmitter::reset() {
    particles_.clear();
    emitDebt_ = 0.0f;
    serial_ = 0;
}

void ParticleEmitter::emitOne() {
    const auto id = static_cast<std::uint32_t>(serial_++);
    const float angle = uniform01(params_.seed, kEmitterStep, id, kEmitterAngle) * 2.0f * std::numbers::pi_v<float>;
    const float speed = params_.minSpeed + uniform01(params_.seed, kEmitterStep, id, kEmitterSpeed) *
                                               (params_.maxSpeed - params_.minSpeed);
    particles_.push_back({origin_, glm::vec2(std::cos(angle), std::sin(angle)) * speed, params_.lifetime});
}

void ParticleEmitter::step(double dtSeconds) {
    const float frames = chapterFrames(dtSeconds);
    emitDebt_ += std::max(params_.particlesPerFrame, 0.0f) * frames;
    while (emitDebt_ >= 1.0f) {
        emitDebt_ -= 1.0f;
        if (particles_.size() < static_cast<std::size_t>(std::max(params_.maxParticles, 0))) emitOne();
    }
    const glm::vec2 gravity{0.0f, params_.gravity};
    for (auto& p : particles_) {
        p.velocity += gravity * frames;
        p.position += p.velocity * frames;
        p.lifetime -= params_.lifetimeDecay * frames;
    }
    // The chapter's isDead(): lifetime < 0. Order of the survivors is kept.
    std::erase_if(particles_, [](const EmitterParticle& p) { return p.lifetime < 0.0f; });
}

}  // namespace murmur::scenes
