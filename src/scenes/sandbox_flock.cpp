#include "scenes/sandbox_flock.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <numbers>

#include "murmur/model/random.hpp"
#include "murmur/model/thread_pool.hpp"
#include "scenes/steering.hpp"

namespace murmur::scenes {

namespace {
constexpr std::uint32_t kFlockStep = 0xffffff03u;
constexpr std::uint32_t kFlockX = 330;
constexpr std::uint32_t kFlockY = 331;
constexpr std::uint32_t kFlockAngle = 332;
constexpr std::uint32_t kFlockSpeed = 333;
}  // namespace

Flock2D::Flock2D(const FlockParams& params, float aspect)
    : params_(params), torus_{aspect * kSandboxWorldHeight, kSandboxWorldHeight} {
    reset();
}

void Flock2D::reset() {
    boids_.clear();
    setCount(params_.boidCount);
}

void Flock2D::setAspect(float aspect) {
    // Stretch x with the width, so that everyone stays spread over the new world.
    const float stretch = aspect * kSandboxWorldHeight / torus_.width;
    torus_.width = aspect * kSandboxWorldHeight;
    for (auto& b : boids_) b.position = torus_.wrap({b.position.x * stretch, b.position.y});
    gridValid_ = false;
}

void Flock2D::setCount(int count) {
    const auto n = static_cast<std::uint32_t>(std::max(count, 0));
    params_.boidCount = static_cast<int>(n);
    const auto old = static_cast<std::uint32_t>(boids_.size());
    boids_.resize(n);
    if (n > old) spawn(old, n);
    gridValid_ = false;
}

void Flock2D::setBoid(std::uint32_t i, const Boid& b) {
    assert(i < boids_.size() && "Flock2D::setBoid: index past the boid count");
    boids_[i] = {torus_.wrap(b.position), b.velocity};
    gridValid_ = false;
}

void Flock2D::spawn(std::uint32_t from, std::uint32_t to) {
    const std::uint32_t s = params_.seed;
    for (std::uint32_t i = from; i < to; ++i) {
        const float angle = uniform01(s, kFlockStep, i, kFlockAngle) * 2.0f * std::numbers::pi_v<float>;
        const float speed = params_.minStartSpeed +
                            uniform01(s, kFlockStep, i, kFlockSpeed) * (params_.maxStartSpeed - params_.minStartSpeed);
        boids_[i] = {torus_.wrap({uniform01(s, kFlockStep, i, kFlockX) * torus_.width,
                                  uniform01(s, kFlockStep, i, kFlockY) * torus_.height}),
                     glm::vec2(std::cos(angle), std::sin(angle)) * speed};
    }
}

void Flock2D::buildGrid() {
    positions_.resize(boids_.size());
    for (std::size_t i = 0; i < boids_.size(); ++i) positions_[i] = boids_[i].position;
    const float perception =
        std::max({params_.alignmentRadius, params_.cohesionRadius, params_.separationRadius, 1e-3f});
    grid_.build(positions_, torus_, perception);
    gridValid_ = true;
}

FlockForces Flock2D::forcesOn(std::uint32_t i) {
    if (!gridValid_) buildGrid();
    return forcesFromGrid(i);
}

FlockForces Flock2D::forcesFromGrid(std::uint32_t i) const {
    const FlockParams& k = params_;
    const Boid& self = boids_[i];
    glm::vec2 velocitySum{0.0f}, offsetSum{0.0f}, pushSum{0.0f};
    int aliN = 0, cohN = 0, sepN = 0;
    auto consider = [&](std::uint32_t j) {
        if (j == i) return;
        // Offsets from self, the short way round: the mean neighbour position is self + mean offset.
        const glm::vec2 offset = torus_.shortestDelta(self.position, boids_[j].position);
        const float d = std::sqrt(glm::dot(offset, offset));
        if (d < k.alignmentRadius) {
            velocitySum += boids_[j].velocity;
            ++aliN;
        }
        if (d < k.cohesionRadius) {
            offsetSum += offset;
            ++cohN;
        }
        // d > 0: the chapter divides by d * d; two boids on one spot have no direction apart.
        if (d > 0.0f && d < k.separationRadius) {
            pushSum -= offset / (d * d);
            ++sepN;
        }
    };
    if (k.search == NeighbourSearch::Grid) {
        grid_.forEachCandidate(self.position, consider);
    } else {
        for (std::uint32_t j = 0; j < boids_.size(); ++j) consider(j);
    }

    FlockForces f;
    if (aliN > 0)
        f.alignment = steerToward(withLength(velocitySum / float(aliN), k.maxSpeed), self.velocity, k.maxForce);
    if (cohN > 0) f.cohesion = steerToward(withLength(offsetSum / float(cohN), k.maxSpeed), self.velocity, k.maxForce);
    if (sepN > 0) f.separation = steerToward(withLength(pushSum / float(sepN), k.maxSpeed), self.velocity, k.maxForce);
    return f;
}

void Flock2D::step(double dtSeconds, ThreadPool* pool) {
    const float frames = chapterFrames(dtSeconds);
    if (params_.search == NeighbourSearch::Grid) buildGrid();
    const FlockParams& k = params_;
    next_.resize(boids_.size());
    auto body = [&](std::size_t begin, std::size_t end) {
        for (std::size_t i = begin; i < end; ++i) {
            const FlockForces f = forcesFromGrid(static_cast<std::uint32_t>(i));
            const glm::vec2 acceleration =
                f.alignment * k.alignmentWeight + f.cohesion * k.cohesionWeight + f.separation * k.separationWeight;
            Boid b = boids_[i];
            b.position = torus_.wrap(b.position + b.velocity * frames);
            b.velocity = limitLength(b.velocity + acceleration * frames, k.maxSpeed);
            next_[i] = b;
        }
    };
    if (pool != nullptr && boids_.size() > 256) {
        pool->parallelFor(boids_.size(), body);
    } else {
        body(0, boids_.size());
    }
    boids_.swap(next_);
    gridValid_ = false;
}

}  // namespace murmur::scenes
