#include "control_panel.hpp"

#include <algorithm>

#include <imgui.h>

namespace murmur::ui {
namespace {

// Weight sliders: 0 turns the rule off, 1 is the model's default.
bool weightSlider(const char* label, float& w) {
    bool changed = ImGui::SliderFloat(label, &w, 0.0f, 3.0f, "%.2f", ImGuiSliderFlags_AlwaysClamp);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("0 = rule off, 1 = default (double-click to type)");
    return changed;
}

// A titled divider (ImGui 1.86 has no SeparatorText).
void sectionTitle(const char* title) {
    ImGui::TextColored(ImVec4(0.6f, 0.75f, 1.0f, 1.0f), "%s", title);
    ImGui::Separator();
}

// Pause / Step / Reset on one line, for the murmuration and the scenes alike.
void runButtons(PanelState& s, PanelActions& act) {
    if (ImGui::Button(s.paused ? "Resume" : "Pause")) s.paused = !s.paused;
    ImGui::SameLine();
    ImGui::BeginDisabled(!s.paused);
    if (ImGui::Button("Step")) act.stepOnce = true;  // only while paused
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::Button("Reset")) act.reset = true;
}

}  // namespace

PanelActions drawControlPanel(const Rect& rect, PanelState& s, const PanelView& view, Rect& sendHawkRect) {
    PanelActions act;
    ImGui::SetNextWindowPos(ImVec2(rect.x, rect.y));
    ImGui::SetNextWindowSize(ImVec2(rect.width, rect.height));
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;
    if (!ImGui::Begin("Murmuration lab", nullptr, flags)) {
        ImGui::End();
        return act;
    }
    ImGui::PushItemWidth(-ImGui::GetFontSize() * 6.5f);

    // --- which view: the murmuration or one of the other seeds' scenes ---
    const char* const scenes[] = {"murmuration", "reef", "sandbox"};
    for (int i = 0; i < 3; ++i) {
        if (i > 0) ImGui::SameLine();
        if (ImGui::RadioButton(scenes[i], view.scene == scenes[i]) && view.scene != scenes[i])
            act.chooseScene = scenes[i];
        const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
        act.sceneButtons[i] = {min.x, min.y, max.x - min.x, max.y - min.y};
    }
    if (view.scenePanel) {
        sectionTitle("Run");
        ImGui::SliderFloat("speed", &s.speed, 0.0f, 4.0f, "%.2f x", ImGuiSliderFlags_AlwaysClamp);
        runButtons(s, act);
        sectionTitle(view.scene.c_str());
        ImGui::PopItemWidth();
        view.scenePanel();
        if (view.moreSections) view.moreSections();
        sendHawkRect = {};
        ImGui::End();
        return act;
    }

    // --- the hawk first: it is what people reach for ---
    ImGui::BeginDisabled(view.hawkFlying || view.noBirds);
    const char* hawkLabel = view.hawkFlying ? "Hawk in the sky..."
                            : view.noBirds  ? "Send hawk (no birds)"
                                            : "Send hawk";
    if (ImGui::Button(hawkLabel, ImVec2(-1.0f, ImGui::GetFontSize() * 2.0f))) act.sendHawk = true;
    ImGui::EndDisabled();
    {
        const ImVec2 min = ImGui::GetItemRectMin();
        const ImVec2 max = ImGui::GetItemRectMax();
        sendHawkRect = {min.x, min.y, max.x - min.x, max.y - min.y};
    }

    // --- the flock ---
    sectionTitle("Flock");
    if (!ImGui::IsAnyItemActive()) s.birdsDraft = s.params.birdCount;
    ImGui::SliderInt("Birds", &s.birdsDraft, kPanelMinBirds, kPanelMaxBirds, "%d",
                     ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp);
    // Resizing keeps the flock but costs a download and upload: apply on release only.
    if (ImGui::IsItemDeactivatedAfterEdit() && s.birdsDraft != s.params.birdCount) {
        s.params.birdCount = std::clamp(s.birdsDraft, kPanelMinBirds, kPanelMaxBirds);
        act.paramsChanged = true;
    }
    if (ImGui::Button("Low power (700 birds)")) {
        s.params.birdCount = s.birdsDraft = kLowPowerBirdCount;
        act.paramsChanged = true;
    }

    int mode = static_cast<int>(s.params.neighbourMode);
    ImGui::TextUnformatted("Neighbours");
    if (ImGui::RadioButton("k nearest", &mode, static_cast<int>(NeighbourMode::Topological))) act.paramsChanged = true;
    ImGui::SameLine();
    if (ImGui::RadioButton("within distance", &mode, static_cast<int>(NeighbourMode::Metric))) act.paramsChanged = true;
    s.params.neighbourMode = static_cast<NeighbourMode>(mode);
    const bool metric = s.params.neighbourMode == NeighbourMode::Metric;
    ImGui::BeginDisabled(metric);
    if (ImGui::SliderInt("k", &s.params.topologicalK, 1, kMaxTopologicalK, "%d",
                         ImGuiSliderFlags_AlwaysClamp | ImGuiSliderFlags_Logarithmic))
        act.paramsChanged = true;
    ImGui::EndDisabled();
    ImGui::BeginDisabled(!metric);
    if (ImGui::SliderFloat("distance", &s.params.metricRadius, 0.5f, 10.0f, "%.1f", ImGuiSliderFlags_AlwaysClamp))
        act.paramsChanged = true;
    ImGui::EndDisabled();

    sectionTitle("Rules");
    if (weightSlider("cohesion", s.params.cohesionWeight)) act.paramsChanged = true;
    if (weightSlider("alignment", s.params.alignmentWeight)) act.paramsChanged = true;
    if (weightSlider("separation", s.params.separationWeight)) act.paramsChanged = true;

    // --- running ---
    sectionTitle("Run");
    ImGui::SliderFloat("speed", &s.speed, 0.0f, 8.0f, "%.2f steps/frame", ImGuiSliderFlags_AlwaysClamp);
    runButtons(s, act);
    int seed = static_cast<int>(s.params.seed & 0x7fffffffu);
    if (ImGui::InputInt("seed", &seed)) {
        s.params.seed = static_cast<std::uint32_t>(std::max(seed, 0));
        act.paramsChanged = true;
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Takes effect at the next Reset");
    ImGui::Checkbox("Auto-rotate camera when idle", &s.autorotate);

    // --- every parameter, to a file and back (report/settings_file.hpp) ---
    if (ImGui::CollapsingHeader("Settings file")) {
        char path[512];
        const std::size_t n = std::min(s.settingsPath.size(), sizeof path - 1);
        s.settingsPath.copy(path, n);
        path[n] = '\0';
        if (ImGui::InputText("file", path, sizeof path)) s.settingsPath = path;
        if (ImGui::Button("Save settings")) act.saveSettings = true;
        ImGui::SameLine();
        if (ImGui::Button("Load settings")) act.loadSettings = true;
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("Every parameter from the file; the seed takes effect at Reset");
        if (!s.settingsStatus.empty()) ImGui::TextWrapped("%s", s.settingsStatus.c_str());
    }

    // --- the stats card ---
    sectionTitle("Now");
    for (const std::string& line : view.stats) {
        if (!view.reductionLine.empty() && line == view.reductionLine)
            ImGui::TextColored(ImVec4(1.0f, 0.8f, 0.3f, 1.0f), "%s", line.c_str());
        else ImGui::TextUnformatted(line.c_str());
    }
    if (!view.backendNote.empty()) ImGui::TextWrapped("%s", view.backendNote.c_str());

    ImGui::PopItemWidth();
    if (view.moreSections) view.moreSections();
    ImGui::End();
    return act;
}

}  // namespace murmur::ui
