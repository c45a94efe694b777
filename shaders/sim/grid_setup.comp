#version 430
// grid_setup.comp - one invocation turns the bounds into the grid, exactly as
// UniformGrid::build does on the CPU: origin at the lower corner, the nominal cell edge,
// grown (in double precision) while the cell count would pass kMaxGridCells; then the
// ring bound's slack; the blocks, cleared. Writes GpuGridInfo, whose first word the scan
// reads as its count.
#include "../common/gpu_layout.h"

layout(local_size_x = 1) in;

#include "../common/invocation.glsl"

layout(std140, binding = MURMUR_UBO_PARAMS) uniform ParamsBlock { GpuSimParams P; };
layout(std430, binding = MURMUR_BIND_BOUNDS) readonly buffer BoundsBlock { GpuBounds B; };
layout(std430, binding = MURMUR_BIND_GRID_INFO) writeonly buffer GridInfoBlock {
    GpuGridInfo G;
    uint gridBlockFilled[];  // cleared here, marked by grid_keys
};


// Cube root in double: a float estimate polished by Newton steps (GLSL has no double pow).
double cbrtDouble(double x) {
    double y = double(pow(float(x), 1.0 / 3.0));
    for (int n = 0; n < 4; ++n) y = y - (y * y * y - x) / (3.0LF * y * y);
    return y;
}

double countFor(double edge, vec3 lo, vec3 hi, out ivec3 dims) {
    double total = 1.0LF;
    for (int a = 0; a < 3; ++a) {
        double cells = floor((double(hi[a]) - double(lo[a])) / edge) + 1.0LF;
        dims[a] = int(min(cells, 1.0e9LF));
        total *= cells;
    }
    return total;
}

void main() {
    vec3 lo, hi;
    for (int a = 0; a < 3; ++a) {
        lo[a] = floatFromOrdered(B.lo[a]);
        hi[a] = floatFromOrdered(B.hi[a]);
    }
    double edge = double(P.cellSize);
    ivec3 dims;
    double limit = double(P.maxGridCells);
    double total = countFor(edge, lo, hi, dims);
    while (total > limit) {
        edge *= cbrtDouble(total / limit) * 1.01LF;
        total = countFor(edge, lo, hi, dims);
    }
    float cellSize = float(edge);
    // Rounding slack for the ring bound (neighbours.cpp boundSlack).
    float extent = 0.0;
    for (int a = 0; a < 3; ++a) {
        precise float far = lo[a] + float(dims[a]) * cellSize;
        extent = max(extent, max(abs(lo[a]), abs(far)));
    }
    uint cells = uint(dims.x) * uint(dims.y) * uint(dims.z);
    G.scanCount = cells + 1u;
    G.cellCount = cells;
    G.birdCount = P.birdCount;
    G.valid = 1u;
    G.origin = lo;
    G.cellSize = cellSize;
    G.dimsX = dims.x;
    G.dimsY = dims.y;
    G.dimsZ = dims.z;
    G.slack = 1e-5 * (extent + cellSize);
    // Blocks: the fewest cells a side that keep MURMUR_GRID_BLOCKS_PER_AXIS blocks or fewer.
    int widest = max(dims.x, max(dims.y, dims.z));
    int blockEdge = max(1, (widest + MURMUR_GRID_BLOCKS_PER_AXIS - 1) / MURMUR_GRID_BLOCKS_PER_AXIS);
    ivec3 blocks = (dims + blockEdge - 1) / blockEdge;
    G.blockEdge = blockEdge;
    G.blocksX = blocks.x;
    G.blocksY = blocks.y;
    G.blocksZ = blocks.z;
    for (int w = 0; w < blocks.x * blocks.y * blocks.z; ++w) gridBlockFilled[w] = 0u;
}
