#version 330 core
// trails.vert - one line per bird per segment of its trail (drawing only): from where it was
// at one kept step to where it was at the next; the caller points both attributes at the
// two steps' birds (BirdInstance: position in xyz) and draws two vertices per instance.
layout(location = 0) in vec4 aFrom;
layout(location = 1) in vec4 aTo;

uniform mat4 uViewProj;
uniform float uFromAlpha;  // the older end fades out first
uniform float uToAlpha;

out float vAlpha;

void main() {
    bool to = gl_VertexID == 1;
    vAlpha = to ? uToAlpha : uFromAlpha;
    gl_Position = uViewProj * vec4(to ? aTo.xyz : aFrom.xyz, 1.0);
}
