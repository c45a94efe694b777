#version 330 core
// air_streaks.vert - faint streaks in the sky that show the air: each of the draw's streaks
// is two vertices (gl_VertexID / 2 is the streak). Its head starts at a hashed point of a box
// around the view and drifts with the mean wind, wrapping in the box, so the streaks move
// as the air does; its tail points back along the air's velocity there (the wind plus the
// gust modes, the same sum as shaders/sim/air.glsl), uLength time units of flow behind.

uniform mat4 uViewProj;
uniform vec3 uBoxMin;   // the box the heads wrap in (world coordinates, anchored to the world)
uniform vec3 uBoxSize;
uniform vec3 uWind;
uniform float uTime;    // in the wind's time unit (steps, or seconds in the starling model)
uniform float uLength;  // the tail is the flow over this much time
uniform int uGustCount;
uniform vec4 uGustK[16];  // wavevector, phase
uniform vec4 uGustA[16];  // amplitude

out float vFade;

// A streak's start in [0, 1)^3 and its phase of life, from its index (integer hash).
vec4 hash4(uint i) {
    uvec4 h = uvec4(i) * uvec4(0x9e3779b9u, 0x85ebca6bu, 0xc2b2ae35u, 0x27d4eb2fu) + uvec4(1u, 2u, 3u, 4u);
    h ^= h >> 15u;
    h *= 0x2c1b3c6du;
    h ^= h >> 12u;
    return vec4(h >> 8u) / 16777216.0;
}

void main() {
    uint streak = uint(gl_VertexID) / 2u;
    bool tail = (gl_VertexID & 1) == 1;
    vec4 r = hash4(streak);
    vec3 head = uBoxMin + mod(r.xyz * uBoxSize + uWind * uTime, uBoxSize);
    vec3 air = uWind;
    for (int n = 0; n < uGustCount; ++n) air += uGustA[n].xyz * cos(dot(uGustK[n].xyz, head) + uGustK[n].w);
    vec3 p = tail ? head - air * uLength : head;
    // Each streak fades in and out over its own life, so the wrap never pops.
    float life = fract(r.w + uTime * 0.02);
    vFade = (tail ? 0.0 : 1.0) * sin(3.14159265 * life);
    gl_Position = uViewProj * vec4(p, 1.0);
}
