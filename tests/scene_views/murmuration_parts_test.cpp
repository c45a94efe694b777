// The murmuration scene's parts that need no GL: the step pace, the 3D view's pointer and
// the script words' shared checks.
#include <gtest/gtest.h>

#include "flock_view.hpp"
#include "scenes/script_words.hpp"
#include "step_pace.hpp"

namespace murmur::scene_views {
namespace {

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
