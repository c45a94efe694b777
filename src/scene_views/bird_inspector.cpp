#include "bird_inspector.hpp"

#include <cstdio>

#include <imgui.h>
#include <glm/common.hpp>

#include "flock_feed.hpp"

namespace murmur::scene_views {
namespace {

// Magenta: no bird, sky, ground or hawk colour comes near it, so it reads at a glance.
constexpr ImU32 kRingColor = IM_COL32(240, 60, 200, 255);
constexpr ImU32 kLineColor = IM_COL32(240, 60, 200, 190);
constexpr int kTrailAlpha = 230;  // of the newest trail segment; older ones fade to 0
constexpr float kRingThickness = 2.5f;
constexpr float kLineThickness = 1.3f;
constexpr float kNeighbourDot = 2.5f;

ImVec2 at(const ui::Rect& rect, glm::vec2 p) {
    return ImVec2(rect.x + p.x, rect.y + p.y);
}

}  // namespace

void BirdInspector::select(std::uint32_t bird) {
    if (selected_ != bird) {
        trail_.clear();
        closeUp_.reset();
        screen_.reset();
    }
    selected_ = bird;
    stale_ = true;
}

void BirdInspector::letGo() {
    selected_.reset();
    closeUp_.reset();
    screen_.reset();
    trail_.clear();
    following_ = false;
}

bool BirdInspector::escape() {
    if (following_) {
        following_ = false;
        return true;
    }
    if (!selected_) return false;
    letGo();
    return true;
}

void BirdInspector::flockJumped(std::size_t birdCount) {
    trail_.clear();
    stale_ = true;
    if (selected_ && *selected_ >= birdCount) letGo();
}

void BirdInspector::refresh(FlockFeed& feed, const SimParams& world, std::uint32_t step) {
    if (!selected_) return;
    if (!stale_ && closeUp_ && closeUpStep_ == step) return;
    const bool firstOfTrail = trail_.empty();
    closeUp_ = feed.closeUp(world, *selected_);
    closeUpStep_ = step;
    stale_ = false;
    if (firstOfTrail) trail_.push_back(closeUp_->previous);
    trail_.push_back(closeUp_->current);
    while (trail_.size() > kTrailPoints) trail_.pop_front();
}

glm::vec3 BirdInspector::shownPosition(float alpha) const {
    return closeUp_ ? glm::mix(closeUp_->previous, closeUp_->current, alpha) : glm::vec3(0.0f);
}

void BirdInspector::overlay(const render::PickView& view, const ui::Rect& rect, float alpha, ui::LayoutProbe& probe) {
    screen_.reset();
    if (!closeUp_ || rect.width <= 0.0f || rect.height <= 0.0f) return;
    const auto self = render::toScreen(view, shownPosition(alpha));
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    dl->PushClipRect(ImVec2(rect.x, rect.y), ImVec2(rect.x + rect.width, rect.y + rect.height), true);
    // The trail: the steps seen up to the one the bird is flying from, then where it is drawn.
    const std::size_t behind = trail_.empty() ? 0 : trail_.size() - 1;
    for (std::size_t i = 0; i < behind; ++i) {
        const auto p = render::toScreen(view, trail_[i]);
        const auto next = i + 1 < behind ? render::toScreen(view, trail_[i + 1]) : self;
        const int fade = static_cast<int>(kTrailAlpha * float(i + 1) / float(behind));
        if (p && next) dl->AddLine(at(rect, *p), at(rect, *next), IM_COL32(255, 130, 230, fade), kLineThickness);
    }
    if (self) {
        for (const CloseUpNeighbour& n : closeUp_->neighbours) {
            if (const auto q = render::toScreen(view, glm::mix(n.previous, n.current, alpha))) {
                dl->AddLine(at(rect, *self), at(rect, *q), kLineColor, kLineThickness);
                dl->AddCircleFilled(at(rect, *q), kNeighbourDot, kLineColor);
            }
        }
        dl->AddCircle(at(rect, *self), kRingRadius, kRingColor, 24, kRingThickness);
        char label[16];
        std::snprintf(label, sizeof label, "#%u", closeUp_->bird);
        dl->AddText(ImVec2(rect.x + self->x + kRingRadius + 3.0f, rect.y + self->y - kRingRadius - 12.0f), kRingColor,
                    label);
        screen_ = glm::vec2(rect.x, rect.y) + *self;
        probe.note("inspector-ring",
                   {screen_->x - kRingRadius, screen_->y - kRingRadius, 2.0f * kRingRadius, 2.0f * kRingRadius});
    }
    dl->PopClipRect();
}

std::string BirdInspector::printLine() const {
    if (!selected_ || !closeUp_) return "selection bird=none";
    const BirdCloseUp& c = *closeUp_;
    char head[320];
    std::snprintf(head, sizeof head,
                  "selection bird=%u step=%u speed=%.4f fear=%.4f edge=%.4f neighbours=%zu total=%d following=%d "
                  "x=%.0f y=%.0f list=",
                  c.bird, closeUpStep_, double(c.speed), double(c.fear), double(c.edge), c.neighbours.size(), c.total,
                  following_ ? 1 : 0, screen_ ? double(screen_->x) : -1.0, screen_ ? double(screen_->y) : -1.0);
    std::string line(head);
    for (std::size_t i = 0; i < c.neighbours.size(); ++i) {
        char item[48];
        std::snprintf(item, sizeof item, "%s%u:%.4f", i ? "," : "", c.neighbours[i].index,
                      double(c.neighbours[i].distance));
        line.append(item);
    }
    if (c.neighbours.empty()) line.append("-");
    return line;
}

}  // namespace murmur::scene_views
