#version 430
// random_probe.comp - writes hashCounter and unitFloat for counters (seed, step, i, stream)
// so the tests can compare them bit for bit with include/murmur/model/random.hpp.
#include "common/random.glsl"

layout(local_size_x = 64) in;

layout(std430, binding = 0) writeonly buffer Hashes { uint hashes[]; };
layout(std430, binding = 1) writeonly buffer Units { float units[]; };
layout(std430, binding = 2) writeonly buffer Jitter { float jitter[]; };

uniform uint uCount;
uniform uint uSeed;
uniform uint uStep;
uniform uint uStream;
uniform float uAmplitude;

void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i >= uCount) return;
    uint h = hashCounter(uSeed, uStep, i, uStream);
    hashes[i] = h;
    units[i] = unitFloat(h);
    jitter[i] = uniformSymmetric(uAmplitude, uSeed, uStep, i, uStream);
}
