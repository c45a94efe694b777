#include "bird_focus.hpp"

#include "inspector_section.hpp"
#include "scene_renderer.hpp"

namespace murmur::scene_views {
namespace {

using scenes::ScriptLine;

std::optional<std::string> birdNumber(const ScriptLine& w) {
    if (auto e = scenes::arity(w, 1)) return e;
    if (!scenes::countArgument(w, kMaxBirdCount))
        return "'select' needs a bird number (a whole number >= 0), got '" + w[1] + "'";
    return std::nullopt;
}

}  // namespace

void BirdFocus::click(glm::vec2 at, const FlockView& view, float alpha) {
    const ui::Rect rect = view.viewRect();
    const std::vector<glm::vec3> shown = feed_.shownPositions(alpha);
    const auto bird = render::pickBird(shown, view.pickView(), {at.x - rect.x, at.y - rect.y},
                                       0.5f * render::SceneStyle{}.birdLength);
    if (bird) inspector_.select(*bird);
    else inspector_.letGo();
    refresh();
}

void BirdFocus::refresh() {
    inspector_.refresh(feed_, sim_.world(), sim_.stepIndex());
}

void BirdFocus::flockJumped() {
    inspector_.flockJumped(sim_.birdCount());
}

void BirdFocus::ride() {
    if (sim_.birdCount() == 0) return;
    if (!inspector_.selected()) inspector_.select(0);
    refresh();
    inspector_.setFollowing(true);
}

std::optional<FlockView::Follow> BirdFocus::follow(float alpha) const {
    if (!inspector_.following() || !inspector_.closeUp()) return std::nullopt;
    return FlockView::Follow{inspector_.shownPosition(alpha), inspector_.closeUp()->heading};
}

void BirdFocus::overlay(const FlockView& view, float alpha, ui::LayoutProbe& probe) {
    inspector_.overlay(view.pickView(), view.viewRect(), alpha, probe);
}

void BirdFocus::drawSection(ui::LayoutProbe& probe) {
    ui::InspectorView bird;
    bird.bird = inspector_.closeUp();
    // In the state's own units: per step (seed), or m/s (starling: not per step, as drawn).
    const SimParams& world = sim_.world();
    bird.cruiseSpeed = world.model == FlockModel::Starling ? world.starlingCruiseSpeed : world.baseSpeed;
    bird.following = inspector_.following();
    bird.metric = sim_.world().neighbourMode == NeighbourMode::Metric;
    const ui::InspectorActions act = ui::drawInspectorSection(bird, probe);
    if (act.toggleFollow) toggleFollow();
    if (act.letGo) inspector_.letGo();
}

Status BirdFocus::select(int bird) {
    if (bird < 0 || std::size_t(bird) >= sim_.birdCount())
        return fail("no bird " + std::to_string(bird) + ": the flock has " + std::to_string(sim_.birdCount()) +
                    " birds, numbered from 0");
    inspector_.select(static_cast<std::uint32_t>(bird));
    refresh();
    return {};
}

scenes::WordTable<BirdFocus> BirdFocus::words() {
    using B = BirdFocus;
    using L = const ScriptLine&;
    static constexpr scenes::CommandRow<B> kCommands[] = {
        {"select", birdNumber, [](B& b, L w) { return b.select(scenes::countArgument(w, kMaxBirdCount).value_or(0)); }},
        {"follow", [](L w) { return scenes::arity(w, 0); },
         [](B& b, L) {
             b.toggleFollow();
             return Status{};
         }},
    };
    static constexpr scenes::TopicRow<B> kTopics[] = {
        {"selection", [](const B& b) { return std::vector<std::string>{b.inspector_.printLine()}; }}};
    return {kCommands, {}, kTopics};
}

}  // namespace murmur::scene_views
