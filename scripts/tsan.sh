#!/usr/bin/env bash
# Builds the core's threaded parts with ThreadSanitizer (CMakePresets.json's tsan, into
# build-tsan/) and runs their tests there: the step thread (StepThread, BackgroundTask), the
# sliced step, the pool, and the simulation suite that steps on them. CI runs it (test.sh's
# deep checks: 158 s in the run at 16831fe); run it after touching anything two threads share.
# Exits non-zero on any failure or race report.
# Usage: scripts/tsan.sh [ctest arguments]
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --preset tsan >/dev/null
cmake --build --preset tsan -j"$(nproc)" --target model_tests simulation_tests
TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1 \
  ctest --test-dir build-tsan --output-on-failure --timeout 1800 -j"$(nproc)" \
  -R 'StepThread|BackgroundTask|SlicedStep|ThreadPool|Simulation' "$@"
