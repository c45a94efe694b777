#include "imgui_layer.hpp"

#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>

#include <cstdio>

namespace murmur::app {

ImGuiLayer::ImGuiLayer(GLFWwindow* window, float uiScale, ui::Language language, const std::string& koreanFontPath) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;  // the layout is computed, nothing to remember between runs
    ImGui::StyleColorsDark();
    ImGuiStyle& style = ImGui::GetStyle();
    style.WindowRounding = 0.0f;
    style.FrameRounding = 3.0f;
    style.GrabRounding = 3.0f;
    style.ItemSpacing.y = 3.0f;  // the panel holds a lot; keep it within a 600-pixel window
    style.ScaleAllSizes(uiScale);
    fonts_ = fontRanges_.load(*io.Fonts, uiScale, koreanFontPath);
    if (!fonts_.korean)
        std::fprintf(stderr, "murmur: the Korean interface needs fonts-nanum (%s); the panel stays in English\n",
                     fonts_.problem.c_str());
    language_ = {language, fonts_.korean};
    ui::attachPanelLanguage(&language_);
    ImGui_ImplGlfw_InitForOpenGL(window, true);
    ImGui_ImplOpenGL3_Init("#version 330 core");
}

ImGuiLayer::~ImGuiLayer() {
    ui::attachPanelLanguage(nullptr);
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    ImGui::DestroyContext();
}

void ImGuiLayer::beginFrame() {
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGui::NewFrame();
}

void ImGuiLayer::endFrame() {
    ImGui::Render();
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

bool ImGuiLayer::wantsMouse() const {
    return ImGui::GetIO().WantCaptureMouse;
}
bool ImGuiLayer::wantsTextInput() const {
    return ImGui::GetIO().WantTextInput;
}

}  // namespace murmur::app
