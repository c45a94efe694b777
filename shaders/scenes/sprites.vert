#version 330 core
// sprites.vert - the sandbox's particles and agents: one screen-aligned quad per instance,
// sized in the chapter's canvas pixels (scaled with the window's height), turned to face the
// instance's direction (for arrows).
#include "canvas.glsl"

layout(location = 0) in vec4 iPosDir;     // position (world px), direction (any length; 0 = none)
layout(location = 1) in vec4 iColour;     // rgba, straight alpha
layout(location = 2) in vec2 iSizeShape;  // diameter in world px, shape (0 disc, 1 arrow)

uniform vec2 uWorldSize;                  // world px (aspect * 400, 400)

out vec2 vLocal;                          // -1..1 across the quad, +x along the direction
out vec4 vColour;
flat out float vShape;

void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float((gl_VertexID >> 1) & 1)) * 2.0 - 1.0;  // strip
    float len = length(iPosDir.zw);
    vec2 ahead = len > 0.0 ? iPosDir.zw / len : vec2(1.0, 0.0);
    vec2 side = vec2(-ahead.y, ahead.x);
    // Arrows are longer than wide; their quad is stretched along the direction.
    vec2 halfSize = iSizeShape.y > 0.5 ? vec2(0.5, 0.32) * iSizeShape.x : vec2(0.5) * iSizeShape.x;
    vec2 world = iPosDir.xy + ahead * corner.x * halfSize.x + side * corner.y * halfSize.y;
    gl_Position = worldToClip(world, uWorldSize);
    vLocal = corner;
    vColour = iColour;
    vShape = iSizeShape.y;
}
