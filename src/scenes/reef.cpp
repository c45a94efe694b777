#include "scenes/reef.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>

#include <glm/geometric.hpp>

#include "murmur/model/random.hpp"
#include "murmur/model/thread_pool.hpp"

namespace murmur::scenes {

namespace {

// Streams of the core's counter hash used by the reef (the "step" argument tells uses apart
// in time; spawning uses a reserved step so it never meets a real step's jitter).
constexpr std::uint32_t kReefJitterX = 100;
constexpr std::uint32_t kReefJitterY = 101;
constexpr std::uint32_t kReefSpawnX = 110;
constexpr std::uint32_t kReefSpawnY = 111;
constexpr std::uint32_t kReefSpawnVx = 112;
constexpr std::uint32_t kReefSpawnVy = 113;
constexpr std::uint32_t kReefSpawnStep = 0xfffffff0u;

}  // namespace

ReefRules ReefSchedule::rulesAt(double seconds) const {
    const double k = std::fmod(seconds, static_cast<double>(periodSeconds));
    const bool off = k > static_cast<double>(offAfterSeconds);
    return ReefRules{true, !off, !off};
}

FishColour fishColourOf(std::uint32_t fishIndex) {
    if (fishIndex % 7 == 0) return FishColour::Pink;
    return fishIndex % 3 != 0 ? FishColour::Orange : FishColour::Yellow;
}

glm::vec2 clampSpeed(glm::vec2 v, float lo, float hi) {
    const float sp = std::hypot(v.x, v.y);
    const float want = std::clamp(sp, lo, hi);
    return v / (sp != 0.0f ? sp : 1.0f) * want;
}

ReefWorld::ReefWorld(const ReefParams& params, float aspect) : params_(params) {
    assert(aspect > 0.0f && std::isfinite(aspect) && "ReefWorld: the aspect must be a positive finite width/height");
    torus_ = Torus{aspect, 1.0f};
    aspect_ = aspect;
    reset();
}

void ReefWorld::reset() {
    time_ = 0.0;
    stepIndex_ = 0;
    automatic_ = true;
    rules_ = ReefRules{};
    position_.clear();
    velocity_.clear();
    setFishCount(params_.fishCount);
}

void ReefWorld::setFishCount(int count) {
    const auto n = static_cast<std::uint32_t>(std::max(count, 0));
    params_.fishCount = static_cast<int>(n);
    const auto old = static_cast<std::uint32_t>(position_.size());
    position_.resize(n);
    velocity_.resize(n);
    if (n > old) spawn(old, n);
}

void ReefWorld::spawn(std::uint32_t from, std::uint32_t to) {
    const std::uint32_t s = params_.seed;
    for (std::uint32_t i = from; i < to; ++i) {
        const glm::vec2 p{uniform01(s, kReefSpawnStep, i, kReefSpawnX) * torus_.width,
                          uniform01(s, kReefSpawnStep, i, kReefSpawnY) * torus_.height};
        position_[i] = torus_.wrap(p);
        velocity_[i] = {uniformSymmetric(params_.initialSpeedSpread, s, kReefSpawnStep, i, kReefSpawnVx),
                        uniformSymmetric(params_.initialSpeedSpread, s, kReefSpawnStep, i, kReefSpawnVy)};
    }
}

void ReefWorld::setAspect(float aspect) {
    assert(aspect > 0.0f && std::isfinite(aspect) && "ReefWorld::setAspect: pass width / height of a non-empty window");
    // Stretch x with the width (rather than wrapping everyone into a strip), so the school
    // stays spread over the new world.
    const float stretch = aspect / aspect_;
    aspect_ = aspect;
    torus_.width = aspect * torus_.height;
    for (auto& p : position_) p = torus_.wrap({p.x * stretch, p.y});
}

void ReefWorld::setWorldHeight(float height) {
    assert(height > 0.0f && std::isfinite(height) &&
           "ReefWorld::setWorldHeight: the height must be positive and finite");
    const float scale = height / torus_.height;
    torus_ = Torus{aspect_ * height, height};
    for (auto& p : position_) p = torus_.wrap(p * scale);
}

float reefWorldHeightFor(int fishCount) {
    const float h = std::sqrt(static_cast<float>(std::max(fishCount, 1)) / 110.0f);
    return std::clamp(h, 1.0f, kReefMaxWorldHeight);
}

void ReefWorld::setRule(ReefRules rules) {
    automatic_ = false;
    rules_ = rules;
}

void ReefWorld::setAutomaticCycle(bool on) {
    automatic_ = on;
    applySchedule();
}

void ReefWorld::applySchedule() {
    if (automatic_) rules_ = schedule_.rulesAt(time_);
}

void ReefWorld::setFish(std::uint32_t i, glm::vec2 position, glm::vec2 velocity) {
    assert(i < position_.size() && "ReefWorld::setFish: index past the fish count");
    position_[i] = torus_.wrap(position);
    velocity_[i] = velocity;
}

glm::vec2 ReefWorld::steerOne(std::uint32_t i, const PointerInput& pointer) const {
    const ReefParams& k = params_;
    const glm::vec2 p = position_[i];
    glm::vec2 v = velocity_[i];
    glm::vec2 sep{0.0f}, ali{0.0f}, coh{0.0f};
    int n = 0;
    auto consider = [&](std::uint32_t j) {
        if (j == i) return;
        const glm::vec2 d = torus_.shortestDelta(p, position_[j]);
        const float d2 = glm::dot(d, d);
        if (d2 < k.neighbourRadius2) {
            ++n;
            ali += velocity_[j];
            coh += d;
            if (d2 < k.separationRadius2) sep -= d / (d2 + k.separationSoftening);
        }
    };
    if (k.search == NeighbourSearch::Grid) {
        grid_.forEachCandidate(p, consider);
    } else {
        for (std::uint32_t j = 0; j < position_.size(); ++j) consider(j);
    }

    if (rules_.separation) v += sep * k.separationGain;
    if (n > 0) {
        const float inv = 1.0f / static_cast<float>(n);
        if (rules_.alignment) v += (ali * inv - v) * k.alignmentGain;
        if (rules_.cohesion) v += coh * inv * k.cohesionGain;
    }
    if (pointer.inside) {
        const glm::vec2 d = torus_.shortestDelta(pointer.world, p);
        const float d2 = glm::dot(d, d);
        if (d2 < k.fleeRadius2) v += d / (d2 + k.fleeSoftening) * k.fleeGain;
    }
    v.x += uniformSymmetric(k.jitter, k.seed, stepIndex_, i, kReefJitterX);
    v.y += uniformSymmetric(k.jitter, k.seed, stepIndex_, i, kReefJitterY);
    return clampSpeed(v, k.minSpeed, k.maxSpeed);
}

void ReefWorld::step(double dtSeconds, const PointerInput& pointer, ThreadPool* pool) {
    assert(std::isfinite(dtSeconds) && dtSeconds >= 0.0 && "ReefWorld::step: dt must be finite and >= 0");
    const float dt = std::min(static_cast<float>(dtSeconds), params_.maxStepSeconds);
    applySchedule();

    const std::size_t n = position_.size();
    if (params_.search == NeighbourSearch::Grid) {
        grid_.build(position_, torus_, std::sqrt(params_.neighbourRadius2));
    }
    nextVelocity_.resize(n);
    auto body = [&](std::size_t begin, std::size_t end) {
        for (std::size_t i = begin; i < end; ++i) nextVelocity_[i] = steerOne(static_cast<std::uint32_t>(i), pointer);
    };
    if (pool != nullptr && n > 256) {
        pool->parallelFor(n, body);
    } else {
        body(0, n);
    }
    velocity_.swap(nextVelocity_);
    for (std::size_t i = 0; i < n; ++i) position_[i] = torus_.wrap(position_[i] + velocity_[i] * dt);

    time_ += dt;
    ++stepIndex_;
}

}  // namespace murmur::scenes
