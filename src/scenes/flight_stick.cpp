#include "scenes/flight_stick.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>

namespace murmur::scenes {
namespace {

// An offset past the dead zone, as a share of the full deflection: 0 .. +-1.
float deflection(float offset) {
    const float past = std::max(std::abs(offset) - kPointerDeadZone, 0.0f);
    if (past <= 0.0f) return 0.0f;
    return std::copysign(std::min(past / (kPointerFullDeflection - kPointerDeadZone), 1.0f), offset);
}

float rounded(float v) {
    return std::round(std::clamp(v, -1.0f, 1.0f) * kControlSteps) / kControlSteps;
}

std::string shortest(float v) {
    char buf[32];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

}  // namespace

void FlightStick::key(FlightKey key, bool down) {
    held_[static_cast<std::size_t>(key)] = down;
}

void FlightStick::pointer(glm::vec2 fromCentre) {
    pointer_ = {deflection(fromCentre.x), -deflection(fromCentre.y)};  // up on the screen climbs
}

void FlightStick::gamepad(glm::vec2 stick, bool stoop) {
    pad_ = {deflection(stick.x), -deflection(stick.y)};
    padStoop_ = stoop;
}

HawkControl FlightStick::control() const {
    auto held = [&](FlightKey k) { return held_[static_cast<std::size_t>(k)] ? 1.0f : 0.0f; };
    HawkControl c;
    c.turn = rounded(pointer_.x + pad_.x + held(FlightKey::Right) - held(FlightKey::Left));
    c.climb = rounded(pointer_.y + pad_.y + held(FlightKey::Climb) - held(FlightKey::Dive));
    if (c.turn == 0.0f) c.turn = 0.0f;  // no -0 in the script's text
    if (c.climb == 0.0f) c.climb = 0.0f;
    c.stoop = held(FlightKey::Stoop) > 0.0f || padStoop_;
    return c;
}

std::string steerLine(const HawkControl& c) {
    return "hawk steer " + shortest(c.turn) + " " + shortest(c.climb) + (c.stoop ? " 1" : " 0");
}

}  // namespace murmur::scenes
