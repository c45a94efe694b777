// key_bindings.hpp - the window program's keyboard: one table of keys, what each does, and
// the words the "?" overlay, the README and the script's `key NAME` use for them.
//
// Keys never act while an ImGui text field has the keyboard (typing "h" into the settings
// file's name must not send a hawk). GLFW key codes; no GLFW calls here, so the table is
// unit tested without a window.
#pragma once

#include <optional>
#include <span>
#include <string_view>

#include "scenes/flight_stick.hpp"
#include "ui_text.hpp"

namespace murmur::app {

enum class KeyAction {
    TogglePause,  // Space
    StepOnce,     // .
    SendHawk,     // H (the scene's `hawk`)
    Reset,        // R
    Screenshot,   // S: the panel's Save screenshot
    ToggleVideo,  // V: Record video / Stop
    Scene1,       // 1, 2, 3: the scenes in the chooser's order
    Scene2,
    Scene3,
    Faster,            // + (or =, keypad +)
    Slower,            // - (keypad -)
    TogglePanel,       // Tab
    ToggleFullscreen,  // F11
    Escape,            // Esc: close the help, stop following / let go of the bird, leave full screen
    Follow,            // F: the camera follows the selected bird (the scene's `follow`)
    ToggleHelp,        // ? (or F1): the overlay listing these keys
    ToggleKiosk,       // K: the presentation mode
    NextColouring,     // C: what the birds' colour says, the next one (the scene's `colour next`)
    FlyHawk,           // G: a person flies the hawk, or lets go (the scene's `hawk fly on|off`)
};

struct KeyBinding {
    int key;                 // GLFW_KEY_*
    std::string_view name;   // for `key NAME` in scripts: "space", "h", "f11", ...
    std::string_view label;  // as the help overlay shows it: "Space", "H", "F11"
    ui::TextId what;         // "pause / resume", in ui_text_table.hpp
    KeyAction action;
};

// Every binding, in the order the help overlay lists them.
std::span<const KeyBinding> keyBindings();

// What a key press does; nothing for an unbound key, or while a text field takes the keys.
std::optional<KeyAction> actionForKey(int glfwKey, bool textInputActive);

// The binding a script's `key NAME` means ("space", "h", "1", "f11", ...), or nullptr.
const KeyBinding* bindingNamed(std::string_view name);

// The flown hawk's keys, which the scene takes before the table while a person flies it:
// W or Up climbs, S or Down dives, A or Left turns left, D or Right turns right, either Shift
// stoops. Nothing for any other key.
std::optional<scenes::FlightKey> flightKeyFor(int glfwKey);

// Speed steps for + and -: the speed moves by this much, within [0, the speed limit].
inline constexpr float kKeySpeedStep = 0.25f;

}  // namespace murmur::app
