#include "observer_opacity.hpp"

#include <cstdint>
#include <cstdio>

#include <imgui.h>

#include "panel_text.hpp"
#include "silhouette_mask.hpp"
#include "ui_text.hpp"
#include "view_card.hpp"

namespace murmur::scene_views {
namespace {

// The card's picture: this many pixels across at most, and the sky and the birds in it.
constexpr float kThumbnailWidth = 180.0f;
constexpr ImU32 kThumbnailSky = IM_COL32(150, 190, 230, 255);
const ImVec4 kThumbnailBird{0.08f, 0.08f, 0.12f, 1.0f};

}  // namespace

ObserverOpacity::ObserverOpacity() = default;
ObserverOpacity::~ObserverOpacity() = default;

void ObserverOpacity::render(Simulation& sim, bool watching) {
    watching_ = watching;
    simStep_ = sim.stepIndex();
    if (!watching) return;
    if (framesToNext_ > 0) --framesToNext_;
    if ((ready_ && reading_.step == simStep_) || framesToNext_ > 0) return;
    if (!mask_ && maskError_.empty()) {
        auto mask = render::SilhouetteMask::create();
        if (mask) mask_ = std::move(*mask);
        else maskError_ = mask.error();
    }
    if (!mask_) return;
    framesToNext_ = kObserverFramesApart;
    sim.backend().download(download_);
    if (download_.size() < 2) return;
    gatherLargestCluster(sim.world(), download_, scratch_);
    const float square = kSilhouetteInSeparationRanges * silhouetteSeparation(sim.world(), download_);
    // The picture first: the field measures below reuse the scratch's cells and hull.
    const render::SilhouettePicture& picture = mask_->draw(scratch_.position, square);
    Reading r;
    r.step = simStep_;
    r.birds = static_cast<int>(scratch_.position.size());
    r.picture = coveredShareOfHull(picture.mask, picture.size, scratch_);
    r.squarePixels = picture.squarePixels;
    r.width = picture.size.x;
    r.height = picture.size.y;
    r.texture = picture.texture;
    r.field = measureOpacity(scratch_.position, square, {1.0f, 0.0f, 0.0f}, scratch_).fromBelow;
    r.grid = opacityBelowOverGridShifts(scratch_.position, square, scratch_);
    reading_ = r;
    ready_ = true;
}

void ObserverOpacity::overlay(const ui::Rect& view, ui::LayoutProbe& probe) {
    card_ = {};
    picture_ = {};
    if (!watching_ || view.width <= 0.0f || view.height <= 0.0f) return;
    using T = ui::TextId;
    if (beginViewCard(view, "##observer-card")) {
        ImGui::TextUnformatted(ui::tr(T::ObserverTitle));
        if (!maskError_.empty()) {
            ImGui::TextWrapped("%s", maskError_.c_str());
        } else if (!ready_ || reading_.width <= 0 || reading_.height <= 0) {
            ImGui::TextDisabled("%s", ui::tr(T::ObserverWaiting));
        } else {
            const Reading& r = reading_;
            const float aspect = float(r.height) / float(r.width);
            const ImVec2 size{kThumbnailWidth, kThumbnailWidth * aspect};
            const ImVec2 at = ImGui::GetCursorScreenPos();
            ImGui::GetWindowDrawList()->AddRectFilled(at, ImVec2(at.x + size.x, at.y + size.y), kThumbnailSky);
            // Row 0 of the picture is the lowest z: at the bottom, as a map.
            ImGui::Image(reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(r.texture)), size, ImVec2(0, 1),
                         ImVec2(1, 0), kThumbnailBird);
            picture_ = {at.x, at.y, size.x, size.y};
            ImGui::Text(ui::tr(T::ObserverPicture), double(r.picture));
            if (r.squarePixels < 1.0f) ImGui::TextDisabled("%s", ui::tr(T::ObserverCoarse));  // a bird is a whole pixel
            else ImGui::Text(ui::tr(T::ObserverField), double(r.field), double(r.grid.sd));
            ImGui::TextDisabled("%s", ui::tr(T::ObserverHow));
        }
        const ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
        card_ = {at.x, at.y, size.x, size.y};
        probe.note("observer-card", card_);
        probe.note("observer-picture", picture_);
    }
    ImGui::End();
}

scenes::WordTable<ObserverOpacity> ObserverOpacity::words() {
    using O = ObserverOpacity;
    static constexpr scenes::ConditionRow<O> kConditions[] = {
        {"observer-ready", [](const O& o) { return o.ready_ && o.reading_.step == o.simStep_; }},
    };
    static constexpr scenes::TopicRow<O> kTopics[] = {{"observer", [](const O& o) { return o.printLines(); }}};
    return {{}, kConditions, kTopics};
}

std::vector<std::string> ObserverOpacity::printLines() const {
    std::vector<std::string> lines;
    char line[320];
    const Reading& r = reading_;
    std::snprintf(line, sizeof line,
                  "observer state=%s watching=%d step=%u birds=%d picture=%.4f field=%.4f grid_mean=%.4f "
                  "grid_sd=%.4f square_px=%.2f size=%dx%d",
                  ready_                ? "ready"
                  : !maskError_.empty() ? "no-picture"
                                        : "waiting",
                  watching_ ? 1 : 0, r.step, r.birds, double(r.picture), double(r.field), double(r.grid.mean),
                  double(r.grid.sd), double(r.squarePixels), r.width, r.height);
    lines.emplace_back(line);
    lines.push_back(ui::layoutLine("observer-card", card_));
    lines.push_back(ui::layoutLine("observer-picture", picture_));
    return lines;
}

}  // namespace murmur::scene_views
