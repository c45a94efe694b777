// The inspector's bookkeeping, with a feed that makes up its close-ups (no GL, no window):
// when it asks for a close-up, its trail, the order Esc lets go in, and what it prints.
#include "bird_inspector.hpp"

#include <string>

#include <gtest/gtest.h>

#include "flock_feed.hpp"

namespace murmur::scene_views {
namespace {

// Bird b at step s is at (s, b, 0), with neighbours b + 1 and b + 2 at distances 1 and 2.
class MadeUpFeed final : public FlockFeed {
public:
    void stepped(Simulation&) override {}
    void restart(Simulation&) override {}
    render::BirdBuffers buffers() const override { return {}; }
    BirdCloseUp closeUp(const SimParams&, std::uint32_t bird) override {
        ++asked;
        BirdCloseUp c;
        c.bird = bird;
        c.previous = {float(step - 1), float(bird), 0.0f};
        c.current = {float(step), float(bird), 0.0f};
        c.speed = 0.35f;
        c.neighbours = {{bird + 1, 1.0f, {}, {}}, {bird + 2, 2.0f, {}, {}}};
        c.total = 2;
        return c;
    }
    std::vector<glm::vec3> shownPositions(float) override { return {}; }

    std::uint32_t step = 1;
    int asked = 0;
};

TEST(BirdInspector, AsksForACloseUpOnlyWhenTheStepOrTheBirdChanges) {
    MadeUpFeed feed;
    BirdInspector inspector;
    const SimParams world;
    inspector.refresh(feed, world, feed.step);
    EXPECT_EQ(feed.asked, 0) << "nothing selected: nothing to ask";
    inspector.select(4);
    inspector.refresh(feed, world, feed.step);
    inspector.refresh(feed, world, feed.step);  // a paused frame
    EXPECT_EQ(feed.asked, 1);
    ++feed.step;
    inspector.refresh(feed, world, feed.step);
    EXPECT_EQ(feed.asked, 2);
    inspector.select(9);
    inspector.refresh(feed, world, feed.step);
    EXPECT_EQ(feed.asked, 3);
    ASSERT_TRUE(inspector.closeUp());
    EXPECT_EQ(inspector.closeUp()->bird, 9u);
    EXPECT_EQ(inspector.shownPosition(0.5f), glm::vec3(1.5f, 9.0f, 0.0f));  // between the two steps
    inspector.flockJumped(100);  // a reset: the same step number may come back with a new flock
    inspector.refresh(feed, world, feed.step);
    EXPECT_EQ(feed.asked, 4);
}

TEST(BirdInspector, PrintsTheBirdAndItsNeighboursOrNone) {
    MadeUpFeed feed;
    BirdInspector inspector;
    EXPECT_EQ(inspector.printLine(), "selection bird=none");
    inspector.select(4);
    inspector.refresh(feed, SimParams{}, feed.step);
    const std::string line = inspector.printLine();
    EXPECT_EQ(line.rfind("selection bird=4 step=1 speed=0.3500 ", 0), 0u) << line;
    EXPECT_NE(line.find(" neighbours=2 total=2 following=0 "), std::string::npos) << line;
    EXPECT_NE(line.find(" list=5:1.0000,6:2.0000"), std::string::npos) << line;
}

TEST(BirdInspector, EscStopsFollowingThenLetsGo) {
    MadeUpFeed feed;
    BirdInspector inspector;
    inspector.setFollowing(true);
    EXPECT_FALSE(inspector.following()) << "nothing to follow";
    EXPECT_FALSE(inspector.escape());
    inspector.select(3);
    inspector.refresh(feed, SimParams{}, feed.step);
    inspector.setFollowing(true);
    EXPECT_TRUE(inspector.following());
    EXPECT_TRUE(inspector.escape());
    EXPECT_FALSE(inspector.following());
    EXPECT_EQ(inspector.selected(), 3u) << "the first Esc only stops following";
    EXPECT_TRUE(inspector.escape());
    EXPECT_FALSE(inspector.selected());
    EXPECT_FALSE(inspector.closeUp());
    EXPECT_FALSE(inspector.escape()) << "then Esc is the window's again";
}

TEST(BirdInspector, ABirdCountBelowTheSelectedBirdLetsGo) {
    MadeUpFeed feed;
    BirdInspector inspector;
    inspector.select(50);
    inspector.setFollowing(true);
    inspector.flockJumped(51);
    EXPECT_EQ(inspector.selected(), 50u);
    inspector.flockJumped(50);
    EXPECT_FALSE(inspector.selected());
    EXPECT_FALSE(inspector.following());
}

}  // namespace
}  // namespace murmur::scene_views
