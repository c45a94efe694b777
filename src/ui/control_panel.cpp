#include "control_panel.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <optional>
#include <string>

#include <imgui.h>
#include <glm/geometric.hpp>

#include "murmur/model/flocks.hpp"
#include "murmur/model/hawk.hpp"
#include "murmur/model/obstacle_sets.hpp"
#include "murmur/model/param_table.hpp"
#include "murmur/model/roost_descent.hpp"
#include "murmur/model/starling.hpp"
#include "scenes/scene_names.hpp"

namespace murmur::ui {
namespace {

using T = TextId;

// The hovered setting's tooltip: the panel's own words (if any), then the parameter table's
// key, meaning, unit and range (murmur/model/param_table.hpp), the same as --help says.
void paramTooltip(const char* key, const char* words = nullptr) {
    if (!ImGui::IsItemHovered()) return;
    std::string tip = words ? std::string(words) + "\n\n" : std::string();
    if (const ParamRow* row = findParam(key)) tip.append(row->key).append(": ").append(describe(*row));
    ImGui::SetTooltip("%s", tip.c_str());
}

// Weight sliders: 0 turns the rule off, 1 is the model's default.
bool weightSlider(TextId name, const char* key, float& w) {
    bool changed = ImGui::SliderFloat(trLabel(name), &w, 0.0f, 3.0f, "%.2f", ImGuiSliderFlags_AlwaysClamp);
    paramTooltip(key, tr(T::WeightTip));
    return changed;
}

Rect lastItemRect() {
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    return {min.x, min.y, max.x - min.x, max.y - min.y};
}

float itemWidth() {
    return -ImGui::GetFontSize() * 6.5f;
}

// The obstacles: one of the named worlds (obstacle_sets.hpp) in this model's sky, or the list a
// settings file or script gave, shown as such until another is chosen.
void obstaclesChooser(FlockPanelState& s, FlockPanelActions& act, LayoutProbe& probe) {
    SimParams& p = s.params;
    FlockPanelState::ObstaclesSeen& seen = s.obstaclesSeen;
    if (seen.obstacles != p.obstacles || seen.sky != p.skyRadii) seen = {p.obstacles, p.skyRadii, whichObstacleSet(p)};
    const std::optional<ObstacleSet> current = seen.set;
    char own[64];
    std::snprintf(own, sizeof own, tr(T::ObstaclesOwn), static_cast<int>(p.obstacles.size()));
    const std::pair<ObstacleSet, TextId> sets[] = {{ObstacleSet::None, T::ObstaclesNone},
                                                   {ObstacleSet::Pylon, T::ObstaclesPylon},
                                                   {ObstacleSet::Wood, T::ObstaclesWood}};
    const char* shown = own;
    for (const auto& [set, name] : sets)
        if (current == set) shown = tr(name);
    if (ImGui::BeginCombo(trLabel(T::ObstaclesLabel), shown)) {
        for (const auto& [set, name] : sets) {
            if (ImGui::Selectable(tr(name), current == set) && current != set) {
                p.obstacles = obstacleSet(set, p);
                act.paramsChanged = true;
            }
        }
        ImGui::EndCombo();
    }
    paramTooltip("obstacles", tr(T::ObstaclesTip));
    probe.note("world-obstacles", lastItemRect());
}

// The roost at dusk (roost_descent.hpp): a button that starts it at the next step and turns the
// sky to dusk; once begun, it says so (the descent cannot be taken back: settled birds stay).
void duskButton(FlockPanelState& s, unsigned step, FlockPanelActions& act, LayoutProbe& probe) {
    SimParams& p = s.params;
    const bool begun = hasDescent(p) && static_cast<unsigned>(p.descentStep) <= step;
    ImGui::BeginDisabled(begun);
    if (ImGui::Button(begun ? trLabel(T::GoingToRoost) : trLabel(T::GoToRoost), ImVec2(-1.0f, 0.0f))) {
        p.descentStep = static_cast<int>(step) + 1;
        s.dusk = true;
        act.paramsChanged = true;
    }
    ImGui::EndDisabled();
    paramTooltip("descentStep", tr(T::GoToRoostTip));
    probe.note("world-dusk", lastItemRect());
}

// The air and fear that spreads (docs/model.md, "Extension: the air" and "fear that spreads").
// The wind's and gusts' sliders are in the model's units, up to shares of its cruise speed,
// and their sum is kept below kAirShareOfCruise of it, so the panel never asks for a sky the
// birds cannot fly in (validate() would refuse it).
void airSection(SimParams& p, FlockPanelActions& act, LayoutProbe& probe) {
    constexpr float kWindShare = 0.6f, kGustShare = 0.3f, kAirShareOfCruise = 0.9f;
    const float cruise = p.model == FlockModel::Starling ? p.starlingCruiseSpeed : p.baseSpeed;
    const char* format = p.model == FlockModel::Starling ? "%.1f" : "%.3f";
    float wind[2] = {p.wind.x, p.wind.z};
    bool changed = ImGui::SliderFloat2(trLabel(T::WindLabel), wind, -kWindShare * cruise, kWindShare * cruise, format,
                                       ImGuiSliderFlags_AlwaysClamp);
    paramTooltip("wind", tr(T::AirTip));
    probe.note("air-wind", lastItemRect());
    changed |= ImGui::SliderFloat(trLabel(T::GustsLabel), &p.gustSpeed, 0.0f, kGustShare * cruise, format,
                                  ImGuiSliderFlags_AlwaysClamp);
    paramTooltip("gustSpeed", tr(T::AirTip));
    probe.note("air-gusts", lastItemRect());
    if (changed) {
        glm::vec3 w(wind[0], p.wind.y, wind[1]);
        const float room = kAirShareOfCruise * cruise - p.gustSpeed;
        if (glm::length(w) > room) w *= room / glm::length(w);
        p.wind = w;
        act.paramsChanged = true;
    }
    if (ImGui::SliderFloat(trLabel(T::ContagionLabel), &p.fearContagion, 0.0f, 1.0f, "%.2f",
                           ImGuiSliderFlags_AlwaysClamp))
        act.paramsChanged = true;
    paramTooltip("fearContagion", tr(T::ContagionTip));
    probe.note("air-contagion", lastItemRect());
}

// The starling model's parts, each a switch (docs/model.md, "Extension: the starling model"),
// in place of the seed model's neighbour choice: a starling always heeds its nearest visible
// birds, and k only counts without the adaptive range.
void starlingParts(SimParams& p, FlockPanelActions& act, LayoutProbe& probe) {
    ImGui::TextUnformatted(tr(T::StarlingParts));
    const ImVec2 top = ImGui::GetCursorScreenPos();
    const std::pair<TextId, bool SimParams::*> parts[] = {{T::PartVision, &SimParams::starlingVision},
                                                          {T::PartFlight, &SimParams::starlingFlight},
                                                          {T::PartRoost, &SimParams::starlingRoost},
                                                          {T::PartRange, &SimParams::starlingAdaptiveRange},
                                                          {T::PartDifferences, &SimParams::starlingDifferences}};
    static constexpr const char* kKeys[] = {"starlingVision", "starlingFlight", "starlingRoost",
                                            "starlingAdaptiveRange", "starlingDifferences"};
    for (std::size_t i = 0; i < std::size(parts); ++i) {
        if (i % 3 != 0) ImGui::SameLine();
        if (ImGui::Checkbox(trLabel(parts[i].first), &(p.*parts[i].second))) act.paramsChanged = true;
        paramTooltip(kKeys[i]);
        probe.note(kKeys[i], lastItemRect());
    }
    const ImVec2 bottom = ImGui::GetItemRectMax();
    probe.note("starling-parts", {top.x, top.y, bottom.x - top.x, bottom.y - top.y});
    ImGui::BeginDisabled(p.starlingAdaptiveRange);
    if (ImGui::SliderInt("k", &p.topologicalK, 1, kMaxTopologicalK, "%d",
                         ImGuiSliderFlags_AlwaysClamp | ImGuiSliderFlags_Logarithmic))
        act.paramsChanged = true;
    paramTooltip("topologicalK", tr(T::StarlingKTip));
    ImGui::EndDisabled();
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
    return ImGui::Begin(trLabel(T::PanelTitle), nullptr, flags);
}

void endPanel() {
    ImGui::End();
}

std::string drawSceneChooser(std::span<const std::string_view> names, std::string_view current, LayoutProbe& probe) {
    std::string chosen;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0) ImGui::SameLine();
        const std::string label(names[i]);
        // "###": the same ImGui id in either language.
        const std::string button = sceneWord(names[i]) + "###scene-" + label;
        if (ImGui::RadioButton(button.c_str(), names[i] == current) && names[i] != current) chosen = label;
        std::string probeName("scene-");
        probeName.append(label);
        probe.note(probeName, lastItemRect());
    }
    return chosen;
}

std::string sceneWord(std::string_view name) {
    const scenes::SceneName* scene = scenes::sceneNamed(name);
    if (scene && panelLanguage() == Language::Korean) return std::string(scene->korean);
    return std::string(name);
}

void drawLanguageChooser(PanelLanguage& language, LayoutProbe& probe) {
    const bool font = language.koreanFont;
    const char* const choices[] = {tr(T::LanguageEnglish), font ? tr(T::LanguageKorean) : tr(T::KoreanNoFont)};
    int chosen = language.chosen == Language::Korean ? 1 : 0;
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9.0f);
    if (ImGui::Combo(font ? trLabel(T::LanguageChooser) : trLabel(T::LanguagePlain), &chosen, choices, 2))
        language.chosen = chosen == 1 ? Language::Korean : Language::English;
    probe.note("language", lastItemRect());
    if (language.chosen == Language::Korean && !font)
        ImGui::TextColored(ImVec4(1.0f, 0.8f, 0.3f, 1.0f), "%s", tr(T::KoreanNeedsFont));
}

namespace {

// How the next hawks hunt (docs/model.md, "Extension: hawk strategies"): one strategy, or
// with several hawks (hawkCount) each the next one (hawkMixed) or each its own
// (hawkStrategies). The chooser's list holds them all, so the panel keeps its height; it
// reads "mixed" when the hawks differ. True when a setting changed. Notes each hawk's button
// ("own-strategy-1", ...) while the list is open.
bool drawStrategyChooser(SimParams& params, LayoutProbe& probe) {
    bool changed = false;
    // In HawkStrategy's order (murmur/model/params.hpp).
    const char* const strategies[] = {tr(T::StrategyCentroid), tr(T::StrategyNearest), tr(T::StrategyIntercept),
                                      tr(T::StrategyStoop)};
    auto name = [&](HawkStrategy h) { return strategies[std::clamp(static_cast<int>(h), 0, kHawkStrategies - 1)]; };
    bool mixed = false;
    for (int i = 1; i < params.hawkCount; ++i) mixed = mixed || hawkStrategyOf(params, i) != hawkStrategyOf(params, 0);
    // As tall as its rows: every hawk's button shows without scrolling.
    if (!ImGui::BeginCombo("##strategy", mixed ? tr(T::StrategyMixed) : name(hawkStrategyOf(params, 0)),
                           ImGuiComboFlags_HeightLargest))
        return false;
    // One strategy for every hawk (or the first of the mixed turn): the list, if any, goes.
    for (int i = 0; i < kHawkStrategies; ++i)
        if (ImGui::Selectable(strategies[i], params.hawkStrategies.empty() && params.hawkStrategy == HawkStrategy(i))) {
            params.hawkStrategy = static_cast<HawkStrategy>(i);
            params.hawkStrategies.clear();
            changed = true;
        }
    ImGui::Separator();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
    if (ImGui::SliderInt(trLabel(T::HawkCount), &params.hawkCount, 1, kMaxHawks, "%d", ImGuiSliderFlags_AlwaysClamp))
        changed = true;
    paramTooltip("hawkCount");
    if (ImGui::Checkbox(trLabel(T::HawkMixed), &params.hawkMixed)) {
        params.hawkStrategies.clear();
        changed = true;
    }
    paramTooltip("hawkMixed");
    // Each hawk its own: a click on a hawk gives it the next strategy (the list then names all).
    for (int i = 0; params.hawkCount > 1 && i < params.hawkCount; ++i) {
        const HawkStrategy now = hawkStrategyOf(params, i);
        char label[96];
        std::snprintf(label, sizeof label, tr(T::HawkOwnStrategy), i + 1, name(now));
        if (ImGui::Button((std::string(label) + "###own-strategy-" + std::to_string(i)).c_str())) {
            HawkStrategyList own;
            for (int j = 0; j < params.hawkCount; ++j) own.push_back(hawkStrategyOf(params, j));
            own[static_cast<std::size_t>(i)] = static_cast<HawkStrategy>((static_cast<int>(now) + 1) % kHawkStrategies);
            params.hawkStrategies = std::move(own);
            changed = true;
        }
        paramTooltip("hawkStrategies");
        probe.note("own-strategy-" + std::to_string(i), lastItemRect());
        if (i % 2 == 0 && i + 1 < params.hawkCount) ImGui::SameLine();
    }
    ImGui::EndCombo();
    return changed;
}

}  // namespace

RunActions drawRunSection(float& speed, bool& paused, float maxSpeed, const char* speedFormat) {
    RunActions act;
    ImGui::PushItemWidth(itemWidth());
    sectionTitle(tr(T::RunSection));
    ImGui::SliderFloat(trLabel(T::Speed), &speed, 0.0f, maxSpeed, speedFormat, ImGuiSliderFlags_AlwaysClamp);
    // One ID for both words: the button a press went down on is the one it comes up on.
    std::string pauseLabel(paused ? tr(T::Resume) : tr(T::Pause));
    pauseLabel.append("###pause");
    if (ImGui::Button(pauseLabel.c_str())) paused = !paused;
    ImGui::SameLine();
    ImGui::BeginDisabled(!paused);
    if (ImGui::Button(trLabel(T::Step))) act.stepOnce = true;  // only while paused
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::Button(trLabel(T::Reset))) act.reset = true;
    ImGui::PopItemWidth();
    return act;
}

FlockPanelActions drawFlockPanel(FlockPanelState& s, const FlockPanelView& view, float& speed, float maxSpeed,
                                 bool& paused, LayoutProbe& probe) {
    FlockPanelActions act;
    ImGui::PushItemWidth(itemWidth());
    // --- the hawk first: it is what people reach for ---
    ImGui::BeginDisabled(view.hawkFlying || view.noBirds);
    // Several hawks (hawkCount): the button says how many it sends.
    const bool several = s.params.hawkCount > 1;
    char sendSeveral[96];
    std::snprintf(sendSeveral, sizeof sendSeveral, tr(T::SendHawks), s.params.hawkCount);
    std::string hawkLabel(view.hawkFlying ? tr(several ? T::HawksInSky : T::HawkInSky)
                          : view.noBirds  ? tr(T::SendHawkNoBirds)
                          : several       ? sendSeveral
                                          : tr(T::SendHawk));
    hawkLabel.append("###send-hawk");
    // One row, so the panel keeps its height: Send hawk, Fly (the key G: a person flies it) and
    // how the next hawk hunts.
    const float strategyWidth = ImGui::GetFontSize() * 6.0f;
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float flyWidth = ImGui::CalcTextSize(tr(T::FlyHawk)).x + 2.0f * ImGui::GetStyle().FramePadding.x;
    const float rowHeight = ImGui::GetFontSize() * 2.0f;
    const float hawkWidth = std::max(ImGui::GetContentRegionAvail().x - strategyWidth - flyWidth - 2.0f * spacing,
                                     ImGui::GetFontSize() * 4.0f);
    if (ImGui::Button(hawkLabel.c_str(), ImVec2(hawkWidth, rowHeight))) act.sendHawk = true;
    probe.note("send-hawk", lastItemRect());
    ImGui::SameLine();
    if (ImGui::Button((std::string(tr(T::FlyHawk)) + "###fly-hawk").c_str(), ImVec2(flyWidth, rowHeight)))
        act.flyHawk = true;
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("%s", tr(T::FlyHawkTip));
    probe.note("fly-hawk", lastItemRect());
    // How the next hawk hunts (docs/model.md, "Extension: hawk strategies").
    ImGui::SameLine();
    ImGui::SetNextItemWidth(strategyWidth);
    if (drawStrategyChooser(s.params, probe)) act.paramsChanged = true;
    paramTooltip("hawkStrategy", tr(T::HawkStrategyTip));
    probe.note("hawk-strategy", lastItemRect());

    // --- the flock ---
    sectionTitle(tr(T::FlockSection));
    if (!ImGui::IsAnyItemActive()) s.birdsDraft = s.params.birdCount;
    ImGui::SliderInt(trLabel(T::Birds), &s.birdsDraft, kPanelMinBirds, kPanelMaxBirds, "%d",
                     ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp);
    paramTooltip("birdCount");
    // Resizing keeps the flock but costs a download and upload: apply on release only.
    if (ImGui::IsItemDeactivatedAfterEdit() && s.birdsDraft != s.params.birdCount) {
        s.params.birdCount = std::clamp(s.birdsDraft, kPanelMinBirds, kPanelMaxBirds);
        act.paramsChanged = true;
    }
    if (ImGui::Button(trLabel(T::LowPower))) {
        s.params.birdCount = s.birdsDraft = kLowPowerBirdCount;
        act.paramsChanged = true;
    }
    // Which rules fly the flock (docs/model.md, "Extension: the starling model"), beside it:
    // the panel's first screen has no row to spare at 960 x 600.
    ImGui::SameLine();
    int model = static_cast<int>(s.params.model);
    // In FlockModel's order (murmur/model/params.hpp).
    const char* const models[] = {tr(T::ModelSeed), tr(T::ModelStarling)};
    ImGui::SetNextItemWidth(-FLT_MIN);
    if (ImGui::Combo("##model", &model, models, 2) && model != static_cast<int>(s.params.model)) {
        s.params = withModel(s.params, static_cast<FlockModel>(model));
        act.paramsChanged = true;
    }
    paramTooltip("model", tr(T::ModelTip));
    probe.note("model", lastItemRect());

    if (s.params.model == FlockModel::Starling) {
        starlingParts(s.params, act, probe);
    } else {
        int mode = static_cast<int>(s.params.neighbourMode);
        ImGui::TextUnformatted(tr(T::Neighbours));
        if (ImGui::RadioButton(trLabel(T::KNearest), &mode, static_cast<int>(NeighbourMode::Topological)))
            act.paramsChanged = true;
        paramTooltip("neighbourMode");
        ImGui::SameLine();
        if (ImGui::RadioButton(trLabel(T::WithinDistance), &mode, static_cast<int>(NeighbourMode::Metric)))
            act.paramsChanged = true;
        paramTooltip("neighbourMode");
        s.params.neighbourMode = static_cast<NeighbourMode>(mode);
        const bool metric = s.params.neighbourMode == NeighbourMode::Metric;
        ImGui::BeginDisabled(metric);
        if (ImGui::SliderInt("k", &s.params.topologicalK, 1, kMaxTopologicalK, "%d",
                             ImGuiSliderFlags_AlwaysClamp | ImGuiSliderFlags_Logarithmic))
            act.paramsChanged = true;
        paramTooltip("topologicalK");
        ImGui::EndDisabled();
        ImGui::BeginDisabled(!metric);
        if (ImGui::SliderFloat(trLabel(T::Distance), &s.params.metricRadius, 0.5f, 10.0f, "%.1f",
                               ImGuiSliderFlags_AlwaysClamp))
            act.paramsChanged = true;
        paramTooltip("metricRadius");
        ImGui::EndDisabled();
    }

    sectionTitle(tr(T::RulesSection));
    if (weightSlider(T::Cohesion, "cohesionWeight", s.params.cohesionWeight)) act.paramsChanged = true;
    if (weightSlider(T::Alignment, "alignmentWeight", s.params.alignmentWeight)) act.paramsChanged = true;
    if (weightSlider(T::Separation, "separationWeight", s.params.separationWeight)) act.paramsChanged = true;
    sectionTitle(tr(T::AirSection));
    obstaclesChooser(s, act, probe);
    airSection(s.params, act, probe);
    // Several flocks (flocks.hpp), beside the dusk's button (the panel keeps its height): a
    // live change moves the homes; Reset starts each in its ball.
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.4f);
    if (ImGui::SliderInt("##flocks", &s.params.flockCount, 1, kMaxFlocks, tr(T::FlocksFormat),
                         ImGuiSliderFlags_AlwaysClamp))
        act.paramsChanged = true;
    paramTooltip("flockCount", tr(T::FlocksTip));
    probe.note("world-flocks", lastItemRect());
    ImGui::SameLine();
    duskButton(s, view.step, act, probe);

    // --- running ---
    ImGui::PopItemWidth();
    act.run = drawRunSection(speed, paused, maxSpeed, tr(T::StepsPerFrame));
    ImGui::PushItemWidth(itemWidth());
    int seed = static_cast<int>(s.params.seed & 0x7fffffffu);
    if (ImGui::InputInt(trLabel(T::Seed), &seed)) {
        s.params.seed = static_cast<std::uint32_t>(std::max(seed, 0));
        act.paramsChanged = true;
    }
    paramTooltip("seed", tr(T::SeedTip));
    ImGui::Checkbox(trLabel(T::AutoRotate), &s.autorotate);

    // --- the stats card ---
    sectionTitle(tr(T::NowSection));
    // Wrapped, as every line of the panel that may be wider than it (a reduction note, Korean).
    int statLine = 0;
    for (const std::string& line : view.stats) {
        const bool reduced = !view.reductionLine.empty() && line == view.reductionLine;
        if (reduced) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.8f, 0.3f, 1.0f));
        ImGui::TextWrapped("%s", line.c_str());
        if (reduced) ImGui::PopStyleColor();
        probe.note("stats-line-" + std::to_string(statLine++), lastItemRect());
    }
    if (!view.backendNote.empty()) ImGui::TextWrapped("%s", view.backendNote.c_str());

    // --- what the last hawk did ---
    if (!view.lastAttack.empty()) {
        sectionTitle(tr(T::LastAttackSection));
        // The labels as wide as the widest, the values wrapped in what is left: a long value
        // ("0.92 per step (2.6 x the flock's speed)") wraps instead of running off the panel.
        if (ImGui::BeginTable("attack", 2)) {
            ImGui::TableSetupColumn("label", ImGuiTableColumnFlags_WidthFixed);
            ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch);
            int row = 0;
            for (const auto& [label, value] : view.lastAttack) {
                ImGui::TableNextRow();
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(label.c_str());
                ImGui::TableNextColumn();
                ImGui::TextWrapped("%s", value.c_str());
                probe.note("attack-value-" + std::to_string(row++), lastItemRect());
            }
            ImGui::EndTable();
        }
        probe.note("last-attack", lastItemRect());
        if (view.attackRows.size() > 1 && ImGui::TreeNode(trLabel(T::SessionAttacks))) {
            ImGui::TextDisabled("%s", tr(T::AttackTableHeader));
            for (const std::string& row : view.attackRows) ImGui::TextWrapped("%s", row.c_str());
            ImGui::TreePop();
        }
    }

    // --- how the flock looks (drawing only: the model never sees these) ---
    const bool viewOpen = ImGui::CollapsingHeader(trLabel(T::ViewSection));
    probe.note("view-section", lastItemRect());
    if (viewOpen) {
        int sky = s.dusk ? 1 : 0;
        ImGui::RadioButton(trLabel(T::DaySky), &sky, 0);
        ImGui::SameLine();
        ImGui::RadioButton(trLabel(T::DuskSky), &sky, 1);
        s.dusk = sky == 1;
        // In BirdColouring's order (render/bird_colouring.hpp).
        const TextId colourings[] = {T::ColourCoreEdge, T::ColourFear,    T::ColourHeading,
                                     T::ColourSpeed,    T::ColourFlock,   T::ColourDensity,
                                     T::ColourInDegree, T::ColourCluster, T::ColourBank};
        constexpr int kColourings = static_cast<int>(std::size(colourings));
        if (ImGui::BeginCombo(trLabel(T::ColourBy), tr(colourings[std::clamp(s.colouring, 0, kColourings - 1)]))) {
            for (int i = 0; i < kColourings; ++i)
                if (ImGui::Selectable(tr(colourings[i]), s.colouring == i)) s.colouring = i;
            ImGui::EndCombo();
        }
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(T::ColourTip));
        probe.note("view-colour", lastItemRect());
        // In CameraMode's order (render/camera_mode.hpp).
        const TextId cameras[] = {T::CameraOrbit, T::CameraBird, T::CameraHawk, T::CameraGround};
        constexpr int kCameras = static_cast<int>(std::size(cameras));
        if (ImGui::BeginCombo(trLabel(T::CameraLabel), tr(cameras[std::clamp(s.camera, 0, kCameras - 1)]))) {
            for (int i = 0; i < kCameras; ++i) {
                if (ImGui::Selectable(tr(cameras[i]), s.camera == i)) s.camera = i;
                probe.note("view-camera-" + std::to_string(i), lastItemRect());  // the open list's lines
            }
            ImGui::EndCombo();
        }
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(T::CameraTip));
        probe.note("view-camera", lastItemRect());
        ImGui::SliderInt(trLabel(T::FlockTrails), &s.trails, 0, kPanelMaxTrails, "%d", ImGuiSliderFlags_AlwaysClamp);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(T::FlockTrailsTip));
        probe.note("view-trails", lastItemRect());
        ImGui::Checkbox(trLabel(T::WingsBeat), &s.flap);
        ImGui::SameLine();
        ImGui::Checkbox(trLabel(T::BirdsBank), &s.bank);
    }

    // --- every parameter, to a file and back (io/settings_file.hpp) ---
    const bool settingsOpen = ImGui::CollapsingHeader(trLabel(T::SettingsSection));
    probe.note("settings-file", lastItemRect());
    if (settingsOpen) {
        char path[512];
        const std::size_t n = std::min(s.settingsPath.size(), sizeof path - 1);
        s.settingsPath.copy(path, n);
        path[n] = '\0';
        if (ImGui::InputText(trLabel(T::SettingsFileName), path, sizeof path)) s.settingsPath = path;
        probe.note("settings-file-name", lastItemRect());
        if (ImGui::Button(trLabel(T::SaveSettings))) act.saveSettings = true;
        ImGui::SameLine();
        if (ImGui::Button(trLabel(T::LoadSettings))) act.loadSettings = true;
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(T::LoadSettingsTip));
        if (!s.settingsStatus.empty()) ImGui::TextWrapped("%s", s.settingsStatus.c_str());
    }

    ImGui::PopItemWidth();
    return act;
}

}  // namespace murmur::ui
