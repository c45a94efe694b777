// steering.glsl - docs/model.md's rules for one bird, the GLSL twin of steerBird / turnToward /
// applySteering in src/model/cpu_step.cpp (the same expressions in the same order, except that
// turnToward here always calls acos: it lacks the CPU's shortcut for small turns). The two
// agree up to rounding.
// Requires: gpu_layout.h, random.glsl, obstacles.glsl, roost_descent.glsl, hawks.glsl, the
// ParamsBlock `P`.

// Rules 1-3 accumulate over the neighbours (any order the search gives).
struct NeighbourSums {
    vec3 position;
    vec3 heading;
    vec3 separation;
    int count;
    float fearMax;  // fear that spreads (P.fearContagion > 0): the most frightened neighbour,
    float fearSum;  // the neighbours' fear, and their positions weighted by it
    vec3 fearAt;
    int due;  // at dusk: the neighbours whose own descent has begun (goesDown)
};

NeighbourSums emptySums() {
    return NeighbourSums(vec3(0.0), vec3(0.0), vec3(0.0), 0, 0.0, 0.0, vec3(0.0), 0);
}

void addNeighbour(inout NeighbourSums sums, vec3 p, vec3 q, vec3 hq, float fq, float distSq, uint j) {
    if (hasDescent() && P.step >= P.descentStep && P.step >= descentStart(j)) sums.due += 1;
    sums.position += q;
    sums.heading += hq;
    float d = sqrt(distSq);
    if (d > 0.0 && d < P.separationRange) sums.separation += (p - q) / d * (1.0 - d / P.separationRange);
    if (P.fearContagion > 0.0) {
        sums.fearMax = max(sums.fearMax, fq);
        sums.fearSum += fq;
        sums.fearAt += fq * q;
    }
    sums.count += 1;
}

// The steering sum s of rules 1-6 and the turn away from obstacles (speed: the bird's at
// step t, for the probe); also the new fear and the neighbour-centroid offset.
vec3 steering(NeighbourSums sums, uint bird, vec3 p, vec3 h, float fearBefore, float speed, out float fearAfter,
              out vec3 neighbourOffset) {
    vec3 s = vec3(0.0);
    neighbourOffset = vec3(0.0);
    if (sums.count > 0) {
        float invN = 1.0 / float(sums.count);
        vec3 c = sums.position * invN - p;
        neighbourOffset = c;
        float cLen = length(c);
        if (cLen > P.cohesionClamp) c *= P.cohesionClamp / cLen;
        s += P.cohesionWeight * P.cohesionGain * c / P.cohesionClamp;
        s += P.alignmentWeight * P.alignmentGain * (sums.heading * invN - h);
        s += P.separationWeight * P.separationGain * sums.separation;
    }
    // Rule 4: roost pull, stronger outside the sky; at dusk a bird going down heads for the roost.
    if (goesDown(bird, sums.due, sums.count)) {
        s += P.descentWeight * towardRoost(p);
    } else {
        vec3 q = p / P.skyRadii.xyz;
        float e = length(q);
        s += -P.roostGain * (P.flockCount > 1u ? (p - birdHome(bird)) / P.skyRadii.xyz : q);
        if (e > 1.0) s += -P.outsideGain * (e - 1.0) * q / e;
    }
    // Rule 5: flee while a hawk is in the sky and near (each of several, the fear of the nearest).
    float fearNow = 0.0;
    for (int hk = 0; hk < hawkCount(); ++hk) {
        vec3 away = p - hawkAt(hk);
        float d = length(away);
        if (d < P.fleeRange) {
            float fear = 1.0 - d / P.fleeRange;
            fearNow = max(fearNow, fear);
            if (d > 0.0) s += P.fleeWeight * fear * away / d;
        }
    }
    // Fear that spreads: the most frightened neighbour's, weaker by the factor, and a flight
    // from the frightened neighbours' fear-weighted centre.
    if (P.fearContagion > 0.0 && sums.fearSum > 0.0) {
        float heard = P.fearContagion * sums.fearMax;
        vec3 away = p - sums.fearAt / sums.fearSum;
        float d = length(away);
        if (d > 0.0) s += P.fleeWeight * heard * away / d;
        fearNow = max(fearNow, heard);
    }
    fearAfter = max(fearNow, P.fearDecay * fearBefore);
    // The turn away from what lies ahead (nothing without obstacles).
    if (P.obstacleCount != 0u)
        s += P.obstacleWeight * obstacleSteering(p, h, P.obstacleLookahead * speed, P.obstacleClearance);
    // Rule 6: jitter from the counter-based random function.
    s += vec3(uniformSymmetric(P.jitter, P.seed, P.step, bird, kStreamJitterX),
              uniformSymmetric(P.jitter, P.seed, P.step, bird, kStreamJitterY),
              uniformSymmetric(P.jitter, P.seed, P.step, bird, kStreamJitterZ));
    return s;
}

// Rule 7: rotate unit h toward unit target by at most maxAngle, on their great circle.
// Always through acos (the CPU first skips it for turns clearly within maxAngle).
vec3 turnToward(vec3 h, vec3 target, float maxAngle) {
    float cosA = clamp(dot(h, target), -1.0, 1.0);
    float angle = acos(cosA);
    if (angle <= maxAngle) return target;
    vec3 perp = target - h * cosA;
    float perpLen = length(perp);
    if (perpLen < 1e-7) {
        // Exactly opposite: the same choice of great circle as the CPU.
        perp = cross(h, abs(h.y) < 0.9 ? vec3(0.0, 1.0, 0.0) : vec3(1.0, 0.0, 0.0));
        perpLen = length(perp);
    }
    perp /= perpLen;
    return normalize(h * cos(maxAngle) + perp * sin(maxAngle));
}
