// roost_descent.glsl - the roost at dusk: the GLSL twin of src/model/roost_descent.cpp
// (descentStart, goesDown's parts, towardRoost, settlesAt), the same expressions in order.
// A settled bird's speed is negative (kRoostedSpeed): the steps read it where they read speed.
// Requires: gpu_layout.h, random.glsl, the ParamsBlock `P`.

bool hasDescent() {
    return P.descentStep > 0u;
}

// The step from which bird i goes down on its own.
uint descentStart(uint bird) {
    float u = unitFloat(hashCounter(P.seed, uint(MURMUR_DESCENT_START_STEP), bird, 0u));
    uint offset = min(P.descentSpread, uint(u * float(P.descentSpread + 1u)));
    return P.descentStep + offset;
}

// Whether a bird goes down at this step: its own step has come, or `due` of its `count`
// neighbours are due (goesDown, with the count made by the caller's neighbour loop).
bool goesDown(uint bird, int due, int count) {
    if (!hasDescent() || P.step < P.descentStep) return false;
    if (P.step >= descentStart(bird)) return true;
    if (count == 0) return false;
    return float(due) >= P.descentFollow * float(count);
}

vec3 towardRoost(vec3 p) {
    vec3 to = vec3(0.0, P.roostGroundY, 0.0) - p;
    float len = length(to);
    return len > 0.0 ? to / len : vec3(0.0);
}

// Over the reed bed after the move: settled.
bool settlesAt(vec3 p) {
    if (!hasDescent() || P.step < P.descentStep) return false;
    float r = P.roostLandingRadius;
    precise float across = p.x * p.x + p.z * p.z;  // no fused multiply-add: rounds as the CPU's does
    precise float reach = r * r;
    return across <= reach && p.y <= P.roostBedTop;
}
