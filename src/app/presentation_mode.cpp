#include "presentation_mode.hpp"

namespace murmur::app {

void PresentationMode::setOn(bool on, double now) {
    on_ = on;
    lastHawk_ = lastInput_ = now;
}

PresentationMode::Due PresentationMode::tick(double now) {
    Due due;
    if (!on_) return due;
    if (now - lastInput_ >= times_.resetMinutes * 60.0) {
        due.restart = true;
        lastInput_ = lastHawk_ = now;
    }
    if (now - lastHawk_ >= times_.hawkSeconds) {
        due.hawk = true;
        lastHawk_ = now;
    }
    return due;
}

}  // namespace murmur::app
