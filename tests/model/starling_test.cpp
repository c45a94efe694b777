// The starling model's parts, one at a time (docs/model.md, "Extension: the starling model").
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <set>

#include <glm/geometric.hpp>

#include "murmur/model/cpu_step.hpp"
#include "murmur/model/initial_condition.hpp"
#include "murmur/model/param_table.hpp"
#include "murmur/model/random.hpp"
#include "murmur/model/starling.hpp"

namespace murmur {
namespace {

SimParams starling(int birds) {
    SimParams p;
    p.model = FlockModel::Starling;
    p.birdCount = birds;
    return p;
}

// One bird alone, at the preferred height, wings level, at its cruise speed along x.
FlockState loneBird(const SimParams& p) {
    FlockState st = makeInitialFlock(p);
    st.position[0] = glm::vec3(0.0f);
    st.heading[0] = glm::vec3(1.0f, 0.0f, 0.0f);
    return st;
}

FlockState run(const SimParams& p, FlockState st, int steps, ThreadPool* pool = nullptr,
               NeighbourSearch search = NeighbourSearch::Grid) {
    CpuStepper stepper(pool, search);
    FlockState next;
    for (int i = 0; i < steps; ++i) {
        stepper.step(p, HawkView{}, st, next);
        std::swap(st, next);
    }
    return st;
}

TEST(Starling, TheSeedModelKeepsItsStateAndItsHash) {
    const FlockState seed = makeInitialFlock(SimParams{});
    EXPECT_FALSE(seed.flight);
    EXPECT_TRUE(seed.bank.empty() && seed.steering.empty() && seed.perception.empty());
    FlockState st = makeInitialFlock(starling(10));
    EXPECT_TRUE(st.flight);
    EXPECT_EQ(st.bank.size(), 10u);
    EXPECT_EQ(st.perception.size(), 10u);
    const auto before = stateHash(st);
    st.bank[3] = 0.1f;  // the starling's own arrays are in its hash
    EXPECT_NE(stateHash(st), before);
}

TEST(Starling, ABirdDoesNotSeeANeighbourInItsBlindAngle) {
    SimParams p = starling(2);
    p.starlingAdaptiveRange = false;
    FlockState st = makeInitialFlock(p);
    st.position[0] = {0, 0, 0};
    st.heading[0] = {1, 0, 0};
    st.position[1] = {-1, 0.2f, 0};  // behind bird 0, 11 degrees off its tail: in the 90-degree cone
    st.heading[1] = {1, 0, 0};
    std::array<Neighbour, kMaxTopologicalK> out;
    EXPECT_EQ(starlingPartners(p, nullptr, st, 0, out.data()), 0);
    EXPECT_EQ(starlingPartners(p, nullptr, st, 1, out.data()), 1);  // bird 1 sees bird 0 ahead
    // Out of the cone (60 degrees off the tail, the cone's half-angle being 45) it is seen.
    st.position[1] = {-0.5f, 0.866f, 0};
    EXPECT_EQ(starlingPartners(p, nullptr, st, 0, out.data()), 1);
    // Its decision is then the same as if bird 1 were not there at all; without vision bird 1
    // is seen wherever it is, and changes it (cohesion pulls back, separation pushes on).
    st.position[1] = {-1, 0.2f, 0};
    p.starlingNoiseForce = 0.0f;
    const StarlingTraits traits = starlingTraits(p, 0);
    const int nBlind = starlingPartners(p, nullptr, st, 0, out.data());
    const auto blind = decideStarling(p, HawkView{}, st, 0, traits, {out.data(), static_cast<std::size_t>(nBlind)});
    const auto alone = decideStarling(p, HawkView{}, st, 0, traits, {});
    EXPECT_EQ(blind.steering, alone.steering);
    p.starlingVision = false;
    const int nSeen = starlingPartners(p, nullptr, st, 0, out.data());
    ASSERT_EQ(nSeen, 1);
    const auto seen = decideStarling(p, HawkView{}, st, 0, traits, {out.data(), 1});
    EXPECT_GT(glm::length(seen.steering - alone.steering), 0.1f);
}

TEST(Starling, TheGridFindsExactlyTheVisibleNeighboursBruteForceFinds) {
    SimParams p = starling(3000);
    p.startRadius = 12.0f;
    FlockState st = makeInitialFlock(p);
    // Headings in every direction, so every cone orientation is tried.
    for (std::uint32_t i = 0; i < st.size(); ++i) {
        const glm::vec3 h(uniformSymmetric(1, 7, 1, i, 0), uniformSymmetric(1, 7, 1, i, 1),
                          uniformSymmetric(1, 7, 1, i, 2));
        st.heading[i] = glm::normalize(h + glm::vec3(1e-3f));
        st.perception[i] = 0.5f + 3.0f * uniform01(7, 2, i, 0);
    }
    UniformGrid grid;
    grid.build(st.position, 1.7f);
    for (bool adaptive : {false, true}) {
        p.starlingAdaptiveRange = adaptive;
        for (float blind : {90.0f, 200.0f}) {
            p.starlingBlindAngleDeg = blind;
            std::array<Neighbour, kMaxTopologicalK> a, b;
            for (std::uint32_t i = 0; i < st.size(); i += 7) {
                const int na = starlingPartners(p, &grid, st, i, a.data());
                const int nb = starlingPartners(p, nullptr, st, i, b.data());
                ASSERT_EQ(na, nb) << "bird " << i;
                for (int j = 0; j < na; ++j) {
                    ASSERT_EQ(a[j].index, b[j].index);
                    ASSERT_EQ(a[j].distSq, b[j].distSq);
                }
            }
        }
    }
}

TEST(Starling, LevelFlightAtCruiseSpeedHoldsItsHeightAndABankedTurnLosesIt) {
    SimParams p = starling(1);
    p.starlingRoost = false;
    p.starlingNoiseForce = 0.0f;
    p.starlingDifferences = false;
    const FlockState level = run(p, loneBird(p), 200);  // one second
    EXPECT_NEAR(level.position[0].y, 0.0f, 1e-3f);
    EXPECT_NEAR(level.speed[0], p.starlingCruiseSpeed, 1e-3f);

    // Held at 30 degrees of bank (no roll control), the lift's vertical part is cos(30) W.
    SimParams held = p;
    held.starlingRollIn = 0.0f;
    held.starlingRollOut = 0.0f;
    FlockState start = loneBird(held);
    start.bank[0] = std::numbers::pi_v<float> / 6.0f;
    const FlockState banked = run(held, start, 200);
    EXPECT_LT(banked.position[0].y, -0.3f);           // it sank
    EXPECT_GT(std::abs(banked.position[0].z), 1.0f);  // and turned
    EXPECT_NEAR(banked.bank[0], start.bank[0], 1e-6f);

    // Faster, its lift grows as v^2: at v0 / sqrt(cos 30) the lift holds it up at first, so it
    // sinks far less over a short while.
    FlockState fast = start;
    fast.speed[0] = p.starlingCruiseSpeed / std::sqrt(std::cos(start.bank[0]));
    const FlockState compensated = run(held, fast, 40);
    const FlockState slow = run(held, start, 40);
    EXPECT_LT(std::abs(compensated.position[0].y), 0.25f * std::abs(slow.position[0].y));
}

TEST(Starling, ALateralDemandRollsTheBirdNoFasterThanTheRollRate) {
    SimParams p = starling(1);
    p.starlingRoost = false;
    p.starlingNoiseForce = 0.0f;
    FlockState st = loneBird(p);
    st.steering[0] = glm::vec3(0.0f, 0.0f, 1.0f);  // a newton to its right, held
    const StarlingTraits traits = starlingTraits(p, 0);
    FlockState next = st;
    flyStarling(p, HawkView{}, st, 0, traits, nullptr, next);
    EXPECT_NEAR(next.bank[0], p.starlingMaxRollRate * p.starlingTimeStep, 1e-6f);  // 10 rad/s wanted, 8.73 allowed
    p.starlingFlight = false;
    flyStarling(p, HawkView{}, st, 0, traits, nullptr, next);
    EXPECT_EQ(next.bank[0], 0.0f);
}

TEST(Starling, TheRoostsVerticalPullFlattensABallOfBirds) {
    auto flatness = [](const FlockState& st) {
        glm::vec3 mean(0.0f);
        for (const auto& q : st.position) mean += q;
        mean /= static_cast<float>(st.size());
        double vy = 0, vxz = 0;
        for (const auto& q : st.position) {
            const glm::vec3 d = q - mean;
            vy += d.y * d.y;
            vxz += 0.5 * (d.x * d.x + d.z * d.z);
        }
        return std::sqrt(vy / vxz);  // 1 for a ball, small for a flat flock
    };
    SimParams p = starling(400);
    const double before = flatness(makeInitialFlock(p));
    const double pulled = flatness(run(p, makeInitialFlock(p), 600));
    p.starlingRoostVertical = 0.0f;
    const double free = flatness(run(p, makeInitialFlock(p), 600));
    EXPECT_NEAR(before, 1.0, 0.15);
    EXPECT_LT(pulled, 0.8 * free) << "pulled " << pulled << ", free " << free;
}

TEST(Starling, BeyondTheRoostRadiusABirdIsTurnedBackTheShorterWay) {
    SimParams p = starling(1);
    const float out = p.starlingRoostRadius + 10.0f;  // 10 m beyond the radius, on +x
    // Inside the radius: nothing.
    EXPECT_EQ(roostTurn(p, {p.starlingRoostRadius - 1.0f, 0, 0}, {1, 0, 0}), glm::vec3(0.0f));
    // Flying along the boundary either way: a level force toward the roost, half the full one.
    for (float dir : {1.0f, -1.0f}) {
        const glm::vec3 f = roostTurn(p, {out, 5, 0}, {0, 0, dir});
        EXPECT_EQ(f.y, 0.0f);
        EXPECT_NEAR(f.x, -0.5f * p.starlingRoostHorizontal * 10.0f, 1e-6f) << "heading z " << dir;
        EXPECT_NEAR(f.z, 0.0f, 1e-6f);
    }
    // Heading straight back in: no force; heading 45 degrees outward: sideways, stronger.
    EXPECT_NEAR(glm::length(roostTurn(p, {out, 0, 0}, {-1, 0, 0})), 0.0f, 1e-6f);
    const glm::vec3 h = glm::normalize(glm::vec3(1, 0, 1));
    const glm::vec3 f = roostTurn(p, {out, 0, 0}, h);
    EXPECT_NEAR(glm::dot(f, h), 0.0f, 1e-6f);  // a turn, not a brake
    EXPECT_LT(f.x, 0.0f);                      // toward the roost
    EXPECT_NEAR(glm::length(f), 0.5f * (1.0f + std::sqrt(0.5f)) * p.starlingRoostHorizontal * 10.0f, 1e-5f);
}

TEST(Starling, TheDecidedForceIsCappedAtTheMaximumForce) {
    SimParams p = starling(2);
    FlockState st = makeInitialFlock(p);
    st.position[0] = {0, 50, 0};      // 50 m above the preferred height: the full vertical pull
    st.position[1] = {0.05f, 50, 0};  // inside the hard core: the full separation
    st.heading[0] = st.heading[1] = {1, 0, 0};
    st.speed[0] = p.starlingMaxSpeed;  // far above cruise: a strong speed control
    std::array<Neighbour, kMaxTopologicalK> out;
    const int n = starlingPartners(p, nullptr, st, 0, out.data());
    ASSERT_EQ(n, 1);
    const StarlingTraits traits = starlingTraits(p, 0);
    const auto capped = decideStarling(p, HawkView{}, st, 0, traits, {out.data(), 1});
    EXPECT_NEAR(glm::length(capped.steering), p.starlingMaxForce, 1e-5f);
    p.starlingMaxForce = 100.0f;
    const auto free = decideStarling(p, HawkView{}, st, 0, traits, {out.data(), 1});
    EXPECT_GT(glm::length(free.steering), 1.2f);
    // The cap shortens the force; it does not turn it.
    EXPECT_GT(glm::dot(glm::normalize(free.steering), glm::normalize(capped.steering)), 0.9999f);
}

TEST(Starling, EachBirdsTraitsComeFromTheSeedAlone) {
    SimParams p = starling(100);
    std::set<std::uint32_t> intervals;
    std::set<float> speeds;
    for (std::uint32_t i = 0; i < 100; ++i) {
        const StarlingTraits a = starlingTraits(p, i), b = starlingTraits(p, i);
        EXPECT_EQ(a.reactionSteps, b.reactionSteps);
        EXPECT_EQ(a.phase, b.phase);
        EXPECT_EQ(a.cruiseSpeed, b.cruiseSpeed);
        EXPECT_LT(a.phase, a.reactionSteps);
        EXPECT_GE(a.reactionSteps, 7u);  // 50 ms * (1 +- 0.25) in 5 ms steps: 7.5 to 12.5
        EXPECT_LE(a.reactionSteps, 13u);
        intervals.insert(a.reactionSteps);
        speeds.insert(a.cruiseSpeed);
    }
    EXPECT_GE(intervals.size(), 4u);
    EXPECT_GE(speeds.size(), 90u);
    SimParams other = p;
    other.seed = 2;
    EXPECT_NE(starlingTraits(p, 5).cruiseSpeed, starlingTraits(other, 5).cruiseSpeed);
    p.starlingDifferences = false;
    for (std::uint32_t i = 0; i < 100; ++i) {
        EXPECT_EQ(starlingTraits(p, i).reactionSteps, 10u);
        EXPECT_EQ(starlingTraits(p, i).cruiseSpeed, p.starlingCruiseSpeed);
    }
}

TEST(Starling, TheStepIsTheSameForAnyThreadCountAndForTheBruteForceSearch) {
    const SimParams p = starling(1200);
    const FlockState start = makeInitialFlock(p);
    const FlockState one = run(p, start, 60);
    ThreadPool two(2);
    const FlockState split = run(p, start, 60, &two);
    const FlockState brute = run(p, start, 60, nullptr, NeighbourSearch::BruteForce);
    EXPECT_EQ(stateHash(one), stateHash(split));
    EXPECT_EQ(stateHash(one), stateHash(brute));
    EXPECT_NE(stateHash(one), stateHash(start));
}

TEST(Starling, TheBirdsStayFiniteAboveTheGroundAndTheRangeFindsAboutItsPartners) {
    SimParams p = starling(1000);
    p.starlingAltitude = 8.0f;  // low, so some birds meet the ground
    const FlockState st = run(p, makeInitialFlock(p), 800);
    ASSERT_TRUE(allFinite(st));
    float lowest = 1e9f;
    for (const auto& q : st.position) lowest = std::min(lowest, q.y);
    EXPECT_GE(lowest, groundHeight(p) + kGroundClearance);
    double partners = 0;
    std::array<Neighbour, kMaxTopologicalK> out;
    for (std::uint32_t i = 0; i < st.size(); ++i) partners += starlingPartners(p, nullptr, st, i, out.data());
    partners /= static_cast<double>(st.size());
    // The radius update's fixed point is n + 1 = n_c, so about 5.5 partners.
    EXPECT_GT(partners, 3.0);
    EXPECT_LT(partners, 9.0);
}

TEST(Starling, ItsSettingsAreCheckedAndReadBack) {
    SimParams p;
    EXPECT_EQ(setParamText(p, *findParam("model"), "starling"), std::nullopt);
    EXPECT_EQ(p.model, FlockModel::Starling);
    EXPECT_EQ(paramText(p, *findParam("model")), "starling");
    EXPECT_NE(setParamText(p, *findParam("model"), "sparrow"), std::nullopt);
    p.starlingMinSpeed = 11.0f;  // above the cruise speed
    ASSERT_TRUE(validate(p).has_value());
    EXPECT_NE(validate(p)->find("starlingCruiseSpeed"), std::string::npos);
    p = starling(10);
    p.wind = {12.0f, 0.0f, 0.0f};  // m/s, faster than the birds fly
    EXPECT_TRUE(validate(p).has_value());
    p.wind = {3.0f, 0.0f, 0.0f};
    EXPECT_EQ(validate(p), std::nullopt);
    p.starlingReactionTime = 0.004f;  // shorter than a step
    EXPECT_TRUE(validate(p).has_value());
}

}  // namespace
}  // namespace murmur
