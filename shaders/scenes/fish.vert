#version 330 core
// fish.vert - one reef fish per instance (seed 000's drawing): an elliptic body, a tail whose
// tips wag with sin(12 t + 30 x) * 0.35, and an eye; the head along the swimming direction.
// The mesh is in units of the fish length L, +x forward, y to the fish's right (canvas y down).
#include "canvas.glsl"

layout(location = 0) in vec2 aLocal;      // mesh vertex, units of L
layout(location = 1) in float aPart;      // 0 body, 1 tail, 2 eye
layout(location = 2) in vec4 iPosVel;     // the fish: position, velocity (world units)
layout(location = 3) in float iColour;    // palette index

uniform vec2 uWorldSize;                  // aspect x 1
uniform float uLength;                    // L in world units
uniform float uTime;
uniform vec3 uPalette[3];
uniform vec3 uEyeColour;

out vec3 vColour;
out float vShade;

void main() {
    vec2 local = aLocal;
    float wag = sin(uTime * 12.0 + iPosVel.x * 30.0) * 0.35;
    // The tail's two tips (x = -1.5) swing sideways; its root stays at the body.
    if (aPart > 0.5 && aPart < 1.5 && local.x < -1.0) local.y += wag * 0.3;
    float speed = length(iPosVel.zw);
    vec2 ahead = speed > 0.0 ? iPosVel.zw / speed : vec2(1.0, 0.0);
    vec2 side = vec2(-ahead.y, ahead.x);
    vec2 world = iPosVel.xy + uLength * (ahead * local.x + side * local.y);
    gl_Position = worldToClip(world, uWorldSize);
    int colourIndex = clamp(int(iColour + 0.5), 0, 2);
    vColour = aPart > 1.5 ? uEyeColour : uPalette[colourIndex];
    // A little light from above the fish's back, darker toward its belly.
    vShade = aPart > 1.5 ? 1.0 : 1.08 - 0.22 * clamp(local.y / 0.48 * 0.5 + 0.5, 0.0, 1.0);
}
