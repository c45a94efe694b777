// The scenes' rules are deterministic: the same seed gives the same bits, and a golden hash
// of each world after a fixed run catches any change of behaviour. Update a golden value
// deliberately, in the commit that changes that scene's rules.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <span>

#include "murmur/model/hash.hpp"
#include "scenes/reef.hpp"
#include "scenes/sandbox.hpp"

namespace murmur::scenes {
namespace {

constexpr double kFrame = 1.0 / 60.0;

// The core's FNV-1a 64 over each float's bits, least significant byte first.
class Fnv {
public:
    void add(float f) {
        const auto bits = std::bit_cast<std::uint32_t>(f);
        for (int b = 0; b < 4; ++b) hash_.addByte(static_cast<unsigned char>((bits >> (8 * b)) & 0xffu));
    }
    void add(glm::vec2 v) {
        add(v.x);
        add(v.y);
    }
    std::uint64_t value() const { return hash_.value(); }

private:
    Fnv1a64 hash_;
};

std::uint64_t reefHash() {
    ReefWorld w({}, 1.6f);
    const PointerInput ptr{{0.8f, 0.5f}, true, false};
    for (int s = 0; s < 240; ++s) w.step(kFrame, s >= 120 ? ptr : PointerInput{});
    Fnv h;
    for (std::size_t i = 0; i < w.size(); ++i) {
        h.add(w.positions()[i]);
        h.add(w.velocities()[i]);
    }
    return h.value();
}

std::uint64_t sandboxHash() {
    SandboxWorld w(1.6f);
    const PointerInput ptr{{500.0f, 150.0f}, true, false};
    Fnv h;
    w.setMode(SandboxMode::Emitter);
    for (int s = 0; s < 100; ++s) w.step(kFrame, ptr);
    for (const auto& p : w.emitter.particles()) {
        h.add(p.position);
        h.add(p.lifetime);
    }
    w.setMode(SandboxMode::Attraction);
    for (int s = 0; s < 60; ++s) w.step(kFrame, ptr);
    for (const auto& p : w.attractor.particles()) h.add(p.position);
    w.setMode(SandboxMode::Seek);
    for (int s = 0; s < 100; ++s) w.step(kFrame, ptr);
    for (const auto& a : w.seek.agents()) h.add(a.position);
    w.setMode(SandboxMode::Flocking);
    for (int s = 0; s < 100; ++s) w.step(kFrame, ptr);
    for (const auto& b : w.flock.boids()) h.add(b.position);
    return h.value();
}

TEST(ScenesDeterminism, SameSeedSameBits) {
    EXPECT_EQ(reefHash(), reefHash());
    EXPECT_EQ(sandboxHash(), sandboxHash());
}

TEST(ScenesDeterminism, GoldenReefAfterFourSecondsWithThePointer) {
    constexpr std::uint64_t kGolden = 0x11f1e37dcdb387faull;
    const std::uint64_t h = reefHash();
    EXPECT_EQ(h, kGolden) << std::hex << "reef golden hash is now 0x" << h;
}

TEST(ScenesDeterminism, GoldenSandboxAfterEveryMode) {
    constexpr std::uint64_t kGolden = 0x374f3c0195122056ull;
    const std::uint64_t h = sandboxHash();
    EXPECT_EQ(h, kGolden) << std::hex << "sandbox golden hash is now 0x" << h;
}

}  // namespace
}  // namespace murmur::scenes
