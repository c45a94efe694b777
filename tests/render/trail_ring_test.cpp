// The trails' ring (trail_ring.hpp): which slot each new step goes to, the order a trail is
// drawn in, and when it starts again.
#include <gtest/gtest.h>

#include "trail_ring.hpp"

namespace murmur::render {
namespace {

TEST(TrailRing, KeepsTheLastStepsOldestFirst) {
    TrailRing ring;
    const TrailRing::Push first = ring.push(10, 500, 3);
    EXPECT_TRUE(first.restart);
    EXPECT_EQ(first.slots, 4);  // three segments join four steps
    EXPECT_EQ(first.slot, 0);
    EXPECT_EQ(ring.push(10, 500, 3).slot, -1) << "the same step shown again is kept once";
    for (std::uint32_t step = 11; step <= 15; ++step) {
        const TrailRing::Push p = ring.push(step, 500, 3);
        EXPECT_FALSE(p.restart);
        EXPECT_EQ(p.slot, static_cast<int>((step - 10) % 4));
    }
    // Steps 12 .. 15 are in slots 2, 3, 0, 1.
    EXPECT_EQ(ring.ordered(), (std::vector<int>{2, 3, 0, 1}));
}

TEST(TrailRing, StartsAgainWhenTheFlockJumps) {
    TrailRing ring;
    ring.push(10, 500, 8);
    ring.push(12, 500, 8);  // two steps a frame: still one trail
    EXPECT_EQ(ring.ordered().size(), 2u);
    EXPECT_TRUE(ring.push(11, 500, 8).restart) << "a step back (reset, seek)";
    EXPECT_TRUE(ring.push(11 + kTrailMaxGap + 1, 500, 8).restart) << "a seek ahead";
    EXPECT_TRUE(ring.push(30, 400, 8).restart) << "another bird count";
    EXPECT_TRUE(ring.push(31, 400, 4).restart) << "another length";
    EXPECT_EQ(ring.ordered(), (std::vector<int>{0}));
    EXPECT_EQ(ring.push(32, 400, 0).slot, -1) << "off";
    EXPECT_TRUE(ring.ordered().empty());
    EXPECT_EQ(ring.push(33, 400, kMaxTrailSteps + 50).slots, kMaxTrailSteps + 1) << "clamped";
}

}  // namespace
}  // namespace murmur::render
