#include "scenes/sandbox_seek.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <numbers>

#include "murmur/model/random.hpp"
#include "scenes/steering.hpp"

namespace murmur::scenes {

namespace {
constexpr std::uint32_t kSeekStep = 0xffffff02u;
constexpr std::uint32_t kSeekX = 320;
constexpr std::uint32_t kSeekY = 321;
constexpr std::uint32_t kSeekAngle = 322;
}  // namespace

SeekAgents::SeekAgents(const SeekParams& params, float aspect)
    : params_(params), torus_{aspect * kSandboxWorldHeight, kSandboxWorldHeight} {
    reset();
}

void SeekAgents::reset() {
    target_ = 0.5f * glm::vec2(torus_.width, torus_.height);
    agents_.clear();
    gridValid_ = false;
    setCount(params_.agentCount);
}

void SeekAgents::setAspect(float aspect) {
    // Stretch x with the width, so that everyone stays spread over the new world.
    const float stretch = aspect * kSandboxWorldHeight / torus_.width;
    torus_.width = aspect * kSandboxWorldHeight;
    for (auto& a : agents_) a.position = torus_.wrap({a.position.x * stretch, a.position.y});
    gridValid_ = false;
}

void SeekAgents::setCount(int count) {
    const auto n = static_cast<std::uint32_t>(std::max(count, 0));
    params_.agentCount = static_cast<int>(n);
    const auto old = static_cast<std::uint32_t>(agents_.size());
    agents_.resize(n);
    if (n > old) spawn(old, n);
    gridValid_ = false;
}

void SeekAgents::setAgent(std::uint32_t i, const Agent& a) {
    assert(i < agents_.size() && "SeekAgents::setAgent: index past the agent count");
    agents_[i] = {torus_.wrap(a.position), a.velocity};
    gridValid_ = false;
}

void SeekAgents::spawn(std::uint32_t from, std::uint32_t to) {
    const std::uint32_t s = params_.seed;
    const glm::vec2 centre = 0.5f * glm::vec2(torus_.width, torus_.height);
    for (std::uint32_t i = from; i < to; ++i) {
        const glm::vec2 offset{uniformSymmetric(params_.startSpread, s, kSeekStep, i, kSeekX),
                               uniformSymmetric(params_.startSpread, s, kSeekStep, i, kSeekY)};
        const float angle = uniform01(s, kSeekStep, i, kSeekAngle) * 2.0f * std::numbers::pi_v<float>;
        agents_[i] = {torus_.wrap(centre + offset), {std::cos(angle), std::sin(angle)}};
    }
}

glm::vec2 SeekAgents::seekForce(std::uint32_t i, glm::vec2 target) const {
    const Agent& a = agents_[i];
    const glm::vec2 desired = normalizeOrZero(target - a.position) * params_.maxSpeed;
    return steerToward(desired, a.velocity, params_.maxForce);
}

glm::vec2 SeekAgents::separationForce(std::uint32_t i) const {
    const Agent& self = agents_[i];
    const float range = params_.separationDistance();
    glm::vec2 sum{0.0f};
    int count = 0;
    auto consider = [&](std::uint32_t j) {
        // d > 0 as in the chapter: an agent on top of another has no direction to flee in.
        const glm::vec2 away = torus_.shortestDelta(agents_[j].position, self.position);
        const float d = std::sqrt(glm::dot(away, away));
        if (d > 0.0f && d < range) {
            sum += away / d / d;  // normalised, then divided by d: closer pushes harder
            ++count;
        }
    };
    if (gridValid_) {
        grid_.forEachCandidate(self.position, consider);
    } else {
        for (std::uint32_t j = 0; j < agents_.size(); ++j) consider(j);
    }
    if (count == 0) return glm::vec2(0.0f);
    const glm::vec2 desired = normalizeOrZero(sum / static_cast<float>(count)) * params_.maxSpeed;
    return steerToward(desired, self.velocity, params_.maxForce);
}

void SeekAgents::step(double dtSeconds, const PointerInput& pointer) {
    if (pointer.inside) target_ = pointer.world;
    const float frames = chapterFrames(dtSeconds);
    positions_.resize(agents_.size());
    for (std::size_t i = 0; i < agents_.size(); ++i) positions_[i] = agents_[i].position;
    grid_.build(positions_, torus_, std::max(params_.separationDistance(), 1e-3f));
    gridValid_ = true;

    next_.resize(agents_.size());
    for (std::uint32_t i = 0; i < agents_.size(); ++i) {
        const glm::vec2 acceleration =
            separationForce(i) * params_.separationWeight + seekForce(i, target_) * params_.seekWeight;
        Agent a = agents_[i];
        a.velocity = limitLength(a.velocity + acceleration * frames, params_.maxSpeed);
        a.position = torus_.wrap(a.position + a.velocity * frames);
        next_[i] = a;
    }
    agents_.swap(next_);
    gridValid_ = false;  // the grid describes the positions before the move
}

}  // namespace murmur::scenes
