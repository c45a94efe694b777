// Obstacles: exact signed distances, the bins, Reynolds' containment steering and the push
// out (obstacles.hpp). shaders/sim/obstacles.glsl repeats this arithmetic, expression for
// expression: change both.
#include "murmur/model/obstacles.hpp"

#include <algorithm>
#include <cmath>

#include <glm/common.hpp>
#include <glm/geometric.hpp>
#include <glm/vec2.hpp>

#include "murmur/model/gusts.hpp"

namespace murmur {
namespace {

constexpr glm::vec3 kUp(0.0f, 1.0f, 0.0f);

// +1 or -1, never 0: which side of a plane through the centre p lies on.
float sideOf(float v) {
    return v < 0.0f ? -1.0f : 1.0f;
}

ObstacleHit sphereDistance(const Obstacle& o, glm::vec3 p) {
    const glm::vec3 v = p - o.at;
    const float len = glm::length(v);
    return {len - o.size.x, len > 0.0f ? v / len : kUp, 0};
}

// The box's exact distance: outside, to the nearest point of its surface; inside, minus the
// distance to the nearest face. The normal points to that point or face.
ObstacleHit boxDistance(const Obstacle& o, glm::vec3 p) {
    const glm::vec3 v = p - o.at;
    const glm::vec3 q = glm::abs(v) - 0.5f * o.size;
    const glm::vec3 outside = glm::max(q, glm::vec3(0.0f));
    const float outLen = glm::length(outside);
    const float deepest = std::max(q.x, std::max(q.y, q.z));
    const glm::vec3 side(sideOf(v.x), sideOf(v.y), sideOf(v.z));
    if (outLen > 0.0f) return {outLen, outside / outLen * side, 0};
    // Inside or on the surface: the face nearest (x before y before z on ties).
    if (q.x >= q.y && q.x >= q.z) return {deepest, glm::vec3(side.x, 0.0f, 0.0f), 0};
    if (q.y >= q.z) return {deepest, glm::vec3(0.0f, side.y, 0.0f), 0};
    return {deepest, glm::vec3(0.0f, 0.0f, side.z), 0};
}

// An upright cylinder: a disc's distance across, a slab's along y, combined as the box's are.
ObstacleHit cylinderDistance(const Obstacle& o, glm::vec3 p) {
    const glm::vec3 v = p - o.at;
    const float halfHeight = 0.5f * o.size.y;
    const float rho = std::sqrt(v.x * v.x + v.z * v.z);
    const float across = rho - o.size.x;
    const float above = v.y - halfHeight;  // from the middle of its height
    const float along = std::abs(above) - halfHeight;
    const glm::vec3 radial = rho > 0.0f ? glm::vec3(v.x / rho, 0.0f, v.z / rho) : glm::vec3(1.0f, 0.0f, 0.0f);
    const glm::vec3 vertical(0.0f, sideOf(above), 0.0f);
    const float outX = std::max(across, 0.0f), outY = std::max(along, 0.0f);
    const float outLen = std::sqrt(outX * outX + outY * outY);
    if (outLen > 0.0f) return {outLen, (outX * radial + outY * vertical) / outLen, 0};
    return across >= along ? ObstacleHit{across, radial, 0} : ObstacleHit{along, vertical, 0};
}

// The ground rectangle (x, z) an obstacle covers.
void footprint(const Obstacle& o, glm::vec2& lo, glm::vec2& hi) {
    glm::vec3 lo3, hi3;
    obstacleBounds(o, lo3, hi3);
    lo = {lo3.x, lo3.z};
    hi = {hi3.x, hi3.z};
}

// The farthest the air carries anything in one step, in the wind's units: the wind plus the
// gusts' largest possible speed. The field is a sum of kGustModes cosines whose amplitudes
// a_n satisfy sum |a_n|^2 = 2 gustSpeed^2 (gusts.hpp), so |u| <= sum |a_n| <= sqrt(2 kGustModes)
// gustSpeed (Cauchy-Schwarz).
float fastestAir(const SimParams& prm) {
    return glm::length(prm.wind) + std::sqrt(2.0f * kGustModes) * prm.gustSpeed;
}

// False when p is surely farther than `within` from obstacle i: outside its bounding box grown
// by that much (the box holds the shape, so the signed distance is at least the box's). A
// cheap test before the exact distance, which it never contradicts.
bool mayBeWithin(const ObstacleField& f, std::uint32_t i, glm::vec3 p, float within) {
    const glm::vec3 lo = f.boundsLo[i] - glm::vec3(within), hi = f.boundsHi[i] + glm::vec3(within);
    return p.x >= lo.x && p.x <= hi.x && p.y >= lo.y && p.y <= hi.y && p.z >= lo.z && p.z <= hi.z;
}

bool starlingModel(const SimParams& prm) {
    return prm.model == FlockModel::Starling;
}

}  // namespace

ObstacleHit obstacleDistance(const Obstacle& o, glm::vec3 p) {
    switch (o.shape) {
        case ObstacleShape::Sphere:
            return sphereDistance(o, p);
        case ObstacleShape::Box:
            return boxDistance(o, p);
        case ObstacleShape::Cylinder:
            return cylinderDistance(o, p);
    }
    return {};
}

std::span<const std::uint32_t> ObstacleField::near(glm::vec3 p) const {
    if (binsX == 0) return {};
    // Within [0, bins) truncation is the floor: no call to std::floor on this per-bird path.
    const float fx = (p.x - origin.x) * binsPerUnit;
    const float fz = (p.z - origin.z) * binsPerUnit;
    if (!(fx >= 0.0f && fz >= 0.0f && fx < static_cast<float>(binsX) && fz < static_cast<float>(binsZ))) return {};
    const std::size_t bin =
        static_cast<std::size_t>(fz) * static_cast<std::size_t>(binsX) + static_cast<std::size_t>(fx);
    return {binItems.data() + binStart[bin], binStart[bin + 1] - binStart[bin]};
}

float probeLength(const SimParams& prm, float speed) {
    return prm.obstacleLookahead * speed;
}

float birdObstacleReach(const SimParams& prm) {
    const bool starling = starlingModel(prm);
    const float fastest = starling ? prm.starlingMaxSpeed : prm.baseSpeed * (1.0f + prm.fearSpeedup);
    const float stepTime = starling ? prm.starlingTimeStep : 1.0f;
    return probeLength(prm, fastest) + prm.obstacleClearance + (fastest + fastestAir(prm)) * stepTime;
}

float hawkObstacleReach(const SimParams& prm) {
    // The hawk's speeds are per step in both models.
    const float fastest = std::max(prm.hawkSpeed, prm.hawkStoopSpeed);
    const float lookaheadSteps =
        starlingModel(prm) ? prm.obstacleLookahead / prm.starlingTimeStep : prm.obstacleLookahead;
    const float airPerStep = fastestAir(prm) * (starlingModel(prm) ? prm.starlingTimeStep : 1.0f);
    return lookaheadSteps * fastest + prm.obstacleClearance + fastest + airPerStep;
}

ObstacleField buildObstacleField(const ObstacleList& obstacles, float reach) {
    ObstacleField f;
    f.obstacles = obstacles;
    f.reach = reach;
    if (obstacles.empty()) return f;
    f.boundsLo.resize(obstacles.size());
    f.boundsHi.resize(obstacles.size());
    for (std::size_t i = 0; i < obstacles.size(); ++i) obstacleBounds(obstacles[i], f.boundsLo[i], f.boundsHi[i]);
    glm::vec2 lo(0.0f), hi(0.0f);
    footprint(obstacles[0], lo, hi);
    for (const Obstacle& o : obstacles) {
        glm::vec2 a, b;
        footprint(o, a, b);
        lo = glm::min(lo, a);
        hi = glm::max(hi, b);
    }
    lo -= glm::vec2(reach);
    hi += glm::vec2(reach);
    // About one obstacle a bin for a wood; one bin for a pylon; and bins no smaller than the
    // reach (each obstacle is listed in every bin within reach of it: smaller bins would list
    // it in many more, up to every one for a lookahead as long as the sky).
    const glm::vec2 extent = hi - lo;
    const double byCount = std::ceil(std::sqrt(static_cast<double>(obstacles.size())));
    const double byReach = std::ceil(static_cast<double>(std::max(extent.x, extent.y)) / std::max(reach, 1e-6f));
    const int perSide = static_cast<int>(std::clamp(std::min(byCount, byReach), 1.0, double(kMaxObstacleBins)));
    f.binSize = std::max(extent.x, extent.y) / static_cast<float>(perSide);
    f.binsPerUnit = 1.0f / f.binSize;
    f.origin = glm::vec3(lo.x, 0.0f, lo.y);
    f.binsX = std::clamp(static_cast<int>(std::ceil(extent.x / f.binSize)), 1, kMaxObstacleBins);
    f.binsZ = std::clamp(static_cast<int>(std::ceil(extent.y / f.binSize)), 1, kMaxObstacleBins);

    // Each obstacle in every bin its footprint, grown by the reach, overlaps: counted, then placed.
    const std::size_t bins = static_cast<std::size_t>(f.binsX) * static_cast<std::size_t>(f.binsZ);
    auto binRange = [&](const Obstacle& o, int& x0, int& x1, int& z0, int& z1) {
        glm::vec2 a, b;
        footprint(o, a, b);
        a -= glm::vec2(reach);
        b += glm::vec2(reach);
        x0 = std::clamp(static_cast<int>(std::floor((a.x - lo.x) * f.binsPerUnit)), 0, f.binsX - 1);
        x1 = std::clamp(static_cast<int>(std::floor((b.x - lo.x) * f.binsPerUnit)), 0, f.binsX - 1);
        z0 = std::clamp(static_cast<int>(std::floor((a.y - lo.y) * f.binsPerUnit)), 0, f.binsZ - 1);
        z1 = std::clamp(static_cast<int>(std::floor((b.y - lo.y) * f.binsPerUnit)), 0, f.binsZ - 1);
    };
    std::vector<std::uint32_t> counts(bins + 1, 0);
    for (const Obstacle& o : obstacles) {
        int x0, x1, z0, z1;
        binRange(o, x0, x1, z0, z1);
        for (int z = z0; z <= z1; ++z)
            for (int x = x0; x <= x1; ++x) ++counts[static_cast<std::size_t>(z * f.binsX + x)];
    }
    f.binStart.assign(bins + 1, 0);
    for (std::size_t b = 0; b < bins; ++b) f.binStart[b + 1] = f.binStart[b] + counts[b];
    f.binItems.resize(f.binStart[bins]);
    std::vector<std::uint32_t> fill(f.binStart.begin(), f.binStart.end() - 1);
    for (std::uint32_t i = 0; i < obstacles.size(); ++i) {
        int x0, x1, z0, z1;
        binRange(obstacles[i], x0, x1, z0, z1);
        for (int z = z0; z <= z1; ++z)
            for (int x = x0; x <= x1; ++x) f.binItems[fill[static_cast<std::size_t>(z * f.binsX + x)]++] = i;
    }
    return f;
}

ObstacleHit nearestObstacle(const ObstacleField& field, glm::vec3 binnedAt, glm::vec3 p, float within) {
    ObstacleHit best;
    for (const std::uint32_t i : field.near(binnedAt)) {
        if (!mayBeWithin(field, i, p, within)) continue;
        ObstacleHit hit = obstacleDistance(field.obstacles[i], p);
        if (best.index < 0 || hit.distance < best.distance) {
            hit.index = static_cast<int>(i);
            best = hit;
        }
    }
    return best;
}

glm::vec3 obstacleSteering(const ObstacleField& field, glm::vec3 p, glm::vec3 h, float probe, float clearance) {
    if (field.empty()) return glm::vec3(0.0f);
    // Only obstacles the probe may be within the clearance of can steer it.
    const ObstacleHit hit = nearestObstacle(field, p, p + probe * h, clearance + kObstacleSkin);
    const float depth = clearance - hit.distance;  // how far the probe is into the clearance
    if (hit.index < 0 || !(depth > 0.0f)) return glm::vec3(0.0f);
    const float urgency = probe > 0.0f ? std::min(1.0f, depth / probe) : 1.0f;
    glm::vec3 across = hit.normal - glm::dot(hit.normal, h) * h;
    const float len = glm::length(across);
    if (len < 1e-6f) {
        // Straight at the surface: every way round is as short; take the level right.
        across = glm::cross(h, kUp);
        const float side = glm::length(across);
        return urgency * (side < 1e-6f ? glm::vec3(1.0f, 0.0f, 0.0f) : across / side);
    }
    return urgency * across / len;
}

glm::vec3 keepOutside(const ObstacleField& field, glm::vec3 from, glm::vec3 to, glm::vec3& heading) {
    if (field.empty()) return to;
    const auto candidates = field.near(from);
    glm::vec3 p = to;
    bool pushed = false;
    for (const std::uint32_t i : candidates) {
        if (!mayBeWithin(field, i, p, kObstacleSkin)) continue;
        const ObstacleHit hit = obstacleDistance(field.obstacles[i], p);
        if (!(hit.distance < 0.0f)) continue;
        p += (kObstacleSkin - hit.distance) * hit.normal;
        pushed = true;
        const float into = glm::dot(heading, hit.normal);
        if (into < 0.0f) {
            const glm::vec3 slid = heading - into * hit.normal;
            const float len = glm::length(slid);
            if (len > 1e-6f) heading = slid / len;
        }
    }
    if (!pushed) return p;
    for (const std::uint32_t i : candidates)
        if (mayBeWithin(field, i, p, kObstacleSkin) && obstacleDistance(field.obstacles[i], p).distance < 0.0f)
            return from;  // wedged between two: stay
    return p;
}

const ObstacleField& noObstacles() {
    static const ObstacleField kNone;
    return kNone;
}

}  // namespace murmur
