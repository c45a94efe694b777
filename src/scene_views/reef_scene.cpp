#include "reef_scene.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <imgui.h>

#include "panel_text.hpp"
#include "sceneShaderFiles.hpp"
#include "scenes/scene_settings.hpp"

namespace murmur::scene_views {

using scenes::kMaxReefFish;
using scenes::parseIntIn;
using scenes::parseOnOff;

namespace {

constexpr const char* kRuleNames[3] = {"separation", "alignment", "cohesion"};
constexpr ui::TextId kRuleTexts[3] = {ui::TextId::Separation, ui::TextId::Alignment, ui::TextId::Cohesion};

bool ruleOn(const scenes::ReefRules& r, int i) {
    return i == 0 ? r.separation : (i == 1 ? r.alignment : r.cohesion);
}

void setRuleOn(scenes::ReefRules& r, int i, bool on) {
    (i == 0 ? r.separation : (i == 1 ? r.alignment : r.cohesion)) = on;
}

}  // namespace

ReefScene::ReefScene(std::unique_ptr<ReefRenderer> renderer, const scenes::ReefParams& params)
    : Scene(scenes::kReefSceneName), world_(params), renderer_(std::move(renderer)), pool_(0) {
    words_.add(settingsAndReportWords<ReefScene>(), *this);
}

Result<std::unique_ptr<Scene>> ReefScene::create(const SceneContext&) {
    const gl::ShaderSources sources({gl::embedded::sceneShaderFiles()});
    auto renderer = ReefRenderer::create(sources);
    if (!renderer) return fail(renderer.error());
    return std::unique_ptr<Scene>(std::make_unique<ReefScene>(std::move(*renderer)));
}

void ReefScene::update(SceneClock& clock, const ScenePointer& pointer) {
    advance(frameSeconds(clock), pointer);
}

void ReefScene::advance(double dtSeconds, const ScenePointer& pointer) {
    pointer_.world = {pointer.view.x * world_.torus().width, pointer.view.y * world_.torus().height};
    pointer_.inside = pointer.inside;
    pointer_.clicked = pointer.clicked;
    const int steps = stepper_.advance(dtSeconds);
    for (int s = 0; s < steps; ++s) world_.step(stepper_.stepSeconds(), pointer_, &pool_);
}

void ReefScene::render(const SceneViewport& viewport) {
    if (viewport.empty()) return;  // minimised: keep the world as it is
    const int w = viewport.pixelWidth(), h = viewport.pixelHeight();
    if (w <= 0 || h <= 0) return;
    const float aspect = static_cast<float>(w) / static_cast<float>(h);
    if (aspect != aspect_) {
        aspect_ = aspect;
        world_.setAspect(aspect);
    }
    renderer_->draw(world_, world_.time(), viewport.pixelX(), viewport.pixelY(), w, h);
}

void ReefScene::toggle(int rule) {
    scenes::ReefRules r = world_.rules();
    setRuleOn(r, rule, !ruleOn(r, rule));
    world_.setRule(r);
}

void ReefScene::overlay(const SceneViewport& viewport, ui::LayoutProbe&) {
    // The seed's pills: "<rule> on" on warm yellow, "<rule> off" on translucent black, in a
    // row at the viewport's bottom-left; clicking one toggles its rule (and stops the cycle).
    const ImGuiIO& io = ImGui::GetIO();
    ImDrawList* draw = ImGui::GetBackgroundDrawList();
    if (viewport.width <= 0.0f || viewport.height <= 0.0f) return;
    const float fs = std::clamp(viewport.height * 0.05f, 9.0f, 18.0f);
    const float pillHeight = fs * 1.5f;
    const float top = viewport.y + viewport.height - pillHeight - fs * 0.6f;
    float x = viewport.x + 8.0f;
    const scenes::ReefRules rules = world_.rules();
    for (int i = 0; i < 3; ++i) {
        const bool on = ruleOn(rules, i);
        const std::string pill =
            ui::formatText(ui::tr(on ? ui::TextId::RuleOn : ui::TextId::RuleOff), ui::tr(kRuleTexts[i]));
        const char* text = pill.c_str();
        const ImVec2 size = ImGui::GetFont()->CalcTextSizeA(fs, 1e9f, 0.0f, text);
        const ImVec2 a(x, top), b(x + size.x + fs * 1.1f, top + pillHeight);
        draw->AddRectFilled(a, b, on ? IM_COL32(255, 210, 60, 242) : IM_COL32(0, 0, 0, 115), pillHeight * 0.5f);
        draw->AddText(ImGui::GetFont(), fs, ImVec2(x + fs * 0.55f, top + (pillHeight - size.y) * 0.5f),
                      on ? IM_COL32(0x3a, 0x24, 0x00, 255) : IM_COL32(0xcf, 0xe0, 0xff, 255), text);
        if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && !io.WantCaptureMouse && io.MousePos.x >= a.x &&
            io.MousePos.x <= b.x && io.MousePos.y >= a.y && io.MousePos.y <= b.y) {
            toggle(i);
        }
        x = b.x + 6.0f;
    }
    if (world_.automaticCycle()) {
        const double k = std::fmod(world_.time(), 14.0);
        const std::string cycle = ui::formatText(ui::tr(ui::TextId::AutoCycle), k);
        const char* text = cycle.c_str();
        const float small = fs * 0.8f;
        const ImVec2 size = ImGui::GetFont()->CalcTextSizeA(small, 1e9f, 0.0f, text);
        draw->AddRectFilled(ImVec2(x, top), ImVec2(x + size.x + small, top + pillHeight), IM_COL32(0, 0, 0, 70),
                            pillHeight * 0.5f);
        draw->AddText(ImGui::GetFont(), small, ImVec2(x + small * 0.5f, top + (pillHeight - size.y) * 0.5f),
                      IM_COL32(255, 255, 255, 220), text);
    }
}

void ReefScene::panel(SceneClock& clock, ui::LayoutProbe&, PanelPlace place) {
    if (place != PanelPlace::Top) return;
    drawSecondsRunSection(clock, *this);
    using T = ui::TextId;
    ImGui::TextUnformatted(ui::tr(T::ReefTitle));
    int fish = static_cast<int>(world_.size());
    if (ImGui::SliderInt(ui::trLabel(T::Fish), &fish, 10, kMaxReefFish, "%d", ImGuiSliderFlags_Logarithmic))
        setFishCount(fish);
    if (ImGui::Checkbox(ui::trLabel(T::WiderSea), &widenSea_)) applySeaHeight();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip(ui::tr(T::WiderSeaTip), double(scenes::kReefMaxWorldHeight));
    scenes::ReefRules rules = world_.rules();
    bool changed = ImGui::Checkbox(ui::trLabel(T::ReefSeparation), &rules.separation);
    changed |= ImGui::Checkbox(ui::trLabel(T::ReefAlignment), &rules.alignment);
    changed |= ImGui::Checkbox(ui::trLabel(T::ReefCohesion), &rules.cohesion);
    if (changed) world_.setRule(rules);
    bool cycle = world_.automaticCycle();
    if (ImGui::Checkbox(ui::trLabel(T::ReefCycle), &cycle)) world_.setAutomaticCycle(cycle);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", ui::tr(T::ReefCycleTip));
    if (ImGui::Button(ui::trLabel(T::ReefReset))) reset();
    ImGui::TextWrapped(ui::tr(T::ReefTime), world_.time(),
                       ui::tr(pointer_.inside ? T::ReefFleeing : T::ReefPointerHint));
}

void ReefScene::setFishCount(int count) {
    world_.setFishCount(std::clamp(count, 0, kMaxReefFish));
    applySeaHeight();
}

void ReefScene::applySeaHeight() {
    const float height = widenSea_ ? scenes::reefWorldHeightFor(static_cast<int>(world_.size())) : 1.0f;
    if (height != world_.torus().height) world_.setWorldHeight(height);
}

void ReefScene::reset() {
    const int fish = static_cast<int>(world_.size());
    world_.params().fishCount = fish;
    world_.reset();
}

Status ReefScene::setting(std::string_view name, std::string_view value) {
    std::string error;
    if (apply(name, value, error)) return {};
    return fail(error);
}

bool ReefScene::apply(std::string_view name, std::string_view value, std::string& error) {
    for (int i = 0; i < 3; ++i) {
        if (name == kRuleNames[i]) {
            const auto on = parseOnOff(value, error);
            if (!on) return false;
            scenes::ReefRules r = world_.rules();
            setRuleOn(r, i, *on);
            world_.setRule(r);
            return true;
        }
    }
    if (name == "cycle") {
        const auto on = parseOnOff(value, error);
        if (!on) return false;
        world_.setAutomaticCycle(*on);
        return true;
    }
    if (name == "fish") {
        const auto n = parseIntIn(value, 0, kMaxReefFish, error);
        if (!n) return false;
        setFishCount(*n);
        return true;
    }
    if (name == "wide_sea") {
        const auto on = parseOnOff(value, error);
        if (!on) return false;
        widenSea_ = *on;
        applySeaHeight();
        return true;
    }
    if (name == "seed") {
        const auto s = parseIntIn(value, 0, scenes::kMaxSceneSeed, error);
        if (!s) return false;
        world_.params().seed = static_cast<std::uint32_t>(*s);
        reset();
        return true;
    }
    error = std::string(this->name()) + " has no setting '" + std::string(name) +
            "' (fish, wide_sea, separation, alignment, cohesion, cycle, seed)";
    return false;
}

int ReefScene::fishNearPointer() const {
    if (!pointer_.inside) return 0;
    int n = 0;
    for (const glm::vec2 p : world_.positions()) {
        if (world_.torus().distance2(pointer_.world, p) < world_.params().fleeRadius2) ++n;
    }
    return n;
}

float ReefScene::closestFishToPointer() const {
    float best2 = 1e30f;
    for (const glm::vec2 p : world_.positions()) best2 = std::min(best2, world_.torus().distance2(pointer_.world, p));
    return world_.size() > 0 ? std::sqrt(best2) : 0.0f;
}

void ReefScene::addGrammar(scenes::SceneGrammar& grammar) {
    grammar.add(settingsAndReportWords<ReefScene>());
}

std::string ReefScene::reportLine() const {
    const scenes::ReefRules r = world_.rules();
    char line[320];
    std::snprintf(
        line, sizeof line,
        "scene=%s fish=%zu sea_height=%.3f time=%.3f cycle=%s separation=%s alignment=%s cohesion=%s pointer=%s "
        "pointer_x=%.4f pointer_y=%.4f near_pointer=%d closest_to_pointer=%.4f",
        name(), world_.size(), double(world_.torus().height), world_.time(), world_.automaticCycle() ? "on" : "off",
        r.separation ? "on" : "off", r.alignment ? "on" : "off", r.cohesion ? "on" : "off",
        pointer_.inside ? "in" : "out", pointer_.world.x, pointer_.world.y, fishNearPointer(), closestFishToPointer());
    return line;
}

}  // namespace murmur::scene_views
