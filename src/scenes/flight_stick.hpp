// flight_stick.hpp - a person's hands on the flown hawk (Simulation::flyHawk): the keys held,
// the pointer's place over the view and a gamepad's stick, turned into one HawkControl.
//
// Keys: W or Up climbs, S or Down dives, A or Left turns left, D or Right turns right, Shift
// stoops. The pointer sets the aim: its offset from the view's centre, past a small dead
// zone, is how hard to turn (across) and climb (up), full at kPointerFullDeflection of the
// way to the edge. A gamepad's left stick does the same and its right trigger (or A) stoops.
// Keys add to the pointer and the stick, clamped to [-1, 1]. The control is rounded to
// 1/kControlSteps so that the script line a recording writes for it (`hawk steer`) reads back
// to the same bits. No GL, no window: unit tested.
#pragma once

#include <array>
#include <string>

#include <glm/vec2.hpp>

#include "murmur/model/hawk.hpp"

namespace murmur::scenes {

enum class FlightKey { Climb, Dive, Left, Right, Stoop };

// The pointer's offset from the view's centre below this share of the half-size steers
// nothing, so a pointer left near the middle flies straight.
inline constexpr float kPointerDeadZone = 0.08f;
// ... and at this share the turn or climb is full.
inline constexpr float kPointerFullDeflection = 0.6f;
// The control's resolution: 1/100 of a full turn.
inline constexpr float kControlSteps = 100.0f;

class FlightStick {
public:
    void key(FlightKey key, bool down);
    // The pointer at `fromCentre`: its offset from the view's centre in half-sizes ((1, 1)
    // bottom-right, y down as on the screen).
    void pointer(glm::vec2 fromCentre);
    // A gamepad's left stick (x right, y down, as GLFW gives it) and whether it stoops.
    void gamepad(glm::vec2 stick, bool stoop);
    // Everything let go (the flight ended, the window lost the keys).
    void release() { *this = FlightStick(); }

    HawkControl control() const;

private:
    std::array<bool, 5> held_{};
    glm::vec2 pointer_{0.0f};  // turn, climb from the pointer
    glm::vec2 pad_{0.0f};      // turn, climb from a gamepad
    bool padStoop_ = false;
};

// "hawk steer TURN CLIMB STOOP": the script line of a control, in the shortest text that
// reads back to the same floats (and 0 or 1 for the stoop).
std::string steerLine(const HawkControl& control);

}  // namespace murmur::scenes
