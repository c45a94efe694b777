// fullscreen_triangle.glsl - one triangle that covers the viewport, made from gl_VertexID
// alone: draw 3 vertices with an empty vertex array.

// The vertex's corner in normalised device coordinates: (-1,-1) (3,-1) (-1,3).
vec2 fullscreenCorner() {
    vec2 corner = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));  // (0,0) (2,0) (0,2)
    return corner * 2.0 - 1.0;
}
