#include "scenes/sandbox_attractor.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "murmur/model/random.hpp"
#include "scenes/steering.hpp"

namespace murmur::scenes {

namespace {
constexpr std::uint32_t kAttractorStep = 0xffffff01u;
constexpr std::uint32_t kAttractorX = 310;
constexpr std::uint32_t kAttractorY = 311;
constexpr std::uint32_t kAttractorAngle = 312;
}  // namespace

AttractorField::AttractorField(const AttractorParams& params, float aspect)
    : params_(params), torus_{aspect * kSandboxWorldHeight, kSandboxWorldHeight} {
    reset();
}

void AttractorField::reset() {
    attract_ = true;
    target_ = 0.5f * glm::vec2(torus_.width, torus_.height);
    particles_.clear();
    setCount(params_.particleCount);
}

void AttractorField::setAspect(float aspect) {
    // Stretch x with the width, so that everyone stays spread over the new world.
    const float stretch = aspect * kSandboxWorldHeight / torus_.width;
    torus_.width = aspect * kSandboxWorldHeight;
    for (auto& p : particles_) p.position = torus_.wrap({p.position.x * stretch, p.position.y});
}

void AttractorField::setCount(int count) {
    const auto n = static_cast<std::uint32_t>(std::max(count, 0));
    params_.particleCount = static_cast<int>(n);
    const auto old = static_cast<std::uint32_t>(particles_.size());
    particles_.resize(n);
    if (n > old) spawn(old, n);
}

void AttractorField::spawn(std::uint32_t from, std::uint32_t to) {
    const std::uint32_t s = params_.seed;
    for (std::uint32_t i = from; i < to; ++i) {
        const float angle = uniform01(s, kAttractorStep, i, kAttractorAngle) * 2.0f * std::numbers::pi_v<float>;
        // random(width), random(height) and p5.Vector.random2D(): a unit velocity.
        particles_[i].position = torus_.wrap({uniform01(s, kAttractorStep, i, kAttractorX) * torus_.width,
                                              uniform01(s, kAttractorStep, i, kAttractorY) * torus_.height});
        particles_[i].velocity = {std::cos(angle), std::sin(angle)};
    }
}

glm::vec2 AttractorField::accelerationAt(glm::vec2 p) const {
    const glm::vec2 dir = target_ - p;
    // minDistance > 0 keeps the strength finite; a panel may cross the two bounds, so order them.
    const float lo = std::max(params_.minDistance, 1e-3f);
    const float d = std::clamp(std::sqrt(glm::dot(dir, dir)), lo, std::max(lo, params_.maxDistance));
    const float strength = (attract_ ? params_.strength : -params_.strength) / d;
    return normalizeOrZero(dir) * strength;
}

void AttractorField::step(double dtSeconds, const PointerInput& pointer) {
    if (pointer.clicked) attract_ = !attract_;
    if (pointer.inside) target_ = pointer.world;
    const float frames = chapterFrames(dtSeconds);
    for (auto& p : particles_) {
        p.velocity += accelerationAt(p.position) * frames;
        p.position = torus_.wrap(p.position + p.velocity * frames);
        p.velocity = limitLength(p.velocity, params_.maxSpeed);
    }
}

}  // namespace murmur::scenes
