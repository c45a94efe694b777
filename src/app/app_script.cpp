// The App as a script's host: what each script line does to the shell or the scene that
// shows (the commands' table is in script.cpp).
#include <cstdio>
#include <cstdlib>

#include <algorithm>

#include "app.hpp"
#include "capture.hpp"
#include "imgui_layer.hpp"
#include "key_bindings.hpp"
#include "report/param_fields.hpp"
#include "scene_registry.hpp"
#include "window.hpp"

namespace murmur::app {
namespace {

void complain(int line, const std::string& why) {
    std::fprintf(stderr, "murmur: script line %d: %s\n", line, why.c_str());
}

}  // namespace

void App::set(const std::string& name, const std::string& value, int line) {
    if (name == kScriptSpeedName) {
        clock_.speed = std::strtof(value.c_str(), nullptr);  // checked when the script was parsed
        return;
    }
    if (Status s = scene().set(name, value); !s) complain(line, s.error());
}

void App::sceneCommand(const ScriptAction& a) {
    scene_views::SceneCommand c;
    c.name = commandName(a.command);
    c.word = a.name;
    c.text = a.text;
    c.a = a.a;
    c.b = a.b;
    c.on = a.on;
    c.line = a.line;
    if (Status s = scene().command(c); !s) complain(a.line, s.error());
}

void App::print(const std::string& what, int line) {
    if (what == "layout") {
        printLayout();
    } else if (what == "capture") {
        std::printf("%s\n", capture_->statusLine().c_str());
    } else if (auto lines = scene().print(what)) {
        for (const std::string& l : *lines) std::printf("%s\n", l.c_str());
    } else {
        complain(line, lines.error());
    }
    std::fflush(stdout);
}

void App::resize(int width, int height) {
    window_->resize(width, height);
}

void App::iconify() {
    window_->iconify();
}

void App::restore() {
    window_->restore();
}

void App::pointer(bool on, float x, float y) {
    if (on) scriptPointer_ = scene_views::ScenePointer{{x, y}, true, false};
    else scriptPointer_ = scene_views::ScenePointer{{0.0f, 0.0f}, false, false};
}

void App::saveScreenshot() {
    capture_->requestScreenshot();
}

void App::record(bool start, const std::string& file) {
    if (start) capture_->requestStartRecording(file);
    else capture_->requestStopRecording();
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
        case KeyAction::SendHawk: {
            scene_views::SceneCommand hawk;
            hawk.name = "hawk";
            if (scene().command(hawk)) noteForReplay(frameIndex_, "hawk");  // a scene without a hawk ignores it
            break;
        }
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
            noteForReplay(frameIndex_, "set speed " + report::shortestText(clock_.speed));
            break;
        case KeyAction::Slower:
            clock_.speed = std::max(clock_.speed - kKeySpeedStep, 0.0f);
            noteForReplay(frameIndex_, "set speed " + report::shortestText(clock_.speed));
            break;
        case KeyAction::TogglePanel:
            panelShown_ = !panelShown_;
            break;
        case KeyAction::ToggleFullscreen:
            window_->setFullscreen(!window_->fullscreen());
            break;
        case KeyAction::Escape:
            if (helpShown_) helpShown_ = false;
            else if (window_->fullscreen()) window_->setFullscreen(false);
            break;
        case KeyAction::ToggleHelp:
            helpShown_ = !helpShown_;
            break;
        case KeyAction::ToggleKiosk:
            setKiosk(!kiosk_);
            break;
    }
}

}  // namespace murmur::app
