// obstacles.hpp - how birds and hawk meet the obstacles of SimParams::obstacles (an extension
// of the model; docs/model.md, "Extension: obstacles"). Both flock models, both backends.
//
// Two parts, the second a guarantee the first does not need to give:
// 1. Steering before contact, Reynolds' "containment" (Reynolds 1999, "Steering behaviors for
//    autonomous characters", Game Developers Conference, pp. 763-782): a probe looks ahead
//    along the heading, obstacleLookahead times the bird's speed; when the probe is closer
//    than obstacleClearance to a surface, the bird steers along the surface normal there,
//    the normal's part across its heading, with a weight that grows linearly from 0 (probe
//    just touching the clearance) to obstacleWeight (probe a whole lookahead deep). The seed
//    model adds it to its steering sum s, the starling model to its decided force (N).
// 2. No bird ever ends a step inside an obstacle: a move that would end inside one is pushed
//    out along the surface normal (plus kObstacleSkin) and the heading slides along the
//    surface; if that lands inside another obstacle the bird stays where it was.
//
// The distance to a shape is its exact signed distance (negative inside), the normal its
// gradient. Obstacles are binned on a coarse grid over the ground (x, z), each bin listing
// the obstacles within reach of it (the lookahead at the fastest speed plus the clearance),
// so a bird tests only the obstacles near it and none at all away from them. The bins are
// plain arrays, uploaded as they are to the GPU (shaders/sim/obstacles.glsl is the twin of
// this file's arithmetic).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec3.hpp>

#include "murmur/model/obstacle_shapes.hpp"
#include "murmur/model/params.hpp"

namespace murmur {

// How far outside a surface a pushed-out bird is put: enough to read as outside after float
// rounding at the sky's sizes, far below a bird's length.
inline constexpr float kObstacleSkin = 1e-3f;
// The bins per side at most: 64 x 64 bins hold a wood of thousands of trees with a few each.
inline constexpr int kMaxObstacleBins = 64;

// The nearest surface to a point.
struct ObstacleHit {
    float distance = 0.0f;      // signed: negative inside
    glm::vec3 normal{0, 1, 0};  // unit, outward
    int index = -1;             // the obstacle's place in the list; -1 when none is in reach
};

// The signed distance from p to one obstacle's surface and its outward normal there.
ObstacleHit obstacleDistance(const Obstacle& obstacle, glm::vec3 p);

// The obstacles of one world, binned. Build once per obstacle list and reach (the steppers
// keep one and rebuild it when the list or the reach changes).
struct ObstacleField {
    ObstacleList obstacles;
    float reach = 0.0f;                         // each obstacle is listed in every bin within this of it
    glm::vec3 origin{0.0f};                     // the lower corner of bin (0, 0); only x and z matter
    float binSize = 1.0f;                       // each bin's side...
    float binsPerUnit = 1.0f;                   // ...and its inverse, which near() multiplies by
    int binsX = 0, binsZ = 0;                   // 0 with no obstacles
    std::vector<std::uint32_t> binStart;        // binsX * binsZ + 1 offsets into binItems
    std::vector<std::uint32_t> binItems;        // obstacle indices, ascending within a bin
    std::vector<glm::vec3> boundsLo, boundsHi;  // each obstacle's bounding box (a cheap first test)

    bool empty() const { return obstacles.empty(); }
    // The obstacles that may be within reach of p (none outside the bins), ascending.
    std::span<const std::uint32_t> near(glm::vec3 p) const;
};

// The length of a bird's probe, in the model's lengths: obstacleLookahead (steps in the seed
// model, seconds in the starling model) times its speed (per step, or m/s).
float probeLength(const SimParams& params, float speed);

// The reach a world's bins need for its birds: the probe at the fastest speed a bird flies,
// plus obstacleClearance, plus the farthest one step moves a bird (its flight and the air), so
// the bins of a bird's position also hold all that its probe and its next position can touch.
float birdObstacleReach(const SimParams& params);
// The same for the hawk, at its fastest speed (hawkSpeed or hawkStoopSpeed).
float hawkObstacleReach(const SimParams& params);

ObstacleField buildObstacleField(const ObstacleList& obstacles, float reach);

// The nearest surface to p among the obstacles near `binnedAt` that p may be within `within`
// of (index -1 when there are none; obstacles surely farther are skipped unmeasured).
ObstacleHit nearestObstacle(const ObstacleField& field, glm::vec3 binnedAt, glm::vec3 p,
                            float within = kMaxObstacleLength * 4.0f);

// Part 1, as a direction times an urgency in [0, 1] (the caller weighs it with
// obstacleWeight): the surface normal at the probe p + probe * heading, its part across the
// unit heading, when the probe is within `clearance` of a surface; zero otherwise. Heading
// straight at the surface, the bird turns to its level right (to +x when it flies vertically).
glm::vec3 obstacleSteering(const ObstacleField& field, glm::vec3 position, glm::vec3 heading, float probe,
                           float clearance);

// Part 2: the end of a move from `from` (outside every obstacle) to `to`: `to` itself when it
// is outside, else pushed out (and heading, unit, slid along the surface), else `from`.
glm::vec3 keepOutside(const ObstacleField& field, glm::vec3 from, glm::vec3 to, glm::vec3& heading);

// A field with no obstacles: what callers without a world pass.
const ObstacleField& noObstacles();

}  // namespace murmur
