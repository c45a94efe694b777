#version 430
// fill_words.comp - sets the first scanCount words of the scan's data to uValue (clears
// the cell counts before counting; dispatched indirectly, sized by scan_setup).
#include "../common/gpu_layout.h"

layout(local_size_x = MURMUR_FILL_GROUP) in;

#include "../common/invocation.glsl"

layout(std430, binding = MURMUR_BIND_SCAN_COUNT) readonly buffer ScanCount { uint scanCount; };
layout(std430, binding = MURMUR_BIND_SCAN_DATA) writeonly buffer Data { uint data[]; };

uniform uint uValue;

void main() {
    uint i = linearInvocation();
    if (i < scanCount) data[i] = uValue;
}
