#include "murmur/model/initial_condition.hpp"

#include <glm/geometric.hpp>

#include "murmur/model/flocks.hpp"
#include "murmur/model/random.hpp"
#include "murmur/model/starling.hpp"

namespace murmur {
namespace {

// Uniform in the unit ball by rejection from the cube, every draw counter-based.
// `firstStream` leaves room for other uses of the same (seed, step, bird).
glm::vec3 unitBallPoint(std::uint32_t seed, std::uint32_t step, std::uint32_t bird, std::uint32_t firstStream = 0) {
    for (std::uint32_t attempt = 0;; ++attempt) {
        const std::uint32_t s = firstStream + 3 * attempt;
        const glm::vec3 v(uniformSymmetric(1.0f, seed, step, bird, s), uniformSymmetric(1.0f, seed, step, bird, s + 1),
                          uniformSymmetric(1.0f, seed, step, bird, s + 2));
        if (glm::dot(v, v) <= 1.0f) return v;
    }
}

// A starling starts at its own cruise speed, wings level, with no steering decided yet and
// StarDisplay's first perception radius (`StarDisplay/Bird.cpp` l.48: 5 m).
constexpr float kStartPerception = 5.0f;
void startFlying(FlockState& st, const SimParams& prm, std::uint32_t i) {
    st.speed[i] = starlingTraits(prm, i).cruiseSpeed;
    st.bank[i] = 0.0f;
    st.steering[i] = glm::vec3(0.0f);
    st.perception[i] = kStartPerception;
}

void initBird(FlockState& st, const SimParams& prm, std::uint32_t i) {
    st.position[i] = unitBallPoint(prm.seed, kStartPositionStep, i) * prm.startRadius;
    if (prm.flockCount > 1) st.position[i] += birdHome(prm, i);  // several flocks: its own ball
    const glm::vec3 u = unitBallPoint(prm.seed, kStartHeadingStep, i) * kStartHeadingSpread;
    const glm::vec3 h = prm.startBias + u;
    const float len = glm::length(h);
    st.heading[i] = len > 1e-6f ? h / len : prm.startBias;
    st.speed[i] = prm.baseSpeed;
    st.fear[i] = 0.0f;
    st.edge[i] = 0.5f;  // unknown until the first step; mid-grey fades in either way
    if (st.flight) startFlying(st, prm, i);
}

}  // namespace

FlockState makeInitialFlock(const SimParams& prm) {
    FlockState st;
    st.flight = prm.model == FlockModel::Starling;
    st.resize(static_cast<std::size_t>(std::max(0, prm.birdCount)));
    for (std::uint32_t i = 0; i < st.size(); ++i) initBird(st, prm, i);
    st.step = 0;
    return st;
}

void resizeFlock(FlockState& st, const SimParams& prm, int newCount) {
    constexpr float kJoinRadius = 1.5f;  // newcomers appear within this of the bird they join
    const std::size_t oldN = st.size();
    const std::size_t n = static_cast<std::size_t>(std::max(0, newCount));
    if (n <= oldN) {
        st.truncate(n);
        return;
    }
    st.resize(n);
    for (std::size_t k = oldN; k < n; ++k) {
        const auto i = static_cast<std::uint32_t>(k);
        if (oldN == 0) {
            initBird(st, prm, i);
            continue;
        }
        // The newcomer joins a bird of its own flock (flocks.hpp), or starts in its flock's
        // ball if that flock has no bird yet. One flock: any bird, as always.
        const auto flocks = static_cast<std::uint32_t>(std::max(prm.flockCount, 1));
        const std::uint32_t flock = flockOf(prm, i);
        const std::size_t members = oldN > flock ? (oldN - 1 - flock) / flocks + 1 : 0;
        if (members == 0) {
            initBird(st, prm, i);
            continue;
        }
        const auto host =
            flock + flocks * static_cast<std::uint32_t>(hashCounter(prm.seed, st.step, i, kStreamJoinBird) %
                                                        static_cast<std::uint32_t>(members));
        st.position[i] = st.position[host] + kJoinRadius * unitBallPoint(prm.seed, st.step, i, kStreamJoinOffset);
        st.heading[i] = st.heading[host];
        st.speed[i] = prm.baseSpeed;
        st.fear[i] = 0.0f;
        st.edge[i] = 1.0f;
        if (st.flight) startFlying(st, prm, i);
    }
}

}  // namespace murmur
