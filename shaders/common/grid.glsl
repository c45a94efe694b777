// grid.glsl - the uniform grid of include/murmur/grid.hpp, read from GpuGridInfo.
// Requires: gpu_layout.h, a block `GridInfoBlock { GpuGridInfo G; }` declared by the caller.

ivec3 gridDims() { return ivec3(G.dimsX, G.dimsY, G.dimsZ); }

// UniformGrid::cellOf: floor((p - origin) / cellSize), clamped into the grid.
ivec3 cellOf(vec3 p) {
    vec3 rel = (p - G.origin) / G.cellSize;
    ivec3 dims = gridDims();
    ivec3 c;
    for (int a = 0; a < 3; ++a) {
        float f = floor(rel[a]);
        c[a] = f <= 0.0 ? 0 : (f >= float(dims[a] - 1) ? dims[a] - 1 : int(f));
    }
    return c;
}

uint cellIndex(ivec3 c) {
    return uint(c.x) + uint(G.dimsX) * (uint(c.y) + uint(G.dimsY) * uint(c.z));
}

// The one squared-distance expression (src/core/distance.hpp), with no fused multiply-add
// so every search compares the same numbers.
float distanceSq(vec3 a, vec3 b) {
    precise float dx = a.x - b.x;
    precise float dy = a.y - b.y;
    precise float dz = a.z - b.z;
    precise float d2 = dx * dx + dy * dy + dz * dz;
    return d2;
}
