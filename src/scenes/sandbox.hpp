// sandbox.hpp - the particles-and-agents chapter (seed 003) as one world with four sub-modes.
//
// Emitter, Attraction (attraction / repulsion), Seek (seek + separate) and Flocking: the
// chapter's four coded systems, each kept in its own class with its own params. Only the
// current mode steps; the others keep their state, so switching back resumes where it was.
// The world is 400 px tall (the chapter's canvas height) and aspect * 400 px wide, y downward.
// Not here: drawing and panels (src/scene_views).
#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "scenes/pointer.hpp"
#include "scenes/sandbox_attractor.hpp"
#include "scenes/sandbox_emitter.hpp"
#include "scenes/sandbox_flock.hpp"
#include "scenes/sandbox_seek.hpp"
#include "scenes/steering.hpp"

namespace murmur {
class ThreadPool;
}

namespace murmur::scenes {

enum class SandboxMode { Emitter = 0, Attraction = 1, Seek = 2, Flocking = 3 };

inline constexpr std::array<std::string_view, 4> kSandboxModeNames{"emitter", "attraction", "seek", "flocking"};

std::string_view sandboxModeName(SandboxMode mode);
// "emitter" | "attraction" | "seek" | "flocking"; nothing for any other text.
std::optional<SandboxMode> parseSandboxMode(std::string_view name);

class SandboxWorld {
public:
    explicit SandboxWorld(float aspect = 2.0f);

    void setMode(SandboxMode mode) { mode_ = mode; }
    SandboxMode mode() const { return mode_; }
    void setAspect(float aspect);  // width / height of the window, > 0
    float width() const { return width_; }
    float height() const { return kSandboxWorldHeight; }
    void resetCurrent();

    // Steps the current mode only. In Emitter mode a click moves the emitter to the pointer.
    void step(double dtSeconds, const PointerInput& pointer, ThreadPool* pool = nullptr);

    ParticleEmitter emitter;
    AttractorField attractor;
    SeekAgents seek;
    Flock2D flock;

private:
    SandboxMode mode_ = SandboxMode::Emitter;
    float width_ = 800.0f;
};

}  // namespace murmur::scenes
