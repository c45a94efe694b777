#include "murmur/model/flock_state.hpp"

#include <cmath>
#include <cstring>

#include "murmur/model/hash.hpp"

namespace murmur {

void FlockState::resize(std::size_t n) {
    position.resize(n, glm::vec3(0.0f));
    heading.resize(n, glm::vec3(1.0f, 0.0f, 0.0f));
    speed.resize(n, 0.0f);
    fear.resize(n, 0.0f);
    edge.resize(n, 0.0f);
    if (!flight) return;
    bank.resize(n, 0.0f);
    steering.resize(n, glm::vec3(0.0f));
    perception.resize(n, 0.0f);
}

namespace {

template <typename T>
void hashVector(Fnv1a64& h, const std::vector<T>& v) {
    const std::uint64_t n = v.size();
    h.add(&n, sizeof n);
    if (!v.empty()) h.add(v.data(), v.size() * sizeof(T));
}

}  // namespace

std::uint64_t stateHash(const FlockState& s) {
    Fnv1a64 h;
    h.add(&s.step, sizeof s.step);
    hashVector(h, s.position);
    hashVector(h, s.heading);
    hashVector(h, s.speed);
    hashVector(h, s.fear);
    hashVector(h, s.edge);
    if (s.flight) {
        hashVector(h, s.bank);
        hashVector(h, s.steering);
        hashVector(h, s.perception);
    }
    return h.value();
}

bool allFinite(const FlockState& s) {
    for (const auto& v : s.position)
        if (!std::isfinite(v.x) || !std::isfinite(v.y) || !std::isfinite(v.z)) return false;
    for (const auto& v : s.heading)
        if (!std::isfinite(v.x) || !std::isfinite(v.y) || !std::isfinite(v.z)) return false;
    for (float v : s.speed)
        if (!std::isfinite(v)) return false;
    for (float v : s.fear)
        if (!std::isfinite(v)) return false;
    for (float v : s.edge)
        if (!std::isfinite(v)) return false;
    for (const auto& v : s.steering)
        if (!std::isfinite(v.x) || !std::isfinite(v.y) || !std::isfinite(v.z)) return false;
    for (float v : s.bank)
        if (!std::isfinite(v)) return false;
    for (float v : s.perception)
        if (!std::isfinite(v)) return false;
    return true;
}

}  // namespace murmur
