#!/usr/bin/env bash
# ThreadSanitizer (CMakePresets.json's tsan, into build-tsan/) on what two threads share.
# 1. The core's threaded tests: the step thread (StepThread, BackgroundTask), the sliced step,
#    the pool, and the simulation suite that steps on them.
# 2. The window app built with it, driven by the Release build's window tests (build/; built
#    here if missing) through MURMUR_TEST_EXE: the step thread under a script that changes
#    everything mid-step (a hawk, the bird count, a resize, a seek, a scene switch, a reset,
#    the quit), the sweep, the field comparison's threads and the experiments' cancel. Mesa's
#    llvmpipe is not instrumented: scripts/tsan-mesa.supp says what is suppressed, and why.
# CI runs it (test.sh's deep checks); run it after touching anything two threads share.
# Exits non-zero on any failure or race report.
# Usage: scripts/tsan.sh [ctest arguments for the core's tests]
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --preset tsan >/dev/null
cmake --build --preset tsan -j"$(nproc)" --target model_tests simulation_tests murmur
TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1 \
  ctest --test-dir build-tsan --output-on-failure --timeout 1800 -j"$(nproc)" \
  -R 'StepThread|BackgroundTask|SlicedStep|ThreadPool|Simulation' "$@"

[[ -f build/CMakeCache.txt ]] || cmake --preset release >/dev/null
cmake --build build -j"$(nproc)" --target app_window_tests app_capture_window_tests
export MURMUR_TEST_EXE=$PWD/build-tsan/murmur MESA_SHADER_CACHE_DISABLE=true
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:suppressions=$PWD/scripts/tsan-mesa.supp"
build/tests/app/app_window_tests --gtest_filter='StepThreadWindow.*:Explore.*:Field.*'
build/tests/app/app_capture_window_tests --gtest_filter='MurmurCapture.CancelStopsTheExperimentsAndCachesNothing'
