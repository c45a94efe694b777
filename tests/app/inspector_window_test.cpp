// The bird inspector, end to end, as a person uses it: the real `murmur` in Xvfb on both
// backends. A click on a bird (the script's pointer and click, then a real X click from
// xdotool) selects it: `print selection` names it with its k neighbours, the screenshot
// shows the magenta ring and the lines to its neighbours; a click on the sky and Esc let go,
// a drag only turns the camera, F follows.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "x_session.hpp"

namespace murmur::apptest {
namespace {

constexpr int kK = 5;  // not the default 7, so the count is the flag's

std::vector<std::string> args(const std::string& backend, const std::string& script) {
    return {"--backend", backend, "--auto-reduce",    "off",    "--autorotate", "off",      "--birds",
            "900",       "--k",   std::to_string(kK), "--size", "900x600",      "--script", script};
}

// The inspector's magenta (bird_inspector.cpp), anti-aliased over sky, ground or birds.
bool isInspectorPixel(const std::uint8_t* p) {
    return p[0] > 170 && p[1] < 140 && p[2] > 130 && p[0] > p[1] + 70;
}

// Magenta pixels whose distance from (cx, cy) lies in [from, to).
int inspectorPixelsAround(const Image& img, int cx, int cy, float from, float to) {
    int n = 0;
    const int r = static_cast<int>(std::ceil(to));
    for (int y = cy - r; y <= cy + r; ++y)
        for (int x = cx - r; x <= cx + r; ++x) {
            if (x < 0 || y < 0 || x >= img.width || y >= img.height) continue;
            const float d = std::hypot(float(x - cx), float(y - cy));
            if (d >= from && d < to && isInspectorPixel(img.at(x, y))) ++n;
        }
    return n;
}

// The start every test shares: some steps, paused, closer in (and still: the camera has
// caught up with the flock's centre, which it eases toward), bird 7 selected and printed
// (its place on the screen), then let go with Esc.
const char* kPrologue =
    "wait 20\npause on\nzoom 0.3\nwait 150\nselect 7\nwait 2\nprint selection\nkey escape\nwait 2\n"
    "print selection\nprint layout\n";

class Inspector : public WindowTest, public ::testing::WithParamInterface<const char*> {};

TEST_P(Inspector, AClickedBirdIsRingedAndJoinedToItsNeighboursEscLetsGo) {
    const std::string backend = GetParam();
    // Run 1: where bird 7 is drawn at this moment (the runs are deterministic, frame by frame).
    const RunResult first =
        runMurmur(display(), args(backend, writeScript("where.script", std::string(kPrologue) + "quit\n")));
    ASSERT_EQ(first.exitCode, 0) << first.err << first.out;
    ASSERT_NE(first.out.find(backend + " backend"), std::string::npos) << first.out;
    const auto seven = parseKeyValues(first.out, "selection", 0);
    ASSERT_EQ(seven.at("bird"), "7") << first.out;
    EXPECT_EQ(parseKeyValues(first.out, "selection", 1).at("bird"), "none") << "Esc let go";
    const PixelRect scene = parseLayout(first.out)["scene"], view = parseLayout(first.out)["view"];
    const float x = std::stof(seven.at("x")), y = std::stof(seven.at("y"));
    ASSERT_TRUE(x > view.x && x < view.x + view.width && y > view.y && y < view.y + view.height) << first.out;

    // Run 2: the same moment, a click there; then the sky; then the bird again and Esc.
    char pointer[64];
    std::snprintf(pointer, sizeof pointer, "pointer %.5f %.5f\n", (x - scene.x) / scene.width,
                  (y - scene.y) / scene.height);
    const std::string none = tempPath("none.png"), ringed = tempPath("ringed.png");
    const std::string script = std::string(kPrologue) + "screenshot " + none + "\n" + pointer +
                               "click\nwait 2\nprint selection\nscreenshot " + ringed +
                               "\npointer 0.03 0.05\nclick\nwait 2\nprint selection\n" + pointer +
                               "click\nwait 2\nkey f\nwait 90\nprint selection\nprint camera\nkey escape\nwait 2\n"
                               "print selection\nkey escape\nwait 2\nprint selection\nquit\n";
    const RunResult r = runMurmur(display(), args(backend, writeScript("click.script", script)));
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;

    const auto clicked = parseKeyValues(r.out, "selection", 2);
    ASSERT_NE(clicked.at("bird"), "none") << r.out;
    EXPECT_EQ(clicked.at("neighbours"), std::to_string(kK)) << r.out;
    EXPECT_EQ(clicked.at("total"), std::to_string(kK)) << r.out;
    EXPECT_EQ(clicked.at("following"), "0");
    EXPECT_EQ(std::count(clicked.at("list").begin(), clicked.at("list").end(), ':'), kK) << "each with its distance";
    const float cx = std::stof(clicked.at("x")), cy = std::stof(clicked.at("y"));
    EXPECT_LE(std::hypot(cx - x, cy - y), 12.0f) << "the bird under the pointer (bird 7 or one drawn over it)";
    EXPECT_GT(std::stof(clicked.at("speed")), 0.0f);

    // Nothing magenta before the click; the ring around the bird and lines beyond it after.
    const Image before = loadPng(none), after = loadPng(ringed);
    ASSERT_TRUE(before.ok() && after.ok());
    EXPECT_EQ(countPixels(before, view, isInspectorPixel), 0);
    EXPECT_GT(inspectorPixelsAround(after, int(cx), int(cy), 7.0f, 13.0f), 60) << "the ring";
    EXPECT_GT(inspectorPixelsAround(after, int(cx), int(cy), 15.0f, 120.0f), 15) << "the neighbour lines";

    // The sky lets go; F follows (the camera closes in behind the bird); Esc stops following,
    // then lets go.
    EXPECT_EQ(parseKeyValues(r.out, "selection", 3).at("bird"), "none") << r.out;
    const auto following = parseKeyValues(r.out, "selection", 4);
    EXPECT_EQ(following.at("bird"), clicked.at("bird"));
    EXPECT_EQ(following.at("following"), "1");
    EXPECT_NEAR(std::stof(parseKeyValues(r.out, "camera").at("distance")), 24.0f, 1.0f);
    const float fx = std::stof(following.at("x")), fy = std::stof(following.at("y"));
    EXPECT_NEAR(fx, view.x + view.width / 2.0f, 2.0f) << "the followed bird is in the middle of the view";
    EXPECT_NEAR(fy, view.y + view.height / 2.0f, 2.0f);
    EXPECT_EQ(parseKeyValues(r.out, "selection", 5).at("following"), "0");
    EXPECT_EQ(parseKeyValues(r.out, "selection", 5).at("bird"), clicked.at("bird"));
    EXPECT_EQ(parseKeyValues(r.out, "selection", 6).at("bird"), "none");
}

INSTANTIATE_TEST_SUITE_P(Backends, Inspector, ::testing::Values("cpu", "gpu"),
                         [](const ::testing::TestParamInfo<const char*>& info) { return std::string(info.param); });

// Real X events: a click on a bird selects it, a drag from the sky turns the camera and keeps
// the selection, Esc lets go. A bad `select` says why and selects nothing.
class InspectorByHand : public WindowTest {};

TEST_F(InspectorByHand, AClickSelectsADragDoesNotEscLetsGo) {
    const std::string script = writeScript(
        "hand.script", std::string(kPrologue) +
                           "select 900\nwait 200\nprint selection\nprint camera\nwait 200\nprint selection\n"
                           "print camera\nwait 200\nprint selection\nquit\n");
    std::vector<std::string> a = args("cpu", script);
    a.insert(a.end(), {"--frame-delay-ms", "15"});
    Murmur app(display(), a, "hand");
    ASSERT_TRUE(waitForLines(app, "layout scene ", 1, 60.0)) << app.stdoutSoFar();
    const std::string early = app.stdoutSoFar();
    auto layout = parseLayout(early);
    const PixelRect screen = layout["screen"], view = layout["view"];
    const auto seven = parseKeyValues(early, "selection", 0);
    const int x = int(std::lround(std::stof(seven.at("x")))), y = int(std::lround(std::stof(seven.at("y"))));
    auto at = [&](int px, int py) { return std::to_string(screen.x + px) + " " + std::to_string(screen.y + py); };
    ASSERT_EQ(runWithDisplay(display(),
                             "xdotool mousemove " + at(x, y) + " sleep 0.2 mousedown 1 sleep 0.1 mouseup 1 sleep 0.2"),
              0);
    ASSERT_TRUE(waitForLines(app, "camera ", 1, 60.0)) << app.stdoutSoFar();
    // A drag that starts on the sky at the top left of the view.
    std::string drag = "xdotool mousemove " + at(view.x + 40, view.y + 40) + " sleep 0.2 mousedown 1";
    for (int i = 0; i < 6; ++i) drag += " sleep 0.05 mousemove_relative 15 0";
    drag += " sleep 0.1 mouseup 1 sleep 0.2";
    ASSERT_EQ(runWithDisplay(display(), drag), 0);
    ASSERT_TRUE(waitForLines(app, "camera ", 2, 60.0)) << app.stdoutSoFar();
    ASSERT_EQ(runWithDisplay(display(), "xdotool key Escape"), 0);
    const RunResult r = app.wait(90.0);
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    EXPECT_NE(r.err.find("no bird 900: the flock has 900 birds"), std::string::npos) << r.err;

    const auto clicked = parseKeyValues(r.out, "selection", 2);
    ASSERT_NE(clicked.at("bird"), "none") << r.out;
    EXPECT_EQ(clicked.at("neighbours"), std::to_string(kK));
    EXPECT_LE(std::hypot(std::stof(clicked.at("x")) - x, std::stof(clicked.at("y")) - y), 12.0f);
    const auto dragged = parseKeyValues(r.out, "selection", 3);
    EXPECT_EQ(dragged.at("bird"), clicked.at("bird")) << "a drag is no click: it neither selects nor lets go";
    EXPECT_NE(parseKeyValues(r.out, "camera", 0).at("yaw"), parseKeyValues(r.out, "camera", 1).at("yaw"))
        << "the drag turned the camera";
    EXPECT_EQ(parseKeyValues(r.out, "selection", 4).at("bird"), "none") << "Esc let go";
}

}  // namespace
}  // namespace murmur::apptest
