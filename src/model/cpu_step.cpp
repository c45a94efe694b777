#include "murmur/model/cpu_step.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

#include "murmur/model/block_search.hpp"
#include "murmur/model/flocks.hpp"
#include "murmur/model/random.hpp"
#include "murmur/model/roost_descent.hpp"
#include "murmur/model/starling.hpp"

namespace murmur {

BirdSteering steerBird(const SimParams& prm, const HawkView& hawk, const FlockState& st, std::uint32_t bird,
                       std::span<const Neighbour> neighbours, const ObstacleField& obstacles) {
    BirdSteering out;
    const glm::vec3 p = st.position[bird];
    const glm::vec3 h = st.heading[bird];
    glm::vec3 s(0.0f);

    // Rules 1-3 (with no neighbours they add nothing).
    const bool contagion = prm.fearContagion > 0.0f;
    float fearMax = 0.0f, fearSum = 0.0f;
    glm::vec3 fearAt(0.0f);  // the neighbours' positions weighted by their fear
    if (!neighbours.empty()) {
        glm::vec3 sumP(0.0f), sumH(0.0f), sep(0.0f);
        for (const Neighbour& nb : neighbours) {
            const glm::vec3 q = st.position[nb.index];
            sumP += q;
            sumH += st.heading[nb.index];
            const float d = std::sqrt(nb.distSq);
            if (d > 0.0f && d < prm.separationRange) sep += (p - q) / d * (1.0f - d / prm.separationRange);
            if (contagion) {
                const float fq = st.fear[nb.index];
                fearMax = std::max(fearMax, fq);
                fearSum += fq;
                fearAt += fq * q;
            }
        }
        const float invN = 1.0f / static_cast<float>(neighbours.size());
        glm::vec3 c = sumP * invN - p;
        out.neighbourOffset = c;
        const float cLen = glm::length(c);
        if (cLen > prm.cohesionClamp) c *= prm.cohesionClamp / cLen;
        s += prm.cohesionWeight * prm.cohesionGain * c / prm.cohesionClamp;
        s += prm.alignmentWeight * prm.alignmentGain * (sumH * invN - h);
        s += prm.separationWeight * prm.separationGain * sep;
        out.neighbourCount = static_cast<int>(neighbours.size());
    }

    // Rule 4: roost pull, stronger outside the sky; at dusk a bird going down leaves the sky
    // for the roost on the ground instead (an extension; roost_descent.hpp).
    if (goesDown(prm, st.step, bird, neighbours)) {
        s += prm.descentWeight * towardRoost(prm, p);
    } else {
        const glm::vec3 q = p / prm.skyRadii;
        const float e = glm::length(q);
        // Several flocks: each bird is pulled toward its own flock's home (flocks.hpp).
        s += -prm.roostGain * (prm.flockCount > 1 ? (p - birdHome(prm, bird)) / prm.skyRadii : q);
        if (e > 1.0f) s += -prm.outsideGain * (e - 1.0f) * q / e;
    }

    // Rule 5: flee while a hawk is in the sky and near (each of several, the fear of the nearest).
    float fearNow = 0.0f;
    for (int h = 0; h < hawk.count(); ++h) {
        const glm::vec3 away = p - hawk.at(h);
        const float d = glm::length(away);
        if (d < prm.fleeRange) {
            const float fear = 1.0f - d / prm.fleeRange;
            fearNow = std::max(fearNow, fear);
            // A bird exactly at the hawk has no direction to flee in; it only gets the fear.
            if (d > 0.0f) s += prm.fleeWeight * fear * away / d;
        }
    }
    // Fear that spreads (fearContagion > 0): the most frightened neighbour's fear, weaker
    // by the factor, and a flight from the frightened neighbours' fear-weighted centre.
    if (contagion && fearSum > 0.0f) {
        const float heard = prm.fearContagion * fearMax;
        const glm::vec3 away = p - fearAt / fearSum;
        const float d = glm::length(away);
        if (d > 0.0f) s += prm.fleeWeight * heard * away / d;
        fearNow = std::max(fearNow, heard);
    }
    out.fear = std::max(fearNow, prm.fearDecay * st.fear[bird]);

    // The turn away from what lies ahead (an extension; nothing without obstacles).
    if (!obstacles.empty())
        s += prm.obstacleWeight *
             obstacleSteering(obstacles, p, h, probeLength(prm, st.speed[bird]), prm.obstacleClearance);

    // Rule 6: jitter from the counter-based random function.
    s += glm::vec3(uniformSymmetric(prm.jitter, prm.seed, st.step, bird, kStreamJitterX),
                   uniformSymmetric(prm.jitter, prm.seed, st.step, bird, kStreamJitterY),
                   uniformSymmetric(prm.jitter, prm.seed, st.step, bird, kStreamJitterZ));
    out.steering = s;
    return out;
}

glm::vec3 turnToward(glm::vec3 h, glm::vec3 target, float maxAngle) {
    const float cosA = std::clamp(glm::dot(h, target), -1.0f, 1.0f);
    // Most turns are small. cos(a) <= 1 - a^2/2 + a^4/24 for every a, so a cosine clearly
    // above that bound is within the turn: the acos below would say the same, slower.
    constexpr float kRoundingRoom = 1e-6f;
    const float a2 = maxAngle * maxAngle;
    if (maxAngle > 0.0f && cosA > 1.0f - a2 / 2.0f + a2 * a2 / 24.0f + kRoundingRoom) return target;
    const float angle = std::acos(cosA);
    if (angle <= maxAngle) return target;
    glm::vec3 perp = target - h * cosA;
    float perpLen = glm::length(perp);
    if (perpLen < 1e-7f) {
        // Exactly opposite: every great circle works; pick one through the vertical,
        // or through x when h itself is vertical.
        perp = glm::cross(h, std::abs(h.y) < 0.9f ? glm::vec3(0, 1, 0) : glm::vec3(1, 0, 0));
        perpLen = glm::length(perp);
    }
    perp /= perpLen;
    return glm::normalize(h * std::cos(maxAngle) + perp * std::sin(maxAngle));
}

void applySteering(const SimParams& prm, const FlockState& in, std::uint32_t bird, const BirdSteering& steer,
                   FlockState& out, const GustField& air, const ObstacleField& obstacles) {
    const glm::vec3 h = in.heading[bird];
    const glm::vec3 want = h + steer.steering;
    const float wantLen = glm::length(want);
    const glm::vec3 target = wantLen < 1e-6f ? h : want / wantLen;
    const float f = steer.fear;
    glm::vec3 hNew = turnToward(h, target, prm.maxTurn * (1.0f + f));
    const float v = prm.baseSpeed * (1.0f + prm.fearSpeedup * f);
    // Its flight, then the air's drift; never into an obstacle.
    const glm::vec3 p = in.position[bird];
    glm::vec3 next = p + hNew * v + airDrift(prm, air, p);
    if (!obstacles.empty()) next = keepOutside(obstacles, p, next, hNew);
    // A bird that settles on the roost rests calm: its fear would pass on to its neighbours for ever.
    const bool settles = settlesAt(prm, in.step, next);
    out.position[bird] = next;
    out.heading[bird] = hNew;
    out.speed[bird] = settles ? kRoostedSpeed : v;
    out.fear[bird] = settles ? 0.0f : f;
    const float edgeNow =
        steer.neighbourCount == 0 ? 1.0f : std::min(1.0f, glm::length(steer.neighbourOffset) / prm.edgeScale);
    out.edge[bird] = prm.edgeSmoothing * in.edge[bird] + (1.0f - prm.edgeSmoothing) * edgeNow;
}

namespace {

// A settled bird stays as it is (roost_descent.hpp).
void keepRoosting(const FlockState& in, std::uint32_t bird, FlockState& out) {
    out.position[bird] = in.position[bird];
    out.heading[bird] = in.heading[bird];
    out.speed[bird] = in.speed[bird];
    out.fear[bird] = in.fear[bird];
    out.edge[bird] = in.edge[bird];
    if (!in.flight) return;
    out.bank[bird] = in.bank[bird];
    out.steering[bird] = in.steering[bird];
    out.perception[bird] = in.perception[bird];
}

// Bird i's neighbours into the caller's scratch; returns the span used. The step's grid
// searches go through `block` (the same answers, cell by cell), guessing from and
// updating kthSq[i]; other callers pass neither.
std::span<const Neighbour> gatherNeighbours(const SimParams& prm, const UniformGrid& grid,
                                            std::span<const glm::vec3> positions, std::uint32_t i,
                                            std::array<Neighbour, kMaxTopologicalK>& top,
                                            std::vector<Neighbour>& metric,
                                            NeighbourSearch search = NeighbourSearch::Grid,
                                            BlockSearch* block = nullptr, float* kthSq = nullptr) {
    const bool brute = search == NeighbourSearch::BruteForce;
    if (prm.neighbourMode == NeighbourMode::Topological) {
        const int k = prm.topologicalK;
        const float range = prm.topoMaxDistance;
        const int n = brute   ? bruteForceTopological(positions, i, k, range, top.data())
                      : block ? block->topological(i, k, range, top.data(), kthSq ? kthSq[i] : 0.0f)
                              : topologicalNeighbours(grid, positions, i, k, range, top.data());
        if (block && kthSq) kthSq[i] = n == k ? top[k - 1].distSq : 0.0f;
        return {top.data(), static_cast<std::size_t>(n)};
    }
    metric.clear();
    if (brute) bruteForceMetric(positions, i, prm.metricRadius, metric);
    else metricNeighbours(grid, positions, i, prm.metricRadius, metric);
    return metric;
}

}  // namespace

void CpuStepper::step(const SimParams& prm, const HawkView& hawk, const FlockState& in, FlockState& out) {
    begin(prm, in, out);
    advance(prm, hawk, in, out, std::numeric_limits<double>::infinity());
}

void CpuStepper::begin(const SimParams& prm, const FlockState& in, FlockState& out) {
    const std::size_t n = in.size();
    out.flight = in.flight;
    out.resize(n);
    out.step = in.step + 1;
    kthSq_.resize(n, 0.0f);
    if (search_ == NeighbourSearch::Grid && prm.model == FlockModel::Starling) {
        grid_.build(in.position, prm.cellSize, pool_);
    } else if (search_ == NeighbourSearch::Grid) {
        // Topological answers are sorted (nearerThan), so the edge changes the speed only; a
        // metric neighbour list comes in cell order, so metric mode keeps the nominal edge.
        const bool topological = prm.neighbourMode == NeighbourMode::Topological;
        grid_.build(in.position,
                    topological ? densityCellEdge(kthSq_, prm.topologicalK, prm.cellSize, edgeScratch_) : prm.cellSize,
                    pool_);
    }
    air_ = gustField(prm, in.step);
    const float reach = birdObstacleReach(prm);
    if (obstacles_.obstacles != prm.obstacles || obstacles_.reach != reach)
        obstacles_ = buildObstacleField(prm.obstacles, reach);
    nextSlot_ = 0;
    slotCount_ = n;
}

bool CpuStepper::advance(const SimParams& prm, const HawkView& hawk, const FlockState& in, FlockState& out,
                         double budgetMs) {
    const std::span<const glm::vec3> positions(in.position);
    const UniformGrid* starlingGrid = search_ == NeighbourSearch::Grid ? &grid_ : nullptr;
    auto starlingBody = [&](std::size_t begin, std::size_t end) {
        std::array<Neighbour, std::max(kMaxTopologicalK, kStarlingMaxPartners)> partners;
        for (std::size_t i = begin; i < end; ++i) {
            const auto bird = starlingGrid ? grid_.birdOfSlot[i] : static_cast<std::uint32_t>(i);
            if (isRoosting(in.speed[bird])) {
                keepRoosting(in, bird, out);
                continue;
            }
            const StarlingTraits traits = starlingTraits(prm, bird);
            if (!decidesAt(traits, in.step)) {
                flyStarling(prm, hawk, in, bird, traits, nullptr, out, air_, obstacles_);
                continue;
            }
            const int n = starlingPartners(prm, starlingGrid, in, bird, partners.data());
            const StarlingDecision decision =
                decideStarling(prm, hawk, in, bird, traits, {partners.data(), static_cast<std::size_t>(n)}, obstacles_);
            flyStarling(prm, hawk, in, bird, traits, &decision, out, air_, obstacles_);
        }
    };
    auto body = [&](std::size_t begin, std::size_t end) {
        if (prm.model == FlockModel::Starling) {
            starlingBody(begin, end);
            return;
        }
        std::array<Neighbour, kMaxTopologicalK> top;
        std::vector<Neighbour> metric;
        BlockSearch block(grid_, positions);
        for (std::size_t i = begin; i < end; ++i) {
            // In grid order, birds near in memory are near in space: their searches share cells.
            const auto bird = search_ == NeighbourSearch::Grid ? grid_.birdOfSlot[i] : static_cast<std::uint32_t>(i);
            if (isRoosting(in.speed[bird])) {
                keepRoosting(in, bird, out);
                continue;
            }
            const auto nb = gatherNeighbours(prm, grid_, positions, bird, top, metric, search_, &block, kthSq_.data());
            applySteering(prm, in, bird, steerBird(prm, hawk, in, bird, nb, obstacles_), out, air_, obstacles_);
        }
    };
    auto run = [&](std::size_t first, std::size_t count) {
        if (pool_) pool_->parallelFor(count, [&](std::size_t b, std::size_t e) { body(first + b, first + e); });
        else body(first, first + count);
    };
    if (budgetMs == std::numeric_limits<double>::infinity()) {
        run(nextSlot_, slotCount_ - nextSlot_);  // the whole rest in one go: the threads' best split
        nextSlot_ = slotCount_;
        return true;
    }
    using Clock = std::chrono::steady_clock;
    const auto t0 = Clock::now();
    // The rest in one go (one dispatch, the threads' best split) when the time per bird
    // measured last says it fits; else a slice at a time while one more still fits.
    auto restFits = [&](double spentMs) {
        return msPerBird_ > 0.0 && spentMs + msPerBird_ * static_cast<double>(slotCount_ - nextSlot_) <= budgetMs;
    };
    double spentMs = 0.0;
    do {
        const std::size_t count =
            restFits(spentMs) ? slotCount_ - nextSlot_ : std::min(kSliceBirds, slotCount_ - nextSlot_);
        run(nextSlot_, count);
        nextSlot_ += count;
        const double nowMs = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
        msPerBird_ = (nowMs - spentMs) / static_cast<double>(count);
        spentMs = nowMs;
    } while (nextSlot_ < slotCount_ &&
             spentMs + msPerBird_ * static_cast<double>(std::min(kSliceBirds, slotCount_ - nextSlot_)) <= budgetMs);
    return nextSlot_ == slotCount_;
}

double CpuStepper::progress() const {
    return slotCount_ == 0 ? 1.0 : static_cast<double>(nextSlot_) / static_cast<double>(slotCount_);
}

std::vector<std::vector<std::uint32_t>> neighbourSets(const SimParams& prm, const FlockState& state) {
    UniformGrid grid;
    grid.build(state.position, prm.cellSize);
    std::vector<std::vector<std::uint32_t>> sets(state.size());
    std::array<Neighbour, kMaxTopologicalK> top;
    std::vector<Neighbour> metric;
    for (std::uint32_t i = 0; i < state.size(); ++i) {
        auto nb = gatherNeighbours(prm, grid, state.position, i, top, metric);
        std::vector<Neighbour> sorted(nb.begin(), nb.end());
        std::sort(sorted.begin(), sorted.end(), nearerThan);
        for (const auto& x : sorted) sets[i].push_back(x.index);
    }
    return sets;
}

}  // namespace murmur
