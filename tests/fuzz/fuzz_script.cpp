// fuzz_script.cpp - the window program's script parser on arbitrary bytes: it never
// crashes, and whatever it accepts holds only values the player can run.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "scene_registry.hpp"
#include "script.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace murmur::app;
    const std::string text(reinterpret_cast<const char*>(data), size);
    const auto parsed = parseScript(text, "fuzz.script", murmur::scene_views::sceneGrammar());
    if (const auto* script = std::get_if<Script>(&parsed)) {
        for (const ScriptAction& a : script->actions) {
            if (a.frames < 0 || !std::isfinite(a.a) || !std::isfinite(a.b)) std::abort();
            if (a.command == ScriptCommand::SceneWord && a.words.size() == 2 && a.words[0] == "zoom" &&
                !(std::strtof(a.words[1].c_str(), nullptr) > 0.0f))
                std::abort();
            if (a.command == ScriptCommand::Resize && (a.a < 1.0f || a.b < 1.0f)) std::abort();
            std::string texts = a.name + a.text;
            for (const std::string& w : a.words) texts += w;
            for (char c : texts)
                if (static_cast<unsigned char>(c) < 0x20 && c != '\t') std::abort();  // control characters refused
        }
    } else if (std::get<std::string>(parsed).rfind("fuzz.script:", 0) != 0) {
        std::abort();  // every error names the file and line
    }
    return 0;
}
