// imgui_layer.hpp - Dear ImGui on the GLFW window: context, platform and renderer backends
// (the GLFW and OpenGL3 backends from Debian's libimgui), font sized for the screen's scale,
// with the Korean glyphs the texts use (ui_font.hpp), and the panel's language.
#pragma once

#include <memory>
#include <string>

#include "panel_text.hpp"
#include "ui_font.hpp"

struct GLFWwindow;

namespace murmur::app {

class ImGuiLayer {
public:
    // Installs ImGui's GLFW callbacks (chaining any already set). Call after the window's
    // own callbacks are installed. uiScale: the window's content scale. Without the Korean
    // font the panel stays English, and stderr says so once.
    ImGuiLayer(GLFWwindow* window, float uiScale, ui::Language language, const std::string& koreanFontPath);
    ~ImGuiLayer();
    ImGuiLayer(const ImGuiLayer&) = delete;
    ImGuiLayer& operator=(const ImGuiLayer&) = delete;

    void beginFrame();
    void endFrame();              // renders the draw data into the bound framebuffer
    bool wantsMouse() const;      // the pointer is over a panel or a widget is active
    bool wantsTextInput() const;  // a text field has the keyboard: keys are text, not commands

    ui::PanelLanguage& language() { return language_; }
    const ui::PanelFontReport& fonts() const { return fonts_; }

private:
    ui::PanelFonts fontRanges_;  // before the context's atlas that reads them, gone after it
    ui::PanelFontReport fonts_;
    ui::PanelLanguage language_;
};

}  // namespace murmur::app
