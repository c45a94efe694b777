// reef_scene.hpp - the reef (seed 000) as a Scene: the rules of src/scenes/reef.hpp, drawn by
// ReefRenderer, with rule toggles in the panel and as clickable pills at the bottom-left.
//
// Pointer: the fish flee it while it is over the window. With more fish than the seed's 110
// the sea grows (scenes::reefWorldHeightFor) so that the school keeps its density, unless the
// panel's "wider sea" is turned off. Script names for `set`: fish (count), wide_sea (on|off),
// separation / alignment / cohesion (on|off: touching one stops the automatic cycle), cycle
// (on|off), seed. `print scene`: "scene=reef fish=N time=T cycle=on|off separation=on|off ...
// pointer_x=X pointer_y=Y near_pointer=K closest_to_pointer=D": K fish within the flee radius
// of the pointer (0 while it is outside), D the distance of the nearest fish to where the
// pointer is or was last (world units, height 1). With the pointer held still over the sea,
// D stays above ~0.09 after half a second; without it, fish pass within 0.05 most of the time.
#pragma once

#include <memory>

#include "fixed_stepper.hpp"
#include "murmur/model/thread_pool.hpp"
#include "reef_renderer.hpp"
#include "scene.hpp"
#include "scenes/reef.hpp"

namespace murmur::scene_views {

class ReefScene final : public Scene {
public:
    ReefScene(std::unique_ptr<ReefRenderer> renderer, const scenes::ReefParams& params = {});

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

    const scenes::ReefWorld& world() const { return world_; }
    scenes::ReefWorld& world() { return world_; }
    // The pointer of the last update, in world units.
    const scenes::PointerInput& pointer() const { return pointer_; }
    // Fish within the flee radius of the pointer (0 when it is outside the window).
    int fishNearPointer() const;
    // The distance from the pointer's last position to the nearest fish (world units).
    float closestFishToPointer() const;

private:
    bool apply(std::string_view name, std::string_view value, std::string& error);
    void toggle(int rule);  // 0 separation, 1 alignment, 2 cohesion
    // Changes the count and, when widenSea_, the sea's height to keep the seed's density.
    void setFishCount(int count);
    void applySeaHeight();

    scenes::ReefWorld world_;
    std::unique_ptr<ReefRenderer> renderer_;
    ThreadPool pool_;
    FixedStepper stepper_;
    scenes::PointerInput pointer_;
    float aspect_ = 16.0f / 9.0f;
    bool widenSea_ = true;
    SceneWords words_;
};

}  // namespace murmur::scene_views
