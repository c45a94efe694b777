#!/usr/bin/env bash
# gpu_device.sh - the GPU backend on a machine with an NVIDIA GPU, headless (EGL device
# platform, no X): configure and build Release, run the GPU test suite (CPU parity) on
# the GPU, then print the benchmark tables: the fixed sky up to 100,000 birds, the starling
# model at the same counts, and the scaled sky (--scale-sky) up to 10,000,000.
#
#   bench/gpu_device.sh            # build in build-device/, bird counts below
#   BUILD=/tmp/b BIRDS=1500,10000 SCALED_BIRDS=100000,1000000 JOBS=8 bench/gpu_device.sh
#
# Exits non-zero if the build or a test fails. Needs the NVIDIA driver's EGL (libEGL_nvidia
# through libglvnd) besides the usual build dependencies.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${BUILD:-$root/build-device}
jobs=${JOBS:-$(nproc)}
birds=${BIRDS:-1500,10000,100000}
scaled=${SCALED_BIRDS:-100000,1000000,10000000}
scaled_steps=${SCALED_STEPS:-5}

step() { printf '\n== %s\n' "$*"; }

step "GPU"
if command -v nvidia-smi >/dev/null 2>&1; then
    nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || true
else
    echo "nvidia-smi not found: no NVIDIA driver visible; EGL will use whatever it finds (maybe llvmpipe)"
fi
# The NVIDIA headless path: an EGL device (not Mesa's surfaceless software platform).
# Set MURMUR_EGL_PLATFORM= (empty) to let the backend try every platform instead.
export MURMUR_EGL_PLATFORM=${MURMUR_EGL_PLATFORM-device}

step "configure and build (Release, $jobs jobs) in $build"
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" -j "$jobs" --target gl_tests gpu_backend_tests murmur-cli

step "OpenGL context"
context_xml=$(mktemp)
trap 'rm -f "$context_xml"' EXIT
"$build/tests/gl/gl_tests" --gtest_filter='GlBase.ContextIsCore43WithCompute' --gtest_output="xml:$context_xml" >/dev/null
context=$(grep -o 'name="context" value="[^"]*"' "$context_xml" | sed 's/.*value="//; s/"$//' || true)
echo "${context:-unknown}"
case "$context" in
    *llvmpipe* | *softpipe* | "") echo "warning: not a hardware context; the figures below are software rendering" ;;
esac

step "GPU tests (label gpu; the MESA_GL_VERSION_OVERRIDE fallback tests only mean something on Mesa)"
ctest --test-dir "$build" -L gpu -E 'fallback|falls_back' --output-on-failure -j 4

step "benchmark: bird-steps per second, CPU grid / brute force / GPU, the fixed sky"
# The fixed sky accepts at most 200,000 birds (the flock only gets denser there).
"$build/murmur-cli" bench --backend gpu --birds "$birds" --repeat 3

step "benchmark: the starling model (its GPU step beside its CPU step and the seed model's)"
"$build/murmur-cli" bench --backend gpu --set model=starling --birds "$birds" --repeat 3

step "benchmark: the same with --scale-sky (every flock at the default density)"
"$build/murmur-cli" bench --backend gpu --scale-sky --birds "$scaled" --steps "$scaled_steps"
