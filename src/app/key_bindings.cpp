#include "key_bindings.hpp"

#include <array>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

namespace murmur::app {
namespace {

using A = KeyAction;
using T = ui::TextId;

// clang-format off
constexpr std::array kBindings{
    KeyBinding{GLFW_KEY_SPACE,       "space",  "Space", T::KeyPauseResume, A::TogglePause},
    KeyBinding{GLFW_KEY_PERIOD,      "period", ".",     T::KeyOneStep, A::StepOnce},
    KeyBinding{GLFW_KEY_H,           "h",      "H",     T::KeySendHawk, A::SendHawk},
    KeyBinding{GLFW_KEY_G,           "g",      "G",     T::KeyFlyHawk, A::FlyHawk},
    KeyBinding{GLFW_KEY_R,           "r",      "R",     T::KeyReset, A::Reset},
    KeyBinding{GLFW_KEY_S,           "s",      "S",     T::KeyScreenshot, A::Screenshot},
    KeyBinding{GLFW_KEY_V,           "v",      "V",     T::KeyVideo, A::ToggleVideo},
    KeyBinding{GLFW_KEY_1,           "1",      "1",     T::KeyScene1, A::Scene1},
    KeyBinding{GLFW_KEY_2,           "2",      "2",     T::KeyScene2, A::Scene2},
    KeyBinding{GLFW_KEY_3,           "3",      "3",     T::KeyScene3, A::Scene3},
    KeyBinding{GLFW_KEY_EQUAL,       "plus",   "+",     T::KeyFaster, A::Faster},
    KeyBinding{GLFW_KEY_KP_ADD,      "kp_add", "+",     T::KeyFaster, A::Faster},
    KeyBinding{GLFW_KEY_MINUS,       "minus",  "-",     T::KeySlower, A::Slower},
    KeyBinding{GLFW_KEY_KP_SUBTRACT, "kp_sub", "-",     T::KeySlower, A::Slower},
    KeyBinding{GLFW_KEY_TAB,         "tab",    "Tab",   T::KeyPanel, A::TogglePanel},
    KeyBinding{GLFW_KEY_F11,         "f11",    "F11",   T::KeyFullScreen, A::ToggleFullscreen},
    KeyBinding{GLFW_KEY_F,           "f",      "F",     T::KeyFollow, A::Follow},
    KeyBinding{GLFW_KEY_ESCAPE,      "escape", "Esc",   T::KeyEscape, A::Escape},
    KeyBinding{GLFW_KEY_K,           "k",      "K",     T::KeyKiosk, A::ToggleKiosk},
    KeyBinding{GLFW_KEY_C,           "c",      "C",     T::KeyColour, A::NextColouring},
    KeyBinding{GLFW_KEY_SLASH,       "?",      "?",     T::KeyHelp, A::ToggleHelp},
    KeyBinding{GLFW_KEY_F1,          "f1",     "F1",    T::KeyHelp, A::ToggleHelp},
};
// clang-format on

}  // namespace

std::span<const KeyBinding> keyBindings() {
    return kBindings;
}

std::optional<KeyAction> actionForKey(int glfwKey, bool textInputActive) {
    if (textInputActive) return std::nullopt;
    for (const KeyBinding& b : kBindings)
        if (b.key == glfwKey) return b.action;
    return std::nullopt;
}

std::optional<scenes::FlightKey> flightKeyFor(int glfwKey) {
    using F = scenes::FlightKey;
    switch (glfwKey) {
        case GLFW_KEY_W:
        case GLFW_KEY_UP:
            return F::Climb;
        case GLFW_KEY_S:
        case GLFW_KEY_DOWN:
            return F::Dive;
        case GLFW_KEY_A:
        case GLFW_KEY_LEFT:
            return F::Left;
        case GLFW_KEY_D:
        case GLFW_KEY_RIGHT:
            return F::Right;
        case GLFW_KEY_LEFT_SHIFT:
        case GLFW_KEY_RIGHT_SHIFT:
            return F::Stoop;
        default:
            return std::nullopt;
    }
}

const KeyBinding* bindingNamed(std::string_view name) {
    for (const KeyBinding& b : kBindings)
        if (b.name == name) return &b;
    return nullptr;
}

}  // namespace murmur::app
