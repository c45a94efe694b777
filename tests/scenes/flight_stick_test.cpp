// The hands on the flown hawk (scenes/flight_stick.hpp): keys, pointer and gamepad make one
// control, rounded so that its script line reads back to the same bits.
#include <gtest/gtest.h>

#include <charconv>
#include <cmath>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "scenes/flight_stick.hpp"

namespace murmur::scenes {
namespace {

TEST(FlightStick, KeysTurnClimbAndStoopAndLetGo) {
    FlightStick s;
    EXPECT_EQ(s.control(), HawkControl{});
    s.key(FlightKey::Right, true);
    s.key(FlightKey::Climb, true);
    EXPECT_EQ(s.control(), (HawkControl{1.0f, 1.0f, false}));
    s.key(FlightKey::Left, true);  // both: they cancel
    s.key(FlightKey::Stoop, true);
    EXPECT_EQ(s.control(), (HawkControl{0.0f, 1.0f, true}));
    s.key(FlightKey::Right, false);
    s.key(FlightKey::Climb, false);
    s.key(FlightKey::Dive, true);
    EXPECT_EQ(s.control(), (HawkControl{-1.0f, -1.0f, true}));
    s.release();
    EXPECT_EQ(s.control(), HawkControl{});
}

TEST(FlightStick, ThePointerSetsTheAimPastADeadZone) {
    FlightStick s;
    s.pointer({0.05f, -0.05f});  // near the middle: straight on
    EXPECT_EQ(s.control(), HawkControl{});
    s.pointer({kPointerFullDeflection, -1.0f});  // right edge of the full range, above: full climb
    EXPECT_EQ(s.control(), (HawkControl{1.0f, 1.0f, false}));
    s.pointer({-0.5f * (kPointerDeadZone + kPointerFullDeflection), 0.9f});  // halfway left, low
    EXPECT_FLOAT_EQ(s.control().turn, -0.5f);
    EXPECT_EQ(s.control().climb, -1.0f);
    s.key(FlightKey::Right, true);  // keys add, clamped
    EXPECT_FLOAT_EQ(s.control().turn, 0.5f);
    // Just past the dead zone to the left: a turn that rounds to -0 is written as 0.
    s.release();
    s.pointer({-(kPointerDeadZone + 0.001f), 0.0f});
    EXPECT_FALSE(std::signbit(s.control().turn));
    EXPECT_EQ(steerLine(s.control()), "hawk steer 0 0 0");
}

TEST(FlightStick, AGamepadStickSteersAndStoops) {
    FlightStick s;
    s.gamepad({0.0f, -1.0f}, true);  // stick pushed up (GLFW: y down)
    EXPECT_EQ(s.control(), (HawkControl{0.0f, 1.0f, true}));
}

TEST(FlightStick, TheSteerLineReadsBackToTheSameBits) {
    FlightStick s;
    for (float x = -1.0f; x <= 1.0f; x += 0.0137f) {
        s.pointer({x, x * 0.7f});
        const HawkControl c = s.control();
        const std::string line = steerLine(c);
        std::istringstream in(line);
        std::vector<std::string> w{std::istream_iterator<std::string>(in), {}};
        ASSERT_EQ(w.size(), 5u) << line;
        EXPECT_EQ(w[0], "hawk");
        EXPECT_EQ(w[1], "steer");
        float turn = 2.0f, climb = 2.0f;
        std::from_chars(w[2].data(), w[2].data() + w[2].size(), turn);
        std::from_chars(w[3].data(), w[3].data() + w[3].size(), climb);
        EXPECT_EQ(turn, c.turn) << line;
        EXPECT_EQ(climb, c.climb) << line;
        EXPECT_EQ(w[4], "0");
        EXPECT_EQ(c.turn, std::round(c.turn * kControlSteps) / kControlSteps) << "rounded to the control's steps";
    }
    EXPECT_EQ(steerLine({0.0f, -0.25f, true}), "hawk steer 0 -0.25 1");
}

}  // namespace
}  // namespace murmur::scenes
