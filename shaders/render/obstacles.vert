#version 330 core
// obstacles.vert - one unit shape (obstacle_meshes.hpp) per obstacle, scaled and placed by its
// instance: world = at + local * scale. The unit shapes' normals hold for these scalings.
layout(location = 0) in vec3 aLocal;
layout(location = 1) in vec3 aNormal;
layout(location = 2) in vec4 aAt;     // xyz: the centre (a cylinder's base centre)
layout(location = 3) in vec4 aScale;  // xyz: the unit shape's scale

uniform mat4 uViewProj;
out vec3 vNormal;
out vec3 vWorld;

void main() {
    vWorld = aAt.xyz + aLocal * aScale.xyz;
    vNormal = aNormal;
    gl_Position = uViewProj * vec4(vWorld, 1.0);
}
