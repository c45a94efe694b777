#version 330 core
// birds.vert - one wedge per instance, pointing along the bird's heading.
#include "bird_pose.glsl"

layout(location = 0) in vec3 aLocal;      // wedge vertex: x right, y up, z forward
layout(location = 1) in float aShade;     // fixed light on this vertex (gives the wedge its shape)
layout(location = 2) in vec4 aPrevPositionEdge;
layout(location = 3) in vec4 aPrevHeadingFear;
layout(location = 4) in vec4 aPositionEdge;
layout(location = 5) in vec4 aHeadingFear;

uniform mat4 uViewProj;
uniform float uAlpha;        // 0: previous step, 1: current step
uniform float uScale;        // wedge length in model units
uniform vec4 uColorOverride; // used instead of the edge colour when w > 0 (the hawk)

out vec3 vColor;

const vec3 kCoreColor = vec3(0.07, 0.07, 0.08);
const vec3 kEdgeColor = vec3(0.94, 0.94, 0.94);

void main() {
    BirdPose pose = birdPose(aPrevPositionEdge, aPrevHeadingFear, aPositionEdge, aHeadingFear, uAlpha);
    vec3 world = pose.position + uScale * (aLocal.x * pose.right + aLocal.y * pose.up + aLocal.z * pose.forward);
    // The colour carries the meaning (core or edge); the shade only hints at the shape.
    vec3 base = uColorOverride.w > 0.0 ? uColorOverride.rgb : mix(kCoreColor, kEdgeColor, pose.edge);
    vColor = base * aShade;
    gl_Position = uViewProj * vec4(world, 1.0);
}
