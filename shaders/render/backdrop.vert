#version 330 core
// backdrop.vert - the full-screen triangle of the sky's pass or the ground's, with the view
// ray through each pixel and a clip distance that keeps the pass on its side of the horizon.
//
// The ray (the far-plane point less the eye, both scaled by that point's w, which is positive
// and the same for the whole far plane) is linear across the screen, so it interpolates
// exactly, and so does its height: the horizon (ray.y = 0) is a straight cut that the clipper
// makes once per frame, instead of every pixel working out both the sky and the ground (a
// software rasteriser runs both sides of a branch).
#include "fullscreen_triangle.glsl"

uniform mat4 uInvViewProj;
uniform vec3 uEye;
uniform float uSide;  // +1: the sky's pass, above the horizon; -1: the ground's, below it
out vec3 vRay;

// How far past the horizon each pass reaches (radians at the view's centre, about three
// pixels): the cuts overlap, so no pixel on the horizon is left with the clear colour. Both
// passes give the horizon's colour there.
const float kHorizonOverlap = 0.004;

vec3 rayThrough(vec2 ndc) {
    vec4 far = uInvViewProj * vec4(ndc, 1.0, 1.0);
    return far.xyz - uEye * far.w;
}

void main() {
    vec2 ndc = fullscreenCorner();
    vRay = rayThrough(ndc);
    gl_ClipDistance[0] = uSide * vRay.y + kHorizonOverlap * length(rayThrough(vec2(0.0)));
    gl_Position = vec4(ndc, 1.0, 1.0);  // on the far plane: everything else draws over it
}
