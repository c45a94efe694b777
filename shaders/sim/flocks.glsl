// flocks.glsl - several flocks: a bird's flock and its home, flocks.hpp's flockOf and
// flockHome on the GPU (the ring's radius comes from the CPU, exact; the angle is the same
// float operations, only cos and sin may round differently).
// Requires: gpu_layout.h, the ParamsBlock `P`.

vec3 birdHome(uint bird) {
    if (P.flockCount <= 1u) return vec3(0.0);
    float a = 2.0 * 3.14159265358979 * float(bird % P.flockCount) / float(P.flockCount);
    return P.flockRing * vec3(cos(a), 0.0, sin(a));
}
