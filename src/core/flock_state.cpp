#include "murmur/flock_state.hpp"

#include <cmath>
#include <cstring>

namespace murmur {

void FlockState::resize(std::size_t n) {
    position.resize(n, glm::vec3(0.0f));
    heading.resize(n, glm::vec3(1.0f, 0.0f, 0.0f));
    speed.resize(n, 0.0f);
    fear.resize(n, 0.0f);
    edge.resize(n, 0.0f);
}

namespace {

constexpr std::uint64_t kFnvOffset = 0xcbf29ce484222325ull;
constexpr std::uint64_t kFnvPrime = 0x100000001b3ull;

void hashBytes(std::uint64_t& h, const void* data, std::size_t bytes) {
    const auto* p = static_cast<const unsigned char*>(data);
    for (std::size_t i = 0; i < bytes; ++i) {
        h ^= p[i];
        h *= kFnvPrime;
    }
}

template <typename T>
void hashVector(std::uint64_t& h, const std::vector<T>& v) {
    const std::uint64_t n = v.size();
    hashBytes(h, &n, sizeof n);
    if (!v.empty()) hashBytes(h, v.data(), v.size() * sizeof(T));
}

}  // namespace

std::uint64_t stateHash(const FlockState& s) {
    std::uint64_t h = kFnvOffset;
    hashBytes(h, &s.step, sizeof s.step);
    hashVector(h, s.position);
    hashVector(h, s.heading);
    hashVector(h, s.speed);
    hashVector(h, s.fear);
    hashVector(h, s.edge);
    return h;
}

bool allFinite(const FlockState& s) {
    for (const auto& v : s.position)
        if (!std::isfinite(v.x) || !std::isfinite(v.y) || !std::isfinite(v.z)) return false;
    for (const auto& v : s.heading)
        if (!std::isfinite(v.x) || !std::isfinite(v.y) || !std::isfinite(v.z)) return false;
    for (float v : s.speed) if (!std::isfinite(v)) return false;
    for (float v : s.fear) if (!std::isfinite(v)) return false;
    for (float v : s.edge) if (!std::isfinite(v)) return false;
    return true;
}

}  // namespace murmur
