#include "control_panel.hpp"

#include <algorithm>
#include <cstddef>

#include <imgui.h>

namespace murmur::ui {
namespace {

// Weight sliders: 0 turns the rule off, 1 is the model's default.
bool weightSlider(const char* label, float& w) {
    bool changed = ImGui::SliderFloat(label, &w, 0.0f, 3.0f, "%.2f", ImGuiSliderFlags_AlwaysClamp);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("0 = rule off, 1 = default (double-click to type)");
    return changed;
}

Rect lastItemRect() {
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    return {min.x, min.y, max.x - min.x, max.y - min.y};
}

float itemWidth() {
    return -ImGui::GetFontSize() * 6.5f;
}

}  // namespace

void sectionTitle(const char* title) {
    ImGui::TextColored(ImVec4(0.6f, 0.75f, 1.0f, 1.0f), "%s", title);
    ImGui::Separator();
}

bool beginPanel(const Rect& rect) {
    ImGui::SetNextWindowPos(ImVec2(rect.x, rect.y));
    ImGui::SetNextWindowSize(ImVec2(rect.width, rect.height));
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;
    return ImGui::Begin("Murmuration lab", nullptr, flags);
}

void endPanel() {
    ImGui::End();
}

std::string drawSceneChooser(std::span<const std::string_view> names, std::string_view current, LayoutProbe& probe) {
    std::string chosen;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0) ImGui::SameLine();
        const std::string label(names[i]);
        if (ImGui::RadioButton(label.c_str(), names[i] == current) && names[i] != current) chosen = label;
        std::string probeName("scene-");
        probeName.append(label);
        probe.note(probeName, lastItemRect());
    }
    return chosen;
}

RunActions drawRunSection(float& speed, bool& paused, float maxSpeed, const char* speedFormat) {
    RunActions act;
    ImGui::PushItemWidth(itemWidth());
    sectionTitle("Run");
    ImGui::SliderFloat("speed", &speed, 0.0f, maxSpeed, speedFormat, ImGuiSliderFlags_AlwaysClamp);
    if (ImGui::Button(paused ? "Resume" : "Pause")) paused = !paused;
    ImGui::SameLine();
    ImGui::BeginDisabled(!paused);
    if (ImGui::Button("Step")) act.stepOnce = true;  // only while paused
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::Button("Reset")) act.reset = true;
    ImGui::PopItemWidth();
    return act;
}

FlockPanelActions drawFlockPanel(FlockPanelState& s, const FlockPanelView& view, float& speed, float maxSpeed,
                                 bool& paused, LayoutProbe& probe) {
    FlockPanelActions act;
    ImGui::PushItemWidth(itemWidth());
    // --- the hawk first: it is what people reach for ---
    ImGui::BeginDisabled(view.hawkFlying || view.noBirds);
    const char* hawkLabel = view.hawkFlying ? "Hawk in the sky..."
                            : view.noBirds  ? "Send hawk (no birds)"
                                            : "Send hawk";
    const float strategyWidth = ImGui::GetFontSize() * 6.0f;
    const float hawkWidth = std::max(ImGui::GetContentRegionAvail().x - strategyWidth - ImGui::GetStyle().ItemSpacing.x,
                                     ImGui::GetFontSize() * 4.0f);
    if (ImGui::Button(hawkLabel, ImVec2(hawkWidth, ImGui::GetFontSize() * 2.0f))) act.sendHawk = true;
    ImGui::EndDisabled();
    probe.note("send-hawk", lastItemRect());
    // How the next hawk hunts (docs/model.md, "Extension: hawk strategies").
    ImGui::SameLine();
    ImGui::SetNextItemWidth(strategyWidth);
    int strategy = static_cast<int>(s.params.hawkStrategy);
    const char* const strategies[] = {hawkStrategyName(HawkStrategy::Centroid), hawkStrategyName(HawkStrategy::Nearest),
                                      hawkStrategyName(HawkStrategy::Intercept), hawkStrategyName(HawkStrategy::Stoop)};
    if (ImGui::Combo("##strategy", &strategy, strategies, 4)) {
        s.params.hawkStrategy = static_cast<HawkStrategy>(strategy);
        act.paramsChanged = true;
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "How the next hawk hunts: the flock's centre (the model's hawk), the nearest bird,\n"
            "an intercept course to one bird, or a fast dive from above");
    probe.note("hawk-strategy", lastItemRect());

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
    ImGui::PopItemWidth();
    act.run = drawRunSection(speed, paused, maxSpeed, "%.2f steps/frame");
    ImGui::PushItemWidth(itemWidth());
    int seed = static_cast<int>(s.params.seed & 0x7fffffffu);
    if (ImGui::InputInt("seed", &seed)) {
        s.params.seed = static_cast<std::uint32_t>(std::max(seed, 0));
        act.paramsChanged = true;
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Takes effect at the next Reset");
    ImGui::Checkbox("Auto-rotate camera when idle", &s.autorotate);

    // --- the stats card ---
    sectionTitle("Now");
    for (const std::string& line : view.stats) {
        if (!view.reductionLine.empty() && line == view.reductionLine)
            ImGui::TextColored(ImVec4(1.0f, 0.8f, 0.3f, 1.0f), "%s", line.c_str());
        else ImGui::TextUnformatted(line.c_str());
    }
    if (!view.backendNote.empty()) ImGui::TextWrapped("%s", view.backendNote.c_str());

    // --- what the last hawk did ---
    if (!view.lastAttack.empty()) {
        sectionTitle("Last attack");
        if (ImGui::BeginTable("attack", 2)) {
            for (const auto& [label, value] : view.lastAttack) {
                ImGui::TableNextRow();
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(label.c_str());
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(value.c_str());
            }
            ImGui::EndTable();
        }
        probe.note("last-attack", lastItemRect());
        if (view.attackRows.size() > 1 && ImGui::TreeNode("This session's attacks")) {
            ImGui::TextDisabled("# strategy startled wave split recovery");
            for (const std::string& row : view.attackRows) ImGui::TextUnformatted(row.c_str());
            ImGui::TreePop();
        }
    }

    // --- how the flock looks (drawing only: the model never sees these) ---
    if (ImGui::CollapsingHeader("View")) {
        int sky = s.dusk ? 1 : 0;
        ImGui::RadioButton("day sky", &sky, 0);
        ImGui::SameLine();
        ImGui::RadioButton("dusk sky", &sky, 1);
        s.dusk = sky == 1;
        ImGui::Checkbox("wings beat", &s.flap);
        ImGui::SameLine();
        ImGui::Checkbox("birds bank into turns", &s.bank);
    }

    // --- every parameter, to a file and back (report/settings_file.hpp) ---
    const bool settingsOpen = ImGui::CollapsingHeader("Settings file");
    probe.note("settings-file", lastItemRect());
    if (settingsOpen) {
        char path[512];
        const std::size_t n = std::min(s.settingsPath.size(), sizeof path - 1);
        s.settingsPath.copy(path, n);
        path[n] = '\0';
        if (ImGui::InputText("file", path, sizeof path)) s.settingsPath = path;
        probe.note("settings-file-name", lastItemRect());
        if (ImGui::Button("Save settings")) act.saveSettings = true;
        ImGui::SameLine();
        if (ImGui::Button("Load settings")) act.loadSettings = true;
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("Every parameter from the file; the seed takes effect at Reset");
        if (!s.settingsStatus.empty()) ImGui::TextWrapped("%s", s.settingsStatus.c_str());
    }

    ImGui::PopItemWidth();
    return act;
}

}  // namespace murmur::ui
