// hawks.glsl - the hawks in the sky as the birds' step sees them: the first in the parameter
// block, any others (several hawks) in a small buffer; HawkView's count() and at() on the CPU.
// Requires: gpu_layout.h, the ParamsBlock `P`.

layout(std430, binding = MURMUR_BIND_HAWKS) readonly buffer HawkBlock { vec4 otherHawks[]; };

int hawkCount() {
    return P.hawkInSky != 0u ? 1 + int(P.hawkOthers) : 0;
}

vec3 hawkAt(int h) {
    return h == 0 ? P.hawkPosition : otherHawks[h - 1].xyz;
}
