// sandbox_flock.hpp - the chapter's 2D flocking (boids) with Reynolds steering.
//
// 250 boids, maxSpeed 2 px/frame, maxForce 0.1 px/frame^2. Three steering forces, each
// "desired velocity (length maxSpeed) minus current velocity, limited to maxForce":
// alignment toward the mean velocity of boids within 50 px, cohesion toward the mean position
// of boids within 50 px, separation away from boids within 24 px (each pushing by diff / d^2).
// Weights: separation 1.5, alignment 1, cohesion 1. Per frame, in the chapter's order:
// x += v, v += a, |v| <= maxSpeed. The edges wrap and every distance is taken the short way
// round; neighbours come from a TorusGrid whose cells are >= the largest perception radius.
// All boids steer from the same previous state (so grid and brute force agree).
// Not here: drawing.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec2.hpp>

#include "scenes/reef.hpp"  // NeighbourSearch
#include "scenes/torus.hpp"
#include "scenes/torus_grid.hpp"

namespace murmur {
class ThreadPool;
}

namespace murmur::scenes {

struct FlockParams {
    int boidCount = 250;
    float maxSpeed = 2.0f;           // px/frame
    float maxForce = 0.1f;           // px/frame^2, the limit of each steering force
    float alignmentRadius = 50.0f;   // px, the chapter's perception for align()
    float cohesionRadius = 50.0f;    // px, for cohesion()
    float separationRadius = 24.0f;  // px, for separation()
    float separationWeight = 1.5f;
    float alignmentWeight = 1.0f;
    float cohesionWeight = 1.0f;
    float minStartSpeed = 2.0f;  // px/frame: setMag(random(2, 4))
    float maxStartSpeed = 4.0f;
    std::uint32_t seed = 3;
    NeighbourSearch search = NeighbourSearch::Grid;
};

struct Boid {
    glm::vec2 position{0.0f};
    glm::vec2 velocity{0.0f};
};

// One boid's three unweighted steering forces; each has length <= maxForce.
struct FlockForces {
    glm::vec2 alignment{0.0f};
    glm::vec2 cohesion{0.0f};
    glm::vec2 separation{0.0f};
};

class Flock2D {
public:
    explicit Flock2D(const FlockParams& params = {}, float aspect = 2.0f);

    void reset();
    void setAspect(float aspect);
    void setCount(int count);

    // pool may be null; the result does not depend on it.
    void step(double dtSeconds, ThreadPool* pool = nullptr);

    // Boid i's forces from the current state (builds the grid first when it is stale).
    FlockForces forcesOn(std::uint32_t i);

    FlockParams& params() { return params_; }
    const FlockParams& params() const { return params_; }
    const Torus& torus() const { return torus_; }
    std::span<const Boid> boids() const { return boids_; }
    void setBoid(std::uint32_t i, const Boid& b);

private:
    void spawn(std::uint32_t from, std::uint32_t to);
    void buildGrid();
    FlockForces forcesFromGrid(std::uint32_t i) const;

    FlockParams params_;
    Torus torus_;
    std::vector<Boid> boids_;
    std::vector<Boid> next_;
    std::vector<glm::vec2> positions_;
    TorusGrid grid_;
    bool gridValid_ = false;
};

}  // namespace murmur::scenes
