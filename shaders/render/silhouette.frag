#version 330 core
// silhouette.frag - a pixel the bird hides.
out vec4 covered;

void main() { covered = vec4(1.0); }
