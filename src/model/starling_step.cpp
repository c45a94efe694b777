// The starling model's bird step (starling.hpp; docs/model.md, "Extension: the starling
// model", which gives every constant's source).
#include <algorithm>
#include <cmath>
#include <numbers>

#include <glm/geometric.hpp>
#include <glm/vec2.hpp>

#include "murmur/model/flocks.hpp"
#include "murmur/model/random.hpp"
#include "murmur/model/roost_descent.hpp"
#include "murmur/model/starling.hpp"

namespace murmur {
namespace {

// The traits' draws use a reserved "step" counter (kTraitStep), as the initial condition does.
enum TraitStream : std::uint32_t { kTraitReaction = 0, kTraitPhase = 1, kTraitCruise = 2 };

constexpr float kDegrees = std::numbers::pi_v<float> / 180.0f;

}  // namespace

StarlingTraits starlingTraits(const SimParams& prm, std::uint32_t bird) {
    StarlingTraits t;
    float reaction = prm.starlingReactionTime;
    t.cruiseSpeed = prm.starlingCruiseSpeed;
    if (prm.starlingDifferences) {
        reaction *= 1.0f + uniformSymmetric(prm.starlingReactionSpread, prm.seed, kTraitStep, bird, kTraitReaction);
        // Uniform with the chosen standard deviation: half-width sqrt(3) sd.
        const float halfWidth = std::sqrt(3.0f) * prm.starlingCruiseSpread;
        t.cruiseSpeed *= 1.0f + uniformSymmetric(halfWidth, prm.seed, kTraitStep, bird, kTraitCruise);
        t.cruiseSpeed = std::clamp(t.cruiseSpeed, prm.starlingMinSpeed, prm.starlingMaxSpeed);
    }
    t.reactionSteps = std::max(1u, static_cast<std::uint32_t>(std::lround(reaction / prm.starlingTimeStep)));
    const float u = uniform01(prm.seed, kTraitStep, bird, kTraitPhase);
    t.phase = std::min(t.reactionSteps - 1, static_cast<std::uint32_t>(u * static_cast<float>(t.reactionSteps)));
    return t;
}

BodyFrame bodyFrame(glm::vec3 forward, float bank) {
    constexpr glm::vec3 kUp(0.0f, 1.0f, 0.0f);
    glm::vec3 side = glm::cross(forward, kUp);
    const float len = glm::length(side);
    side = len > 1e-6f ? side / len : glm::vec3(0.0f, 0.0f, 1.0f);
    const glm::vec3 levelUp = glm::cross(side, forward);
    return {forward, side, std::cos(bank) * levelUp + std::sin(bank) * side};
}

glm::vec3 flightForce(const SimParams& prm, float speed, float cruiseSpeed, const BodyFrame& frame) {
    const float weight = prm.starlingBodyMass * kGravity;
    const float load = (speed / cruiseSpeed) * (speed / cruiseSpeed);
    const float lift = weight * load;
    const float thrust = weight / prm.starlingLiftDrag;
    const float drag = thrust * load;
    return lift * frame.up + (thrust - drag) * frame.forward - glm::vec3(0.0f, weight, 0.0f);
}

SimParams withModel(SimParams p, FlockModel model) {
    SimParams preset;  // the seed model's values of the preset's settings
    if (model == FlockModel::Starling) {
        preset.skyRadii = {150.0f, 120.0f, 150.0f};
        preset.uniformMeanDistance = 105.3f;
        preset.fleeRange = 20.0f;
        preset.fleeWeight = 1.0f;
        preset.fearDecay = 0.995f;
        preset.fearSpeedup = 0.0f;
        preset.hawkSpeed = 0.1f;
        preset.hawkStoopSpeed = 0.2f;
        preset.hawkMaxTurn = 0.00083f;
        preset.hawkCatchRadius = 0.2f;
        preset.obstacleLookahead = 1.0f;    // s: 10 m at cruise speed, past the 8 m turn at the force cap
        preset.obstacleClearance = 2.0f;    // m: five wing spans
        preset.obstacleWeight = 1.0f;       // N: starlingMaxForce, the most a decision may ask
        preset.descentSpread = 6000;        // steps: 30 s of dusk
        preset.descentWeight = 1.0f;        // N: starlingMaxForce
        preset.roostLandingRadius = 15.0f;  // m: the reed bed the window draws (a tenth of R_roost)
        preset.flockSpacing = 100.0f;       // m: ours, as the seed's 50 in its sky (8 homes inside R_roost)
    }
    p.model = model;
    p.skyRadii = preset.skyRadii;
    p.uniformMeanDistance = preset.uniformMeanDistance;
    p.fleeRange = preset.fleeRange;
    p.fleeWeight = preset.fleeWeight;
    p.fearDecay = preset.fearDecay;
    p.fearSpeedup = preset.fearSpeedup;
    p.hawkSpeed = preset.hawkSpeed;
    p.hawkStoopSpeed = preset.hawkStoopSpeed;
    p.hawkMaxTurn = preset.hawkMaxTurn;
    p.hawkCatchRadius = preset.hawkCatchRadius;
    p.obstacleLookahead = preset.obstacleLookahead;
    p.obstacleClearance = preset.obstacleClearance;
    p.obstacleWeight = preset.obstacleWeight;
    p.descentSpread = preset.descentSpread;
    p.descentWeight = preset.descentWeight;
    p.roostLandingRadius = preset.roostLandingRadius;
    p.flockSpacing = preset.flockSpacing;
    return p;
}

float groundHeight(const SimParams& prm) {
    return -prm.starlingAltitude;
}

glm::vec3 roostTurn(const SimParams& prm, glm::vec3 position, glm::vec3 heading) {
    const glm::vec2 at(position.x, position.z);
    const float r = glm::length(at);
    const glm::vec2 flat(heading.x, heading.z);
    const float flatLen = glm::length(flat);
    if (r <= prm.starlingRoostRadius || flatLen < 1e-6f) return glm::vec3(0.0f);
    const glm::vec2 n = at / r, h = flat / flatLen;
    const float outward = 0.5f * (1.0f + glm::dot(h, n));  // 1 flying straight out, 0 straight in
    // The level side (heading x up) is (-h.z, 0, h.x); turning toward the roost is the side
    // away from n: its sign is that of the 2D cross product n x h.
    const glm::vec3 side(-h.y, 0.0f, h.x);
    const float toward = n.x * h.y - n.y * h.x > 0.0f ? 1.0f : -1.0f;
    return toward * outward * prm.starlingRoostHorizontal * (r - prm.starlingRoostRadius) * side;
}

ViewCone starlingViewCone(const SimParams& prm, glm::vec3 heading) {
    return ViewCone::blindBehind(heading, prm.starlingBlindAngleDeg * kDegrees);
}

int starlingPartnersAt(const SimParams& prm, const UniformGrid* grid, std::span<const glm::vec3> positions,
                       std::uint32_t bird, glm::vec3 heading, float perception, Neighbour* out) {
    const bool adaptive = prm.starlingAdaptiveRange;
    const int k = adaptive ? kStarlingMaxPartners : prm.topologicalK;
    const float range = adaptive ? perception : kStarlingNoRange;
    if (prm.starlingVision) {
        const ViewCone cone = starlingViewCone(prm, heading);
        return grid ? visibleTopologicalNeighbours(*grid, positions, bird, cone, k, range, out)
                    : bruteForceVisibleTopological(positions, bird, cone, k, range, out);
    }
    return grid ? topologicalNeighbours(*grid, positions, bird, k, range, out)
                : bruteForceTopological(positions, bird, k, range, out);
}

int starlingPartners(const SimParams& prm, const UniformGrid* grid, const FlockState& st, std::uint32_t bird,
                     Neighbour* out) {
    return starlingPartnersAt(prm, grid, st.position, bird, st.heading[bird], st.perception[bird], out);
}

StarlingDecision decideStarling(const SimParams& prm, const HawkView& hawk, const FlockState& st, std::uint32_t bird,
                                const StarlingTraits& traits, std::span<const Neighbour> partners,
                                const ObstacleField& obstacles) {
    StarlingDecision out;
    const glm::vec3 p = st.position[bird];
    const glm::vec3 f = st.heading[bird];
    glm::vec3 force(0.0f);
    const bool contagion = prm.fearContagion > 0.0f;
    float fearMax = 0.0f, fearSum = 0.0f;
    glm::vec3 fearAt(0.0f);  // the partners' positions weighted by their fear

    if (!partners.empty()) {
        glm::vec3 sumP(0.0f), sumF(0.0f), sumDir(0.0f), sep(0.0f), coh(0.0f);
        int separating = 0, cohering = 0;
        for (const Neighbour& nb : partners) {
            const glm::vec3 q = st.position[nb.index];
            const float d = std::sqrt(nb.distSq);
            const glm::vec3 dir = d > 0.0f ? (q - p) / d : glm::vec3(0.0f);
            sumP += q;
            sumF += st.heading[nb.index];
            sumDir += dir;
            if (d < prm.starlingSeparationRadius) {
                const float beyond = std::max(0.0f, d - prm.starlingHardCore) / prm.starlingSeparationSigma;
                sep -= std::exp(-beyond * beyond) * dir;
                ++separating;
            }
            if (d > prm.starlingHardCore) {
                coh += dir;
                ++cohering;
            }
            if (contagion) {
                const float fq = st.fear[nb.index];
                fearMax = std::max(fearMax, fq);
                fearSum += fq;
                fearAt += fq * q;
            }
        }
        const float invN = 1.0f / static_cast<float>(partners.size());
        if (separating > 0)
            force += prm.separationWeight * prm.starlingSeparationForce * sep / static_cast<float>(separating);
        force += prm.alignmentWeight * prm.starlingAlignmentForce * (sumF * invN - f);
        // Centrality: near 0 deep in the flock, near 1 at its border; cohesion scales with its
        // square (SD-v6 `Prey.cpp` l.281, l.323), so it acts almost only on the border birds.
        const float centrality = glm::length(sumDir * invN);
        if (cohering > 0)
            force += prm.cohesionWeight * prm.starlingCohesionForce * centrality * centrality * coh /
                     static_cast<float>(cohering);
        out.neighbourOffset = sumP * invN - p;
        out.partnerCount = static_cast<int>(partners.size());
    }

    // At dusk a bird going down heads for the roost on the ground instead of holding its
    // height and radius (an extension; roost_descent.hpp).
    if (goesDown(prm, st.step, bird, partners)) {
        force += prm.descentWeight * towardRoost(prm, p);
    } else if (prm.starlingRoost) {
        // Several flocks: the roost's ring is round the bird's own flock's home (flocks.hpp).
        force += roostTurn(prm, prm.flockCount > 1 ? p - birdHome(prm, bird) : p, f);
        force.y += prm.starlingRoostVertical * std::clamp(-p.y / prm.starlingAltitudeBand, -1.0f, 1.0f);
    }

    for (int h = 0; h < hawk.count(); ++h) {
        const glm::vec3 away = p - hawk.at(h);
        const float d = glm::length(away);
        if (d < prm.fleeRange && d > 0.0f) force += prm.fleeWeight * (1.0f - d / prm.fleeRange) * away / d;
    }
    // Fear that spreads, as in the seed model (steerBird): heard at this decision.
    if (contagion && fearSum > 0.0f) {
        out.fearHeard = prm.fearContagion * fearMax;
        const glm::vec3 away = p - fearAt / fearSum;
        const float d = glm::length(away);
        if (d > 0.0f) force += prm.fleeWeight * out.fearHeard * away / d;
    }

    // The turn away from what lies ahead (an extension; nothing without obstacles).
    if (!obstacles.empty())
        force += prm.obstacleWeight *
                 obstacleSteering(obstacles, p, f, probeLength(prm, st.speed[bird]), prm.obstacleClearance);

    const float wanted = traits.cruiseSpeed * (1.0f + prm.fearSpeedup * st.fear[bird]);
    force += prm.starlingBodyMass / prm.starlingSpeedTime * (wanted - st.speed[bird]) * f;

    force += glm::vec3(uniformSymmetric(prm.starlingNoiseForce, prm.seed, st.step, bird, kStreamJitterX),
                       uniformSymmetric(prm.starlingNoiseForce, prm.seed, st.step, bird, kStreamJitterY),
                       uniformSymmetric(prm.starlingNoiseForce, prm.seed, st.step, bird, kStreamJitterZ));
    // The decided force is capped (SD-v6 `Prey.cpp` l.230-236), the social, roost, fleeing,
    // speed and noise parts together.
    const float magnitude = glm::length(force);
    if (magnitude > prm.starlingMaxForce) force *= prm.starlingMaxForce / magnitude;
    out.steering = force;

    // The perception radius moves a share s toward R (n_c / (n + 1))^(1/3): wider when too
    // few partners were found, narrower when too many (the count grows as R^3).
    const float r = st.perception[bird];
    out.perception = r;
    if (prm.starlingAdaptiveRange) {
        const float target = r * std::cbrt(prm.starlingPartners / static_cast<float>(out.partnerCount + 1));
        out.perception =
            std::min(prm.starlingMaxPerception, (1.0f - prm.starlingRangeLerp) * r + prm.starlingRangeLerp * target);
    }
    return out;
}

void flyStarling(const SimParams& prm, const HawkView& hawk, const FlockState& in, std::uint32_t bird,
                 const StarlingTraits& traits, const StarlingDecision* decision, FlockState& out, const GustField& air,
                 const ObstacleField& obstacles) {
    const glm::vec3 p = in.position[bird];
    const glm::vec3 f = in.heading[bird];
    const float v = in.speed[bird];
    const float dt = prm.starlingTimeStep;

    float fearNow = 0.0f;
    for (int h = 0; h < hawk.count(); ++h) {
        const float d = glm::length(p - hawk.at(h));
        if (d < prm.fleeRange) fearNow = std::max(fearNow, 1.0f - d / prm.fleeRange);
    }
    if (decision) fearNow = std::max(fearNow, decision->fearHeard);
    out.fear[bird] = std::max(fearNow, prm.fearDecay * in.fear[bird]);

    const glm::vec3 steering = decision ? decision->steering : in.steering[bird];
    out.steering[bird] = steering;
    out.perception[bird] = decision ? decision->perception : in.perception[bird];

    glm::vec3 force = steering;
    float bank = 0.0f;
    if (prm.starlingFlight) {
        const float b = in.bank[bird];
        const BodyFrame frame = bodyFrame(f, b);
        force += flightForce(prm, v, traits.cruiseSpeed, frame);
        // Roll until the lift's sideways part gives the sideways force wanted; back toward
        // level at rollOut; never faster than the roll-rate limit.
        const float weight = prm.starlingBodyMass * kGravity;
        const float lift = weight * (v / traits.cruiseSpeed) * (v / traits.cruiseSpeed);
        const float unmet = glm::dot(steering, frame.side) - lift * std::sin(b);
        const float rate = std::clamp(prm.starlingRollIn * unmet - prm.starlingRollOut * b, -prm.starlingMaxRollRate,
                                      prm.starlingMaxRollRate);
        bank = std::clamp(b + rate * dt, -kStarlingMaxBank, kStarlingMaxBank);
    }
    out.bank[bird] = bank;

    const glm::vec3 velocity = v * f + force / prm.starlingBodyMass * dt;
    const float speed = glm::length(velocity);
    glm::vec3 heading = speed > 1e-6f ? velocity / speed : f;
    const float flown = std::clamp(speed, prm.starlingMinSpeed, prm.starlingMaxSpeed);
    glm::vec3 next = p + heading * flown * dt + airDrift(prm, air, p);

    // The ground: a bird that would go below it skims along it instead.
    const float floor = groundHeight(prm) + kGroundClearance;
    if (next.y < floor) {
        next.y = floor;
        const glm::vec3 level(heading.x, 0.0f, heading.z);
        const float levelLen = glm::length(level);
        if (heading.y < 0.0f && levelLen > 1e-6f) heading = level / levelLen;
    }
    if (!obstacles.empty()) next = keepOutside(obstacles, p, next, heading);
    out.position[bird] = next;
    out.heading[bird] = heading;
    out.speed[bird] = flown;
    if (settlesAt(prm, in.step, next)) {
        out.speed[bird] = kRoostedSpeed;
        out.fear[bird] = 0.0f;  // it rests calm: its fear would pass on to its neighbours for ever
    }

    if (decision) {
        const float edgeNow =
            decision->partnerCount == 0 ? 1.0f : std::min(1.0f, glm::length(decision->neighbourOffset) / prm.edgeScale);
        out.edge[bird] = prm.edgeSmoothing * in.edge[bird] + (1.0f - prm.edgeSmoothing) * edgeNow;
    } else {
        out.edge[bird] = in.edge[bird];
    }
}

}  // namespace murmur
