#include "sandbox_scene.hpp"

#include <algorithm>
#include <cstdio>

#include <imgui.h>
#include <glm/vec3.hpp>

#include "panel_text.hpp"
#include "sceneShaderFiles.hpp"
#include "scenes/scene_settings.hpp"
#include "scenes/steering.hpp"

namespace murmur::scene_views {

namespace {

using scenes::parseFloatIn;
using scenes::parseIntIn;
using scenes::SandboxMode;

// The chapter's colours (p5 fill / stroke values) and sizes in canvas px. Agents and boids are
// drawn as small arrows (the chapter's dots, turned to show where each one steers).
constexpr glm::vec4 kEmitterColour{210 / 255.0f, 180 / 255.0f, 30 / 255.0f, 1.0f};
constexpr glm::vec4 kAttractColour{0.85f, 0.92f, 1.0f, 0.6f};
constexpr glm::vec4 kRepelColour{1.0f, 0.6f, 0.45f, 0.6f};
constexpr glm::vec4 kSeekColour{1.0f, 127 / 255.0f, 80 / 255.0f, 1.0f};
constexpr glm::vec4 kFlockColour{150 / 255.0f, 1.0f, 30 / 255.0f, 1.0f};
constexpr glm::vec4 kTargetColour{1.0f, 1.0f, 1.0f, 0.18f};
constexpr glm::vec3 kBackground{25 / 255.0f, 25 / 255.0f, 25 / 255.0f};         // background(25)
constexpr glm::vec3 kAttractionBackground{2 / 255.0f, 2 / 255.0f, 6 / 255.0f};  // background(2, 10)
// The chapter's background(2, 10) fades by 10/255 a frame; with 2,000 particles on a larger
// screen that whites the middle out, so the trails here fade a little faster.
constexpr float kAttractionFade = 24 / 255.0f;
constexpr float kSeekFade = 5 / 255.0f;  // fill(0, 5) over the whole canvas
constexpr glm::vec3 kSeekBackground{0.0f, 0.0f, 0.0f};

using T = ui::TextId;

const char* hintFor(SandboxMode mode, bool attracting) {
    switch (mode) {
        case SandboxMode::Emitter:
            return ui::tr(T::HintEmitter);
        case SandboxMode::Attraction:
            return ui::tr(attracting ? T::HintAttraction : T::HintRepulsion);
        case SandboxMode::Seek:
            return ui::tr(T::HintSeek);
        case SandboxMode::Flocking:
            return ui::tr(T::HintFlocking);
    }
    return "";
}

// The modes' words, in SandboxMode's order (scenes/sandbox.hpp's kSandboxModeNames).
constexpr T kModeTexts[4] = {T::ModeEmitter, T::ModeAttraction, T::ModeSeek, T::ModeFlocking};

}  // namespace

Result<std::unique_ptr<Scene>> SandboxScene::create(const SceneContext&) {
    const gl::ShaderSources sources({gl::embedded::sceneShaderFiles()});
    auto renderer = SpriteRenderer::create(sources);
    if (!renderer) return fail(renderer.error());
    auto trails = TrailLayer::create(sources);
    if (!trails) return fail(trails.error());
    return std::unique_ptr<Scene>(std::make_unique<SandboxScene>(std::move(*renderer), std::move(*trails)));
}

SandboxScene::SandboxScene(std::unique_ptr<SpriteRenderer> renderer, std::unique_ptr<TrailLayer> trails)
    : Scene(scenes::kSandboxSceneName),
      world_(2.0f),
      renderer_(std::move(renderer)),
      trails_(std::move(trails)),
      pool_(0) {
    words_.add(settingsAndReportWords<SandboxScene>(), *this);
}

void SandboxScene::addGrammar(scenes::SceneGrammar& grammar) {
    grammar.add(settingsAndReportWords<SandboxScene>());
}

std::size_t SandboxScene::count() const {
    switch (world_.mode()) {
        case SandboxMode::Emitter:
            return world_.emitter.particles().size();
        case SandboxMode::Attraction:
            return world_.attractor.particles().size();
        case SandboxMode::Seek:
            return world_.seek.agents().size();
        case SandboxMode::Flocking:
            return world_.flock.boids().size();
    }
    return 0;
}

void SandboxScene::update(SceneClock& clock, const ScenePointer& pointer) {
    advance(frameSeconds(clock), pointer);
}

void SandboxScene::advance(double dtSeconds, const ScenePointer& pointer) {
    pointer_.world = {pointer.view.x * world_.width(), pointer.view.y * world_.height()};
    pointer_.inside = pointer.inside;
    const int steps = stepper_.advance(dtSeconds);
    // A click counts once, in the first step of this frame (or in a step-less update, never lost).
    bool clickPending = pointer.clicked;
    for (int s = 0; s < steps; ++s) {
        pointer_.clicked = clickPending;
        world_.step(stepper_.stepSeconds(), pointer_, &pool_);
        clickPending = false;
    }
    if (clickPending) {
        pointer_.clicked = true;
        world_.step(0.0, pointer_, &pool_);  // zero time: only the click's effect
    }
    pointer_.clicked = false;
}

void SandboxScene::collectSprites() {
    sprites_.clear();
    switch (world_.mode()) {
        case SandboxMode::Emitter: {
            const float full = std::max(world_.emitter.params().lifetime, 1.0f);
            for (const auto& p : world_.emitter.particles()) {
                glm::vec4 c = kEmitterColour;
                c.a = std::clamp(p.lifetime / full, 0.0f, 1.0f);
                sprites_.push_back({p.position, p.velocity, c, 8.0f, 0.0f});
            }
            sprites_.push_back({world_.emitter.origin(), {0.0f, 0.0f}, kTargetColour, 14.0f, 0.0f});
            break;
        }
        case SandboxMode::Attraction: {
            const glm::vec4 c = world_.attractor.attracting() ? kAttractColour : kRepelColour;
            for (const auto& p : world_.attractor.particles())
                sprites_.push_back({p.position, p.velocity, c, 4.0f, 0.0f});
            sprites_.push_back({world_.attractor.target(), {0.0f, 0.0f}, kTargetColour, 20.0f, 0.0f});
            break;
        }
        case SandboxMode::Seek:
            sprites_.push_back({world_.seek.target(), {0.0f, 0.0f}, kTargetColour, 16.0f, 0.0f});
            for (const auto& a : world_.seek.agents())
                sprites_.push_back({a.position, a.velocity, kSeekColour, 12.0f, 1.0f});
            break;
        case SandboxMode::Flocking:
            for (const auto& b : world_.flock.boids())
                sprites_.push_back({b.position, b.velocity, kFlockColour, 13.0f, 1.0f});
            break;
    }
}

void SandboxScene::render(const SceneViewport& viewport) {
    if (viewport.empty()) return;
    const int w = viewport.pixelWidth(), h = viewport.pixelHeight();
    if (w <= 0 || h <= 0) return;
    const float aspect = static_cast<float>(w) / static_cast<float>(h);
    if (aspect != aspect_) {
        aspect_ = aspect;
        world_.setAspect(aspect);
    }
    collectSprites();
    const SandboxMode mode = world_.mode();
    const bool glow = mode == SandboxMode::Emitter || (mode == SandboxMode::Attraction && !trailsOn_);
    const glm::vec2 worldSize{world_.width(), world_.height()};
    auto drawSprites = [&] { renderer_->draw(sprites_, worldSize, glow ? SpriteBlend::Additive : SpriteBlend::Alpha); };
    if (mode != drawnMode_) trails_->clear();
    drawnMode_ = mode;

    const bool trailMode = mode == SandboxMode::Attraction || mode == SandboxMode::Seek;
    if (trailsOn_ && trailMode) {
        const bool attraction = mode == SandboxMode::Attraction;
        trails_->render(viewport.pixelX(), viewport.pixelY(), w, h,
                        attraction ? kAttractionBackground : kSeekBackground, attraction ? kAttractionFade : kSeekFade,
                        drawSprites);
        return;
    }
    trails_->clear();
    glViewport(viewport.pixelX(), viewport.pixelY(), w, h);
    glDisable(GL_DEPTH_TEST);
    // Clear only this viewport: the app may draw other things beside it.
    glEnable(GL_SCISSOR_TEST);
    glScissor(viewport.pixelX(), viewport.pixelY(), w, h);
    const glm::vec3 bg = mode == SandboxMode::Attraction ? kAttractionBackground : kBackground;
    glClearColor(bg.r, bg.g, bg.b, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    glDisable(GL_SCISSOR_TEST);
    drawSprites();
}

void SandboxScene::overlay(const SceneViewport& viewport, ui::LayoutProbe&) {
    if (viewport.width <= 0.0f || viewport.height <= 0.0f) return;
    ImDrawList* draw = ImGui::GetBackgroundDrawList();
    const float fs = std::clamp(viewport.height * 0.032f, 11.0f, 18.0f);
    const float x = viewport.x + 10.0f, y = viewport.y + 8.0f;
    char line[96];
    std::snprintf(line, sizeof line, "%s  (%zu)", ui::tr(kModeTexts[static_cast<int>(world_.mode())]), count());
    const char* hint = hintFor(world_.mode(), world_.attractor.attracting());
    // A faint backdrop keeps the words readable over a busy flock; the hint wraps in a narrow view.
    const float wrap = std::max(viewport.width - 20.0f, fs * 8.0f);
    const ImVec2 titleSize = ImGui::GetFont()->CalcTextSizeA(fs * 1.2f, 1e9f, 0.0f, line);
    const ImVec2 hintSize = ImGui::GetFont()->CalcTextSizeA(fs, 1e9f, wrap, hint);
    draw->AddRectFilled(ImVec2(x - 6.0f, y - 4.0f),
                        ImVec2(x + std::max(titleSize.x, hintSize.x) + 6.0f, y + 2.0f + fs * 1.3f + hintSize.y + 4.0f),
                        IM_COL32(0, 0, 0, 110), 6.0f);
    draw->AddText(ImGui::GetFont(), fs * 1.2f, ImVec2(x, y), IM_COL32(255, 255, 255, 235), line);
    draw->AddText(ImGui::GetFont(), fs, ImVec2(x, y + 2.0f + fs * 1.3f), IM_COL32(220, 220, 220, 210), hint, nullptr,
                  wrap);
}

void SandboxScene::panel(SceneClock& clock, ui::LayoutProbe&, PanelPlace place) {
    if (place != PanelPlace::Top) return;
    drawSecondsRunSection(clock, *this);
    ImGui::TextUnformatted(ui::tr(T::SandboxTitle));
    int mode = static_cast<int>(world_.mode());
    for (int m = 0; m < 4; ++m) {
        if (m % 2 == 1) ImGui::SameLine(ImGui::GetContentRegionAvail().x * 0.5f);  // two per row: fits a narrow panel
        ImGui::RadioButton(ui::trLabel(kModeTexts[m]), &mode, m);
    }
    world_.setMode(static_cast<SandboxMode>(mode));

    switch (world_.mode()) {
        case SandboxMode::Emitter: {
            auto& p = world_.emitter.params();
            ImGui::SliderFloat(ui::trLabel(T::PerFrame), &p.particlesPerFrame, 0.0f, 30.0f, "%.1f");
            ImGui::SliderFloat(ui::trLabel(T::Gravity), &p.gravity, -0.2f, 0.3f, ui::tr(T::GravityFormat));
            ImGui::SliderFloat(ui::trLabel(T::LifeLost), &p.lifetimeDecay, 0.5f, 10.0f, "%.1f");
            ImGui::SliderFloat(ui::trLabel(T::MaxStartSpeed), &p.maxSpeed, p.minSpeed, 8.0f, ui::tr(T::PxPerFrame));
            break;
        }
        case SandboxMode::Attraction: {
            auto& p = world_.attractor.params();
            int n = p.particleCount;
            if (ImGui::SliderInt(ui::trLabel(T::Particles), &n, 100, 20000, "%d", ImGuiSliderFlags_Logarithmic))
                world_.attractor.setCount(n);
            ImGui::SliderFloat(ui::trLabel(T::Strength), &p.strength, 0.0f, 20.0f, "%.1f");
            ImGui::SliderFloat(ui::trLabel(T::MaxSpeed), &p.maxSpeed, 0.5f, 12.0f, ui::tr(T::PxPerFrame));
            bool attract = world_.attractor.attracting();
            if (ImGui::Checkbox(ui::trLabel(T::Attract), &attract)) world_.attractor.setAttracting(attract);
            break;
        }
        case SandboxMode::Seek: {
            auto& p = world_.seek.params();
            int n = p.agentCount;
            if (ImGui::SliderInt(ui::trLabel(T::Agents), &n, 1, 1000, "%d", ImGuiSliderFlags_Logarithmic))
                world_.seek.setCount(n);
            ImGui::SliderFloat(ui::trLabel(T::MaxSpeed), &p.maxSpeed, 0.2f, 8.0f, ui::tr(T::PxPerFrame));
            ImGui::SliderFloat(ui::trLabel(T::MaxForce), &p.maxForce, 0.01f, 1.0f, "%.2f");
            ImGui::SliderFloat(ui::trLabel(T::SeparationWeight), &p.separationWeight, 0.0f, 4.0f, "%.2f");
            break;
        }
        case SandboxMode::Flocking: {
            auto& p = world_.flock.params();
            int n = p.boidCount;
            if (ImGui::SliderInt(ui::trLabel(T::Boids), &n, 10, 2000, "%d", ImGuiSliderFlags_Logarithmic))
                world_.flock.setCount(n);
            ImGui::SliderFloat(ui::trLabel(T::Separation), &p.separationWeight, 0.0f, 4.0f, "%.2f");
            ImGui::SliderFloat(ui::trLabel(T::Alignment), &p.alignmentWeight, 0.0f, 4.0f, "%.2f");
            ImGui::SliderFloat(ui::trLabel(T::Cohesion), &p.cohesionWeight, 0.0f, 4.0f, "%.2f");
            ImGui::SliderFloat(ui::trLabel(T::MaxSpeed), &p.maxSpeed, 0.2f, 8.0f, ui::tr(T::PxPerFrame));
            ImGui::SliderFloat(ui::trLabel(T::MaxForce), &p.maxForce, 0.01f, 1.0f, "%.2f");
            break;
        }
    }
    if (world_.mode() == SandboxMode::Attraction || world_.mode() == SandboxMode::Seek) {
        ImGui::Checkbox(ui::trLabel(T::Trails), &trailsOn_);
    }
    if (ImGui::Button(ui::trLabel(T::ResetMode))) reset();
}

void SandboxScene::reset() {
    world_.resetCurrent();
    trails_->clear();
}

Status SandboxScene::setting(std::string_view name, std::string_view value) {
    std::string error;
    if (apply(name, value, error)) return {};
    return fail(error);
}

bool SandboxScene::apply(std::string_view name, std::string_view value, std::string& error) {
    if (name == "mode") {
        const auto mode = scenes::parseSandboxMode(value);
        if (!mode) {
            error = std::string(this->name()) + " mode must be emitter, attraction, seek or flocking, not '" +
                    std::string(value) + "'";
            return false;
        }
        world_.setMode(*mode);
        return true;
    }
    if (name == "count") {
        switch (world_.mode()) {
            case SandboxMode::Emitter: {
                const auto r = parseFloatIn(value, 0.0f, scenes::kMaxEmitterRate, error);
                if (!r) return false;
                world_.emitter.params().particlesPerFrame = *r;
                return true;
            }
            case SandboxMode::Attraction:
            case SandboxMode::Seek:
            case SandboxMode::Flocking: {
                const auto n = parseIntIn(value, 0, scenes::kMaxSandboxCount, error);
                if (!n) return false;
                if (world_.mode() == SandboxMode::Attraction) world_.attractor.setCount(*n);
                if (world_.mode() == SandboxMode::Seek) world_.seek.setCount(*n);
                if (world_.mode() == SandboxMode::Flocking) world_.flock.setCount(*n);
                return true;
            }
        }
    }
    error = std::string(this->name()) + " has no setting '" + std::string(name) + "' (mode, count)";
    return false;
}

float SandboxScene::meanDistanceToTarget() const {
    float sum = 0.0f;
    std::size_t n = 0;
    if (world_.mode() == SandboxMode::Attraction) {
        for (const auto& p : world_.attractor.particles()) sum += glm::length(p.position - world_.attractor.target());
        n = world_.attractor.particles().size();
    } else if (world_.mode() == SandboxMode::Seek) {
        for (const auto& a : world_.seek.agents()) sum += glm::length(a.position - world_.seek.target());
        n = world_.seek.agents().size();
    }
    return n > 0 ? sum / static_cast<float>(n) : 0.0f;
}

std::string SandboxScene::reportLine() const {
    char line[256];
    std::snprintf(line, sizeof line, "scene=%s mode=%s count=%zu attract=%s mean_distance_to_target=%.2f", name(),
                  std::string(scenes::sandboxModeName(world_.mode())).c_str(), count(),
                  world_.attractor.attracting() ? "on" : "off", meanDistanceToTarget());
    return line;
}

}  // namespace murmur::scene_views
