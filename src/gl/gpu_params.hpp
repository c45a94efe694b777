// gpu_params.hpp - SimParams into the GPU's parameter block, GpuSimParams (gpu_layout.h).
//
// The one place the block is filled: GpuBackend uploads what this returns before every pass,
// and the tests check it. Its members come from the field lists of gpu_layout.h: the plain
// copies (MURMUR_GPU_PARAM_FIELDS) are generated from the list, the derived members
// (MURMUR_GPU_DERIVED_FIELDS) are written out by hand in gpu_params.cpp.
#pragma once

#include <cstddef>
#include <cstdint>

#include "gpu_layout.hpp"
#include "murmur/model/hawk.hpp"
#include "murmur/model/obstacles.hpp"
#include "murmur/model/params.hpp"

namespace murmur::gl {

// The block for `birdCount` birds on the GPU (not params.birdCount) at step `step` (the
// step being read), with the hawk as the CPU flies it; debugNeighbours: the step also
// writes every bird's neighbour list; obstacles: the field uploaded to MURMUR_BIND_OBSTACLES
// and MURMUR_BIND_OBSTACLE_BINS (its bins' placement goes into the block).
layout::GpuSimParams makeGpuSimParams(const SimParams& params, std::size_t birdCount, std::uint32_t step,
                                      const HawkView& hawk, bool debugNeighbours,
                                      const ObstacleField& obstacles = noObstacles());

}  // namespace murmur::gl
