#version 330 core
// birds.vert - one wedge per instance, pointing along the bird's heading: every bird of the
// flock's buffers, or the birds a frame lists (bird_detail.hpp), each with its own index.
#include "bird_pose.glsl"
#include "bird_look.glsl"

layout(location = 0) in vec3 aLocal;      // wedge vertex: x right, y up, z forward
layout(location = 1) in float aShade;     // fixed light on this vertex (gives the wedge its shape)
layout(location = 2) in vec4 aPrevPositionEdge;
layout(location = 3) in vec4 aPrevHeadingFear;
layout(location = 4) in vec4 aPositionEdge;
layout(location = 5) in vec4 aHeadingFear;
layout(location = 6) in float aValue;     // for colourings 5 to 8: birdColourValues (bird_colouring.hpp)
layout(location = 7) in int aId;          // the bird's index in the flock, when uListed is 1

uniform int uListed;  // 1: the instances are listed birds (aId); 0: the flock in order

out vec3 vColor;

void main() {
    BirdRecord b = BirdRecord(aPrevPositionEdge, aPrevHeadingFear, aPositionEdge, aHeadingFear, aValue,
                              uListed == 1 ? aId : gl_InstanceID);
    BirdPose pose = birdPoseOf(b);
    vColor = birdColour(b, pose) * aShade;
    gl_Position = uViewProj * vec4(wedgeVertex(b, pose, aLocal), 1.0);
}
