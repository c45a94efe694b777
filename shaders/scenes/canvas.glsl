// canvas.glsl - the scenes' 2D convention: world and canvas y grow downward (as on the
// seeds' canvases), while GL's clip space has y up. For vertex shaders.

// A point in world units (the world spans [0, worldSize), y down) to clip space.
vec4 worldToClip(vec2 world, vec2 worldSize) {
    vec2 ndc = world / worldSize * 2.0 - 1.0;
    return vec4(ndc.x, -ndc.y, 0.0, 1.0);
}
