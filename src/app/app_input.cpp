// The App's input: GLFW's callbacks (installed before ImGui's, which chain to them), the
// keyboard's actions (key_bindings.hpp) and the pointer a scene sees each frame.
#include <algorithm>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include "app.hpp"
#include "capture.hpp"
#include "imgui_layer.hpp"
#include "key_bindings.hpp"
#include "murmur/model/param_table.hpp"
#include "scene_registry.hpp"
#include "window.hpp"

namespace murmur::app {
namespace {

App* appOf(GLFWwindow* w) {
    return static_cast<App*>(glfwGetWindowUserPointer(w));
}

}  // namespace

void App::installCallbacks() {
    GLFWwindow* w = window_->handle();
    glfwSetWindowUserPointer(w, this);
    // Installed before ImGui's, which chain to these. The scene decides what a press, a drag
    // or a scroll over it means.
    glfwSetScrollCallback(w, [](GLFWwindow* win, double dx, double dy) {
        App* app = appOf(win);
        app->noteInput();
        double x = 0.0, y = 0.0;
        glfwGetCursorPos(win, &x, &y);
        const scene_views::SceneViewport& v = app->viewport_;
        if (app->current_ && ui::Rect{v.x, v.y, v.width, v.height}.contains(float(x), float(y)))
            app->current_->event({scene_views::SceneEvent::Kind::Scroll, float(x), float(y), dx, dy});
    });
    glfwSetMouseButtonCallback(w, [](GLFWwindow* win, int button, int action, int) {
        App* app = appOf(win);
        app->noteInput();
        if (button != GLFW_MOUSE_BUTTON_LEFT || !app->current_) return;
        if (action == GLFW_RELEASE) {
            app->current_->event({scene_views::SceneEvent::Kind::Release});
            return;
        }
        app->leftPressed_ = true;
        double x = 0.0, y = 0.0;
        glfwGetCursorPos(win, &x, &y);
        if (app->layout_.panel.contains(float(x), float(y))) return;  // the panel's own
        app->current_->event({scene_views::SceneEvent::Kind::Press, float(x), float(y)});
    });
    glfwSetKeyCallback(w, [](GLFWwindow* win, int key, int, int action, int) {
        App* app = appOf(win);
        // The flown hawk's keys go to the scene first, presses and releases: it takes them
        // while a person flies its hawk (W A S D then steer, S saves no screenshot).
        // A release always reaches it (a key let go over a text field is let go); a repeat is
        // a press again, so that a held S never saves screenshots while it dives.
        const bool release = action == GLFW_RELEASE;
        if (const auto flight = flightKeyFor(key);
            flight && app->current_ && (release || !app->imgui_->wantsTextInput())) {
            app->noteInput();
            scene_views::SceneEvent e{scene_views::SceneEvent::Kind::FlightKey};
            e.key = static_cast<int>(*flight);
            e.on = !release;
            if (app->current_->event(e)) return;
        }
        // Repeats too, so that holding + keeps speeding up.
        if (action == GLFW_PRESS || action == GLFW_REPEAT) app->key(key);
    });
    glfwSetCursorPosCallback(w, [](GLFWwindow* win, double x, double y) {
        App* app = appOf(win);
        app->noteInput();
        if (app->current_) app->current_->event({scene_views::SceneEvent::Kind::Move, float(x), float(y)});
    });
}

void App::pollGamepad() {
    // The first gamepad GLFW knows (its mapping database names the common ones): the left
    // stick steers the flown hawk, the right trigger or A stoops, Y flies or lets go (as G).
    GLFWgamepadstate pad;
    if (!current_ || !glfwJoystickIsGamepad(GLFW_JOYSTICK_1) || !glfwGetGamepadState(GLFW_JOYSTICK_1, &pad)) return;
    scene_views::SceneEvent e{scene_views::SceneEvent::Kind::Gamepad};
    e.dx = pad.axes[GLFW_GAMEPAD_AXIS_LEFT_X];
    e.dy = pad.axes[GLFW_GAMEPAD_AXIS_LEFT_Y];
    e.on = pad.axes[GLFW_GAMEPAD_AXIS_RIGHT_TRIGGER] > 0.0f || pad.buttons[GLFW_GAMEPAD_BUTTON_A] == GLFW_PRESS;
    (void)current_->event(e);
    const bool fly = pad.buttons[GLFW_GAMEPAD_BUTTON_Y] == GLFW_PRESS;
    if (fly && !padFlyHeld_) key(GLFW_KEY_G);
    padFlyHeld_ = fly;
}

scene_views::ScenePointer App::scenePointer() {
    scene_views::ScenePointer p;
    if (scriptPointer_) {
        p = *scriptPointer_;
        p.clicked = scriptClick_ && p.inside;
    } else {
        double x = 0.0, y = 0.0;
        glfwGetCursorPos(window_->handle(), &x, &y);
        p = scene_views::pointerIn(viewport_, x, y, imgui_->wantsMouse(), leftPressed_);
    }
    scriptClick_ = false;  // a click is for this frame's scene only
    leftPressed_ = false;
    return p;
}

void App::key(int glfwKey) {
    const auto action = actionForKey(glfwKey, imgui_->wantsTextInput());
    if (!action) return;
    noteInput();
    const auto scenes = scene_views::sceneRegistry();
    auto show = [&](std::size_t i) {
        if (i < scenes.size()) pendingScene_ = std::string(scenes[i].name);
    };
    switch (*action) {
        case KeyAction::TogglePause:
            clock_.paused = !clock_.paused;
            noteForReplay(frameIndex_, clock_.paused ? "pause on" : "pause off");
            break;
        case KeyAction::StepOnce:
            clock_.stepOnce = true;
            noteForReplay(frameIndex_, "step");
            break;
        case KeyAction::SendHawk:
            if (scene().run({"hawk"})) noteForReplay(frameIndex_, "hawk");  // a scene without a hawk ignores it
            break;
        case KeyAction::Reset:
            scene().reset();
            noteForReplay(frameIndex_, "reset");
            break;
        case KeyAction::Screenshot:
            capture_->requestScreenshot();
            break;
        case KeyAction::ToggleVideo:
            if (capture_->recording()) capture_->requestStopRecording();
            else capture_->requestStartRecording();
            break;
        case KeyAction::Scene1:
            show(0);
            break;
        case KeyAction::Scene2:
            show(1);
            break;
        case KeyAction::Scene3:
            show(2);
            break;
        case KeyAction::Faster:
            clock_.speed = std::min(clock_.speed + kKeySpeedStep, scene_views::kMaxSceneSpeed);
            noteForReplay(frameIndex_, "set speed " + shortestText(clock_.speed));
            break;
        case KeyAction::Slower:
            clock_.speed = std::max(clock_.speed - kKeySpeedStep, 0.0f);
            noteForReplay(frameIndex_, "set speed " + shortestText(clock_.speed));
            break;
        case KeyAction::TogglePanel:
            panelShown_ = !panelShown_;
            break;
        case KeyAction::ToggleFullscreen:
            window_->setFullscreen(!window_->fullscreen());
            break;
        case KeyAction::Escape:
            // The innermost thing first: the help, then what the scene holds (a followed or
            // selected bird), then full screen.
            if (helpShown_) helpShown_ = false;
            else if (scene().escape()) break;
            else if (window_->fullscreen()) window_->setFullscreen(false);
            break;
        case KeyAction::Follow:
            (void)scene().run({"follow"});  // a scene with no birds to follow ignores it
            break;
        case KeyAction::ToggleHelp:
            helpShown_ = !helpShown_;
            break;
        case KeyAction::ToggleKiosk:
            setKiosk(!presentation_.on());
            break;
        case KeyAction::NextColouring:
            (void)scene().run({"colour", "next"});  // a scene without birds to colour ignores it
            break;
        case KeyAction::FlyHawk: {
            // Fly a hawk, or let go of the one flown; a scene without a hawk refuses the word.
            const std::string line = scene().holds("flying") ? "hawk fly off" : "hawk fly on";
            if (scene().run({"hawk", "fly", line.substr(9)})) noteForReplay(frameIndex_, line);
            break;
        }
    }
}

}  // namespace murmur::app
