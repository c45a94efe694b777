// A keyframe of the whole driver, restored, continues bit for bit (the body is
// keyframe_replay.hpp, shared with the GPU tests); taking one changes nothing.
#include <gtest/gtest.h>

#include "keyframe_replay.hpp"

namespace murmur {
namespace {

TEST(SimulationKeyframe, RestoredIntoAFreshSimulationItContinuesBitForBit) {
    testing::keyframeContinuesExactly([] { return makeCpuBackend(2); }, 700);
}

TEST(SimulationKeyframe, TakingOneDisturbsNothing) {
    SimParams params;
    params.birdCount = 300;
    Simulation plain(params, makeCpuBackend(1)), keyed(params, makeCpuBackend(3));
    testing::replayRunTo(plain, testing::kReplaySteps);
    for (std::uint32_t s = 100; s <= testing::kReplaySteps; s += 100) {
        testing::replayRunTo(keyed, s);
        (void)keyed.keyframe();
    }
    EXPECT_EQ(testing::driverDigest(keyed), testing::driverDigest(plain));
}

TEST(SimulationKeyframe, ItsBytesAreTheFlocksAndAFewKilobytes) {
    SimParams params;
    params.birdCount = 1000;
    Simulation sim(params, makeCpuBackend(1));
    const SimulationKeyframe calm = sim.keyframe();
    EXPECT_TRUE(calm.seen.position.empty());  // no hawk: nothing to aim from
    EXPECT_GE(keyframeBytes(calm), 1000 * kFlockBytesPerBird);
    EXPECT_LE(keyframeBytes(calm), 1000 * kFlockBytesPerBird + 16 * 1024);
}

}  // namespace
}  // namespace murmur
