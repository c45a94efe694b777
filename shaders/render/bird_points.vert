#version 330 core
// bird_points.vert - one pixel per bird for the birds a frame lists as too small to show a
// shape (bird_detail.hpp), in the bird's colour under the wedge's mean shade.
#include "bird_pose.glsl"
#include "bird_look.glsl"

// One ListedBird (bird_detail.hpp) per vertex, at birds.vert's locations.
layout(location = 2) in vec4 aPrevPositionEdge;
layout(location = 3) in vec4 aPrevHeadingFear;
layout(location = 4) in vec4 aPositionEdge;
layout(location = 5) in vec4 aHeadingFear;
layout(location = 6) in float aValue;
layout(location = 7) in int aId;

uniform float uMeanShade;  // the wedge's shade averaged over its vertices (wedge_mesh.hpp)

out vec3 vColor;

void main() {
    BirdRecord b = BirdRecord(aPrevPositionEdge, aPrevHeadingFear, aPositionEdge, aHeadingFear, aValue, aId);
    BirdPose pose = birdPoseOf(b);
    vColor = birdColour(b, pose) * uMeanShade;
    gl_Position = uViewProj * vec4(pose.position, 1.0);
}
