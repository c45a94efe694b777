// The escape wave's fit and the escape patterns' criteria, on constructed data.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include <glm/geometric.hpp>

#include "murmur/model/random.hpp"
#include "murmur/simulation/escape_patterns.hpp"
#include "murmur/simulation/escape_wave.hpp"

namespace murmur {
namespace {

constexpr float kCruise = 0.35f;  // V0

// A point uniform in the ball of radius r, from the project's counter-based random.
glm::vec3 inBall(float r, std::uint32_t i) {
    for (std::uint32_t k = 0;; ++k) {
        const glm::vec3 u(2.0f * uniform01(7, k, i, 0) - 1.0f, 2.0f * uniform01(7, k, i, 1) - 1.0f,
                          2.0f * uniform01(7, k, i, 2) - 1.0f);
        if (glm::dot(u, u) <= 1.0f) return r * u;
    }
}

// Birds in a ball around bird 0; each startled at 100 + distance / speed (rounded to whole
// steps), plus up to +-jitterSteps of noise.
std::vector<StartleOnset> plantedWave(int birds, double speed, int jitterSteps) {
    std::vector<StartleOnset> out;
    for (int i = 0; i < birds; ++i) {
        const glm::vec3 p = i == 0 ? glm::vec3(0.0f) : inBall(20.0f, static_cast<std::uint32_t>(i));
        const double noise = jitterSteps * (2.0 * uniform01(9, 0, static_cast<std::uint32_t>(i), 0) - 1.0);
        const double t = 100.0 + glm::length(p) / speed + noise;
        out.push_back({static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(std::max(100.0, std::round(t))), p});
    }
    return out;
}

TEST(EscapeWave, RecoversAPlantedSpeedWithinTenPercent) {
    for (double speed : {0.5, 1.0, 2.5}) {
        const WaveFit fit = fitEscapeWave(plantedWave(200, speed, 2), kCruise);
        ASSERT_TRUE(fit.isWave) << speed << " r2 " << fit.r2;
        EXPECT_NEAR(fit.speed, speed, 0.1 * speed);
        EXPECT_NEAR(fit.speedOverCruise, fit.speed / kCruise, 1e-9);
        EXPECT_GE(fit.r2, kWaveMinR2);
    }
}

TEST(EscapeWave, RejectsOnsetsThatIgnoreDistance) {
    std::vector<StartleOnset> noise;
    for (std::uint32_t i = 0; i < 200; ++i)
        noise.push_back({i, 100 + static_cast<std::uint32_t>(30.0f * uniform01(11, 0, i, 0)), inBall(20.0f, i)});
    const WaveFit fit = fitEscapeWave(noise, kCruise);
    EXPECT_FALSE(fit.isWave) << "r2 " << fit.r2 << " slope " << fit.slope;
    EXPECT_LT(fit.r2, kWaveMinR2);
    EXPECT_EQ(fit.speed, 0.0);
}

TEST(EscapeWave, NeedsEnoughBirdsAndALaterOnsetFarther) {
    // A perfect line through too few birds.
    EXPECT_FALSE(fitEscapeWave(plantedWave(kWaveMinBirds - 1, 1.0, 0), kCruise).isWave);
    EXPECT_TRUE(fitEscapeWave(plantedWave(kWaveMinBirds + 10, 1.0, 0), kCruise).isWave);
    // Fright that reaches the far birds first (the line slopes down) is no wave out of the first.
    std::vector<StartleOnset> inward;
    for (std::uint32_t i = 0; i < 50; ++i) inward.push_back({i, 200 - i, glm::vec3(static_cast<float>(i), 0, 0)});
    inward[0].step = 100;  // the first-startled bird, at the origin
    const WaveFit fit = fitEscapeWave(inward, kCruise);
    EXPECT_LT(fit.slope, 0.0);
    EXPECT_FALSE(fit.isWave);
    // Degenerate input: nothing to fit.
    EXPECT_FALSE(fitEscapeWave({}, kCruise).isWave);
    const std::vector<StartleOnset> sameSpot(30, StartleOnset{0, 5, glm::vec3(1, 2, 3)});
    EXPECT_FALSE(fitEscapeWave(sameSpot, kCruise).isWave);
}

std::vector<PatternSample> series(std::vector<float> largest, std::vector<int> count, std::vector<float> meanDistance,
                                  std::uint32_t every = 1) {
    std::vector<PatternSample> out;
    for (std::size_t i = 0; i < largest.size(); ++i)
        out.push_back({static_cast<std::uint32_t>(600 + i * every), true, largest[i], count[i], meanDistance[i]});
    return out;
}

TEST(EscapePatterns, SplitNeedsTheLargestShareToFallAndTheCountToRise) {
    const PatternBaseline base{95.0f, 1.0f, 8.0f};
    // Two new bodies: the largest share falls to 60 while there are 3 clusters.
    EXPECT_TRUE(isSplit(base, series({95, 80, 60, 70}, {1, 2, 3, 2}, {8, 8, 8, 8})));
    // Birds shed below the cluster floor: the share falls, the count does not rise.
    EXPECT_FALSE(isSplit(base, series({95, 70, 60, 70}, {1, 1, 1, 1}, {8, 8, 8, 8})));
    // A second cluster breaks off but the main body keeps 90 % (> 0.8 x 95).
    EXPECT_FALSE(isSplit(base, series({95, 90, 90}, {1, 2, 2}, {8, 8, 8})));
    // Both must hold on the same step.
    EXPECT_FALSE(isSplit(base, series({70, 95}, {1, 3}, {8, 8})));
    // Steps without clusters count for nothing.
    auto noClusters = series({10}, {5}, {8});
    noClusters[0].hasClusters = false;
    EXPECT_FALSE(isSplit(base, noClusters));
}

TEST(EscapePatterns, FlashExpansionIsASuddenOutwardJump) {
    // 8 -> 10 (x1.25) within 5 steps.
    EXPECT_TRUE(isFlashExpansion(series({95, 95, 95}, {1, 1, 1}, {8, 9, 10}, 2)));
    // The same growth over 20 steps is a loosening, not a flash.
    EXPECT_FALSE(isFlashExpansion(series({95, 95, 95}, {1, 1, 1}, {8, 9, 10}, 10)));
    // A jump just under the factor.
    EXPECT_FALSE(isFlashExpansion(series({95, 95}, {1, 1}, {8, 8 * kFlashFactor * 0.99f})));
    // Contraction is no expansion.
    EXPECT_FALSE(isFlashExpansion(series({95, 95}, {1, 1}, {10, 6})));
    const auto both = findEscapePatterns({95, 1, 8}, series({95, 60}, {1, 3}, {8, 12}));
    EXPECT_TRUE(both.split);
    EXPECT_TRUE(both.flashExpansion);
    EXPECT_FLOAT_EQ(both.peakExpansion, 1.5f);
    EXPECT_FLOAT_EQ(peakExpansion(series({95, 95, 95}, {1, 1, 1}, {8, 9, 10}, 10)), 9.0f / 8.0f);  // 10 steps apart
}

// A cube of birds on a grid, with or without a hole carved around a point.
std::vector<glm::vec3> gridFlock(int side, glm::vec3 hole = glm::vec3(1e9f), float holeRadius = 0.0f) {
    std::vector<glm::vec3> birds;
    for (int x = 0; x < side; ++x)
        for (int y = 0; y < side; ++y)
            for (int z = 0; z < side; ++z) {
                const glm::vec3 p{float(x), float(y), float(z)};
                if (glm::length(p - hole) >= holeRadius) birds.push_back(p);
            }
    return birds;
}

TEST(EscapePatterns, AVacuoleIsAnEmptyHoleAroundTheHawkInsideTheFlock) {
    const glm::vec3 middle(9.5f, 9.5f, 9.5f);
    // 20^3 birds: RMS radius 10, so a spacing of about 0.8 by the criterion's measure and
    // an empty sphere of 2.4 needed; a hole of radius 6 has it.
    const auto holed = gridFlock(20, middle, 6.0f);
    EXPECT_TRUE(isVacuoleStep(holed, middle));
    // The same hawk in the full flock: birds all around it.
    EXPECT_FALSE(isVacuoleStep(gridFlock(20), middle));
    // A hole too small for the criterion (1.6 < 2.4).
    EXPECT_FALSE(isVacuoleStep(gridFlock(20, middle, 1.6f), middle));
    // Outside the flock, however empty around it: not a vacuole.
    EXPECT_FALSE(isVacuoleStep(holed, glm::vec3(60.0f, 9.5f, 9.5f)));
    EXPECT_FALSE(isVacuoleStep(std::vector<glm::vec3>{glm::vec3(0.0f)}, glm::vec3(0.0f)));
}

}  // namespace
}  // namespace murmur
