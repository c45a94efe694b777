#version 330 core
// fullscreen.vert - one triangle covering the viewport (no vertex buffer: uses gl_VertexID).
void main() {
    vec2 corner = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));  // (0,0) (2,0) (0,2)
    gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
