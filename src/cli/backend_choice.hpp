// backend_choice.hpp - turns a --backend name into a backend, falling back to the CPU.
#pragma once

#include <memory>
#include <string>

#include <CLI/CLI.hpp>

#include "murmur/analysis/experiments.hpp"
#include "murmur/model/backend.hpp"

namespace murmur::cli {

// The backend a user named. When "gpu" cannot be had (not built, no GL 4.3 context, a
// shader error), says why on stderr once and returns the CPU backend instead.
std::unique_ptr<FlockBackend> makeBackendByName(const std::string& name, int threads);

// For experiments: a factory of independent backends of that kind, and how many may run at
// once (the GPU runs one job at a time; the CPU one per thread).
struct BackendPlan {
    BackendFactory factory;  // empty: the CPU reference, one thread per run
    int parallelRuns = 0;    // <= 0: one per hardware thread
    std::string name;        // what was actually chosen
};
BackendPlan planBackend(const std::string& name, int threads);

// Registers --threads (0..1024, described by threadsHelp) and --backend cpu|gpu.
void addBackendFlags(CLI::App& app, int& threads, std::string& backend, const std::string& threadsHelp);

}  // namespace murmur::cli
