// bird_pose.glsl - a bird's interpolated position and frame, from the previous and the
// current step's BirdInstance (position.xyz + edge, heading.xyz + fear). Interpolation
// only: what the renderer shows never changes the simulation.

struct BirdPose {
    vec3 position;
    vec3 forward;   // unit heading
    vec3 right;     // unit, horizontal
    vec3 up;
    float edge;
};

BirdPose birdPose(vec4 prevPositionEdge, vec4 prevHeadingFear, vec4 positionEdge, vec4 headingFear,
                  float alpha) {
    BirdPose pose;
    pose.position = mix(prevPositionEdge.xyz, positionEdge.xyz, alpha);
    pose.edge = clamp(mix(prevPositionEdge.w, positionEdge.w, alpha), 0.0, 1.0);
    vec3 h = mix(prevHeadingFear.xyz, headingFear.xyz, alpha);
    pose.forward = length(h) > 1e-4 ? normalize(h) : vec3(1.0, 0.0, 0.0);
    vec3 side = cross(pose.forward, vec3(0.0, 1.0, 0.0));
    // Flying straight up or down: any horizontal side will do.
    pose.right = length(side) > 1e-3 ? normalize(side) : vec3(1.0, 0.0, 0.0);
    pose.up = cross(pose.right, pose.forward);
    return pose;
}
