// The timeline: a seek lands on exactly the state the run had at that step (across a logged
// hawk and a parameter change), scrubbing forward again repeats the run, a new action after
// a seek starts a new branch, and the keyframes stay within their bound.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "murmur/simulation/timeline.hpp"

namespace murmur {
namespace {

// The test's own action lines: "hawk", or "k N".
void apply(Simulation& sim, const std::string& line) {
    if (line == "hawk") {
        sim.sendHawk();
        return;
    }
    ASSERT_EQ(line.rfind("k ", 0), 0u) << line;
    SimParams p = sim.params();
    p.topologicalK = std::stoi(line.substr(2));
    ASSERT_TRUE(sim.setParams(p));
}

std::uint64_t flockHash(Simulation& sim) {
    FlockState s;
    sim.backend().download(s);
    return stateHash(s);
}

// One step as a driver takes it: the due actions, the step, the keyframe.
void stepOnce(Timeline& timeline, Simulation& sim) {
    for (const std::string& line : timeline.due(sim.stepIndex())) apply(sim, line);
    sim.step((sim.stepIndex() + 1) % 5 == 0);
    timeline.stepped(sim);
}

void seek(Timeline& timeline, Simulation& sim, std::uint32_t step) {
    timeline.rewind(sim, step);
    while (sim.stepIndex() < step) stepOnce(timeline, sim);
}

// A live run to `end` with the user's actions at their steps; the hash of every step.
std::map<std::uint32_t, std::uint64_t> live(Timeline& timeline, Simulation& sim, std::uint32_t end,
                                            const std::map<std::uint32_t, std::string>& actions) {
    std::map<std::uint32_t, std::uint64_t> seen{{sim.stepIndex(), flockHash(sim)}};
    while (sim.stepIndex() < end) {
        if (auto a = actions.find(sim.stepIndex()); a != actions.end()) {
            apply(sim, a->second);
            timeline.acted(sim.stepIndex(), a->second);
        }
        stepOnce(timeline, sim);
        seen[sim.stepIndex()] = flockHash(sim);
    }
    return seen;
}

SimParams flock(int birds = 250) {
    SimParams p;
    p.birdCount = birds;
    return p;
}

TEST(Timeline, ASeekLandsOnTheStateTheRunHadThere) {
    Simulation sim(flock(), makeCpuBackend(2));
    Timeline timeline;
    timeline.start(sim);
    const auto seen = live(timeline, sim, 1200, {{200, "hawk"}, {500, "k 3"}, {900, "hawk"}});
    EXPECT_EQ(timeline.end(), 1200u);
    EXPECT_EQ(timeline.keyframeSteps(), (std::vector<std::uint32_t>{0, 300, 600, 900, 1200}));
    ASSERT_EQ(timeline.log().size(), 3u);
    for (std::uint32_t s : {400u, 950u, 150u, 1200u, 0u, 300u, 599u, 201u}) {
        seek(timeline, sim, s);
        ASSERT_EQ(sim.stepIndex(), s);
        EXPECT_EQ(flockHash(sim), seen.at(s)) << "seek to " << s;
    }
    // From a seek to 450, scrubbing forward goes through the hawk at 900 and the k at 500 again.
    seek(timeline, sim, 450);
    EXPECT_EQ(sim.params().topologicalK, 7);
    while (sim.stepIndex() < 1000) {
        stepOnce(timeline, sim);
        ASSERT_EQ(flockHash(sim), seen.at(sim.stepIndex())) << "step " << sim.stepIndex();
    }
    EXPECT_EQ(sim.params().topologicalK, 3);
    EXPECT_TRUE(sim.hawk().inSky || !sim.attacks().empty());
    EXPECT_EQ(timeline.end(), 1200u);  // scrubbing is no new action: the run is all still there
}

TEST(Timeline, ANewActionAfterASeekDropsTheOldFuture) {
    Simulation sim(flock(), makeCpuBackend(2));
    Timeline timeline;
    timeline.start(sim);
    const auto first = live(timeline, sim, 1000, {{200, "hawk"}, {700, "k 3"}});
    seek(timeline, sim, 400);
    const auto branch = live(timeline, sim, 800, {{400, "k 12"}});
    EXPECT_EQ(timeline.log().size(), 2u);  // the hawk at 200 and k 12 at 400; k 3 at 700 is gone
    EXPECT_EQ(timeline.log().back().line, "k 12");
    EXPECT_EQ(timeline.end(), 800u);
    EXPECT_EQ(timeline.keyframeSteps(), (std::vector<std::uint32_t>{0, 300, 600}));
    EXPECT_EQ(branch.at(400), first.at(400));
    EXPECT_NE(branch.at(800), first.at(800));
    // Seeks now follow the new branch, and before the branch point the old run.
    seek(timeline, sim, 650);
    EXPECT_EQ(flockHash(sim), branch.at(650));
    EXPECT_EQ(sim.params().topologicalK, 12);
    seek(timeline, sim, 390);
    EXPECT_EQ(flockHash(sim), first.at(390));
    EXPECT_EQ(sim.params().topologicalK, 7);
}

TEST(Timeline, WhenFullItThinsOutAndEveryStepStaysReachable) {
    Simulation sim(flock(120), makeCpuBackend(1));
    TimelineConfig config;
    config.interval = 10;
    config.maxKeyframes = 4;
    Timeline timeline(config);
    timeline.start(sim);
    const auto seen = live(timeline, sim, 170, {{35, "hawk"}});
    EXPECT_LE(timeline.keyframeCount(), 4u);
    EXPECT_EQ(timeline.interval(), 80u);  // 10 -> 20 (at 40) -> 40 (at 80) -> 80 (at 160)
    EXPECT_EQ(timeline.keyframeSteps(), (std::vector<std::uint32_t>{0, 80, 160}));
    for (std::uint32_t s : {0u, 36u, 79u, 80u, 121u, 170u}) {
        seek(timeline, sim, s);
        EXPECT_EQ(flockHash(sim), seen.at(s)) << "seek to " << s;
    }
    // A seek past the end stops at the end; the bytes are the keyframes' and the log's.
    seek(timeline, sim, 100);
    EXPECT_EQ(timeline.rewind(sim, 5000), 160u);
    std::size_t expected = 0;
    for (std::uint32_t s : timeline.keyframeSteps()) {
        (void)s;
        expected += 120 * kFlockBytesPerBird;
    }
    EXPECT_GE(timeline.bytes(), expected);
    EXPECT_LE(timeline.bytes(), expected + 3 * 64 * 1024);
}

}  // namespace
}  // namespace murmur
