#version 330 core
// sky.frag - the sky gradient along the view ray; backdrop.vert keeps it above the horizon.
#include "sky_colors.glsl"

in vec3 vRay;
out vec4 fragColor;

void main() { fragColor = vec4(skyColor(vRay * inversesqrt(dot(vRay, vRay))), 1.0); }
