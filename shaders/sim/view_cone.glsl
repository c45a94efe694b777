// view_cone.glsl - what a starling sees: all but the blind cone behind it.
// Requires: gpu_layout.h, the ParamsBlock `P` (its starlingBlindLimit and ...LimitSq).

// ViewCone::sees (neighbours.hpp) with the starling's blind cone: the same products, unfused.
bool seesWithin(vec3 forward, vec3 offset, float distSq) {
    precise float along = forward.x * offset.x + forward.y * offset.y + forward.z * offset.z;
    precise float alongSq = along * along;
    precise float limitSq = P.starlingBlindLimitSq * distSq;
    if (P.starlingBlindLimit < 0.0) return along >= 0.0 || alongSq < limitSq;
    return along > 0.0 && alongSq > limitSq;
}

