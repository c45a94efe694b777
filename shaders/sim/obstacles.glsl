// obstacles.glsl - the obstacles' distances, bins, steering and push out: the GLSL twin of
// src/model/obstacles.cpp (obstacleDistance, ObstacleField::near, nearestObstacle,
// obstacleSteering, keepOutside), the same expressions in the same order. The list and its
// bins are uploaded from the CPU's ObstacleField whenever it is rebuilt.
// Requires: gpu_layout.h, the ParamsBlock `P`.

layout(std430, binding = MURMUR_BIND_OBSTACLES) readonly buffer ObstacleBlock { GpuObstacle obstacles[]; };
// binStart[binsX * binsZ + 1], then the obstacle indices of every bin (ObstacleField).
layout(std430, binding = MURMUR_BIND_OBSTACLE_BINS) readonly buffer ObstacleBinBlock { uint obstacleBins[]; };

struct ObstacleHit {
    float distance;
    vec3 normal;
    int index;
};

float obstacleSideOf(float v) {
    return v < 0.0 ? -1.0 : 1.0;
}

ObstacleHit obstacleDistance(uint i, vec3 p) {
    GpuObstacle o = obstacles[i];
    vec3 v = p - o.at;
    if (o.shape == uint(MURMUR_OBSTACLE_SPHERE)) {
        float len = length(v);
        return ObstacleHit(len - o.size.x, len > 0.0 ? v / len : vec3(0.0, 1.0, 0.0), 0);
    }
    if (o.shape == uint(MURMUR_OBSTACLE_BOX)) {
        vec3 q = abs(v) - 0.5 * o.size;
        vec3 outside = max(q, vec3(0.0));
        float outLen = length(outside);
        float deepest = max(q.x, max(q.y, q.z));
        vec3 side = vec3(obstacleSideOf(v.x), obstacleSideOf(v.y), obstacleSideOf(v.z));
        if (outLen > 0.0) return ObstacleHit(outLen, outside / outLen * side, 0);
        if (q.x >= q.y && q.x >= q.z) return ObstacleHit(deepest, vec3(side.x, 0.0, 0.0), 0);
        if (q.y >= q.z) return ObstacleHit(deepest, vec3(0.0, side.y, 0.0), 0);
        return ObstacleHit(deepest, vec3(0.0, 0.0, side.z), 0);
    }
    // An upright cylinder, its base's centre at o.at.
    float halfHeight = 0.5 * o.size.y;
    float rho = sqrt(v.x * v.x + v.z * v.z);
    float across = rho - o.size.x;
    float above = v.y - halfHeight;
    float along = abs(above) - halfHeight;
    vec3 radial = rho > 0.0 ? vec3(v.x / rho, 0.0, v.z / rho) : vec3(1.0, 0.0, 0.0);
    vec3 vertical = vec3(0.0, obstacleSideOf(above), 0.0);
    float outX = max(across, 0.0), outY = max(along, 0.0);
    float outLen = sqrt(outX * outX + outY * outY);
    if (outLen > 0.0) return ObstacleHit(outLen, (outX * radial + outY * vertical) / outLen, 0);
    return across >= along ? ObstacleHit(across, radial, 0) : ObstacleHit(along, vertical, 0);
}

// False when p is surely farther than `within` from obstacle i: outside its bounding box grown
// by that much (mayBeWithin on the CPU, which keeps the boxes; the test only skips work).
bool obstacleMayBeWithin(uint i, vec3 p, float within) {
    GpuObstacle o = obstacles[i];
    vec3 extent = o.shape == uint(MURMUR_OBSTACLE_BOX) ? 0.5 * o.size : vec3(o.size.x);
    vec3 lo = o.at - extent, hi = o.at + extent;
    if (o.shape == uint(MURMUR_OBSTACLE_CYLINDER)) {
        lo.y = o.at.y;
        hi.y = o.at.y + o.size.y;
    }
    return all(greaterThanEqual(p, lo - vec3(within))) && all(lessThanEqual(p, hi + vec3(within)));
}

// [first, end) in obstacleBins of the obstacles near p (an empty range outside the bins).
uvec2 obstaclesNear(vec3 p) {
    if (P.obstacleBinsX == 0u) return uvec2(0u);
    float fx = (p.x - P.obstacleOriginX) * P.obstacleBinsPerUnit;
    float fz = (p.z - P.obstacleOriginZ) * P.obstacleBinsPerUnit;
    if (!(fx >= 0.0 && fz >= 0.0 && fx < float(P.obstacleBinsX) && fz < float(P.obstacleBinsZ))) return uvec2(0u);
    uint bin = uint(fz) * P.obstacleBinsX + uint(fx);
    uint items = P.obstacleBinsX * P.obstacleBinsZ + 1u;
    return uvec2(items + obstacleBins[bin], items + obstacleBins[bin + 1u]);
}

ObstacleHit nearestObstacle(vec3 binnedAt, vec3 p, float within) {
    ObstacleHit best = ObstacleHit(0.0, vec3(0.0, 1.0, 0.0), -1);
    uvec2 range = obstaclesNear(binnedAt);
    for (uint n = range.x; n < range.y; ++n) {
        uint i = obstacleBins[n];
        if (!obstacleMayBeWithin(i, p, within)) continue;
        ObstacleHit hit = obstacleDistance(i, p);
        if (best.index < 0 || hit.distance < best.distance) {
            hit.index = int(i);
            best = hit;
        }
    }
    return best;
}

// Reynolds' containment: the normal at the probe, across the heading, times the urgency.
vec3 obstacleSteering(vec3 p, vec3 h, float probe, float clearance) {
    if (P.obstacleCount == 0u) return vec3(0.0);
    ObstacleHit hit = nearestObstacle(p, p + probe * h, clearance + P.obstacleSkin);
    float depth = clearance - hit.distance;
    if (hit.index < 0 || !(depth > 0.0)) return vec3(0.0);
    float urgency = probe > 0.0 ? min(1.0, depth / probe) : 1.0;
    vec3 across = hit.normal - dot(hit.normal, h) * h;
    float len = length(across);
    if (len < 1e-6) {
        across = cross(h, vec3(0.0, 1.0, 0.0));
        float side = length(across);
        return urgency * (side < 1e-6 ? vec3(1.0, 0.0, 0.0) : across / side);
    }
    return urgency * across / len;
}

// The end of a move from `from` to `to`, never inside an obstacle; heading slides along.
vec3 keepOutside(vec3 from, vec3 to, inout vec3 heading) {
    if (P.obstacleCount == 0u) return to;
    uvec2 range = obstaclesNear(from);
    precise vec3 p = to;  // no fused multiply-add: the push rounds as the CPU's does
    bool pushed = false;
    for (uint n = range.x; n < range.y; ++n) {
        if (!obstacleMayBeWithin(obstacleBins[n], p, P.obstacleSkin)) continue;
        ObstacleHit hit = obstacleDistance(obstacleBins[n], p);
        if (!(hit.distance < 0.0)) continue;
        p += (P.obstacleSkin - hit.distance) * hit.normal;
        pushed = true;
        float into = dot(heading, hit.normal);
        if (into < 0.0) {
            vec3 slid = heading - into * hit.normal;
            float len = length(slid);
            if (len > 1e-6) heading = slid / len;
        }
    }
    if (!pushed) return p;
    for (uint n = range.x; n < range.y; ++n)
        if (obstacleMayBeWithin(obstacleBins[n], p, P.obstacleSkin) && obstacleDistance(obstacleBins[n], p).distance < 0.0)
            return from;
    return p;
}
