// The murmuration scene's parts that need no GL: the step pace and rate, the 3D view's pointer and
// the script words' shared checks.
#include <gtest/gtest.h>

#include "flock_view.hpp"
#include "murmur/model/starling.hpp"
#include "scenes/script_words.hpp"
#include "step_pace.hpp"
#include "step_rate.hpp"
#include "wedge_mesh.hpp"
#include "world_scale.hpp"

namespace murmur::scene_views {
namespace {

TEST(WorldScale, TheSeedWorldKeepsTheRenderersAndCamerasDefaults) {
    const WorldScale seed = worldScaleFor(SimParams{});
    EXPECT_FALSE(seed.inMetres);
    EXPECT_EQ(seed.style.groundY, render::SceneStyle{}.groundY);
    EXPECT_EQ(seed.style.birdLength, render::SceneStyle{}.birdLength);
    EXPECT_EQ(seed.style.roostRadius, 0.0f);
    EXPECT_EQ(seed.camera.minDistance, render::OrbitCameraLimits{}.minDistance);
    EXPECT_EQ(seed.cruiseSpeed, SimParams{}.baseSpeed);
}

TEST(WorldScale, TheStarlingWorldIsInMetres) {
    SimParams p = withModel(SimParams{}, FlockModel::Starling);
    const WorldScale s = worldScaleFor(p);
    EXPECT_TRUE(s.inMetres);
    EXPECT_EQ(s.style.groundY, -p.starlingAltitude);  // 120 m below the preferred height
    EXPECT_EQ(s.camera.groundY, s.style.groundY);
    EXPECT_NEAR(s.style.birdLength * render::kWedgeSpan, kStarlingWingspan, 1e-6f);  // a 0.4 m wing span
    EXPECT_NEAR(s.style.hawkLength * render::kWedgeSpan, 1.0f, 1e-6f);               // the falcon's 1 m
    EXPECT_EQ(s.style.roostRadius, p.starlingRoostRadius);
    EXPECT_LT(s.camera.minPitchDeg, 0.0f);                                 // it may look up at the flock from below
    EXPECT_EQ(s.cruiseSpeed, p.starlingCruiseSpeed * p.starlingTimeStep);  // m per step, as positions move
    p.starlingRoost = false;
    EXPECT_EQ(worldScaleFor(p).style.roostRadius, 0.0f);  // no roost, no ring
}

TEST(StepPace, CarriesFractionsAndAStepAndStopsAtTheLimit) {
    StepPace pace;
    SceneClock clock;
    clock.speed = 2.5f;
    EXPECT_EQ(pace.due(clock), 2);
    EXPECT_FLOAT_EQ(pace.alpha(), 0.5f);
    EXPECT_EQ(pace.due(clock), 3);
    clock.paused = true;
    EXPECT_EQ(pace.due(clock), 0);
    clock.stepOnce = true;
    EXPECT_EQ(pace.due(clock), 1);
    EXPECT_FALSE(clock.stepOnce) << "a Step is taken once";
    clock.paused = false;
    clock.speed = kMaxSceneSpeed;
    clock.stepOnce = true;
    EXPECT_EQ(pace.due(clock), static_cast<int>(kMaxSceneSpeed));
    pace.frameDone(8, 5, StepPace::Clock::now());
    EXPECT_EQ(pace.stepsBehind(), 3);
    EXPECT_TRUE(StepPace::countsClusters(10));
    EXPECT_FALSE(StepPace::countsClusters(11));
}

// A Step that did not fit its frame's budget (a large flock) is taken by the next frames
// even while paused; the steps put off still move the drawn birds on, as before.
TEST(StepPace, AStepPutOffWhilePausedIsTakenByTheNextFrame) {
    StepPace pace;
    SceneClock clock;
    clock.paused = true;
    clock.stepOnce = true;
    EXPECT_EQ(pace.due(clock), 1);
    pace.frameDone(1, 0, StepPace::Clock::now());  // the budget ran out before the step was ready
    EXPECT_EQ(pace.stepsBehind(), 1);
    EXPECT_FLOAT_EQ(pace.alpha(), 1.0f);
    EXPECT_EQ(pace.due(clock), 1) << "still paused, and the Step is still owed";
    pace.frameDone(1, 1, StepPace::Clock::now());
    EXPECT_EQ(pace.stepsBehind(), 0);
    EXPECT_EQ(pace.due(clock), 0);
    EXPECT_FLOAT_EQ(pace.alpha(), 0.0f);
    clock.paused = false;
    clock.speed = 1.5f;
    EXPECT_EQ(pace.due(clock), 1);
    pace.frameDone(1, 0, StepPace::Clock::now());
    EXPECT_FLOAT_EQ(pace.alpha(), 1.5f);
    EXPECT_EQ(pace.due(clock), 3) << "the step owed, and 1.5 + 0.5 of the speed";
    pace.restart();
    EXPECT_FLOAT_EQ(pace.alpha(), 0.0f);
}

// Steps of the speed's put off wait while paused (the flock stops), and the carry and the
// steps put off stay within the limit as when they were carried together.
TEST(StepPace, StepsOfTheSpeedPutOffWaitWhilePausedAndStayWithinTheLimit) {
    StepPace pace;
    SceneClock clock;
    clock.speed = 3.0f;
    EXPECT_EQ(pace.due(clock), 3);
    pace.frameDone(3, 0, StepPace::Clock::now());
    clock.paused = true;
    EXPECT_EQ(pace.due(clock), 0) << "paused: the flock stops, however far behind";
    pace.frameDone(0, 0, StepPace::Clock::now());
    EXPECT_FLOAT_EQ(pace.alpha(), 3.0f);
    clock.paused = false;
    EXPECT_EQ(pace.due(clock), 6);
    pace.frameDone(6, 6, StepPace::Clock::now());
    clock.speed = 7.7f;
    EXPECT_EQ(pace.due(clock), 7);
    pace.frameDone(7, 0, StepPace::Clock::now());
    EXPECT_NEAR(pace.alpha(), 7.7f, 1e-5f);
    EXPECT_EQ(pace.due(clock), static_cast<int>(kMaxSceneSpeed));  // 7 + 7.7 + 0.7, at most the limit
    pace.frameDone(static_cast<int>(kMaxSceneSpeed), 0, StepPace::Clock::now());
    EXPECT_FLOAT_EQ(pace.alpha(), kMaxSceneSpeed) << "the carry's fraction goes at the limit";
    EXPECT_EQ(pace.due(clock), static_cast<int>(kMaxSceneSpeed));
    EXPECT_NEAR(pace.alpha(), 0.7f, 1e-5f);
}

// The flock's own pace: steps over the last whole second, the mean since the first frame
// (which only starts the clock), and the frames that waited for a step.
TEST(StepRate, CountsStepsPerSecondOverWholeWindowsAndTheFramesThatWaited) {
    StepRate rate;
    rate.frame(10.0, 5, false);  // the first frame: its steps had no time before them
    EXPECT_EQ(rate.stepsPerSecond(), 0.0);
    EXPECT_EQ(rate.meanStepsPerSecond(), 0.0);
    rate.frame(10.5, 15, true);
    EXPECT_EQ(rate.stepsPerSecond(), 0.0);  // not a whole second yet
    EXPECT_DOUBLE_EQ(rate.meanStepsPerSecond(), 30.0);
    rate.frame(11.0, 15, false);
    EXPECT_DOUBLE_EQ(rate.stepsPerSecond(), 30.0);
    rate.frame(11.5, 0, true);
    rate.frame(12.25, 6, false);
    EXPECT_DOUBLE_EQ(rate.stepsPerSecond(), 6.0 / 1.25);
    EXPECT_DOUBLE_EQ(rate.meanStepsPerSecond(), 36.0 / 2.25);
    EXPECT_EQ(rate.framesThatWaited(), 2);
}

SceneEvent at(SceneEvent::Kind kind, float x, float y) {
    SceneEvent e;
    e.kind = kind;
    e.x = x;
    e.y = y;
    return e;
}

TEST(FlockView, APressReleasedInPlaceIsAClickADragIsNot) {
    using K = SceneEvent::Kind;
    FlockView view;
    view.layOut(SceneViewport{0.0f, 0.0f, 400.0f, 300.0f, 1.0f, 300, 100.0f});  // the view: 400 x 200
    view.setLegend({0.0f, 0.0f, 50.0f, 20.0f});
    EXPECT_FALSE(view.input(at(K::Press, 100.0f, 100.0f)).click);
    const auto click = view.input(at(K::Release, 100.0f, 100.0f)).click;
    ASSERT_TRUE(click);
    EXPECT_FLOAT_EQ(click->x, 100.0f);

    const float yaw = view.camera().yawDeg();
    view.input(at(K::Press, 100.0f, 100.0f));
    EXPECT_FALSE(view.input(at(K::Move, 101.0f, 100.0f)).dragStarted) << "within the click slop";
    EXPECT_TRUE(view.input(at(K::Move, 140.0f, 100.0f)).dragStarted);
    EXPECT_FALSE(view.input(at(K::Move, 150.0f, 100.0f)).dragStarted) << "once per drag";
    EXPECT_NE(view.camera().yawDeg(), yaw);
    EXPECT_FALSE(view.input(at(K::Release, 150.0f, 100.0f)).click);

    view.input(at(K::Press, 10.0f, 10.0f));  // the legend
    EXPECT_FALSE(view.input(at(K::Release, 10.0f, 10.0f)).click);
    view.input(at(K::Press, 100.0f, 250.0f));  // the charts under the view
    EXPECT_FALSE(view.input(at(K::Release, 100.0f, 250.0f)).click);
}

TEST(ScriptWords, AChoiceTableChecksItsWordAndItsArguments) {
    struct Owner {
        int shown = 0;
    };
    static constexpr scenes::ChoiceRow<Owner> kChoices[] = {
        {"show", 0, [](Owner& o, const scenes::ScriptLine&) { ++o.shown; }},
        {"open", 1, [](Owner&, const scenes::ScriptLine&) {}},
    };
    using Line = scenes::ScriptLine;
    EXPECT_FALSE(scenes::checkChoice<kChoices>(Line{"part", "show"}));
    EXPECT_FALSE(scenes::checkChoice<kChoices>(Line{"part", "open", "dir"}));
    EXPECT_EQ(scenes::checkChoice<kChoices>(Line{"part", "close"}), "'part' takes show or open, got 'close'");
    EXPECT_EQ(scenes::checkChoice<kChoices>(Line{"part"}), "'part' takes 1 argument, got 0");
    EXPECT_EQ(scenes::checkChoice<kChoices>(Line{"part", "show", "now"}), "'part' takes 1 argument, got 2");
    Owner owner;
    EXPECT_TRUE(scenes::runChoice<kChoices>(owner, Line{"part", "show"}));
    EXPECT_EQ(owner.shown, 1);
}

}  // namespace
}  // namespace murmur::scene_views
