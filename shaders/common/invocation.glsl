// invocation.glsl - which element an invocation handles, for dispatches that may be 2D
// (more than MURMUR_MAX_GROUPS_X groups are split over y; see src/gl/compute.hpp).
uint linearGroup() {
    return gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x;
}

uint linearInvocation() {
    return linearGroup() * gl_WorkGroupSize.x + gl_LocalInvocationID.x;
}

// Order-preserving code of a float as a uint (for atomicMin / atomicMax on floats):
// flips all bits of negatives and the sign bit of positives. Not for NaN.
uint orderedFromFloat(float f) {
    uint u = floatBitsToUint(f);
    return (u & 0x80000000u) != 0u ? ~u : (u | 0x80000000u);
}

float floatFromOrdered(uint u) {
    return uintBitsToFloat((u & 0x80000000u) != 0u ? (u & 0x7fffffffu) : ~u);
}
