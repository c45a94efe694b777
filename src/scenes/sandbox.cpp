#include "scenes/sandbox.hpp"

#include <cassert>
#include <cmath>

#include "scenes/steering.hpp"

namespace murmur::scenes {

std::string_view sandboxModeName(SandboxMode mode) {
    return kSandboxModeNames[static_cast<std::size_t>(mode)];
}

std::optional<SandboxMode> parseSandboxMode(std::string_view name) {
    for (std::size_t i = 0; i < kSandboxModeNames.size(); ++i) {
        if (kSandboxModeNames[i] == name) return static_cast<SandboxMode>(i);
    }
    return std::nullopt;
}

SandboxWorld::SandboxWorld(float aspect)
    : attractor({}, aspect), seek({}, aspect), flock({}, aspect), width_(aspect * kSandboxWorldHeight) {
    emitter.setOrigin({0.5f * width_, 100.0f});
}

void SandboxWorld::setAspect(float aspect) {
    assert(aspect > 0.0f && std::isfinite(aspect) &&
           "SandboxWorld::setAspect: pass width / height of a non-empty window");
    const float oldWidth = width_;
    width_ = aspect * kSandboxWorldHeight;
    // The emitter keeps its place relative to the width (it starts at the middle).
    emitter.setOrigin({emitter.origin().x * (width_ / oldWidth), emitter.origin().y});
    attractor.setAspect(aspect);
    seek.setAspect(aspect);
    flock.setAspect(aspect);
}

void SandboxWorld::resetCurrent() {
    switch (mode_) {
        case SandboxMode::Emitter:
            emitter.reset();
            emitter.setOrigin({0.5f * width_, 100.0f});
            break;
        case SandboxMode::Attraction:
            attractor.reset();
            break;
        case SandboxMode::Seek:
            seek.reset();
            break;
        case SandboxMode::Flocking:
            flock.reset();
            break;
    }
}

void SandboxWorld::step(double dtSeconds, const PointerInput& pointer, ThreadPool* pool) {
    switch (mode_) {
        case SandboxMode::Emitter:
            if (pointer.clicked && pointer.inside) emitter.setOrigin(pointer.world);
            emitter.step(dtSeconds);
            break;
        case SandboxMode::Attraction:
            attractor.step(dtSeconds, pointer);
            break;
        case SandboxMode::Seek:
            seek.step(dtSeconds, pointer);
            break;
        case SandboxMode::Flocking:
            flock.step(dtSeconds, pool);
            break;
    }
}

}  // namespace murmur::scenes
