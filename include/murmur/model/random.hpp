// random.hpp - the counter-based random function shared by every backend.
//
// Every random number of the model is a pure function of (seed, step, bird, stream);
// no backend keeps a sequential generator. shaders/common/random.glsl writes the same
// integer function in GLSL, so jitter is bit-identical on the CPU and the GPU.
//
// The function: a 32-bit integer hash built from one finaliser, applied as a chain
//     h = mix(seed ^ mix(step ^ mix(bird ^ mix(stream + kStreamSalt))))
// where mix is an xor-shift-multiply avalanche (two odd multipliers, three xor-shifts).
// Only 32-bit unsigned multiply, xor and shift are used, so GLSL's uint arithmetic gives
// the same bits. unitFloat keeps the top 24 bits, which a float holds exactly, so the
// mapping to [0, 1) is exact on both sides too.
#pragma once

#include <cstdint>

namespace murmur {

// Streams keep independent uses of the function apart for the same (seed, step, bird).
enum RandomStream : std::uint32_t {
    kStreamJitterX = 0,
    kStreamJitterY = 1,
    kStreamJitterZ = 2,
    kStreamHawkDirection = 3,
    kStreamJoinBird = 4,    // which bird a newcomer joins (resizeFlock)
    kStreamJoinOffset = 5,  // 3 streams per rejection attempt, from 5 on
};

// The initial condition is not a step; it uses these reserved "step" counters, with
// 3 streams per rejection-sampling attempt (attempt a uses streams 3a, 3a+1, 3a+2).
inline constexpr std::uint32_t kStartPositionStep = 0xffffffffu;
inline constexpr std::uint32_t kStartHeadingStep = 0xfffffffeu;
// Other draws made once rather than per step use the counters below these: the starling
// traits (starling_step.cpp), the gust field's modes (gusts.cpp) and the named worlds.
inline constexpr std::uint32_t kTraitStep = 0xfffffffdu;
inline constexpr std::uint32_t kGustModeStep = 0xfffffffcu;
inline constexpr std::uint32_t kObstacleSetStep = 0xfffffffbu;   // the named worlds (obstacle_sets.cpp)
inline constexpr std::uint32_t kDescentStartStep = 0xfffffffau;  // each bird's own dusk (roost_descent.cpp)

inline constexpr std::uint32_t kStreamSalt = 0x9e3779b9u;

constexpr std::uint32_t mixBits(std::uint32_t x) {
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}

constexpr std::uint32_t hashCounter(std::uint32_t seed, std::uint32_t step, std::uint32_t bird, std::uint32_t stream) {
    return mixBits(seed ^ mixBits(step ^ mixBits(bird ^ mixBits(stream + kStreamSalt))));
}

// Exact mapping of a hash to [0, 1): the top 24 bits times 2^-24.
constexpr float unitFloat(std::uint32_t h) {
    return static_cast<float>(h >> 8) * (1.0f / 16777216.0f);
}

constexpr float uniform01(std::uint32_t seed, std::uint32_t step, std::uint32_t bird, std::uint32_t stream) {
    return unitFloat(hashCounter(seed, step, bird, stream));
}

// Uniform in [-a, a): written as (2u - 1) * a, the same expression in GLSL.
constexpr float uniformSymmetric(float a, std::uint32_t seed, std::uint32_t step, std::uint32_t bird,
                                 std::uint32_t stream) {
    return (2.0f * uniform01(seed, step, bird, stream) - 1.0f) * a;
}

}  // namespace murmur
