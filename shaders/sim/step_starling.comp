#version 430
// step_starling.comp - one step of every bird of the starling model (docs/model.md,
// "Extension: the starling model"), the GLSL twin of src/model/starling_step.cpp and of the
// starling branch of CpuStepper::advance: the same expressions in the same order, so the two
// agree up to rounding (exp, sin, cos and the cube root are the GPU's own).
//
// One invocation per grid slot, as step_birds.comp. Reads step t (the sorted copy, the
// state, the speeds and each bird's own starling state), writes step t + 1: the BirdInstance
// into the other buffer; the speed and the starling state in place, which is safe because
// only the bird itself reads them. A bird searches for partners only at its own reaction
// times (or every step while P.debugNeighbours asks for the lists).
#include "../common/gpu_layout.h"
#include "../common/bird_instance.glsl"
#include "../common/random.glsl"

layout(local_size_x = MURMUR_BIRD_GROUP) in;

#include "../common/invocation.glsl"

layout(std140, binding = MURMUR_UBO_PARAMS) uniform ParamsBlock { GpuSimParams P; };
layout(std430, binding = MURMUR_BIND_GRID_INFO) readonly buffer GridInfoBlock {
    GpuGridInfo G;
    uint gridBlockFilled[];  // the far search's blocks (topological_search.glsl)
};
layout(std430, binding = MURMUR_BIND_STATE_IN) readonly buffer StateIn { BirdInstance stateIn[]; };
layout(std430, binding = MURMUR_BIND_STATE_OUT) writeonly buffer StateOut { BirdInstance stateOut[]; };
layout(std430, binding = MURMUR_BIND_SPEED_OUT) buffer Speeds { float speeds[]; };
layout(std430, binding = MURMUR_BIND_SORTED) readonly buffer Sorted { SortedBird sorted[]; };
layout(std430, binding = MURMUR_BIND_CELL_START) readonly buffer CellStart { uint cellStart[]; };
layout(std430, binding = MURMUR_BIND_DEBUG) writeonly buffer DebugLists { uint debugLists[]; };
layout(std430, binding = MURMUR_BIND_STARLING) buffer Starlings { GpuStarlingBird starlings[]; };
layout(std430, binding = MURMUR_BIND_STARLING_TRAITS) readonly buffer Traits { GpuStarlingTraits traits[]; };

#include "../common/grid.glsl"
#include "topological_search.glsl"
#include "air.glsl"
#include "obstacles.glsl"
#include "roost_descent.glsl"
#include "hawks.glsl"
#include "flocks.glsl"

bool partOn(uint part) {
    return (P.starlingParts & part) != 0u;
}

// --- the decision (decideStarling) ----------------------------------------------------------

struct Decision {
    vec3 steering;
    float perception;
    vec3 neighbourOffset;
    int partnerCount;
    float fearHeard;
};

// roostTurn: beyond the roost radius, a level sideways force turning the bird back.
vec3 roostTurn(vec3 position, vec3 heading) {
    vec2 at = vec2(position.x, position.z);
    float r = length(at);
    vec2 level = vec2(heading.x, heading.z);
    float levelLen = length(level);
    if (r <= P.starlingRoostRadius || levelLen < 1e-6) return vec3(0.0);
    vec2 n = at / r;
    vec2 h = level / levelLen;
    float outward = 0.5 * (1.0 + dot(h, n));
    vec3 side = vec3(-h.y, 0.0, h.x);
    float toward = n.x * h.y - n.y * h.x > 0.0 ? 1.0 : -1.0;
    return toward * outward * P.starlingRoostHorizontal * (r - P.starlingRoostRadius) * side;
}

// The partners are nearDistSq / nearSlot[0 .. nearCount), nearest first.
Decision decide(uint bird, vec3 p, vec3 f, float v, float fear, float perception, float cruiseSpeed) {
    Decision out_;
    out_.neighbourOffset = vec3(0.0);
    out_.partnerCount = 0;
    out_.fearHeard = 0.0;
    vec3 force = vec3(0.0);
    bool contagion = P.fearContagion > 0.0;
    int due = 0;  // at dusk: the partners whose own descent has begun
    float fearMax = 0.0, fearSum = 0.0;
    vec3 fearAt = vec3(0.0);
    if (nearCount > 0) {
        vec3 sumP = vec3(0.0), sumF = vec3(0.0), sumDir = vec3(0.0), sep = vec3(0.0), coh = vec3(0.0);
        int separating = 0, cohering = 0;
        for (int n = 0; n < nearCount; ++n) {
            uint s = nearSlot[n];
            if (hasDescent() && P.step >= P.descentStep && P.step >= descentStart(nearIndex[n])) ++due;
            vec3 q = sorted[s].position;
            float d = sqrt(nearDistSq[n]);
            vec3 dir = d > 0.0 ? (q - p) / d : vec3(0.0);
            sumP += q;
            sumF += sorted[s].heading;
            sumDir += dir;
            if (d < P.starlingSeparationRadius) {
                float beyond = max(0.0, d - P.starlingHardCore) / P.starlingSeparationSigma;
                sep -= exp(-beyond * beyond) * dir;
                ++separating;
            }
            if (d > P.starlingHardCore) {
                coh += dir;
                ++cohering;
            }
            if (contagion) {
                float fq = sorted[s].fear;
                fearMax = max(fearMax, fq);
                fearSum += fq;
                fearAt += fq * q;
            }
        }
        float invN = 1.0 / float(nearCount);
        if (separating > 0)
            force += P.separationWeight * P.starlingSeparationForce * sep / float(separating);
        force += P.alignmentWeight * P.starlingAlignmentForce * (sumF * invN - f);
        float centrality = length(sumDir * invN);
        if (cohering > 0)
            force += P.cohesionWeight * P.starlingCohesionForce * centrality * centrality * coh / float(cohering);
        out_.neighbourOffset = sumP * invN - p;
        out_.partnerCount = nearCount;
    }
    if (goesDown(bird, due, nearCount)) {
        force += P.descentWeight * towardRoost(p);
    } else if (partOn(MURMUR_STARLING_ROOST)) {
        force += roostTurn(P.flockCount > 1u ? p - birdHome(bird) : p, f);
        force.y += P.starlingRoostVertical * clamp(-p.y / P.starlingAltitudeBand, -1.0, 1.0);
    }
    for (int hk = 0; hk < hawkCount(); ++hk) {
        vec3 away = p - hawkAt(hk);
        float d = length(away);
        if (d < P.fleeRange && d > 0.0) force += P.fleeWeight * (1.0 - d / P.fleeRange) * away / d;
    }
    if (contagion && fearSum > 0.0) {
        out_.fearHeard = P.fearContagion * fearMax;
        vec3 away = p - fearAt / fearSum;
        float d = length(away);
        if (d > 0.0) force += P.fleeWeight * out_.fearHeard * away / d;
    }
    if (P.obstacleCount != 0u)
        force += P.obstacleWeight * obstacleSteering(p, f, P.obstacleLookahead * v, P.obstacleClearance);
    float wanted = cruiseSpeed * (1.0 + P.fearSpeedup * fear);
    force += P.starlingBodyMass / P.starlingSpeedTime * (wanted - v) * f;
    force += vec3(uniformSymmetric(P.starlingNoiseForce, P.seed, P.step, bird, kStreamJitterX),
                  uniformSymmetric(P.starlingNoiseForce, P.seed, P.step, bird, kStreamJitterY),
                  uniformSymmetric(P.starlingNoiseForce, P.seed, P.step, bird, kStreamJitterZ));
    float magnitude = length(force);
    if (magnitude > P.starlingMaxForce) force *= P.starlingMaxForce / magnitude;
    out_.steering = force;

    out_.perception = perception;
    if (partOn(MURMUR_STARLING_ADAPTIVE_RANGE)) {
        // std::cbrt of a positive number: the GPU has pow only.
        float target = perception * pow(P.starlingPartners / float(out_.partnerCount + 1), 1.0 / 3.0);
        out_.perception = min(P.starlingMaxPerception,
                              (1.0 - P.starlingRangeLerp) * perception + P.starlingRangeLerp * target);
    }
    return out_;
}

// --- the flight (flyStarling) ---------------------------------------------------------------

void main() {
    uint slot = linearInvocation();
    if (slot >= P.birdCount) return;
    loadGrid();
    uint bird = sorted[slot].index;
    BirdInstance me = stateIn[bird];
    vec3 p = me.positionEdge.xyz;
    vec3 f = me.headingFear.xyz;
    float fear = me.headingFear.w;
    float v = speeds[bird];
    GpuStarlingBird held = starlings[bird];
    GpuStarlingTraits trait = traits[bird];
    bool decides = (P.step + trait.phase) % trait.reactionSteps == 0u;
    bool debug = P.debugNeighbours != 0u;
    // A settled bird stays as it is (it still searches when the tests record the lists).
    bool settled = v < 0.0;
    if (settled && !debug) {
        stateOut[bird] = me;
        return;
    }

    Decision decision;
    if (decides || debug) {
        bool adaptive = partOn(MURMUR_STARLING_ADAPTIVE_RANGE);
        int k = min(int(P.starlingK), MURMUR_TOPO_CAPACITY);
        findTopological(p, bird, k, adaptive ? held.perception : P.starlingNoRange, partOn(MURMUR_STARLING_VISION), f);
        if (debug) {
            uint base = bird * uint(MURMUR_DEBUG_STRIDE);
            debugLists[base] = uint(nearCount);
            for (int n = 0; n < nearCount; ++n) debugLists[base + 1u + uint(n)] = nearIndex[n];
        }
        if (decides && !settled) decision = decide(bird, p, f, v, fear, held.perception, trait.cruiseSpeed);
    }
    if (settled) {
        stateOut[bird] = me;
        return;
    }

    float fearNow = 0.0;
    for (int hk = 0; hk < hawkCount(); ++hk) {
        float d = length(p - hawkAt(hk));
        if (d < P.fleeRange) fearNow = max(fearNow, 1.0 - d / P.fleeRange);
    }
    if (decides) fearNow = max(fearNow, decision.fearHeard);
    float fearOut = max(fearNow, P.fearDecay * fear);

    vec3 steering = decides ? decision.steering : held.steering;
    float perception = decides ? decision.perception : held.perception;
    float dt = P.starlingTimeStep;
    vec3 force = steering;
    float bank = 0.0;
    if (partOn(MURMUR_STARLING_FLIGHT)) {
        float b = held.bank;
        // bodyFrame
        vec3 side = cross(f, vec3(0.0, 1.0, 0.0));
        float sideLen = length(side);
        side = sideLen > 1e-6 ? side / sideLen : vec3(0.0, 0.0, 1.0);
        vec3 levelUp = cross(side, f);
        vec3 up = cos(b) * levelUp + sin(b) * side;
        // flightForce
        float weight = P.starlingWeight;
        float load = (v / trait.cruiseSpeed) * (v / trait.cruiseSpeed);
        float liftNow = weight * load;
        float thrust = weight / P.starlingLiftDrag;
        float drag = thrust * load;
        force += liftNow * up + (thrust - drag) * f - vec3(0.0, weight, 0.0);
        // The roll toward the sideways force wanted.
        float lift = weight * (v / trait.cruiseSpeed) * (v / trait.cruiseSpeed);
        float unmet = dot(steering, side) - lift * sin(b);
        float rate = clamp(P.starlingRollIn * unmet - P.starlingRollOut * b, -P.starlingMaxRollRate,
                           P.starlingMaxRollRate);
        bank = clamp(b + rate * dt, -P.starlingMaxBank, P.starlingMaxBank);
    }

    vec3 velocity = v * f + force / P.starlingBodyMass * dt;
    float speed = length(velocity);
    vec3 heading = speed > 1e-6 ? velocity / speed : f;
    float flown = clamp(speed, P.starlingMinSpeed, P.starlingMaxSpeed);
    vec3 next = p + heading * flown * dt + airVelocity(p) * dt;
    if (next.y < P.starlingFloor) {
        next.y = P.starlingFloor;
        vec3 level = vec3(heading.x, 0.0, heading.z);
        float levelLen = length(level);
        if (heading.y < 0.0 && levelLen > 1e-6) heading = level / levelLen;
    }
    next = keepOutside(p, next, heading);

    float edge = me.positionEdge.w;
    if (decides) {
        float edgeNow =
            decision.partnerCount == 0 ? 1.0 : min(1.0, length(decision.neighbourOffset) / P.edgeScale);
        edge = P.edgeSmoothing * edge + (1.0 - P.edgeSmoothing) * edgeNow;
    }

    bool settles = settlesAt(next);  // it rests calm (starling_step.cpp says why)
    stateOut[bird] = BirdInstance(vec4(next, edge), vec4(heading, settles ? 0.0 : fearOut));
    speeds[bird] = settles ? -1.0 : flown;
    starlings[bird] = GpuStarlingBird(steering, perception, bank, held.perception, 0u, 0u);
}
