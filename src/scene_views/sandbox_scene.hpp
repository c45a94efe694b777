// sandbox_scene.hpp - the particles-and-agents chapter (seed 003) as a Scene: four sub-modes
// (emitter, attraction, seek, flocking) from src/scenes/sandbox.hpp, drawn as sprites, each
// with its own few sliders in the panel and a label at the top-left. Attraction and seeking
// leave fading trails, as the chapter's translucent backgrounds do (a panel checkbox).
//
// Pointer: the emitter moves to a click; attraction pulls toward the pointer (a click toggles
// repulsion); seeking agents chase it; the flock ignores it. Script names for `set`: mode
// (emitter|attraction|seek|flocking), count (of the current mode; for the emitter, particles
// per frame). `print scene`: "scene=sandbox mode=M count=N ..." with a mode-specific tail
// (attract=on|off, mean_distance_to_target=D for attraction and seek).
#pragma once

#include <memory>
#include <vector>

#include "fixed_stepper.hpp"
#include "murmur/model/thread_pool.hpp"
#include "scene.hpp"
#include "scenes/sandbox.hpp"
#include "sprite_renderer.hpp"
#include "trail_layer.hpp"

namespace murmur::scene_views {

class SandboxScene final : public Scene {
public:
    SandboxScene(std::unique_ptr<SpriteRenderer> renderer, std::unique_ptr<TrailLayer> trails);

    // The registry's factory: compiles the shaders (an error names the shader file and line).
    static Result<std::unique_ptr<Scene>> create(const SceneContext& context);

    void update(SceneClock& clock, const ScenePointer& pointer) override;
    void render(const SceneViewport& viewport) override;
    void overlay(const SceneViewport& viewport, ui::LayoutProbe& probe) override;
    void panel(SceneClock& clock, ui::LayoutProbe& probe, PanelPlace place) override;
    void reset() override;
    const SceneWords& words() const override { return words_; }
    // Its script words (settingsAndReportWords): for the parser's grammar.
    static void addGrammar(scenes::SceneGrammar& grammar);

    // `set NAME VALUE`: the names above; a bad name or value says why.
    Status setting(std::string_view name, std::string_view value);
    // `print scene`: the line above.
    std::string reportLine() const;

    // Advances the rules by dtSeconds (>= 0) in fixed 1/60 s steps, at most 4 per call.
    void advance(double dtSeconds, const ScenePointer& pointer);

    const scenes::SandboxWorld& world() const { return world_; }
    scenes::SandboxWorld& world() { return world_; }
    // Live particles or agents of the current mode.
    std::size_t count() const;

private:
    bool apply(std::string_view name, std::string_view value, std::string& error);
    void collectSprites();
    float meanDistanceToTarget() const;

    scenes::SandboxWorld world_;
    std::unique_ptr<SpriteRenderer> renderer_;
    std::unique_ptr<TrailLayer> trails_;
    bool trailsOn_ = true;
    scenes::SandboxMode drawnMode_ = scenes::SandboxMode::Emitter;
    ThreadPool pool_;
    FixedStepper stepper_;
    scenes::PointerInput pointer_;
    float aspect_ = 2.0f;
    std::vector<SpriteInstance> sprites_;
    SceneWords words_;
};

}  // namespace murmur::scene_views
