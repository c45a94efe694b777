#include "shadow_schedule.hpp"

namespace murmur::render {

bool ShadowSchedule::redraw(const ShadowStamp& now) {
    const bool sameScene = drawn_ && now.birds == drawn_->birds && now.hawk == drawn_->hawk &&
                           now.halfSize == drawn_->halfSize && now.obstacles == drawn_->obstacles;
    const bool movedOnALittle = drawn_ && now.time > drawn_->time && now.time - drawn_->time <= kMaxLagSteps;
    if (sameScene && movedOnALittle && !shownAgain_) {
        shownAgain_ = true;
        return false;
    }
    drawn_ = now;
    shownAgain_ = false;
    return true;
}

}  // namespace murmur::render
