#include "key_bindings.hpp"

#include <set>
#include <string>

#include <gtest/gtest.h>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

namespace murmur::app {
namespace {

TEST(KeyBindings, TheIssuesKeysDoWhatTheySay) {
    EXPECT_EQ(actionForKey(GLFW_KEY_SPACE, false), KeyAction::TogglePause);
    EXPECT_EQ(actionForKey(GLFW_KEY_PERIOD, false), KeyAction::StepOnce);
    EXPECT_EQ(actionForKey(GLFW_KEY_H, false), KeyAction::SendHawk);
    EXPECT_EQ(actionForKey(GLFW_KEY_R, false), KeyAction::Reset);
    EXPECT_EQ(actionForKey(GLFW_KEY_S, false), KeyAction::Screenshot);
    EXPECT_EQ(actionForKey(GLFW_KEY_V, false), KeyAction::ToggleVideo);
    EXPECT_EQ(actionForKey(GLFW_KEY_1, false), KeyAction::Scene1);
    EXPECT_EQ(actionForKey(GLFW_KEY_3, false), KeyAction::Scene3);
    EXPECT_EQ(actionForKey(GLFW_KEY_EQUAL, false), KeyAction::Faster);
    EXPECT_EQ(actionForKey(GLFW_KEY_KP_SUBTRACT, false), KeyAction::Slower);
    EXPECT_EQ(actionForKey(GLFW_KEY_TAB, false), KeyAction::TogglePanel);
    EXPECT_EQ(actionForKey(GLFW_KEY_F11, false), KeyAction::ToggleFullscreen);
    EXPECT_EQ(actionForKey(GLFW_KEY_ESCAPE, false), KeyAction::Escape);
    EXPECT_EQ(actionForKey(GLFW_KEY_F, false), KeyAction::Follow);
    EXPECT_EQ(actionForKey(GLFW_KEY_Q, false), std::nullopt);  // unbound
}

TEST(KeyBindings, NothingFiresWhileATextFieldHasTheKeys) {
    for (const KeyBinding& b : keyBindings()) EXPECT_EQ(actionForKey(b.key, true), std::nullopt) << b.name;
}

TEST(KeyBindings, EveryKeyOnceWithANameAScriptCanUse) {
    std::set<int> keys;
    std::set<std::string> names;
    for (const KeyBinding& b : keyBindings()) {
        EXPECT_TRUE(keys.insert(b.key).second) << "bound twice: " << b.name;
        EXPECT_TRUE(names.insert(std::string(b.name)).second) << b.name;
        EXPECT_EQ(bindingNamed(b.name), &b);
        EXPECT_FALSE(b.label.empty());
        EXPECT_STRNE(ui::text(b.what, ui::Language::English), "");
    }
    EXPECT_EQ(bindingNamed("H"), nullptr);  // names are lower case, as typed in a script
    EXPECT_EQ(bindingNamed(""), nullptr);
}

}  // namespace
}  // namespace murmur::app
