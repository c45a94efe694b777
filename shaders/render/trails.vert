#version 330 core
// trails.vert - every bird's trail in one draw (drawing only): two vertices per bird per
// segment, vertex v of bird b on segment s at gl_VertexID = 2 (s N + b) + v, joining where
// the bird was at the segment's older kept step (v = 0) and at its newer one (v = 1). The
// kept steps lie in a ring of BirdInstance (two texels each, the position first), read
// through a buffer texture; uSlots names their ring slots, oldest first.
uniform samplerBuffer uRing;
uniform int uBirds;
uniform int uSlots[65];  // render::kMaxTrailSteps + 1
uniform int uNewest;     // the index of the newest kept step in uSlots
uniform float uLength;   // the trail's length in steps: a step that old has faded out
uniform float uAlpha;    // the newest step's opacity
uniform mat4 uViewProj;

out float vAlpha;

void main() {
    int pair = gl_VertexID >> 1;
    int kept = pair / uBirds + (gl_VertexID & 1);  // which kept step, oldest first
    int bird = pair % uBirds;
    vec4 positionEdge = texelFetch(uRing, 2 * (uSlots[kept] * uBirds + bird));
    vAlpha = uAlpha * (1.0 - float(uNewest - kept) / uLength);
    gl_Position = uViewProj * vec4(positionEdge.xyz, 1.0);
}
