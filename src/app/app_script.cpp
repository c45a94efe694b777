// The App as a script's host: what each script line does to the shell or the scene that
// shows (the commands' table is in script.cpp).
#include <cstdio>
#include <cstdlib>

#include <algorithm>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>

#include "app.hpp"
#include "capture.hpp"
#include "imgui_layer.hpp"
#include "key_bindings.hpp"
#include "murmur/model/param_table.hpp"
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

void App::sceneWord(const ScriptAction& a) {
    if (Status s = scene().run(a.words); !s) complain(a.line, s.error());
}

void App::print(const std::string& what, int line) {
    if (what == "layout") {
        printLayout();
    } else if (what == "lang") {
        printLanguage();
    } else if (what == "capture") {
        std::printf("%s\n", capture_->statusLine().c_str());
    } else if (auto lines = scene().print(what)) {
        for (const std::string& l : *lines) std::printf("%s\n", l.c_str());
    } else {
        complain(line, lines.error());
    }
    std::fflush(stdout);
}

void App::language(const std::string& code) {
    if (auto l = ui::parseLanguage(code)) imgui_->language().chosen = *l;
}

void App::printLanguage() {
    const ui::PanelFontReport& f = imgui_->fonts();
    const ui::PanelLanguage& l = imgui_->language();
    // missing: counted again in the atlas the frames draw with, not taken from the load.
    const ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
    std::printf("lang shown=%s chosen=%s korean-font=%d glyphs=%d table-glyphs=%d missing=%d atlas=%dx%d\n",
                ui::languageCode(ui::panelLanguage()), ui::languageCode(l.chosen), f.korean ? 1 : 0,
                atlas.Fonts[0]->Glyphs.Size, f.tableGlyphs, ui::missingTableGlyphs(*atlas.Fonts[0]), atlas.TexWidth,
                atlas.TexHeight);
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

void App::printLayout() {
    auto rect = [](const std::string& name, const ui::Rect& r) {
        std::printf("%s\n", ui::layoutLine(name, r).c_str());
    };
    std::printf("layout window %d %d framebuffer %d %d\n", winWidth_, winHeight_, fbWidth_, fbHeight_);
    int x = 0, y = 0;
    glfwGetWindowPos(window_->handle(), &x, &y);
    std::printf("layout screen %d %d %d %d\n", x, y, winWidth_, winHeight_);  // the window on the screen
    rect("panel", layout_.panel);
    rect("charts", layout_.charts);
    rect("view", layout_.view);
    for (const auto& [name, r] : probe_.rects) rect(name, r);
    rect("scene", {viewport_.x, viewport_.y, viewport_.width, viewport_.height});  // where the scene draws
}

}  // namespace murmur::app
