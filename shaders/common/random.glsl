// random.glsl - the counter-based random function, the GLSL twin of include/murmur/model/random.hpp.
//
// Same integers, same order of operations: hashCounter gives the same 32 bits as the C++
// one for every (seed, step, bird, stream), and unitFloat maps them to [0, 1) exactly
// (the top 24 bits times 2^-24). tests/gl/gl_base_test.cpp compares both.

// Stream numbers: the C++ RandomStream values used by the step.
const uint kStreamJitterX = 0u;
const uint kStreamJitterY = 1u;
const uint kStreamJitterZ = 2u;
const uint kStreamSalt = 0x9e3779b9u;

uint mixBits(uint x) {
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}

uint hashCounter(uint seed, uint step, uint bird, uint stream) {
    return mixBits(seed ^ mixBits(step ^ mixBits(bird ^ mixBits(stream + kStreamSalt))));
}

float unitFloat(uint h) {
    return float(h >> 8) * (1.0 / 16777216.0);
}

// Uniform in [-a, a): (2u - 1) * a, with no fused multiply-add so it rounds like C++.
float uniformSymmetric(float a, uint seed, uint step, uint bird, uint stream) {
    precise float centred = 2.0 * unitFloat(hashCounter(seed, step, bird, stream)) - 1.0;
    precise float value = centred * a;
    return value;
}
