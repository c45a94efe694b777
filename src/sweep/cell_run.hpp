// cell_run.hpp - one run of a sweep: one cell's parameters with one seed, measured as the
// mean of each measure over the window's steps.
//
// The run is the CPU reference on one thread, from makeInitialFlock with params.seed set to
// `seed`; no hawk. So the same (params, seed, steps, window) gives the same values on every
// run, on every machine, whatever runs beside it: sweeps run many of these at once.
#pragma once

#include <atomic>
#include <cstdint>
#include <span>
#include <vector>

#include "murmur/model/params.hpp"
#include "sweep/sweep_spec.hpp"

namespace murmur::sweep {

struct MeasureValue {
    Measure measure;
    double value;  // the mean over steps (steps - window, steps]
};

// Runs `steps` steps (params must validate(); 1 <= window <= steps) and returns one value
// per measure, in the order asked. Clusters are only computed in the window, and only when
// a cluster measure is asked for. Empty when cancel turned true before the end.
std::vector<MeasureValue> runCell(const SimParams& params, std::uint32_t seed, int steps, int window,
                                  std::span<const Measure> measures, const std::atomic<bool>* cancel = nullptr);

}  // namespace murmur::sweep
