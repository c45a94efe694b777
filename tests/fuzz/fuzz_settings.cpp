// fuzz_settings.cpp - the settings-file parser on arbitrary bytes: it never crashes, and
// parameters it accepts run without letting a NaN into the flock (a few steps of a small
// flock with a hawk).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "io/settings_file.hpp"
#include "murmur/simulation/simulation.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    murmur::SimParams params;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    if (murmur::report::applySettingsJson(text, "fuzz.json", params)) return 0;  // refused, as it should be
    if (murmur::validate(params)) std::abort();                                  // accepted means valid
    params.birdCount = std::min(params.birdCount, 48);  // the step's cost, not its safety, grows with N
    params.scaleSkyWithBirds = false;
    murmur::Simulation sim(params, murmur::makeCpuBackend(1));
    sim.sendHawk();
    for (int t = 0; t < 4; ++t) sim.step(true);
    murmur::FlockState state;
    sim.backend().download(state);
    if (!murmur::allFinite(state)) std::abort();
    return 0;
}
