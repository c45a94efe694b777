#include "key_bindings.hpp"

#include <array>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

namespace murmur::app {
namespace {

using A = KeyAction;

// clang-format off
constexpr std::array kBindings{
    KeyBinding{GLFW_KEY_SPACE,       "space",  "Space", "pause / resume",                 A::TogglePause},
    KeyBinding{GLFW_KEY_PERIOD,      "period", ".",     "one step (while paused)",        A::StepOnce},
    KeyBinding{GLFW_KEY_H,           "h",      "H",     "send a hawk",                    A::SendHawk},
    KeyBinding{GLFW_KEY_R,           "r",      "R",     "reset the scene",                A::Reset},
    KeyBinding{GLFW_KEY_S,           "s",      "S",     "save a screenshot",              A::Screenshot},
    KeyBinding{GLFW_KEY_V,           "v",      "V",     "start / stop a video",           A::ToggleVideo},
    KeyBinding{GLFW_KEY_1,           "1",      "1",     "the chooser's first scene",      A::Scene1},
    KeyBinding{GLFW_KEY_2,           "2",      "2",     "the chooser's second scene",     A::Scene2},
    KeyBinding{GLFW_KEY_3,           "3",      "3",     "the chooser's third scene",      A::Scene3},
    KeyBinding{GLFW_KEY_EQUAL,       "plus",   "+",     "faster",                         A::Faster},
    KeyBinding{GLFW_KEY_KP_ADD,      "kp_add", "+",     "faster",                         A::Faster},
    KeyBinding{GLFW_KEY_MINUS,       "minus",  "-",     "slower",                         A::Slower},
    KeyBinding{GLFW_KEY_KP_SUBTRACT, "kp_sub", "-",     "slower",                         A::Slower},
    KeyBinding{GLFW_KEY_TAB,         "tab",    "Tab",   "hide / show the panel",          A::TogglePanel},
    KeyBinding{GLFW_KEY_F11,         "f11",    "F11",   "full screen",                    A::ToggleFullscreen},
    KeyBinding{GLFW_KEY_F,           "f",      "F",     "follow the selected bird",       A::Follow},
    KeyBinding{GLFW_KEY_ESCAPE,      "escape", "Esc",   "close help, let go of the bird, leave full screen", A::Escape},
    KeyBinding{GLFW_KEY_K,           "k",      "K",     "presentation mode",              A::ToggleKiosk},
    KeyBinding{GLFW_KEY_SLASH,       "?",      "?",     "this help",                      A::ToggleHelp},
    KeyBinding{GLFW_KEY_F1,          "f1",     "F1",    "this help",                      A::ToggleHelp},
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

const KeyBinding* bindingNamed(std::string_view name) {
    for (const KeyBinding& b : kBindings)
        if (b.name == name) return &b;
    return nullptr;
}

}  // namespace murmur::app
