// bird_instance.glsl - GLSL mirror of src/gl/bird_instance.hpp (std430, 32 bytes per bird):
// what the renderer reads per bird, in bird-index order.
struct BirdInstance {
    vec4 positionEdge;  // xyz: position; w: edge-ness in [0, 1]
    vec4 headingFear;   // xyz: unit heading; w: fear in [0, 1]
};
