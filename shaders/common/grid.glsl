// grid.glsl - the uniform grid of include/murmur/model/grid.hpp, read from GpuGridInfo.
// Requires: gpu_layout.h, a block `GridInfoBlock { GpuGridInfo G; }` declared by the caller,
// and loadGrid() called at the top of main() (the grid is copied into registers once:
// storage reads are dear, especially on software rasterisers).

vec3 gridOrigin;
float gridCellSize;
ivec3 gridDims;
float gridSlack;
int gridBlockEdge;
ivec3 gridBlocks;

void loadGrid() {
    gridOrigin = G.origin;
    gridCellSize = G.cellSize;
    gridDims = ivec3(G.dimsX, G.dimsY, G.dimsZ);
    gridSlack = G.slack;
    gridBlockEdge = G.blockEdge;
    gridBlocks = ivec3(G.blocksX, G.blocksY, G.blocksZ);
}

// UniformGrid::cellOf: floor((p - origin) / cellSize), clamped into the grid.
ivec3 cellOf(vec3 p) {
    vec3 rel = (p - gridOrigin) / gridCellSize;
    ivec3 c;
    for (int a = 0; a < 3; ++a) {
        float f = floor(rel[a]);
        c[a] = f <= 0.0 ? 0 : (f >= float(gridDims[a] - 1) ? gridDims[a] - 1 : int(f));
    }
    return c;
}

uint cellIndex(ivec3 c) {
    return uint(c.x) + uint(gridDims.x) * (uint(c.y) + uint(gridDims.y) * uint(c.z));
}

// The block of blockEdge^3 cells that cell c is in, as the index of its word after G.
uint blockIndexOfCell(ivec3 c) {
    ivec3 b = c / gridBlockEdge;
    return uint(b.x) + uint(gridBlocks.x) * (uint(b.y) + uint(gridBlocks.y) * uint(b.z));
}

// The one squared-distance expression (src/model/distance.hpp), with no fused multiply-add
// so every search compares the same numbers.
float distanceSq(vec3 a, vec3 b) {
    precise float dx = a.x - b.x;
    precise float dy = a.y - b.y;
    precise float dz = a.z - b.z;
    precise float d2 = dx * dx + dy * dy + dz * dz;
    return d2;
}
