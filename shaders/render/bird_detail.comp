#version 430
// bird_detail.comp - the level of detail for birds only the GPU holds (the GPU backend's own
// buffers; gpu_bird_detail.hpp): sorts every bird as chooseBirdDetail does on the CPU
// (bird_detail.cpp) into the birds drawn whole and those drawn as one pixel, writes each
// list's ListedBird records, and counts them into the lists' indirect draw commands. A
// list's order is the order the invocations reach it, not the birds'.
#include "../common/bird_instance.glsl"

layout(local_size_x = 256) in;

layout(std430, binding = 0) readonly buffer PreviousBirds { BirdInstance previousBirds[]; };
layout(std430, binding = 1) readonly buffer CurrentBirds { BirdInstance currentBirds[]; };
layout(std430, binding = 2) readonly buffer Values { float values[]; };
// ListedBird records, 18 words each (bird_detail.hpp): std430 would pad a struct of vec4s
// to 80 bytes, so they are written word by word.
layout(std430, binding = 3) writeonly buffer WedgeList { uint wedgeWords[]; };
layout(std430, binding = 4) writeonly buffer PointList { uint pointWords[]; };
// A DrawElementsIndirectCommand (its instance count, word 1, counts the wedges), then a
// DrawArraysIndirectCommand (its vertex count, word 5, counts the points).
layout(std430, binding = 5) buffer Commands { uint commands[]; };

uniform uint uCount;          // birds in the buffers
uniform int uInterpolate;     // 1: previousBirds holds the step before; 0: draw the current step only
uniform int uHaveValues;      // 1: values holds one colour value per bird
uniform float uAlpha;         // where between the two steps the birds are drawn
uniform vec4 uPlanes[6];      // the view's planes, as distances (detailBounds)
uniform vec4 uDepthRow;       // the view-projection's row that gives a point's depth
uniform float uReach;         // how far outside a plane a bird may still show
uniform float uWedgeDepth;    // shown at least kWedgeMinPixels long up to this depth

const uint kRecordWords = 18u;
const uint kWedgeCountWord = 1u;
const uint kPointCountWord = 5u;

uint recordWord(BirdInstance previous, BirdInstance current, float value, uint bird, uint word) {
    if (word < 4u) return floatBitsToUint(previous.positionEdge[word]);
    if (word < 8u) return floatBitsToUint(previous.headingFear[word - 4u]);
    if (word < 12u) return floatBitsToUint(current.positionEdge[word - 8u]);
    if (word < 16u) return floatBitsToUint(current.headingFear[word - 12u]);
    if (word == 16u) return floatBitsToUint(value);
    return bird;
}

void main() {
    const uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
    for (uint i = gl_GlobalInvocationID.x; i < uCount; i += stride) {
        const BirdInstance current = currentBirds[i];
        const BirdInstance previous = uInterpolate == 1 ? previousBirds[i] : current;
        const vec3 now = current.positionEdge.xyz;
        const vec3 p = uInterpolate == 1 ? mix(previous.positionEdge.xyz, now, uAlpha) : now;
        const vec4 h = vec4(p, 1.0);
        bool inside = true;
        for (int plane = 0; plane < 6; ++plane) inside = inside && dot(uPlanes[plane], h) >= -uReach;
        if (!inside) continue;
        const float value = uHaveValues == 1 ? values[i] : 0.0;
        if (dot(uDepthRow, h) <= uWedgeDepth) {
            const uint at = atomicAdd(commands[kWedgeCountWord], 1u) * kRecordWords;
            for (uint w = 0u; w < kRecordWords; ++w) wedgeWords[at + w] = recordWord(previous, current, value, i, w);
        } else {
            const uint at = atomicAdd(commands[kPointCountWord], 1u) * kRecordWords;
            for (uint w = 0u; w < kRecordWords; ++w) pointWords[at + w] = recordWord(previous, current, value, i, w);
        }
    }
}
